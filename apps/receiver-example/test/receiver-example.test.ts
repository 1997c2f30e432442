// The example service as a team would run it: configured from the environment, every example payload goes into
// its handler file and produces one JSON log line with the event, applicationRef, idempotency key and attempt.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  deliverAsProvider,
  eventExamples,
  sensitiveDeliveries,
  tempDir,
  TYPESCRIPT_LOADER,
  waitUntil,
} from '@trs/testkit';
import { sensitiveTexts } from '@trs/webhooks';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEY = `example-${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

/** A JSON log line: any fields, of which these tests read a few by name. */
interface LogLine {
  readonly [field: string]: unknown;
  readonly msg?: string;
  readonly event?: string;
  readonly port?: number;
}

interface App {
  url: string;
  /** JSON lines on stdout (info and debug). */
  lines: () => LogLine[];
  /** JSON lines on stderr (warnings and errors). */
  warnings: () => LogLine[];
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  child: ChildProcess;
}

function run(env: Record<string, string>): App {
  const child = spawn(process.execPath, ['--import', TYPESCRIPT_LOADER, 'src/main.ts'], {
    cwd: appDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const parse = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  const lines = () => parse(out);
  return {
    get url() {
      const listening = lines().find((l) => l.msg === 'receiver listening');
      return listening ? `http://127.0.0.1:${listening.port}` : '';
    },
    lines,
    warnings: () => parse(err),
    stdout: () => out,
    stderr: () => err,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    child,
  };
}

const examples = eventExamples();

const post = (url: string, body: unknown, key = KEY, path = '/webhooks') =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'x-webhook-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('apps/receiver-example', () => {
  it('handles every example in its handler file, logs one JSON line per dispatched event, reports health, stops on SIGTERM', async () => {
    const inbox = await tempDir('trs-example-inbox-');
    const app = run({ WEBHOOK_HEADER_VALUES: `old-value,${KEY}`, INBOX_DIR: inbox, LOG_LEVEL: 'info' });
    const url = await waitUntil(
      () => app.url,
      () => `the app to listen:\n${app.stderr()}`,
    );

    // listening comes first; the store and the worker process are ready a moment later
    const health = await waitUntil(async () => {
      const response = await fetch(`${url}/healthz`);
      return response.status === 200 && response;
    }, 'the receiver to be healthy');
    expect(await health.json()).toMatchObject({
      ok: true,
      store: { kind: 'sqlite', up: true },
      worker: { isolated: true, running: true },
    });

    for (const e of examples) expect([e.event, (await post(url, e.payload)).status]).toEqual([e.event, 204]);
    expect((await post(url, examples[0]!.payload, 'wrong')).status).toBe(401);
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    // a WebhookAddress typed with a trailing slash or in another case still delivers; a redelivery is one event
    expect((await post(url, examples[0]!.payload, KEY, '/webhooks/')).status).toBe(204);
    expect((await post(url, examples[0]!.payload, KEY, '/Webhooks')).status).toBe(204);
    // what is still refused is logged, with the path to use
    expect((await post(url, examples[0]!.payload, KEY, '/webhook')).status).toBe(404);
    const refused = await waitUntil(
      () => app.warnings().find((l) => l.level === 'warn' && l.path === '/webhook'),
      'the refused POST to be logged',
    );
    expect(refused).toMatchObject({ method: 'POST', deliveriesGoTo: '/webhooks' });
    expect(refused.msg).toContain('WebhookAddress');
    const unauthorised = app.warnings().find((l) => l.code === 'TRS_DELIVERY_REFUSED');
    expect(unauthorised).toMatchObject({ details: { status: 401, header: 'x-webhook-key', reason: 'wrong_value' } });

    const dispatched = examples.filter((e) => e.event !== 'legacyReportAvailable');
    const logged = await waitUntil(() => {
      const lines = app.lines().filter((l) => l.msg === 'webhook event dispatched');
      return lines.length >= dispatched.length && lines;
    }, 'a log line per dispatched event');
    expect(logged).toHaveLength(dispatched.length);
    for (const line of logged) {
      expect(line).toMatchObject({ level: 'info', service: 'receiver-example', outcome: 'handled', attempt: 1 });
      expect(line.idempotencyKey).toMatch(new RegExp(`^${line.event}:`));
      expect('applicationRef' in line).toBe(true);
    }
    expect(logged.map((l) => l.event).sort()).toEqual(dispatched.map((e) => e.event).sort());
    // each handler file added what it got to the line
    expect(logged.find((l) => l.event === 'rentIncreaseApplied')).toMatchObject<LogLine>({
      applicationRef: expect.any(String),
      appliedRentAmount: expect.any(Number),
    });
    expect(logged.find((l) => l.event === 'kycStatus')).toMatchObject<LogLine>({
      applicationRef: null,
      KYCid: expect.any(String),
    });

    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(app.lines().at(-1)).toMatchObject({ msg: 'stopped' });
  });

  it('logs no document, credential or personal data, and no line over 8 KiB, whatever the payload', async () => {
    const inbox = await tempDir('trs-example-inbox-');
    const { deliveries, forbidden: sent, fileData } = sensitiveDeliveries({ fileDataBytes: 96 << 20 });
    const forbidden = [...sent, ...new Set(examples.flatMap((e) => sensitiveTexts(e.event, e.payload)))].filter(
      (text) => text.length >= 4,
    );
    // A 96 MiB body takes longer than the provider's 10 s to arrive on a saturated machine.
    const app = run({ WEBHOOK_HEADER_VALUES: KEY, INBOX_DIR: inbox, LOG_LEVEL: 'debug', BODY_TIMEOUT_MS: '300000' });
    try {
      const url = await waitUntil(
        () => app.url,
        () => `the app to listen:\n${app.stderr()}`,
      );
      await waitUntil(async () => (await fetch(`${url}/healthz`)).ok, 'the receiver to be ready');
      for (const { event, payload } of deliveries)
        expect([event, (await deliverAsProvider(`${url}/webhooks`, payload, { 'x-webhook-key': KEY })).status]).toEqual(
          [event, 204],
        );
      // every delivery of the batch handled (each is a distinct event) before the logs are read
      const expected = new Map<string, number>();
      for (const { event } of deliveries) expected.set(event, (expected.get(event) ?? 0) + 1);
      expected.delete('legacyReportAvailable');
      const handled = (event: string) =>
        app.lines().filter((l) => l.msg === 'webhook event dispatched' && l.event === event && l.outcome === 'handled');
      await waitUntil(
        () => [...expected].every(([event, count]) => handled(event).length >= count),
        'every delivery to be handled',
      );
      // the document's size is on its line; the document is not
      expect(handled('uploadPartnerDocument').map((l) => l.fileDataLength)).toContain(fileData.length);
      const text = `${app.stdout()}${app.stderr()}`;
      const lines = text.split('\n').filter(Boolean);
      for (const line of lines) expect(Buffer.byteLength(line) + 1).toBeLessThanOrEqual(8 * 1024);
      for (const value of forbidden) expect(text.includes(value), value).toBe(false);
      // the handlers never put such a value on a line: the receiver's redaction (its safety net) had nothing to do
      expect(text).not.toContain('[redacted]');
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
    }
  });

  it('runs on PostgreSQL with DATABASE_URL', async () => {
    const schema = `trs_example_${process.pid}_${randomBytes(3).toString('hex')}`;
    const app = run({ WEBHOOK_HEADER_VALUES: KEY, DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
    try {
      const url = await waitUntil(
        () => app.url,
        () => `the app to listen:\n${app.stderr()}`,
      );
      await waitUntil(async () => (await fetch(`${url}/healthz`)).ok, 'the receiver to be ready');
      expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({
        ok: true,
        store: { kind: 'postgres', up: true },
      });
      const addNote = examples.find((e) => e.event === 'addNote')!;
      expect((await post(url, addNote.payload)).status).toBe(204);
      expect((await post(url, addNote.payload)).status).toBe(204);
      await waitUntil(() => app.lines().some((l) => l.msg === 'webhook event dispatched'), 'the dispatch line');
      await new Promise((r) => setTimeout(r, 300));
      expect(app.lines().filter((l) => l.msg === 'webhook event dispatched')).toHaveLength(1);
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });

  it('refuses to start without the static header value, naming the variable', async () => {
    const app = run({ WEBHOOK_HEADER_VALUES: '' });
    expect(await app.exited).toBe(2);
    expect(app.stderr()).toMatch(/WEBHOOK_HEADER_VALUES must hold the value of the static header/);
  });
});
