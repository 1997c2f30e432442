// @trs/webhooks on PostgreSQL with several processes (issue 30 §4), each figure against a baseline of the same run:
// - handling a stored backlog (50 ms handlers, default concurrency): 3 worker processes against 1;
// - database round trips per handled event (every query the worker processes sent, over the events they handled);
// - the cost of one claim with 100,000 events pending against 100 pending (50 tenancies);
// - the time from a delivery's 2xx on one process to the start of its handler on an idle worker in another process,
//   woken by LISTEN/NOTIFY, against polling alone (LISTEN switched off).
// Processes run test/webhooks/scale-process.ts; the database is TRS_TEST_DATABASE_URL (default the local test server).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventExample, repoRoot } from '@trs/testkit';
import { postgresStore } from '@trs/webhooks/postgres';
import { median, type BenchFigure, type BenchSection } from './harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const script = path.join(here, '..', 'webhooks', 'scale-process.ts');
const tsx = createRequire(import.meta.url).resolve('tsx', { paths: [repoRoot] });
const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BACKLOG = Number(process.env.BENCH_SCALE_EVENTS ?? 1200);
const TENANCIES = 120;

interface Stats {
  pending: number;
  done: number;
  handled: number;
  starts: number[];
  lastEnd: number;
  queries: number;
}

interface Proc {
  url: string;
  child: ChildProcess;
  stats(): Promise<Stats>;
  stop(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', tsx, script], {
    env: { ...process.env, SCALE_URL: pgUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`scale process did not start:\n${log}`)), 300_000);
    child.stdout.on('data', () => {
      const match = /READY (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`scale process exited with ${code}:\n${log}`)));
  });
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    child,
    async stats() {
      return (await (await fetch(`${url}__admin/stats`)).json()) as Stats;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

const example = eventExample('updateApplicant', 'referencingStarted');
function payload(n: number): string {
  return JSON.stringify({
    ...example,
    applicationRef: String(n % TENANCIES).padStart(7, '0'),
    data: { ...example.data, applicantRef: `S${randomBytes(4).toString('hex')}${n}` },
  });
}

async function deliver(url: string, body: string): Promise<number> {
  for (;;) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-key': 'bench-key' },
      body,
    });
    if (response.status < 500) return performance.timeOrigin + performance.now();
  }
}

async function fill(url: string, count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < count) await deliver(url, payload(next++));
    }),
  );
}

const schemaName = (label: string) => `trs_bench_${label}_${randomBytes(3).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A backlog handled by `workers` processes: events per second (first handler start to last end), round trips per event. */
async function handle(workers: number): Promise<{ rate: number; roundTrips: number }> {
  const schema = schemaName(`handle${workers}`);
  const ingest = await start({ SCALE_SCHEMA: schema });
  const procs: Proc[] = [];
  try {
    await fill(ingest.url, BACKLOG);
    procs.push(
      ...(await Promise.all(
        Array.from({ length: workers }, () => start({ SCALE_SCHEMA: schema, SCALE_WORKER: '1', SCALE_DELAY_MS: '50' })),
      )),
    );
    for (;;) {
      const all = await Promise.all(procs.map((p) => p.stats()));
      if (all.reduce((n, s) => n + s.handled, 0) >= BACKLOG && all[0]!.pending === 0) {
        const first = Math.min(...all.map((s) => Math.min(...s.starts)));
        const last = Math.max(...all.map((s) => s.lastEnd));
        const handled = all.reduce((n, s) => n + s.handled, 0);
        const queries = all.reduce((n, s) => n + s.queries, 0);
        return { rate: (handled * 1000) / (last - first), roundTrips: queries / handled };
      }
      await sleep(100);
    }
  } finally {
    await Promise.all([ingest, ...procs].map((p) => p.stop()));
    const store = postgresStore({ connectionString: pgUrl, schema });
    await store.open();
    await store.transaction((db) => db.query(`DROP SCHEMA "${schema}" CASCADE`));
    await store.close();
  }
}

/** Median time of one claim of 8 events (given back at once) with `pending` events in 50 tenancies. */
async function claimCost(pending: number): Promise<number> {
  const schema = schemaName(`claim${pending}`);
  const store = postgresStore({ connectionString: pgUrl, schema, listen: false });
  await store.open();
  try {
    await store.transaction((db) =>
      db.query(
        `INSERT INTO "${schema}".inbox (received_at, state, event_name, ordering_key, body_size, body)
         SELECT now(), 'pending', 'updateApplicant', 't' || (g % 50), 2, '{}'::bytea FROM generate_series(1, $1::int) g`,
        [pending],
      ),
    );
    await store.transaction((db) => db.query(`ANALYZE "${schema}".inbox`));
    const times: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const started = performance.now();
      const { claims } = await store.claim(8, [], 5);
      times.push(performance.now() - started);
      for (const claim of claims) await claim.release();
    }
    return median(times.slice(20));
  } finally {
    await store.transaction((db) => db.query(`DROP SCHEMA "${schema}" CASCADE`));
    await store.close();
  }
}

/** Median ms from a delivery's 2xx on an ingest-only process to its handler's start on an idle worker process. */
async function wakeUp(listen: boolean): Promise<number> {
  const schema = schemaName(`wake${listen ? 'listen' : 'poll'}`);
  const ingest = await start({ SCALE_SCHEMA: schema });
  const worker = await start({ SCALE_SCHEMA: schema, SCALE_WORKER: '1', ...(listen ? {} : { SCALE_LISTEN: '0' }) });
  try {
    const latencies: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      await sleep(20 + Math.random() * 280); // the worker idle, at a random point of its polling
      const acked = await deliver(ingest.url, payload(n));
      for (;;) {
        const stats = await worker.stats();
        if (stats.handled > n) {
          latencies.push(stats.starts[n]! - acked);
          break;
        }
        await sleep(5);
      }
    }
    return median(latencies);
  } finally {
    await Promise.all([ingest.stop(), worker.stop()]);
    const store = postgresStore({ connectionString: pgUrl, schema });
    await store.open();
    await store.transaction((db) => db.query(`DROP SCHEMA "${schema}" CASCADE`));
    await store.close();
  }
}

export async function run(): Promise<BenchSection> {
  const figures: BenchFigure[] = [];
  const one = await handle(1);
  const three = await handle(3);
  figures.push({
    name: `3 processes handling a backlog of ${BACKLOG} events (${TENANCIES} tenancies, 50 ms handlers, default concurrency)`,
    value: three.rate,
    unit: 'events/s',
    baseline: { name: '1 process', value: one.rate },
    goal: { text: '≥ 2.5× one process', met: three.rate >= 2.5 * one.rate },
  });
  figures.push({
    name: 'database round trips per handled event (3 processes)',
    value: three.roundTrips,
    unit: 'round trips',
    baseline: { name: '1 process', value: one.roundTrips },
    goal: { text: '≤ 3', met: three.roundTrips <= 3 },
  });
  const small = await claimCost(100);
  const large = await claimCost(100_000);
  figures.push({
    name: 'one claim of 8 events with 100,000 pending (50 tenancies)',
    value: large,
    unit: 'ms',
    baseline: { name: '100 pending', value: small },
    goal: { text: '≤ 1.5× the cost with 100 pending', met: large <= 1.5 * small },
  });
  const polled = await wakeUp(false);
  const notified = await wakeUp(true);
  figures.push({
    name: 'from a 2xx on one process to the handler starting on an idle worker in another (LISTEN/NOTIFY), median',
    value: notified,
    unit: 'ms',
    baseline: { name: 'polling alone (every 250 ms)', value: polled },
    goal: { text: '≤ 50 ms', met: notified <= 50 },
  });
  return {
    title: '@trs/webhooks on PostgreSQL, several processes',
    figures,
    notes: [
      'one process accepting ≥ 5,000 durable events/s: the PostgreSQL figure of webhooks.bench.ts',
      `round trips counted as queries of pg's Client in the worker processes, from their start to the end of the backlog (idle polls included)`,
    ],
  };
}
