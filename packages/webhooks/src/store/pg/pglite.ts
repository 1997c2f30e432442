// PGlite: PostgreSQL compiled to WebAssembly, in a directory. It was the embedded default before SQLite and stays
// for the directories it created (a receiver given such a directory keeps using it, so that no pending event is left
// behind) and for comparison in the benchmark. It needs the package @electric-sql/pglite (an optional peer
// dependency). One process owns the directory (a lock file); claims are kept in memory.
//
// Layout of the directory: pgdata/ (the database), bodies/ (large bodies as files), lock (the owner's pid).
//
// Durability: PGlite writes its WAL before a commit returns, so an answered delivery survives the process being
// killed; its file layer does not fsync, so it does not survive a power cut. The SQLite store does.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError, StoreError } from '../../errors.js';
import { BodyFiles } from '../body-files.js';
import { takePidLock } from '../pid-lock.js';
import type { Claim, ClaimResult, DeadLetterReason, InboxRecord, SqlClient, StoreLocation } from '../types.js';
import { crashDetail, json, PgInbox, toRecord, type PgBackend, type QueryResult, type Row } from './inbox.js';
import {
  completeSql,
  crashedSql,
  DEFAULT_SCHEMA,
  deadSql,
  headsSql,
  releaseSql,
  retrySql,
  startRunSql,
} from './sql.js';

export interface PgliteStoreOptions {
  /** Directory of the store; created when missing. */
  dir: string;
  /** Schema of the tables (default trs_webhooks). */
  schema?: string;
  /** PostgreSQL settings for the embedded engine; defaults keep its memory small. */
  postgresqlConf?: string[];
}

type PGliteLike = {
  waitReady: Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  transaction<T>(
    fn: (tx: {
      query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
    }) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
  closed: boolean;
};

/** Settings measured in the benchmark: small buffers (WebAssembly memory never shrinks), no background writer. */
export const PGLITE_TUNING = ['shared_buffers=16MB', 'wal_buffers=1MB', 'work_mem=2MB', 'maintenance_work_mem=8MB'];

class Engine implements PgBackend {
  constructor(
    private readonly db: PGliteLike,
    private readonly unlock: () => Promise<void>,
  ) {}
  async query<R>(text: string, params?: unknown[]): Promise<QueryResult<R>> {
    const result = await this.db.query<R>(text, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
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

export class PgliteStore extends PgInbox {
  readonly kind = 'pglite' as const;
  readonly multiProcess = false;
  readonly insertConcurrency = 1;
  readonly claimConcurrency = Number.POSITIVE_INFINITY;
  readonly location: StoreLocation;
  private readonly dir: string;
  private readonly bodyFiles: BodyFiles;
  private outcomes: { sql: string; params: unknown[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private outcomeScheduled = false;

  constructor(private readonly options: PgliteStoreOptions) {
    super(options.schema ?? DEFAULT_SCHEMA);
    this.dir = path.resolve(options.dir);
    this.location = { kind: 'pglite', dir: this.dir, schema: options.schema ?? DEFAULT_SCHEMA };
    this.bodyFiles = new BodyFiles(this.dir, 'pglite');
  }

  protected get files(): BodyFiles {
    return this.bodyFiles;
  }

  spoolDir(): string {
    return this.bodyFiles.dir;
  }

  protected notOpen(): Error {
    return new StoreError(
      'TRS_STORE_UNAVAILABLE',
      'the inbox store is not open: call receiver.start() first, or check why opening it failed',
      { store: 'pglite' },
    );
  }

  protected async connect(): Promise<PgBackend> {
    await fs.mkdir(this.bodyFiles.dir, { recursive: true });
    const unlock = await takePidLock(
      path.join(this.dir, 'lock'),
      'pglite',
      (owner) =>
        `the embedded store ${this.dir} is in use by process ${owner}. PGlite serves one process: stop the other one, give this one another directory, or use the PostgreSQL store for several processes.`,
    );
    try {
      let PGlite: any;
      try {
        ({ PGlite } = await import('@electric-sql/pglite'));
      } catch (error) {
        throw new StoreError(
          'TRS_STORE_UNAVAILABLE',
          `${this.dir} is a PGlite store, which needs the package @electric-sql/pglite: install it (npm install @electric-sql/pglite@0.5.16) to read it, or point the receiver at a new directory for the SQLite store`,
          { store: 'pglite' },
          { cause: error },
        );
      }
      const db = new PGlite(path.join(this.dir, 'pgdata'), {
        postgresqlconf: this.options.postgresqlConf ?? PGLITE_TUNING,
      }) as PGliteLike;
      await db.waitReady;
      return new Engine(db, unlock);
    } catch (error) {
      await unlock();
      if (error instanceof StoreError) throw error;
      throw new StoreError(
        'TRS_STORE_UNAVAILABLE',
        `could not open the embedded store in ${this.dir}: ${(error as Error).message}`,
        { store: 'pglite' },
        { cause: error },
      );
    }
  }

  async claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult> {
    const db = this.backend;
    const candidates = await this.headCandidates(db, limit, excludeIds);
    if (!candidates.length) return { claims: [], crashed: [] };
    const { rows } = await db.query<Row>(headsSql(this.s, false), [candidates, limit]);
    const claims: Claim[] = [];
    const crashed: InboxRecord[] = [];
    for (const row of rows) {
      if (Number(row.attempts) >= maxAttempts) {
        const detail = crashDetail(row, maxAttempts);
        await db.query(crashedSql(this.s), [row.id, json(detail)]);
        crashed.push({ ...toRecord(row), state: 'dead', reason: 'crashed', detail });
        continue;
      }
      const previous = row.run_started_at ? new Date(row.run_started_at) : null;
      const { rows: started } = await db.query<Row>(startRunSql(this.s), [row.id]);
      if (!started[0]) continue;
      const event = {
        ...toRecord({ ...row, attempts: started[0].attempts, run_started_at: started[0].run_started_at }),
        body: await this.bodyOf(row),
      };
      claims.push(this.memoryClaim(event, previous));
    }
    return { claims, crashed };
  }

  /** Outcomes of handler runs, written together once per turn of the event loop (the engine runs on this thread). */
  private outcome(sql: string, params: unknown[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.outcomes.push({ sql, params, resolve, reject });
      if (this.outcomeScheduled) return;
      this.outcomeScheduled = true;
      setImmediate(() => {
        this.outcomeScheduled = false;
        const batch = this.outcomes.splice(0);
        this.backend
          .transaction(async (db) => {
            for (const o of batch) await db.query(o.sql, o.params);
          })
          .then(
            () => batch.forEach((o) => o.resolve()),
            (error) => batch.forEach((o) => o.reject(error)),
          );
      });
    });
  }

  private memoryClaim(event: Claim['event'], previousRunStartedAt: Date | null): Claim {
    const previousRunCrashed = previousRunStartedAt !== null;
    const s = this.s;
    let finished = false;
    const finish = (sql: string, params: unknown[]) => {
      if (finished) return Promise.reject(new Error(`event ${event.id}: its claim has already ended`));
      finished = true;
      return this.outcome(sql, params);
    };
    return {
      event,
      previousRunCrashed,
      transaction: <T>(slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T> => {
        if (finished)
          return Promise.reject(new Error(`event ${event.id}: ctx.transaction() called after the handler's run ended`));
        return this.backend.transaction(async (db) => {
          const done = await db.query<{ result: unknown }>(
            `SELECT result FROM ${s}.effects WHERE event_id = $1::bigint AND generation = $2 AND slot = $3`,
            [event.id, event.generation, slot],
          );
          if (done.rows.length) return (done.rows[0]!.result ?? undefined) as T;
          const result = await fn(db);
          await db.query(
            `INSERT INTO ${s}.effects (event_id, generation, slot, result) VALUES ($1::bigint, $2, $3, $4::jsonb)`,
            [event.id, event.generation, slot, json(result)],
          );
          return result;
        });
      },
      rollbackEffects: async () => undefined,
      complete: (detail?: unknown) => finish(completeSql(s), [event.id, json(detail), event.generation]),
      retry: (at: Date, detail: unknown) => finish(retrySql(s), [event.id, at, json(detail), event.generation]),
      deadLetter: (reason: DeadLetterReason, detail: unknown) =>
        finish(deadSql(s), [event.id, reason, json(detail), event.generation]),
      release: async (options?: { suspect?: boolean }) => {
        if (finished) return;
        finished = true;
        await this.outcome(releaseSql(s), [event.id, event.generation, options?.suspect ? previousRunStartedAt : null]);
      },
    };
  }
}

/** The earlier embedded store: PGlite in a directory (needs @electric-sql/pglite). */
export function pgliteStore(options: PgliteStoreOptions): PgliteStore {
  if (!options || typeof options.dir !== 'string' || !options.dir)
    throw new ConfigError('dir', 'pgliteStore({ dir }): dir must be the directory of the embedded store');
  return new PgliteStore(options);
}
