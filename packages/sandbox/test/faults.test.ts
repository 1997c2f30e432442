// Faults on demand, met by a real @trs/client: the next N calls answer 5xx or 429 with Retry-After, drop the
// connection (before the service acts, or after: the outcome-unknown trap of a POST), or answer slowly.
import { createClient, type TrsClient } from '@trs/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';
import { application } from './support.js';

let sandbox: Sandbox;
let client: TrsClient;
let token: string;

beforeAll(async () => {
  // Two users, so that the raw calls' token and the client's do not retire each other.
  sandbox = await createSandbox({
    referencingDelayMs: null,
    users: [
      { userName: 'sandbox', password: 'sandbox' },
      { userName: 'raw', password: 'raw' },
    ],
  });
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: sandbox.credentials,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
  await client.listBranches();
  token = (
    await fetch(`${sandbox.baseUrl}/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'raw', Password: 'raw' }),
    })
  ).headers.get('token')!;
});
afterAll(() => sandbox?.close());
beforeEach(() => {
  sandbox.admin.clearFaults();
});

const branches = () => fetch(`${sandbox.baseUrl}/Branches`, { headers: { Token: token } });
const tenancyCount = () => sandbox.admin.state().tenancies.length;

describe('status faults', () => {
  it('the next N calls answer the status with Retry-After and the documented error body; then the service answers', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503, retryAfterSeconds: 7 }, count: 2 });
    for (let i = 0; i < 2; i += 1) {
      const response = await branches();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('7');
      expect(await response.json()).toEqual({ Message: expect.stringContaining('503') as unknown });
    }
    expect((await branches()).status).toBe(200);
    expect(sandbox.admin.state().faults).toEqual([]);
  });

  it('faults are checked before the Token, as a gateway in front of the service', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 502 } });
    expect((await fetch(`${sandbox.baseUrl}/Branches`)).status).toBe(502);
  });

  it('only the operations named are hit', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 500 }, operations: ['createTenancy'] });
    expect((await branches()).status).toBe(200);
    await expect(client.createTenancy(42, application())).rejects.toMatchObject({
      code: 'TRS_OUTCOME_UNKNOWN',
      status: 500,
    });
    expect(await client.createTenancy(42, application())).toMatch(/^\d{7}$/);
  });

  it('the client retries a GET through a 429 honouring Retry-After, and never retries a POST', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 429, retryAfterSeconds: 0 }, count: 2 });
    expect(await client.listBranches()).toEqual([{ Id: 42 }, { Id: 57 }]);
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 429, retryAfterSeconds: 30 } });
    const before = tenancyCount();
    await expect(client.createTenancy(42, application())).rejects.toMatchObject({ status: 429, retryAfterMs: 30_000 });
    expect(tenancyCount()).toBe(before);
  });
});

describe('dropped connections', () => {
  it('dropped before the service acts: the POST outcome is unknown to the client, and nothing was created', async () => {
    const before = tenancyCount();
    sandbox.admin.injectFaults({ fault: { kind: 'drop' }, operations: ['createTenancy'] });
    await expect(client.createTenancy(42, application())).rejects.toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN' });
    expect(tenancyCount()).toBe(before);
  });

  it('dropped after the service acted: the client cannot know, but the tenancy exists and its webhook was raised', async () => {
    const before = tenancyCount();
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    await expect(
      client.createTenancy(42, { ...application(), ExternalReference: 'CRM-DROPPED-1' }),
    ).rejects.toMatchObject({
      code: 'TRS_OUTCOME_UNKNOWN',
    });
    expect(tenancyCount()).toBe(before + 1);
    const created = sandbox.admin.events({ name: 'createNewTenancy' }).at(-1)!;
    expect(created.payload.data).toMatchObject({ partnerTenancyId: 'CRM-DROPPED-1' });
  });

  it('a GET whose connection drops is retried by the client', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'drop' }, operations: ['listBranches'] });
    expect(await client.listBranches()).toHaveLength(2);
  });
});

describe('slow answers', () => {
  it('the next call answers only after the delay: a client with a shorter timeout gives up', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'slow', delayMs: 2_000 }, operations: ['listBranches'] });
    await expect(client.listBranches({ timeoutMs: 200 })).rejects.toMatchObject({ code: 'TRS_TIMEOUT' });
    expect(await client.listBranches()).toHaveLength(2);
  });
});

describe('arguments', () => {
  it.each([
    [{ fault: { kind: 'status', status: 404 } }, /408, 429 or a 5xx/],
    [{ fault: { kind: 'status', status: 503, retryAfterSeconds: -1 } }, /retryAfterSeconds/],
    [{ fault: { kind: 'slow', delayMs: -5 } }, /delayMs/],
    [{ fault: { kind: 'explode' } }, /kind must be/],
    [{ fault: { kind: 'drop' }, count: 0 }, /count/],
    [{ fault: { kind: 'drop' }, operations: ['deleteEverything'] }, /not an operationId/],
  ])('%j is refused', (request, message) => {
    expect(() => sandbox.admin.injectFaults(request as never)).toThrow(message);
  });

  it('over HTTP a bad fault is a 400 with the error code', async () => {
    const response = await fetch(`${sandbox.origin}/_sandbox/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fault: { kind: 'status', status: 200 } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'TRS_SANDBOX_INVALID_ARGUMENT', message: expect.any(String) as unknown },
    });
  });
});
