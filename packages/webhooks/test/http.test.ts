// The status-code table of the README, through each adapter: node:http, Express, Fastify, fetch.
import http from 'node:http';
import net from 'node:net';
import express from 'express';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  createReceiver,
  TrsError,
  UnknownEventError,
  type AnyWebhookEvent,
  type DispatchedEventName,
  type ReceiverOptions,
  type Receiver,
  type WebhooksError,
} from '../src/index.js';
import type { StoreDriver } from '../src/store/index.js';
import { memoryStore, type MemoryStore } from '../src/store/memory/memory.js';
import { postgresStore } from '../src/store/pg/postgres.js';
import { sqliteStore } from '../src/store/sqlite/sqlite.js';
import { example, HEADER, KEY, post, postJson, serve, updateApplicant, waitUntil, type Served } from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };

interface Rig {
  receiver: Receiver;
  store: MemoryStore;
  served: Served;
  handled: AnyWebhookEvent[];
  errors: WebhooksError[];
}

async function rig(
  options: Partial<Parameters<typeof createReceiver>[0]> = {},
  store: MemoryStore = memoryStore(),
): Promise<Rig> {
  const receiver = createReceiver({
    auth: { values: [KEY, 'next-key'] },
    store,
    worker: { pollIntervalMs: 10 },
    logger: quiet,
    ...options,
  });
  const handled: AnyWebhookEvent[] = [];
  const errors: WebhooksError[] = [];
  receiver.onAny((e) => {
    handled.push(e);
  });
  receiver.onError((e) => {
    errors.push(e);
  });
  await receiver.start();
  return { receiver, store, served: await serve(receiver.node), handled, errors };
}

async function teardown(r: Rig | undefined) {
  if (!r) return;
  await r.served.close();
  await r.receiver.close();
}

/** Sends `total` bytes in chunks without a Content-Length; resolves with the status (or the error) and what the server read. */
function streamBody(url: string, total: number, chunk = 64 * 1024, pauseMs = 0): Promise<{ status: number | string }> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { [HEADER]: KEY, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    let sent = 0;
    let done = false;
    const finish = (status: number | string) => {
      if (done) return;
      done = true;
      resolve({ status });
      req.destroy();
    };
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode!);
    });
    req.on('error', (error) => finish((error as NodeJS.ErrnoException).code ?? 'error'));
    const piece = Buffer.alloc(chunk, 0x20);
    const pump = () => {
      while (!done && sent < total) {
        sent += piece.length;
        if (!req.write(piece)) return req.once('drain', pause);
        if (pauseMs) return setTimeout(pump, pauseMs);
      }
      if (!done) req.end();
    };
    const pause = () => (pauseMs ? setTimeout(pump, pauseMs) : pump());
    pump();
  });
}

describe('status codes (node:http adapter)', () => {
  let r: Rig;
  beforeAll(async () => {
    // Long enough for any whole body on a saturated machine.
    r = await rig({ maxBodyBytes: 1024 * 1024, bodyTimeoutMs: 10_000, maxDepth: 32 });
  });
  afterAll(() => teardown(r));

  /**
   * A receiver of its own whose body timeout ends the two tests that wait for it, soon: a body that never completes
   * (a trickle of minutes, or fewer bytes than declared) gets its answer when the timeout fires, on any machine.
   */
  async function withShortBodyTimeout(test: (short: Rig) => Promise<void>) {
    const short = await rig({ maxBodyBytes: 1024 * 1024, bodyTimeoutMs: 1_000, maxDepth: 32 });
    try {
      await test(short);
    } finally {
      await teardown(short);
    }
  }

  it('405 for anything but POST, with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await post(r.served.url, method === 'GET' ? '' : '{}', { [HEADER]: KEY }, method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
    }
  });

  it('401 when the static header is missing or wrong; every configured value is accepted (rotation); the name is case-insensitive', async () => {
    const body = updateApplicant(1);
    expect((await postJson(r.served.url, body, {})).status).toBe(401);
    expect((await postJson(r.served.url, body, { [HEADER]: KEY + 'x' })).status).toBe(401);
    expect((await postJson(r.served.url, body, { [HEADER]: KEY.toUpperCase() })).status).toBe(401);
    expect((await postJson(r.served.url, body, { [HEADER]: '' })).status).toBe(401);
    expect((await postJson(r.served.url, body, { 'x-other-header': KEY })).status).toBe(401);
    expect((await postJson(r.served.url, body, { 'X-WEBHOOK-KEY': KEY })).status).toBe(204);
    expect((await postJson(r.served.url, updateApplicant(2), { [HEADER]: 'next-key' })).status).toBe(204);
    const stored = r.store.records().filter((x) => x.eventName === 'updateApplicant');
    expect(stored).toHaveLength(2);
  });

  it('413 for a declared Content-Length over the cap; what arrives is only scanned for the envelope, never stored', () =>
    withShortBodyTimeout(async (r) => {
      const before = r.store.records().length;
      // The kilobyte goes out with the request head (written before the connection opens), so the receiver has it
      // before its body timeout can fire, however slow the machine.
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          r.served.url,
          { method: 'POST', headers: { [HEADER]: KEY, 'content-length': String(50 * 1024 * 1024) } },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.write(Buffer.alloc(1024));
      });
      expect(status).toBe(413);
      const records = r.store.records().slice(before);
      expect(records).toMatchObject([
        {
          state: 'dead',
          reason: 'too_large',
          bodySize: 50 * 1024 * 1024,
          detail: { complete: false, keptBytes: 1024 },
        },
      ]);
    }));

  it('413 for a streamed body that grows over the cap, reading no more than the cap (memory bounded)', async () => {
    let bytesRead = 0;
    r.served.server.once('connection', (socket: net.Socket) =>
      socket.once('close', () => (bytesRead = socket.bytesRead)),
    );
    const result = await streamBody(r.served.url, 64 * 1024 * 1024);
    expect(result.status).toBe(413);
    await waitUntil(() => bytesRead > 0, 'the connection to close');
    expect(bytesRead).toBeLessThan(8 * 1024 * 1024); // 64 MiB were offered; the cap is 1 MiB
    const dead = r.store.records().filter((x) => x.reason === 'too_large');
    expect(dead.at(-1)!.body.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('408 for a body that trickles in slower than bodyTimeoutMs; nothing is stored', () =>
    withShortBodyTimeout(async (r) => {
      const before = r.store.records().length;
      // 10,000 bytes one at a time, 50 ms apart: minutes, far past the second the receiver allows.
      const result = await streamBody(r.served.url, 10_000, 1, 50);
      expect(result.status).toBe(408);
      expect(r.store.records().length).toBe(before);
    }));

  it('400 for a body that is not JSON, with the raw body kept in the dead-letter store', async () => {
    for (const raw of [
      '{"topic": "updateApplicant",',
      'not json at all',
      '',
      '{"a":1}{"b":2}',
      "{'single':'quotes'}",
    ]) {
      const response = await post(r.served.url, raw);
      expect([raw, response.status]).toEqual([raw, 400]);
      expect((JSON.parse(response.body) as { error: { code: string } }).error.code).toBe('not_json');
      const record = r.store.records().at(-1)!;
      expect(record).toMatchObject({ state: 'dead', reason: 'not_json' });
      expect(record.body.toString()).toBe(raw);
    }
  });

  it('204 for valid JSON that is not a usable event: dead letter (too deep, not an object, invalid) or ignored (unknown topic)', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['{"a":'.repeat(40) + '1' + '}'.repeat(40), { state: 'dead', reason: 'too_deep' }],
      ['['.repeat(200_000) + ']'.repeat(200_000), { state: 'dead', reason: 'too_deep' }],
      ['[1,2,3]', { state: 'dead', reason: 'not_an_object' }],
      ['"a string"', { state: 'dead', reason: 'not_an_object' }],
      [
        JSON.stringify({ topic: 'brandNewTopic', applicationRef: '0001234' }),
        { state: 'ignored', reason: 'unknown_topic' },
      ],
      [
        JSON.stringify(example('legacyReportAvailable', 'propertyPassport')),
        { state: 'ignored', reason: 'ignored_message' },
      ],
    ];
    for (const [raw, expected] of cases) {
      expect((await post(r.served.url, raw)).status).toBe(204);
      expect(r.store.records().at(-1)).toMatchObject(expected);
    }
  });

  it('204 for an event with wrong types, which goes to the dead-letter store with the issues (never a 4xx)', async () => {
    const payload = example('rentIncreaseApplied', 'monthly');
    payload.applicationRef = 1234; // must be a string of seven digits
    payload.appliedRentAmount = 'a lot';
    expect((await postJson(r.served.url, payload)).status).toBe(204);
    await r.receiver.inbox.drain();
    const dead = (await r.receiver.inbox.deadLetters({ reason: 'invalid_payload' })).at(-1)!;
    expect(dead.eventName).toBe('rentIncreaseApplied');
    const issues = (dead.detail as { issues: { pointer: string }[] }).issues.map((i) => i.pointer);
    expect(issues).toEqual(expect.arrayContaining(['/applicationRef', '/appliedRentAmount']));
    expect(r.handled.some((e) => e.payload === payload)).toBe(false);
    expect(r.errors.some((e) => e.code === 'TRS_INVALID_PAYLOAD')).toBe(true);
  });

  it('strips __proto__ keys: handlers see a plain payload and Object.prototype stays clean', async () => {
    const raw = JSON.stringify(updateApplicant(77))
      .replace(/^\{/, '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},')
      .replace('"data":{', '"data":{"__proto__":{"isAdmin":true},');
    expect((await post(r.served.url, raw)).status).toBe(204);
    await r.receiver.inbox.drain();
    const event = r.handled.find(
      (e) =>
        e.name === 'updateApplicant' &&
        (e.payload as { data: { applicantRef: string } }).data.applicantRef === 'ABC0000077',
    )!;
    expect(event).toBeDefined();
    expect(Object.prototype.hasOwnProperty.call(event.payload, '__proto__')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(event.payload.data, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(event.payload)).toBe(Object.prototype);
    const merged = Object.assign({}, event.payload, event.payload.data);
    expect('isAdmin' in merged).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 204 at once while a handler never finishes', async () => {
    const stuck = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { handlerTimeoutMs: 60_000 },
    });
    let started = 0;
    stuck.onAny(() => {
      started += 1;
      return new Promise(() => undefined);
    });
    const served = await serve(stuck.node);
    try {
      for (let i = 0; i < 5; i += 1) expect((await postJson(served.url, updateApplicant(i, 5))).status).toBe(204);
      await waitUntil(() => started === 5, 'all five handlers to start');
      expect((await postJson(served.url, updateApplicant(99))).status).toBe(204);
    } finally {
      await served.close();
      await stuck.close({ timeoutMs: 10 });
    }
  });
});

describe('503 when the inbox cannot take the delivery', () => {
  let r: Rig | undefined;
  afterEach(async () => {
    await teardown(r);
    r = undefined;
  });

  it('503 with Retry-After when the store rejects the write', async () => {
    const store = memoryStore();
    r = await rig({}, store);
    const failing = r.store as StoreDriver;
    const original = failing.insert.bind(failing);
    failing.insert = () => Promise.reject(new Error('disk full'));
    const response = await postJson(r.served.url, updateApplicant(1));
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(r.errors.some((e) => e.code === 'TRS_STORE_UNAVAILABLE')).toBe(true);
    failing.insert = original;
    expect((await postJson(r.served.url, updateApplicant(1))).status).toBe(204);
  });

  it('503 when the store does not confirm within ackTimeoutMs', async () => {
    r = await rig({ ackTimeoutMs: 200 });
    (r.store as StoreDriver).insert = () => new Promise(() => undefined);
    expect((await postJson(r.served.url, updateApplicant(1))).status).toBe(503);
  });

  it('503 while PostgreSQL cannot be reached, and the receiver does not crash', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: `postgres://postgres@127.0.0.1:${closedPort}/test` }),
      logger: quiet,
      ackTimeoutMs: 3000,
    });
    const errors: WebhooksError[] = [];
    receiver.onError((e) => {
      errors.push(e);
    });
    const served = await serve(receiver.node);
    try {
      const response = await postJson(served.url, updateApplicant(1));
      expect(response.status).toBe(503);
      expect((await receiver.health()).ok).toBe(false);
      expect(errors[0]?.code).toBe('TRS_STORE_UNAVAILABLE');
    } finally {
      await served.close();
      await receiver.close();
    }
  });

  it('503 once shutting down; deliveries being received are finished first', async () => {
    r = await rig({ bodyTimeoutMs: 5000 });
    // a delivery whose body is still arriving when close() starts
    const req = http.request(r.served.url, {
      method: 'POST',
      headers: { [HEADER]: KEY, 'content-type': 'application/json' },
    });
    const body = JSON.stringify(updateApplicant(5));
    const status = new Promise<number>((resolve) =>
      req.on('response', (res) => (res.resume(), resolve(res.statusCode!))),
    );
    const arrived = new Promise((resolve) => r!.served.server.once('request', resolve));
    req.write(body.slice(0, 10));
    await arrived;
    const closing = r.receiver.close();
    expect((await postJson(r.served.url, updateApplicant(6))).status).toBe(503);
    req.end(body.slice(10));
    expect(await status).toBe(204);
    await closing;
    expect(r.store.records().map((x) => x.eventName)).toEqual(['updateApplicant']);
    await r.served.close();
    r = undefined;
  });
});

describe('adapters', () => {
  it('Express: mounted on a path; a body parser mounted first is reported (500), never a 4xx', async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10 },
    });
    const seen: string[] = [];
    receiver.on('addNote', (e) => {
      seen.push(e.payload.applicationRef ?? '');
    });
    const app = express();
    app.post('/webhooks', receiver.node);
    app.post('/parsed', express.json(), receiver.node);
    app.get('/healthz', async (_req, res) => {
      res.json(await receiver.health());
    });
    const served = await serve(app);
    try {
      expect((await postJson(`${served.url}webhooks`, example('addNote', 'userNote'))).status).toBe(204);
      expect((await postJson(`${served.url}webhooks`, example('addNote', 'userNote'), {})).status).toBe(401);
      expect((await post(`${served.url}webhooks`, '{oops')).status).toBe(400);
      expect((await postJson(`${served.url}parsed`, example('addNote', 'userNote'))).status).toBe(500);
      await receiver.inbox.drain();
      expect(seen).toEqual([example('addNote', 'userNote').applicationRef]);
      expect(JSON.parse((await post(`${served.url}healthz`, '', {}, 'GET')).body)).toMatchObject({
        ok: true,
        status: 'running',
      });
    } finally {
      await served.close();
      await receiver.close();
    }
  });

  it("Fastify: a plugin on a path that reads the raw body itself (Fastify's parsers and body limit stay out)", async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { pollIntervalMs: 10 },
      maxBodyBytes: 4 * 1024 * 1024,
    });
    const seen: string[] = [];
    receiver.on('kycStatus', (e) => {
      seen.push(e.payload.KYCid);
    });
    const app = Fastify();
    await app.register(receiver.fastify, { path: '/webhooks' });
    app.get('/other', () => Promise.resolve({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    try {
      const kyc = example('kycStatus', 'completed');
      expect((await postJson(`${url}/webhooks`, kyc)).status).toBe(204);
      // Fastify's default body limit is 1 MiB; a 2 MiB document passes because the receiver reads the body
      const big = example('uploadPartnerDocument', 'fileData');
      big.data.fileData = Buffer.alloc(1536 * 1024, 7).toString('base64');
      expect((await postJson(`${url}/webhooks`, big)).status).toBe(204);
      expect((await post(`${url}/webhooks`, 'nope', { [HEADER]: KEY, 'content-type': 'text/plain' })).status).toBe(400);
      expect((await post(`${url}/webhooks`, '', {}, 'GET')).status).toBe(405);
      expect((await postJson(`${url}/webhooks`, kyc, { [HEADER]: 'wrong' })).status).toBe(401);
      expect((await post(`${url}/other`, '', {}, 'GET')).status).toBe(200);
      await receiver.inbox.drain();
      expect(seen).toEqual([kyc.KYCid]);
    } finally {
      await app.close();
      await receiver.close();
    }
  });

  it('fetch: Request → Response with the same table', async () => {
    const store = memoryStore();
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store,
      logger: quiet,
      maxBodyBytes: 1024,
      worker: false,
    });
    const request = (body: BodyInit | null, headers: Record<string, string> = { [HEADER]: KEY }, method = 'POST') =>
      receiver.fetch(
        new Request('http://receiver.test/webhooks', {
          method,
          headers,
          body,
          ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
        }),
      );
    try {
      expect((await request(JSON.stringify(updateApplicant(1)))).status).toBe(204);
      expect((await request(JSON.stringify(updateApplicant(1)), {})).status).toBe(401);
      expect((await request(null, { [HEADER]: KEY }, 'GET')).status).toBe(405);
      expect((await request('x'.repeat(5000))).status).toBe(413);
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i += 1) controller.enqueue(new Uint8Array(512));
          controller.close();
        },
      });
      expect((await request(stream)).status).toBe(413);
      const notJson = await request('{nope');
      expect(notJson.status).toBe(400);
      expect(((await notJson.json()) as { error: { code: string } }).error.code).toBe('not_json');
      expect(store.records().map((x) => [x.state, x.reason])).toEqual([
        ['pending', null],
        ['dead', 'too_large'],
        ['dead', 'too_large'],
        ['dead', 'not_json'],
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('configuration errors name the option and the rule', () => {
  it('rejects missing auth, empty values, bad header names and bad numbers', () => {
    expect(() => createReceiver({} as ReceiverOptions)).toThrow(/auth is required/);
    expect(() => createReceiver({ auth: { values: [] } })).toThrow(/auth.values must list at least one/);
    expect(() => createReceiver({ auth: { values: [' padded '] } })).toThrow(/auth.values\[0\]/);
    expect(() => createReceiver({ auth: { header: 'bad header', values: ['x'] } })).toThrow(/auth.header/);
    expect(() => createReceiver({ auth: { values: ['x'] }, maxBodyBytes: -1, store: memoryStore() })).toThrow(
      /maxBodyBytes must be a positive integer/,
    );
    expect(() => createReceiver({ auth: { values: ['x'] }, store: 'mysql://x' })).toThrow(
      /postgres:\/\/ URL or a directory/,
    );
    const receiver = createReceiver({ auth: { values: ['x'] }, store: memoryStore(), worker: false });
    expect(() => receiver.on('legacyReportAvailable' as DispatchedEventName, () => undefined)).toThrow(/ignored/);
    expect(() => receiver.on('nope' as DispatchedEventName, () => undefined)).toThrow(/not an event of the contract/);
  });

  it('throws the shared ConfigError (TRS_INVALID_CONFIG, details.option) and UnknownEventError, both TrsErrors', () => {
    const thrown = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error;
      }
      return expect.fail('expected a throw');
    };
    const config = thrown(() =>
      createReceiver({ auth: { values: ['x'] }, worker: { concurrency: 0 }, store: memoryStore() }),
    );
    expect(config).toBeInstanceOf(ConfigError);
    expect(config).toBeInstanceOf(TrsError);
    expect(config).toMatchObject({
      name: 'ConfigError',
      code: 'TRS_INVALID_CONFIG',
      details: { option: 'worker.concurrency' },
    });
    expect(thrown(() => sqliteStore({ dir: '' }))).toMatchObject({
      code: 'TRS_INVALID_CONFIG',
      details: { option: 'dir' },
    });
    expect(thrown(() => postgresStore({ connectionString: 'mysql://x' }))).toMatchObject({
      code: 'TRS_INVALID_CONFIG',
      details: { option: 'connectionString' },
    });
    const receiver = createReceiver({ auth: { values: ['x'] }, store: memoryStore(), worker: false });
    const unknown = thrown(() => receiver.on('nope' as DispatchedEventName, () => undefined));
    expect(unknown).toBeInstanceOf(UnknownEventError);
    expect(unknown).toMatchObject({ code: 'TRS_UNKNOWN_EVENT', details: { eventName: 'nope', ignored: false } });
    expect(thrown(() => receiver.on('legacyReportAvailable' as DispatchedEventName, () => undefined))).toMatchObject({
      code: 'TRS_UNKNOWN_EVENT',
      details: { eventName: 'legacyReportAvailable', ignored: true },
    });
  });
});
