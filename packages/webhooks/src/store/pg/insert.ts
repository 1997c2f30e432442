// Storing deliveries in the PostgreSQL inbox: one transaction per batch (a group commit of the deliveries that arrived
// together) in three round trips. The first, a script sent with BEGIN, locks the sequences and keys its records touch
// (in key order, so two processes never deadlock) and reads their state; the batch is decided (../dedupe.ts); the
// second, one statement, saves what the decision changed, locks the batch's tenancies and inserts the records that
// are not duplicates; the third commits. Large bodies go in parts of PART_BYTES before the commit. A batch with
// nothing to decide is one statement, committed on its own.
import { createReadStream } from 'node:fs';
import { decideBatch, keysToLoad, type KeyState, type SequenceState } from '../dedupe.js';
import type { InsertOutcome, NewInboxRecord, SqlClient } from '../types.js';
import { text } from '../columns.js';
import { json, PART_BYTES, type PgBackend, type PgTransaction, type Row } from './rows.js';
import { INSERT_COLUMNS, insertSql, textArray } from './sql.js';

const MAX_ROWS_PER_STATEMENT = 400;
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

type Decided = ReturnType<typeof decideBatch>;
interface Stored {
  record: NewInboxRecord;
  index: number;
  idempotencyKey: string | null;
}

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
  if (!locks.length && records.length <= MAX_ROWS_PER_STATEMENT && records.every(inline)) {
    const decided = decideBatch(inputs, now, horizonMs, { sequence: () => undefined, key: () => undefined });
    return outcomesOf(decided, await write(backend, s, records, decided, channel));
  }
  return backend.transaction(async (db) => {
    const state = await lockAndRead(db, s, inputs, locks);
    const decided = decideBatch(inputs, now, horizonMs, {
      sequence: (key) => state.sequences.get(key),
      key: (key) => state.keys.get(key),
    });
    const ids = await write(db, s, records, decided, channel);
    for (const [index, id] of ids) if (!inline(records[index]!)) await writeParts(db, s, id, records[index]!);
    return outcomesOf(decided, ids);
  });
}

/** The first round trip (BEGIN goes with it): the batch's sequences locked and read, and the keys it may read. */
async function lockAndRead(
  db: PgTransaction,
  s: string,
  inputs: NewInboxRecord['dedupe'][],
  locks: string[],
): Promise<{ sequences: Map<string, SequenceState>; keys: Map<string, KeyState> }> {
  const sequences = new Map<string, SequenceState>();
  const keys = new Map<string, KeyState>();
  const keysSql = (list: string) =>
    `SELECT key, ${ms('seen_at')} AS seen_at, occurrence, epoch FROM ${s}.idempotency_keys WHERE key = ANY (${list})`;
  const readKeys = (rows: Row[]) => {
    for (const row of rows)
      keys.set(String(row.key), {
        seenAt: Number(row.seen_at),
        occurrence: Number(row.occurrence),
        epoch: Number(row.epoch),
      });
  };
  // The keys as they would be were every sequence new: right for all but the events without a CreationDate whose
  // sequence moved on already (those are read once the sequences are known).
  const guessed = keysToLoad(inputs, () => undefined);
  const statements = [
    `INSERT INTO ${s}.sequences (key, epoch, head, head_at, seen_at)
     SELECT k, 0, NULL, 'epoch'::timestamptz, now() FROM unnest(${textArray(locks)}) AS k ORDER BY k
     ON CONFLICT (key) DO NOTHING`,
    `SELECT key, epoch, head, ${ms('head_at')} AS head_at, head_mark, ${ms('seen_at')} AS seen_at
     FROM ${s}.sequences WHERE key = ANY (${textArray(locks)}) ORDER BY key FOR UPDATE`,
    ...(guessed.length ? [keysSql(textArray(guessed))] : []),
  ];
  const results = await db.script(statements.join(';\n'));
  for (const row of results[1]!.rows)
    sequences.set(String(row.key), {
      epoch: Number(row.epoch),
      head: text(row.head),
      headAt: Number(row.head_at),
      headMark: text(row.head_mark),
      seenAt: Number(row.seen_at),
    });
  if (guessed.length) readKeys(results[2]!.rows);
  // A key depends on its sequence through the epoch only: the guess was right for every sequence still at epoch 0.
  const moved = inputs.filter((input) => input?.sequence && (sequences.get(input.sequence)?.epoch ?? 0) !== 0);
  const known = new Set(guessed);
  const missing = keysToLoad(moved, (key) => sequences.get(key)).filter((key) => !known.has(key));
  if (missing.length) readKeys((await db.query<Row>(keysSql('$1::text[]'), [missing])).rows);
  return { sequences, keys };
}

/**
 * The second round trip: the decision's keys and sequences saved, the batch's tenancies locked, the records that are
 * not duplicates inserted. Returns their ids by index in `records`.
 */
async function write(
  db: SqlClient,
  s: string,
  records: NewInboxRecord[],
  decided: Decided,
  channel: string,
): Promise<Map<number, string>> {
  const stored: Stored[] = [];
  records.forEach((record, index) => {
    const decision = decided.decisions[index];
    if (!decision?.duplicate) stored.push({ record, index, idempotencyKey: decision?.idempotencyKey ?? null });
  });
  const ids = new Map<number, string>();
  const first = stored.slice(0, MAX_ROWS_PER_STATEMENT);
  const params = first.length ? rowsParams(first) : [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const ctes: string[] = [];
  if (decided.keys.size) {
    const entries = [...decided.keys.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    ctes.push(`saved_keys AS (
      INSERT INTO ${s}.idempotency_keys (key, seen_at, occurrence, epoch)
      SELECT k, to_timestamp(t / 1000.0), o, e
      FROM unnest(${p(entries.map(([k]) => k))}::text[], ${p(entries.map(([, v]) => v.seenAt))}::float8[],
        ${p(entries.map(([, v]) => v.occurrence))}::int[], ${p(entries.map(([, v]) => v.epoch))}::bigint[]) AS v(k, t, o, e)
      ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at, occurrence = EXCLUDED.occurrence, epoch = EXCLUDED.epoch)`);
  }
  if (decided.sequences.size) {
    const entries = [...decided.sequences.entries()];
    ctes.push(`saved_sequences AS (
      UPDATE ${s}.sequences AS q SET epoch = v.epoch, head = v.head, head_at = to_timestamp(v.head_at / 1000.0),
        head_mark = v.head_mark, seen_at = to_timestamp(v.seen_at / 1000.0)
      FROM unnest(${p(entries.map(([k]) => k))}::text[], ${p(entries.map(([, v]) => v.epoch))}::bigint[],
        ${p(entries.map(([, v]) => v.head))}::text[], ${p(entries.map(([, v]) => v.headAt))}::float8[],
        ${p(entries.map(([, v]) => v.headMark))}::text[], ${p(entries.map(([, v]) => v.seenAt))}::float8[])
        AS v(key, epoch, head, head_at, head_mark, seen_at)
      WHERE q.key = v.key)`);
  }
  const pending = stored.filter(({ record }) => record.state === 'pending');
  if (pending.length) {
    // Order of receipt per tenancy across processes: the ids of a tenancy are drawn by one transaction at a time (a
    // lock per tenancy, held to the commit, taken before the ids: every inserted row joins this one-row gate), so an
    // event with a higher id is never visible while one with a lower id is still being written (a large body): the
    // head of a tenancy that a claim sees is its true head. The commit also wakes the workers listening.
    const tenancies = [...new Set(pending.flatMap(({ record }) => (record.orderingKey ? [record.orderingKey] : [])))];
    ctes.push(`gate (locked, notified) AS (SELECT
      (SELECT count(pg_advisory_xact_lock(hashtext(${p(`trs-webhooks-order:${s}`)}), h))
       FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest(${p(tenancies)}::text[]) AS k ORDER BY h) AS locks),
      (SELECT count(*) FROM (SELECT pg_notify(${p(channel)}, '')) AS notify))`);
  }
  if (first.length) {
    const { rows } = await db.query<{ id: string }>(insertSql(s, first.length, ctes), params);
    takeIds(ids, first, rows);
  } else if (ctes.length) await db.query(`WITH ${ctes.join(',\n')} SELECT 1`, params);
  for (let start = MAX_ROWS_PER_STATEMENT; start < stored.length; start += MAX_ROWS_PER_STATEMENT) {
    const slice = stored.slice(start, start + MAX_ROWS_PER_STATEMENT);
    const { rows } = await db.query<{ id: string }>(insertSql(s, slice.length), rowsParams(slice));
    takeIds(ids, slice, rows);
  }
  return ids;
}

/** ids are drawn in the order of the rows (ORDER BY n), so ascending ids follow the slice. */
function takeIds(ids: Map<number, string>, slice: Stored[], rows: { id: string }[]): void {
  const sorted = rows.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  slice.forEach(({ index }, n) => ids.set(index, sorted[n]!));
}

function outcomesOf(decided: Decided, ids: Map<number, string>): InsertOutcome[] {
  return decided.decisions.map((decision, index): InsertOutcome => {
    if (decision?.duplicate) return { id: null, duplicate: true, idempotencyKey: decision.idempotencyKey };
    return { id: ids.get(index)!, duplicate: false, idempotencyKey: decision?.idempotencyKey ?? null };
  });
}

/** Whether the body goes into the row itself (else: body_parts). */
function inline(record: NewInboxRecord): boolean {
  return Buffer.isBuffer(record.body) && record.body.length <= PART_BYTES;
}

/** The parameters of insertSql: a column at a time, then the bodies (null: in body_parts). */
function rowsParams(slice: Stored[]): unknown[] {
  const columns: Record<(typeof INSERT_COLUMNS)[number][0], unknown[]> = {
    received_at: [],
    state: [],
    event_name: [],
    idempotency_key: [],
    ordering_key: [],
    reason: [],
    detail: [],
    flags: [],
    content_type: [],
    user_agent: [],
    body_size: [],
  };
  const bodies: (Buffer | null)[] = [];
  for (const { record, idempotencyKey } of slice) {
    columns.received_at.push(record.receivedAt);
    columns.state.push(record.state);
    columns.event_name.push(record.eventName);
    columns.idempotency_key.push(idempotencyKey);
    columns.ordering_key.push(record.orderingKey);
    columns.reason.push(record.reason);
    columns.detail.push(json(record.detail));
    columns.flags.push(record.flags);
    columns.content_type.push(record.contentType);
    columns.user_agent.push(record.userAgent);
    columns.body_size.push(record.bodySize);
    bodies.push(inline(record) ? (record.body as Buffer) : null);
  }
  return [...INSERT_COLUMNS.map(([name]) => columns[name]), ...bodies];
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
