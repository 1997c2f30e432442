// The fetch openapi-fetch is given: it sends one call to completion. It attaches the session token (only to URLs
// under baseUrl), bounds the call in time, sends it again with another token after a 401 (the body buffered, so the
// same bytes travel), and retries what the retry policy allows (one shouldRetry predicate, one backoff: the shape of
// stripe-node's RequestSender). Failures become the client's errors, with nothing secret in them. Middleware that
// runs around it (openapi-fetch's `use`) sees the Request once and the final answer once; the hooks see every attempt.
import type { BaseScope } from './base-url.js';
import type { Call } from './call.js';
import {
  AuthError,
  InvalidParameterError,
  NetworkError,
  OutcomeUnknownError,
  TimeoutError,
  type TrsError,
} from './errors.js';
import type { Hooks, RequestEvent, ResponseEvent, RetryReason } from './hooks.js';
import { discard, isTimeoutReason, readErrorBody, safeUrl } from './http.js';
import type { ClientOptions } from './options.js';
import type { Redactor } from './redact.js';
import { classifyFetchFailure, parseRetryAfter, sleep, type FetchFailure } from './retry-policy.js';
import { raceSignal, type Session } from './session.js';
import type { Logger, Send } from './types.js';

/** Tokens one call may see refused before it gives up (each refusal is followed by another token). */
const MAX_REFUSALS = 4;

export interface TransportDeps {
  session: Session;
  redactor: Redactor;
  logger: Logger | undefined;
  hooks: Hooks;
  scope: BaseScope;
  /** Tokens fresh from a login that one call may see refused: 1 alone, 2 when a store shares the session. */
  maxLoginRefusals: number;
  userName: () => string | undefined;
  /** createClient's `fetch`; default globalThis.fetch. */
  fetch: ClientOptions['fetch'];
}

/**
 * How a fetch sends one attempt. The call's signal goes to fetch separately: undici then follows one signal per
 * attempt, not one per Request. A fetch of the user's takes one Request, so it receives a Request with the signal.
 */
export function sendWith(userFetch: ClientOptions['fetch']): Send {
  return userFetch
    ? (request, init) => userFetch(new Request(request, init))
    : (request, init) => globalThis.fetch(request, init);
}

export class Transport {
  readonly #deps: TransportDeps;
  /** Sends the attempts of the calls that bring no fetch of their own. */
  readonly #send: Send;

  constructor(deps: TransportDeps) {
    this.#deps = deps;
    this.#send = sendWith(deps.fetch);
  }

  /** The fetch for one call, handed to openapi-fetch as that request's `fetch` option. */
  fetchFor(call: Call): (request: Request) => Promise<Response> {
    return (request) => this.send(request, call);
  }

  async send(request: Request, call: Call): Promise<Response> {
    const { session, hooks } = this.#deps;
    const policy = call.policy;
    const url = (call.url = request.url);
    if (call.authenticated && !this.#deps.scope.containsHref(url)) throw this.#outsideBase(call);
    if (call.signal.aborted) throw this.#abortError(call, false);
    // Buffered once, so that an attempt sent again carries exactly the same bytes.
    const body = request.body === null ? undefined : await request.arrayBuffer();
    // redirect 'manual': a redirect must not carry the Token to another address (downloads follow them by hand).
    const init: RequestInit = { signal: call.signal, redirect: 'manual' };
    if (body !== undefined) init.body = body;
    let lease = call.authenticated
      ? (session.fresh() ?? (await this.#wait(call, session.lease(call.signal))))
      : undefined;

    for (;;) {
      call.attempts += 1;
      const began = performance.now();
      if (lease) request.headers.set('Token', lease.token);
      else request.headers.delete('Token');
      if (hooks.wantsRequest) hooks.emit('onRequest', this.#requestEvent(call));
      let response: Response;
      try {
        response = await (call.send ?? this.#send)(request, init);
      } catch (cause) {
        if (call.signal.aborted) {
          const error = this.#abortError(call, true, cause);
          this.#answered(call, began, null, error);
          throw error;
        }
        const failure = classifyFetchFailure(cause);
        if (policy.shouldRetry(null, failure, call.repeatable, call.retries)) {
          const delayMs = policy.delayMs(call.retries + 1)!;
          if (delayMs < call.signals.remainingMs()) {
            this.#retrying(call, began, null, 'network', delayMs, cause);
            await this.#wait(call, sleep(delayMs, call.signal));
            if (lease) lease = session.fresh() ?? (await this.#wait(call, session.lease(call.signal)));
            continue;
          }
        }
        const error = this.#networkError(call, failure, cause);
        this.#answered(call, began, null, error);
        throw error;
      }

      const status = response.status;
      if (status === 401 && lease) {
        if (lease === call.renewed && lease.source === 'login') call.loginRefusals += 1;
        call.refusals += 1;
        if (call.loginRefusals >= this.#deps.maxLoginRefusals || call.refusals >= MAX_REFUSALS) {
          const { providerMessage } = await readErrorBody(response, this.#deps.redactor);
          const error = new AuthError('rejected-after-login', {
            status: 401,
            userName: this.#deps.userName(),
            providerMessage,
            call: call.description,
            refusals: call.refusals,
          });
          this.#answered(call, began, 401, error);
          throw error;
        }
        this.#retrying(call, began, 401, 'token-refused', 0);
        await discard(response);
        this.#deps.logger?.debug?.(
          `trs: ${call.describe()} answered 401 (token ${lease.source === 'store' ? 'from the token store ' : ''}expired or retired); sending it once more with another token`,
        );
        lease = call.renewed = await this.#wait(call, session.replace(lease, call.signal));
        continue;
      }

      if (policy.shouldRetry(status, null, call.repeatable, call.retries)) {
        const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
        const delayMs = policy.delayMs(call.retries + 1, retryAfterMs);
        if (delayMs !== undefined && delayMs < call.signals.remainingMs()) {
          this.#retrying(call, began, status, 'status', delayMs);
          await discard(response);
          await this.#wait(call, sleep(delayMs, call.signal));
          if (lease) lease = session.fresh() ?? (await this.#wait(call, session.lease(call.signal)));
          continue;
        }
      }
      this.#answered(call, began, status, null);
      return response;
    }
  }

  /** A retry is decided: the attempt's answer is not final. */
  #retrying(
    call: Call,
    began: number,
    status: number | null,
    reason: RetryReason,
    delayMs: number,
    cause?: unknown,
  ): void {
    if (reason !== 'token-refused') {
      call.retries += 1;
      const what =
        status === null
          ? classifyFetchFailure(cause) === 'not-sent'
            ? 'the service was unreachable'
            : 'the connection dropped'
          : `answered ${status}`;
      this.#deps.logger?.warn?.(
        `trs: ${call.describe()}: ${what}; retry ${call.retries} of ${call.policy.retries} in ${Math.round(delayMs)} ms`,
      );
    }
    const { hooks } = this.#deps;
    if (!hooks.active) return;
    const error = status === null ? this.#networkError(call, classifyFetchFailure(cause), cause) : null;
    const event = this.#responseEvent(call, began, status, false, error);
    hooks.emit('onResponse', event);
    hooks.emit('onRetry', { ...event, reason, delayMs, nextAttempt: call.attempts + 1 });
  }

  /** The attempt's answer (or failure) is what the call ends with. */
  #answered(call: Call, began: number, status: number | null, error: unknown): void {
    if (this.#deps.hooks.wantsResponse)
      this.#deps.hooks.emit('onResponse', this.#responseEvent(call, began, status, true, error));
  }

  #requestEvent(call: Call): RequestEvent {
    return {
      callId: call.id,
      operationId: call.operationId ?? null,
      method: call.method,
      url: safeUrl(call.url),
      attempt: call.attempts,
    };
  }

  #responseEvent(call: Call, began: number, status: number | null, final: boolean, error: unknown): ResponseEvent {
    const now = performance.now();
    const failure =
      error === null || error === undefined
        ? null
        : {
            code: String((error as Partial<TrsError>).code ?? (error as Error).name ?? 'Error'),
            message: this.#deps.redactor.text(String((error as Error).message ?? error)),
          };
    return {
      ...this.#requestEvent(call),
      status,
      durationMs: now - began,
      elapsedMs: now - call.signals.started,
      final,
      error: failure,
    };
  }

  /** Waits while nothing is in flight (a login, a backoff); an abort then means nothing was sent. */
  async #wait<T>(call: Call, promise: Promise<T>): Promise<T> {
    try {
      return await raceSignal(promise, call.signal);
    } catch (error) {
      throw call.signal.aborted ? this.#abortError(call, false) : error;
    }
  }

  #networkError(call: Call, failure: FetchFailure, error: unknown): Error {
    const cause = this.#deps.redactor.cause(error);
    if (failure === 'not-sent')
      return new NetworkError({ call: call.description, attempts: call.attempts, sent: false, cause });
    if (!call.repeatable) {
      this.#deps.logger?.warn?.(
        `trs: ${call.describe()}: the connection dropped; not retried (the call changes data and its outcome is unknown)`,
      );
      return new OutcomeUnknownError('dropped', { call: call.description, cause });
    }
    return new NetworkError({ call: call.description, attempts: call.attempts, sent: true, cause });
  }

  #abortError(call: Call, sent: boolean, cause?: unknown): unknown {
    const { timedOut: ours, callerSignal, timeoutMs } = call.signals;
    const timedOut = ours || isTimeoutReason(callerSignal?.reason);
    if (sent && !call.repeatable) {
      return new OutcomeUnknownError(timedOut ? 'timeout' : 'aborted', {
        call: call.description,
        cause: cause === undefined ? undefined : this.#deps.redactor.cause(cause),
      });
    }
    if (timedOut) return new TimeoutError({ call: call.description, timeoutMs: ours ? timeoutMs : undefined });
    return callerSignal?.reason ?? new DOMException('This operation was aborted', 'AbortError');
  }

  #outsideBase(call: Call): InvalidParameterError {
    const url = safeUrl(call.url);
    return new InvalidParameterError(
      'url',
      url,
      `${call.describe()} was refused before sending: ${url} is not under baseUrl (${this.#deps.scope.toString()}), and the session token goes only there. A middleware or a per-call baseUrl changed the address; use a proxy agent (fetch option) instead. Nothing was sent.`,
    );
  }
}
