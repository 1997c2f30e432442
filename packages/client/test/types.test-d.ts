// Misuse that must not compile. Each @ts-expect-error fails the type check if the line it guards compiles.
// The calls here are type-checked, never run: `void` marks a call made only for its types, whose promise nobody awaits.
import { manualClock } from '@trs/shared';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createClient,
  type Applicant,
  type ApplicantDetails,
  type Application,
  type ApplicationRecord,
  type TrsClient,
} from '../src/index.js';

declare const client: TrsClient;
declare const application: Application;
declare const applicant: Applicant;
declare const someString: string;
declare const someNumber: number;

describe('createTenancy and getApplication (rule 2.1.1: one URL template, two kinds of identifier)', () => {
  it('a branch id is a number, never a string', () => {
    void client.createTenancy(42, application);
    void client.createTenancy(someNumber, application);
    // @ts-expect-error a tenancy reference where a branch id belongs
    void client.createTenancy('0001234', application);
    // @ts-expect-error a string variable is not a branch id either
    void client.createTenancy(someString, application);
    // @ts-expect-error a numeric literal that is not a positive integer
    void client.createTenancy(0, application);
    // @ts-expect-error nor a fraction
    void client.createTenancy(4.5, application);
    expectTypeOf(client.createTenancy(42, application)).toEqualTypeOf<Promise<string>>();
  });

  it('a tenancy reference is a seven-digit string, never a number', () => {
    void client.getApplication('0001234');
    void client.getApplication(someString);
    // @ts-expect-error a branch id where a tenancy reference belongs
    void client.getApplication(42);
    // @ts-expect-error a literal that is not seven digits
    void client.getApplication('1234');
    // @ts-expect-error letters are not digits
    void client.getApplication('000123A');
    expectTypeOf(client.getApplication('0001234')).toEqualTypeOf<Promise<ApplicationRecord>>();
  });

  it('applicant references and dates are checked for literals too', () => {
    void client.getApplicant('0001234', 'ABC0004567');
    void client.getApplicant('0001234', 'DY0000321');
    // @ts-expect-error a tenancy reference where an applicant reference belongs
    void client.getApplicant('0001234', '0004567');
    void client.changeTenancyStartDate('0001234', '2027-01-15');
    // @ts-expect-error not written yyyy-MM-dd
    void client.changeTenancyStartDate('0001234', '15/01/2027');
    // @ts-expect-error a Date object is not a yyyy-MM-dd string
    void client.changeTenancyStartDate('0001234', new Date());
  });
});

describe('bodies are typed with the provider names, letter for letter', () => {
  it('a misspelt field does not compile', () => {
    void client.createTenancy(42, {
      RentalDetails: { MonthlyRent: 1250, TenancyStartDate: '2026-12-01', HowWillTheProperyBeManaged: 3 },
      PropertyInformation: { Address: { Postcode: 'M1 1AE' } },
    });
    void client.createTenancy(42, {
      RentalDetails: {
        MonthlyRent: 1250,
        TenancyStartDate: '2026-12-01',
        // @ts-expect-error the provider spells it HowWillTheProperyBeManaged
        HowWillThePropertyBeManaged: 3,
      },
      PropertyInformation: { Address: { Postcode: 'M1 1AE' } },
    });
    void client.addTenant('0001234', {
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'a@example.com',
      // @ts-expect-error the provider spells it HasAdverceData
      HasAdverseData: false,
    });
  });

  it('submit needs the submit-time fields', () => {
    void client.submitTenant('0001234', 'ABC0004567', applicant);
    // @ts-expect-error BirthDay, Nationality, MaritalStatus, AddressHistory and SignedConsent are missing
    void client.submitTenant('0001234', 'ABC0004567', { FirstName: 'A', LastName: 'B', EmailAddress: 'a@example.com' });
    // @ts-expect-error the reason is a string
    void client.cancelTenancy('0001234', 'ABC0004567', { reason: 'withdrew' });
  });
});

describe('the raw client', () => {
  it('needs every path parameter, of the right type', () => {
    void client.raw.GET('/Applications/{ApplicationRef}/Notes', { params: { path: { ApplicationRef: '0001234' } } });
    // @ts-expect-error no path parameters at all
    void client.raw.GET('/Applications/{ApplicationRef}/Notes');
    // @ts-expect-error params without the path parameter
    void client.raw.GET('/Applications/{ApplicationRef}/Notes', { params: { path: {} } });
    void client.raw.POST('/Applications/{BranchIdOrReferenceNumber}', {
      // @ts-expect-error a tenancy reference where the POST takes a branch id
      params: { path: { BranchIdOrReferenceNumber: '0001234' } },
      body: application,
    });
    void client.raw.GET('/Applications/{BranchIdOrReferenceNumber}', {
      // @ts-expect-error a branch id where the GET takes a tenancy reference
      params: { path: { BranchIdOrReferenceNumber: 42 } },
    });
    // @ts-expect-error no such path
    void client.raw.GET('/Applications');
    // @ts-expect-error create tenancy is a POST
    void client.raw.PUT('/Applications/{BranchIdOrReferenceNumber}', {
      params: { path: { BranchIdOrReferenceNumber: 42 } },
      body: application,
    });
  });

  it('types answers from the contract', async () => {
    const { data } = await client.raw.POST('/Applications/{ApplicationRef}/Tenants', {
      params: { path: { ApplicationRef: '0001234' } },
      body: { FirstName: 'A', LastName: 'B', EmailAddress: 'a@example.com' },
    });
    expectTypeOf(data).toEqualTypeOf<ApplicantDetails | undefined>();
  });
});

describe('answers of calls that create something', () => {
  it('ReferenceNumber of an added tenant or guarantor is always there (no `!`)', async () => {
    const tenant = await client.addTenant('0001234', { FirstName: 'A', LastName: 'B', EmailAddress: 'a@example.com' });
    expectTypeOf(tenant.ReferenceNumber).toEqualTypeOf<string>();
    const guarantor = await client.addGuarantor('0001234', {
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'a@example.com',
    });
    expectTypeOf(guarantor.ReferenceNumber).toEqualTypeOf<string>();
    // A fetched applicant's reference stays optional: its answer is read tolerantly.
    expectTypeOf((await client.getApplicant('0001234', 'ABC0004567')).ReferenceNumber).toEqualTypeOf<
      string | undefined
    >();
  });

  it('withResponse answers { data, response } with the same data types and the same argument checks', async () => {
    const created = await client.withResponse.createTenancy(42, application);
    expectTypeOf(created.data).toEqualTypeOf<string>();
    expectTypeOf(created.response).toEqualTypeOf<Response>();
    const tenant = await client.withResponse.addTenant('0001234', {
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'a@example.com',
    });
    expectTypeOf(tenant.data.ReferenceNumber).toEqualTypeOf<string>();
    expectTypeOf(client.withResponse.downloadReport('0001234', 1, { parseAs: 'stream' })).toEqualTypeOf<
      Promise<{ data: ReadableStream<Uint8Array>; response: Response }>
    >();
    // @ts-expect-error a tenancy reference where a branch id belongs
    void client.withResponse.createTenancy('0001234', application);
  });
});

describe('downloads and options', () => {
  it('bytes by default, a stream when asked', () => {
    expectTypeOf(client.downloadReport('0001234', 1)).toEqualTypeOf<Promise<Uint8Array>>();
    expectTypeOf(client.downloadReport('0001234', 1, { parseAs: 'stream' })).toEqualTypeOf<
      Promise<ReadableStream<Uint8Array>>
    >();
    expectTypeOf(client.downloadFromEventUrl('https://x/v2/KYC/Report/a/100', { parseAs: 'stream' })).toEqualTypeOf<
      Promise<ReadableStream<Uint8Array>>
    >();
    // @ts-expect-error no such parseAs
    void client.downloadReport('0001234', 1, { parseAs: 'json' });
  });

  it('per-call options: signal, timeoutMs and retry', () => {
    void client.listBranches({ timeoutMs: 5_000, retry: { retries: 5 }, signal: AbortSignal.timeout(1_000) });
    void client.listBranches({ retry: false });
    // @ts-expect-error retry takes retry options or false
    void client.listBranches({ retry: 3 });
  });

  it('hooks and token stores are typed', () => {
    createClient({
      baseUrl: 'https://host/v2',
      credentials: { userName: 'a', password: 'b' },
      hooks: {
        onResponse: (event) => {
          expectTypeOf(event.status).toEqualTypeOf<number | null>();
          expectTypeOf(event.final).toEqualTypeOf<boolean>();
        },
        onLogin: (event) =>
          expectTypeOf(event.reason).toEqualTypeOf<'first-call' | 'token-expiring' | 'token-refused' | 'forced'>(),
      },
      tokenStore: {
        loadToken: () => undefined,
        onTokenChange: () => undefined,
        acquireLoginLock: () => Promise.resolve(() => undefined),
      },
    });
    createClient({
      baseUrl: 'https://host/v2',
      credentials: { userName: 'a', password: 'b' },
      // @ts-expect-error a token store needs loadToken and onTokenChange
      tokenStore: { loadToken: () => undefined, acquireLoginLock: () => Promise.resolve(() => undefined) },
    });
    createClient({
      baseUrl: 'https://host/v2',
      credentials: { userName: 'a', password: 'b' },
      // @ts-expect-error a token store needs its login lock
      tokenStore: { loadToken: () => undefined, onTokenChange: () => undefined },
    });
    // onTokenChange alone keeps each new token: no lock needed.
    createClient({
      baseUrl: 'https://host/v2',
      credentials: { userName: 'a', password: 'b' },
      tokenStore: { onTokenChange: () => undefined },
    });
    createClient({
      baseUrl: 'https://host/v2',
      credentials: { userName: 'a', password: 'b' },
      // @ts-expect-error the store's parts are given together, as tokenStore
      loadToken: () => undefined,
    });
  });

  it('the clock is a Clock of @trs/shared, { now } or a function; `now` is gone', () => {
    createClient({ baseUrl: 'https://host/v2', credentials: { userName: 'a', password: 'b' }, clock: manualClock() });
    createClient({ baseUrl: 'https://host/v2', credentials: { userName: 'a', password: 'b' }, clock: () => 0 });
    createClient({
      baseUrl: 'https://host/v2',
      credentials: { userName: 'a', password: 'b' },
      clock: { now: () => 0 },
    });
    // @ts-expect-error now was renamed clock
    createClient({ baseUrl: 'https://host/v2', credentials: { userName: 'a', password: 'b' }, now: () => 0 });
  });

  it('createClient needs a baseUrl and credentials', () => {
    // @ts-expect-error credentials missing
    createClient({ baseUrl: 'https://host/v2' });
    // @ts-expect-error the credentials are userName and password
    createClient({ baseUrl: 'https://host/v2', credentials: { UserName: 'a', Password: 'b' } });
  });
});
