// No document, credential or personal data in a log, and no log line over 8 KiB, whatever the payload: the receiver's
// loggers cut every line to 8 KiB; whatever logger it is given gets bounded fields; a handler that puts payload
// fields the contract marks x-sensitive on its log line, logs them or throws them finds them redacted; and what the
// worker process sends over IPC is bounded and carries none of them. The handlers here are the worst a team could
// write (test/fixtures/chatty-handlers.ts).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi, type ExpectStatic } from 'vitest';
import { MAX_LOG_LINE_BYTES, boundedLogLine } from '../src/log/log-bounds.js';
import { sensitiveTexts } from '../src/log/redact.js';
import { boundedLogger, createReceiver, jsonLogger, type Logger } from '../src/index.js';
import { defaultLogger } from '../src/log/logger.js';
import type { IsolatedWorkerConfig } from '../src/worker/isolated.js';
import { handlers } from './fixtures/chatty-handlers.js';
import { sensitiveDeliveries, TYPESCRIPT_LOADER } from '@trs/testkit';
import { examples, here, storeDir, waitUntil } from './helpers.js';

const { deliveries, forbidden: sent } = sensitiveDeliveries({ fileDataBytes: 20 << 20 });
/** What must never be found in a log: what was sent above, and every example's sensitive texts. */
const forbidden = [
  ...sent,
  ...new Set(examples().flatMap((e) => sensitiveTexts(e.event, e.payload).filter((t) => t.length >= 4))),
];

/** A message of the worker process, with the fields these tests read. */
interface WorkerMessage {
  type?: string;
  message?: string;
  fields?: Record<string, unknown>;
}

function expectSafe(lines: string[], expect: ExpectStatic): void {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_LOG_LINE_BYTES);
    for (const secret of forbidden) expect(line.includes(secret), `${secret} in ${line.slice(0, 300)}`).toBe(false);
  }
}

const post = (payload: unknown) =>
  new Request('http://receiver.test/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

describe('log lines are bounded in the logger itself', () => {
  afterEach(() => vi.restoreAllMocks());

  it('jsonLogger and the default logger write at most 8 KiB per line, whatever the fields', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    const huge = 'A'.repeat(20 << 20);
    const wide = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`field${i}`, `value ${i}`]));
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const logger = jsonLogger({ level: 'debug', base: { service: 'test' } });
    const writers = [
      (f: Record<string, unknown>, m: string) => logger.info(f, m),
      (f: Record<string, unknown>, m: string) => logger.warn(f, m),
      (f: Record<string, unknown>, m: string) => logger.debug!(f, m),
      (f: Record<string, unknown>, m: string) => defaultLogger.error(f, m),
      (f: Record<string, unknown>, m: string) => defaultLogger.warn(f, m),
    ];
    for (const write of writers)
      for (const fields of [{ huge }, wide, { circular, deep: [[[[[[[[['deep']]]]]]]]] }, { [huge]: 1 }])
        write(fields, `message ${huge}`);
    expect(written).toHaveLength(20);
    for (const line of written) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_LOG_LINE_BYTES);
      expect(JSON.parse(line)).toMatchObject({
        msg: expect.stringMatching(/^message A+… \(\d+ characters in all\)$/) as unknown,
      });
    }
    // a long field says how long it was; many fields say which were left out
    expect((JSON.parse(written[0]!) as { huge: string }).huge).toMatch(/… \(20971520 characters in all\)$/);
    expect((JSON.parse(written[1]!) as Record<string, unknown>)['…']).toBe('5000 fields in all');
  });

  it('a line bounded twice (the receiver bounds what it gives jsonLogger) still says how long the text was', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    const twice = boundedLogger(jsonLogger());
    const items = Array.from({ length: 100 }, (_, i) => i);
    const wide = Object.fromEntries(items.map((i) => [`field${i}`, i]));
    twice.info({ text: 'B'.repeat(50_000), items, wide }, 'C'.repeat(30_000));
    const line = JSON.parse(written[0]!) as {
      text: string;
      msg: string;
      items: unknown[];
      wide: Record<string, unknown>;
    };
    expect(line.text).toMatch(/^B+… \(50000 characters in all\)$/);
    expect(line.msg).toMatch(/^C+… \(30000 characters in all\)$/);
    expect(line.items.at(-1)).toBe('… (100 items in all)');
    expect(line.wide['…']).toBe('100 fields in all');
  });

  it('boundedLogLine keeps a small record as it is', () => {
    const line = boundedLogLine('info', { event: 'addNote', attempt: 1 }, 'webhook event dispatched', { service: 's' });
    expect(JSON.parse(line)).toMatchObject({
      level: 'info',
      msg: 'webhook event dispatched',
      service: 's',
      attempt: 1,
    });
  });
});

// The receiver in this process and the worker process side by side: each has its own store.
describe.concurrent('handlers in this process', () => {
  it('every example, a 20 MiB fileData and personal data: nothing sensitive, nothing over 8 KiB, in any line', async ({
    expect,
  }) => {
    const lines: string[] = [];
    const capture = (level: string) => (fields: Record<string, unknown>, message: string) =>
      void lines.push(JSON.stringify({ level, msg: message, ...fields }));
    const logger: Logger = {
      debug: capture('debug'),
      info: capture('info'),
      warn: capture('warn'),
      error: capture('error'),
    };
    const receiver = createReceiver({
      auth: false,
      // far above what a 20 MiB delivery needs on a saturated machine: a 408 or 503 here would say nothing of logs
      bodyTimeoutMs: 600_000,
      ackTimeoutMs: 600_000,
      store: path.join(await storeDir(), 'inbox'),
      logger,
      worker: { backoff: () => 10, pollIntervalMs: 20 },
    });
    const reported: string[] = [];
    receiver.onError((error) => void reported.push(JSON.stringify({ message: error.message, details: error.details })));
    receiver.register(...handlers);
    await receiver.start();
    try {
      for (const { event, payload } of deliveries)
        expect([event, (await receiver.fetch(post(payload))).status]).toEqual([event, 204]);
      const pending = (await receiver.inbox.stats()).pending;
      await receiver.inbox.drain({ timeoutMs: 300_000 });
      const handled = lines.filter(
        (l) => l.includes('"webhook event dispatched"') && l.includes('"outcome":"handled"'),
      );
      expect(handled.length).toBeGreaterThanOrEqual(pending);
      for (const event of ['uploadPartnerDocument', 'addNote', 'kycStatus', 'createNewTenancy', 'addApplicant'])
        expect(
          handled.some((l) => l.includes(`"event":"${event}"`)),
          event,
        ).toBe(true);
      // the document's size is on its line, the document is not
      expect(lines.some((l) => l.includes(`"fileData":"[redacted]"`))).toBe(true);
      expect(lines.some((l) => l.includes('"outcome":"retry"') && l.includes('could not store the note'))).toBe(true);
      expectSafe(lines, expect);
      expectSafe(reported, expect);
    } finally {
      await receiver.close();
    }
  });
});

describe.concurrent('the worker process', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('sends over IPC bounded log lines that carry no payload', async ({ expect }) => {
    const dir = path.join(await storeDir(), 'inbox');
    const receiving = createReceiver({
      auth: false,
      // far above what a 20 MiB delivery needs on a saturated machine: a 408 or 503 here would say nothing of logs
      bodyTimeoutMs: 600_000,
      ackTimeoutMs: 600_000,
      store: dir,
      worker: false,
      logger: { info() {}, warn() {}, error() {} },
    });
    await receiving.start();
    for (const { payload } of deliveries) expect((await receiving.fetch(post(payload))).status).toBe(204);
    const pending = (await receiving.inbox.stats()).pending;
    await receiving.close();

    const messages: WorkerMessage[] = [];
    child = fork(path.join(here, '..', 'src', 'worker', 'child.ts'), [], {
      execArgv: ['--import', TYPESCRIPT_LOADER],
      env: {
        ...process.env,
        TRS_WEBHOOKS_WORKER: JSON.stringify({
          module: pathToFileURL(path.join(here, 'fixtures', 'chatty-handlers.ts')).href,
          location: { kind: 'sqlite', dir },
          concurrency: 4,
          pollIntervalMs: 20,
          maxAttempts: 3,
          handlerTimeoutMs: 60_000,
          validate: true,
          horizonMs: 1_800_000,
          parentPid: process.pid,
        } satisfies IsolatedWorkerConfig),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child.on('message', (message) => messages.push(message as WorkerMessage));
    let exitCode: number | null = null;
    child.once('exit', (code) => (exitCode = code ?? -1));
    const handled = () => {
      if (exitCode !== null) throw new Error(`the worker process exited (${exitCode}) before handling every event`);
      return messages.filter(
        (m) => m.type === 'log' && m.message === 'webhook event dispatched' && m.fields?.outcome === 'handled',
      ).length;
    };
    await waitUntil(() => handled() >= pending, 'every event to be handled in the worker process');
    child.send({ type: 'stop', timeoutMs: 5_000 });
    await new Promise((resolve) => child!.once('exit', resolve));

    const logs = messages.filter((m) => m.type === 'log' || m.type === 'error').map((m) => JSON.stringify(m));
    expect(logs.some((l) => l.includes('could not store the note'))).toBe(true);
    expectSafe(logs, expect);
  });
});
