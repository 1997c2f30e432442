// Authentication as provider spec section 5 says, met by real @trs/client instances: a login issues a GUID token
// with TokenExpiry; each login retires every earlier token of the same user, so two clients sharing a user retire
// each other's tokens (5.6); an expired, retired or missing token gets 401 (5.5, 7).
import { createClient } from '@trs/client';
import { createMemoryTokenStore } from '@trs/client/token-store/memory';
import type { ErrorBody } from '@trs/validators';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, manualClock, type Sandbox } from '../src/index.js';
import { application } from './support.js';

const sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});
async function start(options: Parameters<typeof createSandbox>[0] = {}): Promise<Sandbox> {
  const sandbox = await createSandbox({ referencingDelayMs: null, ...options });
  sandboxes.push(sandbox);
  return sandbox;
}

async function login(sandbox: Sandbox, userName = 'sandbox', password = 'sandbox') {
  return fetch(`${sandbox.baseUrl}/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: password }),
  });
}
const branchesWith = (sandbox: Sandbox, token: string | null) =>
  fetch(`${sandbox.baseUrl}/Branches`, { headers: token ? { Token: token } : {} });

describe('POST /Authenticate', () => {
  it('answers a GUID Token and TokenExpiry in minutes (720 by default)', async () => {
    const sandbox = await start();
    const response = await login(sandbox);
    expect(response.status).toBe(200);
    expect(response.headers.get('token')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(response.headers.get('tokenexpiry')).toBe('720');
    expect((await branchesWith(sandbox, response.headers.get('token'))).status).toBe(200);
  });

  it('refuses wrong credentials with 401, and the client says the credentials were refused', async () => {
    const sandbox = await start();
    expect((await login(sandbox, 'sandbox', 'wrong')).status).toBe(401);
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: { userName: 'sandbox', password: 'wrong' } });
    await expect(client.listBranches()).rejects.toMatchObject({
      code: 'TRS_AUTH_FAILED',
      reason: 'credentials-refused',
    });
  });

  it('a call without a Token, or with one never issued, gets 401 with the documented body', async () => {
    const sandbox = await start();
    for (const token of [null, '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01']) {
      const response = await branchesWith(sandbox, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        Message: expect.stringContaining('Authorization has been denied') as unknown,
      });
    }
  });
});

describe('one token per user (provider spec 5.6)', () => {
  it('two clients of the same user retire each other’s tokens, each recovering by logging in again', async () => {
    const sandbox = await start();
    const first = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    const second = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });

    await first.listBranches();
    expect(sandbox.admin.logins()).toHaveLength(1);
    await second.listBranches(); // logs in: retires the first client's token
    expect(sandbox.admin.logins().map((l) => l.retired)).toEqual([0, 1]);
    await first.createTenancy(42, application()); // 401, then a new login (retiring the second's), then sent again
    expect(sandbox.admin.logins().map((l) => l.retired)).toEqual([0, 1, 1]);
    await second.listBranches(); // and back again
    expect(sandbox.admin.logins()).toHaveLength(4);
    expect(sandbox.admin.state().tenancies).toHaveLength(1); // the POST refused with 401 was not acted on
    expect(sandbox.admin.state().tokens).toHaveLength(1);
  });

  it('the retired token gets 401 saying that a later login retired it', async () => {
    const sandbox = await start();
    const old = (await login(sandbox)).headers.get('token');
    await login(sandbox);
    const response = await branchesWith(sandbox, old);
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).Message).toContain('retired by a later login of sandbox');
  });

  it('logins of another user retire nothing of this one', async () => {
    const sandbox = await start({
      users: [
        { userName: 'crm-a', password: 'a' },
        { userName: 'crm-b', password: 'b' },
      ],
    });
    const a = (await login(sandbox, 'crm-a', 'a')).headers.get('token');
    await login(sandbox, 'crm-b', 'b');
    expect((await branchesWith(sandbox, a)).status).toBe(200);
  });

  it('two clients sharing one session (a token store) log in once', async () => {
    const sandbox = await start();
    const options = {
      baseUrl: sandbox.baseUrl,
      credentials: sandbox.credentials,
      tokenStore: createMemoryTokenStore(),
    };
    const first = createClient(options);
    const second = createClient(options);
    await first.listBranches();
    await second.listBranches();
    await first.listBranches();
    expect(sandbox.admin.logins()).toHaveLength(1);
  });

  it('admin.retireTokens logs in as another process would: the client meets a 401 and logs in again', async () => {
    const sandbox = await start();
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    await client.listBranches();
    sandbox.admin.retireTokens();
    await client.listBranches();
    expect(sandbox.admin.logins().map((l) => l.by)).toEqual(['client', 'admin', 'client']);
  });
});

describe('expiry', () => {
  it('a token expires after its lifetime on the sandbox clock; the client logs in again', async () => {
    const clock = manualClock();
    const sandbox = await start({ clock, tokenLifetimeSeconds: 5 });
    const response = await login(sandbox);
    expect(response.headers.get('tokenexpiry')).toBe('1'); // whole minutes, at least 1
    const token = response.headers.get('token');
    clock.advance(4_999);
    expect((await branchesWith(sandbox, token)).status).toBe(200);
    clock.advance(1);
    const expired = await branchesWith(sandbox, token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as ErrorBody).Message).toContain('expired');

    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    await client.listBranches();
    clock.advance(5_000);
    await client.listBranches();
    expect(sandbox.admin.logins().filter((l) => l.by === 'client')).toHaveLength(3);
  });

  it('admin.expireTokens expires them at once', async () => {
    const sandbox = await start();
    const token = (await login(sandbox)).headers.get('token');
    expect(sandbox.admin.expireTokens()).toBe(1);
    expect((await branchesWith(sandbox, token)).status).toBe(401);
  });
});

describe('branches of a user (provider spec 5.1)', () => {
  it('a user lists and uses only its own branches', async () => {
    const sandbox = await start({
      branches: [{ id: 42 }, { id: 57, name: 'North' }],
      users: [
        { userName: 'all', password: 'p' },
        { userName: 'north', password: 'p', branches: [57] },
      ],
    });
    const north = createClient({ baseUrl: sandbox.baseUrl, credentials: { userName: 'north', password: 'p' } });
    const all = createClient({ baseUrl: sandbox.baseUrl, credentials: { userName: 'all', password: 'p' } });
    expect(await north.listBranches()).toEqual([{ Id: 57 }]);
    await expect(north.createTenancy(42, application())).rejects.toMatchObject({ status: 400 });
    const reference = await all.createTenancy(42, application());
    await expect(north.getApplication(reference)).rejects.toMatchObject({ status: 400 });
    expect(await all.getApplication(reference)).toMatchObject({ ReferenceNumber: reference });
  });
});
