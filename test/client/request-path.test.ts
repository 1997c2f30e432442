// The request path of @trs/client against the sandbox: helper → openapi-fetch (the user's middleware) → transport
// → fetch, once. Middleware registered with raw.use() sees each call's Request once and its final answer once (after
// retries and re-logins), sees logins and URL downloads too, and may return a new Request (as openapi-fetch's docs
// recommend) without switching the session, the retries or the outcome-unknown rule off.
import { createRequire } from 'node:module';
import type { Sandbox } from '@trs/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT, OutcomeUnknownError, type TrsClient } from '@trs/client';
import { application, clientLogins, clientOf, createTenant, failureOf, startSandbox } from './support.js';

type Middleware = Parameters<TrsClient['raw']['use']>[0];

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox?.close());
beforeEach(() => {
  sandbox.admin.clearFaults();
});

/** A middleware that records what it sees: each Request's method and path, and each answer's status. */
function recorder() {
  const seen: { requests: string[]; responses: string[]; errors: string[] } = {
    requests: [],
    responses: [],
    errors: [],
  };
  const path = (url: string) => new URL(url).pathname.replace(/^\/v2/, '');
  const middleware: Middleware = {
    onRequest({ request }) {
      seen.requests.push(`${request.method} ${path(request.url)}`);
    },
    onResponse({ request, response }) {
      seen.responses.push(`${request.method} ${path(request.url)} ${response.status}`);
    },
    onError({ error }) {
      seen.errors.push((error as { code?: string }).code ?? String(error));
    },
  };
  return { seen, middleware };
}

describe('middleware (raw.use) sees the final answer, once per call', () => {
  it('a GET answered 503 then 200: one request, one answer, 200', async () => {
    const client = clientOf(sandbox);
    await client.login();
    const { seen, middleware } = recorder();
    client.raw.use(middleware);
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503 }, operations: ['listBranches'] });
    expect(await client.listBranches()).toHaveLength(2);
    expect(seen.requests).toEqual(['GET /Branches']);
    expect(seen.responses).toEqual(['GET /Branches 200']);
  });

  it('a call whose token was retired: one request, the answer after the re-login (200), and the login itself', async () => {
    const client = clientOf(sandbox);
    await client.login();
    const { seen, middleware } = recorder();
    client.raw.use(middleware);
    sandbox.admin.retireTokens();
    expect(await client.listBranches()).toHaveLength(2);
    expect(seen.requests).toEqual(['GET /Branches', 'POST /Authenticate']);
    expect(seen.responses).toEqual(['POST /Authenticate 200', 'GET /Branches 200']);
  });

  it('sees URL downloads (report URLs of webhooks) and presigned documents', async () => {
    const client = clientOf(sandbox);
    const reference = await client.createTenancy(42, application());
    const { seen, middleware } = recorder();
    client.raw.use(middleware);
    sandbox.admin.sendDocument(reference, { documentType: 22, fileName: 'note.pdf' });
    const event = await sandbox.admin.waitForEvent('uploadPartnerDocument');
    const url = (event.payload.data as { presignedUrl: string }).presignedUrl;
    expect(await client.fetchDocument(url)).toBeInstanceOf(Uint8Array);
    expect(seen.requests).toEqual([`GET ${new URL(url).pathname}`]);
    expect(seen.responses).toEqual([`GET ${new URL(url).pathname} 200`]);
  });
});

describe('middleware that returns a new Request leaves the session on', () => {
  // The pattern openapi-fetch's documentation shows: build a new Request from the old one.
  const replacing: Middleware = {
    onRequest({ request }) {
      return new Request(request, { headers: { ...Object.fromEntries(request.headers), 'X-Correlation-Id': 'c-1' } });
    },
  };
  let client: TrsClient;
  beforeEach(async () => {
    client = clientOf(sandbox);
    client.raw.use(replacing);
    await client.login();
  });

  it('a 401 still logs in again and sends the call once more', async () => {
    const before = clientLogins(sandbox);
    sandbox.admin.retireTokens();
    expect(await client.listBranches()).toHaveLength(2);
    expect(clientLogins(sandbox)).toBe(before + 1);
  });

  it('a 503 is still retried', async () => {
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503 }, count: 2, operations: ['listBranches'] });
    expect(await client.listBranches()).toHaveLength(2);
  });

  it('a dropped POST is still OutcomeUnknownError (never a bare TypeError a retry wrapper would repeat)', async () => {
    const before = sandbox.admin.state().tenancies.length;
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    const error = await failureOf(client.createTenancy(42, application()));
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN', reason: 'dropped' });
    expect(sandbox.admin.state().tenancies.length).toBe(before + 1); // created once, never twice
  });

  it('the header the middleware added reaches the service, with the Token', async () => {
    const seen: Headers[] = [];
    const recording = clientOf(sandbox, {
      fetch: (request) => {
        seen.push(new Headers(request.headers));
        return fetch(request);
      },
    });
    recording.raw.use(replacing);
    await recording.listBranches();
    const call = seen.at(-1)!;
    expect(call.get('X-Correlation-Id')).toBe('c-1');
    expect(call.get('Token')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('per-call options', () => {
  it('retry per call: { retry: false } gives up at the first 503, { retries: 5 } goes on', async () => {
    const client = clientOf(sandbox, { retry: { retries: 1, baseDelayMs: 5 } });
    await client.login();
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503 }, count: 1, operations: ['listBranches'] });
    await expect(client.listBranches({ retry: false })).rejects.toMatchObject({ status: 503 });
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503 }, count: 4, operations: ['listBranches'] });
    expect(await client.listBranches({ retry: { retries: 5 } })).toHaveLength(2);
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503 }, count: 2, operations: ['listBranches'] });
    await expect(client.raw.GET('/Branches', { retry: { retries: 1 } })).resolves.toMatchObject({
      response: expect.objectContaining({ status: 503 }) as unknown,
    });
    sandbox.admin.clearFaults();
  });

  it('a bad retry or timeoutMs is refused before anything is sent', async () => {
    const client = clientOf(sandbox);
    await expect(client.listBranches({ retry: { retries: -1 } })).rejects.toMatchObject({
      code: 'TRS_INVALID_CONFIG',
      details: { option: 'retry' },
    });
    await expect(client.listBranches({ timeoutMs: Number.NaN })).rejects.toMatchObject({
      code: 'TRS_INVALID_CONFIG',
      details: { option: 'timeoutMs' },
    });
  });
});

describe('User-Agent', () => {
  it('names @trs/client and its version by default, and can be replaced', async () => {
    const agents: string[] = [];
    const fetchOf = (request: Request) => {
      agents.push(request.headers.get('User-Agent') ?? '');
      return fetch(request);
    };
    const { version } = createRequire(import.meta.url)('@trs/client/package.json') as { version: string };
    await clientOf(sandbox, { fetch: fetchOf }).listBranches();
    expect(agents).toEqual([`@trs/client/${version} node/${process.versions.node}`, DEFAULT_USER_AGENT]);
    agents.length = 0;
    await clientOf(sandbox, { fetch: fetchOf, userAgent: `my-crm/2.1 ${DEFAULT_USER_AGENT}` }).listBranches();
    expect(agents).toEqual([`my-crm/2.1 ${DEFAULT_USER_AGENT}`, `my-crm/2.1 ${DEFAULT_USER_AGENT}`]);
  });
});

describe('response metadata of a helper call (withResponse)', () => {
  it('answers { data, response }: the same data, and the final status and headers', async () => {
    const client = clientOf(sandbox);
    const { data: reference, response } = await client.withResponse.createTenancy(42, application());
    expect(reference).toMatch(/^\d{7}$/);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const { data: tenant } = await client.withResponse.addTenant(reference, createTenant());
    expect(tenant.ReferenceNumber).toMatch(/^SBX\d{7}$/);
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 503 }, operations: ['listBranches'] });
    const branches = await client.withResponse.listBranches();
    expect(branches.response.status).toBe(200); // the final answer, after the retry
    expect(branches.data).toEqual(await client.listBranches());
  });
});
