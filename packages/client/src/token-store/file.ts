// A token store in a file on a volume every process reaches (a shared disk, a Kubernetes volume, an NFS export):
// the token in a small JSON file written atomically (a temporary file renamed over it, mode 0600), and the login lock
// as a lock directory beside it (proper-lockfile: atomic on local and network file systems; a holder that died is
// detected by the lock's age and its lock taken over).
//
//   import { createFileTokenStore } from '@trs/client/token-store/file';
//   const trs = createClient({ baseUrl, credentials, tokenStore: createFileTokenStore({ path: '/shared/trs-token.json' }) });
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { PRIVATE_DIR_MODE, writePrivateFile } from '@trs/shared';
import { ConfigError } from '@trs/validators';
import type { ReleaseLoginLock, StoredToken, TokenStore } from '../types.js';
import { asStoredToken, pause } from './stored.js';

export interface FileTokenStoreOptions {
  /** The file that holds the token. Its folder is created if missing; the lock is `<path>.lock`. */
  path: string;
  /**
   * A lock not refreshed for this long belongs to a process that died, and is taken over. The holder refreshes it
   * every half of this. Default 10 000 ms (proper-lockfile's minimum is 2 000 ms).
   */
  staleMs?: number;
  /** How often a process waiting for the lock looks again. Default 25 ms (randomised). */
  pollMs?: number;
}

export interface FileTokenStore extends TokenStore {
  readonly path: string;
  acquireLoginLock(options: { signal: AbortSignal }): Promise<ReleaseLoginLock>;
  /** Deletes the stored token (after rotating the service user, say): the next process that needs one logs in. */
  clear(): Promise<void>;
}

/**
 * The token file's folder, created private when missing. One that exists is used as it is (a shared volume's folder
 * may belong to another user or be reached through a link), so ensurePrivateDir's checks do not fit here.
 */
const makeFolder = (file: string) => mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });

/** A token store in a file, with a lock file for logins: for processes on one machine or sharing a volume. */
export function createFileTokenStore(options: FileTokenStoreOptions): FileTokenStore {
  if (!options || typeof options.path !== 'string' || !options.path)
    throw new ConfigError('path', 'createFileTokenStore: path (the file that holds the shared token) is required.');
  const file = path.resolve(options.path);
  const staleMs = options.staleMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  if (!(Number.isFinite(staleMs) && staleMs >= 2_000))
    throw new ConfigError('staleMs', 'createFileTokenStore: staleMs must be a number of milliseconds, 2000 or more.');
  if (!(Number.isFinite(pollMs) && pollMs > 0))
    throw new ConfigError('pollMs', 'createFileTokenStore: pollMs must be a positive number of milliseconds.');
  const lockOptions = {
    realpath: false,
    lockfilePath: `${file}.lock`,
    stale: staleMs,
    update: staleMs / 2,
    retries: 0,
    // A lock taken over while held (this process stalled past staleMs): at worst two logins; never a crash.
    onCompromised: () => undefined,
  };

  return {
    path: file,

    async loadToken(): Promise<StoredToken | undefined> {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        return asStoredToken(JSON.parse(text));
      } catch {
        return undefined; // damaged: the next login writes it anew
      }
    },

    async onTokenChange(token: StoredToken): Promise<void> {
      await makeFolder(file);
      // Written beside the file and renamed over it: a reader sees the old token or the new one, never half of one.
      await writePrivateFile(file, JSON.stringify(token), { overwrite: true });
    },

    async clear(): Promise<void> {
      await rm(file, { force: true });
    },

    async acquireLoginLock({ signal }: { signal: AbortSignal }): Promise<ReleaseLoginLock> {
      await makeFolder(file);
      for (;;) {
        try {
          const release = await lockfile.lock(file, lockOptions);
          return async () => {
            await release().catch(() => undefined); // already released or taken over: nothing to undo
          };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
        }
        await pause(pollMs, signal);
      }
    },
  };
}
