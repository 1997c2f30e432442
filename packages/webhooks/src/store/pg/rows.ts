// What the PostgreSQL inbox shares between its modules: the engine it runs on, and how a row becomes a record.
import { text } from '../columns.js';
import type { InboxRecord, InboxState, SqlClient } from '../types.js';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** One transaction on one connection. BEGIN is sent with its first query (in the same round trip as a script). */
export interface PgTransaction extends SqlClient {
  /**
   * Several statements in one round trip (the simple query protocol: no parameters, so every value in `sql` is a
   * literal of sql.ts's `literal`); the result of each, in order.
   */
  script(sql: string): Promise<QueryResult<Row>[]>;
}

/** The engine under the inbox: a pool of PostgreSQL connections. */
export interface PgBackend extends SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  transaction<T>(fn: (db: PgTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A body larger than this is written in parts of this size (rows of body_parts in the same transaction), so that the
 * driver, which copies each message it sends, never holds a second copy of a large document.
 */
export const PART_BYTES = 1024 * 1024;

export type Row = Record<string, unknown>;

/** A timestamp column: a Date from pg, or epoch milliseconds from the store's own SELECTs. */
export const dateOf = (value: unknown): Date => new Date(value as Date | string | number);

export const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.alloc(0);
}

export function toRecord(row: Row): InboxRecord {
  return {
    id: String(row.id),
    receivedAt: dateOf(row.received_at),
    state: row.state as InboxState,
    eventName: text(row.event_name),
    idempotencyKey: text(row.idempotency_key),
    orderingKey: text(row.ordering_key),
    attempts: Number(row.attempts),
    generation: Number(row.generation),
    availableAt: dateOf(row.available_at),
    finishedAt: row.finished_at ? dateOf(row.finished_at) : null,
    runStartedAt: row.run_started_at ? dateOf(row.run_started_at) : null,
    reason: text(row.reason),
    detail: row.detail ?? null,
    flags: Number(row.flags),
    contentType: text(row.content_type),
    userAgent: text(row.user_agent),
    bodySize: Number(row.body_size),
  };
}

export function crashDetail(row: Row, maxAttempts: number) {
  return {
    message: `every one of its ${Number(row.attempts)} runs ended without an outcome: the process handling it died (a handler that exits, aborts or runs out of memory); maxAttempts is ${maxAttempts}. Fix the handler, then replay it.`,
    attempts: Number(row.attempts),
    lastRunStartedAt: row.run_started_at ? dateOf(row.run_started_at).toISOString() : null,
  };
}
