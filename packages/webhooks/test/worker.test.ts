// The processing half: order per tenancy, parallel tenancies, retries with back-off, dead letters, replay,
// handler timeouts, graceful shutdown and exactly-once effects through ctx.transaction() on the embedded store. Each
// test has its own receivers and store, so the tests run side by side.
import { describe, it } from 'vitest';
import {
  createReceiver,
  type AnyWebhookEvent,
  type HandlerError,
  type Receiver,
  type WebhooksError,
} from '../src/index.js';
import { memoryStore } from '../src/store/memory/memory.js';
import {
  deliver as deliverAsProvider,
  example,
  KEY,
  postJson,
  serve,
  sleep,
  storeDir,
  updateApplicant,
  waitUntil,
} from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };

/** Sends payloads through HTTP, one after the other, as the provider does (a 503 or 408 is sent again), expecting 204. */
async function deliver(receiver: Receiver, payloads: unknown[]) {
  const served = await serve(receiver.node);
  try {
    for (const payload of payloads) {
      const response = await deliverAsProvider(served.url, payload);
      if (response.status !== 204) throw new Error(`delivery answered ${response.status}: ${response.body}`);
    }
  } finally {
    await served.close();
  }
}

const seqOf = (e: AnyWebhookEvent) => (e.payload as { data: { rentShare: number } }).data.rentShare;
/** Event n of tenancy t: its sequence number rides in data.rentShare. */
function tenancyEvent(t: number, n: number) {
  const payload = updateApplicant(t * 1000 + n, 1_000_000);
  payload.applicationRef = String(t).padStart(7, '0');
  payload.data.rentShare = n;
  return payload;
}

describe.concurrent('worker', () => {
  it('handles each tenancy in order of receipt and different tenancies in parallel, up to the concurrency', async ({
    expect,
  }) => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { concurrency: 4, pollIntervalMs: 10 },
    });
    const order = new Map<string, number[]>();
    const running = new Set<string>();
    let maxParallel = 0;
    let overlapSameTenancy = false;
    receiver.onAny(async (event) => {
      const tenancy = event.tenancy!;
      if (running.has(tenancy)) overlapSameTenancy = true;
      running.add(tenancy);
      maxParallel = Math.max(maxParallel, running.size);
      await sleep(Math.random() * 8);
      order.set(tenancy, [...(order.get(tenancy) ?? []), seqOf(event)]);
      running.delete(tenancy);
    });
    const payloads = [];
    for (let n = 0; n < 15; n += 1) for (let t = 1; t <= 6; t += 1) payloads.push(tenancyEvent(t, n));
    await deliver(receiver, payloads);
    await receiver.inbox.drain();
    await receiver.close();
    expect(order.size).toBe(6);
    for (const [, seqs] of order) expect(seqs).toEqual([...Array(15).keys()]);
    expect(overlapSameTenancy).toBe(false);
    expect(maxParallel).toBeGreaterThan(1);
    expect(maxParallel).toBeLessThanOrEqual(4);
  });

  it('retries a failing handler with back-off, then succeeds; onError hears of each failure', async ({ expect }) => {
    const delays: number[] = [];
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10, backoff: (attempt) => (delays.push(attempt), 30) },
    });
    const attempts: number[] = [];
    const errors: HandlerError[] = [];
    receiver.on('updateApplicant', (event) => {
      attempts.push(event.attempt);
      if (event.attempt < 3) throw new Error(`flaky ${event.attempt}`);
    });
    receiver.onError((e) => {
      errors.push(e as HandlerError);
    });
    await deliver(receiver, [updateApplicant(1)]);
    await receiver.inbox.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(delays).toEqual([1, 2]);
    expect(errors.map((e) => [e.code, e.details.attempt, e.details.willRetry])).toEqual([
      ['TRS_HANDLER_FAILED', 1, true],
      ['TRS_HANDLER_FAILED', 2, true],
    ]);
    expect(await receiver.inbox.stats()).toMatchObject({ done: 1, dead: 0 });
    await receiver.close();
  });

  it("dead-letters after maxAttempts with the error; the tenancy's next event waits for it; replay puts events back", async ({
    expect,
  }) => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10, maxAttempts: 3, backoff: () => 20 },
    });
    let broken = true;
    const handled: number[] = [];
    const errors: HandlerError[] = [];
    let secondRanAfterFirstWasDead = false;
    receiver.on('updateApplicant', (event) => {
      if (broken && event.tenancy === 'applicationRef:0000001' && seqOf(event) === 0)
        throw new Error('the CRM is down');
      if (event.tenancy === 'applicationRef:0000001' && seqOf(event) === 1)
        secondRanAfterFirstWasDead = errors.some((e) => !e.details.willRetry);
      handled.push(seqOf(event));
    });
    receiver.onError((e) => {
      errors.push(e as HandlerError);
    });
    await deliver(receiver, [tenancyEvent(1, 0), tenancyEvent(1, 1), tenancyEvent(2, 0)]);
    await waitUntil(() => handled.includes(1), 'the second event of tenancy 1');
    // tenancy 1's event 1 ran only after event 0 was given up; tenancy 2 was not held up by tenancy 1
    expect(errors.filter((e) => e.details.willRetry === false)).toHaveLength(1);
    expect(secondRanAfterFirstWasDead).toBe(true);
    const [dead] = await receiver.inbox.deadLetters();
    expect(dead).toMatchObject({ reason: 'handler_failed', attempts: 3, eventName: 'updateApplicant' });
    expect((dead!.detail as { error: { message: string } }).error.message).toBe('the CRM is down');

    broken = false;
    expect(await receiver.inbox.replay(dead!.id)).toMatchObject({ replayed: true, state: 'pending' });
    await receiver.inbox.drain();
    expect(handled.sort()).toEqual([0, 0, 1]);
    expect(await receiver.inbox.stats()).toMatchObject({ done: 3, dead: 0 });

    // replay of a handled event runs it again, marked as a replay; replay of an unknown id says so
    const again: AnyWebhookEvent[] = [];
    receiver.onAny((e) => {
      again.push(e);
    });
    expect(await receiver.inbox.replay(dead!.id)).toMatchObject({ replayed: true });
    await receiver.inbox.drain();
    expect(again.map((e) => [e.id, e.replay, e.attempt])).toEqual([[dead!.id, 2, 1]]);
    expect(await receiver.inbox.replay('999999')).toEqual({ id: '999999', replayed: false, reason: 'not_found' });
    await receiver.close();
  });

  it('replays every dead letter at once; bodies that are still not events stay dead', async ({ expect }) => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10, maxAttempts: 1 },
    });
    let fail = true;
    const seen: string[] = [];
    receiver.onAny((event) => {
      if (fail) throw new Error('not yet');
      seen.push(event.idempotencyKey);
    });
    await deliver(receiver, [updateApplicant(1), updateApplicant(2), updateApplicant(3)]);
    const served = await serve(receiver.node);
    expect((await postJson(served.url, '{broken')).status).toBe(204); // a JSON string: valid JSON, not an object
    await served.close();
    await receiver.inbox.drain();
    expect((await receiver.inbox.stats()).dead).toBe(4);
    fail = false;
    expect(await receiver.inbox.replayDeadLetters()).toEqual({ replayed: 3 });
    await receiver.inbox.drain();
    expect(seen).toHaveLength(3);
    expect(await receiver.inbox.deadLetters()).toMatchObject([{ reason: 'not_an_object' }]);
    await receiver.close();
  });

  it('fails a handler that runs past handlerTimeoutMs (aborting its signal) and retries it', async ({ expect }) => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10, handlerTimeoutMs: 100, backoff: () => 10 },
    });
    let aborted = false;
    const attempts: number[] = [];
    receiver.onAny(async (event, ctx) => {
      attempts.push(event.attempt);
      if (event.attempt === 1) {
        await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
        aborted = true;
      }
    });
    await deliver(receiver, [updateApplicant(1)]);
    await receiver.inbox.drain();
    expect(aborted).toBe(true);
    expect(attempts).toEqual([1, 2]);
    await receiver.close();
  });

  it('ctx.transaction() is not available on the memory store (a clear error, the event is retried)', async ({
    expect,
  }) => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10, maxAttempts: 1 },
    });
    const errors: WebhooksError[] = [];
    receiver.onError((e) => {
      errors.push(e);
    });
    receiver.onAny((_e, ctx) => ctx.transaction(() => Promise.resolve(1)));
    await deliver(receiver, [updateApplicant(1)]);
    await receiver.inbox.drain();
    expect(((errors[0] as HandlerError).cause as WebhooksError).code).toBe('TRS_STORE_NO_SQL');
    await receiver.close();
  });
});

describe.concurrent('worker on the embedded store (SQLite)', () => {
  const embedded = async () => {
    const dir = await storeDir();
    return { dir, store: () => dir };
  };

  it('applies ctx.transaction() effects exactly once although the handler fails after them', async ({ expect }) => {
    const { store } = await embedded();
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: store(),
      logger: quiet,
      worker: { pollIntervalMs: 10, backoff: () => 10 },
    });
    await receiver.inbox.transaction((db) => db.query('CREATE TABLE IF NOT EXISTS crm_notes (key text, attempt int)'));
    const results: unknown[] = [];
    receiver.onAny(async (event, ctx) => {
      results.push(
        await ctx.transaction(async (db) => {
          await db.query('INSERT INTO crm_notes VALUES ($1, $2)', [event.idempotencyKey, event.attempt]);
          return { wroteOnAttempt: event.attempt };
        }),
      );
      if (event.attempt < 3) throw new Error('fails after writing');
    });
    await deliver(receiver, [updateApplicant(1)]);
    await receiver.inbox.drain();
    const rows = await receiver.inbox.transaction(async (db) => (await db.query('SELECT attempt FROM crm_notes')).rows);
    expect(rows).toEqual([{ attempt: 1 }]);
    expect(results).toEqual([{ wroteOnAttempt: 1 }, { wroteOnAttempt: 1 }, { wroteOnAttempt: 1 }]);
    await receiver.close();
  });

  it('shuts down gracefully: finishes handlers in flight, leaves the rest for the next start', async ({ expect }) => {
    const { store } = await embedded();
    const handled: number[] = [];
    const first = createReceiver({
      auth: { values: [KEY] },
      store: store(),
      logger: quiet,
      worker: { concurrency: 2, pollIntervalMs: 10 },
    });
    let started = 0;
    first.onAny(async (event) => {
      started += 1;
      await sleep(300);
      handled.push(seqOf(event));
    });
    await deliver(
      first,
      Array.from({ length: 10 }, (_, n) => tenancyEvent(n, n)),
    );
    await waitUntil(() => started >= 2, 'two handlers to start');
    await first.close({ timeoutMs: 120_000 });
    const afterFirst = [...handled];
    expect(afterFirst.length).toBeGreaterThanOrEqual(2);
    expect(afterFirst.length).toBeLessThan(10);

    const second = createReceiver({
      auth: { values: [KEY] },
      store: store(),
      logger: quiet,
      worker: { concurrency: 4, pollIntervalMs: 10 },
    });
    second.onAny((event) => {
      handled.push(seqOf(event));
    });
    await second.inbox.drain();
    expect(handled.sort((a, b) => a - b)).toEqual([...Array(10).keys()]);
    expect(await second.inbox.stats()).toMatchObject({ pending: 0, done: 10 });
    await second.close();
  });

  it('streams large bodies to files beside the database, hands them over whole and removes them with their record', async ({
    expect,
  }) => {
    const { dir, store } = await embedded();
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: store(),
      logger: quiet,
      worker: { pollIntervalMs: 10 },
      retention: { finishedDays: 0, pruneEveryMs: 0 },
    });
    const document = example('uploadPartnerDocument', 'fileData');
    document.data.fileData = Buffer.alloc(1024 * 1024, 'scan').toString('base64');
    const received: string[] = [];
    receiver.on('uploadPartnerDocument', (e) => {
      received.push(e.payload.data.fileData ?? '');
    });
    // a redelivery (the same bytes) and the same document raised again (another CreationDate)
    await deliver(receiver, [document, document, { ...document, CreationDate: 'later' }]);
    await receiver.inbox.drain();
    expect(received).toEqual([document.data.fileData, document.data.fileData]);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(`${dir}/bodies`)).toHaveLength(2); // the redelivery's file was not kept
    expect(await receiver.inbox.prune()).toMatchObject({ records: 2 });
    expect(await readdir(`${dir}/bodies`)).toHaveLength(0);
    await receiver.close();
  });
});

describe.concurrent('one embedded store, two processes', () => {
  it('SQLite: a second receiver on the directory receives, while handling stays with the first (the worker lock)', async ({
    expect,
  }) => {
    const dir = await storeDir();
    const handledBy: string[] = [];
    const a = createReceiver({ auth: { values: [KEY] }, store: dir, logger: quiet, worker: { pollIntervalMs: 10 } });
    a.onAny(() => void handledBy.push('a'));
    await a.start();
    const { readFileSync, writeFileSync } = await import('node:fs');
    // the worker lock is taken at the first claim
    await waitUntil(() => {
      try {
        return readFileSync(`${dir}/worker.lock`, 'utf8') === String(process.pid);
      } catch {
        return false;
      }
    }, 'the worker lock');
    writeFileSync(`${dir}/worker.lock`, String(process.ppid)); // a live process other than this one
    const b = createReceiver({ auth: { values: [KEY] }, store: dir, logger: quiet, worker: { pollIntervalMs: 10 } });
    const errors: string[] = [];
    b.onError((e) => void errors.push(e.code));
    b.onAny(() => void handledBy.push('b'));
    await b.start();
    await deliver(b, [updateApplicant(1)]);
    await waitUntil(() => errors.includes('TRS_STORE_LOCKED'), 'the second worker to be refused').catch((e: Error) => {
      throw new Error(`${e.message}; errors: ${JSON.stringify(errors)}`);
    });
    writeFileSync(`${dir}/worker.lock`, String(process.pid));
    await a.inbox.drain();
    expect(handledBy).toEqual(['a']);
    await b.close({ timeoutMs: 100 });
    await a.close();
    // a second receiver of this same process on the directory is refused as well
    const c = createReceiver({ auth: { values: [KEY] }, store: dir, logger: quiet, worker: { pollIntervalMs: 10 } });
    const d = createReceiver({ auth: { values: [KEY] }, store: dir, logger: quiet, worker: { pollIntervalMs: 10 } });
    const refused: string[] = [];
    c.onError((e) => void refused.push(`c ${e.code}`));
    d.onError((e) => void refused.push(`d ${e.code}`));
    await Promise.all([c.start(), d.start()]);
    await waitUntil(() => refused.length > 0, 'one of two workers in one process to be refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/TRS_STORE_LOCKED$/);
    await Promise.all([c.close(), d.close()]);
  });
});
