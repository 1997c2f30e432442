// The auth session of provider spec 5: one token at a time, obtained on first need, renewed before it expires, and
// replaced after a 401. Every login retires the user's earlier tokens (5.6), so logins are single-flight within the
// process, and a token store shares one session between processes:
//
//   1. A token the store offers is used when it is neither refused nor about to expire.
//   2. A process that needs a new token takes the store's lock (acquireLoginLock), looks at the store again (another
//      process may have just logged in), and only then logs in and stores the new token before it lets go: one login
//      per storm across every process that shares the store.
//
// A store without a lock is refused by createClient: without one, processes that need a token at the same moment log
// in over each other, each login retiring the others' tokens, and no bound on logins or failures holds on a busy
// machine. A token the service refused is never taken from the store again, so a stale store leads to a real login,
// never an error.
import { raceSignal } from './deadline.js';
import type { Redactor } from './redact.js';
import type {
  IssuedToken,
  Lease,
  Logger,
  LoginReason,
  ReleaseLoginLock,
  StoredToken,
  TokenSource,
  TokenStore,
} from './types.js';

export interface SessionDeps {
  logIn: (reason: LoginReason) => Promise<IssuedToken>;
  now: () => number;
  refreshMarginMs: number;
  /** Bound on one acquisition (a lock wait and a login), shared by the calls that wait for it. */
  timeoutMs: number;
  initial?: StoredToken | undefined;
  store: Partial<TokenStore>;
  redactor: Redactor;
  logger?: Logger | undefined;
}

/** The provider's token lifetime (spec 5.4), assumed for a stored token that does not say when it was issued. */
const DEFAULT_LIFETIME_MS = 720 * 60_000;
/** Tokens remembered as refused (a handful is enough: each storm adds one). */
const REFUSED_KEPT = 32;

interface Trigger {
  reason: LoginReason;
  /** The token the service just refused, if that is why a token is needed. */
  refused?: Lease;
  /** Log in whatever the store offers (login()). */
  force?: boolean;
}

export class Session {
  readonly #deps: SessionDeps;
  #current: Lease | undefined;
  #flight: Promise<Lease> | undefined;
  #logins = 0;
  /** Tokens the service refused: never used again, whoever offers them. */
  readonly #refused = new Set<string>();
  /** The lifetime of the tokens this user is issued, as the last login said. */
  #lifetimeMs: number | undefined;

  constructor(deps: SessionDeps) {
    this.#deps = deps;
    if (deps.initial) {
      const lease = this.#fromStored(deps.initial, 'option');
      if (lease) this.#current = lease;
    }
  }

  /** When the current token expires (ms since the epoch), if there is one. */
  get expiresAt(): number | undefined {
    return this.#current?.expiresAt;
  }

  /** Logins this session performed (not counting tokens taken from the store or from options.token). */
  get logins(): number {
    return this.#logins;
  }

  /** The current token if it can be sent now without renewing it (the fast path of every call). */
  fresh(): Lease | undefined {
    const current = this.#current;
    return current !== undefined && this.#deps.now() < current.refreshAt ? current : undefined;
  }

  /** A token to send now: the current one, or one obtained (single-flight) when there is none or it is about to expire. */
  lease(signal?: AbortSignal): Promise<Lease> {
    const fresh = this.fresh();
    if (fresh) return Promise.resolve(fresh);
    if (this.#current) this.#deps.logger?.debug?.('trs: the token is about to expire; renewing it before using it');
    return this.#obtain({ reason: this.#current ? 'token-expiring' : 'first-call' }, signal);
  }

  /** After the service refused `refused` (401): a token that is not refused, from another call, the store or a login. */
  async replace(refused: Lease, signal?: AbortSignal): Promise<Lease> {
    this.#refuse(refused);
    for (let round = 0; round < 3; round += 1) {
      const current = this.fresh();
      if (current && !this.#refused.has(current.token)) return current;
      // A flight that began before the refusal may bring the refused token back: then another one runs.
      const lease = await this.#obtain({ reason: 'token-refused', refused }, signal);
      if (!this.#refused.has(lease.token)) return lease;
    }
    return this.#obtain({ reason: 'token-refused', refused, force: true }, signal);
  }

  /** Logs in now (single-flight), whatever the current token and the store hold. */
  logIn(signal?: AbortSignal): Promise<Lease> {
    return this.#obtain({ reason: 'forced', force: true }, signal);
  }

  /** Forgets the current token (for example after you learn that another process retired it). */
  forget(): void {
    this.#current = undefined;
  }

  #refuse(lease: Lease): void {
    const { token } = lease;
    this.#refused.add(token);
    if (this.#refused.size > REFUSED_KEPT) this.#refused.delete(this.#refused.values().next().value!);
    if (this.#current?.token === token) this.#current = undefined;
  }

  #obtain(trigger: Trigger, signal: AbortSignal | undefined): Promise<Lease> {
    if (!this.#flight) {
      const flight = this.#acquire(trigger).finally(() => {
        if (this.#flight === flight) this.#flight = undefined;
      });
      // Callers that gave up (aborted) must not leave an unhandled rejection behind.
      flight.catch(() => undefined);
      this.#flight = flight;
    }
    return raceSignal(this.#flight, signal);
  }

  async #acquire(trigger: Trigger): Promise<Lease> {
    const deadline = AbortSignal.timeout(this.#deps.timeoutMs);
    if (!trigger.force) {
      const shared = await this.#load();
      if (shared) return this.#adopt(shared);
    }
    const release = await this.#lock(deadline);
    try {
      if (release && !trigger.force) {
        // Another process may have logged in while this one waited for the lock.
        const shared = await this.#load();
        if (shared) return this.#adopt(shared);
      }
      const issued = await this.#deps.logIn(trigger.reason);
      this.#logins += 1;
      this.#lifetimeMs = issued.lifetimeMs;
      const lease: Lease = {
        token: issued.token,
        expiresAt: issued.expiresAt,
        refreshAt: this.#refreshAt(issued.expiresAt, issued.lifetimeMs),
        source: 'login',
      };
      this.#current = lease;
      await this.#save({ token: issued.token, expiresAt: issued.expiresAt, issuedAt: issued.issuedAt });
      return lease;
    } finally {
      if (release) await this.#unlock(release);
    }
  }

  /** The store's token if it can be used: neither refused nor about to expire. */
  async #load(): Promise<Lease | undefined> {
    const { loadToken } = this.#deps.store;
    if (!loadToken) return undefined;
    try {
      const stored = await loadToken();
      const lease = stored ? this.#fromStored(stored, 'store') : undefined;
      const usable = lease !== undefined && !this.#refused.has(lease.token) && this.#deps.now() < lease.refreshAt;
      return usable ? lease : undefined;
    } catch (error) {
      this.#deps.logger?.warn?.(`trs: loadToken failed (${this.#message(error)}); logging in instead`);
      return undefined;
    }
  }

  async #lock(deadline: AbortSignal): Promise<ReleaseLoginLock | undefined> {
    const { acquireLoginLock } = this.#deps.store;
    if (!acquireLoginLock) return undefined;
    try {
      const release = await acquireLoginLock({ signal: deadline });
      if (typeof release !== 'function')
        throw new TypeError('acquireLoginLock must resolve to a function that releases the lock');
      return release;
    } catch (error) {
      this.#deps.logger?.warn?.(
        `trs: acquireLoginLock failed (${this.#message(error)}); logging in without the lock (another process may log in at the same moment)`,
      );
      return undefined;
    }
  }

  async #unlock(release: ReleaseLoginLock): Promise<void> {
    try {
      await release();
    } catch (error) {
      this.#deps.logger?.warn?.(`trs: releasing the login lock failed (${this.#message(error)})`);
    }
  }

  async #save(token: StoredToken): Promise<void> {
    const { onTokenChange } = this.#deps.store;
    if (!onTokenChange) return;
    try {
      await onTokenChange(token);
    } catch (error) {
      this.#deps.logger?.warn?.(
        `trs: onTokenChange failed (${this.#message(error)}); other processes will not see the new token`,
      );
    }
  }

  #adopt(lease: Lease): Lease {
    this.#current = lease;
    this.#deps.logger?.debug?.(
      `trs: using the token from the token store (expires at ${new Date(lease.expiresAt).toISOString()})`,
    );
    return lease;
  }

  #fromStored(stored: StoredToken, source: TokenSource): Lease | undefined {
    const token = typeof stored?.token === 'string' ? stored.token.trim() : '';
    const raw = stored?.expiresAt as number | Date | undefined;
    const expiresAt = raw instanceof Date ? raw.getTime() : Number(raw);
    if (!token || !Number.isFinite(expiresAt)) return undefined;
    this.#deps.redactor.add(token);
    const issuedAt = Number(stored.issuedAt);
    const lifetimeMs =
      Number.isFinite(issuedAt) && issuedAt < expiresAt
        ? expiresAt - issuedAt
        : (this.#lifetimeMs ?? DEFAULT_LIFETIME_MS);
    return { token, expiresAt, refreshAt: this.#refreshAt(expiresAt, lifetimeMs), source };
  }

  /** Expiry minus the margin (at most a quarter of the lifetime). */
  #refreshAt(expiresAt: number, lifetimeMs: number): number {
    return expiresAt - Math.min(this.#deps.refreshMarginMs, lifetimeMs / 4);
  }

  #message(error: unknown): string {
    return this.#deps.redactor.text(String((error as Error)?.message ?? error));
  }
}
