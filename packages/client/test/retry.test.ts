// Retries and timeouts: idempotent calls (GET, PUT) are retried on 429/502/503/504 and dropped connections with
// bounded backoff that honours Retry-After; calls that change data (POST) never are, and say their outcome is unknown.
import net from 'node:net';
import { describe, it, type TestContext } from 'vitest';
import {
  createClient,
  HttpError,
  NetworkError,
  OutcomeUnknownError,
  TimeoutError,
  type ClientOptions,
} from '../src/index.js';
import { parseRetryAfter, RetryPolicy } from '../src/retry-policy.js';
import { application, rentShare } from './support/examples.js';
import { PASSWORD, startProvider, USER, type Provider } from './support/provider.js';

/**
 * A stand-in of the test's own, refusing connections once the test ends. Every test has one, so that the tests run side
 * by side: most of this file's time is spent waiting on a Retry-After, a scripted delay or a timeout. The cleanup is
 * the test's own onTestFinished: the global one cannot tell tests running side by side apart.
 */
function ownProvider(onTestFinished: TestContext['onTestFinished']): Provider {
  const provider = startProvider();
  onTestFinished(() => provider.close());
  return provider;
}

const clientOf = (provider: Provider, extra: Partial<ClientOptions> = {}) =>
  createClient({
    baseUrl: provider.url,
    fetch: provider.fetch,
    credentials: { userName: USER, password: PASSWORD },
    retry: { baseDelayMs: 5 },
    ...extra,
  });

async function loggedIn(provider: Provider, extra: Partial<ClientOptions> = {}) {
  const client = clientOf(provider, extra);
  await client.login();
  return client;
}

describe.concurrent('idempotent calls are retried', () => {
  it('a GET on 429, 502, 503 and 504, then succeeds', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider, { retry: { retries: 4, baseDelayMs: 5 } });
    provider.script('GET /Branches', { status: 429 }, { status: 502 }, { status: 503 }, { status: 504 });
    expect(await client.listBranches()).toEqual([{ Id: 42 }, { Id: 43 }]);
    expect(provider.hits('GET /Branches')).toBe(5);
  });

  it('not on other statuses (500, 400)', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('GET /Branches', { status: 500 });
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_HTTP_ERROR', status: 500 });
    provider.script('GET /Branches', { status: 400 });
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_HTTP_ERROR', status: 400 });
    expect(provider.hits('GET /Branches')).toBe(2);
  });

  it('a bounded number of times: the last answer becomes an HttpError', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider, { retry: { retries: 2, baseDelayMs: 5 } });
    provider.script('GET /Branches', ...Array.from({ length: 10 }, () => ({ status: 503 })));
    const error = await client.listBranches().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'TRS_HTTP_ERROR', status: 503 });
    expect(provider.hits('GET /Branches')).toBe(3);
  });

  it('after a dropped connection (GET)', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('GET /Branches', { drop: true }, { drop: true });
    expect(await client.listBranches()).toHaveLength(2);
    expect(provider.hits('GET /Branches')).toBe(3);
  });

  it('until the retries run out: NetworkError', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider, { retry: { retries: 1, baseDelayMs: 5 } });
    provider.script('GET /Branches', { drop: true }, { drop: true }, { drop: true });
    const error = await client.listBranches().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'TRS_NETWORK_ERROR', sent: true, attempts: 2 });
    expect(provider.hits('GET /Branches')).toBe(2);
  });

  it('a PUT of the rent share (idempotent: the same shares twice leave the same state)', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('PUT /Applications/0001234/RentShare', { drop: true }, { status: 503 });
    await client.setRentShare('0001234', rentShare);
    const puts = provider.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(3);
    expect(new Set(puts.map((p) => p.body))).toEqual(new Set([JSON.stringify(rentShare)]));
  });

  it('a service that cannot be reached at all is a NetworkError that says nothing was sent', async ({ expect }) => {
    // A port that was free a moment ago: nothing listens there, so the default fetch is refused.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const client = createClient({
      baseUrl: `http://127.0.0.1:${port}/v2`,
      credentials: { userName: USER, password: PASSWORD },
      retry: { retries: 1, baseDelayMs: 5 },
    });
    const error = await client.listBranches().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'TRS_NETWORK_ERROR', sent: false });
  });
});

describe.concurrent('Retry-After', () => {
  it('in seconds is honoured: the retry is not sent sooner', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('GET /Branches', { status: 503, headers: { 'Retry-After': '1' } });
    await client.listBranches();
    const [first, second] = provider.requests.filter((r) => r.path === '/Branches');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
  });

  it('as an HTTP date is honoured', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    const date = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000);
    provider.script('GET /Branches', { status: 429, headers: { 'Retry-After': date.toUTCString() } });
    await client.listBranches();
    const [, second] = provider.requests.filter((r) => r.path === '/Branches');
    expect(second!.at).toBeGreaterThanOrEqual(date.getTime() - 10);
  });

  it('longer than maxRetryAfterMs is not shortened: no retry, an HttpError that carries it', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    // An hour: a client that waited would outlast the test.
    const client = await loggedIn(provider, { retry: { maxRetryAfterMs: 10_000 }, timeoutMs: 7_200_000 });
    provider.script('GET /Branches', { status: 503, headers: { 'Retry-After': '3600' } });
    const error = (await client.listBranches().catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ code: 'TRS_HTTP_ERROR', status: 503, retryAfterMs: 3_600_000 });
    expect(error.message).toMatch(/asked to wait 3600 s/);
    expect(provider.hits('GET /Branches')).toBe(1);
  });

  it("beyond the call's deadline is not waited for", async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    // Allowed by maxRetryAfterMs, longer than the call's deadline: a client that waited would end with a TimeoutError.
    const client = await loggedIn(provider, { timeoutMs: 120_000, retry: { maxRetryAfterMs: 7_200_000 } });
    provider.script('GET /Branches', { status: 503, headers: { 'Retry-After': '3600' } });
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_HTTP_ERROR', status: 503 });
    expect(provider.hits('GET /Branches')).toBe(1);
  });

  it('is parsed from seconds and HTTP dates, capped at zero, unreadable values ignored', ({ expect }) => {
    const now = Date.parse('2027-01-15T09:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Fri, 15 Jan 2027 09:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 15 Jan 2027 08:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe.concurrent('backoff', () => {
  it('grows exponentially with jitter, capped at maxDelayMs', ({ expect }) => {
    const low = new RetryPolicy({ baseDelayMs: 100, maxDelayMs: 1_000 }, () => 0);
    const high = new RetryPolicy({ baseDelayMs: 100, maxDelayMs: 1_000 }, () => 1);
    expect([1, 2, 3, 4, 5, 6].map((n) => low.delayMs(n))).toEqual([50, 100, 200, 400, 500, 500]);
    expect([1, 2, 3, 4, 5, 6].map((n) => high.delayMs(n))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
    // A Retry-After replaces the backoff, and one longer than maxRetryAfterMs ends the call.
    expect(low.delayMs(1, 7_000)).toBe(7_000);
    expect(new RetryPolicy({ maxRetryAfterMs: 5_000 }).delayMs(1, 7_000)).toBeUndefined();
  });

  it('retry: false turns retries off', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider, { retry: false });
    provider.script('GET /Branches', { status: 503 });
    await expect(client.listBranches()).rejects.toMatchObject({ status: 503 });
    expect(provider.hits('GET /Branches')).toBe(1);
  });
});

describe.concurrent('calls that change data are never retried', () => {
  it('a POST after a dropped connection: OutcomeUnknownError, the service hit once', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/42', { drop: true });
    const error = (await client.createTenancy(42, application).catch((e: unknown) => e)) as OutcomeUnknownError;
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN', reason: 'dropped' });
    expect(error.message).toMatch(/outcome of createTenancy \(POST \/Applications\/42\) is unknown/);
    expect(error.message).toMatch(/second tenancy/);
    expect(provider.hits('POST /Applications/42')).toBe(1);
  });

  it('through the raw client too', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/0001234/Tenants', { drop: true });
    const error = await client.raw
      .POST('/Applications/{ApplicationRef}/Tenants', {
        params: { path: { ApplicationRef: '0001234' } },
        body: { FirstName: 'A', LastName: 'B', EmailAddress: 'a@example.com' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN' });
    expect(provider.hits('POST /Applications/0001234/Tenants')).toBe(1);
  });

  it('through the raw client, a POST answered 5xx is thrown as OutcomeUnknownError too (one decision for both)', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/42', { status: 503 });
    const error = await client.raw
      .POST('/Applications/{BranchIdOrReferenceNumber}', {
        params: { path: { BranchIdOrReferenceNumber: 42 } },
        body: application,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ reason: 'server-error', status: 503 });
    expect(provider.hits('POST /Applications/42')).toBe(1);
  });

  it('a POST that could not be sent at all (connection refused) is a NetworkError that says nothing changed', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.close();
    const error = (await client.createTenancy(42, application).catch((e: unknown) => e)) as NetworkError;
    expect(error).toMatchObject({ code: 'TRS_NETWORK_ERROR', sent: false });
    expect(error.message).toMatch(/not sent, so nothing changed/);
  });

  it('a POST answered 503 or 500 is not retried, and its outcome is unknown (the service may have acted)', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/0001234/CancelTenancy/ABC0004567', { status: 503 });
    await expect(client.cancelTenancy('0001234', 'ABC0004567', 'Withdrew')).rejects.toMatchObject({
      code: 'TRS_OUTCOME_UNKNOWN',
      reason: 'server-error',
      status: 503,
    });
    expect(provider.hits('POST /Applications/0001234/CancelTenancy/ABC0004567')).toBe(1);
    provider.script('POST /Applications/42', { status: 500 });
    const error = (await client.createTenancy(42, application).catch((e: unknown) => e)) as OutcomeUnknownError;
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ reason: 'server-error', status: 500 });
    expect(error.message).toMatch(/answered HTTP 500/);
    expect(error.message).toMatch(/second tenancy/);
    expect(provider.hits('POST /Applications/42')).toBe(1);
  });

  it('a POST answered 504 by a gateway has an unknown outcome', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/42', { status: 504 });
    await expect(client.createTenancy(42, application)).rejects.toMatchObject({
      code: 'TRS_OUTCOME_UNKNOWN',
      reason: 'gateway',
      status: 504,
    });
    expect(provider.hits('POST /Applications/42')).toBe(1);
  });

  it('a POST that times out: OutcomeUnknownError, the service hit once', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/42', { delayMs: 1_500 });
    const error = await client.createTenancy(42, application, { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN', reason: 'timeout' });
    expect(provider.hits('POST /Applications/42')).toBe(1);
  });
});

describe.concurrent('timeouts and abort signals', () => {
  it('a GET that exceeds its timeout is a TimeoutError', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('GET /Branches', { delayMs: 1_500 });
    const error = await client.listBranches({ timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TRS_TIMEOUT', timeoutMs: 200 });
  });

  it('the client-wide timeoutMs applies to every call, raw ones included, and a per-call one overrides it', async ({
    expect,
    onTestFinished,
  }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider, { timeoutMs: 200 });
    provider.script('GET /Branches', { delayMs: 1_000 });
    await expect(client.raw.GET('/Branches')).rejects.toMatchObject({ code: 'TRS_TIMEOUT' });
    provider.script('GET /Branches', { delayMs: 400 });
    const { response } = await client.raw.GET('/Branches', { timeoutMs: 120_000 });
    expect(response.status).toBe(200);
  });

  it('the timeout bounds the retries and their waits too', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    // Backoff waits of 60–120 s, longer than what is left of the 60 s deadline: the wait is not started, and the
    // 503 is final (a client that waited would end with a TimeoutError).
    const client = await loggedIn(provider, {
      timeoutMs: 60_000,
      retry: { retries: 10, baseDelayMs: 120_000, maxDelayMs: 240_000 },
    });
    provider.script('GET /Branches', ...Array.from({ length: 20 }, () => ({ status: 503 })));
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_HTTP_ERROR', status: 503 });
    expect(provider.hits('GET /Branches')).toBe(1);
  });

  it("a caller's AbortSignal aborts a GET with the signal's reason", async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('GET /Branches', { delayMs: 1_500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('user navigated away')), 100);
    await expect(client.listBranches({ signal: controller.signal })).rejects.toThrow('user navigated away');
  });

  it('an AbortSignal.timeout passed by the caller reads as a TimeoutError', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('GET /Branches', { delayMs: 1_500 });
    await expect(client.raw.GET('/Branches', { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      code: 'TRS_TIMEOUT',
    });
  });

  it('an aborted POST that was already sent has an unknown outcome', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    provider.script('POST /Applications/42', { delayMs: 30_000 });
    const controller = new AbortController();
    const outcome = client
      .createTenancy(42, application, { signal: controller.signal })
      .catch((error: unknown) => error);
    // Aborted once the service holds the request (it answers 30 s later).
    while (provider.hits('POST /Applications/42') === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    expect(await outcome).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN', reason: 'aborted' });
  });

  it('a signal aborted before the call sends nothing', async ({ expect, onTestFinished }) => {
    const provider = ownProvider(onTestFinished);
    const client = await loggedIn(provider);
    const before = provider.requests.length;
    await expect(client.createTenancy(42, application, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(provider.requests.length).toBe(before);
  });
});
