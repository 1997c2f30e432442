// @trs/sandbox under load, against baselines measured in the same run:
// - API calls per second (autocannon on loopback): GET application (route from the table, Token, path parameters,
//   state) and POST create tenancy (body validated, state, a webhook event checked against the contract), each
//   against a bare node:http server answering a body of the same size. Servers run in child processes of their own.
// - Deliveries per second to a local receiver (a bare node:http server answering 204, in a child process): the
//   shared sender (@trs/sender) and the sandbox's whole event path (contract check, log, per-tenancy order,
//   sender), against plain fetch POSTs of the same body at the same concurrency.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { eventExample, repoRoot } from '@trs/testkit';
import { createSender } from '@trs/sender';
import { createSandbox } from '@trs/sandbox';
import { median, type BenchFigure, type BenchSection } from './harness.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 32;
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 3000);
const CONCURRENCY = 32;

const application = (
  JSON.parse(readFileSync(path.join(repoRoot, 'spec', 'examples', 'rest', 'Application.json'), 'utf8')) as {
    value: unknown;
  }
).value;
const updateApplicantExample = eventExample('updateApplicant', 'referencingStarted');

interface Child {
  url: string;
  stop(): Promise<void>;
}

/** Starts a process and waits for it to print a URL matching `pattern`. */
async function startChild(args: string[], pattern: RegExp): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not start:\n${log}`)), 30_000);
    child.stdout!.on('data', () => {
      const match = pattern.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}:\n${log}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A bare node:http server: answers every request with `status` and `body`, nothing else. */
function bareServer(status: number, body: string): Promise<Child> {
  const code = `
    const http = require('node:http');
    const body = Buffer.from(${JSON.stringify(body)});
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(${status}, body.length ? { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length } : { 'Content-Length': 0 });
        res.end(body);
      });
    });
    server.keepAliveTimeout = 5000;
    server.listen(0, '127.0.0.1', () => console.log('READY http://127.0.0.1:' + server.address().port));
    process.on('SIGTERM', () => process.exit(0));
  `;
  return startChild(['-e', code], /READY (\S+)/);
}

async function rate(options: autocannon.Options): Promise<{ rps: number; non2xx: number; errors: number }> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

/** Alternating rounds of baseline and candidate; medians, so that drift of the machine hits both alike. */
async function compare(baseline: () => Promise<number>, candidate: () => Promise<number>, rounds = 3) {
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    a.push(await baseline());
    b.push(await candidate());
  }
  return { baseline: median(a), candidate: median(b) };
}

async function apiFigures(figures: BenchFigure[], notes: string[]): Promise<void> {
  const sandboxBin = path.join(repoRoot, 'packages', 'sandbox', 'dist', 'bin.js');
  const sandbox = await startChild(
    [sandboxBin, '--port', '0', '--quiet', '--referencing-delay-ms', 'manual'],
    /API\s+(\S+\/v2)/,
  );
  try {
    const login = await fetch(`${sandbox.url}/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
    });
    const token = login.headers.get('token')!;
    const headers = { Token: token, 'content-type': 'application/json' };
    // Create tenancy answers the new reference as a JSON string (provider spec 2.1).
    const reference = (await (
      await fetch(`${sandbox.url}/Applications/42`, { method: 'POST', headers, body: JSON.stringify(application) })
    ).json()) as string;
    const record = await (await fetch(`${sandbox.url}/Applications/${reference}`, { headers })).text();

    const bareGet = await bareServer(200, record);
    const bareCreate = await bareServer(200, JSON.stringify(reference));
    try {
      let failures = 0;
      const get = await compare(
        async () => (await rate({ url: `${bareGet.url}/v2/Applications/${reference}`, headers })).rps,
        async () => {
          const r = await rate({ url: `${sandbox.url}/Applications/${reference}`, headers });
          failures += r.non2xx + r.errors;
          return r.rps;
        },
      );
      const body = JSON.stringify(application);
      const create = await compare(
        async () => (await rate({ url: `${bareCreate.url}/v2/Applications/42`, method: 'POST', headers, body })).rps,
        async () => {
          const r = await rate({ url: `${sandbox.url}/Applications/42`, method: 'POST', headers, body });
          failures += r.non2xx + r.errors;
          return r.rps;
        },
      );
      figures.push(
        {
          name: 'GET /v2/Applications/{ref} (routed, Token, parameters, state)',
          value: get.candidate,
          unit: 'calls/s',
          baseline: { name: 'bare node:http, same body', value: get.baseline },
        },
        {
          name: 'POST /v2/Applications/{branch} (body validated, state, createNewTenancy checked and logged)',
          value: create.candidate,
          unit: 'calls/s',
          baseline: { name: 'bare node:http, same answer', value: create.baseline },
        },
      );
      notes.push(
        `autocannon, ${CONNECTIONS} connections, ${DURATION} s per run, median of 3 alternating runs; sandbox answers that were not 2xx: ${failures}`,
      );
    } finally {
      await bareGet.stop();
      await bareCreate.stop();
    }
  } finally {
    await sandbox.stop();
  }
}

/** Runs `count` jobs with at most `concurrency` in flight; returns jobs per second. */
async function throughput(count: number, concurrency: number, job: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return (count * 1000) / (performance.now() - started);
}

async function deliveryFigures(figures: BenchFigure[], notes: string[]): Promise<void> {
  const receiver = await bareServer(204, '');
  const url = `${receiver.url}/webhooks`;
  const body = JSON.stringify(updateApplicantExample);
  const headers = { 'Content-Type': 'application/json', 'User-Agent': 'Service-Webhook-Client/1.0' };
  const sender = createSender({ urls: url });
  const sandbox = await createSandbox({ referencingDelayMs: null, webhook: { urls: url } });
  let undelivered = 0;
  try {
    const plain = () =>
      throughput(DELIVERIES, CONCURRENCY, async () => {
        const response = await fetch(url, { method: 'POST', headers, body });
        await response.body?.cancel();
      });
    const viaSender = () =>
      throughput(DELIVERIES, CONCURRENCY, async () => {
        const record = await sender.send(body).done;
        if (record.state !== 'delivered') undelivered += 1;
      });
    let n = 0;
    const viaSandbox = async () => {
      const started = performance.now();
      for (let i = 0; i < DELIVERIES; i += 1) {
        n += 1;
        // A distinct tenancy per event, so that the per-tenancy order does not serialise them.
        sandbox.admin.sendEvent('updateApplicant', {
          ...updateApplicantExample,
          applicationRef: String(n % 1e7).padStart(7, '0'),
        });
        if (i % CONCURRENCY === CONCURRENCY - 1) await sandbox.admin.settled();
      }
      await sandbox.admin.settled();
      return (DELIVERIES * 1000) / (performance.now() - started);
    };
    await plain(); // warm-up
    const senderRun = await compare(plain, viaSender);
    const sandboxRun = await compare(plain, viaSandbox);
    undelivered += sandbox.admin.events().filter((e) => e.deliveries[0]?.state !== 'delivered').length;
    figures.push(
      {
        name: 'webhook deliveries by the sender (@trs/sender createSender)',
        value: senderRun.candidate,
        unit: 'deliveries/s',
        baseline: { name: 'plain fetch POSTs', value: senderRun.baseline },
      },
      {
        name: 'webhook deliveries of sandbox events (contract check, log, order, sender)',
        value: sandboxRun.candidate,
        unit: 'deliveries/s',
        baseline: { name: 'plain fetch POSTs', value: sandboxRun.baseline },
      },
    );
    notes.push(
      `${DELIVERIES} deliveries of a ${Buffer.byteLength(body)}-byte updateApplicant per run, ${CONCURRENCY} in flight, to a bare node:http 204 receiver in another process; not delivered: ${undelivered}`,
    );
  } finally {
    await sender.close();
    await sandbox.close();
    await receiver.stop();
  }
}

export async function run(): Promise<BenchSection> {
  const figures: BenchFigure[] = [];
  const notes: string[] = [];
  await apiFigures(figures, notes);
  await deliveryFigures(figures, notes);
  return { title: '@trs/sandbox: API calls and webhook deliveries', figures, notes };
}
