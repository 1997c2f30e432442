// The journal in PostgreSQL, for several processes (on one machine or many): three tables in a schema of your choice,
// created on first use. Each write is one committed statement or transaction before its promise resolves. Needs `pg`
// (an optional peer dependency): pass your pool, or a connection string and the journal opens a small pool of its own.
import { clockFrom, isJsonObject, type ClockOption } from '@trs/shared';
import { checkFinished, checkPending, checkReference, checkResolve, newPendingEntry } from './check.js';
import { JournalInputError, JournalWriteError } from './errors.js';
import { resolvedKindOf } from './held-resolution.js';
import { ResolvedListeners } from './listeners.js';
import { JournalState } from './state.js';
import type {
  FinishedTarget,
  Journal,
  JournalExport,
  NewPendingPost,
  NewReference,
  OpenTenancy,
  PendingPost,
  ReferenceFilter,
  Resolution,
  ResolveRequest,
} from './types.js';

type Row = Record<string, unknown>;

/** The part of a `pg` client the journal uses. */
export interface JournalPgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  release(destroy?: boolean | Error): void;
}

/** The part of a `pg` Pool the journal uses (a `pg.Pool` is one). */
export interface JournalPgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  connect(): Promise<JournalPgClient>;
  end?(): Promise<void>;
  on?(event: 'error', listener: (error: Error) => void): unknown;
}

export interface PostgresJournalOptions {
  /** Your `pg.Pool` (or anything with its query/connect). Either this or connectionString. */
  pool?: JournalPgPool;
  /** A connection string; the journal then opens a pool of its own (at most 2 connections), closed by close(). */
  connectionString?: string;
  /** The schema of its tables (created if missing). Default 'public'. */
  schema?: string;
  /** The time the journal stamps. Default: the system clock. */
  clock?: ClockOption;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** The tables' DDL, for migrations that own them. */
export function journalTablesSql(schema = 'public'): string {
  if (!NAME.test(schema)) throw new JournalInputError('schema', `must be a plain SQL name, got "${schema}"`);
  return `CREATE SCHEMA IF NOT EXISTS "${schema}";
CREATE TABLE IF NOT EXISTS "${schema}".trs_journal_references (
  seq bigserial NOT NULL,
  kind text NOT NULL,
  id text NOT NULL,
  tenancy text,
  type text,
  external_reference text,
  user_type integer,
  source text NOT NULL,
  first_seen timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE TABLE IF NOT EXISTS "${schema}".trs_journal_finished (
  kind text NOT NULL,
  id text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE TABLE IF NOT EXISTS "${schema}".trs_journal_pending (
  seq bigserial NOT NULL,
  id uuid PRIMARY KEY,
  operation text NOT NULL,
  external_reference text,
  path jsonb NOT NULL,
  sent jsonb,
  created timestamptz NOT NULL,
  resolved_at timestamptz,
  resolved_reference text,
  resolved_by text,
  attempted_at timestamptz
);
-- Tables of a version before attemptedAt gain its column. Only when it is missing: ALTER TABLE takes an exclusive lock
-- even when there is nothing to add, and would queue every journal's reads behind any open transaction on the table.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = '"${schema}".trs_journal_pending'::regclass
                 AND attname = 'attempted_at' AND NOT attisdropped) THEN
    ALTER TABLE "${schema}".trs_journal_pending ADD COLUMN IF NOT EXISTS attempted_at timestamptz;
  END IF;
END $$;
CREATE INDEX IF NOT EXISTS trs_journal_pending_open ON "${schema}".trs_journal_pending (operation, external_reference)
  WHERE resolved_at IS NULL;`;
}

async function openPool(connectionString: string): Promise<JournalPgPool> {
  let pg: { default?: { Pool: new (config: object) => JournalPgPool }; Pool?: new (config: object) => JournalPgPool };
  try {
    pg = await import('pg');
  } catch {
    throw new JournalInputError('connectionString', 'needs the pg package: npm install pg (or pass a pool)');
  }
  const Pool = pg.Pool ?? pg.default?.Pool;
  const pool = new Pool!({ connectionString, max: 2, allowExitOnIdle: true });
  // An idle connection that dies (a server restart) is replaced on next use, not a crash of the process.
  pool.on?.('error', () => undefined);
  return pool;
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/** The journal in PostgreSQL. Nothing is sent before the first call. */
export function postgresJournal(options: PostgresJournalOptions): Journal {
  if (!options || (!options.pool && !options.connectionString))
    throw new JournalInputError('pool', 'postgresJournal needs a pool (a pg.Pool) or a connectionString');
  const schema = options.schema ?? 'public';
  const ddl = journalTablesSql(schema);
  let clock;
  try {
    clock = clockFrom(options.clock);
  } catch (error) {
    throw new JournalInputError('clock', (error as Error).message);
  }
  return new PostgresJournal(options, schema, ddl, () => new Date(clock.now()).toISOString());
}

class PostgresJournal implements Journal {
  readonly #options: PostgresJournalOptions;
  readonly #table: (name: string) => string;
  readonly #ddl: string;
  readonly #now: () => string;
  readonly #listeners = new ResolvedListeners();
  readonly #store: string;
  #pool: Promise<JournalPgPool> | undefined;
  #ready: Promise<void> | undefined;

  constructor(options: PostgresJournalOptions, schema: string, ddl: string, now: () => string) {
    this.#options = options;
    this.#table = (name) => `"${schema}".trs_journal_${name}`;
    this.#ddl = ddl;
    this.#now = now;
    this.#store = `PostgreSQL schema ${schema}`;
  }

  #getPool(): Promise<JournalPgPool> {
    return (this.#pool ??= this.#options.pool
      ? Promise.resolve(this.#options.pool)
      : openPool(this.#options.connectionString!));
  }

  /** The pool, once the tables exist (created under an advisory lock: concurrent CREATEs can collide). */
  async #prepared(): Promise<JournalPgPool> {
    const pool = await this.#getPool();
    this.#ready ??= this.#transaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`trs-journal:${this.#store}`]);
      await client.query(this.#ddl);
    }).catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    await this.#ready;
    return pool;
  }

  async #transaction<T>(pool: JournalPgPool, work: (client: JournalPgClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async #write<T>(work: (pool: JournalPgPool) => Promise<T>): Promise<T> {
    try {
      return await work(await this.#prepared());
    } catch (error) {
      if (error instanceof JournalInputError) throw error;
      throw new JournalWriteError(this.#store, error);
    }
  }

  async record(reference: NewReference): Promise<void> {
    checkReference(reference);
    const id =
      reference.kind === 'tenancy'
        ? reference.tenancy
        : reference.kind === 'applicant'
          ? reference.applicant
          : reference.kyc;
    const tenancy = reference.kind === 'applicant' ? reference.tenancy : null;
    const type = reference.kind === 'applicant' ? (reference.type ?? null) : null;
    const external = reference.kind === 'kyc' ? null : (reference.externalReference ?? null);
    const userType = reference.kind === 'kyc' ? (reference.userType ?? null) : null;
    await this.#write((pool) =>
      pool.query(
        `INSERT INTO ${this.#table('references')} AS held
           (kind, id, tenancy, type, external_reference, user_type, source, first_seen)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (kind, id) DO UPDATE SET
           type = COALESCE(held.type, EXCLUDED.type),
           external_reference = COALESCE(held.external_reference, EXCLUDED.external_reference),
           user_type = COALESCE(held.user_type, EXCLUDED.user_type)`,
        [reference.kind, id, tenancy, type, external, userType, reference.source, this.#now()],
      ),
    );
  }

  async recordPending(pending: NewPendingPost): Promise<PendingPost> {
    checkPending(pending);
    const entry = newPendingEntry(pending, this.#now());
    const kind = resolvedKindOf(entry.operation);
    const table = this.#table('pending');
    const row = await this.#write((pool) =>
      this.#transaction(pool, async (client) => {
        // Under the lock resolvePending takes for this operation and ExternalReference: a webhook handled meanwhile
        // either finds this entry (it resolves after this commits) or has its reference committed before this reads
        // (it records before it resolves), so the two never miss each other.
        const matchable = kind !== undefined && entry.externalReference !== undefined;
        if (matchable)
          await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
            `trs-journal-pending:${entry.operation}:${entry.externalReference}`,
          ]);
        await client.query(
          `INSERT INTO ${table} (id, operation, external_reference, path, sent, created, attempted_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            entry.id,
            entry.operation,
            entry.externalReference ?? null,
            JSON.stringify(entry.path),
            JSON.stringify(entry.sent),
            entry.created,
            entry.attemptedAt ?? null,
          ],
        );
        if (!matchable) return undefined;
        // The references its webhook may have announced, and the entries of the same POST, folded as everywhere.
        const references = await client.query(
          `SELECT * FROM ${this.#table('references')} WHERE kind = $1 AND external_reference = $2 ORDER BY seq`,
          [kind, entry.externalReference],
        );
        const entries = await client.query(
          `SELECT * FROM ${table} WHERE operation = $1 AND external_reference = $2 ORDER BY seq`,
          [entry.operation, entry.externalReference],
        );
        const reference = fold(references.rows, [], entries.rows).heldResolution(entry.id);
        if (reference === undefined) return undefined;
        const updated = await client.query(
          `UPDATE ${table} SET resolved_at = $2, resolved_reference = $3, resolved_by = 'webhook'
           WHERE id = $1 AND resolved_at IS NULL RETURNING *`,
          [entry.id, this.#now(), reference],
        );
        return updated.rows[0];
      }),
    );
    if (!row) return structuredClone(entry);
    const resolved = pendingOf(row) as PendingPost & { resolved: Resolution };
    this.#listeners.notify(resolved);
    return resolved;
  }

  async resolvePending(request: ResolveRequest): Promise<PendingPost | undefined> {
    checkResolve(request);
    const resolution: Resolution = { at: this.#now(), reference: request.reference, by: request.by };
    const pending = this.#table('pending');
    const row = await this.#write((pool) =>
      this.#transaction(pool, async (client) => {
        let target: Row | undefined;
        if ('id' in request) {
          if (!/^[0-9a-f-]{36}$/i.test(request.id)) return undefined;
          target = (await client.query(`SELECT * FROM ${pending} WHERE id = $1 FOR UPDATE`, [request.id])).rows[0];
        } else {
          // One resolution at a time per ExternalReference: a duplicate webhook finds the first one's work done.
          await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
            `trs-journal-pending:${request.operation}:${request.externalReference}`,
          ]);
          const duplicate = await client.query(
            `SELECT 1 FROM ${pending} WHERE operation = $1 AND external_reference = $2 AND resolved_reference = $3`,
            [request.operation, request.externalReference, request.reference],
          );
          if (duplicate.rows.length > 0) return undefined;
          target = (
            await client.query(
              `SELECT * FROM ${pending} WHERE operation = $1 AND external_reference = $2 AND resolved_at IS NULL
               ORDER BY seq LIMIT 1 FOR UPDATE`,
              [request.operation, request.externalReference],
            )
          ).rows[0];
        }
        if (!target || target.resolved_at !== null) return undefined;
        const updated = await client.query(
          `UPDATE ${pending} SET resolved_at = $2, resolved_reference = $3, resolved_by = $4 WHERE id = $1 RETURNING *`,
          [target.id, resolution.at, resolution.reference, resolution.by],
        );
        return updated.rows[0];
      }),
    );
    if (!row) return undefined;
    const resolved = pendingOf(row) as PendingPost & { resolved: Resolution };
    this.#listeners.notify(resolved);
    return resolved;
  }

  async markFinished(target: FinishedTarget): Promise<void> {
    checkFinished(target);
    const [kind, id] = 'tenancy' in target ? ['tenancy', target.tenancy] : ['applicant', target.applicant];
    await this.#write((pool) =>
      pool.query(
        `INSERT INTO ${this.#table('finished')} (kind, id, at) VALUES ($1, $2, $3) ON CONFLICT (kind, id) DO NOTHING`,
        [kind, id, this.#now()],
      ),
    );
  }

  /** Everything, folded as the embedded journal folds its lines (one reading of the rules for both stores). */
  async #state(): Promise<JournalState> {
    const pool = await this.#prepared();
    const [references, finished, pending] = await Promise.all([
      pool.query(`SELECT * FROM ${this.#table('references')} ORDER BY seq`),
      pool.query(`SELECT * FROM ${this.#table('finished')}`),
      pool.query(`SELECT * FROM ${this.#table('pending')} ORDER BY seq`),
    ]);
    return fold(references.rows, finished.rows, pending.rows);
  }

  async references(filter?: ReferenceFilter) {
    return (await this.#state()).references(filter);
  }

  async pending(options: { all?: boolean } = {}) {
    return (await this.#state()).pending(options.all === true);
  }

  async tenancyOfApplicant(applicant: string) {
    if (typeof applicant !== 'string' || applicant === '')
      throw new JournalInputError('applicant', 'must be a non-empty string');
    const pool = await this.#prepared();
    const { rows } = await pool.query(
      `SELECT tenancy FROM ${this.#table('references')} WHERE kind = 'applicant' AND id = $1`,
      [applicant],
    );
    return typeof rows[0]?.tenancy === 'string' ? rows[0].tenancy : undefined;
  }

  async *openTenancies(): AsyncIterable<OpenTenancy> {
    yield* (await this.#state()).openTenancies();
  }

  async export(): Promise<JournalExport> {
    const state = await this.#state();
    return {
      schema: 'trs-journal/1',
      exportedAt: this.#now(),
      references: state.references(),
      pending: state.pending(true),
    };
  }

  onResolved(listener: Parameters<Journal['onResolved']>[0]) {
    return this.#listeners.add(listener);
  }

  async close(): Promise<void> {
    if (this.#options.pool || !this.#pool) return;
    const pool = await this.#pool.catch(() => undefined);
    await pool?.end?.();
  }
}

/** Rows of the three tables folded as the embedded journal folds its lines (one reading of the rules for both stores). */
function fold(references: Row[], finished: Row[], pending: Row[]): JournalState {
  const state = new JournalState();
  for (const row of references)
    state.apply({ v: 1, type: 'reference', at: iso(row.first_seen), reference: referenceOf(row) });
  for (const row of finished) {
    const at = iso(row.at);
    const id = String(row.id);
    state.apply(
      row.kind === 'tenancy'
        ? { v: 1, type: 'finished', at, tenancy: id }
        : { v: 1, type: 'finished', at, applicant: id },
    );
  }
  for (const row of pending) {
    const entry = pendingOf(row);
    const { resolved, ...open } = entry;
    state.apply({ v: 1, type: 'pending', pending: open });
    if (resolved) state.apply({ v: 1, type: 'resolved', id: entry.id, resolution: resolved });
  }
  return state;
}

function referenceOf(row: Row): NewReference {
  const source = row.source as NewReference['source'];
  const id = String(row.id);
  if (row.kind === 'tenancy')
    return {
      kind: 'tenancy',
      tenancy: id,
      source,
      ...(typeof row.external_reference === 'string' ? { externalReference: row.external_reference } : {}),
    };
  if (row.kind === 'applicant')
    return {
      kind: 'applicant',
      applicant: id,
      tenancy: String(row.tenancy),
      source,
      ...(row.type ? { type: row.type as 'Tenant' | 'Guarantor' } : {}),
      ...(typeof row.external_reference === 'string' ? { externalReference: row.external_reference } : {}),
    };
  return { kind: 'kyc', kyc: id, source, ...(typeof row.user_type === 'number' ? { userType: row.user_type } : {}) };
}

function pendingOf(row: Row): PendingPost {
  return {
    id: String(row.id),
    operation: String(row.operation),
    ...(typeof row.external_reference === 'string' ? { externalReference: row.external_reference } : {}),
    path: isJsonObject(row.path) ? (row.path as PendingPost['path']) : {},
    sent: row.sent ?? null,
    created: iso(row.created),
    ...(row.attempted_at !== null && row.attempted_at !== undefined ? { attemptedAt: iso(row.attempted_at) } : {}),
    ...(row.resolved_at !== null
      ? {
          resolved: {
            at: iso(row.resolved_at),
            reference: String(row.resolved_reference),
            by: row.resolved_by as Resolution['by'],
          },
        }
      : {}),
  };
}
