// The shared store: a PostgreSQL server through `pg`, same schema and statements as the embedded store. Several
// receiver processes may share one database: a claim holds a row lock (FOR UPDATE SKIP LOCKED) on its own connection
// while the handler runs, so no two processes dispatch the same event.
import { ConfigError, StoreError } from '../errors.js';
import { LazyStore } from './lazy.js';
import { DEFAULT_SCHEMA } from './sql.js';
import { SqlStore, type QueryResult, type SqlBackend, type SqlSession } from './sql-store.js';
import type { SqlClient, StoreDriver } from './types.js';

export interface PostgresStoreOptions {
  /** postgres://user@host:port/database (or set `pool`). */
  connectionString?: string;
  /** Extra pg.Pool options (ssl, password, …) merged into both pools. */
  poolOptions?: Record<string, unknown>;
  /** Schema of the tables (default trs_webhooks). */
  schema?: string;
  /** Connections for receiving (group-committed inserts) and housekeeping. Default 6. */
  ingestConnections?: number;
  /** Connections for handlers: one per event being handled. Default: the worker's concurrency. */
  workerConnections?: number;
}

type PgPool = {
  query(text: string, params?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }>;
  connect(): Promise<PgPoolClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
};
type PgPoolClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }>;
  release(destroy?: boolean | Error): void;
};

function normalise(result: { rows: any[]; rowCount: number | null }): QueryResult<any> {
  return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
}

class PostgresBackend implements SqlBackend {
  readonly kind = 'postgres' as const;
  constructor(
    private readonly ingest: PgPool,
    private readonly workers: PgPool,
    readonly claimConcurrency: number,
    readonly insertConcurrency: number,
  ) {}

  async query<Row>(text: string, params?: unknown[]): Promise<QueryResult<Row>> {
    return normalise(await this.ingest.query(text, params));
  }
  async prepared<Row>(name: string, text: string, params: unknown[]): Promise<QueryResult<Row>> {
    return normalise(await (this.ingest as any).query({ name, text, values: params }));
  }
  async exec(text: string): Promise<void> {
    await this.ingest.query(text);
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
  async session(): Promise<SqlSession> {
    const client = await this.workers.connect();
    return {
      query: async (text, params) => normalise(await client.query(text, params)) as any,
      release: (broken) => client.release(broken ? true : undefined),
    };
  }
  async close(): Promise<void> {
    await Promise.all([this.ingest.end(), this.workers.end()]);
  }
}

export function postgresStore(options: PostgresStoreOptions & { concurrencyHint?: number }): StoreDriver {
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
  const schema = options.schema ?? DEFAULT_SCHEMA;
  return new LazyStore('postgres', async () => {
    let pg: any;
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
    const ingestConnections = options.ingestConnections ?? 6;
    const workerConnections = options.workerConnections ?? options.concurrencyHint ?? 8;
    const base = {
      connectionString: options.connectionString,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      ...(options.poolOptions ?? {}),
    };
    const ingest: PgPool = new pg.Pool({ ...base, max: ingestConnections, application_name: 'trs-webhooks-ingest' });
    const workers: PgPool = new pg.Pool({ ...base, max: workerConnections, application_name: 'trs-webhooks-worker' });
    // An idle connection that breaks must not crash the process; the next query reports it.
    ingest.on('error', () => undefined);
    workers.on('error', () => undefined);
    const backend = new PostgresBackend(ingest, workers, workerConnections, Math.max(1, ingestConnections - 1));
    try {
      await backend.query('SELECT 1');
    } catch (error) {
      await backend.close().catch(() => undefined);
      throw new StoreError(
        'TRS_STORE_UNAVAILABLE',
        `could not reach PostgreSQL: ${(error as Error).message}`,
        { store: 'postgres' },
        { cause: error },
      );
    }
    return new SqlStore(backend, schema);
  });
}
