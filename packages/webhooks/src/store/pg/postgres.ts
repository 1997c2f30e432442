// The shared store: a PostgreSQL server through `pg`. Several receiver processes may share one database.
//
// Claims are leases (leases.ts): no transaction, lock or session state outlives a statement, so the store works
// behind PgBouncer in transaction pooling mode, and a process that hangs loses its events to the others once their
// leases expire. No database event ends the process: every connection, idle or checked out, has an 'error' listener;
// a failed query is reported (connection.ts: a lost connection is TRS_STORE_UNAVAILABLE) and the pools open new
// connections when the server is back.
import { ConfigError, StoreError } from '../../errors.js';
import type { ClaimResult, StoreInstruments, StoreLocation } from '../types.js';
import { asStoreError, isConnectionLoss } from './connection.js';
import { PgInbox } from './inbox.js';
export { postgresSchemaSql } from './schema-sql.js';
import { Leases, type LeaseConnection } from './leases.js';
import { Listener, type ListenClient } from './listen.js';
import type { PgBackend, PgTransaction, QueryResult, Row } from './rows.js';
import { DEFAULT_SCHEMA, notifyChannel } from './sql.js';

export interface PostgresStoreOptions {
  /** postgres://user@host:port/database (through PgBouncer in transaction pooling mode too). */
  connectionString: string;
  /** Extra pg.Pool options (ssl, password, …) merged into both pools. */
  poolOptions?: Record<string, unknown>;
  /** Schema of the tables (default trs_webhooks). */
  schema?: string;
  /** Connections for receiving (group-committed inserts) and housekeeping. Default 6. */
  ingestConnections?: number;
  /** Connections for claims, leases and handlers' ctx.transaction(). Default: the worker's concurrency. */
  workerConnections?: number;
  /**
   * How long a claim is this process's without a renewal, in ms (default 30,000; renewed every third of it). A
   * process that hangs or loses the database for longer loses its events to the others: the takeover bound.
   */
  leaseMs?: number;
  /**
   * Wake-ups through LISTEN/NOTIFY on a connection of its own: true (default) on connectionString, a direct
   * connection string when connectionString goes through PgBouncer in transaction pooling mode (LISTEN does not work
   * there), or false to rely on polling alone (worker.pollIntervalMs).
   */
  listen?: boolean | { connectionString: string };
  /**
   * false: never create or change the schema (the application's user may not); open() checks that it is there with
   * every migration, and fails with TRS_STORE_SCHEMA_MISSING naming what is missing. Create it from
   * postgresSchemaSql() or `trs-webhooks schema-sql`. Default true.
   */
  migrate?: boolean;
}

type PgResult = { rows: unknown[]; rowCount: number | null };
type PgClient = LeaseConnection & { on(event: 'error', listener: (error: Error) => void): unknown };
type PgPool = {
  query(text: string, params?: unknown[]): Promise<PgResult>;
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'connect', listener: (client: PgClient) => void): unknown;
};

/** pg's result as the store's: rows of the shape the caller's SQL selects. */
const normalise = <R>(result: PgResult): QueryResult<R> => ({
  rows: result.rows as R[],
  rowCount: result.rowCount ?? result.rows.length,
});

/** A pool whose connections never crash the process: pg-pool drops its own 'error' listener while one is checked out. */
function guarded(pool: PgPool): PgPool {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

class Pools implements PgBackend {
  constructor(
    readonly ingest: PgPool,
    readonly workers: PgPool,
  ) {}
  async query<R>(text: string, params?: unknown[]): Promise<QueryResult<R>> {
    try {
      return normalise(await this.ingest.query(text, params));
    } catch (error) {
      throw asStoreError(error, 'querying the inbox');
    }
  }
  async transaction<T>(fn: (db: PgTransaction) => Promise<T>): Promise<T> {
    let client: PgClient;
    try {
      client = await this.ingest.connect();
    } catch (error) {
      throw asStoreError(error, 'opening a transaction');
    }
    let broken = false;
    let begun = false;
    const send = async (text: string, params?: unknown[]): Promise<PgResult | PgResult[]> => {
      try {
        // a script (several statements, no parameters) gives one result per statement
        return await client.query(text, params);
      } catch (error) {
        if (isConnectionLoss(error)) broken = true;
        throw error;
      }
    };
    // BEGIN goes with the first statement: in the same round trip when that is a script.
    const query = async <R>(text: string, params?: unknown[]): Promise<QueryResult<R>> => {
      if (!begun) {
        begun = true;
        await send('BEGIN');
      }
      return normalise<R>((await send(text, params)) as PgResult);
    };
    const script = async (sql: string): Promise<QueryResult<Row>[]> => {
      const first = !begun;
      begun = true;
      const results = await send(first ? `BEGIN;\n${sql}` : sql);
      return (Array.isArray(results) ? results : [results]).slice(first ? 1 : 0).map((r) => normalise<Row>(r));
    };
    try {
      const result = await fn({ query, script });
      if (begun) await send('COMMIT');
      return result;
    } catch (error) {
      if (begun && !broken) await send('ROLLBACK').catch(() => (broken = true));
      throw asStoreError(error, 'writing to the inbox');
    } finally {
      client.release(broken);
    }
  }
  async close(): Promise<void> {
    await Promise.all([this.ingest.end(), this.workers.end()]);
  }
}

/** The worker pool, as the leases use it. */
const leaseDb = (pool: PgPool) => ({
  query: async <R>(text: string, params?: unknown[]) => normalise<R>(await pool.query(text, params)),
  connect: () => pool.connect(),
});

export class PostgresStore extends PgInbox {
  readonly kind = 'postgres' as const;
  readonly multiProcess = true;
  readonly location: StoreLocation;
  readonly insertConcurrency: number;
  /** Leases hold no connection: the worker's concurrency is the only bound. */
  readonly claimConcurrency = 1024;
  readonly leaseMs: number;
  private readonly workerConnections: number;
  private leases: Leases | undefined;
  private listener: Listener | undefined;
  private instruments: StoreInstruments | undefined;

  constructor(private readonly options: PostgresStoreOptions & { concurrencyHint?: number }) {
    super(options.schema ?? DEFAULT_SCHEMA);
    const ingest = options.ingestConnections ?? 6;
    this.insertConcurrency = Math.max(1, ingest - 1);
    this.workerConnections = options.workerConnections ?? options.concurrencyHint ?? 8;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.location = {
      kind: 'postgres',
      connectionString: options.connectionString,
      schema: options.schema ?? DEFAULT_SCHEMA,
      ...(options.poolOptions ? { poolOptions: options.poolOptions } : {}),
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      ...(options.listen !== undefined ? { listen: options.listen } : {}),
      ...(options.migrate === false ? { migrate: false as const } : {}),
    };
    this.migrateOnOpen = options.migrate !== false;
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
    const ingest = guarded(
      new pg.Pool({ ...base, max: this.options.ingestConnections ?? 6, application_name: 'trs-webhooks-ingest' }),
    );
    const workers = guarded(
      new pg.Pool({ ...base, max: this.workerConnections, application_name: 'trs-webhooks-worker' }),
    );
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
    this.leases = new Leases(
      leaseDb(workers),
      this.s,
      this.leaseMs,
      (row) => this.bodyOf(row, leaseDb(workers)),
      (topic) => this.instruments?.leaseTakenOver(topic),
    );
    const listen = this.options.listen ?? true;
    if (listen) {
      const connectionString = listen === true ? this.options.connectionString : listen.connectionString;
      this.listener = new Listener(
        () =>
          new pg.Client({
            ...base,
            connectionString,
            application_name: 'trs-webhooks-listen',
          }) as unknown as ListenClient,
        notifyChannel(this.options.schema ?? DEFAULT_SCHEMA),
      );
    }
    return pools;
  }

  instrument(instruments: StoreInstruments): void {
    this.instruments = instruments;
  }

  claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult> {
    if (!this.leases) throw this.notOpen();
    return this.leases.claim(limit, excludeIds, maxAttempts);
  }

  /** Calls wake when another process (or this one) stores pending events; returns how to stop. */
  subscribe(wake: () => void): () => void {
    return this.listener?.subscribe(wake) ?? (() => undefined);
  }

  async close(): Promise<void> {
    this.leases?.close();
    await this.listener?.close();
    this.listener = undefined;
    await super.close();
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
