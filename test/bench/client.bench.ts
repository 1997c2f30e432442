// @trs/client against a local node:http server started in the same run: the time per call through the client's one
// request path (checks → openapi-fetch → transport: session, timeout, retry policy → fetch) against plain fetch of the
// same request, openapi-fetch alone as a reference, and the number of logins when 100 concurrent calls meet an
// expired token.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from '@trs/client';
import { median, type BenchSection } from './harness.js';

const USER = 'bench@agent.example';
const PASSWORD = 'bench-password';
const BRANCHES = JSON.stringify([{ Id: 42 }, { Id: 43 }]);

/** Section 5 in miniature: a login issues a token and retires the previous one; a stale token answers 401. */
async function startServer() {
  let current: string | undefined;
  let logins = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v2/Authenticate') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
          UserName?: unknown;
          Password?: unknown;
        };
        if (body.UserName !== USER || body.Password !== PASSWORD) {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"Message":"denied"}');
          return;
        }
        logins += 1;
        current = randomUUID();
        // A little latency on the login widens the window in which concurrent calls could race into a second one.
        setTimeout(() => res.writeHead(200, { Token: current!, TokenExpiry: '720', 'Content-Length': '0' }).end(), 20);
        return;
      }
      if (!current || req.headers.token !== current) {
        res
          .writeHead(401, { 'Content-Type': 'application/json' })
          .end('{"Message":"Authorization has been denied for this request."}');
        return;
      }
      if (req.method === 'GET' && req.url === '/v2/Branches') {
        res
          .writeHead(200, {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(BRANCHES),
          })
          .end(BRANCHES);
        return;
      }
      res.writeHead(404).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    get logins() {
      return logins;
    },
    get token() {
      return current!;
    },
    /** Expires the current token server-side (as TokenExpiry passing, or another process logging in, would). */
    expire() {
      current = `${current}-expired`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Per-call times (µs) of several variants, measured call by call in rotating order, so that load from other
 * processes and garbage collection fall on every variant alike; the median of each is robust to their spikes.
 */
async function interleaved(
  variants: Record<string, () => Promise<unknown>>,
  calls: number,
): Promise<Record<string, number>> {
  const names = Object.keys(variants);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let i = 0; i < calls; i += 1) {
    for (let j = 0; j < names.length; j += 1) {
      const name = names[(i + j) % names.length]!;
      const start = performance.now();
      await variants[name]!();
      samples[name]!.push((performance.now() - start) * 1000);
    }
  }
  return Object.fromEntries(names.map((n) => [n, median(samples[n]!)]));
}

/** The part of an openapi-fetch client the bench calls, untyped by paths. */
interface BareFetchClient {
  GET(path: string, init: { headers: Record<string, string> }): Promise<{ data?: unknown }>;
}

/** openapi-fetch as @trs/client depends on it, to show what it costs on its own. */
function bareOpenapiFetch(baseUrl: string): BareFetchClient {
  const fromClient = createRequire(fileURLToPath(import.meta.resolve('@trs/client')));
  const openapiFetch = fromClient('openapi-fetch') as { default: (options: { baseUrl: string }) => BareFetchClient };
  return openapiFetch.default({ baseUrl });
}

export async function run(): Promise<BenchSection> {
  const server = await startServer();
  try {
    const client = createClient({ baseUrl: server.baseUrl, credentials: { userName: USER, password: PASSWORD } });
    await client.login();
    const url = `${server.baseUrl}/Branches`;
    const plain = async () => {
      const response = await fetch(url, { headers: { Token: server.token } });
      if (!response.ok) throw new Error(`plain fetch answered ${response.status}`);
      return (await response.json()) as unknown;
    };
    const raw = async () => {
      const { data, response } = await client.raw.GET('/Branches');
      if (!response.ok) throw new Error(`client answered ${response.status}`);
      return data;
    };
    const helper = () => client.listBranches();
    const bare = bareOpenapiFetch(server.baseUrl);
    const openapiFetchAlone = async () => (await bare.GET('/Branches', { headers: { Token: server.token } })).data;
    const plainWithTimeout = async () => {
      const response = await fetch(url, { headers: { Token: server.token }, signal: AbortSignal.timeout(30_000) });
      return (await response.json()) as unknown;
    };

    const variants = { plain, raw, helper, openapiFetchAlone, plainWithTimeout };
    await interleaved(variants, 1_000); // warm-up: JIT, keep-alive connections
    const times = await interleaved(variants, 5_000);
    const base = times.plain!;
    const viaRaw = times.raw!;
    const viaHelper = times.helper!;

    // 100 concurrent calls meet a token the service no longer accepts.
    const before = server.logins;
    server.expire();
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => client.listBranches()));
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const logins = server.logins - before;

    return {
      title: '@trs/client: cost per call against plain fetch of the same request (local node:http server, keep-alive)',
      figures: [
        {
          name: 'client.raw.GET(/Branches), per call',
          value: viaRaw,
          unit: 'µs',
          baseline: { name: 'plain fetch + json()', value: base },
          goal: { text: 'overhead under 15% (ratio < 1.15)', met: viaRaw / base < 1.15 },
        },
        {
          name: 'client.listBranches() (answer validated), per call',
          value: viaHelper,
          unit: 'µs',
          baseline: { name: 'plain fetch + json()', value: base },
          goal: { text: 'overhead under 15% (ratio < 1.15)', met: viaHelper / base < 1.15 },
        },
        {
          name: 'reference: openapi-fetch alone (no middleware, no timeout), per call',
          value: times.openapiFetchAlone!,
          unit: 'µs',
          baseline: { name: 'plain fetch + json()', value: base },
        },
        {
          name: 'client.raw.GET(/Branches) against plain fetch with the same 30 s timeout, per call',
          value: viaRaw,
          unit: 'µs',
          baseline: { name: 'plain fetch + AbortSignal.timeout + json()', value: times.plainWithTimeout! },
        },
        {
          name: 'logins when 100 concurrent calls meet an expired token',
          value: logins,
          unit: 'logins',
          goal: { text: 'exactly 1, and all 100 calls succeed', met: logins === 1 && succeeded === 100 },
        },
        { name: 'calls of those 100 that succeeded', value: succeeded, unit: 'calls' },
      ],
      notes: [
        `medians of 5 000 sequential calls per variant, interleaved call by call; Node ${process.versions.node}`,
        'the client sends a User-Agent and bounds each call with a timeout (an AbortSignal per call); plain fetch does neither',
      ],
    };
  } finally {
    await server.close();
  }
}
