// The thread of the embedded store's writer (see writer.ts): one connection, one transaction per batch.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { decideBatch, type KeyState, type SequenceState } from '../dedupe.js';
import { text } from '../columns.js';
import { isBusy, openSqlite } from './driver.js';
import type { InsertOutcome, NewInboxRecord } from '../types.js';
import type { WriterConfig, WriterReply, WriterRequest } from './writer.js';

const config = workerData as WriterConfig;
const db = openSqlite(config.file, config.driver);
// Blocking is fine on this thread: wait up to 5 s for another connection's write lock.
db.exec('PRAGMA busy_timeout = 5000');
db.exec('PRAGMA journal_mode = WAL');
db.exec('PRAGMA synchronous = FULL');

const getSequence = db.prepare('SELECT epoch, head, head_at, head_mark, seen_at FROM sequences WHERE key = ?');
const getKey = db.prepare('SELECT seen_at, occurrence, epoch FROM idempotency_keys WHERE key = ?');
const putSequence = db.prepare(
  'INSERT OR REPLACE INTO sequences (key, epoch, head, head_at, head_mark, seen_at) VALUES (?, ?, ?, ?, ?, ?)',
);
const putKey = db.prepare(
  'INSERT OR REPLACE INTO idempotency_keys (key, seen_at, occurrence, epoch) VALUES (?, ?, ?, ?)',
);
const insertRow = db.prepare(
  `INSERT INTO inbox (received_at, state, event_name, idempotency_key, ordering_key, available_at, finished_at, reason,
     detail, flags, content_type, user_agent, body_size, body, body_path)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
);

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const isBody = (body: unknown): body is Uint8Array => body instanceof Uint8Array;

function bodyName(file: string): string {
  const full = path.resolve(file);
  if (path.dirname(full) !== config.bodies) throw new Error(`body file ${file} is not in ${config.bodies}`);
  return path.basename(full);
}

function insert(records: NewInboxRecord[], horizonMs: number, now: number): InsertOutcome[] {
  db.exec('BEGIN IMMEDIATE');
  try {
    const { decisions, sequences, keys } = decideBatch(
      records.map((r) => r.dedupe),
      now,
      horizonMs,
      {
        sequence(key): SequenceState | undefined {
          const row = getSequence.get(key);
          return row
            ? {
                epoch: Number(row.epoch),
                head: text(row.head),
                headAt: Number(row.head_at),
                headMark: text(row.head_mark),
                seenAt: Number(row.seen_at),
              }
            : undefined;
        },
        key(key): KeyState | undefined {
          const row = getKey.get(key);
          return row
            ? { seenAt: Number(row.seen_at), occurrence: Number(row.occurrence), epoch: Number(row.epoch) }
            : undefined;
        },
      },
    );
    for (const [key, s] of sequences) putSequence.run(key, s.epoch, s.head, s.headAt, s.headMark, s.seenAt);
    for (const [key, k] of keys) putKey.run(key, k.seenAt, k.occurrence, k.epoch);
    const outcomes = records.map((record, index): InsertOutcome => {
      const decision = decisions[index];
      if (decision?.duplicate) return { id: null, duplicate: true, idempotencyKey: decision.idempotencyKey };
      const received = new Date(record.receivedAt).getTime();
      const body = isBody(record.body)
        ? Buffer.from(record.body.buffer, record.body.byteOffset, record.body.byteLength)
        : null;
      const row = insertRow.get(
        received,
        record.state,
        record.eventName,
        decision?.idempotencyKey ?? null,
        record.orderingKey,
        received,
        record.state === 'pending' ? null : received,
        record.reason,
        json(record.detail),
        record.flags,
        record.contentType,
        record.userAgent,
        record.bodySize,
        body,
        body ? null : bodyName((record.body as { file: string }).file),
      )!;
      return { id: String(row.id), duplicate: false, idempotencyKey: decision?.idempotencyKey ?? null };
    });
    db.exec('COMMIT'); // fsynced (WAL, synchronous=FULL) before the answer goes back
    return outcomes;
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // nothing to roll back
    }
    throw error;
  }
}

parentPort!.on('message', (request: WriterRequest) => {
  if ('close' in request) {
    // The connection closes (its statements are finalized), and with the port closed nothing keeps the thread alive.
    db.close();
    parentPort!.close();
    return;
  }
  const { id, records, horizonMs, now } = request;
  let reply: WriterReply;
  try {
    reply = { id, outcomes: insert(records, horizonMs, now) };
  } catch (error) {
    const e = error as { message?: string; code?: string };
    reply = {
      id,
      error: { message: String(e?.message ?? error), ...(e?.code ? { code: e.code } : {}), busy: isBusy(error) },
    };
  }
  parentPort!.postMessage(reply);
});
