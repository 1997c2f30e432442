// The options of createClient and the shapes it hands back.
import type { RetryOptions } from './retry-policy.js';

/** A service user's credentials. How the service wants them is written in one place (login.ts). */
export interface Credentials {
  userName: string;
  password: string;
}

/** A session token as the client shares it with your store: never log it. */
export interface StoredToken {
  token: string;
  /** When the service stops accepting it, in ms since the epoch (login time + TokenExpiry minutes). */
  expiresAt: number;
}

/** Receives the client's log lines; none of them contains a token or the password. */
export interface Logger {
  debug?(message: string): void;
  warn?(message: string): void;
}

export interface ClientOptions {
  /** The service's base URL, version segment included: `https://host/v2` (or a local mock's root). */
  baseUrl: string;
  /** The service user, or a function that fetches it (from a secret store) when a login is needed. */
  credentials: Credentials | (() => Credentials | Promise<Credentials>);
  /** The fetch to use; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** A token obtained earlier (by this or another process), used until it expires or is refused. */
  token?: StoredToken;
  /** Called after every login with the new token: save it where your other processes read it (loadToken). */
  onTokenChange?: (token: StoredToken) => void | Promise<void>;
  /**
   * Called before the client logs in: return the token another process stored, if any. It is used instead of
   * logging in when it is not the token that just failed and is not about to expire.
   */
  loadToken?: () => StoredToken | undefined | null | Promise<StoredToken | undefined | null>;
  /** Bound on each call, retries and waits included. Default 30 000 ms. Per call: `{ timeoutMs }`. */
  timeoutMs?: number;
  /** Retry policy of idempotent calls (GET, PUT) and logins; `false` turns retries off. */
  retry?: RetryOptions | false;
  /** Log in again this long before the token expires (at most a quarter of its lifetime). Default 5 minutes. */
  refreshMarginMs?: number;
  /** Clock used for token expiry (ms since the epoch); for tests. Default Date.now. */
  now?: () => number;
  logger?: Logger;
  /** Allow a plain-http baseUrl on a host other than localhost (credentials and tokens would travel in clear). */
  allowInsecureHttp?: boolean;
}

/** Per-call options of the helpers. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeoutMs for this call. */
  timeoutMs?: number;
}
