// One rule for every command that sends credentials (TRS_INSECURE_URL): plain http:// only to this machine, unless
// --allow-insecure-http says the network is trusted. 127.0.0.2 is another address as far as the rule goes (only
// localhost, 127.0.0.1 and [::1] name this machine), so a server listening there must receive nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess } from './support.js';

let server: http.Server;
let requests = 0;
let base: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  base = `http://127.0.0.2:${(server.address() as AddressInfo).port}/v2`;
});
afterAll(() => server?.close());

describe('plain http:// to another machine', () => {
  const commands: [string, () => string[]][] = [
    ['trs branches', () => ['branches', '--base-url', base, '--user', 'u']],
    ['trs login', () => ['login', '--base-url', base, '--user', 'u']],
    ['trs verify', () => ['verify', '--base-url', base, '--user', 'u', '--workflow', 'typicalSequence']],
    ['trs proxy', () => ['proxy', '--upstream', base, '--record-to', 'never-written']],
  ];

  it.each(commands)('%s refuses it with TRS_INSECURE_URL before sending anything', async (_name, argv) => {
    const result = await runInProcess(argv(), { env: await isolatedEnv({ TRS_PASSWORD: 'pw-never-sent' }) });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('(TRS_INSECURE_URL)');
    expect(result.stderr).toContain(`${new URL(base).origin} is plain http:// to another machine`);
    expect(result.stderr).toContain('--allow-insecure-http');
    expect(requests).toBe(0);
  });

  it('verify and proxy offer --allow-insecure-http in their help', async () => {
    expect((await runInProcess(['proxy', '--help'])).stdout).toContain('--allow-insecure-http');
    expect((await runInProcess(['verify', '--help'])).stdout).toContain('--allow-insecure-http');
  });
});
