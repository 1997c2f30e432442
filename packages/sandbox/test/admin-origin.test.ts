// The admin API acts (it delivers events with the real static header, re-points the webhooks, injects faults), so no
// web page may drive it: a cross-origin write, a write that is not JSON and a request addressed to another host name
// (DNS rebinding) are refused, and nothing happens; scripts and curl (no Origin, JSON) and the page itself keep
// working. Beyond loopback the sandbox warns and every admin request needs the admin token. (The page's own requests,
// with and without a token, run in headless Chromium in page.test.ts.)
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedReceiver, waitUntil, type ScriptedReceiver } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, createSandbox, type Sandbox } from '../src/index.js';

let sandbox: Sandbox;
let receiver: ScriptedReceiver;
beforeAll(async () => {
  receiver = await startScriptedReceiver();
  sandbox = await createSandbox({
    webhook: { urls: receiver.url('/crm'), header: { value: 'the-real-static-header' } },
    referencingDelayMs: null,
  });
});
afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

/** An admin API answer, with the fields these tests read. */
interface AdminAnswer {
  error: { code: string; message: string };
}

/** A request with exactly these headers (fetch would not send a Host of our choosing). */
function request(
  origin: string,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: AdminAnswer | null }> {
  const url = new URL(`${origin}/_sandbox/api${route}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers, setHost: !('Host' in headers) },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text ? (JSON.parse(text) as AdminAnswer) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const anEvent = JSON.stringify({
  name: 'addNote',
  payload: {
    topic: 'addNote',
    applicationRef: '0001234',
    data: { typeId: 'MI', description: 'forged' },
    EntryType: 'Professional Guarantor Update',
  },
});

describe('on loopback, without an admin token', () => {
  it.each([
    ['POST', '/events', anEvent],
    ['POST', '/faults', JSON.stringify({ fault: { kind: 'status', status: 503 }, count: 100 })],
    ['POST', '/tokens/retire', '{}'],
    ['PUT', '/webhook', JSON.stringify({ urls: 'https://evil.example/collect' })],
  ])('a text/plain %s %s from another origin is refused and changes nothing', async (method, route, body) => {
    const answer = await request(
      sandbox.origin,
      method,
      route,
      { Origin: 'http://evil.example', 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'cross-site' },
      body,
    );
    expect(answer.status).toBe(403);
    expect(answer.body?.error).toMatchObject({ code: 'TRS_SANDBOX_FORBIDDEN' });
    expect(answer.body?.error.message).toContain('http://evil.example');
  });

  it('a JSON write from another origin is refused too, and so is one from a page of another port', async () => {
    for (const origin of ['http://evil.example', 'null', sandbox.origin.replace(/:\d+$/, ':1')]) {
      const answer = await request(
        sandbox.origin,
        'POST',
        '/events',
        {
          Origin: origin,
          'Content-Type': 'application/json',
        },
        anEvent,
      );
      expect([origin, answer.status]).toEqual([origin, 403]);
    }
  });

  it('a write that is not JSON is refused (415) even without an Origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await request(sandbox.origin, 'POST', '/tokens/retire', { 'Content-Type': type }, '{}');
      expect([type, answer.status]).toEqual([type, 415]);
      expect(answer.body?.error.message).toContain('Content-Type: application/json');
    }
    expect((await request(sandbox.origin, 'DELETE', '/faults', {})).status).toBe(415);
  });

  it('any Host but a loopback name is refused, reads included (DNS rebinding)', async () => {
    const port = new URL(sandbox.origin).port;
    for (const host of [`evil.example:${port}`, `192.0.2.7:${port}`, 'evil.example']) {
      const read = await request(sandbox.origin, 'GET', '/state', { Host: host });
      expect([host, read.status]).toEqual([host, 403]);
      const write = await request(
        sandbox.origin,
        'PUT',
        '/webhook',
        { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' },
        JSON.stringify({ urls: 'https://evil.example/collect' }),
      );
      expect([host, write.status]).toEqual([host, 403]);
      expect(write.body?.error.message).toMatch(/DNS rebinding/);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `app.localhost:${port}`])
      expect([host, (await request(sandbox.origin, 'GET', '/state', { Host: host })).status]).toEqual([host, 200]);
  });

  it('none of the refused calls did anything', async () => {
    await sandbox.admin.settled();
    expect(sandbox.admin.events()).toEqual([]);
    expect(receiver.requestsTo('/crm')).toHaveLength(0);
    expect(sandbox.admin.state().faults).toEqual([]);
    expect(sandbox.admin.state().webhook?.urls).toEqual([receiver.url('/crm')]);
    expect(sandbox.admin.logins()).toEqual([]);
  });

  it('scripts (JSON, no Origin) and same-origin JSON writes work', async () => {
    const script = await request(sandbox.origin, 'POST', '/events', { 'Content-Type': 'application/json' }, anEvent);
    expect(script.status).toBe(200);
    const page = await request(
      sandbox.origin,
      'POST',
      '/traps/duplicate',
      { Origin: sandbox.origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      '{"count": 1}',
    );
    expect(page.status).toBe(200);
    expect(sandbox.adminToken).toBeNull();
    expect(sandbox.pageUrl).toBe(`${sandbox.origin}/_sandbox/`);
  });
});

describe('an admin token', () => {
  it('beyond loopback: a warning, a generated token, and every admin request needs it', async () => {
    const problems: string[] = [];
    const open = await createSandbox({ host: '0.0.0.0', onProblem: (m) => problems.push(m) });
    try {
      expect(problems.join('\n')).toMatch(/listening on 0\.0\.0\.0, beyond this machine/);
      expect(open.adminToken).toMatch(/^[\w-]{32}$/);
      expect(open.pageUrl).toBe(`${open.origin}/_sandbox/#admin-token=${open.adminToken}`);
      const port = new URL(open.origin).port;
      const none = await request(open.origin, 'GET', '/state', {});
      expect(none.status).toBe(401);
      expect(none.body?.error.code).toBe('TRS_SANDBOX_ADMIN_TOKEN');
      expect(
        (await request(open.origin, 'GET', '/state', { Authorization: 'Bearer wrong-token-0123456789' })).status,
      ).toBe(401);
      const bearer = { Authorization: `Bearer ${open.adminToken}` };
      // reached under any name of the machine, the token decides
      expect((await request(open.origin, 'GET', '/state', { ...bearer, Host: `192.0.2.7:${port}` })).status).toBe(200);
      const write = await request(
        open.origin,
        'POST',
        '/traps/duplicate',
        { ...bearer, 'Content-Type': 'application/json' },
        '{"count": 2}',
      );
      expect(write.status).toBe(200);
      expect(open.admin.state().traps.duplicateNext).toBe(2);
      // the token does not make a cross-origin or non-JSON write acceptable
      expect(
        (await request(open.origin, 'POST', '/traps/duplicate', { ...bearer, 'Content-Type': 'text/plain' }, '{}'))
          .status,
      ).toBe(415);
    } finally {
      await open.close();
    }
  });

  it('given as an option, it is required on loopback too; a weak one is a ConfigError', async () => {
    const adminToken = 'a-token-of-our-own-0123';
    const guarded = await createSandbox({ adminToken });
    try {
      expect(guarded.adminToken).toBe(adminToken);
      expect((await request(guarded.origin, 'GET', '/state', {})).status).toBe(401);
      expect((await request(guarded.origin, 'GET', '/state', { Authorization: `Bearer ${adminToken}` })).status).toBe(
        200,
      );
    } finally {
      await guarded.close();
    }
    const error = (await createSandbox({ adminToken: 'short' }).catch((e: unknown) => e)) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toMatch(/adminToken must be 16 to 512 visible ASCII characters/);
  });

  it('the trs-sandbox bin warns beyond loopback and prints the generated token', async () => {
    const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');
    const child = spawn(process.execPath, [bin, '--port', '0', '--host', '0.0.0.0', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    try {
      const [, token] = await waitUntil(
        () => /Bearer (\S+)\)/.exec(output),
        () => `the admin token in:\n${output}`,
      );
      expect(output).toMatch(/beyond this machine/);
      const origin = /Page\s+(http:\/\/[^/]+)\/_sandbox\/#admin-token=(\S+)/.exec(output)!;
      expect(origin[2]).toBe(token);
      expect((await request(origin[1]!, 'GET', '/state', {})).status).toBe(401);
      expect((await request(origin[1]!, 'GET', '/state', { Authorization: `Bearer ${token}` })).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
