// Shared by the tests of @trs/webhooks: example payloads, HTTP helpers, fresh embedded stores, PostgreSQL schemas,
// and the receiver fixture process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  deliverAsProvider,
  eventExample as example,
  eventExamples,
  postRaw,
  tempDir,
  TYPESCRIPT_LOADER,
  waitUntil,
  type EventExample,
  type ExamplePayload,
  type RawResponse,
} from '@trs/testkit';
import { classify, classificationPointerSet } from '../src/core/classify.js';
import { scanJson } from '../src/core/json-scan.js';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const KEY = 'test-key-' + randomBytes(4).toString('hex');
export const HEADER = 'x-webhook-key';
export const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export { eventExamples as examples, example, type EventExample as Example, type ExamplePayload };

/** A distinct updateApplicant event per n (a distinct tenancy per n % tenancies). */
export function updateApplicant(n: number, tenancies = 1_000_000): ExamplePayload {
  const payload = example('updateApplicant', 'referencingStarted');
  payload.applicationRef = String(n % tenancies).padStart(7, '0');
  payload.data.applicantRef = `ABC${String(n).padStart(7, '0')}`;
  return payload;
}

export { tempDir };

/** A fresh directory for the embedded SQLite store (created on first start, in milliseconds). */
export async function storeDir(): Promise<string> {
  return tempDir('trs-webhooks-store-');
}

/** A payload as the scanner and the classifier see it on receipt. */
export function classifyPayload(payload: unknown, maxDepth = 64) {
  const body = Buffer.isBuffer(payload)
    ? payload
    : Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload));
  return classify(
    scanJson(body, { pointers: [], pointerSet: classificationPointerSet, maxDepth }),
    createHash('sha256').update(body).digest('base64url'),
  );
}

export function uniqueSchema(label: string): string {
  return `trs_wh_${label}_${process.pid}_${randomBytes(3).toString('hex')}`.toLowerCase();
}

export async function withPg<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropSchema(schema: string): Promise<void> {
  await withPg((c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
}

export interface Served {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

export async function serve(handler: http.RequestListener): Promise<Served> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type { RawResponse };

/** POST with node:http (keep-alive), with full control of headers (the static header by default). */
export const post = (
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = { [HEADER]: KEY },
  method = 'POST',
) => postRaw(url, body, headers, method);

export function postJson(url: string, payload: unknown, headers?: Record<string, string>): Promise<RawResponse> {
  return post(url, JSON.stringify(payload), headers);
}

/** A delivery as the provider makes it (testkit's deliverAsProvider), with the static header by default. */
export const deliver = (url: string, payload: unknown, headers: Record<string, string> = { [HEADER]: KEY }) =>
  deliverAsProvider(url, payload, headers);

/** Runs `tasks` with at most `limit` at a time. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { waitUntil };

// ---- the receiver fixture process ---------------------------------------------------------------------------------

export interface FixtureOptions {
  /** A directory (SQLite) or a postgres:// URL. */
  store: string;
  /** Run the handlers in a worker process of their own (worker.module = test/fixtures/handlers.ts). */
  isolated?: boolean;
  /** What the handler does to the poison event (data.applicantRef POI0000666): exit, abort, oom. */
  poison?: 'exit' | 'abort' | 'oom';
  maxAttempts?: number;
  /** --max-old-space-size of the process (and of its worker process). */
  maxOldSpaceMb?: number;
  logLevel?: 'info' | 'warn';
  schema?: string;
  invocationsFile?: string;
  handlerDelayMs?: number;
  maxBodyBytes?: number;
  bodyTimeoutMs?: number;
  ackTimeoutMs?: number;
  concurrency?: number;
  cwd?: string;
  port?: number;
  /** The PostgreSQL store's lease (its takeover bound). */
  leaseMs?: number;
  /** A file each handler waits for before writing its effect. */
  gate?: string;
  /** The umask the process starts with (default the test runner's): 0 shows that modes do not depend on it. */
  umask?: number;
}

export interface Fixture {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  admin<T = unknown>(route: string): Promise<T>;
}

/** Starts test/fixtures/receiver-process.ts in a child process (a receiver with the test handlers). */
export async function startFixture(options: FixtureOptions): Promise<Fixture> {
  const script = path.join(here, 'fixtures', 'receiver-process.ts');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FIXTURE_STORE: options.store,
    FIXTURE_KEY: KEY,
    FIXTURE_PORT: String(options.port ?? 0),
    ...(options.schema ? { FIXTURE_SCHEMA: options.schema } : {}),
    ...(options.invocationsFile ? { FIXTURE_INVOCATIONS: options.invocationsFile } : {}),
    ...(options.handlerDelayMs ? { FIXTURE_DELAY_MS: String(options.handlerDelayMs) } : {}),
    ...(options.maxBodyBytes ? { FIXTURE_MAX_BODY: String(options.maxBodyBytes) } : {}),
    ...(options.bodyTimeoutMs ? { FIXTURE_BODY_TIMEOUT: String(options.bodyTimeoutMs) } : {}),
    ...(options.ackTimeoutMs ? { FIXTURE_ACK_TIMEOUT: String(options.ackTimeoutMs) } : {}),
    ...(options.concurrency ? { FIXTURE_CONCURRENCY: String(options.concurrency) } : {}),
    ...(options.isolated ? { FIXTURE_ISOLATED: '1' } : {}),
    ...(options.poison ? { FIXTURE_POISON: options.poison } : {}),
    ...(options.maxAttempts ? { FIXTURE_MAX_ATTEMPTS: String(options.maxAttempts) } : {}),
    ...(options.logLevel ? { FIXTURE_LOG_LEVEL: options.logLevel } : {}),
    ...(options.leaseMs ? { FIXTURE_LEASE_MS: String(options.leaseMs) } : {}),
    ...(options.gate ? { FIXTURE_GATE: options.gate } : {}),
  };
  const nodeArgs = options.maxOldSpaceMb ? [`--max-old-space-size=${options.maxOldSpaceMb}`] : [];
  const node = [process.execPath, ...nodeArgs, '--import', TYPESCRIPT_LOADER, script];
  const [command, ...args] =
    options.umask === undefined
      ? node
      : ['/bin/sh', '-c', `umask ${options.umask.toString(8).padStart(3, '0')} && exec "$0" "$@"`, ...node];
  const child = spawn(command!, args, {
    cwd: options.cwd ?? here,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 400_000) log = log.slice(-200_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fixture did not start within 300 s:\n${log}`)), 300_000);
    const onData = () => {
      const match = /READY (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`fixture exited with ${code} before it was ready:\n${log}`));
    });
  });
  const url = `http://127.0.0.1:${port}/`;
  return {
    child,
    url,
    port,
    output: () => log,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async admin<T>(route: string) {
      const response = await fetch(`${url}__admin/${route}`);
      if (!response.ok) throw new Error(`admin ${route}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

/**
 * A delivery sent again after every answer the provider retries (408, 429, 5xx) or a dropped connection, until
 * another answer: the provider keeps trying for hours, longer than any outage a test makes. Every status received is
 * in `statuses`.
 */
export async function deliverUntilAnswered(
  url: string,
  payload: unknown,
): Promise<{ status: number; statuses: number[] }> {
  const statuses: number[] = [];
  const body = JSON.stringify(payload);
  const status = await waitUntil(
    async () => {
      let status: number;
      try {
        status = (await post(url, body)).status;
      } catch {
        status = 0; // no answer: the provider retries
      }
      statuses.push(status);
      if (status !== 0 && status !== 408 && status !== 429 && status < 500) return status;
      await sleep(100);
      return undefined;
    },
    () => `a final answer: ${statuses.length} tries, last ${statuses.slice(-5).join(', ')}`,
  );
  return { status, statuses };
}

/** A small deterministic random generator (a linear congruential one): the same seed, the same texts in every run. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `text` with one random edit: a character removed, one of `tokens` inserted, or everything from a point cut off. */
export function mutate(text: string, r: () => number, tokens: readonly string[]): string {
  const i = Math.floor(r() * (text.length + 1));
  switch (Math.floor(r() * 3)) {
    case 0:
      return text.slice(0, i) + text.slice(i + 1);
    case 1:
      return text.slice(0, i) + tokens[Math.floor(r() * tokens.length)] + text.slice(i);
    default:
      return text.slice(0, i);
  }
}
