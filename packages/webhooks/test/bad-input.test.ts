// Hostile and broken deliveries against a receiver process (embedded store, working directory of its own): each gets
// the status of the README's table, the process does not crash, its memory stays bounded, and nothing is written
// anywhere but the inbox.
import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HEADER,
  KEY,
  post,
  postJson,
  startFixture,
  tempDir,
  updateApplicant,
  example,
  type Fixture,
} from './helpers.js';

let fixture: Fixture | undefined;
let trickleFixture: Fixture | undefined;
afterAll(async () => {
  await Promise.all([fixture?.kill('SIGKILL'), trickleFixture?.kill('SIGKILL')]);
});

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      out.push(path.relative(root, path.join(entry.parentPath ?? (entry as { path: string }).path, entry.name)));
  }
  return out.sort();
}

/** Streams `total` bytes without Content-Length at `chunk` bytes every `everyMs`. */
function stream(url: string, total: number, chunk: number, everyMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { [HEADER]: KEY, 'transfer-encoding': 'chunked' } });
    let sent = 0;
    let done = false;
    const finish = (value: number | string) => {
      if (done) return;
      done = true;
      resolve(value);
      req.destroy();
    };
    req.on('response', (res) => (res.resume(), finish(res.statusCode!)));
    req.on('error', (e) => finish((e as NodeJS.ErrnoException).code ?? 'error'));
    const piece = Buffer.alloc(chunk, 0x5b);
    const pump = () => {
      if (done) return;
      if (sent >= total) return void req.end();
      sent += chunk;
      const ok = req.write(piece);
      if (everyMs) setTimeout(pump, everyMs);
      else if (ok) setImmediate(pump);
      else req.once('drain', pump);
    };
    pump();
  });
}

describe('bad input against a receiver process', () => {
  it('answers each with the right status, survives, stays bounded in memory and writes only to its inbox', async () => {
    const sandbox = await tempDir('trs-webhooks-sandbox-');
    // The trickling body (1,000 s) goes to a receiver of its own, whose body timeout of a second answers it soon on
    // any machine, since no body that trickles so can complete within it; started beside the main one, in a folder
    // of its own.
    const trickleSandbox = await tempDir('trs-webhooks-sandbox-');
    [fixture, trickleFixture] = await Promise.all([
      startFixture({
        store: path.join(sandbox, 'store'),
        cwd: sandbox,
        maxBodyBytes: 1024 * 1024,
        // Long enough for a whole 800 KB body on a saturated machine.
        bodyTimeoutMs: 20_000,
      }),
      startFixture({
        store: path.join(trickleSandbox, 'store'),
        cwd: trickleSandbox,
        maxBodyBytes: 1024 * 1024,
        bodyTimeoutMs: 1_000,
      }),
    ]);
    const url = fixture.url;
    const filesBefore = (await listFiles(sandbox)).filter((f) => !f.startsWith('store/'));
    expect(filesBefore).toEqual([]);

    // warm up, then take the baseline
    for (let i = 0; i < 20; i += 1) expect((await postJson(url, updateApplicant(i))).status).toBe(204);
    await fixture.admin('drain');
    const peak: { peakRss: number } = await fixture.admin('reset-peak');
    const baseline = { rss: peak.peakRss };

    const cases: [string, () => Promise<number | string>, number][] = [
      ['missing header', async () => (await postJson(url, updateApplicant(1000), {})).status, 401],
      ['wrong header', async () => (await postJson(url, updateApplicant(1001), { [HEADER]: 'guess' })).status, 401],
      [
        'header on the wrong name',
        async () => (await postJson(url, updateApplicant(1002), { authorization: KEY })).status,
        401,
      ],
      ['GET', async () => (await post(url, '', { [HEADER]: KEY }, 'GET')).status, 405],
      ['truncated JSON', async () => (await post(url, '{"topic":"updateApplicant","applicationRef":"00')).status, 400],
      ['trailing garbage', async () => (await post(url, '{"a":1} trailing')).status, 400],
      ['control character in a string', async () => (await post(url, '{"a":"\u0001"}')).status, 400],
      ['binary', async () => (await post(url, Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x7b]))).status, 400],
      ['empty body', async () => (await post(url, '')).status, 400],
      [
        '400,000 nested arrays (valid JSON, too deep)',
        async () => (await post(url, '['.repeat(400_000) + ']'.repeat(400_000))).status,
        204,
      ],
      ['a million open brackets (not JSON)', async () => (await post(url, '['.repeat(1_000_000))).status, 400],
      [
        '__proto__ keys',
        async () =>
          (await post(url, JSON.stringify(updateApplicant(1003)).replace('{', '{"__proto__":{"admin":true},'))).status,
        204,
      ],
      [
        'wrong types',
        async () =>
          (await postJson(url, { ...example('addNote', 'userNote'), applicationRef: 42, data: 'not an object' }))
            .status,
        204,
      ],
      ['array at the top', async () => (await postJson(url, [updateApplicant(1004)])).status, 204],
      [
        'unknown topic',
        async () => (await postJson(url, { topic: 'fromTheFuture', applicationRef: '0001234' })).status,
        204,
      ],
      ['over the cap, declared', async () => (await post(url, Buffer.alloc(2 * 1024 * 1024, 0x20))).status, 413],
      ['over the cap, streamed (40 MiB offered)', () => stream(url, 40 * 1024 * 1024, 256 * 1024, 0), 413],
      ['trickling body', () => stream(trickleFixture!.url, 100_000, 10, 100), 408],
    ];
    const results: [string, number | string][] = [];
    for (const [name, run] of cases) results.push([name, await run()]);
    expect(results).toEqual(cases.map(([name, , status]) => [name, status]));

    // random garbage from an authenticated sender: never a 5xx, never a crash
    let seed = 99;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 200; i += 1) {
      const body = Buffer.from(
        Array.from({ length: 1 + Math.floor(random() * 400) }, () => Math.floor(random() * 256)),
      );
      const { status } = await post(url, body);
      expect([204, 400]).toContain(status);
    }

    // still up and handling
    expect((await postJson(url, updateApplicant(5000))).status).toBe(204);
    const stats = await fixture.admin('drain');
    expect(stats).toMatchObject({ pending: 0 });
    const memory: { rss: number; peakRss: number } = await fixture.admin('memory');
    const growth = memory.peakRss - baseline.rss;
    console.log(
      `bad input: peak RSS grew ${(growth / 2 ** 20).toFixed(1)} MiB over a baseline of ${(baseline.rss / 2 ** 20).toFixed(0)} MiB`,
    );
    expect(growth).toBeLessThan(32 * 2 ** 20); // 40 MiB were offered in one body alone: it must not be held

    const dead: { reason: string }[] = await fixture.admin('dead');
    const reasons = dead.reduce<Record<string, number>>(
      (acc, d) => ((acc[d.reason] = (acc[d.reason] ?? 0) + 1), acc),
      {},
    );
    expect(reasons).toMatchObject({
      not_json: expect.any(Number) as unknown,
      too_deep: 1,
      too_large: 2,
      invalid_payload: 1,
      not_an_object: 1,
    });

    await Promise.all([fixture.kill('SIGTERM'), trickleFixture.kill('SIGTERM')]);
    fixture = trickleFixture = undefined;
    for (const folder of [sandbox, trickleSandbox]) {
      const filesAfter = (await listFiles(folder)).filter((f) => !f.startsWith('store/'));
      expect(filesAfter, folder).toEqual([]);
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
