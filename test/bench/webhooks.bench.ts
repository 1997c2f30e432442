// @trs/webhooks under load on loopback (autocannon), against a bare node:http server that answers 204 and does
// nothing, measured in the same run: accepted events per second and p99 latency of the 2xx for a typical
// updateApplicant payload, on each embedded candidate (SQLite through better-sqlite3, the default; SQLite through
// node:sqlite under Node 24) and on PostgreSQL; p99 at half of each one's maximum rate; first start
// and idle memory of each embedded candidate; peak memory while receiving a 20 MiB fileData document.
//
// Every server runs in a child process of its own; autocannon runs here. Each delivery is a distinct event (a new
// applicant reference per request), so nothing is dropped as a duplicate. "Durable" means the 2xx was sent after the
// inbox committed the event (PostgreSQL with its own fsync and synchronous_commit settings, reported below).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eventExample, repoRoot } from '@trs/testkit';
import { installNode } from '../packaging/node-binary.js';
import type { BenchFigure, BenchSection } from './harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverScript = path.join(here, '..', 'webhooks', 'bench-server.ts');
const tsx = createRequire(import.meta.url).resolve('tsx', { paths: [repoRoot] });
const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 128;
const HALF_RATE_CONNECTIONS = 16;
/** BENCH_WEBHOOKS_STORES=postgres (or sqlite): measure only those stores (and the bare baseline). */
const STORES = (process.env.BENCH_WEBHOOKS_STORES ?? 'sqlite,postgres').split(',');
const MiB = 1024 * 1024;

/** What test/webhooks/bench-server.ts answers on /__admin/<route>. */
interface AdminAnswers {
  settings: { name: string; setting: string }[];
  stats: { pending: number; done: number };
  usage: { cpuMs: number; roundTrips: number };
  memory: { rss: number; peakRss: number };
  'reset-peak': { rss: number };
  'drop-schema': { dropped: string | null };
}

interface Server {
  url: string;
  child: ChildProcess;
  /** ms from the process's start to listening, with the store open. */
  startMs: number;
  admin<Route extends keyof AdminAnswers>(route: Route): Promise<AdminAnswers[Route]>;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>, node = process.execPath): Promise<Server> {
  const child = spawn(node, ['--expose-gc', '--import', tsx, serverScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr.on('data', (c: Buffer) => (log += c.toString()));
  const [port, startMs] = await new Promise<[number, number]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench server did not start:\n${log}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /READY (\d+) (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve([Number(match[1]), Number(match[2])]);
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}:\n${log}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    startMs,
    async admin<Route extends keyof AdminAnswers>(route: Route) {
      const response = await fetch(`${url}/__admin/${route}`);
      if (!response.ok) throw new Error(`${route}: ${await response.text()}`);
      return (await response.json()) as AdminAnswers[Route];
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
const [bodyHead, bodyTail] = JSON.stringify({ ...example, data: { ...example.data, applicantRef: '@@REF@@' } }).split(
  '"@@REF@@"',
) as [string, string];
const typicalBytes = Buffer.byteLength(JSON.stringify(example));

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(
  url: string,
  options: { connections?: number; overallRate?: number; seconds?: number },
): Promise<Load> {
  let n = Math.floor(Math.random() * 1e6) * 1000;
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? DURATION,
    ...(options.overallRate ? { overallRate: Math.max(1, Math.round(options.overallRate)) } : {}),
    requests: [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-key': 'bench-key',
          'user-agent': 'Service-Webhook-Client/1.0',
        },
        setupRequest: (request: autocannon.Request) => {
          n += 1;
          // A distinct event per request: a new applicant (and a tenancy out of 10,000).
          const ref = `ABC${String(n % 1e7).padStart(7, '0')}`;
          request.body = `${bodyHead}"${ref}"${bodyTail}`.replace(
            '"0001234"',
            `"${String(n % 10_000).padStart(7, '0')}"`,
          );
          return request;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Posts one body and returns the status. */
function postOnce(url: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { 'x-webhook-key': 'bench-key', 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The bare baseline: its full-speed load, and the server's CPU time per request at that speed. */
interface Bare extends Load {
  cpuMsPerRequest: number;
}

async function measureStore(
  label: string,
  env: Record<string, string>,
  bare: Bare,
  figures: BenchFigure[],
  notes: string[],
  node = process.execPath,
) {
  const server = await startServer(env, node);
  try {
    const settings = await server.admin('settings');
    if (settings.length) notes.push(`${label} settings: ${settings.map((s) => `${s.name}=${s.setting}`).join(', ')}`);
    await load(server.url, { seconds: 2 }); // warm-up
    const before = await server.admin('stats');
    const usageBefore = await server.admin('usage');
    const max = await load(server.url, {});
    const usage = await server.admin('usage');
    const half = await load(server.url, { connections: HALF_RATE_CONNECTIONS, overallRate: max.rps / 2 });
    const after = await server.admin('stats');
    const stored = after.pending + after.done - (before.pending + before.done);
    const answered = max.ok + half.ok;
    // autocannon stops counting at the end of a run while some deliveries are still in flight: those may be stored
    // without being counted as answered. Fewer stored than answered would be a lost event.
    const consistent = stored >= answered;
    figures.push(
      {
        name: `${label}: accepted events per second (durable before the 2xx)`,
        value: max.rps,
        unit: 'events/s',
        baseline: { name: 'bare node:http 204', value: bare.rps },
        ...(label.startsWith('PostgreSQL')
          ? { goal: { text: '≥ 5,000 events/s', met: max.rps >= 5000 } }
          : { goal: { text: '≥ 2,000 events/s', met: max.rps >= 2000 } }),
      },
      {
        name: `${label}: CPU time of the server process per accepted event, at maximum rate`,
        value: (usage.cpuMs - usageBefore.cpuMs) / max.ok,
        unit: 'ms',
        baseline: { name: 'bare node:http 204, per request', value: bare.cpuMsPerRequest },
      },
      ...(usage.roundTrips > usageBefore.roundTrips
        ? [
            {
              name: `${label}: database round trips per accepted event, at maximum rate`,
              value: (usage.roundTrips - usageBefore.roundTrips) / max.ok,
              unit: 'round trips',
            },
          ]
        : []),
      {
        name: `${label}: p99 latency of the 2xx at maximum rate`,
        value: max.p99,
        unit: 'ms',
        baseline: { name: 'bare node:http 204', value: Math.max(bare.p99, 0.001) },
      },
      {
        name: `${label}: p99 latency of the 2xx at half its maximum rate (${Math.round(max.rps / 2)}/s)`,
        value: half.p99,
        unit: 'ms',
        goal: { text: 'p99 < 20 ms', met: half.p99 < 20 },
      },
    );
    notes.push(
      `${label}: ${answered} deliveries answered 2xx, ${stored} events stored (${consistent ? `every answered one; ${stored - answered} more were still in flight when the load stopped` : 'MISMATCH: events lost'}); non-2xx ${max.non2xx + half.non2xx}, errors ${max.errors + half.errors}, timeouts ${max.timeouts + half.timeouts}; p50 ${max.p50} ms at max`,
    );
    if (env.BENCH_SCHEMA) await server.admin('drop-schema');
  } finally {
    await server.stop();
  }
}

/**
 * The embedded store as a team first meets it: a process started on an empty directory (the store created), the time
 * until it listens with the store open, its peak resident memory then, and its resident memory idle after a delivery.
 */
async function measureStart(
  label: string,
  env: Record<string, string>,
  figures: BenchFigure[],
  node = process.execPath,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trs-bench-first-'));
  try {
    const first = await startServer({ ...env, BENCH_MODE: 'receiver', BENCH_STORE: dir }, node);
    const peak = (): number => {
      const status = readFileSync(`/proc/${first.child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) * 1024;
    };
    try {
      const firstPeak = peak();
      await postOnce(first.url, Buffer.from(`${bodyHead}"ABC9999999"${bodyTail}`));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { rss } = await first.admin('memory');
      figures.push(
        {
          name: `${label}: first start on an empty directory (process start to listening, store created)`,
          value: first.startMs,
          unit: 'ms',
          goal: { text: '< 2,000 ms', met: first.startMs < 2000 },
        },
        {
          name: `${label}: peak resident memory of the first start`,
          value: firstPeak / MiB,
          unit: 'MiB',
          goal: { text: '< 250 MiB', met: firstPeak < 250 * MiB },
        },
        {
          name: `${label}: resident memory idle after a delivery`,
          value: rss / MiB,
          unit: 'MiB',
          goal: { text: '< 120 MiB', met: rss < 120 * MiB },
        },
      );
    } finally {
      await first.stop();
    }
    const again = await startServer({ ...env, BENCH_MODE: 'receiver', BENCH_STORE: dir }, node);
    await again.stop();
    figures.push({ name: `${label}: restart on the existing store`, value: again.startMs, unit: 'ms' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureMemory(label: string, env: Record<string, string>, figures: BenchFigure[], notes: string[]) {
  const server = await startServer(env);
  try {
    // warm up the request path with small and medium bodies, then take the baseline after a GC
    for (let i = 0; i < 50; i += 1)
      await postOnce(server.url, Buffer.from(`${bodyHead}"WRM${String(i).padStart(7, '0')}"${bodyTail}`));
    const documentBytes = 20 * MiB;
    const document = eventExample('uploadPartnerDocument', 'fileData');
    document.data.fileData = randomBytes(documentBytes).toString('base64');
    document.data.fileName = `bench-${Date.now()}.pdf`;
    const body = Buffer.from(JSON.stringify(document));
    document.data.fileData = ''; // the sender's copy is only `body` now
    const { rss: baseline } = await server.admin('reset-peak');
    const started = performance.now();
    const status = await postOnce(server.url, body);
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
    const { peakRss } = await server.admin('memory');
    const growth = peakRss - baseline;
    figures.push({
      name: `${label}: peak memory added while receiving a 20 MiB fileData document`,
      value: growth / MiB,
      unit: 'MiB',
      baseline: { name: 'the 20 MiB document', value: documentBytes / MiB },
      goal: {
        text: 'under 3× the payload (judged against the 20 MiB document, the stricter reading)',
        met: growth < 3 * documentBytes,
      },
    });
    notes.push(
      `${label}: the JSON body carrying the 20 MiB document is ${(body.length / MiB).toFixed(1)} MiB (base64); memory added is ${(growth / body.length).toFixed(2)}× the body`,
    );
    notes.push(
      `${label}: the 20 MiB document was answered ${status} after ${ms.toFixed(0)} ms; resident memory before it: ${(baseline / MiB).toFixed(0)} MiB`,
    );
    if (env.BENCH_SCHEMA) await server.admin('drop-schema');
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<BenchSection> {
  const figures: BenchFigure[] = [];
  const notes: string[] = [
    `payload: updateApplicant, ${typicalBytes} bytes; ${CONNECTIONS} connections at full speed; ${HALF_RATE_CONNECTIONS} at a fixed rate of half the maximum (autocannon corrects those latencies for coordinated omission); ${DURATION} s per run; loopback; autocannon and the server share this machine's cores`,
  ];

  const load1 = () => os.loadavg()[0]!.toFixed(2);
  notes.push(
    `machine: ${os.cpus().length} cores; load average at the start ${load1()} (other work on the machine inflates latencies and lowers rates)`,
  );
  const bareServer = await startServer({ BENCH_MODE: 'bare' });
  let bare: Bare;
  try {
    await load(bareServer.url, { seconds: 2 });
    const before = await bareServer.admin('usage');
    const full = await load(bareServer.url, {});
    bare = { ...full, cpuMsPerRequest: ((await bareServer.admin('usage')).cpuMs - before.cpuMs) / full.ok };
    const bareHalf = await load(bareServer.url, { connections: HALF_RATE_CONNECTIONS, overallRate: bare.rps / 2 });
    figures.push(
      { name: 'bare node:http 204: requests per second', value: bare.rps, unit: 'req/s' },
      { name: 'bare node:http 204: p99 latency at maximum rate', value: bare.p99, unit: 'ms' },
      { name: `bare node:http 204: p99 latency at half its maximum rate`, value: bareHalf.p99, unit: 'ms' },
    );
  } finally {
    await bareServer.stop();
  }

  const receiver = { BENCH_MODE: 'receiver' };
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'trs-bench-inbox-'));
  const nodeSqliteDir = mkdtempSync(path.join(os.tmpdir(), 'trs-bench-inbox-'));
  const memoryDir = mkdtempSync(path.join(os.tmpdir(), 'trs-bench-inbox-'));
  const schema = `trs_bench_${process.pid}`;
  // Node 24 (for node:sqlite), cached where the packaging test keeps it.
  const node = STORES.includes('sqlite') ? await installNode('24.21.0').catch(() => null) : null;
  try {
    if (STORES.includes('sqlite')) {
      // the embedded candidates, side by side
      await measureStart('SQLite, better-sqlite3 (embedded default)', {}, figures);
      await measureStore(
        'SQLite, better-sqlite3 (embedded default)',
        { ...receiver, BENCH_STORE: sqliteDir },
        bare,
        figures,
        notes,
      );
      if (node) {
        await measureStart('SQLite, node:sqlite on Node 24', { BENCH_ENGINE: 'node:sqlite' }, figures, node);
        await measureStore(
          'SQLite, node:sqlite on Node 24',
          { ...receiver, BENCH_STORE: nodeSqliteDir, BENCH_ENGINE: 'node:sqlite' },
          bare,
          figures,
          notes,
          node,
        );
      } else notes.push('node:sqlite not measured: Node 24 could not be installed from the npm registry');
    }
    if (STORES.includes('postgres')) {
      await measureStore('PostgreSQL', { ...receiver, BENCH_STORE: pgUrl, BENCH_SCHEMA: schema }, bare, figures, notes);
      await measureStore(
        'PostgreSQL, worker handling at the same time',
        { ...receiver, BENCH_STORE: pgUrl, BENCH_SCHEMA: `${schema}_w`, BENCH_WORKER: '1' },
        bare,
        figures,
        notes,
      );
      await measureMemory(
        'PostgreSQL',
        { ...receiver, BENCH_STORE: pgUrl, BENCH_SCHEMA: `${schema}_m` },
        figures,
        notes,
      );
    }
    if (STORES.includes('sqlite'))
      await measureMemory('SQLite (embedded default)', { ...receiver, BENCH_STORE: memoryDir }, figures, notes);
  } finally {
    for (const dir of [sqliteDir, nodeSqliteDir, memoryDir]) rmSync(dir, { recursive: true, force: true });
  }
  notes.push(`load average at the end ${load1()}`);
  return { title: '@trs/webhooks: receiving (autocannon on loopback)', figures, notes };
}
