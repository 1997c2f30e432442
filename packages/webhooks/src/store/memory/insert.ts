// Storing deliveries in the memory store: redeliveries told from new events by the same rules as the SQL stores
// (../dedupe.ts); bodies are kept in memory only.
import { decideBatch } from '../dedupe.js';
import { StoreError } from '../../errors.js';
import type { InsertOutcome, NewInboxRecord } from '../types.js';
import { check, type MemoryState } from './state.js';

export function insert(
  state: MemoryState,
  records: NewInboxRecord[],
  { horizonMs }: { horizonMs: number },
): InsertOutcome[] {
  check(state);
  const decided = decideBatch(
    records.map((r) => r.dedupe),
    state.clock.now(),
    horizonMs,
    { sequence: (key) => state.sequences.get(key), key: (key) => state.keys.get(key) },
  );
  for (const [key, value] of decided.sequences) state.sequences.set(key, value);
  for (const [key, value] of decided.keys) state.keys.set(key, value);
  return records.map((record, index) => {
    const decision = decided.decisions[index];
    if (decision?.duplicate) return { id: null, duplicate: true, idempotencyKey: decision.idempotencyKey };
    if (!Buffer.isBuffer(record.body))
      throw new StoreError('TRS_STORE_CORRUPT', 'the memory store keeps bodies in memory only', {
        store: 'memory',
      });
    const id = String(state.nextId++);
    state.entries.set(id, {
      id,
      receivedAt: record.receivedAt,
      state: record.state,
      eventName: record.eventName,
      idempotencyKey: decision?.idempotencyKey ?? null,
      orderingKey: record.orderingKey,
      attempts: 0,
      generation: 0,
      availableAt: record.receivedAt,
      finishedAt: record.state === 'pending' ? null : record.receivedAt,
      runStartedAt: null,
      reason: record.reason,
      detail: record.detail ?? null,
      flags: record.flags,
      contentType: record.contentType,
      userAgent: record.userAgent,
      bodySize: record.bodySize,
      body: Buffer.from(record.body),
    });
    return { id, duplicate: false, idempotencyKey: decision?.idempotencyKey ?? null };
  });
}
