// The session token kept between invocations, so that a shell loop of `trs` commands logs in once instead of
// retiring the previous token on every call (provider spec 5.6). One file per base URL and user, readable by the
// owner only (0600, in a 0700 folder of the user's: a looser one is tightened, another user's or a link refused),
// written atomically. It holds the token, never the password. Invocations that run at the same time share it under
// the login lock of @trs/client's file store (`<file>.lock`): one logs in, the others take its token.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseLoginLock, StoredToken } from '@trs/client';
import { createFileTokenStore } from '@trs/client/token-store/file';
import { ensurePrivateDir, writePrivateFile } from '../files.js';

interface SessionFile extends StoredToken {
  baseUrl: string;
  userName: string;
}

export interface TokenStore {
  /** The file of this base URL and user. */
  readonly file: string;
  load(): Promise<StoredToken | undefined>;
  /** Whether a file is kept, and for whom (even one whose token has expired). */
  describe(): Promise<{ baseUrl: string; userName: string; expiresAt: number } | undefined>;
  save(token: StoredToken): Promise<void>;
  remove(): Promise<void>;
  /** The login lock of this file, held by the client around a login. */
  acquireLoginLock(options: { signal: AbortSignal }): Promise<ReleaseLoginLock>;
}

/** One file per profile (its name), else one per base URL and user (a hash of them). */
export function tokenStore(dir: string, baseUrl: string, userName: string, profile?: string): TokenStore {
  const key = profile
    ? `profile-${profile}`
    : createHash('sha256').update(`${baseUrl}\n${userName}`).digest('hex').slice(0, 32);
  const folder = path.join(dir, 'sessions');
  const file = path.join(folder, `${key}.json`);
  const lock = createFileTokenStore({ path: file });
  return {
    file,
    async load() {
      await ensurePrivateDir(folder, 'The session folder');
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (!text) return undefined;
      try {
        const stored = JSON.parse(text) as Partial<SessionFile>;
        if (stored.baseUrl !== baseUrl || stored.userName !== userName) return undefined;
        if (typeof stored.token !== 'string' || typeof stored.expiresAt !== 'number') return undefined;
        return { token: stored.token, expiresAt: stored.expiresAt };
      } catch {
        return undefined; // a damaged file is as good as none: the next login rewrites it
      }
    },
    async describe() {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (!text) return undefined;
      try {
        const stored = JSON.parse(text) as Partial<SessionFile>;
        if (typeof stored.expiresAt !== 'number' || typeof stored.baseUrl !== 'string') return undefined;
        return { baseUrl: stored.baseUrl, userName: String(stored.userName), expiresAt: stored.expiresAt };
      } catch {
        return undefined;
      }
    },
    async save(token) {
      await ensurePrivateDir(folder, 'The session folder');
      const content: SessionFile = { baseUrl, userName, token: token.token, expiresAt: token.expiresAt };
      await writePrivateFile(file, `${JSON.stringify(content)}\n`, { overwrite: true });
    },
    async remove() {
      await rm(file, { force: true });
    },
    acquireLoginLock: (options) => lock.acquireLoginLock(options),
  };
}
