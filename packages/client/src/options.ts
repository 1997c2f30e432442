// The options of createClient and of each call (the shapes they share with the other modules are in types.ts).
import type { ClockOption } from '@trs/shared';
import type { ClientHooks } from './hooks.js';
import type { ClientJournal, JournalRecordError } from './journal.js';
import type { ClientTracing } from './tracing.js';
import type { RetryOptions } from './retry-policy.js';
import type { Credentials, Logger, StoredToken, TokenSink, TokenStore } from './types.js';

export interface ClientOptions {
  /** The service's base URL, version segment included: `https://host/v2` (or a local mock's root). */
  baseUrl: string;
  /** The service user, or a function that fetches it (from a secret store) when a login is needed. */
  credentials: Credentials | (() => Credentials | Promise<Credentials>);
  /** The fetch to use; default globalThis.fetch. It receives a Request whose `signal` is the call's. */
  fetch?: (request: Request) => Promise<Response>;
  /** A token obtained earlier (by this or another process), used until it expires or is refused. */
  token?: StoredToken;
  /**
   * Shares one session between clients: a ready store (`@trs/client/token-store/*`), or your own
   * `{ loadToken, onTokenChange, acquireLoginLock }`. `{ onTokenChange }` alone only receives each new token (to keep
   * it for your next start, as `token`).
   */
  tokenStore?: TokenStore | TokenSink;
  /** Bound on each call, retries and waits included. Default 30 000 ms. Per call: `{ timeoutMs }`. */
  timeoutMs?: number;
  /** Retry policy of the calls that are safe to repeat (GET, PUT) and of logins; `false` turns retries off. */
  retry?: RetryOptions | false;
  /** Log in again this long before the token expires (at most a quarter of its lifetime). Default 5 minutes. */
  refreshMarginMs?: number;
  /** Events of every attempt, answer, retry and login (see ClientHooks). */
  hooks?: ClientHooks;
  /** Spans of every call: openTelemetryTracing() from `@trs/client/opentelemetry` (or an object of your own). */
  tracing?: ClientTracing;
  /** The User-Agent header of every request. Default `@trs/client/<version> node/<version>`. */
  userAgent?: string;
  /**
   * The time the session reads (token expiry, Retry-After dates): a Clock of @trs/shared (`manualClock()` in tests),
   * `{ now }` or `() => ms`. Default: the system clock. Waits and timeouts run on real time whatever the clock.
   */
  clock?: ClockOption;
  logger?: Logger;
  /**
   * The reference journal (`openJournal({ dir })` or `postgresJournal(…)` of @trs/journal): every reference a creating
   * call returns is recorded in it before the call resolves, and a creating call whose outcome is unknown is recorded
   * as pending. A journal that fails never costs you the reference: the call still answers it, and the failure is
   * logged as an error (`logger.error`, else the console) and handed to `onJournalError`.
   */
  journal?: ClientJournal;
  /** Called when the journal could not record a reference or a pending call (the call's answer is unaffected). */
  onJournalError?: (error: JournalRecordError) => void;
  /** Allow a plain-http baseUrl on a host other than localhost (credentials and tokens would travel in clear). */
  allowInsecureHttp?: boolean;
}

/** Per-call options of the helpers (and of raw calls, next to openapi-fetch's own). */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call. */
  timeoutMs?: number;
  /** Overrides the client's retry policy for this call (merged with it), or `false` for no retries. */
  retry?: RetryOptions | false;
}
