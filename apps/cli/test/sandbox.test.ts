// trs sandbox as a newcomer runs it (spawned): it prints the base URL with /v2, a user and password, the receiver,
// the sandbox page and a curl that works; the typical sequence through @trs/client against the printed base URL
// ends with the receiver handling the report-ready webhook; Ctrl-C and SIGTERM stop everything cleanly.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createClient } from '@trs/client';
import { tempDir } from '@trs/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { isolatedEnv, listening, runInProcess, startInProcess, startProcess, type RunningProcess } from './support.js';

const run = promisify(execFile);
let sandbox: RunningProcess | undefined;
afterEach(async () => {
  await sandbox?.stop('SIGKILL');
  sandbox = undefined;
});

function field(stdout: string, label: string): string {
  const match = stdout.match(new RegExp(`^ {2}${label} +(\\S+)`, 'm'));
  if (!match) throw new Error(`no ${label} line in:\n${stdout}`);
  return match[1]!;
}

describe('trs sandbox', () => {
  it('prints what a newcomer needs, answers the typical sequence, shows the events, and stops on Ctrl-C', async () => {
    sandbox = startProcess(['sandbox', '--port', '0', '--receiver-port', '0', '--referencing-delay-ms', '200'], {
      env: await isolatedEnv(),
    });
    await sandbox.waitFor(/^Webhooks, as the sandbox sends them/m);
    const { stdout } = sandbox.output();
    const baseUrl = field(stdout, 'Base URL');
    const user = field(stdout, 'User');
    const password = field(stdout, 'Password');
    const receiverUrl = field(stdout, 'Receiver');
    const page = field(stdout, 'Sandbox page');
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2$/);
    expect(receiverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    expect(stdout).toMatch(/\(header X-Webhook-Key: \S+\)/);
    expect(page).toBe(baseUrl.replace(/\/v2$/, '/_sandbox/'));
    expect(stdout).toMatch(/^ {2}Docs +\S/m);

    // The printed curl, run as printed (through a shell), answers with a Token header.
    const curl = stdout.match(/^ {2}(curl .*)$/m)![1]!;
    const { stdout: answer } = await run('sh', ['-c', curl]);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/^token: [0-9a-f-]{36}\r?$/im);

    const page200 = await fetch(page);
    expect(page200.status).toBe(200);

    // The typical sequence through @trs/client with what was printed.
    const { requests } = contract();
    const client = createClient({ baseUrl, credentials: { userName: user, password } });
    const [branch] = await client.listBranches();
    const ref = await client.createTenancy(branch!.Id, requests.createTenancy as never);
    const tenant = await client.addTenant(ref, {
      ...(requests.addTenant as object),
      IsApplicantFillingTheForm: false,
    } as never);
    await client.submitTenant(ref, tenant.ReferenceNumber, requests.submitTenant as never);
    await sandbox.waitFor(new RegExp(`handled reportAvailable {2}tenancy ${ref}`));
    expect((await client.listReports(ref)).sort()).toEqual([1, 7]);
    expect(sandbox.output().stdout).toMatch(
      /createNewTenancy → http:\/\/127\.0\.0\.1:\d+\/webhooks attempt 1: HTTP 204/,
    );

    const ports = [baseUrl, receiverUrl].map((u) => Number(new URL(u).port));
    expect(await sandbox.stop('SIGINT')).toBe(0);
    expect(sandbox.output().stderr).toContain('Stopped.');
    for (const port of ports) expect(await listening(port)).toBe(false);
  });

  it('stops cleanly on SIGTERM, and without a receiver says where the webhooks are', async () => {
    sandbox = startProcess(['sandbox', '--port', '0', '--no-receiver', '--no-docs'], { env: await isolatedEnv() });
    await sandbox.waitFor(/^Webhook requests:/m);
    const { stdout } = sandbox.output();
    expect(stdout).toMatch(/^ {2}Receiver +none \(--no-receiver\)/m);
    expect(stdout).not.toMatch(/^ {2}Docs/m);
    const port = Number(new URL(field(stdout, 'Base URL')).port);
    expect(await sandbox.stop('SIGTERM')).toBe(0);
    expect(await listening(port)).toBe(false);
  });

  it('with --port 0, the banner says how trs webhooks events reaches it, and that works as printed', async () => {
    sandbox = startProcess(['sandbox', '--port', '0', '--no-receiver', '--no-docs', '-q'], {
      env: await isolatedEnv(),
    });
    const [, variables] = await sandbox.waitFor(/^ {2}export (TRS_SANDBOX_URL=.+); (?:pnpm )?trs webhooks events$/m);
    const baseUrl = field(sandbox.output().stdout, 'Base URL');
    expect(variables).toBe(`TRS_SANDBOX_URL=${baseUrl}`);
    expect(new URL(baseUrl).port).not.toBe('4010');
    const env = Object.fromEntries(variables!.split(' ').map((pair) => pair.split('=') as [string, string]));
    const events = await runInProcess(['webhooks', 'events'], { env });
    expect(events.code, events.stderr).toBe(0);
    expect(events.stderr).toContain('No event yet.');
    expect(await sandbox.stop('SIGINT')).toBe(0);
  });

  it('runs in-process until its signal is aborted, then stops everything', async () => {
    const controller = new AbortController();
    const running = startInProcess(['sandbox', '--port', '0', '--no-receiver', '--no-docs'], {
      signal: controller.signal,
    });
    const [, baseUrl] = await running.waitFor(/Base URL +(\S+)/);
    expect((await fetch(`${baseUrl}/Branches`)).status).toBe(401);
    controller.abort();
    const result = await running.result;
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Stopped.');
    expect(await listening(Number(new URL(baseUrl!).port))).toBe(false);
  });

  it('beyond loopback it warns, and prints the admin token the admin API then requires', async () => {
    const controller = new AbortController();
    const running = startInProcess(
      ['sandbox', '--host', '0.0.0.0', '--port', '0', '--receiver-port', '0', '--no-docs', '-q'],
      { signal: controller.signal },
    );
    try {
      const [, token] = await running.waitFor(/Admin token +(\S+)/);
      const [, page] = await running.waitFor(/Sandbox page +(\S+)/);
      expect(page).toMatch(new RegExp(`/_sandbox/#admin-token=${token}$`));
      expect(running.output().stderr).toMatch(/sandbox: .*listening on 0\.0\.0\.0, beyond this machine/);
      const state = new URL('/_sandbox/api/state', page).href;
      expect((await fetch(state)).status).toBe(401);
      expect((await fetch(state, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      controller.abort();
      await running.result;
    }
    // --admin-token gives the token, on loopback too
    const own = new AbortController();
    const guarded = startInProcess(
      ['sandbox', '--port', '0', '--no-receiver', '--no-docs', '-q', '--admin-token', 'our-admin-token-0123456789'],
      { signal: own.signal },
    );
    try {
      const [, token] = await guarded.waitFor(/Admin token +(\S+)/);
      expect(token).toBe('our-admin-token-0123456789');
      expect(guarded.output().stderr).not.toMatch(/beyond this machine/);
    } finally {
      own.abort();
      await guarded.result;
    }
  });

  it('a port in use is an error that says what to do', async () => {
    const blocker = await import('node:net').then(
      (net) =>
        new Promise<import('node:net').Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    );
    const port = (blocker.address() as import('node:net').AddressInfo).port;
    const result = await runInProcess(['sandbox', '--port', String(port), '--no-receiver', '--no-docs']);
    blocker.close();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`${port}.*in use`));
  });

  it('serves a built docs folder beside the sandbox', async () => {
    const { writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const dir = await tempDir('trs-docs-');
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>trs docs</title>');
    sandbox = startProcess(['sandbox', '--port', '0', '--no-receiver', '--docs-dir', dir], {
      env: await isolatedEnv(),
    });
    await sandbox.waitFor(/^Webhook requests:/m);
    const docsUrl = field(sandbox.output().stdout, 'Docs');
    const page = await fetch(docsUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>trs docs</title>');
    // the headers `pnpm docs` sends: no script or frame from elsewhere, no type sniffing, on every answer
    const missing = await fetch(new URL('no-such-page', docsUrl));
    for (const answer of [page, missing, await fetch(new URL('config.js', docsUrl))]) {
      expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self';/);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await fetch(new URL('../../etc/passwd', docsUrl))).status).toBe(404);
    // The sandbox page links to the docs.
    const sandboxPage = await (await fetch(field(sandbox.output().stdout, 'Sandbox page'))).text();
    expect(sandboxPage).toContain(`<a id="docs-link" href="${docsUrl}">API docs</a>`);
    // …and the docs link the sandbox page (the site reads window.TRS_DOCS_CONFIG from config.js).
    const config = await (await fetch(new URL('config.js', docsUrl))).text();
    expect(config).toBe(
      `window.TRS_DOCS_CONFIG = ${JSON.stringify({ sandboxUrl: field(sandbox.output().stdout, 'Sandbox page') })};\n`,
    );
    expect(await sandbox.stop('SIGINT')).toBe(0);
  });

  it("serves the repository's built docs site by default", async () => {
    sandbox = startProcess(['sandbox', '--port', '0', '--no-receiver'], { env: await isolatedEnv() });
    await sandbox.waitFor(/^Webhook requests:/m);
    const docsUrl = field(sandbox.output().stdout, 'Docs');
    const home = await fetch(docsUrl);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('config.js');
    expect(await sandbox.stop('SIGINT')).toBe(0);
  });
});
