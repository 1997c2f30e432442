// Prometheus metrics (instrumentation: prometheusMetrics()): what an operator scrapes while events arrive and are
// handled, on each store: deliveries by outcome, the backlog read from the store (pending going up then down, the
// age of the oldest, retries waiting), runs by topic and outcome with their durations, dead letters by reason.
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createReceiver, type Receiver, type WorkerOptions } from '../src/index.js';
import type { StoreDriver } from '../src/store/types.js';
import { memoryStore } from '../src/store/memory/memory.js';
import { postgresStore } from '../src/store/pg/postgres.js';
import { sqliteStore } from '../src/store/sqlite/sqlite.js';
import { prometheusMetrics, type PrometheusMetrics } from '../src/telemetry/prometheus.js';
import {
  dropSchema,
  example,
  KEY,
  pgUrl,
  post,
  postJson,
  serve,
  storeDir,
  uniqueSchema,
  updateApplicant,
  waitUntil,
  withPg,
  type Served,
} from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };
const schemas: string[] = [];
afterAll(async () => {
  for (const s of schemas) await dropSchema(s);
});

const stores: [string, () => Promise<StoreDriver>][] = [
  ['memory', () => Promise.resolve(memoryStore())],
  ['SQLite', async () => sqliteStore({ dir: await storeDir() })],
  [
    'PostgreSQL',
    () => {
      const schema = uniqueSchema('metrics');
      schemas.push(schema);
      return Promise.resolve(postgresStore({ connectionString: pgUrl, schema }));
    },
  ],
];

/** The value of one sample of the scraped text (labels in any order); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = new Map<string, string>();
    for (const m of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) have.set(m[1]!, m[2]!);
    if (Object.entries(labels).every(([k, v]) => have.get(k) === v)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

interface Setup {
  receiver: Receiver;
  metrics: PrometheusMetrics;
  served: Served;
  metricsUrl: string;
  close(): Promise<void>;
}

async function setUp(store: StoreDriver, worker: WorkerOptions): Promise<Setup> {
  const metrics = prometheusMetrics();
  const receiver = createReceiver({ auth: { values: [KEY] }, store, logger: quiet, worker, instrumentation: metrics });
  await receiver.start();
  const served = await serve(receiver.node);
  const endpoint = await metrics.serve({ port: 0 });
  return {
    receiver,
    metrics,
    served,
    metricsUrl: endpoint.url,
    async close() {
      await endpoint.close();
      await served.close();
      await receiver.close();
    },
  };
}

describe.each(stores)('metrics on the %s store', (_kind, makeStore) => {
  it('pending goes up while handlers wait and down once they ran; handled and durations by topic', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const setup = await setUp(await makeStore(), { concurrency: 8 });
    const { receiver, served, metricsUrl } = setup;
    try {
      let started = 0;
      receiver.on('updateApplicant', async () => {
        started += 1;
        await gate;
      });
      for (let n = 0; n < 3; n += 1) expect((await postJson(served.url, updateApplicant(n))).status).toBe(204);
      // the same event again: a duplicate, answered 2xx, not stored again
      expect((await postJson(served.url, updateApplicant(0))).status).toBe(204);
      await waitUntil(() => started === 3, 'three handlers waiting');

      const during = await scrape(metricsUrl);
      expect(sample(during, 'trs_webhooks_pending')).toBe(3);
      expect(sample(during, 'trs_webhooks_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(during, 'trs_webhooks_received_total', { outcome: 'accepted' })).toBe(3);
      expect(sample(during, 'trs_webhooks_received_total', { outcome: 'duplicate' })).toBe(1);
      expect(sample(during, 'trs_webhooks_runs_started_total', { topic: 'updateApplicant' })).toBe(3);
      expect(sample(during, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'handled' })).toBe(
        undefined,
      );

      open();
      await receiver.inbox.drain();
      // each outcome is counted right after the store records it
      const after = await waitUntil(async () => {
        const text = await scrape(metricsUrl);
        return sample(text, 'trs_webhooks_handler_duration_seconds_count', { topic: 'updateApplicant' }) === 3 && text;
      }, 'three runs counted');
      expect(sample(after, 'trs_webhooks_pending')).toBe(0);
      expect(sample(after, 'trs_webhooks_oldest_pending_age_seconds')).toBe(0);
      expect(sample(after, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'handled' })).toBe(3);
      expect(sample(after, 'trs_webhooks_handler_duration_seconds_count', { topic: 'updateApplicant' })).toBe(3);
      expect(
        sample(after, 'trs_webhooks_handler_duration_seconds_bucket', { topic: 'updateApplicant', le: '+Inf' }),
      ).toBe(3);
    } finally {
      open();
      await setup.close();
    }
  });

  it('a failing handler shows a retry waiting, then a dead letter by reason; bad bodies count by outcome', async () => {
    const setup = await setUp(await makeStore(), {
      maxAttempts: 2,
      // the retry waits an hour: it stays "waiting" for the whole test
      backoff: (attempt) => (attempt === 1 ? 60 * 60 * 1000 : 0),
    });
    const { receiver, served, metricsUrl } = setup;
    try {
      receiver.on('updateApplicant', () => {
        throw new Error('the CRM is down');
      });
      expect((await postJson(served.url, updateApplicant(1))).status).toBe(204);
      const waiting = await waitUntil(async () => {
        const text = await scrape(metricsUrl);
        // the store shows the retry as soon as it is written; the run's outcome is counted right after
        const counted = sample(text, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'retry' });
        return sample(text, 'trs_webhooks_retries_waiting') === 1 && counted === 1 && text;
      }, 'a retry waiting');
      expect(sample(waiting, 'trs_webhooks_pending')).toBe(1);
      expect(sample(waiting, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'retry' })).toBe(1);

      // an event that breaks the contract is a dead letter at its first run; a body that is not JSON at receipt
      const invalid = example('updateApplicant', 'referencingStarted');
      invalid.applicationRef = '7654321';
      delete (invalid as { data?: unknown }).data;
      expect((await postJson(served.url, invalid)).status).toBe(204);
      expect((await post(served.url, '{not json')).status).toBe(400);
      const dead = await waitUntil(async () => {
        const text = await scrape(metricsUrl);
        return sample(text, 'trs_webhooks_dead_letters_total', { reason: 'invalid_payload' }) === 1 && text;
      }, 'the invalid event a dead letter');
      expect(sample(dead, 'trs_webhooks_dead_letters_total', { reason: 'not_json' })).toBe(1);
      expect(sample(dead, 'trs_webhooks_received_total', { outcome: 'not_json' })).toBe(1);
      expect(sample(dead, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'dead' })).toBe(1);
      expect(sample(dead, 'trs_webhooks_retries_waiting')).toBe(1);

      // the operator parks the waiting event: nothing waits any more
      const [waitingEvent] = (await receiver.inbox.list({ state: 'pending' })).filter((r) => r.attempts === 1);
      expect(await receiver.inbox.setAside(waitingEvent!.id)).toMatchObject({ setAside: true });
      const end = await scrape(metricsUrl);
      expect(sample(end, 'trs_webhooks_retries_waiting')).toBe(0);
      expect(sample(end, 'trs_webhooks_pending')).toBe(0);
    } finally {
      await setup.close();
    }
  });

  it('a handler failing its last attempt: a dead letter handler_failed', async () => {
    const setup = await setUp(await makeStore(), { maxAttempts: 1 });
    const { receiver, served, metricsUrl } = setup;
    try {
      receiver.on('updateApplicant', () => {
        throw new Error('the CRM is down');
      });
      expect((await postJson(served.url, updateApplicant(2))).status).toBe(204);
      await receiver.inbox.drain();
      const text = await waitUntil(async () => {
        const scraped = await scrape(metricsUrl);
        return (
          sample(scraped, 'trs_webhooks_dead_letters_total', { reason: 'handler_failed' }) !== undefined && scraped
        );
      }, 'the dead letter counted');
      expect(sample(text, 'trs_webhooks_dead_letters_total', { reason: 'handler_failed' })).toBe(1);
      expect(sample(text, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'dead' })).toBe(1);
      expect(sample(text, 'trs_webhooks_pending')).toBe(0);
    } finally {
      await setup.close();
    }
  });
});

describe('metrics of the PostgreSQL leases', () => {
  it('an event whose lease a hung process let expire is taken over, and counted', async () => {
    const schema = uniqueSchema('takeover');
    schemas.push(schema);
    const receiving = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: pgUrl, schema }),
      logger: quiet,
      worker: false,
    });
    const served = await serve(receiving.node);
    try {
      expect((await postJson(served.url, updateApplicant(5))).status).toBe(204);
    } finally {
      await served.close();
      await receiving.close();
    }
    // a process took it and hung: its run started, its lease ran out
    await withPg((c) =>
      c.query(`UPDATE "${schema}".inbox SET attempts = 1, run_started_at = now() - interval '1 minute',
        lease_token = nextval('"${schema}".lease_tokens'), lease_expires_at = now() - interval '1 second'`),
    );
    const setup = await setUp(postgresStore({ connectionString: pgUrl, schema }), {});
    let handled = 0;
    setup.receiver.on('updateApplicant', () => void (handled += 1));
    try {
      const text = await waitUntil(async () => {
        const scraped = await scrape(setup.metricsUrl);
        return (
          sample(scraped, 'trs_webhooks_handled_total', { topic: 'updateApplicant', outcome: 'handled' }) === 1 &&
          scraped
        );
      }, 'the event taken over and handled');
      expect(handled).toBe(1);
      expect(sample(text, 'trs_webhooks_leases_taken_over_total')).toBe(1);
    } finally {
      await setup.close();
    }
  });
});

describe('the registry and the endpoint', () => {
  it("registers into the application's registry, or merges into it", async () => {
    const mine = new Registry();
    const intoMine = prometheusMetrics({ registry: mine });
    expect(intoMine.registry).toBe(mine);
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: false,
      instrumentation: [intoMine],
    });
    const served = await serve(receiver.node);
    try {
      await postJson(served.url, updateApplicant(1));
      expect(sample(await mine.metrics(), 'trs_webhooks_received_total', { outcome: 'accepted' })).toBe(1);
      expect(sample(await mine.metrics(), 'trs_webhooks_pending')).toBe(1);
      const separate = prometheusMetrics();
      const merged = Registry.merge([separate.registry, new Registry()]);
      expect(sample(await merged.metrics(), 'trs_webhooks_received_total')).toBe(undefined);
      expect(await merged.metrics()).toContain('# TYPE trs_webhooks_pending gauge');
    } finally {
      await served.close();
      await receiver.close();
    }
  });

  it('serves /metrics on loopback by default, and nothing else', async () => {
    const endpoint = await prometheusMetrics().serve({ port: 0 });
    try {
      expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect((await fetch(endpoint.url.replace('/metrics', '/other'))).status).toBe(404);
      expect((await fetch(endpoint.url, { method: 'POST' })).status).toBe(405);
      // no store attached yet: the backlog gauges say NaN rather than a made-up number
      const text = await scrape(endpoint.url);
      expect(text).toContain('# HELP trs_webhooks_pending');
      expect(sample(text, 'trs_webhooks_pending')).toBeNaN();
    } finally {
      await endpoint.close();
    }
  });
});
