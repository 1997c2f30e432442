// The client's errors follow the one design of the @trs packages: TrsError with a stable code, a message that says
// what to do, typed details (the flat fields read them), and the shared ConfigError for a bad option.
import { ConfigError as SharedConfigError, TrsError as SharedTrsError } from '@trs/validators';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  createClient,
  HttpError,
  InvalidBranchIdError,
  InvalidParameterError,
  OutcomeUnknownError,
  TrsError,
  type TrsClient,
} from '../src/index.js';
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
    const error = thrown(() => createClient(options as any));
    expect(error).toBeInstanceOf(ConfigError);
    expect(ConfigError).toBe(SharedConfigError);
    expect(error).toBeInstanceOf(SharedTrsError);
    expect(error).toMatchObject({ name: 'ConfigError', code: 'TRS_INVALID_CONFIG', details: { option } });
    expect((error as Error).message).toContain(option);
  });
});

describe('errors of calls', () => {
  let provider: Provider;
  let client: TrsClient;
  beforeEach(async () => {
    provider = await startProvider();
    client = createClient({ baseUrl: provider.url, credentials: { userName: USER, password: PASSWORD } });
    await client.login();
  });
  afterEach(() => provider.close());

  it('a wrong identifier: typed details, the flat fields read them, the code fixed by the class', async () => {
    const error = await client.createTenancy('0001234' as any, application).catch((e) => e);
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
    const error = await client.getApplication('0009999').catch((e) => e);
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
    const error = await client.addTenant('0001234', createTenant).catch((e) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error.details).toEqual({
      reason: 'dropped',
      status: null,
      advice: expect.stringMatching(/^The tenant may or may not have been added\..*addApplicant webhook/),
      call: { operationId: 'addTenant', method: 'POST', path: '/Applications/0001234/Tenants' },
    });
    expect(error.message).toContain(error.details.advice);
    expect(error.reason).toBe('dropped');
  });
});
