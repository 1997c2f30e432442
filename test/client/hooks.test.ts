// Hooks of @trs/client against the sandbox: structured events of every attempt, every answer (and whether the call
// ends with it), every retry and every login, with the operation, method, URL without secrets, status, attempt and
// duration; a hook that throws changes nothing.
import type { Sandbox } from '@trs/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClientHooks, LoginEvent, RequestEvent, ResponseEvent, RetryEvent } from '@trs/client';
import { application, clientOf, startSandbox } from './support.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox?.close());
beforeEach(() => {
  sandbox.admin.clearFaults();
});

function recording() {
  const events: { requests: RequestEvent[]; responses: ResponseEvent[]; retries: RetryEvent[]; logins: LoginEvent[] } =
    { requests: [], responses: [], retries: [], logins: [] };
  const hooks: ClientHooks = {
    onRequest: (e) => void events.requests.push(e),
    onResponse: (e) => void events.responses.push(e),
    onRetry: (e) => void events.retries.push(e),
    onLogin: (e) => void events.logins.push(e),
  };
  return { events, hooks };
}

describe('hooks', () => {
  it('a first call: the login (its attempt and onLogin), then the call, each with operation, URL, status and duration', async () => {
    const { events, hooks } = recording();
    const client = clientOf(sandbox, { hooks });
    await client.listBranches();
    expect(events.requests.map((e) => [e.operationId, e.method, e.url, e.attempt])).toEqual([
      ['authenticate', 'POST', `${sandbox.baseUrl}/Authenticate`, 1],
      ['listBranches', 'GET', `${sandbox.baseUrl}/Branches`, 1],
    ]);
    expect(events.responses.map((e) => [e.operationId, e.status, e.final, e.error])).toEqual([
      ['authenticate', 200, true, null],
      ['listBranches', 200, true, null],
    ]);
    for (const e of events.responses) {
      expect(e.durationMs).toBeGreaterThan(0);
      expect(e.elapsedMs).toBeGreaterThanOrEqual(e.durationMs);
    }
    expect(events.logins).toEqual([
      expect.objectContaining({
        operationId: 'authenticate',
        method: 'POST',
        url: `${sandbox.baseUrl}/Authenticate`,
        reason: 'first-call',
        status: 200,
        attempt: 1,
        expiresAt: expect.any(Number) as unknown,
        error: null,
      }),
    ]);
    expect(events.retries).toEqual([]);
  });

  it('every attempt of a retried call, the retry with its reason and wait, and the final answer', async () => {
    const { events, hooks } = recording();
    const client = clientOf(sandbox, { hooks });
    await client.login();
    events.requests.length = events.responses.length = 0;
    sandbox.admin.injectFaults({
      fault: { kind: 'status', status: 503, retryAfterSeconds: 0 },
      count: 2,
      operations: ['listBranches'],
    });
    await client.listBranches();
    const callId = events.requests[0]!.callId;
    expect(events.requests.map((e) => [e.callId, e.attempt])).toEqual([
      [callId, 1],
      [callId, 2],
      [callId, 3],
    ]);
    expect(events.responses.map((e) => [e.attempt, e.status, e.final])).toEqual([
      [1, 503, false],
      [2, 503, false],
      [3, 200, true],
    ]);
    expect(events.retries.map((e) => [e.attempt, e.status, e.reason, e.delayMs, e.nextAttempt])).toEqual([
      [1, 503, 'status', 0, 2],
      [2, 503, 'status', 0, 3],
    ]);
  });

  it('a refused token: the 401 (not final), the re-login (reason token-refused) and the call sent once more', async () => {
    const { events, hooks } = recording();
    const client = clientOf(sandbox, { hooks });
    await client.login();
    events.requests.length = events.responses.length = events.logins.length = 0;
    sandbox.admin.retireTokens();
    await client.listBranches();
    expect(events.responses.map((e) => [e.operationId, e.status, e.final])).toEqual([
      ['listBranches', 401, false],
      ['authenticate', 200, true],
      ['listBranches', 200, true],
    ]);
    expect(events.retries.at(-1)).toMatchObject({ reason: 'token-refused', status: 401, nextAttempt: 2 });
    expect(events.logins).toEqual([expect.objectContaining({ reason: 'token-refused', status: 200 })]);
  });

  it('a failure without an answer: status null, the error code, final', async () => {
    const { events, hooks } = recording();
    const client = clientOf(sandbox, { hooks });
    await client.login();
    sandbox.admin.injectFaults({ fault: { kind: 'drop' }, operations: ['createTenancy'] });
    await expect(client.createTenancy(42, application())).rejects.toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN' });
    expect(events.responses.at(-1)).toMatchObject({
      operationId: 'createTenancy',
      status: null,
      final: true,
      error: { code: 'TRS_OUTCOME_UNKNOWN', message: expect.stringContaining('createTenancy') as unknown },
    });
  });

  it('a failed login: onLogin with the status and the error', async () => {
    const { events, hooks } = recording();
    const client = clientOf(sandbox, { hooks, credentials: { userName: 'sandbox', password: 'wrong' } });
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_AUTH_FAILED' });
    expect(events.logins).toEqual([
      expect.objectContaining({
        status: 401,
        expiresAt: null,
        error: expect.objectContaining({ code: 'TRS_AUTH_FAILED' }) as unknown,
      }),
    ]);
  });

  it('no secret in any event: a presigned URL without its signature, no token, no password', async () => {
    const { events, hooks } = recording();
    const tokens: string[] = [];
    const client = clientOf(sandbox, {
      hooks,
      credentials: { userName: 'sandbox', password: 'sandbox' },
      fetch: async (request) => {
        const response = await fetch(request);
        const token = response.headers.get('Token');
        if (token) tokens.push(token);
        return response;
      },
    });
    const reference = await client.createTenancy(42, application());
    sandbox.admin.sendDocument(reference, { documentType: 22 });
    const event = await sandbox.admin.waitForEvent('uploadPartnerDocument');
    const url = new URL((event.payload.data as { presignedUrl: string }).presignedUrl);
    expect(url.search).not.toBe('');
    await client.fetchDocument(url.href);
    const download = events.requests.at(-1)!;
    expect(download).toMatchObject({ operationId: null, method: 'GET', url: `${url.origin}${url.pathname}` });
    const everything = JSON.stringify(events);
    expect(everything).not.toContain(url.search.slice(1));
    expect(tokens).toHaveLength(1);
    expect(everything).not.toContain(tokens[0]);
    expect(everything).not.toMatch(/Password|"sandbox"/);
  });

  it('a hook that throws (or rejects) changes nothing: the call succeeds, the logger hears of it', async () => {
    const warnings: string[] = [];
    const client = clientOf(sandbox, {
      logger: { warn: (line) => void warnings.push(line) },
      hooks: {
        onRequest: () => {
          throw new Error('hook bug');
        },
        onResponse: () => Promise.reject(new Error('async hook bug')),
      },
    });
    expect(await client.listBranches()).toHaveLength(2);
    await expect.poll(() => warnings.join('\n')).toMatch(/onResponse hook failed \(async hook bug\)/);
    expect(warnings.join('\n')).toMatch(/onRequest hook failed \(hook bug\)/);
  });
});
