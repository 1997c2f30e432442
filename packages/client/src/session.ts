// The auth session of provider spec 5: one token at a time, obtained on first need, renewed before it expires,
// and renewed once after a 401. Logins are single-flight: however many calls need a token at once, one login
// runs and all of them use its token. That matters because every login retires the user's earlier tokens:
// two logins in a race would invalidate each other.
import type { IssuedToken } from './login.js';
import type { Logger, StoredToken } from './options.js';
import type { Redactor } from './redact.js';

interface TokenState {
  token: string;
  expiresAt: number;
  /** From here on the token is renewed before use (expiry minus the margin). */
  refreshAt: number;
}

export interface SessionDeps {
  logIn: () => Promise<IssuedToken>;
  now: () => number;
  refreshMarginMs: number;
  initial?: StoredToken | undefined;
  onTokenChange?: ((token: StoredToken) => void | Promise<void>) | undefined;
  loadToken?: (() => StoredToken | undefined | null | Promise<StoredToken | undefined | null>) | undefined;
  redactor: Redactor;
  logger?: Logger | undefined;
}

/** Waits for a promise, or rejects with the signal's reason when it aborts first (the promise runs on). */
export function raceSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export class Session {
  readonly #deps: SessionDeps;
  #state: TokenState | undefined;
  #inflight: Promise<TokenState> | undefined;
  #logins = 0;

  constructor(deps: SessionDeps) {
    this.#deps = deps;
    if (deps.initial) this.#state = this.#fromStored(deps.initial);
  }

  /** When the current token expires (ms since the epoch), if there is one. */
  get expiresAt(): number | undefined {
    return this.#state?.expiresAt;
  }

  /** Logins this session performed (not counting tokens adopted from your store). */
  get logins(): number {
    return this.#logins;
  }

  /** The current token if it can be sent now without renewing it (the fast path of every call). */
  fresh(): string | undefined {
    const state = this.#state;
    return state && this.#deps.now() < state.refreshAt ? state.token : undefined;
  }

  /** A token to send now: the current one, or one from a (single-flight) login when there is none or it is about to expire. */
  token(signal?: AbortSignal): Promise<string> {
    const state = this.#state;
    if (state && this.#deps.now() < state.refreshAt) return Promise.resolve(state.token);
    if (state) this.#deps.logger?.debug?.('trs: the token is about to expire; logging in again before using it');
    return this.#obtain(state?.token, signal, false);
  }

  /** After `stale` was refused with 401: a newer token if another call already renewed it, else a new login. */
  renew(stale: string, signal?: AbortSignal): Promise<string> {
    const state = this.#state;
    if (state && state.token !== stale && this.#deps.now() < state.refreshAt) return Promise.resolve(state.token);
    if (state?.token === stale) this.#state = undefined;
    return this.#obtain(stale, signal, false);
  }

  /** Logs in now (single-flight), whatever the current token. */
  async logIn(signal?: AbortSignal): Promise<{ expiresAt: number }> {
    await this.#obtain(this.#state?.token, signal, true);
    return { expiresAt: this.#state!.expiresAt };
  }

  /** Forgets the token (for example after you learn that another process retired it). */
  forget(): void {
    this.#state = undefined;
  }

  #obtain(stale: string | undefined, signal: AbortSignal | undefined, force: boolean): Promise<string> {
    if (!this.#inflight) {
      const inflight = this.#acquire(stale, force).finally(() => {
        if (this.#inflight === inflight) this.#inflight = undefined;
      });
      // Callers that gave up (aborted) must not leave an unhandled rejection behind.
      inflight.catch(() => undefined);
      this.#inflight = inflight;
    }
    return raceSignal(this.#inflight, signal).then((state) => state.token);
  }

  async #acquire(stale: string | undefined, force: boolean): Promise<TokenState> {
    const { loadToken, onTokenChange, logger, redactor } = this.#deps;
    if (loadToken && !force) {
      try {
        const shared = await loadToken();
        if (shared && shared.token !== stale) {
          const state = this.#fromStored(shared);
          if (this.#deps.now() < state.refreshAt) {
            redactor.add(state.token);
            this.#state = state;
            logger?.debug?.(
              `trs: using the token from loadToken (expires at ${new Date(state.expiresAt).toISOString()})`,
            );
            return state;
          }
        }
      } catch (error) {
        logger?.warn?.(
          `trs: loadToken failed (${redactor.text(String((error as Error)?.message ?? error))}); logging in instead`,
        );
      }
    }
    const issued = await this.#deps.logIn();
    this.#logins += 1;
    const margin = Math.min(this.#deps.refreshMarginMs, issued.lifetimeMs / 4);
    const state: TokenState = {
      token: issued.token,
      expiresAt: issued.expiresAt,
      refreshAt: issued.expiresAt - margin,
    };
    this.#state = state;
    if (onTokenChange) {
      try {
        await onTokenChange({ token: state.token, expiresAt: state.expiresAt });
      } catch (error) {
        logger?.warn?.(
          `trs: onTokenChange failed (${redactor.text(String((error as Error)?.message ?? error))}); other processes will not see the new token`,
        );
      }
    }
    return state;
  }

  #fromStored(stored: StoredToken): TokenState {
    const raw = stored.expiresAt as number | Date;
    const expiresAt = raw instanceof Date ? raw.getTime() : Number(raw);
    this.#deps.redactor.add(stored.token);
    return { token: stored.token, expiresAt, refreshAt: expiresAt - this.#deps.refreshMarginMs };
  }
}
