// `trs sandbox` with the options a shell user needs from createSandbox, spawned as a user runs it: webhooks to the
// team's own receiver (--forward-to, --header), users, traps and cadence; a busy receiver port falls back to a free
// one and says which part moved; the banner's trigger command, pasted as it is, reaches the receiver.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { waitUntil } from '@trs/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess, runSpawned, startProcess, type RunningProcess } from './support.js';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('trs sandbox with your own receiver', () => {
  it('forwards every delivery with the header, moves off a busy receiver port, and prints a trigger that works', async () => {
    const deliveries: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const own = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        deliveries.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => own.close(resolve)));
    const ownUrl = `http://127.0.0.1:${(own.address() as AddressInfo).port}/webhooks`;

    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => busy.close(resolve)));
    const busyPort = (busy.address() as AddressInfo).port;

    const env = await isolatedEnv();
    const sandbox: RunningProcess = startProcess(
      [
        'sandbox',
        ...['--port', String(await freePort()), '--receiver-port', String(busyPort), '--no-docs'],
        ...['--forward-to', ownUrl, '--header', 'X-Team-Key=team-secret-1'],
        ...['--user', 'team:team-pw-1', '--trap', 'duplicate', '--rules', 'once'],
      ],
      { env },
    );
    cleanup.push(() => sandbox.stop());
    const base = (await sandbox.waitFor(/Base URL\s+(\S+)/))[1]!;
    await sandbox.waitFor(
      new RegExp(`Port ${busyPort} was in use, so the receiver \\(--receiver-port\\) listens on port \\d+ instead`),
      'stderr',
    );
    const trigger = (await sandbox.waitFor(/^ {2}(?:pnpm )?trs (webhooks trigger .+)$/m))[1]!;
    expect(trigger).toContain('--header X-Team-Key:team-secret-1');

    // the service user of --user, and a tenancy whose createNewTenancy reaches our own receiver (twice: the trap)
    const apiEnv = { ...env, TRS_BASE_URL: base, TRS_USER: 'team', TRS_PASSWORD: 'team-pw-1' };
    const created = await runSpawned(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat'], {
      env: apiEnv,
    });
    expect(created.code, created.stderr).toBe(0);
    await waitUntil(
      () => deliveries.filter((d) => d.body.includes('createNewTenancy')).length >= 2,
      'createNewTenancy to reach our receiver twice',
    );
    const forwarded = deliveries.filter((d) => d.body.includes('createNewTenancy'));
    expect(forwarded).toHaveLength(2);
    expect(forwarded[0]!.headers['x-team-key']).toBe('team-secret-1');
    expect(forwarded[0]!.headers['user-agent']).toBe('Service-Webhook-Client/1.0');

    // the banner's trigger command, pasted: the built-in receiver accepts it (the header matches)
    const pasted = await runSpawned(trigger.split(' '), { env });
    expect(pasted.code, pasted.stderr).toBe(0);
    expect(pasted.stdout).toMatch(/delivered/);
  });

  it('a bad --header or --user is a usage error', async () => {
    const header = await runSpawned(['sandbox', '--header', 'no-value', '--port', '0']);
    expect(header.code).toBe(2);
    expect(header.stderr).toContain('--header takes NAME=VALUE');
    const user = await runSpawned(['sandbox', '--user', 'nopassword', '--port', '0']);
    expect(user.code).toBe(2);
    expect(user.stderr).toContain('--user takes NAME:PASSWORD');
  });
});

describe('trs sandbox --fault', () => {
  it('the next calls of the named operations fail as given, then the sandbox answers again', async () => {
    const env = await isolatedEnv();
    const sandbox = startProcess(
      [
        'sandbox',
        ...['--port', String(await freePort()), '--no-receiver', '--no-docs', '-q'],
        ...['--fault', '503x2@createTenancy', '--fault', '429:7@listBranches'],
      ],
      { env },
    );
    cleanup.push(() => sandbox.stop());
    const base = (await sandbox.waitFor(/Base URL\s+(\S+)/))[1]!;
    await sandbox.waitFor(/Faults\s+HTTP 503 on the next 2 calls of createTenancy/);
    await sandbox.waitFor(/HTTP 429 \(Retry-After 7\) on the next call of listBranches/);

    const login = await fetch(`${base}/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
    });
    expect(login.status).toBe(200);
    const token = login.headers.get('token')!;
    const branches = await fetch(`${base}/Branches`, { headers: { Token: token } });
    expect(branches.status).toBe(429);
    expect(branches.headers.get('retry-after')).toBe('7');
    expect((await fetch(`${base}/Branches`, { headers: { Token: token } })).status).toBe(200);

    const apiEnv = { ...env, TRS_BASE_URL: base, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' };
    const create = () =>
      runSpawned(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat', '--json'], { env: apiEnv });
    const first = await create();
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/503/);
    expect((await create()).code).toBe(1);
    const third = await create();
    expect(third.code, third.stderr).toBe(0);
    expect(third.stdout).toMatch(/^"\d{7}"/);
  });

  it('a fault the model does not have is a usage error, before anything starts', async () => {
    for (const [fault, message] of [
      ['404', 'a status must be 408, 429 or a 5xx'],
      ['503@createTenancies', '"createTenancies" is not an operationId of the contract'],
      ['explode', 'unknown fault "explode"'],
      ['503x0', 'COUNT is 1 to 10000'],
    ] as const) {
      const result = await runInProcess(['sandbox', '--fault', fault, '--port', '0', '--no-docs', '--no-receiver']);
      expect(result.code, fault).toBe(2);
      expect(result.stderr, fault).toContain(message);
    }
  });
});
