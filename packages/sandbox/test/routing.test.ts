// Routing from the contract's operations table: every operation is reachable under /v2 and goes through the same
// steps (route, Token, path parameters, body validation), a wrong-kind identifier on the shared template of rule
// 2.1.1 gets the documented client error in its documented shape, and an operation without state logic answers its
// documented success, shown with a synthetic table entry.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApplicantDetails, ApplicationReference, ErrorBody } from '@trs/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApi, type ApiContext } from '../src/api.js';
import { TokenStore } from '../src/auth.js';
import { Drift } from '../src/drift.js';
import { FaultQueue } from '../src/faults.js';
import { createSandbox, operations, systemClock, type OperationEntry, type Sandbox } from '../src/index.js';
import { Router } from '../src/router.js';
import { SandboxState } from '../src/state.js';
import { application, fullApplicant } from './support.js';

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
  const login = await fetch(`${sandbox.baseUrl}/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
  });
  token = login.headers.get('token')!;
});
afterAll(() => sandbox?.close());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { Token: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A path of an entry with a valid value for each parameter. */
function examplePath(entry: OperationEntry): string {
  const values: Record<string, string> = {
    integer: '42',
    ApplicationRef: '0001234',
    BranchIdOrReferenceNumber: entry.method === 'POST' ? '42' : '0001234',
    ReportType: entry.path.startsWith('/KYC') ? '100' : '1',
    TenancyStartDate: '2027-01-15',
    KYCid: 'kyc-000001',
  };
  return entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'ABC0004567');
}

describe('the operations table', () => {
  const router = new Router(Object.values(operations));

  it.each(Object.values(operations).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s is routed to its operation',
    (_name, entry) => {
      const match = router.match(entry.method, examplePath(entry));
      expect(match).toMatchObject({ kind: 'operation', entry: { operationId: entry.operationId } });
    },
  );

  it.each(
    Object.values(operations)
      .filter((e) => e.authenticated)
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s without a Token answers 401 under /v2', async (_name, entry) => {
    const response = await fetch(`${sandbox.baseUrl}${examplePath(entry)}`, { method: entry.method });
    expect(response.status).toBe(401);
  });

  it('a literal segment wins over a template variable (GET …/Notes is listNotes, not getApplicant)', () => {
    expect(router.match('GET', '/Applications/0001234/Notes')).toMatchObject({ entry: { operationId: 'listNotes' } });
    expect(router.match('GET', '/Applications/0001234/ABC0004567')).toMatchObject({
      entry: { operationId: 'getApplicant' },
    });
  });

  it('a path outside the contract is 404, a method outside it 405 with Allow', async () => {
    expect((await call('GET', '/Nowhere')).status).toBe(404);
    const response = await call('DELETE', '/Branches');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect((await fetch(`${sandbox.origin}/Branches`, { headers: { Token: token } })).status).toBe(404);
  });
});

describe('the shared URL template of rule 2.1.1', () => {
  it('a tenancy reference where a branch id belongs is the documented client error, in its documented shape', async () => {
    const response = await call('POST', '/Applications/0001234', application());
    expect(response.status).toBe(Number(Object.keys(operations.createTenancy.errors).find((s) => s !== '401')));
    const body = (await response.json()) as ErrorBody;
    expect(Object.keys(body)).toEqual(Object.keys(operations.createTenancy.errors['400'].example));
    expect(body.Message).toContain("'0001234' is not valid for BranchIdOrReferenceNumber");
    expect(body.Message).toContain('GET /Applications/{BranchIdOrReferenceNumber} (getApplication) takes');
    expect(sandbox.admin.state().tenancies).toHaveLength(0);
  });

  it('a branch id where a tenancy reference belongs is the same client error', async () => {
    const response = await call('GET', '/Applications/42');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).Message).toContain(
      'POST /Applications/{BranchIdOrReferenceNumber} (createTenancy) takes',
    );
  });

  it('a seven-digit number that is no branch of the agent is refused as a branch id', async () => {
    const response = await call('POST', '/Applications/1234567', application());
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).Message).toContain('not a branch of this agent');
  });
});

describe('path parameters and bodies', () => {
  it('a date that is not a calendar date, and an applicant reference of the wrong shape, are refused', async () => {
    const reference = (await (await call('POST', '/Applications/42', application())).json()) as ApplicationReference;
    const date = await call('PUT', `/Applications/${reference}/TenancyStartDate/2027-02-30`);
    expect(date.status).toBe(400);
    expect(((await date.json()) as ErrorBody).Message).toContain('a calendar date written yyyy-MM-dd');
    const applicant = await call('GET', `/Applications/${reference}/abc123`);
    expect(applicant.status).toBe(400);
    expect(((await applicant.json()) as ErrorBody).Message).toContain("'abc123' is not valid for Reference");
  });

  it('a body breaking the contract is refused naming each field and rule; nothing is created', async () => {
    const misspelt = {
      ...application(),
      RentalDetails: { ...application().RentalDetails, HowWillThePropertyBeManaged: 3 },
    };
    const response = await call('POST', '/Applications/42', misspelt);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).Message).toContain(
      '/RentalDetails/HowWillThePropertyBeManaged is not a field of this body',
    );
    const before = sandbox.admin.state().tenancies.length;
    expect((await call('POST', '/Applications/42', '{"RentalDetails":')).status).toBe(400);
    expect((await call('POST', '/Applications/42')).status).toBe(400);
    expect(
      (await call('POST', '/Applications/42', JSON.stringify(application()), { 'content-type': 'text/plain' })).status,
    ).toBe(400);
    expect(sandbox.admin.state().tenancies).toHaveLength(before);
  });

  it('submit without the submit-time fields names every missing field (provider spec 2.3)', async () => {
    const reference = (await (await call('POST', '/Applications/42', application())).json()) as ApplicationReference;
    const tenant = (await (
      await call('POST', `/Applications/${reference}/Tenants`, {
        FirstName: 'Amelia',
        LastName: 'Hart',
        EmailAddress: 'a@example.com',
      })
    ).json()) as ApplicantDetails;
    const response = await call('POST', `/Applications/${reference}/Tenants/${tenant.ReferenceNumber}`, {
      FirstName: 'Amelia',
      LastName: 'Hart',
      EmailAddress: 'a@example.com',
    });
    expect(response.status).toBe(400);
    const { Message } = (await response.json()) as ErrorBody;
    for (const field of ['BirthDay', 'Nationality', 'MaritalStatus', 'AddressHistory', 'SignedConsent'])
      expect(Message).toContain(`/${field} is required`);
    expect(sandbox.admin.tenancy(reference).applicants[0]!.status).toBe('Created');
    const full = await call('POST', `/Applications/${reference}/Tenants/${tenant.ReferenceNumber}`, fullApplicant());
    expect(full.status).toBe(200);
    expect(sandbox.admin.tenancy(reference).applicants[0]!.status).toBe('References in Progress');
  });
});

describe('an operation without state logic answers its documented success', () => {
  it('POST /Notifications (deprecated) is checked like any other, then answers 200', async () => {
    expect((await call('POST', '/Notifications', { ReferenceNo: 'ABC0004567' })).status).toBe(200);
    expect((await call('POST', '/Notifications', {})).status).toBe(400);
  });

  it('a synthetic entry added to the table gets a working route with no hand-written line', async () => {
    const synthetic: OperationEntry = {
      operationId: 'countPings',
      summary: 'A synthetic operation',
      method: 'PUT',
      path: '/Pings/{Count}',
      authenticated: true,
      deprecated: false,
      pathParameters: [{ name: 'Count', type: 'integer', minimum: 1 }],
      requestBody: { validator: 'CancellationReason', contentType: 'application/json', required: true },
      success: { status: 202, contentType: 'application/json', example: { pongs: 3 }, headers: { 'X-Pong': 'yes' } },
      errors: {
        '422': { contentType: 'application/json', example: { Problem: 'example' } },
        '401': { contentType: null, example: null },
      },
    };
    const state = new SandboxState('SBX');
    const auth = new TokenStore([{ userName: 'u', password: 'p', branches: [42] }], 60_000, systemClock);
    const context: ApiContext = {
      router: new Router([...Object.values(operations), synthetic]),
      auth,
      faults: new FaultQueue(),
      drift: new Drift(),
      provider: undefined as never,
      state,
      handlers: {},
      onProblem: () => {},
    };
    const server = http.createServer(
      (req, res) => void handleApi(context, req, res, new URL(req.url!, 'http://x').pathname),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { token: issued } = auth.login('u', 'p')!;
      const put = (path: string, body: unknown, tokenValue: string | null = issued) =>
        fetch(`${origin}${path}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', ...(tokenValue ? { Token: tokenValue } : {}) },
          body: JSON.stringify(body),
        });
      const ok = await put('/Pings/3', 'a reason');
      expect(ok.status).toBe(202);
      expect(ok.headers.get('x-pong')).toBe('yes');
      expect(await ok.json()).toEqual({ pongs: 3 });
      expect((await put('/Pings/3', 'a reason', null)).status).toBe(401);
      const badParameter = await put('/Pings/0', 'a reason');
      expect(badParameter.status).toBe(422);
      expect(Object.keys((await badParameter.json()) as object)).toEqual(['Problem']);
      expect((await put('/Pings/3', 42)).status).toBe(422);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
