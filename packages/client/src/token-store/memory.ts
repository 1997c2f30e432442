// A token store for the clients of one process (several clients of one service user in a server, a test): the token
// in a variable, and the login lock as a queue in memory, so that one login serves them all. Processes do not see it:
// across processes use the file or the PostgreSQL store.
//
//   import { createMemoryTokenStore } from '@trs/client/token-store/memory';
//   const tokenStore = createMemoryTokenStore();
//   const a = createClient({ baseUrl, credentials, tokenStore });
//   const b = createClient({ baseUrl, credentials, tokenStore });
import type { ReleaseLoginLock, StoredToken, TokenStore } from '../types.js';
import { asStoredToken } from './stored.js';

export interface MemoryTokenStore extends TokenStore {
  loadToken(): StoredToken | undefined;
  onTokenChange(token: StoredToken): void;
  acquireLoginLock(options: { signal: AbortSignal }): Promise<ReleaseLoginLock>;
  /** Forgets the stored token: the next client that needs one logs in. */
  clear(): void;
}

/** Resolves when `before` settles, or rejects with the signal's reason when it aborts first. */
function waitFor(before: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void before.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/** A token store in memory, with a login lock: for several clients of one process. */
export function createMemoryTokenStore(): MemoryTokenStore {
  let stored: StoredToken | undefined;
  /** Settles when the last holder (or waiter) of the lock lets it go. */
  let tail: Promise<void> = Promise.resolve();

  return {
    loadToken: () => stored,
    onTokenChange(token: StoredToken): void {
      stored = asStoredToken(token);
    },
    clear(): void {
      stored = undefined;
    },
    async acquireLoginLock({ signal }: { signal: AbortSignal }): Promise<ReleaseLoginLock> {
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      const before = tail;
      tail = before.then(() => held);
      try {
        await waitFor(before, signal);
      } catch (error) {
        letGo(); // a waiter that gave up must not hold up the ones queued after it
        throw error;
      }
      return () => letGo();
    },
  };
}
