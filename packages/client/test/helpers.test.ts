// The helpers: identifiers of the wrong kind and invalid bodies are refused before anything is sent (no login
// either), answers are validated, and the service's errors become errors that say what to do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createClient,
  HttpError,
  InvalidApplicantRefError,
  InvalidApplicationRefError,
  InvalidBranchIdError,
  InvalidDateError,
  ReferenceNotReturnedError,
  type TrsError,
  UnexpectedResponseError,
  ValidationError,
  type Applicant,
  type CreateTenant,
  type TrsClient,
} from '../src/index.js';
import { applicant, application, createTenant, rentShare } from './support/examples.js';
import { PASSWORD, startProvider, USER, type Provider } from './support/provider.js';

let provider: Provider;
let client: TrsClient;
let sent: Request[];

beforeEach(() => {
  provider = startProvider();
  sent = [];
  client = createClient({
    baseUrl: provider.url,
    credentials: { userName: USER, password: PASSWORD },
    fetch: (request) => {
      sent.push(request.clone());
      return provider.fetch(request);
    },
  });
});
afterEach(() => provider.close());

const refusedLocally = async <E extends TrsError>(
  call: () => Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  code: string,
): Promise<E> => {
  const error = await call().then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as E).code).toBe(code);
  expect(sent).toHaveLength(0);
  expect(provider.requests).toHaveLength(0);
  return error as E;
};

describe('the wrong kind of identifier is refused before any request (rule 2.1.1)', () => {
  it('a tenancy reference where a branch id belongs', async () => {
    const error = await refusedLocally(
      // @ts-expect-error a tenancy reference where a branch id belongs, as a JavaScript caller may pass one
      () => client.createTenancy('0001234', application),
      InvalidBranchIdError,
      'TRS_INVALID_BRANCH_ID',
    );
    expect(error.message).toMatch(/looks like a tenancy reference/);
    expect(error.message).toMatch(/Nothing was sent/);
  });

  it('a branch id where a tenancy reference belongs', async () => {
    const error = await refusedLocally(
      // @ts-expect-error a branch id where a tenancy reference belongs
      () => client.getApplication(42),
      InvalidApplicationRefError,
      'TRS_INVALID_APPLICATION_REF',
    );
    expect(error.message).toMatch(/branch id, not a tenancy reference/);
  });

  it('a reference that lost its leading zeros', async () => {
    const error = await refusedLocally(
      () => client.getApplication('1234' as string),
      InvalidApplicationRefError,
      'TRS_INVALID_APPLICATION_REF',
    );
    expect(error.message).toMatch(/exactly seven digits/);
  });

  it('not a positive integer branch id', async () => {
    await refusedLocally(
      () => client.createTenancy(0 as number, application),
      InvalidBranchIdError,
      'TRS_INVALID_BRANCH_ID',
    );
    await refusedLocally(
      () => client.createTenancy(4.5 as number, application),
      InvalidBranchIdError,
      'TRS_INVALID_BRANCH_ID',
    );
  });

  it('through the raw client as well', async () => {
    await refusedLocally(
      () =>
        client.raw.POST('/Applications/{BranchIdOrReferenceNumber}', {
          // @ts-expect-error a tenancy reference where the POST takes a branch id
          params: { path: { BranchIdOrReferenceNumber: '0001234' } },
          body: application,
        }),
      InvalidBranchIdError,
      'TRS_INVALID_BRANCH_ID',
    );
    await refusedLocally(
      () =>
        client.raw.GET('/Applications/{BranchIdOrReferenceNumber}', {
          // @ts-expect-error a branch id where the GET takes a tenancy reference
          params: { path: { BranchIdOrReferenceNumber: 42 } },
        }),
      InvalidApplicationRefError,
      'TRS_INVALID_APPLICATION_REF',
    );
    await refusedLocally(
      // @ts-expect-error no path parameters at all
      () => client.raw.GET('/Applications/{ApplicationRef}/Notes', {}),
      InvalidApplicationRefError,
      'TRS_INVALID_APPLICATION_REF',
    );
  });

  it('an applicant reference that is not one', async () => {
    const error = await refusedLocally(
      () => client.submitTenant('0001234', '0004567' as string, applicant),
      InvalidApplicantRefError,
      'TRS_INVALID_APPLICANT_REF',
    );
    expect(error.message).toMatch(/TenantRef/);
  });
});

describe('bodies are validated before any request', () => {
  it('submit lists every missing submit-time field in one error', async () => {
    const { BirthDay, Nationality, MaritalStatus, AddressHistory, SignedConsent, ...partial } = applicant;
    const error = await refusedLocally(
      () => client.submitTenant('0001234', 'ABC0004567', partial as Applicant),
      ValidationError,
      'TRS_VALIDATION_FAILED',
    );
    const missing = error.issues
      .filter((i) => i.rule === 'required')
      .map((i) => i.pointer)
      .sort();
    expect(missing).toEqual(['/AddressHistory', '/BirthDay', '/MaritalStatus', '/Nationality', '/SignedConsent']);
    for (const field of missing) expect(error.message).toContain(field);
  });

  it('submit guarantor and create-and-submit too', async () => {
    await refusedLocally(
      () => client.submitGuarantor('0001234', 'ABC0004999', { ...applicant, BirthDay: '17/03/1994' }),
      ValidationError,
      'TRS_VALIDATION_FAILED',
    );
    await refusedLocally(
      () => client.createAndSubmitTenant('0001234', { ...applicant, AddressHistory: [] }),
      ValidationError,
      'TRS_VALIDATION_FAILED',
    );
  });

  it('a misspelt provider field name is named', async () => {
    const misspelt = {
      ...application,
      RentalDetails: { ...application.RentalDetails, HowWillThePropertyBeManaged: 3 },
    };
    const error = await refusedLocally(
      () => client.createTenancy(42, misspelt),
      ValidationError,
      'TRS_VALIDATION_FAILED',
    );
    expect(error.issues).toContainEqual(
      expect.objectContaining({ pointer: '/RentalDetails/HowWillThePropertyBeManaged', rule: 'additionalProperties' }),
    );
  });

  it('the raw client validates bodies as well', async () => {
    await refusedLocally(
      () =>
        client.raw.POST('/Applications/{ApplicationRef}/Tenants', {
          params: { path: { ApplicationRef: '0001234' } },
          body: { FirstName: 'Amelia' } as CreateTenant,
        }),
      ValidationError,
      'TRS_VALIDATION_FAILED',
    );
  });

  it('an empty cancellation reason', async () => {
    await refusedLocally(
      () => client.cancelTenancy('0001234', 'ABC0004567', ''),
      ValidationError,
      'TRS_VALIDATION_FAILED',
    );
  });
});

describe('tenancy start date', () => {
  it('must be written yyyy-MM-dd and be a real calendar date', async () => {
    await refusedLocally(
      () => client.changeTenancyStartDate('0001234', '2027-02-30'),
      InvalidDateError,
      'TRS_INVALID_DATE',
    );
    await refusedLocally(
      () => client.changeTenancyStartDate('0001234', '2027-1-5' as string),
      InvalidDateError,
      'TRS_INVALID_DATE',
    );
    await refusedLocally(
      () => client.changeTenancyStartDate('0001234', '2027-13-01'),
      InvalidDateError,
      'TRS_INVALID_DATE',
    );
    await refusedLocally(
      () => client.changeTenancyStartDate('0001234', '2027-02-29'),
      InvalidDateError,
      'TRS_INVALID_DATE',
    );
  });

  it('travels in the path, with no body', async () => {
    await client.changeTenancyStartDate('0001234', '2028-02-29');
    const put = provider.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/Applications/0001234/TenancyStartDate/2028-02-29');
    expect(put.body).toBe('');
  });
});

describe('the calls', () => {
  it('createTenancy returns the seven-digit reference', async () => {
    await expect(client.createTenancy(42, application)).resolves.toBe('0001234');
    const post = provider.requests.find((r) => r.method === 'POST' && r.path === '/Applications/42')!;
    expect(JSON.parse(post.body)).toEqual(application);
  });

  it('createTenancy answered with something other than a seven-digit string: ReferenceNotReturnedError, what was recovered and the raw answer', async () => {
    await client.login();
    provider.script('POST /Applications/42', { status: 200, body: '1234' });
    const error = (await client.createTenancy(42, application).catch((e: unknown) => e)) as ReferenceNotReturnedError;
    expect(error).toBeInstanceOf(ReferenceNotReturnedError);
    expect(error).toMatchObject({
      code: 'TRS_REFERENCE_NOT_RETURNED',
      details: {
        status: 200,
        identifier: 'ApplicationReference',
        pointer: '',
        raw: '1234',
        data: 1234,
        recovered: '0001234',
      },
    });
    expect(error.message).toMatch(/has probably created the tenancy/);
    expect(error.message).toMatch(/the number 1234/);
    expect(error.message).toMatch(/"0001234"/);
    expect(error.message).toMatch(/createNewTenancy webhook/);
    provider.script('POST /Applications/42', { status: 200, body: '"12345"' });
    await expect(client.createTenancy(42, application)).rejects.toMatchObject({
      code: 'TRS_REFERENCE_NOT_RETURNED',
      details: { raw: '"12345"', recovered: '0012345' },
    });
    provider.script('POST /Applications/42', { status: 200, body: '"00001234"' });
    await expect(client.createTenancy(42, application)).rejects.toMatchObject({ details: { recovered: '0001234' } });
    provider.script('POST /Applications/42', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body: '<html>Created tenancy 0004321</html>',
    });
    const html = (await client.createTenancy(42, application).catch((e: unknown) => e)) as ReferenceNotReturnedError;
    expect(html).toMatchObject({
      code: 'TRS_REFERENCE_NOT_RETURNED',
      details: { raw: '<html>Created tenancy 0004321</html>', data: null, recovered: '0004321' },
    });
    expect(html.message).toMatch(/an answer that is not JSON/);
  });

  it('add tenant or guarantor answered without a ReferenceNumber: ReferenceNotReturnedError with the raw answer', async () => {
    await client.login();
    provider.script('POST /Applications/0001234/Tenants', {
      status: 200,
      body: JSON.stringify({ FirstName: 'Amelia', LastName: 'Hart' }),
    });
    const error = (await client
      .addTenant('0001234', createTenant)
      .catch((e: unknown) => e)) as ReferenceNotReturnedError;
    expect(error).toBeInstanceOf(ReferenceNotReturnedError);
    expect(error.details).toMatchObject({
      identifier: 'ApplicantReference',
      pointer: '/ReferenceNumber',
      raw: JSON.stringify({ FirstName: 'Amelia', LastName: 'Hart' }),
      data: { FirstName: 'Amelia', LastName: 'Hart' },
      recovered: null,
    });
    expect(error.message).toMatch(/no ReferenceNumber/);
    expect(error.message).toMatch(/addApplicant webhook/);
    provider.script('POST /Applications/0001234/Guarantors', {
      status: 200,
      body: JSON.stringify({ FirstName: 'Helen', referenceNumber: 'abc0004999' }),
    });
    await expect(client.addGuarantor('0001234', createTenant)).rejects.toMatchObject({
      code: 'TRS_REFERENCE_NOT_RETURNED',
      details: { recovered: 'ABC0004999' },
    });
    // With the reference in its documented form but another field broken: the reference travels with the error.
    provider.script('POST /Applications/0001234/Tenants', {
      status: 200,
      body: JSON.stringify({ ReferenceNumber: 'ABC0004567', FirstName: 42 }),
    });
    const broken = (await client
      .addTenant('0001234', createTenant)
      .catch((e: unknown) => e)) as UnexpectedResponseError;
    expect(broken).toBeInstanceOf(UnexpectedResponseError);
    expect(broken.details.references).toEqual({ '/ReferenceNumber': 'ABC0004567' });
    expect(broken.message).toMatch(/ReferenceNumber "ABC0004567": store it now/);
  });

  it('cancel sends the reason as a single JSON string', async () => {
    await client.cancelTenancy('0001234', 'ABC0004567', 'Tenant withdrew "early"');
    const post = provider.requests.find((r) => r.path === '/Applications/0001234/CancelTenancy/ABC0004567')!;
    expect(post.body).toBe(JSON.stringify('Tenant withdrew "early"'));
    const request = sent.find((r) => r.url.endsWith('/CancelTenancy/ABC0004567'))!;
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('rent share, tenants, guarantors, notes, audit trail, reports, applicant', async () => {
    await client.setRentShare('0001234', rentShare);
    expect(JSON.parse(provider.requests.find((r) => r.method === 'PUT')!.body)).toEqual(rentShare);
    await expect(client.addTenant('0001234', createTenant)).resolves.toMatchObject({
      ReferenceNumber: 'ABC0004567',
      FirstName: 'Amelia',
    });
    await expect(client.addGuarantor('0001234', createTenant)).resolves.toMatchObject({
      ReferenceNumber: 'ABC0004567',
    });
    await expect(client.submitTenant('0001234', 'ABC0004567', applicant)).resolves.toBeUndefined();
    await expect(client.createAndSubmitTenant('0001234', applicant)).resolves.toMatchObject({
      ReferenceNumber: 'ABC0004567',
    });
    await expect(client.listNotes('0001234')).resolves.toEqual([
      expect.objectContaining({ Content: 'Called the tenant' }),
    ]);
    await expect(client.getAuditTrail('0001234')).resolves.toHaveLength(1);
    await expect(client.listReports('0001234')).resolves.toEqual([1, 7]);
    await expect(client.getApplicant('0001234', 'ABC0004567')).resolves.toMatchObject({
      ReferenceNumber: 'ABC0004567',
    });
    await expect(client.getApplication('0001234')).resolves.toMatchObject({ ReferenceNumber: '0001234' });
  });

  it("the service's errors become HttpErrors with the status, its Message and what to do", async () => {
    await client.login();
    provider.script('GET /Applications/0001234', {
      status: 400,
      body: JSON.stringify({ Message: 'The value is not valid.' }),
    });
    const error = (await client.getApplication('0001234').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: 'TRS_HTTP_ERROR',
      status: 400,
      providerMessage: 'The value is not valid.',
      body: { Message: 'The value is not valid.' },
    });
    expect(error.message).toBe(
      'getApplication (GET /Applications/0001234) answered HTTP 400. The service said: "The value is not valid." The service rejected the request as invalid. Correct it; sending it again unchanged fails again.',
    );
    provider.script('GET /Applications/0009999', { status: 404 });
    const notFound = (await client.getApplication('0009999').catch((e: unknown) => e)) as HttpError;
    expect(notFound).toMatchObject({ status: 404 });
    expect(notFound.message).toMatch(/cannot be searched for/);
  });

  it('a redirect is not followed with the Token: it becomes an HttpError that says to fix baseUrl', async () => {
    await client.login();
    provider.script('GET /Branches', { status: 301, headers: { Location: 'https://elsewhere.example/v2/Branches' } });
    const error = (await client.listBranches().catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ code: 'TRS_HTTP_ERROR', status: 301 });
    expect(error.message).toMatch(/set baseUrl/);
    expect(sent.filter((r) => r.url.includes('elsewhere'))).toHaveLength(0);
  });
});
