// The capture proxy reaches only its upstream. Raw request targets that a URL parser would turn into another host
// (dot segments, %2e%2e, backslashes, absolute and protocol-relative forms) are refused, and a request whose Host is
// not the proxy's own (DNS rebinding) is refused too, reads included: a second server must receive nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaptureProxy, type CaptureProxy } from '../src/index.js';

interface Seen {
  readonly url: string;
  readonly token: string | undefined;
}

async function listeningServer(): Promise<{ server: http.Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', token: request.headers.token as string | undefined });
    response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

/** One raw request, its target sent exactly as given (http.request does not normalise it). */
function rawRequest(port: number, target: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'GET', path: target, headers: { Token: 'token-of-the-session', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

let upstream: Awaited<ReturnType<typeof listeningServer>>;
let elsewhere: Awaited<ReturnType<typeof listeningServer>>;
let proxy: CaptureProxy;
let folder: string;

beforeAll(async () => {
  folder = await tempDir('trs-proxy-target-');
  upstream = await listeningServer();
  elsewhere = await listeningServer();
  proxy = await startCaptureProxy({
    upstream: `http://127.0.0.1:${upstream.port}/v2`,
    recordTo: path.join(folder, 'recording'),
    onProblem: () => undefined,
  });
});
afterAll(async () => {
  await proxy?.close();
  upstream?.server.close();
  elsewhere?.server.close();
});

describe('the capture proxy reaches only its upstream', () => {
  it('refuses every request target that would lead to another host, and that host receives nothing', async () => {
    const other = `127.0.0.1:${elsewhere.port}`;
    const targets = [
      `/v2/..//${other}/steal`,
      `/v2/../..//${other}/steal`,
      `/v2/%2e%2e//${other}/steal`,
      `/v2/%2E%2e/%2e%2E//${other}/steal`,
      `/v2/.%2e//${other}/steal`,
      `//${other}/steal`,
      `http://${other}/steal`,
      `/v2/..\\\\${other}/steal`,
      `/\\${other}/steal`,
      `/v2/..`,
    ];
    const statuses = [];
    for (const target of targets) statuses.push(await rawRequest(proxy.port, target));
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    expect(elsewhere.seen).toEqual([]);
    expect(upstream.seen).toEqual([]);
  });

  it('forwards a path under the base path, dot segments resolved inside it, to the upstream with the Token', async () => {
    expect(await rawRequest(proxy.port, '/v2/Applications/../Branches?x=1')).toBe(200);
    expect(upstream.seen.at(-1)).toEqual({ url: '/v2/Branches?x=1', token: 'token-of-the-session' });
    expect(elsewhere.seen).toEqual([]);
  });

  it('refuses a request whose Host is not the proxy (DNS rebinding), a read as well as a write', async () => {
    const before = upstream.seen.length;
    expect(await rawRequest(proxy.port, '/v2/Branches', { Host: `rebound.example:${proxy.port}` })).toBe(421);
    expect(await rawRequest(proxy.port, '/v2/Branches', { Host: 'rebound.example' })).toBe(421);
    expect(upstream.seen.length).toBe(before);
    expect(await rawRequest(proxy.port, '/v2/Branches', { Host: `localhost:${proxy.port}` })).toBe(200);
    expect(upstream.seen.length).toBe(before + 1);
  });
});
