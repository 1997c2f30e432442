// Starting the sandbox: typed options with clear ConfigErrors, the three lines of the README, the admin API over
// HTTP, and the trs-sandbox bin as a process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from '@trs/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminRoutes,
  ConfigError,
  createSandbox,
  type EventView,
  type Sandbox,
  type SandboxOptions,
} from '../src/index.js';

const sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});

describe('options', () => {
  it.each<[string, SandboxOptions, RegExp]>([
    ['an unknown option', { prot: 4010 } as never, /unknown option prot/],
    ['a port out of range', { port: 70000 }, /port must be an integer from 0 to 65535/],
    ['a branch id twice', { branches: [{ id: 42 }, { id: 42 }] }, /same id twice/],
    ['a branch id that is not a positive integer', { branches: [{ id: '42' as never }] }, /branches\[0\]\.id/],
    [
      'a user on an unknown branch',
      { users: [{ userName: 'u', password: 'p', branches: [9] }] },
      /users\[0\]\.branches: 9/,
    ],
    ['a user without a password', { users: [{ userName: 'u' } as never] }, /users\[0\]\.password/],
    ['the DY prefix for the agent', { agent: { referencePrefix: 'DY' } }, /other than DY/],
    ['a lower-case prefix', { agent: { referencePrefix: 'abc' } }, /capital letters/],
    [
      'a webhook URL that is no URL',
      { webhook: { urls: 'crm.example/hooks' } },
      /webhook\.urls: "crm\.example\/hooks" is not a URL/,
    ],
    [
      'a webhook header name with a space',
      { webhook: { urls: 'https://a.example', header: { name: 'X Key', value: 'v' } } },
      /header name/,
    ],
    ['a clock without now', { clock: { setTimeout() {}, clearTimeout() {} } as never }, /clock must be a function/],
    ['a clock with half its timers', { clock: { now: () => 0, setTimeout() {} } }, /both setTimeout/],
    ['a zero token lifetime', { tokenLifetimeSeconds: 0 }, /tokenLifetimeSeconds/],
    ['an unknown trap', { traps: { lose: true } as never }, /traps\.lose is not a trap/],
    ['rules twice', { webhook: { urls: 'https://a.example', rules: 'twice' as never } }, /webhook\.rules/],
    [
      'auditTrailNotes that is not a boolean',
      { auditTrailNotes: 'no' as never },
      /auditTrailNotes must be true or false/,
    ],
    [
      'requireIncomeEvidence that is not a boolean',
      { requireIncomeEvidence: 1 as never },
      /requireIncomeEvidence must be/,
    ],
    ['an empty agent e-mail', { agent: { email: '' } }, /agent\.email must be a non-empty string/],
    ['an unknown agent setting', { agent: { name: 'Northgate' } as never }, /agent\.name is not an agent setting/],
  ])('%s is a ConfigError naming the option', async (_name, options, message) => {
    const error = (await createSandbox(options).catch((e: unknown) => e)) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.code).toBe('TRS_INVALID_CONFIG');
    expect(error.message).toMatch(message);
  });

  it('accepts the shorthands: branch ids, wire-named users and branches, a header value, a clock function', async () => {
    let now = Date.UTC(2026, 0, 1);
    const sandbox = await createSandbox({
      branches: [42, { Id: 57, Name: 'North' }],
      users: [{ UserName: 'crm', Password: 'pw' } as never],
      webhook: { urls: 'http://127.0.0.1:9/hook', header: 'secret', enabled: false },
      clock: () => now,
      tokenLifetimeSeconds: 60,
    });
    sandboxes.push(sandbox);
    expect(sandbox.credentials).toEqual({ userName: 'crm', password: 'pw' });
    expect(sandbox.admin.state().webhook).toMatchObject({ headerName: 'X-Webhook-Key' });
    const login = await fetch(`${sandbox.baseUrl}/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'crm', Password: 'pw' }),
    });
    const token = login.headers.get('token')!;
    const branches = await fetch(`${sandbox.baseUrl}/Branches`, { headers: { Token: token } });
    expect(await branches.json()).toEqual([{ Id: 42 }, { Id: 57 }]);
    now += 60_000;
    expect((await fetch(`${sandbox.baseUrl}/Branches`, { headers: { Token: token } })).status).toBe(401);
  });

  it('a port in use says so', async () => {
    const first = await createSandbox();
    sandboxes.push(first);
    const error = (await createSandbox({ port: Number(new URL(first.origin).port) }).catch(
      (e: unknown) => e,
    )) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.code).toBe('TRS_INVALID_CONFIG');
    expect(error.message).toContain('already in use');
  });

  it('the defaults: a free port, /v2 base address, the contract example branches, one user; close twice is fine', async () => {
    const sandbox = await createSandbox();
    expect(sandbox.baseUrl).toBe(`${sandbox.origin}/v2`);
    expect(sandbox.credentials).toEqual({ userName: 'sandbox', password: 'sandbox' });
    expect(sandbox.admin.state()).toMatchObject({ tenancies: [], webhook: null, faults: [] });
    await sandbox.close();
    await sandbox.close();
    await expect(fetch(`${sandbox.baseUrl}/Branches`)).rejects.toThrow();
  });
});

describe('the admin API over HTTP', () => {
  it('answers JSON for every route, 404 for unknown ids, 409 for a call the state does not allow', async () => {
    const sandbox = await createSandbox({ referencingDelayMs: null });
    sandboxes.push(sandbox);
    const admin = (method: string, route: string, body?: unknown) =>
      fetch(`${sandbox.origin}/_sandbox/api${route}`, {
        method,
        headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    expect(await (await admin('GET', '/state')).json()).toMatchObject({ tenancies: [] });
    const missing = await admin('POST', '/tenancies/9999999/complete');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'TRS_SANDBOX_NOT_FOUND', message: expect.stringContaining('9999999') as unknown },
    });
    expect((await admin('GET', '/nothing')).status).toBe(404);
    expect((await admin('POST', '/traps/duplicate', '{')).status).toBe(400);
    expect((await admin('POST', '/traps/duplicate', '[1]')).status).toBe(400);

    await admin('PUT', '/webhook', { urls: 'http://127.0.0.1:9/hook', enabled: false });
    expect(sandbox.admin.state().webhook).toEqual({
      urls: ['http://127.0.0.1:9/hook'],
      headerName: null,
      enabled: false,
    });
    await admin('PUT', '/webhook', null);
    expect(sandbox.admin.state().webhook).toBeNull();
    // a body without urls (the URL under another name) is refused with the field named, never a 500
    const wrong = await admin('PUT', '/webhook', { url: 'http://127.0.0.1:9/hook' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toMatch(/urls is required/);
    expect(sandbox.admin.state().webhook).toBeNull();
    await admin('POST', '/legacy-report', {});
    const events = (await (await admin('GET', '/events?name=legacyReportAvailable')).json()) as EventView[];
    expect(events).toHaveLength(1);
    const redeliver = await admin('POST', `/events/${events[0]!.id}/redeliver`);
    expect(redeliver.status).toBe(409);
  });

  it('GET / leads to the page', async () => {
    const sandbox = await createSandbox();
    sandboxes.push(sandbox);
    const response = await fetch(sandbox.origin, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/_sandbox/');
  });
});

describe('the trs-sandbox bin', () => {
  const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bin.js');

  function run(args: string[]): { output: () => string; exited: Promise<number | null>; stop: () => void } {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    return {
      output: () => output,
      exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
      stop: () => child.kill('SIGTERM'),
    };
  }

  it('starts with the options given, serves the API, and stops on SIGTERM', async () => {
    const process = run(['--port', '0', '--branch', '7:Harbour', '--user', 'crm:secret', '--quiet']);
    const [, baseUrl] = await waitUntil(
      () => /API\s+(\S+\/v2)/.exec(process.output()),
      () => `the API's address in:\n${process.output()}`,
    );
    const login = await fetch(`${baseUrl}/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'crm', Password: 'secret' }),
    });
    const branches = await fetch(`${baseUrl}/Branches`, { headers: { Token: login.headers.get('token')! } });
    expect(await branches.json()).toEqual([{ Id: 7 }]);
    process.stop();
    expect(await process.exited).toBe(0);
  });

  it('takes the readings a team can switch: --require-income-evidence, --no-audit-trail-notes, --agent-email', async () => {
    const process = run([
      '--port',
      '0',
      '--quiet',
      '--require-income-evidence',
      '--no-audit-trail-notes',
      '--agent-email',
      'desk@agent.example',
    ]);
    const [, page] = await waitUntil(
      () => /Page\s+(\S+)/.exec(process.output()),
      () => `the page's address in:\n${process.output()}`,
    );
    const html = await (await fetch(page!)).text();
    expect(html).toContain('Option <code>requireIncomeEvidence</code>: on in this sandbox.');
    expect(html).toContain('Option <code>auditTrailNotes</code>: off in this sandbox.');
    process.stop();
    expect(await process.exited).toBe(0);
  });

  it('refuses a bad option with a message and exit code 2', async () => {
    const process = run(['--trap', 'explode']);
    expect(await process.exited).toBe(2);
    expect(process.output()).toContain('known traps are duplicate, out-of-order, file-data');
  });
});

describe('the README', () => {
  const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');

  it('starts with the install line and the Node versions, then the three lines', () => {
    const [install, threeLines] = [...readme.matchAll(/```(?:sh|ts)\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(install).toMatch(/npm install --save-dev @trs\/sandbox.*Node\.js 20\.19/);
    expect(threeLines!.trim().split('\n')).toHaveLength(3);
  });

  it('lists every admin method and every admin route', async () => {
    const sandbox = await createSandbox();
    sandboxes.push(sandbox);
    for (const method of Object.keys(sandbox.admin)) expect(readme, method).toContain(`\`${method}(`);
    for (const route of adminRoutes) expect(readme, route.path).toContain(`\`${route.method} ${route.path}`);
  });
});
