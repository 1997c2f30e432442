// The fetch openapi-fetch is given: it sends one call to completion, carrying out what `decide` (outcome.ts) says
// after each attempt. It attaches the session token (only to URLs under baseUrl), bounds the call in time (each attempt
// and the reading of its answer raced against the call's signal, whatever the fetch does with it: deadline.ts), sends
// it again with another token after a 401 (the body buffered, so the same bytes travel), and retries what the decision
// allows (one decision, one backoff: the shape of stripe-node's RequestSender). Failures become the client's errors,
// with nothing secret in them. Middleware that runs around it (openapi-fetch's `use`) sees the Request once and the
// final answer once; the hooks see every attempt.
import type { BaseScope } from './base-url.js';
import type { Call } from './call.js';
import { raceAttempt, raceSignal, readWithin, streamWithin } from './deadline.js';
import { InvalidParameterError, type TrsError } from './errors.js';
import type { Hooks, RequestEvent, ResponseEvent, RetryReason } from './hooks.js';
import { discard, readErrorBody, safeUrl } from './http.js';
import type { ClientOptions } from './options.js';
import { decide, failureError, type AttemptResult, type Failure, type Verdict } from './outcome.js';
import type { Redactor } from './redact.js';
import { classifyFetchFailure, parseRetryAfter, sleep } from './retry-policy.js';
import type { Session } from './session.js';
import { errorCodeOf, type ClientTracing } from './tracing.js';
import type { Lease, Logger, Send } from './types.js';

export interface TransportDeps {
  session: Session;
  redactor: Redactor;
  logger: Logger | undefined;
  hooks: Hooks;
  scope: BaseScope;
  /** Tokens fresh from a login that one call may see refused: 1 alone, 2 when a store shares the session. */
  maxLoginRefusals: number;
  userName: () => string | undefined;
  /** Milliseconds since the epoch (Retry-After dates are read against it). */
  now: () => number;
  /** createClient's `fetch`; default globalThis.fetch. */
  fetch: ClientOptions['fetch'];
  /** createClient's `tracing`: each call runs inside it. */
  tracing?: ClientTracing | undefined;
}

/**
 * How a fetch sends one attempt. The call's signal goes to the default fetch separately: undici then follows one
 * signal per attempt. A fetch of the user's takes one Request, so it receives a Request carrying the signal; that
 * Request is held until the fetch settles, since Node's fetch follows the signal only while the Request is referenced.
 */
export function sendWith(userFetch: ClientOptions['fetch']): Send {
  if (!userFetch) return (request, init) => globalThis.fetch(request, init);
  return (request, init) => {
    const attempt = new Request(request, init);
    const sending = userFetch(attempt);
    void Promise.resolve(sending).then(
      () => attempt,
      () => attempt,
    );
    return sending;
  };
}

/** What one attempt came to: an answer (its body read, unless it is handed over as a stream), or what it failed with. */
type Attempted = { response: Response; cause?: undefined } | { response?: undefined; cause: unknown };

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

  send(request: Request, call: Call): Promise<Response> {
    const { tracing } = this.#deps;
    if (!tracing) return this.#send1(request, call);
    const outcome = (error?: unknown) => ({
      status: (error as { status?: number } | undefined)?.status ?? null,
      attempts: call.attempts,
      error: error === undefined ? null : errorCodeOf(error),
    });
    return tracing.call(
      { operationId: call.operationId ?? null, method: call.method },
      () => this.#send1(request, call),
      outcome,
    );
  }

  async #send1(request: Request, call: Call): Promise<Response> {
    const { session, hooks } = this.#deps;
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
      const attempted = await this.#attempt(request, init, call);
      const { response } = attempted;
      const result: AttemptResult = response
        ? {
            status: response.status,
            retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), this.#deps.now()),
          }
        : call.signal.aborted
          ? this.#aborted(call, true)
          : { failure: classifyFetchFailure(attempted.cause) };
      const verdict = this.#decide(call, result, lease);
      const status = response?.status ?? null;

      switch (verdict.do) {
        case 'answer':
          this.#answered(call, began, status, null);
          return response!;
        case 'retry':
          this.#retrying(call, began, status, verdict.reason, verdict.delayMs, attempted.cause);
          if (response) await discard(response);
          await this.#wait(call, sleep(verdict.delayMs, call.signal));
          if (lease) lease = session.fresh() ?? (await this.#wait(call, session.lease(call.signal)));
          continue;
        case 'refresh':
          call.refusals = verdict.refusals;
          call.loginRefusals = verdict.loginRefusals;
          this.#retrying(call, began, 401, 'token-refused', 0);
          if (response) await discard(response);
          this.#deps.logger?.debug?.(
            `trs: ${call.describe()} answered 401 (token ${lease!.source === 'store' ? 'from the token store ' : ''}expired or retired); sending it once more with another token`,
          );
          lease = call.renewed = await this.#wait(call, session.replace(lease!, call.signal));
          continue;
        case 'fail': {
          const providerMessage =
            response && verdict.failure.error === 'rejected-after-login'
              ? (await readErrorBody(response, this.#deps.redactor)).providerMessage
              : undefined;
          const error = this.#failed(call, verdict.failure, attempted.cause, providerMessage);
          this.#answered(call, began, status, error);
          throw error;
        }
      }
    }
  }

  /** Sends one attempt and reads its answer, both within the call's signal. */
  async #attempt(request: Request, init: RequestInit, call: Call): Promise<Attempted> {
    try {
      const response = await raceAttempt((call.send ?? this.#send)(request, init), call.signal);
      if (!call.streamed) return { response: await readWithin(response, call.signal) };
      return {
        response: streamWithin(response, call.signal, () => this.#abortError(call, true)),
      };
    } catch (cause) {
      return { cause };
    }
  }

  #aborted(call: Call, sent: boolean): AttemptResult {
    return { aborted: call.signals.abortKind(), sent };
  }

  /** The error a call ends with when its signal aborts (`sent`: while an attempt was in flight). */
  #abortError(call: Call, sent: boolean): unknown {
    const verdict = this.#decide(call, this.#aborted(call, sent), undefined);
    return verdict.do === 'fail' ? this.#failed(call, verdict.failure, undefined) : call.signal.reason;
  }

  #decide(call: Call, result: AttemptResult, lease: Lease | undefined): Verdict {
    return decide(
      result,
      {
        repeatable: call.repeatable,
        tokenSent: lease !== undefined,
        tokenFromLogin: lease !== undefined && lease === call.renewed && lease.source === 'login',
        retries: call.retries,
        refusals: call.refusals,
        loginRefusals: call.loginRefusals,
        maxLoginRefusals: this.#deps.maxLoginRefusals,
        remainingMs: call.signals.remainingMs(),
      },
      call.policy,
    );
  }

  /**
   * The error a failing verdict ends the call with. A call whose outcome is unknown ends here and only here: the
   * place to record it as pending.
   */
  #failed(call: Call, failure: Failure, cause: unknown, providerMessage?: string): unknown {
    if (failure.error === 'outcome-unknown')
      this.#deps.logger?.warn?.(
        `trs: ${call.describe()}: outcome unknown (${failure.reason}${failure.status ? ` ${failure.status}` : ''}); not sent again, since the call changes data`,
      );
    const { signals } = call;
    return failureError(failure, {
      call: call.description,
      attempts: call.attempts,
      timeoutMs: signals.timedOut ? signals.timeoutMs : undefined,
      callerReason: signals.callerSignal?.reason,
      cause: cause === undefined ? undefined : this.#deps.redactor.cause(cause),
      providerMessage,
      userName: this.#deps.userName(),
    });
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
    const error =
      status === null
        ? this.#failed(call, { error: 'network', sent: classifyFetchFailure(cause) === 'dropped' }, cause)
        : null;
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

  #outsideBase(call: Call): InvalidParameterError {
    const url = safeUrl(call.url);
    return new InvalidParameterError(
      'url',
      url,
      `${call.describe()} was refused before sending: ${url} is not under baseUrl (${this.#deps.scope.toString()}), and the session token goes only there. A middleware or a per-call baseUrl changed the address; use a proxy agent (fetch option) instead. Nothing was sent.`,
    );
  }
}
