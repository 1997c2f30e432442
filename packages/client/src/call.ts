// One call of the client: what it is (operation, method, whether it sends the Token, whether it is safe to repeat),
// its options (timeout, AbortSignal, retry policy, the fetch to send with), and its progress (attempts, retries,
// tokens refused). The raw client creates it before openapi-fetch builds the Request and hands it to the transport
// through openapi-fetch's per-request `fetch` option; nothing is hidden on the Request.
import type { CallDescription } from './errors.js';
import { isTimeoutReason } from './http.js';
import type { RetryPolicy } from './retry-policy.js';
import type { Lease, Send } from './types.js';

/**
 * The signals of one call: the caller's AbortSignal and a timeout for the whole call (retries, waits and logins
 * included), combined into one signal that every attempt of the call is sent with. Disposed when the call is over,
 * so that neither the timer nor the listener on the caller's signal outlives it.
 */
export class CallSignals {
  readonly callerSignal: AbortSignal | undefined;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
  readonly started = performance.now();
  /** Set when the timeout, not the caller, aborted the call. */
  timedOut = false;
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #onCallerAbort: (() => void) | undefined;

  constructor(callerSignal: AbortSignal | undefined, timeoutMs: number) {
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

  /** What aborted the call: its deadline (or the caller's AbortSignal.timeout), or the caller. */
  abortKind(): 'timeout' | 'caller' {
    return this.timedOut || isTimeoutReason(this.callerSignal?.reason) ? 'timeout' : 'caller';
  }

  /** Milliseconds left before the call's deadline. */
  remainingMs(): number {
    return this.timeoutMs - (performance.now() - this.started);
  }

  dispose(): void {
    clearTimeout(this.#timer);
    if (this.#onCallerAbort) this.callerSignal?.removeEventListener('abort', this.#onCallerAbort);
  }
}

export interface CallSpec {
  /** The contract's operationId; undefined for a URL that is not a path of the contract. */
  operationId: string | undefined;
  method: string;
  /** Sends the Token header. */
  authenticated: boolean;
  /** Repeating it has the effect of sending it once (GET, PUT, a login): retried after failures. */
  repeatable: boolean;
  signals: CallSignals;
  policy: RetryPolicy;
  /** Sends each attempt: the fetch given for this call, if any (otherwise the transport's, the client's fetch). */
  send: Send | undefined;
  /** The answer's body is handed over as a stream (parseAs 'stream'); otherwise it is read within the attempt. */
  streamed: boolean;
}

let lastCallId = 0;

export class Call {
  readonly id = (lastCallId = (lastCallId + 1) % Number.MAX_SAFE_INTEGER);
  readonly operationId: string | undefined;
  readonly method: string;
  readonly authenticated: boolean;
  readonly repeatable: boolean;
  readonly signals: CallSignals;
  readonly policy: RetryPolicy;
  readonly send: Send | undefined;
  readonly streamed: boolean;
  /** The URL of the request (set when the transport receives it). */
  url = '';
  attempts = 0;
  retries = 0;
  /** Tokens the service refused during this call (each is followed by another token and one more attempt). */
  refusals = 0;
  /** Of those, tokens that a login issued while this call waited for it. */
  loginRefusals = 0;
  /** The lease this call received after its last refusal (to tell a token a login just issued from one it had). */
  renewed: Lease | undefined = undefined;
  readonly #basePath: string;

  constructor(spec: CallSpec, basePath: string) {
    this.operationId = spec.operationId;
    this.method = spec.method;
    this.authenticated = spec.authenticated;
    this.repeatable = spec.repeatable;
    this.signals = spec.signals;
    this.policy = spec.policy;
    this.send = spec.send;
    this.streamed = spec.streamed;
    this.#basePath = basePath;
  }

  get signal(): AbortSignal {
    return this.signals.signal;
  }

  /** The call as errors name it: the path as the contract writes it (without the base path), no query. */
  get description(): CallDescription {
    const path = pathOf(this.url);
    const base = this.#basePath;
    return {
      operationId: this.operationId,
      method: this.method,
      path: base && path.startsWith(`${base}/`) ? path.slice(base.length) : path,
    };
  }

  /** For log lines: `listBranches (GET /Branches)`. */
  describe(): string {
    const { operationId, method, path } = this.description;
    return operationId ? `${operationId} (${method} ${path})` : `${method} ${path}`;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
