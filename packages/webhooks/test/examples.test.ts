// Every example payload of the contract goes through HTTP into the handler of its event, typed; the legacy report
// is recorded as ignored and reaches no handler. Deliveries are made as the provider makes them (a 503 from an inbox
// that did not confirm in time on a saturated machine is sent again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiver, dispatchedEventNames, type AnyWebhookEvent, type Receiver } from '../src/index.js';
import { deliver, examples, storeDir, serve, type Served } from './helpers.js';

describe('every example payload through HTTP (embedded store)', () => {
  let receiver: Receiver;
  let served: Served;
  const byHandler = new Map<string, AnyWebhookEvent[]>();
  const anyNames: string[] = [];

  beforeAll(async () => {
    receiver = createReceiver({
      auth: { values: ['k-1', 'k-2'] },
      store: await storeDir(),
      worker: { concurrency: 4, pollIntervalMs: 20 },
    });
    for (const name of dispatchedEventNames) {
      receiver.on(name, (event) => {
        const list = byHandler.get(name) ?? [];
        list.push(event as AnyWebhookEvent);
        byHandler.set(name, list);
      });
    }
    receiver.onAny((event) => {
      anyNames.push(event.name);
    });
    await receiver.start();
    served = await serve(receiver.node);
  });
  afterAll(async () => {
    await served?.close();
    await receiver?.close();
  });

  it('answers 204 to each and dispatches it to the handler of its event, exactly once', async () => {
    const all = examples();
    expect(all.length).toBe(51);
    for (const e of all) {
      const response = await deliver(served.url, e.payload, { 'x-webhook-key': e.variant.length % 2 ? 'k-1' : 'k-2' });
      expect([e.file, response.status]).toEqual([e.file, 204]);
    }
    await receiver.inbox.drain();
    // (events of one tenancy are handled in order; a note without applicationRef runs beside them)
    const sorted = (payloads: unknown[]) => payloads.map((p) => JSON.stringify(p)).sort();
    for (const name of dispatchedEventNames) {
      const expected = all.filter((e) => e.event === name).map((e) => e.payload);
      const got = (byHandler.get(name) ?? []).map((event) => event.payload);
      expect([name, sorted(got)]).toEqual([name, sorted(expected)]);
      for (const event of byHandler.get(name) ?? []) {
        expect(event.name).toBe(name);
        expect(event.attempt).toBe(1);
        expect(event.idempotencyKey.startsWith(`${name}:`)).toBe(true);
      }
    }
    expect(anyNames.length).toBe(all.filter((e) => e.event !== 'legacyReportAvailable').length);
    const stats = await receiver.inbox.stats();
    expect(stats).toEqual({ pending: 0, done: 49, dead: 0, ignored: 2, quarantined: 0 });
  });

  it("gives handlers payloads with the provider's types (integers stay integers, names letter for letter)", () => {
    const applied = byHandler.get('rentIncreaseApplied')![0]!;
    if (applied.name !== 'rentIncreaseApplied') throw new Error('wrong event');
    expect(typeof applied.payload.appliedRentAmount).toBe('number');
    const kyc = byHandler.get('kycStatus')![0]!;
    if (kyc.name !== 'kycStatus') throw new Error('wrong event');
    expect(kyc.tenancy).toBe(`KYCid:${kyc.payload.KYCid}`);
  });

  it('answers a redelivery of every example (the same bytes) 204 and dispatches nothing again', async () => {
    const before = anyNames.length;
    // those that carry CreationDate, however late; each one, right after itself
    const dated = examples().filter((e) => e.payload.CreationDate);
    expect(dated.length).toBeGreaterThan(30);
    for (const e of dated)
      expect((await deliver(served.url, JSON.stringify(e.payload), { 'x-webhook-key': 'k-1' })).status).toBe(204);
    for (const e of examples())
      for (let copy = 0; copy < 2; copy += 1)
        expect(
          (
            await deliver(served.url, JSON.stringify({ ...e.payload, CreationDate: '2031-01-01T00:00:00Z' }), {
              'x-webhook-key': 'k-1',
            })
          ).status,
        ).toBe(204);
    await receiver.inbox.drain();
    // the second copy of each raising in 2031 was a redelivery of the first
    expect(anyNames.length - before).toBe(examples().filter((e) => e.event !== 'legacyReportAvailable').length);
  });
});
