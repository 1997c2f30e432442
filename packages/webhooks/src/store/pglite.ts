// The embedded default: PostgreSQL compiled to WebAssembly (PGlite), in a directory, created on first start.
//
// Layout of the directory:
//   pgdata/   the database (PGlite)
//   bodies/   bodies larger than `spillBytes` (a fileData document), one file each, written and fsynced before the
//             row that points at them is committed; removed with the row
//   lock      the pid of the process that owns the store (PGlite is single-process; use PostgreSQL for several)
//
// Durability: PGlite writes its WAL to the directory before a commit returns, so an answered delivery survives the
// process being killed. PGlite runs PostgreSQL with fsync off, so it does not by itself survive a power cut of the
// machine the way a PostgreSQL server does; use the PostgreSQL store where that matters.
import { randomUUID } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError, StoreError } from '../errors.js';
import { DEFAULT_SCHEMA } from './sql.js';
import { SqlStore, type BodyFiles, type QueryResult, type SqlBackend } from './sql-store.js';
import type { SqlClient, StoreDriver } from './types.js';
import { LazyStore } from './lazy.js';

export interface PgliteStoreOptions {
  /** Directory of the store; created when missing. */
  dir: string;
  /** Schema of the tables (default trs_webhooks). */
  schema?: string;
  /** Bodies larger than this go to files next to the database (default 256 KiB). */
  spillBytes?: number;
  /** PostgreSQL settings for the embedded engine; defaults keep its memory small. */
  postgresqlConf?: string[];
}

type PGliteLike = {
  waitReady: Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
  transaction<T>(
    fn: (tx: {
      query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
    }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
  closed: boolean;
};

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function takeLock(file: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await fs.open(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        const owner = await fs.readFile(file, 'utf8').catch(() => '');
        if (owner.trim() === String(process.pid)) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && pidAlive(owner)) {
        throw new StoreError(
          'TRS_STORE_LOCKED',
          `the embedded store ${path.dirname(file)} is in use by process ${owner}. PGlite serves one process: stop the other one, give this one another directory, or use the PostgreSQL store for several processes.`,
          { store: 'pglite' },
        );
      }
      // A lock left by a process that died (or by ourselves): take it over.
      await fs.rm(file, { force: true });
    }
  }
  throw new StoreError('TRS_STORE_LOCKED', `could not take the lock ${file}: remove it if no receiver runs`, {
    store: 'pglite',
  });
}

class PgliteBackend implements SqlBackend {
  readonly kind = 'pglite' as const;
  readonly claimConcurrency = Number.POSITIVE_INFINITY;
  readonly insertConcurrency = 1;
  constructor(
    private readonly db: PGliteLike,
    private readonly unlock: () => Promise<void>,
  ) {}

  async query<Row>(text: string, params?: unknown[]): Promise<QueryResult<Row>> {
    const result = await this.db.query<Row>(text, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }
  async exec(text: string): Promise<void> {
    await this.db.exec(text);
  }
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      fn({
        query: async (text, params) => {
          const result = await tx.query<any>(text, params);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        },
      }),
    );
  }
  async close(): Promise<void> {
    try {
      if (!this.db.closed) await this.db.close();
    } finally {
      await this.unlock();
    }
  }
}

function bodyFiles(dir: string, threshold: number): BodyFiles {
  const root = path.join(dir, 'bodies');
  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(root + path.sep))
      throw new StoreError('TRS_STORE_CORRUPT', `body path ${relative} points outside ${root}`, { store: 'pglite' });
    return full;
  };
  return {
    threshold,
    async write(body) {
      const name = `${randomUUID()}.body`;
      const full = path.join(root, name);
      const handle = await fs.open(full, 'wx', 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return name;
    },
    read: (relative) => fs.readFile(resolve(relative)),
    async remove(paths) {
      await Promise.all(paths.map((p) => fs.rm(resolve(p), { force: true })));
    },
    async sweep(referenced) {
      const names = (await fs.readdir(root).catch(() => [] as string[])).filter((n) => n.endsWith('.body'));
      const kept = await referenced(names);
      await Promise.all(names.filter((n) => !kept.has(n)).map((n) => fs.rm(path.join(root, n), { force: true })));
    },
  };
}

/** Opens (creating when needed) an embedded inbox in `options.dir`. */
export async function openPgliteBackend(
  options: PgliteStoreOptions,
): Promise<{ backend: SqlBackend; files: BodyFiles }> {
  const dir = path.resolve(options.dir);
  await fs.mkdir(path.join(dir, 'bodies'), { recursive: true });
  const unlock = await takeLock(path.join(dir, 'lock'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(dir, 'pgdata'), {
      // The engine's buffers live in WebAssembly memory, which never shrinks: keep them small.
      postgresqlconf: options.postgresqlConf ?? ['shared_buffers=16MB', 'wal_buffers=1MB', 'work_mem=2MB'],
    }) as unknown as PGliteLike;
    await db.waitReady;
    return { backend: new PgliteBackend(db, unlock), files: bodyFiles(dir, options.spillBytes ?? 256 * 1024) };
  } catch (error) {
    await unlock();
    if (error instanceof StoreError) throw error;
    throw new StoreError(
      'TRS_STORE_UNAVAILABLE',
      `could not open the embedded store in ${dir}: ${(error as Error).message}`,
      { store: 'pglite' },
      { cause: error },
    );
  }
}

/** The embedded store: PGlite in a directory. */
export function pgliteStore(options: PgliteStoreOptions): StoreDriver {
  if (!options || typeof options.dir !== 'string' || !options.dir)
    throw new ConfigError('dir', 'pgliteStore({ dir }): dir must be the directory of the embedded store');
  return new LazyStore('pglite', async () => {
    const { backend, files } = await openPgliteBackend(options);
    return new SqlStore(backend, options.schema ?? DEFAULT_SCHEMA, files);
  });
}
