// Thousands of deliveries, most of them copies (identical bodies, internal ids changed, the same JSON written
// differently, a field the contract does not know), sent concurrently: exactly one handler call per distinct event.
// (A copy with another CreationDate is another raising of the event: see dedupe.test.ts.)
import { describe, expect, it } from 'vitest';
import { createReceiver } from '../src/index.js';
import { KEY, HEADER, storeDir, pool, post, serve, updateApplicant, example, type ExamplePayload } from './helpers.js';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe('duplicate deliveries', () => {
  it('3,000 deliveries of 600 events (80 % duplicates, concurrent) → 600 handler calls, one per event', async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: await storeDir(),
      logger: { info() {}, warn() {}, error: console.error },
      worker: { concurrency: 8, pollIntervalMs: 20 },
    });
    const calls = new Map<string, number>();
    receiver.onAny((event) => {
      const id =
        event.name === 'kycStatus'
          ? `kyc:${event.payload.KYCid}:${event.payload.Status}`
          : `ua:${(event.payload as { data: { applicantRef: string } }).data.applicantRef}`;
      calls.set(id, (calls.get(id) ?? 0) + 1);
    });
    await receiver.start();
    const served = await serve(receiver.node);

    const r = rng(7);
    const distinct = 600;
    const originals: ExamplePayload[] = [];
    for (let n = 0; n < distinct; n += 1) {
      if (n % 10 === 9) {
        const kyc = example('kycStatus', 'inProgress');
        kyc.KYCid = `kyc-${n}`;
        originals.push(kyc);
      } else originals.push(updateApplicant(n, 50));
    }
    const bodies: string[] = [];
    for (let copy = 0; copy < 5; copy += 1) {
      for (const original of originals) {
        if (copy === 0) bodies.push(JSON.stringify(original));
        else if (copy === 1)
          bodies.push(JSON.stringify(original)); // identical
        else if (copy === 2) bodies.push(JSON.stringify({ ...original, ApplicationId: Math.floor(r() * 1e6) }));
        else if (copy === 3)
          bodies.push(JSON.stringify(Object.fromEntries(Object.entries(original).reverse()), null, 2));
        else bodies.push(JSON.stringify({ ...original, SomeNewProviderField: r() }));
      }
    }
    // shuffle so that copies of one event arrive together, apart and concurrently
    for (let i = bodies.length - 1; i > 0; i -= 1) {
      const j = Math.floor(r() * (i + 1));
      [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
    }
    const statuses = await pool(bodies, 32, async (body) => (await post(served.url, body, { [HEADER]: KEY })).status);
    expect(statuses.every((s) => s === 204)).toBe(true);
    await receiver.inbox.drain({ timeoutMs: 60_000 });

    expect(calls.size).toBe(distinct);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    expect(await receiver.inbox.stats()).toEqual({ pending: 0, done: distinct, dead: 0, ignored: 0, quarantined: 0 });
    await served.close();
    await receiver.close();
  });
});
