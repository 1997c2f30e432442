// The shared store: a PostgreSQL server through `pg`. Several receiver processes may share one database.
//
// A claim takes one event on a connection of its own, in two steps:
//   1. in a short transaction: the head rows, locked FOR UPDATE SKIP LOCKED (others skip them); of those, the first
//      whose session-level advisory lock this connection gets; its attempt counted (committed, so that a run the
//      process dies in still counts), or, when its attempts are used up by runs that never ended, a `crashed` dead
//      letter.
//   2. a transaction held while the handlers run, with the row locked again; ctx.transaction() writes into it, and
//      the outcome commits with them (or rolls them back).
// The advisory lock covers the moment between the two; both locks go with the connection if the process dies, so
// the event is claimable again at once, and the next claim sees that its run never ended.
import { ConfigError, StoreError } from '../../errors.js';
import type { Claim, ClaimResult, DeadLetterReason, InboxRecord, SqlClient, StoreLocation } from '../types.js';
import { PgInbox } from './inbox.js';
import { crashDetail, dateOf, json, toRecord, type PgBackend, type QueryResult, type Row } from './rows.js';
import {
  completeSql,
  crashedSql,
  DEFAULT_SCHEMA,
  deadSql,
  headsSql,
  releaseSql,
  retrySql,
  ROW_COLUMNS,
  startRunSql,
} from './sql.js';

export interface PostgresStoreOptions {
  /** postgres://user@host:port/database. */
  connectionString: string;
  /** Extra pg.Pool options (ssl, password, …) merged into both pools. */
  poolOptions?: Record<string, unknown>;
  /** Schema of the tables (default trs_webhooks). */
  schema?: string;
  /** Connections for receiving (group-committed inserts) and housekeeping. Default 6. */
  ingestConnections?: number;
  /** Connections for handlers: one per event being handled. Default: the worker's concurrency. */
  workerConnections?: number;
}

type PgResult = { rows: unknown[]; rowCount: number | null };
type PgPool = {
  query(text: string | { name: string; text: string; values: unknown[] }, params?: unknown[]): Promise<PgResult>;
  connect(): Promise<PgPoolClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
};
type PgPoolClient = {
  query(text: string, params?: unknown[]): Promise<PgResult>;
  release(destroy?: boolean | Error): void;
};

/** pg's result as the store's: rows of the shape the caller's SQL selects. */
const normalise = <R>(result: PgResult): QueryResult<R> => ({
  rows: result.rows as R[],
  rowCount: result.rowCount ?? result.rows.length,
});

/** Candidates locked per claim, so that one whose advisory lock another process holds can be passed over. */
const CANDIDATES = 4;

class Pools implements PgBackend {
  constructor(
    readonly ingest: PgPool,
    readonly workers: PgPool,
  ) {}
  async query<R>(text: string, params?: unknown[]): Promise<QueryResult<R>> {
    return normalise(await this.ingest.query(text, params));
  }
  async transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T> {
    const client = await this.ingest.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({ query: async (text, params) => normalise(await client.query(text, params)) });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
        client.release();
      } catch {
        client.release(true);
      }
      throw error;
    }
  }
  async close(): Promise<void> {
    await Promise.all([this.ingest.end(), this.workers.end()]);
  }
}

export class PostgresStore extends PgInbox {
  readonly kind = 'postgres' as const;
  readonly multiProcess = true;
  readonly location: StoreLocation;
  readonly insertConcurrency: number;
  readonly claimConcurrency: number;
  private readonly lockName: string;

  constructor(private readonly options: PostgresStoreOptions & { concurrencyHint?: number }) {
    super(options.schema ?? DEFAULT_SCHEMA);
    const ingest = options.ingestConnections ?? 6;
    this.insertConcurrency = Math.max(1, ingest - 1);
    this.claimConcurrency = options.workerConnections ?? options.concurrencyHint ?? 8;
    this.lockName = `trs-webhooks-run:${this.s}`;
    this.location = {
      kind: 'postgres',
      connectionString: options.connectionString,
      schema: options.schema ?? DEFAULT_SCHEMA,
      ...(options.poolOptions ? { poolOptions: options.poolOptions } : {}),
    };
  }

  spoolDir(): null {
    return null;
  }

  protected notOpen(): Error {
    return new StoreError(
      'TRS_STORE_UNAVAILABLE',
      'the inbox store is not open: call receiver.start() first, or check why opening it failed',
      { store: 'postgres' },
    );
  }

  protected async connect(): Promise<PgBackend> {
    let pg: typeof import('pg').default;
    try {
      pg = (await import('pg')).default;
    } catch (error) {
      throw new StoreError(
        'TRS_STORE_UNAVAILABLE',
        'the PostgreSQL store needs the package pg: add it to your dependencies (npm install pg)',
        { store: 'postgres' },
        { cause: error },
      );
    }
    const base = {
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      ...(this.options.poolOptions ?? {}),
    };
    const ingest: PgPool = new pg.Pool({
      ...base,
      max: this.options.ingestConnections ?? 6,
      application_name: 'trs-webhooks-ingest',
    });
    const workers: PgPool = new pg.Pool({
      ...base,
      max: this.claimConcurrency,
      application_name: 'trs-webhooks-worker',
    });
    // An idle connection that breaks must not crash the process; the next query reports it.
    ingest.on('error', () => undefined);
    workers.on('error', () => undefined);
    const pools = new Pools(ingest, workers);
    try {
      await pools.query('SELECT 1');
    } catch (error) {
      await pools.close().catch(() => undefined);
      throw new StoreError(
        'TRS_STORE_UNAVAILABLE',
        `could not reach PostgreSQL: ${(error as Error).message}`,
        { store: 'postgres' },
        { cause: error },
      );
    }
    return pools;
  }

  private get pools(): Pools {
    return this.backend as Pools;
  }

  /** Heads of their tenancy, walked in order of receipt, up to `limit` locked for this session. */
  private async heads(db: SqlClient, limit: number, excludeIds: readonly string[]): Promise<Row[]> {
    // A few more than asked: some of them are locked by the other processes.
    const candidates = await this.headCandidates(db, limit + 32, excludeIds);
    if (!candidates.length) return [];
    const { rows } = await db.query<Row>(headsSql(this.s, true), [candidates, limit]);
    return rows;
  }

  async claim(_limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult> {
    const client = await this.pools.workers.connect();
    const session: SqlClient = { query: async (text, params) => normalise(await client.query(text, params)) };
    const lockArgs = (id: string) => [this.lockName, id];
    const tryLock = `SELECT pg_try_advisory_lock(hashtext($1), ($2::bigint % 2147483647)::int) AS ok`;
    const unlock = `SELECT pg_advisory_unlock(hashtext($1), ($2::bigint % 2147483647)::int)`;
    let locked: string | null = null;
    const give = async (broken = false) => {
      if (!broken && locked) await client.query(unlock, lockArgs(locked)).catch(() => (broken = true));
      client.release(broken ? true : undefined);
    };
    try {
      // step 1: choose, count the attempt
      await session.query('BEGIN');
      const rows = await this.heads(session, CANDIDATES, excludeIds);
      let chosen: Row | undefined;
      for (const row of rows) {
        const { rows: got } = await session.query<{ ok: boolean }>(tryLock, lockArgs(String(row.id)));
        if (got[0]?.ok) {
          chosen = row;
          locked = String(row.id);
          break;
        }
      }
      if (!chosen) {
        await session.query('ROLLBACK');
        await give();
        return { claims: [], crashed: [] };
      }
      const previous = chosen.run_started_at ? dateOf(chosen.run_started_at) : null;
      if (Number(chosen.attempts) >= maxAttempts) {
        const detail = crashDetail(chosen, maxAttempts);
        await session.query(crashedSql(this.s), [chosen.id, json(detail)]);
        await session.query('COMMIT');
        await give();
        const record: InboxRecord = { ...toRecord(chosen), state: 'dead', reason: 'crashed', detail };
        return { claims: [], crashed: [record] };
      }
      await session.query(startRunSql(this.s), [chosen.id]);
      await session.query('COMMIT');
      // step 2: hold the row while the handlers run
      await session.query('BEGIN');
      const { rows: held } = await session.query<Row>(
        `SELECT ${ROW_COLUMNS}, body, body_path FROM ${this.s}.inbox
         WHERE id = $1::bigint AND state = 'pending' AND generation = $2 FOR UPDATE`,
        [chosen.id, chosen.generation],
      );
      if (!held[0]) {
        // set aside or replayed in between
        await session.query('ROLLBACK');
        await give();
        return { claims: [], crashed: [] };
      }
      const row = held[0];
      const event = { ...toRecord(row), body: await this.bodyOf(row, session) };
      return { claims: [this.heldClaim(event, previous, session, give)], crashed: [] };
    } catch (error) {
      await give(true);
      throw error;
    }
  }

  private heldClaim(
    event: Claim['event'],
    previousRunStartedAt: Date | null,
    session: SqlClient,
    give: (broken?: boolean) => Promise<void>,
  ): Claim {
    const previousRunCrashed = previousRunStartedAt !== null;
    const s = this.s;
    let savepoint = false;
    let finished = false;
    const finish = async (statement: string, params: unknown[]) => {
      if (finished) throw new Error(`event ${event.id}: its claim has already ended`);
      finished = true;
      try {
        await session.query(statement, params);
        await session.query('COMMIT');
        await give();
      } catch (error) {
        await give(true);
        throw error;
      }
    };
    return {
      event,
      previousRunCrashed,
      async transaction<T>(_slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T> {
        if (finished)
          throw new Error(
            `event ${event.id}: ctx.transaction() called after the handler's run ended (a handler that timed out, or work left running after it returned)`,
          );
        if (!savepoint) {
          await session.query('SAVEPOINT trs_handler');
          savepoint = true;
        }
        await session.query('SAVEPOINT trs_effect');
        try {
          const result = await fn({
            query: (text, params) => {
              if (finished) return Promise.reject(new Error(`event ${event.id}: query after the handler's run ended`));
              return session.query(text, params);
            },
          });
          await session.query('RELEASE SAVEPOINT trs_effect');
          return result;
        } catch (error) {
          await session.query('ROLLBACK TO SAVEPOINT trs_effect');
          throw error;
        }
      },
      async rollbackEffects() {
        if (savepoint) await session.query('ROLLBACK TO SAVEPOINT trs_handler');
      },
      complete: (detail?: unknown) => finish(completeSql(s), [event.id, json(detail), event.generation]),
      retry: (at: Date, detail: unknown) => finish(retrySql(s), [event.id, at, json(detail), event.generation]),
      deadLetter: (reason: DeadLetterReason, detail: unknown) =>
        finish(deadSql(s), [event.id, reason, json(detail), event.generation]),
      async release(options?: { suspect?: boolean }) {
        if (finished) return;
        finished = true;
        try {
          await session.query('ROLLBACK');
          await session.query(releaseSql(s), [
            event.id,
            event.generation,
            options?.suspect ? previousRunStartedAt : null,
          ]);
          await give();
        } catch {
          await give(true);
        }
      },
    };
  }
}

/** The shared store: PostgreSQL, for one or several receiver processes. */
export function postgresStore(options: PostgresStoreOptions & { concurrencyHint?: number }): PostgresStore {
  if (!options?.connectionString)
    throw new ConfigError(
      'connectionString',
      'postgresStore({ connectionString }): connectionString must be a postgres:// URL',
    );
  if (!/^postgres(ql)?:\/\//.test(options.connectionString)) {
    throw new ConfigError(
      'connectionString',
      `postgresStore: connectionString must start with postgres:// or postgresql://, got ${JSON.stringify(options.connectionString.replace(/:[^:@/]*@/, ':***@'))}`,
    );
  }
  return new PostgresStore(options);
}
