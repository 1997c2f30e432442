// The child process of deadline.test.ts, run with `node --expose-gc`: calls through a client whose injected fetch is
// Node's own (`(request) => fetch(request)`), against a local server that holds each request (or its body), while
// major garbage collections are forced from the moment the request arrives. Node's fetch follows an abort signal
// through a Request only while that Request is referenced, so a client that keeps no reference to the Request it hands
// its fetch loses its deadline and its caller's abort here. The server answers only after ANSWER_AFTER_MS, far beyond
// every deadline below: a call that ends with that answer lost its deadline. Each result goes to the parent over IPC.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type TrsClient } from '../../src/index.js';
import { application } from './examples.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (typeof gc !== 'function') throw new Error('run with node --expose-gc');
const collect: () => void = gc;

/** The answer a client that lost its deadline ends with. */
const ANSWER_AFTER_MS = 60_000;
/** The call's deadline: far below ANSWER_AFTER_MS, far above the time a request takes to reach a local server. */
const TIMEOUT_MS = 2_000;

export type Scenario = 'timeout-headers' | 'timeout-body' | 'caller-abort' | 'post-timeout';
export interface ScenarioResult {
  scenario: Scenario;
  /** 'answered' when the call ended with the server's late answer. */
  outcome: 'answered' | 'rejected';
  code?: string | undefined;
  reason?: string | undefined;
  message?: string | undefined;
}

/** What to do when a scenario's request arrives, by scenario (the request's x-scenario header). */
const onArrival = new Map<string, () => void>();
const held: http.ServerResponse[] = [];
const lateAnswers: NodeJS.Timeout[] = [];

const server = http.createServer((request, response) => {
  request.resume();
  const stallBody = request.url === '/v2/Branches' && request.headers['x-scenario'] === 'timeout-body';
  if (stallBody) {
    // The headers and the first byte of the body arrive; the rest only after ANSWER_AFTER_MS.
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('[');
  }
  held.push(response);
  lateAnswers.push(
    setTimeout(() => {
      if (!stallBody) response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(request.url === '/v2/Branches' ? `${stallBody ? '' : '['}{"Id":42}]` : JSON.stringify('0001234'));
    }, ANSWER_AFTER_MS),
  );
  const scenario = String(request.headers['x-scenario']);
  onArrival.get(scenario)?.();
  onArrival.delete(scenario);
});

async function run(client: TrsClient, scenario: Scenario): Promise<ScenarioResult> {
  const controller = new AbortController();
  let collecting: NodeJS.Timeout | undefined;
  // The request has arrived, so the client has handed it to its fetch: collect now, and keep collecting.
  onArrival.set(scenario, () => {
    collect();
    collecting = setInterval(collect, 100);
    if (scenario === 'caller-abort') controller.abort(new Error('the caller gave up'));
  });
  const options = {
    timeoutMs: scenario === 'caller-abort' ? ANSWER_AFTER_MS * 10 : TIMEOUT_MS,
    signal: controller.signal,
    retry: false as const,
  };
  try {
    if (scenario === 'post-timeout') await client.createTenancy(42, application, options);
    else await client.listBranches(options);
    return { scenario, outcome: 'answered' };
  } catch (error) {
    const { code, reason, message } = error as { code?: string; reason?: string; message?: string };
    return { scenario, outcome: 'rejected', code, reason, message };
  } finally {
    clearInterval(collecting);
  }
}

async function main(): Promise<void> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The scenarios side by side, each with a client of its own: most of each is its deadline running out.
  const scenarios = JSON.parse(process.argv[2] ?? '[]') as Scenario[];
  const results = await Promise.all(
    scenarios.map((scenario) => {
      const client = createClient({
        baseUrl: `http://127.0.0.1:${port}/v2`,
        credentials: { userName: 'u', password: 'p' },
        token: { token: '0b5a3d7c-2f61-4e8a-9c1d-6e4f2a7b8c90', expiresAt: Date.now() + 3_600_000 },
        // Node's fetch, given the Request the client makes (the form of the issue); the header tells the server how to
        // hold it.
        fetch: (request) => {
          request.headers.set('x-scenario', scenario);
          return fetch(request);
        },
      });
      return run(client, scenario);
    }),
  );
  for (const timer of lateAnswers) clearTimeout(timer);
  for (const response of held) response.destroy();
  server.closeAllConnections();
  server.close();
  process.send!(results);
}

void main();
