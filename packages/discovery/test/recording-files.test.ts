// Where and how recordings are written: a shared folder (`/tmp`-like, 1777, or a project folder, 0755) is never
// changed, the recording goes into a private folder inside it; the proxy appends each exchange to its HAR (a second
// run keeps the first run's entries), an exchange with bad %-encoding is recorded as a shape; and a recording that is
// not what the recorders write is a RecordingError naming the file, never a TypeError.
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookObserver,
  readHar,
  readRecordings,
  RecordingError,
  startCaptureProxy,
  type CaptureProxy,
} from '../src/index.js';

let folder: string;
let upstream: http.Server;
let upstreamUrl: string;

beforeAll(async () => {
  folder = await tempDir('trs-recording-files-');
  upstream = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('[{"Id":42}]'),
  );
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v2`;
});
afterAll(() => {
  upstream?.close();
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o7777;

async function session(recordTo: string, targets: string[]): Promise<CaptureProxy> {
  const proxy = await startCaptureProxy({ upstream: upstreamUrl, recordTo });
  for (const target of targets) await (await fetch(`http://127.0.0.1:${proxy.port}${target}`)).arrayBuffer();
  await proxy.flushed();
  await proxy.close();
  return proxy;
}

describe('a folder the recorder did not create', () => {
  it.each([
    ['a shared folder with the sticky bit (1777)', 0o1777],
    ['a project folder (0755)', 0o755],
  ])('%s keeps its mode; the recording goes into a private folder inside it', async (_name, mode) => {
    const shared = path.join(folder, `shared-${mode.toString(8)}`);
    await mkdir(shared);
    await chmod(shared, mode);
    const proxy = await session(shared, ['/v2/Branches']);
    const observer = createWebhookObserver({ recordTo: shared });
    await observer.observe('{"topic":"addNote"}');

    expect(await modeOf(shared)).toBe(mode);
    const inside = path.join(shared, 'trs-recordings');
    expect(proxy.harFile).toBe(path.join(inside, 'exchanges.har'));
    expect(observer.file).toBe(path.join(inside, 'webhooks.ndjson'));
    expect(await modeOf(inside)).toBe(0o700);
    expect(await modeOf(proxy.harFile)).toBe(0o600);
    expect(await modeOf(observer.file)).toBe(0o600);
    expect((await readRecordings(shared)).length).toBe(2);
  });

  it('a folder it creates is private and holds the recording itself', async () => {
    const own = path.join(folder, 'new', 'recordings');
    const proxy = await session(own, ['/v2/Branches']);
    expect(proxy.harFile).toBe(path.join(own, 'exchanges.har'));
    expect(await modeOf(own)).toBe(0o700);
  });
});

describe('the HAR file', () => {
  it('gets each exchange appended: a second run keeps the first run entries, the file stays one HAR document', async () => {
    const own = path.join(folder, 'appended');
    const first = await session(own, ['/v2/Branches', '/v2/Branches']);
    const inode = (await stat(first.harFile)).ino;
    await session(own, ['/v2/Branches']);
    expect((await stat(first.harFile)).ino).toBe(inode);
    const har = JSON.parse(await readFile(first.harFile, 'utf8')) as { log: { version: string; entries: unknown[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(3);
  });

  it('records an exchange with bad %-encoding in its path, the segment as a shape', async () => {
    const own = path.join(folder, 'bad-encoding');
    const proxy = await session(own, ['/v2/Applications/%E0%A4%A/Reports', '/v2/Branches']);
    const entries = await readHar(proxy.harFile);
    expect(entries.map((e) => new URL(e.request.url).pathname)).toEqual([
      '/v2/Applications/$shape:string:8:text/Reports',
      '/v2/Branches',
    ]);
    expect(proxy.observations).toHaveLength(2);
  });
});

describe('a recording that is not what the recorders write', () => {
  it.each([
    ['exchanges.har', '{"log": {"entries": [', undefined],
    ['exchanges.har', JSON.stringify({ log: { entries: [{ _trs: { location: 5, findings: [] } }] } }), 'entry 1'],
    ['webhooks.ndjson', '{"location":{"document":"asyncapi"},"findings":[]}\nnot json\n', 'line 2'],
    ['webhooks.ndjson', '{"location":{"document":"asyncapi"},"findings":[{"kind":"unknown-field"}]}\n', 'line 1'],
  ])('%s holding %j is a RecordingError naming the file', async (name, text, where) => {
    const bad = path.join(folder, `bad-${Math.random().toString(36).slice(2)}`);
    await mkdir(bad);
    await writeFile(path.join(bad, name), text);
    const error = await readRecordings(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordingError);
    expect((error as RecordingError).code).toBe('TRS_INVALID_RECORDING');
    expect((error as RecordingError).message).toContain(path.join(bad, name));
    if (where) expect((error as RecordingError).message).toContain(where);
  });
});
