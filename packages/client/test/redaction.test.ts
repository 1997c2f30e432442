// The token and the password never leave the client, however a careless service or proxy echoes them: in any letter
// case, without the dashes, in braces, inside JSON (as text or as values), URL-encoded; in an error's message,
// providerMessage, body and cause, in the raw client's `{ error }`, and in log lines; the current token and the recent
// ones, and the password however many logins came after it. A stand-in of the service is used here because the
// sandbox never echoes a token.
import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createClient,
  type AuthError,
  type ClientOptions,
  type HttpError,
  type NetworkError,
  type ReferenceNotReturnedError,
  type TrsClient,
} from '../src/index.js';
import { Redactor } from '../src/redact.js';
import { application, createTenant } from './support/examples.js';
import { PASSWORD, startProvider, USER, type Provider } from './support/provider.js';

let provider: Provider;
let client: TrsClient;
let token: string;
const lines: string[] = [];

beforeEach(async () => {
  provider = startProvider();
  lines.length = 0;
  client = clientOf();
  await client.login();
  token = provider.issued[0]!;
});
afterEach(() => provider.close());

function clientOf(extra: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: provider.url,
    fetch: provider.fetch,
    credentials: { userName: USER, password: PASSWORD },
    retry: { retries: 1, baseDelayMs: 5 },
    logger: { debug: (line) => void lines.push(line), warn: (line) => void lines.push(line) },
    ...extra,
  });
}

/** Every form a secret can take in what the client hands over. */
const echoes = (secret: string) => [
  secret,
  secret.toUpperCase(),
  secret.replace(/-/g, ''),
  secret.replace(/-/g, '').toUpperCase(),
  `{${secret.toUpperCase()}}`,
  encodeURIComponent(secret),
];

/** A link of an error's cause chain: an error, or whatever was thrown. */
interface Link {
  cause?: unknown;
  stack?: unknown;
  details?: unknown;
}

/** What a user can read of an error: its text, its JSON, its inspection, along the cause chain. */
function readable(error: unknown): string {
  const parts: string[] = [String(error), inspect(error, { depth: Infinity, showHidden: true })];
  for (let current: unknown = error, depth = 0; current && depth < 6; current = (current as Link).cause, depth += 1)
    parts.push(
      JSON.stringify(current, Object.getOwnPropertyNames(current)),
      String((current as Link).stack),
      JSON.stringify((current as Link).details ?? null),
    );
  return parts.join('\n');
}

function expectNoSecret(text: string) {
  for (const secret of [token, PASSWORD]) {
    for (const form of echoes(secret)) expect(text).not.toContain(form);
    expect(text.toLowerCase()).not.toContain(secret.replace(/-/g, '').toLowerCase());
  }
}

describe('the token is cut out however it is echoed', () => {
  it('in an error body (message, providerMessage, body), in every case and form', async () => {
    const body = {
      Message: `Token ${token.toUpperCase()} may not read this (also known as ${token.replace(/-/g, '')}).`,
      Token: `{${token}}`,
      Details: { echoed: [encodeURIComponent(token), `password=${PASSWORD.toUpperCase()}`] },
    };
    provider.script('GET /Applications/0001234', { status: 400, body: JSON.stringify(body) });
    const error = (await client.getApplication('0001234').catch((e: unknown) => e)) as HttpError;
    expect(error.code).toBe('TRS_HTTP_ERROR');
    expect(error.providerMessage).toBe('Token [redacted] may not read this (also known as [redacted]).');
    expect(error.body).toEqual({
      Message: 'Token [redacted] may not read this (also known as [redacted]).',
      Token: '{[redacted]}',
      Details: { echoed: ['[redacted]', 'password=[redacted]'] },
    });
    expectNoSecret(readable(error));
  });

  it("in the raw client's { error }", async () => {
    provider.script('GET /Branches', {
      status: 400,
      body: JSON.stringify({ Message: `Bad token ${token.toUpperCase()}` }),
    });
    const { error, response } = await client.raw.GET('/Branches');
    expect(response.status).toBe(400);
    expect(error).toEqual({ Message: 'Bad token [redacted]' });
    provider.script('GET /Branches', { status: 400, body: `plain text with ${token.replace(/-/g, '')}` });
    const text = await client.raw.GET('/Branches');
    expect(text.error).toBe('plain text with [redacted]');
  });

  it('in the cause of a connection failure, and in log lines', async () => {
    const failing = clientOf({
      token: { token, expiresAt: Date.now() + 3_600_000 },
      fetch: () =>
        Promise.reject(
          new TypeError('fetch failed', {
            cause: Object.assign(new Error(`proxy refused Token: ${token.toUpperCase()} for ${USER}:${PASSWORD}`), {
              code: 'ECONNRESET',
            }),
          }),
        ),
    });
    const error = (await failing.listBranches().catch((e: unknown) => e)) as NetworkError;
    expect(error.code).toBe('TRS_NETWORK_ERROR');
    expect(((error.cause as Error).cause as Error).message).toContain('[redacted]');
    expectNoSecret(readable(error));
    expectNoSecret(lines.join('\n'));
  });

  it('in the AuthError after repeated 401s that echo the new token, and in util.inspect(client)', async () => {
    provider.script(
      'GET /Branches',
      { status: 401, body: JSON.stringify({ Message: `Token ${token.replace(/-/g, '').toUpperCase()} retired` }) },
      { status: 401, body: '{}' },
    );
    const error = (await client.listBranches().catch((e: unknown) => e)) as AuthError;
    expect(error.code).toBe('TRS_AUTH_FAILED');
    expectNoSecret(readable(error));
    for (const issued of provider.issued) expect(readable(error).toLowerCase()).not.toContain(issued.replace(/-/g, ''));
    expectNoSecret(inspect(client, { depth: Infinity, showHidden: true }));
  });
});

describe('a token answered where a reference belongs', () => {
  it('create tenancy answering the session token as its reference: the error says what came, never the token', async () => {
    provider.script('POST /Applications/42', { status: 200, body: JSON.stringify(token) });
    const error = (await client.createTenancy(42, application).catch((e: unknown) => e)) as ReferenceNotReturnedError;
    expect(error.code).toBe('TRS_REFERENCE_NOT_RETURNED');
    expect(error.message).toContain('it carried the string "[redacted]"');
    expect(error.raw).toBe('"[redacted]"');
    expectNoSecret(readable(error));
  });

  it('add tenant answering a token of two logins ago as ReferenceNumber, in upper case, without dashes', async () => {
    await client.login();
    await client.login();
    expect(provider.issued).toHaveLength(3);
    const echoed = token.replace(/-/g, '').toUpperCase();
    provider.script('POST /Applications/0001234/Tenants', {
      status: 200,
      body: JSON.stringify({ ...createTenant, ReferenceNumber: echoed, Note: `issued ${provider.issued[2]}` }),
    });
    const error = (await client
      .addTenant('0001234', createTenant)
      .catch((e: unknown) => e)) as ReferenceNotReturnedError;
    expect(error.code).toBe('TRS_REFERENCE_NOT_RETURNED');
    expectNoSecret(readable(error));
    for (const issued of provider.issued) expect(readable(error).toLowerCase()).not.toContain(issued.replace(/-/g, ''));
  });

  it('the password, after more logins than the tokens remembered', async () => {
    for (let i = 0; i < 20; i += 1) await client.login();
    provider.script('GET /Branches', { status: 400, body: JSON.stringify({ Message: `bad password ${PASSWORD}` }) });
    const error = (await client.listBranches().catch((e: unknown) => e)) as HttpError;
    expect(error.providerMessage).toBe('bad password [redacted]');
    expectNoSecret(readable(error));
  });
});

describe('Redactor', () => {
  it('cuts a secret in any case, with or without dashes, and leaves other text alone', () => {
    const redactor = new Redactor();
    redactor.add('3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01');
    redactor.add('correct-horse');
    expect(redactor.text('a 3F2C7A9E8B1D4C559E0F2A6B7C8D9E01 b {3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01}')).toBe(
      'a [redacted] b {[redacted]}',
    );
    expect(redactor.text('CorrectHorse correct-horse-battery 3f2c')).toBe('[redacted] [redacted]-battery 3f2c');
    expect(redactor.value({ 'key 3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01': ['CORRECT-HORSE', 5, null] })).toEqual({
      'key [redacted]': ['[redacted]', 5, null],
    });
  });

  it('keeps a password for good and the latest tokens, dropping the oldest token first', () => {
    const redactor = new Redactor();
    redactor.keep('correct-horse');
    const tokens = Array.from({ length: 20 }, (_, i) => `token-number-${String(i).padStart(2, '0')}`);
    for (const t of tokens) redactor.add(t);
    expect(redactor.text('correct-horse')).toBe('[redacted]');
    expect(redactor.text(tokens[19]!)).toBe('[redacted]');
    expect(redactor.text(tokens[4]!)).toBe('[redacted]');
    expect(redactor.text(tokens[3]!)).toBe(tokens[3]);
  });

  it('cuts whole values, never the secret inside a longer word (the password sandbox in /_sandbox/)', () => {
    const redactor = new Redactor();
    redactor.keep('sandbox');
    expect(redactor.text('Sandbox page http://127.0.0.1:4010/_sandbox/ of sandboxes')).toBe(
      'Sandbox page http://127.0.0.1:4010/_sandbox/ of sandboxes'.replace('Sandbox page', '[redacted] page'),
    );
    expect(redactor.text('{"Password":"sandbox"} p=sandbox&x')).toBe('{"Password":"[redacted]"} p=[redacted]&x');
  });

  it('a password equal to its user name is cut where it stands as a password, and the user name stays', () => {
    const redactor = new Redactor();
    redactor.keep('sandbox', 'sandbox');
    expect(redactor.text('trs: logged in as "sandbox"; user sandbox')).toBe(
      'trs: logged in as "sandbox"; user sandbox',
    );
    expect(redactor.text('{"UserName":"sandbox","Password":"Sandbox"} password=sandbox&x')).toBe(
      '{"UserName":"sandbox","Password":"[redacted]"} password=[redacted]&x',
    );
    expect(redactor.text('"{\\"password\\": \\"sandbox\\"}"')).toBe('"{\\"password\\": \\"[redacted]\\"}"');
    expect(redactor.value({ UserName: 'sandbox', Password: 'SANDBOX', note: 'user sandbox' })).toEqual({
      UserName: 'sandbox',
      Password: '[redacted]',
      note: 'user sandbox',
    });
    // another password of the same client is still cut wherever it is
    redactor.keep('correct-horse', 'sandbox');
    expect(redactor.text('user sandbox, correct-horse')).toBe('user sandbox, [redacted]');
  });

  it('an error names a user whose password equals the name (the sandbox default), and cuts the echoed password', async () => {
    const logged: string[] = [];
    const echoing = createClient({
      baseUrl: 'http://127.0.0.1:9/v2',
      credentials: { userName: 'sandbox', password: 'sandbox' },
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ Message: 'denied', Request: { UserName: 'sandbox', Password: 'sandbox' } }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      retry: { retries: 0 },
      logger: { debug: (line) => void logged.push(line), warn: (line) => void logged.push(line) },
    });
    const error = await echoing.login().then(
      () => undefined,
      (caught: unknown) => caught as AuthError,
    );
    expect(logged.join('\n')).toContain('service user "sandbox"');
    expect(error?.message).toContain('service user "sandbox"');
    expect(inspect(error, { depth: 8 })).not.toMatch(/Password"?:\s*'?"?sandbox/i);
  });

  it('ignores secrets too short to be told from ordinary words', () => {
    const redactor = new Redactor();
    redactor.add('abc');
    expect(redactor.text('abc abcdef')).toBe('abc abcdef');
  });
});
