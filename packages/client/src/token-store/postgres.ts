// A token store in PostgreSQL, for processes on several machines: the token in one row (a table with a row per service
// user, created on first use), and the login lock as a session-level advisory lock, which PostgreSQL releases by
// itself if the process holding it dies (its connection ends). Needs `pg` (an optional peer dependency): pass your pool, or a connection
// string and the store makes a small pool of its own.
//
//   import { createPostgresTokenStore } from '@trs/client/token-store/postgres';
//   const tokenStore = createPostgresTokenStore({ pool, key: 'crm-integration@agent.example' });
//   const trs = createClient({ baseUrl, credentials, tokenStore });
import { ConfigError } from '@trs/validators';
import type { ReleaseLoginLock, StoredToken, TokenStore } from '../types.js';
import { asStoredToken, pause } from './stored.js';

/** The part of a `pg` client the store uses. */
export interface PgClientLike {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(destroy?: boolean | Error): void;
  on?(event: 'error', listener: (error: Error) => void): unknown;
  off?(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of a `pg` Pool the store uses (a `pg.Pool` is one). */
export interface PgPoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  connect(): Promise<PgClientLike>;
  end?(): Promise<void>;
  on?(event: 'error', listener: (error: Error) => void): unknown;
}

export interface PostgresTokenStoreOptions {
  /** Your `pg.Pool` (or anything with its query/connect). Either this or connectionString. */
  pool?: PgPoolLike;
  /** A connection string; the store then opens a pool of its own (at most 2 connections), closed by close(). */
  connectionString?: string;
  /** Which session the row holds: one per service user (its user name is a good key). Default 'default'. */
  key?: string;
  /** The table, optionally schema-qualified. Default 'trs_client_tokens'. */
  table?: string;
  /** Create the table if it does not exist (on first use). Default true; false when migrations own it. */
  createTable?: boolean;
  /** How often a process waiting for the login lock tries again. Default 25 ms (randomised). */
  pollMs?: number;
}

export interface PostgresTokenStore extends TokenStore {
  acquireLoginLock(options: { signal: AbortSignal }): Promise<ReleaseLoginLock>;
  /** Deletes the stored token (after rotating the service user, say): the next process that needs one logs in. */
  clear(): Promise<void>;
  /** Closes the pool the store opened itself (from connectionString); a pool you passed stays open. A login lock still
   * held is freed (its connection is closed). */
  close(): Promise<void>;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/;

/** The table DDL, for migrations that own it (createTable: false). */
export function tokenTableSql(table = 'trs_client_tokens'): string {
  if (!IDENTIFIER.test(table))
    throw new ConfigError(
      'table',
      `createPostgresTokenStore: table must be a plain SQL name (schema.table), got "${table}".`,
    );
  return `CREATE TABLE IF NOT EXISTS ${table} (
  key text PRIMARY KEY,
  token text NOT NULL,
  expires_at bigint NOT NULL,
  issued_at bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;
}

async function openPool(connectionString: string): Promise<PgPoolLike> {
  let pg: { default?: { Pool: new (config: object) => PgPoolLike }; Pool?: new (config: object) => PgPoolLike };
  try {
    pg = await import('pg');
  } catch {
    throw new ConfigError(
      'connectionString',
      'createPostgresTokenStore needs the pg package for a connectionString: npm install pg (or pass a pool).',
    );
  }
  const Pool = pg.Pool ?? pg.default?.Pool;
  // allowExitOnIdle: an idle pool of the store never keeps a process alive that has nothing else to do.
  const pool = new Pool!({ connectionString, max: 2, allowExitOnIdle: true });
  // An idle connection that dies (a restart of the server) is replaced on next use, not a crash of the process.
  pool.on?.('error', () => undefined);
  return pool;
}

/** A token store in a PostgreSQL row, with an advisory lock for logins: for processes on several machines. */
export function createPostgresTokenStore(options: PostgresTokenStoreOptions): PostgresTokenStore {
  if (!options || (!options.pool && !options.connectionString))
    throw new ConfigError('pool', 'createPostgresTokenStore needs a pool (a pg.Pool) or a connectionString.');
  const key = options.key ?? 'default';
  if (typeof key !== 'string' || !key)
    throw new ConfigError('key', 'createPostgresTokenStore: key must be a non-empty string.');
  const table = options.table ?? 'trs_client_tokens';
  const ddl = tokenTableSql(table);
  const lockName = `trs-client-token:${table}:${key}`;
  const pollMs = options.pollMs ?? 25;
  if (!(Number.isFinite(pollMs) && pollMs > 0))
    throw new ConfigError('pollMs', 'createPostgresTokenStore: pollMs must be a positive number of milliseconds.');
  const owned = !options.pool;
  let poolPromise: Promise<PgPoolLike> | undefined = options.pool ? Promise.resolve(options.pool) : undefined;
  const pool = () => (poolPromise ??= openPool(options.connectionString!));
  let ready: Promise<void> | undefined;
  /** The connections holding the login lock, each with what ends it. */
  const held = new Set<(error?: Error) => void>();

  /** Creates the table once (serialised by a transaction-level advisory lock: concurrent CREATEs can collide). */
  const prepared = (): Promise<void> =>
    (ready ??= (async () => {
      if (options.createTable === false) return;
      const client = await (await pool()).connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${lockName}:ddl`]);
        await client.query(ddl);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  return {
    async loadToken(): Promise<StoredToken | undefined> {
      await prepared();
      const { rows } = await (
        await pool()
      ).query(`SELECT token, expires_at, issued_at FROM ${table} WHERE key = $1`, [key]);
      const row = rows[0];
      if (!row) return undefined;
      return asStoredToken({
        token: row.token,
        expiresAt: Number(row.expires_at),
        issuedAt: row.issued_at === null ? undefined : Number(row.issued_at),
      });
    },

    async onTokenChange(token: StoredToken): Promise<void> {
      await prepared();
      // The newest token wins: a late write of an older login never replaces a newer one.
      await (
        await pool()
      ).query(
        `INSERT INTO ${table} (key, token, expires_at, issued_at, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (key) DO UPDATE SET token = EXCLUDED.token, expires_at = EXCLUDED.expires_at,
           issued_at = EXCLUDED.issued_at, updated_at = now()
         WHERE ${table}.expires_at <= EXCLUDED.expires_at`,
        [
          key,
          token.token,
          Math.round(token.expiresAt),
          token.issuedAt === undefined ? null : Math.round(token.issuedAt),
        ],
      );
    },

    async acquireLoginLock({ signal }: { signal: AbortSignal }): Promise<ReleaseLoginLock> {
      await prepared();
      // A session-level lock on a connection of its own, held until released (or until the connection dies).
      // Taken with pg_try_advisory_lock, looked at again every pollMs: a wait ends on an abort at once, and never
      // leaves a waiting backend behind (PostgreSQL does not notice a client gone while a backend waits for a lock).
      const client = await (await pool()).connect();
      // The connection may die while the lock is held (a restart of the server): the lock is gone with it, and the
      // release below only drops the connection. That must not crash the process.
      const onError = () => undefined;
      client.on?.('error', onError);
      let released = false;
      const done = (error?: Error) => {
        if (released) return;
        released = true;
        held.delete(done);
        client.off?.('error', onError);
        client.release(error);
      };
      held.add(done);
      try {
        for (;;) {
          const { rows } = await client.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [
            lockName,
          ]);
          if (rows[0]?.locked === true) break;
          await pause(pollMs, signal);
        }
      } catch (error) {
        done();
        throw error;
      }
      return async () => {
        if (released) return;
        try {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockName]);
          done();
        } catch (error) {
          done(error as Error); // closing the connection frees the lock
        }
      };
    },

    async clear(): Promise<void> {
      await prepared();
      await (await pool()).query(`DELETE FROM ${table} WHERE key = $1`, [key]);
    },

    async close(): Promise<void> {
      // A lock still held ends with its connection (a pool's end() would wait for it forever).
      for (const drop of [...held]) drop(new Error('the token store was closed'));
      if (owned && poolPromise) await (await poolPromise).end?.();
      poolPromise = undefined;
      ready = undefined;
    },
  };
}
