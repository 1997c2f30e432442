// Webhooks from the shell, spawned as a user runs them: trigger to a port where nothing listens says so and names
// --rules once; a 4xx shows the receiver's answer with a hint; listen --print-json prints payloads and shows a
// delivery refused on the wrong path; resend and events work from the sandbox's delivery log.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '@trs/sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runSpawned, startProcess } from './support.js';

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

describe('trs webhooks trigger', () => {
  it('to a port where nothing listens: asks whether the receiver runs and names --rules once', async () => {
    const port = await freePort();
    const result = await runSpawned([
      'webhooks',
      'trigger',
      'addNote',
      '--to',
      `http://127.0.0.1:${port}/webhooks`,
      '--retry-interval-ms',
      '20',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is your receiver running? (--rules once stops after the first attempt)');
    expect(result.stdout).toMatch(/stored; attempt 2 of 15 in \d+ ms/);
  });
});

describe('trs webhooks listen with a wrong path, then the right one', () => {
  it("shows the refusal on both sides, with the receiver's answer and a hint; --print-json prints the payload", async () => {
    const port = await freePort();
    const listen = startProcess(['webhooks', 'listen', '--port', String(port), '--print-json'], {
      env: await isolatedEnv(),
    });
    cleanup.push(() => listen.stop());
    await listen.waitFor(/Listening on/, 'stderr');

    const wrong = await runSpawned(['webhooks', 'trigger', 'addNote', '--to', `http://127.0.0.1:${port}/hooks`]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Deliveries go to /webhooks.');
    expect(wrong.stderr).toContain('--header NAME:VALUE');
    await listen.waitFor(/refused POST \/hooks: HTTP 404, deliveries go to \/webhooks/);

    const right = await runSpawned(['webhooks', 'trigger', 'addNote', '--to', `http://127.0.0.1:${port}/webhooks`]);
    expect(right.code, right.stderr).toBe(0);
    await listen.waitFor(/addNote {2}tenancy .*new\n {2}\{\n {4}"topic": "addNote"/);
  });
});

describe('trs webhooks resend and events', () => {
  it("deliver an event of the sandbox's log again", async () => {
    const sandbox = await createSandbox({ webhook: { urls: 'http://127.0.0.1:9/webhooks', rules: 'once' } });
    cleanup.push(() => sandbox.close());
    const env = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    const ref = (
      await runSpawned(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat'], { env })
    ).stdout.trim();
    const created = await sandbox.admin.waitForEvent((e) => e.name === 'createNewTenancy' && e.applicationRef === ref);
    await sandbox.admin.settled();

    const events = await runSpawned(['webhooks', 'events', '--sandbox', sandbox.baseUrl]);
    expect(events.code).toBe(0);
    expect(events.stdout).toMatch(new RegExp(`^${created.id}\\tcreateNewTenancy\\t${ref}\\t`, 'm'));

    const before = sandbox.admin.event(created.id).deliveries.length;
    const resent = await runSpawned(['webhooks', 'resend', created.id, '--sandbox', sandbox.baseUrl]);
    expect(resent.code, resent.stderr).toBe(0);
    expect(resent.stdout).toContain(`Resent event ${created.id}`);
    expect(sandbox.admin.event(created.id).deliveries.length).toBe(before + 1);

    const unknown = await runSpawned(['webhooks', 'resend', 'nope', '--sandbox', sandbox.baseUrl]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/answered HTTP 404/);
  });

  it.each([
    ['a web page', 200, 'text/html', '<!doctype html><title>not a sandbox</title>'],
    ['a JSON object', 200, 'application/json', '{"status":"ok"}'],
    ['a 404 page', 404, 'text/html', '<h1>Not found</h1>'],
  ])('against a server that is not a sandbox (%s): a clear error, no TypeError', async (_name, status, type, body) => {
    const server = http.createServer((_request, response) =>
      response.writeHead(status, { 'content-type': type }).end(body),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const argv of [
      ['webhooks', 'events'],
      ['webhooks', 'resend', 'evt-000001'],
    ]) {
      const result = await runSpawned([...argv, '--sandbox', origin]);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.stderr).toContain(`The server at ${origin} answered`);
      expect(result.stderr).toContain('not as trs sandbox does');
      expect(result.stderr).not.toMatch(/TypeError|undefined|null/);
    }
  });
});
