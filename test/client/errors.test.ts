// Errors of @trs/client as an integrator meets them against the sandbox: advice that matches the situation (a wrong
// base URL, an expired presigned URL, a 401 under baseUrl), and a POST answered 5xx whose outcome is unknown.
import { createClient, HttpError, OutcomeUnknownError } from '@trs/client';
import { manualClock, type Sandbox } from '@trs/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { application, clientOf, createTenant, failureOf, fullApplicant, startSandbox } from './support.js';

const sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});
async function start(options: Parameters<typeof startSandbox>[0] = {}) {
  const sandbox = await startSandbox(options);
  sandboxes.push(sandbox);
  return sandbox;
}

describe('advice that matches the situation', () => {
  it.each([
    ['without its /v2', (s: Sandbox) => s.origin],
    ['with /v2 twice', (s: Sandbox) => `${s.baseUrl}/v2`],
  ])('a base URL %s: the login answers 404, and the error says baseUrl is probably wrong', async (_what, base) => {
    const sandbox = await start();
    const client = createClient({ baseUrl: base(sandbox), credentials: sandbox.credentials, retry: false });
    const error = await failureOf(client.listBranches());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, call: { operationId: 'authenticate' } });
    expect(error.message).toMatch(/baseUrl is probably wrong/);
    expect(error.message).toMatch(/missing or an extra \/v2/);
    expect(error.message).not.toMatch(/references/);
  });

  it('a presigned document URL fetched after 24 hours: 403, and the error says it has probably expired', async () => {
    const clock = manualClock();
    const sandbox = await start({ clock });
    const client = clientOf(sandbox);
    const reference = await client.createTenancy(42, application());
    sandbox.admin.sendDocument(reference, { documentType: 22 });
    const event = await sandbox.admin.waitForEvent('uploadPartnerDocument');
    const url = (event.payload.data as { presignedUrl: string }).presignedUrl;
    expect(await client.fetchDocument(url)).toBeInstanceOf(Uint8Array);
    clock.advance(24 * 3_600_000 + 1);
    const error = await failureOf(client.fetchDocument(url));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403 });
    expect(error.message).toMatch(/has probably expired/);
    expect(error.message).toMatch(/24 hours/);
    expect(error.message).not.toContain(new URL(url).search.slice(1));
  });

  it('a report URL under baseUrl that keeps answering 401: an AuthError that never claims the URL is outside baseUrl', async () => {
    const sandbox = await start();
    const client = clientOf(sandbox, {
      // Another process logging in as the same user before every download retires each token the client gets.
      fetch: (request) => {
        if (request.url.includes('/Reports/')) sandbox.admin.retireTokens();
        return fetch(request);
      },
    });
    const reference = await client.createTenancy(42, application());
    const error = await failureOf(
      client.downloadFromEventUrl(`${sandbox.baseUrl}/Applications/${reference}/SBX0000001/Reports/1`),
    );
    expect(error).toMatchObject({ code: 'TRS_AUTH_FAILED', reason: 'rejected-after-login' });
    expect(error.message).not.toMatch(/not under baseUrl|No Token was sent/);
    expect(error.message).toMatch(/Another process is probably logging in/);
  });
});

describe('a report that is not ready yet (the sandbox answers 400, as the contract documents)', () => {
  it('works later: the error says to wait for Report Available, never that the request is wrong', async () => {
    const sandbox = await start();
    const client = clientOf(sandbox);
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, createTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
    const downloads = [
      client.downloadReport(reference, 1),
      client.downloadApplicantReport(reference, tenant.ReferenceNumber, 1),
      client.downloadFromEventUrl(`${sandbox.baseUrl}/Applications/${reference}/${tenant.ReferenceNumber}/Reports/1`),
    ];
    for (const download of downloads) {
      const error = await failureOf(download);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ code: 'TRS_HTTP_ERROR', status: 400 });
      expect(error.message).toMatch(/this works later/);
      expect(error.message).toMatch(/Report Available/);
      expect(error.message).not.toMatch(/fails again|Correct it/);
    }
    // Once referencing is complete, the same download works.
    sandbox.admin.completeReferencing(reference, tenant.ReferenceNumber);
    expect(await client.downloadApplicantReport(reference, tenant.ReferenceNumber, 1)).toBeInstanceOf(Uint8Array);
  });
});

describe('a POST answered 5xx has an unknown outcome (the service may have acted)', () => {
  it.each([500, 502, 503])('%s: OutcomeUnknownError, sent once, with what to look up', async (status) => {
    const sandbox = await start();
    const client = clientOf(sandbox);
    await client.login();
    sandbox.admin.injectFaults({ fault: { kind: 'status', status }, operations: ['createTenancy'] });
    const error = await failureOf(client.createTenancy(42, application()));
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({
      code: 'TRS_OUTCOME_UNKNOWN',
      status,
      reason: status === 502 ? 'gateway' : 'server-error',
    });
    expect(error.message).toMatch(/createNewTenancy webhook/);
    expect(sandbox.admin.logins()).toHaveLength(1);
  });

  it('a GET answered 500 stays an HttpError (nothing changed)', async () => {
    const sandbox = await start();
    const client = clientOf(sandbox);
    sandbox.admin.injectFaults({ fault: { kind: 'status', status: 500 }, operations: ['listBranches'] });
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_HTTP_ERROR', status: 500 });
  });
});
