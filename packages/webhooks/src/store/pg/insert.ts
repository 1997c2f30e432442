// Storing deliveries in the PostgreSQL inbox: one transaction per batch that locks the sequences and keys its records
// touch (in key order, so two processes never deadlock), decides which are duplicates (../dedupe.ts), and inserts the rest
// with their bodies (large ones in parts of PART_BYTES).
import { createReadStream } from 'node:fs';
import { decideBatch, keysToLoad, type KeyState, type SequenceState } from '../dedupe.js';
import type { InsertOutcome, NewInboxRecord, SqlClient } from '../types.js';
import { text } from '../columns.js';
import { json, PART_BYTES, type PgBackend, type Row } from './rows.js';
import { insertSql } from './sql.js';

const MAX_ROWS_PER_STATEMENT = 400;
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export async function insertRecords(
  backend: PgBackend,
  s: string,
  records: NewInboxRecord[],
  horizonMs: number,
  channel: string,
  /** The store's clock, in ms: what the redelivery horizon is measured from. */
  now: number,
): Promise<InsertOutcome[]> {
  const inputs = records.map((r) => r.dedupe);
  // Every keyed record locks one row of `sequences` (its sequence, or its own key), in key order: two processes
  // storing copies of one event at the same moment decide one after the other, and never deadlock.
  const locks = [...new Set(inputs.flatMap((input) => (input ? [input.sequence ?? `~${input.content}`] : [])))].sort();
  const outcomes = await backend.transaction(async (db) => {
    const sequences = new Map<string, SequenceState>();
    if (locks.length) {
      await db.query(
        `INSERT INTO ${s}.sequences (key, epoch, head, head_at, seen_at)
         SELECT k, 0, NULL, 'epoch'::timestamptz, now() FROM unnest($1::text[]) AS k ORDER BY k
         ON CONFLICT (key) DO NOTHING`,
        [locks],
      );
      const { rows } = await db.query<Row>(
        `SELECT key, epoch, head, ${ms('head_at')} AS head_at, head_mark, ${ms('seen_at')} AS seen_at
         FROM ${s}.sequences WHERE key = ANY ($1::text[]) ORDER BY key FOR UPDATE`,
        [locks],
      );
      for (const row of rows)
        sequences.set(String(row.key), {
          epoch: Number(row.epoch),
          head: text(row.head),
          headAt: Number(row.head_at),
          headMark: text(row.head_mark),
          seenAt: Number(row.seen_at),
        });
    }
    const wanted = keysToLoad(inputs, (key) => sequences.get(key));
    const keys = new Map<string, KeyState>();
    if (wanted.length) {
      const { rows } = await db.query<Row>(
        `SELECT key, ${ms('seen_at')} AS seen_at, occurrence, epoch FROM ${s}.idempotency_keys WHERE key = ANY ($1::text[])`,
        [wanted],
      );
      for (const row of rows)
        keys.set(String(row.key), {
          seenAt: Number(row.seen_at),
          occurrence: Number(row.occurrence),
          epoch: Number(row.epoch),
        });
    }
    const decided = decideBatch(inputs, now, horizonMs, {
      sequence: (key) => sequences.get(key),
      key: (key) => keys.get(key),
    });
    if (decided.keys.size) {
      const entries = [...decided.keys.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      await db.query(
        `INSERT INTO ${s}.idempotency_keys (key, seen_at, occurrence, epoch)
         SELECT k, to_timestamp(t / 1000.0), o, e FROM unnest($1::text[], $2::float8[], $3::int[], $4::bigint[]) AS v(k, t, o, e)
         ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at, occurrence = EXCLUDED.occurrence, epoch = EXCLUDED.epoch`,
        [
          entries.map(([k]) => k),
          entries.map(([, v]) => v.seenAt),
          entries.map(([, v]) => v.occurrence),
          entries.map(([, v]) => v.epoch),
        ],
      );
    }
    if (decided.sequences.size) {
      const entries = [...decided.sequences.entries()];
      await db.query(
        `UPDATE ${s}.sequences AS q SET epoch = v.epoch, head = v.head, head_at = to_timestamp(v.head_at / 1000.0),
           head_mark = v.head_mark, seen_at = to_timestamp(v.seen_at / 1000.0)
         FROM unnest($1::text[], $2::bigint[], $3::text[], $4::float8[], $5::text[], $6::float8[])
           AS v(key, epoch, head, head_at, head_mark, seen_at)
         WHERE q.key = v.key`,
        [
          entries.map(([k]) => k),
          entries.map(([, v]) => v.epoch),
          entries.map(([, v]) => v.head),
          entries.map(([, v]) => v.headAt),
          entries.map(([, v]) => v.headMark),
          entries.map(([, v]) => v.seenAt),
        ],
      );
    }
    const stored = records
      .map((record, index) => ({ record, index, decision: decided.decisions[index] }))
      .filter((x) => !x.decision?.duplicate);
    const pending = stored.filter(({ record }) => record.state === 'pending');
    if (pending.length) {
      // Order of receipt per tenancy across processes: the ids of a tenancy are drawn by one transaction at a time
      // (a lock per tenancy, held to the commit, taken before the ids), so an event with a higher id is never
      // visible while one with a lower id is still being written (a large body): the head of a tenancy that a
      // claim sees is its true head. The commit also wakes the workers listening (LISTEN/NOTIFY).
      const tenancies = [...new Set(pending.flatMap(({ record }) => (record.orderingKey ? [record.orderingKey] : [])))];
      await db.query(
        `SELECT pg_notify($3, ''), (SELECT count(pg_advisory_xact_lock(hashtext($1), h)) FROM (
           SELECT DISTINCT hashtext(k) AS h FROM unnest($2::text[]) AS k ORDER BY h) AS locks)`,
        [`trs-webhooks-order:${s}`, tenancies, channel],
      );
    }
    const ids = new Map<number, string>();
    for (let start = 0; start < stored.length; start += MAX_ROWS_PER_STATEMENT) {
      const slice = stored.slice(start, start + MAX_ROWS_PER_STATEMENT);
      const params: unknown[] = [];
      slice.forEach(({ record, decision }, n) =>
        params.push(n, ...rowParams(record, decision?.idempotencyKey ?? null)),
      );
      const { rows } = await db.query<{ id: string }>(insertSql(s, slice.length), params);
      // ids are drawn in the order of the rows (ORDER BY n), so ascending ids follow the slice
      const sorted = rows.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
      slice.forEach(({ index }, n) => ids.set(index, sorted[n]!));
    }
    for (const { record, index } of stored) {
      if (inline(record)) continue;
      await writeParts(db, s, ids.get(index)!, record);
    }
    return records.map((_, index): InsertOutcome => {
      const decision = decided.decisions[index];
      if (decision?.duplicate) return { id: null, duplicate: true, idempotencyKey: decision.idempotencyKey };
      return { id: ids.get(index)!, duplicate: false, idempotencyKey: decision?.idempotencyKey ?? null };
    });
  });
  return outcomes;
}

/** Whether the body goes into the row itself (else: body_parts). */
function inline(record: NewInboxRecord): boolean {
  return Buffer.isBuffer(record.body) && record.body.length <= PART_BYTES;
}

function rowParams(record: NewInboxRecord, idempotencyKey: string | null): unknown[] {
  const body = inline(record) ? (record.body as Buffer) : null;
  return [
    record.receivedAt,
    record.state,
    record.eventName,
    idempotencyKey,
    record.orderingKey,
    record.reason,
    json(record.detail),
    record.flags,
    record.contentType,
    record.userAgent,
    record.bodySize,
    body,
    // body_path: bodies as files were the PGlite store's; PostgreSQL keeps large ones in body_parts.
    null,
  ];
}

/** A large body in parts of PART_BYTES, read from its spool file a part at a time. */
async function writeParts(db: SqlClient, s: string, id: string, record: NewInboxRecord): Promise<void> {
  const insert = `INSERT INTO ${s}.body_parts (event_id, part, data) VALUES ($1::bigint, $2, $3::bytea)`;
  let part = 0;
  if (Buffer.isBuffer(record.body)) {
    for (let offset = 0; offset < record.body.length; offset += PART_BYTES, part += 1)
      await db.query(insert, [id, part, record.body.subarray(offset, offset + PART_BYTES)]);
    return;
  }
  for await (const chunk of createReadStream(record.body.file, { highWaterMark: PART_BYTES })) {
    await db.query(insert, [id, part, chunk]);
    part += 1;
  }
}
