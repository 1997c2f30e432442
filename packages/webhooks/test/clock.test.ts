// The receiver reads time through one `clock` option (a Clock of @trs/shared): when a delivery is received, when a
// failed event may run again, what is old enough to prune. A manual clock moves all of them, and nothing else does.
import { manualClock } from '@trs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createReceiver, type Receiver } from '../src/index.js';
import { memoryStore } from '../src/store/memory/memory.js';
import { HEADER, KEY, updateApplicant, waitUntil } from './helpers.js';

const START = Date.UTC(2030, 5, 1, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

let receiver: Receiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

function delivery(n: number): Request {
  return new Request('http://receiver/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADER]: KEY },
    body: JSON.stringify(updateApplicant(n)),
  });
}

describe('the clock option', () => {
  it('stamps a delivery with the clock, and prunes a handled event once the clock passes the retention', async () => {
    const clock = manualClock(START);
    const store = memoryStore();
    receiver = createReceiver({ auth: { values: [KEY] }, store, clock, worker: { pollIntervalMs: 20 } });
    receiver.on('updateApplicant', () => {});
    expect((await receiver.fetch(delivery(1))).status).toBe(204);
    await receiver.inbox.drain();
    const [record] = store.records();
    expect(record!.receivedAt.getTime()).toBe(START);
    expect(record!.state).toBe('done');

    expect(await receiver.inbox.prune()).toMatchObject({ records: 0 });
    clock.advance(8 * DAY);
    expect(await receiver.inbox.prune()).toMatchObject({ records: 1 });
    expect((await receiver.inbox.stats()).done).toBe(0);
  });

  it('runs a failed event again when the clock passes its back-off, not before', async () => {
    const clock = manualClock(START);
    const store = memoryStore();
    receiver = createReceiver({
      auth: { values: [KEY] },
      store,
      clock,
      worker: { pollIntervalMs: 20, backoff: () => 60_000 },
    });
    const runs: number[] = [];
    receiver.on('updateApplicant', () => {
      runs.push(clock.now());
      if (runs.length === 1) throw new Error('the first run fails');
    });
    expect((await receiver.fetch(delivery(2))).status).toBe(204);
    const waiting = await waitUntil(() => {
      const [record] = store.records();
      return record && record.attempts === 1 && record.runStartedAt === null ? record : undefined;
    }, 'the first run to fail');
    expect(waiting.state).toBe('pending');
    expect(waiting.availableAt.getTime()).toBe(START + 60_000);
    expect(runs).toEqual([START]);

    clock.advance(60_000);
    await receiver.inbox.drain();
    expect(runs).toEqual([START, START + 60_000]);
    expect(store.records()[0]!.state).toBe('done');
  });

  it('refuses a clock that is not one, naming the option', () => {
    expect(() => createReceiver({ auth: { values: [KEY] }, store: memoryStore(), clock: {} as never })).toThrow(
      /clock/,
    );
  });
});
