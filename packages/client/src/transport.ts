// Sends one call: attaches the session token, bounds the call in time, re-sends once after a 401 with a fresh
// token (the body buffered, so it travels again intact), and retries idempotent calls on 429/502/503/504 and
// dropped connections. A call that is not idempotent is never sent twice except after a 401 (the service
// refused it before acting). Failures become the client's errors, with nothing secret in them.
import { AuthError, NetworkError, OutcomeUnknownError, TimeoutError, type CallDescription } from './errors.js';
import { discard, isTimeoutReason, pathOf, readErrorBody } from './http.js';
import type { Logger } from './options.js';
import type { Redactor } from './redact.js';
import { classifyFetchFailure, parseRetryAfter, sleep, type RetryPolicy } from './retry-policy.js';
import { raceSignal, type Session } from './session.js';

export interface CallTarget {
  operationId?: string | undefined;
  method: string;
  url: string;
  headers: Headers;
  /** The serialized body, kept so that a re-sent request carries exactly the same bytes. */
  body: string | undefined;
  /** Sends the Token header. */
  authenticated: boolean;
  /** May be sent again after a failure without changing the outcome. */
  idempotent: boolean;
}

/**
 * The signals of one call: the caller's AbortSignal and a timeout for the whole call (retries, waits and logins
 * included), combined into one signal that every Request of the call is sent with. Disposed when the call is
 * over, so that neither the timer nor the listener on the caller's signal outlives it.
 */
export class CallSignals {
  readonly callerSignal: AbortSignal | undefined;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
  /** Set when the timeout, not the caller, aborted the call. */
  timedOut = false;
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #onCallerAbort: (() => void) | undefined;

  constructor(callerSignal: AbortSignal | undefined, timeoutMs: number) {
    if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be a positive number of milliseconds, got ${timeoutMs}`);
    this.callerSignal = callerSignal;
    this.timeoutMs = timeoutMs;
    this.signal = this.#controller.signal;
    // A plain timer (not AbortSignal.timeout, which costs ten times more per call), unref'd and cleared by dispose().
    this.#timer = setTimeout(() => {
      this.timedOut = true;
      this.#controller.abort(new DOMException(`The call did not complete within ${timeoutMs} ms`, 'TimeoutError'));
    }, Math.ceil(timeoutMs));
    this.#timer.unref?.();
    if (callerSignal?.aborted) this.#controller.abort(callerSignal.reason);
    else if (callerSignal) {
      this.#onCallerAbort = () => this.#controller.abort(callerSignal.reason);
      callerSignal.addEventListener('abort', this.#onCallerAbort, { once: true });
    }
  }

  dispose(): void {
    clearTimeout(this.#timer);
    if (this.#onCallerAbort) this.callerSignal?.removeEventListener('abort', this.#onCallerAbort);
  }
}

/** openapi-fetch copies unknown (string-keyed) init options onto its Request: this one carries the call's signals. */
export const SIGNALS = '__trsCallSignals';

export function signalsOf(request: Request): CallSignals | undefined {
  return (request as unknown as Record<string, CallSignals | undefined>)[SIGNALS];
}

export function attachSignals(request: Request, signals: CallSignals): Request {
  (request as unknown as Record<string, CallSignals>)[SIGNALS] = signals;
  return request;
}

/** Sends one Request with the call's signal (given separately, so that undici follows only one signal). */
export type Send = (request: Request, signal: AbortSignal) => Promise<Response>;

/** One call in progress: what is sent, its signals, its token and how many times it went out. */
export class CallState implements CallTarget {
  readonly operationId: string | undefined;
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly authenticated: boolean;
  readonly idempotent: boolean;
  readonly signals: CallSignals;
  readonly started = performance.now();
  token: string | undefined = undefined;
  attempts = 0;
  retries = 0;
  reauthenticated = false;
  readonly #basePath: string;

  constructor(target: CallTarget, signals: CallSignals, basePath: string) {
    this.operationId = target.operationId;
    this.method = target.method;
    this.url = target.url;
    this.headers = target.headers;
    this.body = target.body;
    this.authenticated = target.authenticated;
    this.idempotent = target.idempotent;
    this.signals = signals;
    this.#basePath = basePath;
  }

  get signal(): AbortSignal {
    return this.signals.signal;
  }

  /** The call as errors name it: the path as the contract writes it (without the base path), no query. */
  get call(): CallDescription {
    const path = pathOf(this.url);
    const base = this.#basePath;
    return {
      operationId: this.operationId,
      method: this.method,
      path: base && path.startsWith(`${base}/`) ? path.slice(base.length) : path,
    };
  }
}

export interface TransportDeps {
  send: Send;
  session: Session;
  policy: RetryPolicy;
  redactor: Redactor;
  logger: Logger | undefined;
  timeoutMs: number;
  userName: () => string | undefined;
  /** The path of baseUrl ('/v2'): error messages name paths as the contract writes them, without it. */
  basePath: string;
}

export class Transport {
  readonly #deps: TransportDeps;
  readonly #basePath: string;

  constructor(deps: TransportDeps) {
    this.#deps = deps;
    this.#basePath = deps.basePath.replace(/\/+$/, '');
  }

  /** New signals for a call: the caller's AbortSignal and the timeout (the client's, unless given). */
  signals(callerSignal: AbortSignal | undefined, timeoutMs: number = this.#deps.timeoutMs): CallSignals {
    return new CallSignals(callerSignal, timeoutMs);
  }

  /**
   * Prepares a call and obtains its token, bounded by the call's deadline. Synchronous when the current token can
   * be used (every call but those that wait for a login); a promise otherwise.
   */
  begin(target: CallTarget, signals: CallSignals): CallState | Promise<CallState> {
    const state = new CallState(target, signals, this.#basePath);
    if (state.signal.aborted) throw this.#abortError(state, false);
    if (!target.authenticated) return state;
    state.token = this.#deps.session.fresh();
    return state.token === undefined ? this.#withToken(state) : state;
  }

  async #withToken(state: CallState): Promise<CallState> {
    try {
      state.token = await this.#deps.session.token(state.signal);
    } catch (error) {
      throw state.signal.aborted ? this.#abortError(state, false) : error;
    }
    return state;
  }

  /** Whether an answer needs the transport (a 401 to renew, or a status to retry); most do not. */
  needsSettling(state: CallState, response: Response): boolean {
    return (
      (response.status === 401 && state.authenticated) ||
      (state.idempotent && this.#deps.policy.isRetryableStatus(response.status))
    );
  }

  /** Uses a Request built elsewhere (openapi-fetch's, for a call without a body) as the first attempt: only the Token is added. */
  adopt(state: CallState, request: Request): void {
    state.attempts += 1;
    if (state.authenticated && state.token) request.headers.set('Token', state.token);
    else request.headers.delete('Token');
  }

  /** The Request of the next attempt (sent with the call's signal; see Send). */
  request(state: CallState): Request {
    state.attempts += 1;
    const headers = new Headers(state.headers);
    if (state.authenticated && state.token) headers.set('Token', state.token);
    else headers.delete('Token');
    return attachSignals(
      new Request(state.url, { method: state.method, headers, body: state.body, redirect: 'manual' }),
      state.signals,
    );
  }

  /** Sends the call to completion (used for URLs that are not paths of the contract). The caller disposes the signals. */
  async run(target: CallTarget, signals: CallSignals): Promise<Response> {
    const state = await this.begin(target, signals);
    return this.settle(state, await this.send(state));
  }

  async send(state: CallState): Promise<Response> {
    if (state.signal.aborted) throw this.#abortError(state, false);
    const request = this.request(state);
    try {
      return await this.#deps.send(request, state.signal);
    } catch (error) {
      return this.onNetworkFailure(state, error);
    }
  }

  /** A fetch of this call rejected: retry it (idempotent calls) and return the answer, or throw the right error. */
  async onNetworkFailure(state: CallState, error: unknown): Promise<Response> {
    if (state.signal.aborted) throw this.#abortError(state, true, error);
    const failure = classifyFetchFailure(error);
    const cause = this.#deps.redactor.cause(error);
    if (!state.idempotent) {
      if (failure === 'not-sent')
        throw new NetworkError({ call: state.call, attempts: state.attempts, sent: false, cause });
      this.#deps.logger?.warn?.(
        `trs: ${describe(state)}: the connection dropped; not retried (the call changes data and its outcome is unknown)`,
      );
      throw new OutcomeUnknownError('dropped', { call: state.call, cause });
    }
    const decision = this.#deps.policy.decide(state.retries, undefined, this.#remaining(state));
    if (!decision.retry)
      throw new NetworkError({ call: state.call, attempts: state.attempts, sent: failure === 'dropped', cause });
    state.retries += 1;
    this.#deps.logger?.warn?.(
      `trs: ${describe(state)}: ${failure === 'dropped' ? 'the connection dropped' : 'the service was unreachable'}; retry ${state.retries} of ${this.#deps.policy.retries} in ${Math.round(decision.delayMs)} ms`,
    );
    await this.#wait(state, sleep(decision.delayMs, state.signal));
    return this.send(state);
  }

  /** Handles the answer: one re-login and re-send after a 401, retries of idempotent calls on 429/502/503/504. */
  async settle(state: CallState, first: Response): Promise<Response> {
    let response = first;
    for (;;) {
      if (response.status === 401 && state.authenticated) {
        if (state.reauthenticated) {
          const { providerMessage } = await readErrorBody(response, this.#deps.redactor);
          throw new AuthError('rejected-after-login', {
            status: 401,
            userName: this.#deps.userName(),
            providerMessage,
            call: state.call,
          });
        }
        await discard(response);
        state.reauthenticated = true;
        this.#deps.logger?.debug?.(
          `trs: ${describe(state)} answered 401 (token expired or retired); logging in again and sending it once more`,
        );
        state.token = await this.#wait(state, this.#deps.session.renew(state.token ?? '', state.signal));
        response = await this.send(state);
        continue;
      }
      if (state.idempotent && this.#deps.policy.isRetryableStatus(response.status)) {
        const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
        const decision = this.#deps.policy.decide(state.retries, retryAfter, this.#remaining(state));
        if (decision.retry) {
          await discard(response);
          state.retries += 1;
          this.#deps.logger?.warn?.(
            `trs: ${describe(state)} answered ${response.status}; retry ${state.retries} of ${this.#deps.policy.retries} in ${Math.round(decision.delayMs)} ms${retryAfter === undefined ? '' : ' (Retry-After)'}`,
          );
          await this.#wait(state, sleep(decision.delayMs, state.signal));
          response = await this.send(state);
          continue;
        }
      }
      return response;
    }
  }

  #remaining(state: CallState): number {
    return state.signals.timeoutMs - (performance.now() - state.started);
  }

  /** Waits while nothing is in flight (a login, a backoff); an abort then means nothing was sent. */
  async #wait<T>(state: CallState, promise: Promise<T>): Promise<T> {
    try {
      return await raceSignal(promise, state.signal);
    } catch (error) {
      throw state.signal.aborted ? this.#abortError(state, false) : error;
    }
  }

  #abortError(state: CallState, sent: boolean, cause?: unknown): unknown {
    const { timedOut: ours, callerSignal, timeoutMs } = state.signals;
    const timedOut = ours || isTimeoutReason(callerSignal?.reason);
    if (sent && !state.idempotent) {
      return new OutcomeUnknownError(timedOut ? 'timeout' : 'aborted', {
        call: state.call,
        cause: cause === undefined ? undefined : this.#deps.redactor.cause(cause),
      });
    }
    if (timedOut) return new TimeoutError({ call: state.call, timeoutMs: ours ? timeoutMs : undefined });
    return callerSignal?.reason ?? new DOMException('This operation was aborted', 'AbortError');
  }
}

function describe(state: CallState): string {
  return state.operationId
    ? `${state.operationId} (${state.method} ${state.call.path})`
    : `${state.method} ${state.call.path}`;
}
