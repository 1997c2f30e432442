// The SQL of the embedded SQLite store (sqlite.ts): its schema, as migrations applied in order on open (applyMigrations), the settings
// of each connection, the columns of a record, and how a row becomes an InboxRecord. Times are ms since the epoch.
import { systemClock } from '@trs/shared';
import { text } from '../columns.js';
import type { SqliteDatabase } from './driver.js';
import type { InboxRecord, InboxState, ListOptions } from '../types.js';

export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'inbox, idempotency keys, sequences, handler effects',
    sql: `
      CREATE TABLE inbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at     INTEGER NOT NULL,
        state           TEXT NOT NULL CHECK (state IN ('pending', 'done', 'dead', 'ignored', 'quarantined')),
        event_name      TEXT,
        idempotency_key TEXT,
        ordering_key    TEXT,
        attempts        INTEGER NOT NULL DEFAULT 0,
        generation      INTEGER NOT NULL DEFAULT 0,
        available_at    INTEGER NOT NULL,
        finished_at     INTEGER,
        run_started_at  INTEGER,
        reason          TEXT,
        detail          TEXT,
        flags           INTEGER NOT NULL DEFAULT 0,
        content_type    TEXT,
        user_agent      TEXT,
        body_size       INTEGER NOT NULL,
        body            BLOB,
        body_path       TEXT
      );
      CREATE INDEX inbox_pending ON inbox (id) WHERE state = 'pending';
      CREATE INDEX inbox_pending_ordering ON inbox (ordering_key, id) WHERE state = 'pending';
      CREATE INDEX inbox_state ON inbox (state, id);
      CREATE INDEX inbox_finished ON inbox (finished_at) WHERE state IN ('done', 'ignored');
      CREATE INDEX inbox_key ON inbox (idempotency_key);
      CREATE INDEX inbox_running ON inbox (id) WHERE run_started_at IS NOT NULL;
      CREATE TABLE idempotency_keys (
        key        TEXT PRIMARY KEY,
        seen_at    INTEGER NOT NULL,
        occurrence INTEGER NOT NULL,
        epoch      INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX idempotency_keys_seen ON idempotency_keys (seen_at);
      CREATE TABLE sequences (
        key     TEXT PRIMARY KEY,
        epoch   INTEGER NOT NULL,
        head      TEXT,
        head_at   INTEGER NOT NULL,
        head_mark TEXT,
        seen_at   INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sequences_seen ON sequences (seen_at);
      CREATE TABLE effects (
        event_id   INTEGER NOT NULL,
        generation INTEGER NOT NULL,
        slot       TEXT NOT NULL,
        result     TEXT,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (event_id, generation, slot)
      ) WITHOUT ROWID;
    `,
  },
];

/** Applies the migrations db has not had yet, in order (inside the caller's write transaction). */
export function applyMigrations(db: SqliteDatabase): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .all()
      .map((r) => Number(r.version)),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.exec(migration.sql);
    db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
      migration.version,
      migration.name,
      systemClock.now(),
    );
  }
}

export const COLUMNS = `id, received_at, state, event_name, idempotency_key, ordering_key, attempts, generation, available_at,
  finished_at, run_started_at, reason, detail, flags, content_type, user_agent, body_size`;
export const WALK_PAGE = 256;

/**
 * Every connection: a busy database is retried by the store itself (busy_timeout 0: the thread never blocks), WAL
 * journal, FULL (deliveries) or NORMAL (handlers' transactions) synchronous.
 */
export const PRAGMAS = (synchronous: 'FULL' | 'NORMAL'): string[] => [
  'PRAGMA busy_timeout = 0',
  'PRAGMA journal_mode = WAL',
  `PRAGMA synchronous = ${synchronous}`,
  'PRAGMA foreign_keys = OFF',
  'PRAGMA cache_size = -4000',
];

export type Row = Record<string, unknown>;

/** The statement of `list()`: its filters, ordered by id, at most 10,000 rows. */
export function listQuery(options: ListOptions): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const filter = (condition: string, value: unknown) => {
    where.push(condition);
    params.push(value);
  };
  if (options.state) filter('state = ?', options.state);
  if (options.reason) filter('reason = ?', options.reason);
  if (options.eventName) filter('event_name = ?', options.eventName);
  if (options.afterId) filter('id > ?', Number(options.afterId));
  const limit = Math.max(1, Math.min(options.limit ?? 100, 10_000));
  const sql = `SELECT ${COLUMNS} FROM inbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id LIMIT ${limit}`;
  return { sql, params };
}

export const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
export const parseJson = (text: unknown): unknown => (typeof text === 'string' ? JSON.parse(text) : null);
const date = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)));

export function toRecord(row: Row): InboxRecord {
  return {
    id: String(row.id),
    receivedAt: new Date(Number(row.received_at)),
    state: row.state as InboxState,
    eventName: text(row.event_name),
    idempotencyKey: text(row.idempotency_key),
    orderingKey: text(row.ordering_key),
    attempts: Number(row.attempts),
    generation: Number(row.generation),
    availableAt: new Date(Number(row.available_at)),
    finishedAt: date(row.finished_at),
    runStartedAt: date(row.run_started_at),
    reason: text(row.reason),
    detail: parseJson(row.detail),
    flags: Number(row.flags),
    contentType: text(row.content_type),
    userAgent: text(row.user_agent),
    bodySize: Number(row.body_size),
  };
}

export const toBuffer = (value: unknown) =>
  Buffer.isBuffer(value)
    ? value
    : value instanceof Uint8Array
      ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      : Buffer.alloc(0);
