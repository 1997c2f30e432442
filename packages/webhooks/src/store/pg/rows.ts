// What the PostgreSQL inbox shares between its modules: the engine it runs on, and how a row becomes a record.
import type { InboxRecord, InboxState, SqlClient } from '../types.js';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** The engine under the inbox: a pool of PostgreSQL connections. */
export interface PgBackend extends SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A body larger than this is written in parts of this size (rows of body_parts in the same transaction), so that the
 * driver, which copies each message it sends, never holds a second copy of a large document.
 */
export const PART_BYTES = 1024 * 1024;

export type Row = Record<string, any>;

export const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.alloc(0);
}

export function toRecord(row: Row): InboxRecord {
  return {
    id: String(row.id),
    receivedAt: new Date(row.received_at),
    state: row.state as InboxState,
    eventName: row.event_name ?? null,
    idempotencyKey: row.idempotency_key ?? null,
    orderingKey: row.ordering_key ?? null,
    attempts: Number(row.attempts),
    generation: Number(row.generation),
    availableAt: new Date(row.available_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    runStartedAt: row.run_started_at ? new Date(row.run_started_at) : null,
    reason: row.reason ?? null,
    detail: row.detail ?? null,
    flags: Number(row.flags),
    contentType: row.content_type ?? null,
    userAgent: row.user_agent ?? null,
    bodySize: Number(row.body_size),
  };
}

export function crashDetail(row: Row, maxAttempts: number) {
  return {
    message: `every one of its ${Number(row.attempts)} runs ended without an outcome: the process handling it died (a handler that exits, aborts or runs out of memory); maxAttempts is ${maxAttempts}. Fix the handler, then replay it.`,
    attempts: Number(row.attempts),
    lastRunStartedAt: row.run_started_at ? new Date(row.run_started_at).toISOString() : null,
  };
}
