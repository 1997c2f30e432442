// The backpressure bound (backpressure.maxPending): with more events pending than the bound, deliveries are answered
// 503 (the provider sends them again; never a 4xx, never dropped), and accepted again once the backlog is down.
import { describe, expect, it } from 'vitest';
import { createReceiver, type AnyWebhookEvent } from '../src/index.js';
import { memoryStore } from '../src/store/memory/memory.js';
import { prometheusMetrics } from '../src/telemetry/prometheus.js';
import { KEY, postJson, serve, updateApplicant, waitUntil } from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };

describe('backpressure', () => {
  it('answers 503 above maxPending, then takes the same delivery once the backlog is down', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const handled: AnyWebhookEvent[] = [];
    const metrics = prometheusMetrics();
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      backpressure: { maxPending: 2, recheckMs: 0 },
      instrumentation: metrics,
    });
    receiver.on('updateApplicant', async (event) => {
      await gate;
      handled.push(event);
    });
    const served = await serve(receiver.node);
    try {
      expect((await postJson(served.url, updateApplicant(1))).status).toBe(204);
      expect((await postJson(served.url, updateApplicant(2))).status).toBe(204);
      // two pending (their handlers wait): at the bound, still accepted; a third makes it three
      expect((await postJson(served.url, updateApplicant(3))).status).toBe(204);
      const refused = await postJson(served.url, updateApplicant(4));
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await metrics.text()).toMatch(/trs_webhooks_received_total\{outcome="overloaded"\} 1/);

      open();
      await receiver.inbox.drain();
      // the provider sends it again: taken and handled
      expect((await postJson(served.url, updateApplicant(4))).status).toBe(204);
      await waitUntil(() => handled.length === 4, 'four events handled');
      expect(handled.map((e) => (e.payload as { data: { applicantRef: string } }).data.applicantRef).sort()).toEqual([
        'ABC0000001',
        'ABC0000002',
        'ABC0000003',
        'ABC0000004',
      ]);
    } finally {
      open();
      await served.close();
      await receiver.close();
    }
  });

  it('maxPending must be a positive integer', () => {
    expect(() =>
      createReceiver({ auth: { values: [KEY] }, store: memoryStore(), backpressure: { maxPending: 0 } }),
    ).toThrow(/backpressure\.maxPending must be a positive integer/);
  });
});
