// The client's errors follow the one design of the @trs packages: TrsError with a stable code, a message that says
// what to do, typed details (the flat fields read them), and the shared ConfigError for a bad option.
import {
  assert,
  ConfigError as SharedConfigError,
  patternDescriptions,
  TrsError as SharedTrsError,
} from '@trs/validators';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthError,
  ConfigError,
  createClient,
  HttpError,
  InvalidBranchIdError,
  InvalidParameterError,
  JournalRecordError,
  NetworkError,
  NotAPdfError,
  OutcomeUnknownError,
  ReferenceNotReturnedError,
  TimeoutError,
  TrsError,
  UnexpectedResponseError,
  ValidationError,
  type ClientErrorCode,
  type ClientOptions,
  type TrsClient,
} from '../src/index.js';
import {
  checkApplicantRef,
  checkApplicationRef,
  checkBranchId,
  checkIsoDate,
  checkPathParameter,
} from '../src/identifiers.js';
import { application, createTenant } from './support/examples.js';
import { PASSWORD, startProvider, USER, type Provider } from './support/provider.js';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return expect.fail('expected a throw');
};

describe('a bad option of createClient', () => {
  it.each([
    ['baseUrl', { baseUrl: 'not a url', credentials: { userName: 'u', password: 'p' } }],
    ['credentials', { baseUrl: 'https://service.invalid/v2' }],
    [
      'timeoutMs',
      { baseUrl: 'https://service.invalid/v2', credentials: { userName: 'u', password: 'p' }, timeoutMs: -1 },
    ],
    [
      'retry',
      { baseUrl: 'https://service.invalid/v2', credentials: { userName: 'u', password: 'p' }, retry: { retries: -1 } },
    ],
  ])('%s: the shared ConfigError, TRS_INVALID_CONFIG, naming the option', (option, options) => {
    const error = thrown(() => createClient(options as ClientOptions));
    expect(error).toBeInstanceOf(ConfigError);
    expect(ConfigError).toBe(SharedConfigError);
    expect(error).toBeInstanceOf(SharedTrsError);
    expect(error).toMatchObject({ name: 'ConfigError', code: 'TRS_INVALID_CONFIG', details: { option } });
    expect((error as Error).message).toContain(option);
  });
});

describe('options that are gone (folded into tokenStore, renamed clock)', () => {
  const base = { baseUrl: 'https://service.invalid/v2', credentials: { userName: 'u', password: 'p' } };
  it.each([
    ['loadToken', { loadToken: () => undefined }, /tokenStore: \{ loadToken, onTokenChange, acquireLoginLock \}/],
    ['onTokenChange', { onTokenChange: () => undefined }, /tokenStore: \{ onTokenChange \}/],
    ['acquireLoginLock', { acquireLoginLock: () => Promise.resolve(() => undefined) }, /tokenStore: \{ loadToken/],
    ['now', { now: () => Date.now() }, /clock: the same function/],
  ])('%s: a ConfigError naming it and what to write instead', (option, extra, instead) => {
    const error = thrown(() => createClient({ ...base, ...extra }));
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ code: 'TRS_INVALID_CONFIG', details: { option } });
    expect((error as Error).message).toMatch(new RegExp(`^createClient: ${option} is no longer an option; use `));
    expect((error as Error).message).toMatch(instead);
  });

  it('tokenStore: a lock without loadToken, a store without onTokenChange, or no object at all are refused', () => {
    const lock = () => Promise.resolve(() => undefined);
    for (const tokenStore of [
      { onTokenChange: () => undefined, acquireLoginLock: lock },
      { loadToken: () => undefined, acquireLoginLock: lock },
      'file.json',
    ]) {
      const error = thrown(() => createClient({ ...base, tokenStore } as unknown as ClientOptions));
      expect(error).toMatchObject({ code: 'TRS_INVALID_CONFIG', details: { option: 'tokenStore' } });
    }
  });

  it('clock: neither a function, nor an object with now(), is refused', () => {
    const error = thrown(() => createClient({ ...base, clock: 'system' } as unknown as ClientOptions));
    expect(error).toMatchObject({ code: 'TRS_INVALID_CONFIG', details: { option: 'clock' } });
  });
});

describe('errors of calls', () => {
  let provider: Provider;
  let client: TrsClient;
  beforeEach(async () => {
    provider = startProvider();
    client = createClient({
      baseUrl: provider.url,
      fetch: provider.fetch,
      credentials: { userName: USER, password: PASSWORD },
    });
    await client.login();
  });
  afterEach(() => provider.close());

  it('a wrong identifier: typed details, the flat fields read them, the code fixed by the class', async () => {
    const error = (await client
      // @ts-expect-error a tenancy reference where a branch id belongs, as a JavaScript caller may pass one
      .createTenancy('0001234', application)
      .catch((e: unknown) => e)) as InvalidBranchIdError;
    expect(error).toBeInstanceOf(InvalidBranchIdError);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error).toBeInstanceOf(TrsError);
    expect(error).toMatchObject({
      name: 'InvalidBranchIdError',
      code: 'TRS_INVALID_BRANCH_ID',
      details: { parameter: 'BranchId', value: '0001234' },
    });
    expect([error.parameter, error.value]).toEqual(['BranchId', '0001234']);
  });

  it('an HTTP error: status, provider message and call in details', async () => {
    provider.script('GET /Applications/0009999', { status: 404, body: JSON.stringify({ Message: 'No such tenancy' }) });
    const error = (await client.getApplication('0009999').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.details).toEqual({
      status: 404,
      providerMessage: 'No such tenancy',
      body: { Message: 'No such tenancy' },
      retryAfterMs: null,
      call: { operationId: 'getApplication', method: 'GET', path: '/Applications/0009999' },
    });
    expect(error.status).toBe(404);
    expect(error.call).toEqual(error.details.call);
  });

  it("a POST whose outcome is unknown: the contract's advice for that operation (x-advice) in details and message", async () => {
    provider.script('POST /Applications/0001234/Tenants', { drop: true });
    const error = (await client.addTenant('0001234', createTenant).catch((e: unknown) => e)) as OutcomeUnknownError;
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error.details).toEqual({
      reason: 'dropped',
      status: null,
      advice: expect.stringMatching(/^The tenant may or may not have been added\..*addApplicant webhook/) as unknown,
      call: { operationId: 'addTenant', method: 'POST', path: '/Applications/0001234/Tenants' },
    });
    expect(error.message).toContain(error.details.advice);
    expect(error.reason).toBe('dropped');
  });
});

describe('every error code has a message that reads well', () => {
  const call = { operationId: 'createTenancy', method: 'POST', path: '/Applications/42' };
  const get = { operationId: 'listBranches', method: 'GET', path: '/Branches' };
  // Typical and awkward inputs for each code (a provider message ending in a full stop, no status, NaN values); a new
  // code without an entry here does not compile.
  const examples: Record<ClientErrorCode, () => Error[]> = {
    TRS_VALIDATION_FAILED: () => [
      new ValidationError('Applicant', [{ pointer: '/BirthDay', rule: 'required', message: '/BirthDay is required' }]),
      thrown(() => assert.RentShare([{ ApplicantRef: 'Amelia', Rent: 650 }])) as Error,
      // Every pattern of the contract, in the words its messages use.
      ...Object.values(patternDescriptions).map(
        (text) => new ValidationError('Body', [{ pointer: '/field', rule: 'pattern', message: `/field ${text}` }]),
      ),
    ],
    TRS_INVALID_CONFIG: () => [
      thrown(() =>
        createClient({
          baseUrl: 'https://h.example/v2',
          credentials: { userName: 'u', password: 'p' },
          timeoutMs: Number.NaN,
        }),
      ) as Error,
      thrown(() =>
        createClient({
          baseUrl: 'https://h.example/v2',
          credentials: { userName: 'u', password: 'p' },
          timeoutMs: null as never,
        }),
      ) as Error,
      thrown(() =>
        createClient({
          baseUrl: 'https://h.example/v2',
          credentials: { userName: 'u', password: 'p' },
          retry: { retries: Number.NaN },
        }),
      ) as Error,
      thrown(() =>
        createClient({ baseUrl: undefined as never, credentials: { userName: 'u', password: 'p' } }),
      ) as Error,
    ],
    TRS_AUTH_FAILED: () => [
      new AuthError('credentials-refused', { status: 401, userName: 'crm', providerMessage: 'Denied.', call }),
      new AuthError('credentials-refused', {}),
      new AuthError('rejected-after-login', { status: 401, providerMessage: 'Token expired', call: get, refusals: 3 }),
      new AuthError('no-token-in-answer', {}),
    ],
    TRS_HTTP_ERROR: () => [
      new HttpError(400, { call: get, providerMessage: 'The value is not valid.' }),
      new HttpError(404, { call: { operationId: 'authenticate', method: 'POST', path: '/Authenticate' } }),
      new HttpError(403, { call: get, download: 'presigned' }),
      new HttpError(401, { call: get, download: 'outside-base', baseUrl: 'https://h.example/v2/' }),
      new HttpError(503, { call: get, retryAfterMs: Number.NaN, providerMessage: 'Busy!' }),
      new HttpError(429, { call: get, retryAfterMs: 30_000 }),
      new HttpError(302, { call: get, location: 'https://elsewhere.example/v2/Branches' }),
      new HttpError(418, {}),
    ],
    TRS_OUTCOME_UNKNOWN: () => [
      new OutcomeUnknownError('dropped', { call }),
      new OutcomeUnknownError('timeout', { call }),
      new OutcomeUnknownError('aborted', { call: { method: 'POST', path: '/Elsewhere' } }),
      new OutcomeUnknownError('gateway', { call, status: 502 }),
      new OutcomeUnknownError('server-error', { call }),
    ],
    TRS_TIMEOUT: () => [new TimeoutError({ call: get, timeoutMs: 200 }), new TimeoutError({})],
    TRS_NETWORK_ERROR: () => [
      new NetworkError({ call: get, attempts: 1, sent: true }),
      new NetworkError({ call: get, attempts: 4, sent: true }),
      new NetworkError({ attempts: 1, sent: false }),
    ],
    TRS_NOT_A_PDF: () => [
      new NotAPdfError({ call: get, contentType: null, reason: 'content-type' }),
      new NotAPdfError({ call: get, contentType: 'application/pdf', reason: 'signature' }),
    ],
    TRS_INSECURE_URL: () => [
      thrown(() =>
        createClient({ baseUrl: 'http://h.example/v2', credentials: { userName: 'u', password: 'p' } }),
      ) as Error,
    ],
    TRS_INVALID_BRANCH_ID: () =>
      [Number.NaN, null, undefined, '0001234', '42', 0, Number.POSITIVE_INFINITY].map(
        (value) => thrown(() => checkBranchId(value)) as Error,
      ),
    TRS_INVALID_APPLICATION_REF: () =>
      [42, Number.NaN, null, undefined, '1234', 'abc'].map(
        (value) => thrown(() => checkApplicationRef(value)) as Error,
      ),
    TRS_INVALID_APPLICANT_REF: () =>
      ['0001234', null, Number.NaN].map((value) => thrown(() => checkApplicantRef(value)) as Error),
    TRS_INVALID_DATE: () =>
      ['2027-02-30', '15/01/2027', null].map((value) => thrown(() => checkIsoDate(value)) as Error),
    TRS_INVALID_PARAMETER: () => [
      thrown(() =>
        checkPathParameter({ name: 'KYCid', schema: null, type: 'string', minLength: 1 }, '', 'downloadKycReport'),
      ) as Error,
      thrown(() =>
        checkPathParameter({ name: 'ReportType', schema: null, type: 'integer' }, Number.NaN, 'downloadReport'),
      ) as Error,
    ],
    TRS_UNEXPECTED_RESPONSE: () => [
      new UnexpectedResponseError({
        call: get,
        issues: [{ pointer: '/0/Id', rule: 'type', message: '/0/Id must be integer.' }],
      }),
      new UnexpectedResponseError({
        call,
        issues: [{ pointer: '', rule: 'json', message: '(the answer) is not JSON' }],
        note: 'Look it up.',
        references: { '/ReferenceNumber': 'ABC0004567' },
      }),
    ],
    TRS_REFERENCE_NOT_RETURNED: () => [
      new ReferenceNotReturnedError({
        call,
        status: 200,
        identifier: 'ApplicationReference',
        pointer: '',
        raw: '1234',
        data: 1234,
        recovered: '0001234',
        found: 'the number 1234',
      }),
      new ReferenceNotReturnedError({
        call: { operationId: 'addTenant', method: 'POST', path: '/Applications/0001234/Tenants' },
        status: 200,
        identifier: 'ApplicantReference',
        pointer: '/ReferenceNumber',
        raw: '{}',
        data: {},
        recovered: null,
        found: 'no ReferenceNumber',
      }),
    ],
    TRS_JOURNAL_NOT_RECORDED: () => [
      new JournalRecordError(
        { operation: 'createTenancy', references: ['0001234'], pending: false },
        new Error('ENOSPC: no space left on device'),
      ),
      new JournalRecordError({ operation: 'addTenant', references: [], pending: true }, 'the database is gone'),
    ],
  };

  const balanced = (text: string) => {
    let depth = 0;
    for (const char of text) {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      if (depth < 0) return false;
    }
    return depth === 0;
  };

  it.each(Object.keys(examples) as ClientErrorCode[])('%s', (code) => {
    for (const error of examples[code]()) {
      expect(error).toBeInstanceOf(TrsError);
      expect((error as TrsError).code).toBe(code);
      const { message } = error;
      expect(message, message).not.toMatch(/\.\s*\.|\."\.|\.\)\./);
      expect(message, message).not.toMatch(/\b(null|NaN|undefined|Infinity)\b/);
      expect(balanced(message), message).toBe(true);
      expect(message, message).toMatch(/[.!?]$/);
      expect(message, message).not.toMatch(/\s{2,}/);
      expect(message.length).toBeGreaterThan(30);
    }
  });
});
