// The shapes the client's modules share: the token store's and the logger's (public), the session's tokens, and how
// one attempt is sent. They live here, apart from the code that uses them, so that the modules of one call path
// (raw → transport → session, login) import each other's types without going round in a circle.

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

/**
 * A token store that only receives each new token (to keep it for your next start, given back as createClient's
 * `token`): nothing is shared, so no lock is needed.
 */
export interface TokenSink {
  onTokenChange(token: StoredToken): void | Promise<void>;
  loadToken?: undefined;
  acquireLoginLock?: undefined;
}

/** Receives the client's log lines; none of them contains a token or the password. */
export interface Logger {
  debug?(message: string): void;
  warn?(message: string): void;
  /** What must not go unnoticed: a reference the journal could not record. */
  error?(message: string): void;
}

/** Why the client logs in (the hooks' LoginEvent tells it). */
export type LoginReason = 'first-call' | 'token-expiring' | 'token-refused' | 'forced';

/** What a login hands the session. */
export interface IssuedToken {
  token: string;
  expiresAt: number;
  /** When the login was sent (ms since the epoch): the token's lifetime is counted from here. */
  issuedAt: number;
  lifetimeMs: number;
  userName: string;
}

export type TokenSource = 'login' | 'store' | 'option';

/** A token the session holds, with when to stop using it. */
export interface Lease {
  readonly token: string;
  readonly expiresAt: number;
  /** From here on the token is renewed before use. */
  readonly refreshAt: number;
  /** Where it came from: a login of this client, the token store, or createClient's `token`. */
  readonly source: TokenSource;
}

/** Sends one Request with the call's signal; the user's fetch, or the global one. */
export type Send = (request: Request, init: RequestInit) => Promise<Response>;
