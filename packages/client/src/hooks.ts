// Structured events for observability (createClient's `hooks`): every attempt the transport sends, every answer or
// failure it meets, every retry it decides on, every login. Anchors: stripe-node's on('request' | 'response'),
// octokit's hook.before / after / error. A hook never changes a call: what it throws (or rejects with) is logged and
// dropped. Nothing secret is in an event: no headers, no bodies, URLs without their query.
import type { Redactor } from './redact.js';
import type { Logger, LoginReason } from './types.js';

/** One attempt of a call, as it goes out. */
export interface RequestEvent {
  /** Ties the attempts of one call together (a number unique within the client). */
  readonly callId: number;
  /** The contract's operationId ('authenticate' for a login), or null for a URL that is not a path of the contract. */
  readonly operationId: string | null;
  readonly method: string;
  /** The URL without its query and fragment (a presigned URL's signature never appears). */
  readonly url: string;
  /** 1 for the first attempt of the call, then 2, 3, … (re-sends after a 401 and retries alike). */
  readonly attempt: number;
}

/** The answer (or the failure) of one attempt. */
export interface ResponseEvent extends RequestEvent {
  /** The HTTP status, or null when no answer came (dropped, refused, timed out, aborted). */
  readonly status: number | null;
  /** How long this attempt took, in milliseconds. */
  readonly durationMs: number;
  /** How long the call has taken so far (waits and earlier attempts included). */
  readonly elapsedMs: number;
  /** True when this answer (or failure) is what the call ends with; false when the client sends the call again. */
  readonly final: boolean;
  /** Why no answer came: the error code and message (redacted), when status is null. */
  readonly error: { readonly code: string; readonly message: string } | null;
}

export type RetryReason = 'status' | 'network' | 'token-refused';

/** The client is about to send the call again. */
export interface RetryEvent extends ResponseEvent {
  /** status: a retryable status (429, 502, 503, 504 …); network: the connection failed; token-refused: a 401, after which the call is sent once more with a new token. */
  readonly reason: RetryReason;
  /** The wait before the next attempt (Retry-After or backoff), in milliseconds. */
  readonly delayMs: number;
  readonly nextAttempt: number;
}

/** A login (POST /Authenticate) finished: issued a token, or failed. */
export interface LoginEvent {
  readonly operationId: 'authenticate';
  readonly method: 'POST';
  readonly url: string;
  /** first-call: no token yet; token-expiring: renewed before expiry; token-refused: after a 401; forced: login(). */
  readonly reason: LoginReason;
  /** The status of the last attempt, or null when no answer came. */
  readonly status: number | null;
  /** How many attempts the login took (it is retried like a read). */
  readonly attempt: number;
  readonly durationMs: number;
  /** When the new token expires (ms since the epoch), or null when the login failed. */
  readonly expiresAt: number | null;
  /** Why it failed: the error code and message (redacted), or null. */
  readonly error: { readonly code: string; readonly message: string } | null;
}

/** What a hook returns is ignored: the client never waits for it, and a promise that rejects is logged like a throw. */
export interface ClientHooks {
  /** Before every attempt of every call (logins, re-sends after a 401, retries and URL downloads included). */
  onRequest?(event: RequestEvent): unknown;
  /** After every attempt: its status, or why no answer came; `final` tells whether the call ends with it. */
  onResponse?(event: ResponseEvent): unknown;
  /** When the client decides to send a call again, with the reason and the wait. */
  onRetry?(event: RetryEvent): unknown;
  /** After every login, successful or not. */
  onLogin?(event: LoginEvent): unknown;
}

type HookName = keyof ClientHooks;

/** Calls the hooks safely: a hook that throws or rejects is reported to the logger and otherwise ignored. */
export class Hooks {
  readonly #hooks: ClientHooks;
  readonly #logger: Logger | undefined;
  readonly #redactor: Redactor;
  /** Whether any hook is set (the fast path skips building events when none is). */
  readonly active: boolean;
  readonly wantsRequest: boolean;
  readonly wantsResponse: boolean;

  constructor(hooks: ClientHooks | undefined, logger: Logger | undefined, redactor: Redactor) {
    this.#hooks = hooks ?? {};
    this.#logger = logger;
    this.#redactor = redactor;
    this.wantsRequest = typeof this.#hooks.onRequest === 'function';
    this.wantsResponse = typeof this.#hooks.onResponse === 'function';
    this.active =
      this.wantsRequest ||
      this.wantsResponse ||
      typeof this.#hooks.onRetry === 'function' ||
      typeof this.#hooks.onLogin === 'function';
  }

  emit<Name extends HookName>(name: Name, event: Parameters<NonNullable<ClientHooks[Name]>>[0]): void {
    const hook = this.#hooks[name] as ((event: unknown) => unknown) | undefined;
    if (typeof hook !== 'function') return;
    try {
      const result = hook.call(this.#hooks, Object.freeze(event));
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(undefined, (error: unknown) => this.#failed(name, error));
    } catch (error) {
      this.#failed(name, error);
    }
  }

  #failed(name: string, error: unknown): void {
    const message = this.#redactor.text(String((error as Error)?.message ?? error));
    this.#logger?.warn?.(`trs: the ${name} hook failed (${message}); the call goes on`);
  }
}
