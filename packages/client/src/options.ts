// The options of createClient and the shapes it hands back.
import type { ClientHooks } from './hooks.js';
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
  /** When the login that issued it was sent, in ms since the epoch (tells its lifetime). Optional when you store it. */
  issuedAt?: number;
}

/** Lets go of the login lock. */
export type ReleaseLoginLock = () => void | Promise<void>;

/**
 * Where the clients that log in as one service user share its token (provider spec 5.6: every login retires the
 * user's earlier tokens). `@trs/client/token-store/file`, `@trs/client/token-store/postgres` and
 * `@trs/client/token-store/memory` (clients of one process) are ready ones.
 */
export interface TokenStore {
  /** The token another process stored, if any. Called before the client logs in, and after a token is refused. */
  loadToken(): StoredToken | undefined | null | Promise<StoredToken | undefined | null>;
  /** Called after every login of this client with the new token: store it where the other processes look. */
  onTokenChange(token: StoredToken): void | Promise<void>;
  /**
   * A lock shared by the clients (a lock file, a database advisory lock, an in-memory queue). The client holds it
   * around looking in the store again, logging in and storing the new token, so that one login serves every client.
   * Resolves to the function that lets it go; rejects when `signal` aborts before the lock is free. Required: without
   * it, clients that need a token at the same moment log in over each other.
   */
  acquireLoginLock(options: { signal: AbortSignal }): Promise<ReleaseLoginLock>;
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
  /** The fetch to use; default globalThis.fetch. It receives a Request whose `signal` is the call's. */
  fetch?: (request: Request) => Promise<Response>;
  /** A token obtained earlier (by this or another process), used until it expires or is refused. */
  token?: StoredToken;
  /** Shares one session between clients: a ready store, or your own (loadToken, onTokenChange, acquireLoginLock). */
  tokenStore?: TokenStore;
  /** Called after every login with the new token: keep it (for your next start), or share it (with loadToken). */
  onTokenChange?: TokenStore['onTokenChange'];
  /** Called before the client logs in (and after a token is refused): the token another client stored. Needs acquireLoginLock. */
  loadToken?: TokenStore['loadToken'];
  /** The lock shared by the clients that read loadToken, held around a login (see TokenStore). */
  acquireLoginLock?: TokenStore['acquireLoginLock'];
  /** Bound on each call, retries and waits included. Default 30 000 ms. Per call: `{ timeoutMs }`. */
  timeoutMs?: number;
  /** Retry policy of the calls that are safe to repeat (GET, PUT) and of logins; `false` turns retries off. */
  retry?: RetryOptions | false;
  /** Log in again this long before the token expires (at most a quarter of its lifetime). Default 5 minutes. */
  refreshMarginMs?: number;
  /** Events of every attempt, answer, retry and login (see ClientHooks). */
  hooks?: ClientHooks;
  /** The User-Agent header of every request. Default `@trs/client/<version> node/<version>`. */
  userAgent?: string;
  /** Clock used for token expiry (ms since the epoch); for tests. Default Date.now. */
  now?: () => number;
  logger?: Logger;
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
