// Group commit on a store that writes several batches at once (PostgreSQL): deliveries that arrive while a batch is
// being written go together in the next one, unless a full batch waits; and a batch that does not come back (a lock
// another process holds) holds the others back no longer than holdMs.
import { waitUntil } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { FULL_BATCH, GroupCommit } from '../src/core/group-commit.js';
import { memoryStore } from '../src/store/memory/memory.js';
import type { InsertOutcome, NewInboxRecord, StoreDriver } from '../src/store/types.js';

const record = (n: number): NewInboxRecord => ({
  receivedAt: new Date(0),
  state: 'dead',
  eventName: null,
  dedupe: null,
  orderingKey: null,
  reason: 'not_json',
  detail: { n },
  flags: 0,
  contentType: null,
  userAgent: null,
  bodySize: 1,
  body: Buffer.from([n % 256]),
});

/** A store of five connections whose batches complete only when the test says so. */
function gatedStore() {
  const batches: { records: NewInboxRecord[]; release: () => void }[] = [];
  const store = {
    ...memoryStore(),
    insertConcurrency: 5,
    insert(records: NewInboxRecord[]): Promise<InsertOutcome[]> {
      return new Promise((resolve) => {
        batches.push({
          records,
          release: () => resolve(records.map((_, i) => ({ id: String(i), duplicate: false, idempotencyKey: null }))),
        });
      });
    },
  } as StoreDriver;
  return { store, batches };
}

const HOUR = 3_600_000;

describe('group commit beside a batch being written', () => {
  it('sends the deliveries that arrived meanwhile as one batch when the first comes back', async () => {
    const { store, batches } = gatedStore();
    const commit = new GroupCommit(() => store, 60_000, undefined, 256, 8 * 1024 * 1024, HOUR);
    const first = commit.submit(record(0));
    await waitUntil(() => batches.length === 1, 'the first batch written');
    const later = Array.from({ length: 10 }, (_, i) => commit.submit(record(i + 1)));
    // ten deliveries waiting: not a full batch, and the first batch is held for an hour at most, so none goes yet
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    batches[0]!.release();
    await first;
    await waitUntil(() => batches.length === 2, 'the second batch written');
    expect(batches[1]!.records.map((r) => (r.detail as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    batches[1]!.release();
    expect(await Promise.all(later)).toHaveLength(10);
  });

  it('sends a full batch beside the one being written at once', async () => {
    const { store, batches } = gatedStore();
    const commit = new GroupCommit(() => store, 60_000, undefined, 256, 8 * 1024 * 1024, HOUR);
    void commit.submit(record(0));
    await waitUntil(() => batches.length === 1, 'the first batch written');
    for (let i = 1; i <= FULL_BATCH; i += 1) void commit.submit(record(i));
    await waitUntil(() => batches.length === 2, 'a full batch written beside the first');
    expect(batches[1]!.records).toHaveLength(FULL_BATCH);
    for (const batch of batches) batch.release();
  });

  it('does not hold deliveries behind a batch that does not come back for longer than holdMs', async () => {
    const { store, batches } = gatedStore();
    const commit = new GroupCommit(() => store, 60_000, undefined, 256, 8 * 1024 * 1024, 1);
    void commit.submit(record(0)); // never released: a batch waiting on a lock
    await waitUntil(() => batches.length === 1, 'the first batch written');
    const second = commit.submit(record(1));
    await waitUntil(() => batches.length === 2, 'the second delivery written on another connection');
    batches[1]!.release();
    expect(await second).toMatchObject({ duplicate: false });
  });
});
