// The auth session (provider spec 5) against a stateful server that behaves as section 5 says: a login retires
// the user's earlier tokens, tokens expire, and a call without a current token answers 401.
import { inspect } from 'node:util';
import { manualClock } from '@trs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthError,
  createClient,
  type Applicant,
  type ClientOptions,
  type StoredToken,
  type TrsError,
} from '../src/index.js';
import { createMemoryTokenStore } from '../src/token-store/memory.js';
import { application } from './support/examples.js';
import { PASSWORD, startProvider, USER, type Provider } from './support/provider.js';

let provider: Provider;
beforeEach(() => {
  provider = startProvider();
});
afterEach(() => provider.close());

/** Replaces the default stand-in with one started with these options. */
function restart(options: Parameters<typeof startProvider>[0]) {
  provider.close();
  provider = startProvider(options);
}

const clientOf = (extra: Partial<ClientOptions> = {}) =>
  createClient({
    baseUrl: provider.url,
    fetch: provider.fetch,
    credentials: { userName: USER, password: PASSWORD },
    retry: { baseDelayMs: 5 },
    ...extra,
  });

describe('logging in', () => {
  it('logs in on first need, sends the credentials as JSON and the Token on every later call', async () => {
    const client = clientOf();
    expect(provider.logins).toBe(0);
    await client.listBranches();
    await client.getApplication('0001234');
    expect(provider.logins).toBe(1);
    const [login, ...calls] = provider.requests;
    expect(login).toMatchObject({ method: 'POST', path: '/Authenticate', token: undefined });
    expect(JSON.parse(login!.body)).toEqual({ UserName: USER, Password: PASSWORD });
    expect(calls.map((c) => c.token)).toEqual([provider.issued[0], provider.issued[0]]);
    expect(client.loginCount).toBe(1);
  });

  it('reads TokenExpiry (minutes) into the token expiry', async () => {
    restart({ tokenExpiry: '90' });
    const client = clientOf();
    const before = Date.now();
    const { expiresAt } = await client.login();
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + 90 * 60_000 - 5);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 90 * 60_000);
    expect(client.tokenExpiresAt).toEqual(expiresAt);
  });

  it('100 concurrent first calls share one login', async () => {
    const client = clientOf();
    const results = await Promise.all(Array.from({ length: 100 }, () => client.listBranches()));
    expect(results).toHaveLength(100);
    expect(provider.logins).toBe(1);
  });

  it('refused credentials give an AuthError at once, without a retry loop', async () => {
    const client = createClient({
      baseUrl: provider.url,
      fetch: provider.fetch,
      credentials: { userName: USER, password: 'wrong' },
    });
    const error = (await client.listBranches().catch((e: unknown) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'TRS_AUTH_FAILED', reason: 'credentials-refused', status: 401 });
    expect(error.message).toMatch(/Check the user name and password/);
    expect(provider.hits('POST /Authenticate')).toBe(1);
    expect(provider.hits('GET /Branches')).toBe(0);
  });

  it('credentials can come from a function (a secret store), asked only when a login is needed', async () => {
    let asked = 0;
    const client = clientOf({
      credentials: () => ((asked += 1), Promise.resolve({ userName: USER, password: PASSWORD })),
    });
    expect(asked).toBe(0);
    await client.listBranches();
    await client.listBranches();
    expect(asked).toBe(1);
  });
});

describe('a refused token (401)', () => {
  it('100 concurrent requests meeting an expired token: exactly one login, all 100 succeed', async () => {
    restart({ loginDelayMs: 50 });
    const client = clientOf();
    await client.listBranches();
    expect(provider.logins).toBe(1);
    provider.expireTokens();
    const results = await Promise.all(Array.from({ length: 100 }, () => client.listBranches()));
    expect(results.every((r) => r.length === 2)).toBe(true);
    expect(provider.logins).toBe(2);
    // Each of the 100 was refused once with the old token and sent once more with the new one.
    const branches = provider.requests.filter((r) => r.path === '/Branches').slice(1);
    expect(branches.filter((r) => r.token === provider.issued[0])).toHaveLength(100);
    expect(branches.filter((r) => r.token === provider.issued[1])).toHaveLength(100);
  });

  it('logs in again and re-sends a POST once, with the body intact', async () => {
    const client = clientOf();
    await client.login();
    provider.retireTokens(); // another process logged in as the same user
    const reference = await client.createTenancy(42, application);
    expect(reference).toBe('0001234');
    const posts = provider.requests.filter((r) => r.method === 'POST' && r.path === '/Applications/42');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toBe(JSON.stringify(application));
    expect(posts[1]!.body).toBe(posts[0]!.body);
    expect(posts[0]!.token).toBe(provider.issued[0]);
    expect(posts[1]!.token).toBe(provider.issued[1]);
    expect(provider.logins).toBe(2);
  });

  it('the raw client gets the same treatment', async () => {
    const client = clientOf();
    await client.login();
    provider.expireTokens();
    const { data, response } = await client.raw.GET('/Branches');
    expect(response.status).toBe(200);
    expect(data).toEqual([{ Id: 42 }, { Id: 43 }]);
    expect(provider.logins).toBe(2);
  });

  it('a second 401 right after a new login is an AuthError (no loop)', async () => {
    const client = clientOf();
    await client.login();
    provider.script('GET /Branches', { status: 401 }, { status: 401 }, { status: 401 });
    const error = (await client.listBranches().catch((e: unknown) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'TRS_AUTH_FAILED', reason: 'rejected-after-login' });
    expect(error.message).toMatch(/share one session between the processes/);
    expect(provider.hits('GET /Branches')).toBe(2);
    expect(provider.logins).toBe(2);
  });
});

describe('renewing before expiry', () => {
  it('logs in again within the margin before the expiry it was given, not after a 401', async () => {
    let clock = Date.parse('2027-01-15T09:00:00Z');
    restart({ now: () => clock, tokenExpiry: '60' });
    const client = clientOf({ clock: () => clock, refreshMarginMs: 5 * 60_000 });
    await client.listBranches();
    expect(provider.logins).toBe(1);

    clock += 54 * 60_000; // 6 minutes left: outside the margin
    await client.listBranches();
    expect(provider.logins).toBe(1);

    clock += 2 * 60_000; // 4 minutes left: inside the margin, the token still valid at the service
    await client.listBranches();
    expect(provider.logins).toBe(2);
    const branches = provider.requests.filter((r) => r.path === '/Branches');
    // No call was refused: three calls, three requests, the last with the new token.
    expect(branches.map((r) => r.token)).toEqual([provider.issued[0], provider.issued[0], provider.issued[1]]);
  });

  it('a short TokenExpiry caps the margin at a quarter of the lifetime', async () => {
    let clock = Date.parse('2027-01-15T09:00:00Z');
    restart({ now: () => clock, tokenExpiry: '4' });
    const client = clientOf({ clock: () => clock, refreshMarginMs: 5 * 60_000 });
    await client.listBranches();
    clock += 2 * 60_000; // half the lifetime left: the token is used, not renewed
    await client.listBranches();
    expect(provider.logins).toBe(1);
    clock += 75_000; // 45 s left, inside a quarter of 4 minutes
    await client.listBranches();
    expect(provider.logins).toBe(2);
  });
});

describe('the clock', () => {
  it('a Clock of @trs/shared (manualClock) is the time the session reads: moving it renews the token', async () => {
    const clock = manualClock(Date.parse('2027-01-15T09:00:00Z'));
    restart({ now: clock.now, tokenExpiry: '60' });
    const client = clientOf({ clock, refreshMarginMs: 5 * 60_000 });
    await client.listBranches();
    expect(client.tokenExpiresAt).toEqual(new Date(Date.parse('2027-01-15T10:00:00Z')));
    clock.advance(56 * 60_000); // 4 minutes left: inside the margin
    await client.listBranches();
    expect(provider.logins).toBe(2);
  });
});

describe('sharing one session between processes', () => {
  it('an initial token is used without logging in', async () => {
    const seed = clientOf();
    await seed.login();
    const client = clientOf({ token: { token: provider.issued[0]!, expiresAt: Date.now() + 3_600_000 } });
    await client.listBranches();
    expect(provider.logins).toBe(1);
    expect(client.loginCount).toBe(0);
  });

  it('tokenStore: { onTokenChange } alone receives each new token, to keep it for the next start', async () => {
    const kept: StoredToken[] = [];
    const first = clientOf({ tokenStore: { onTokenChange: (token) => void kept.push(token) } });
    await first.listBranches();
    expect(kept.map((t) => t.token)).toEqual([provider.issued[0]]);
    const next = clientOf({ token: kept[0] });
    await next.listBranches();
    expect(provider.logins).toBe(1);
  });

  it("a token store lets two clients share one token instead of retiring each other's", async () => {
    const tokenStore = createMemoryTokenStore();
    const a = clientOf({ tokenStore });
    const b = clientOf({ tokenStore });
    await a.listBranches();
    expect(tokenStore.loadToken()?.token).toBe(provider.issued[0]);
    await b.listBranches(); // takes a's token from the store: no second login
    expect(provider.logins).toBe(1);

    provider.expireTokens();
    await b.listBranches(); // b renews and stores the new token
    await a.listBranches(); // a's 401 finds b's token in the store: no third login
    await b.listBranches(); // and b's token was not retired by a
    expect(provider.logins).toBe(2);
    expect(a.loginCount + b.loginCount).toBe(2);
  });
});

describe('the token and the password never leak', () => {
  const forms = (error: unknown): string[] => {
    const all: string[] = [String(error), inspect(error, { depth: Infinity, showHidden: true })];
    // Each link of the cause chain: an error, or whatever was thrown.
    let current = error as { stack?: unknown; message?: unknown; cause?: unknown } | undefined;
    for (let depth = 0; current && depth < 6; depth += 1) {
      all.push(
        JSON.stringify(current, Object.getOwnPropertyNames(current)),
        String(current.stack),
        String(current.message),
      );
      current = current.cause as typeof current;
    }
    return all;
  };

  it('in no thrown error (message, cause, properties) and no log line', async () => {
    const lines: string[] = [];
    const logger = { debug: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
    const client = clientOf({ logger, retry: { retries: 1, baseDelayMs: 5 } });
    await client.login();
    const token = provider.issued[0]!;
    const errors: unknown[] = [];
    const capture = (p: Promise<unknown>) =>
      p.then(
        () => expect.fail('expected a rejection'),
        (e) => errors.push(e),
      );

    // The service echoes the token in error bodies (the stand-in's 401 does, and this 400 does).
    provider.script('GET /Applications/0001234', {
      status: 400,
      body: JSON.stringify({ Message: `Token ${token} may not read this`, Token: token }),
    });
    await capture(client.getApplication('0001234'));
    provider.script('GET /Branches', { status: 401, body: JSON.stringify({ Message: `Token ${token} is retired` }) });
    await client.listBranches(); // re-logs in and succeeds
    const second = provider.issued.at(-1)!;
    provider.script(
      'GET /Branches',
      { status: 401, body: JSON.stringify({ Message: `Token ${second} expired` }) },
      { status: 401, body: JSON.stringify({ Message: `Token ${second} expired` }) },
    );
    await capture(client.listBranches()); // AuthError, quoting the body
    provider.script('POST /Applications/42', { drop: true });
    await capture(client.createTenancy(42, application)); // OutcomeUnknownError with a cause
    provider.script('GET /Branches', { drop: true }, { drop: true });
    await capture(client.listBranches()); // NetworkError with a cause
    provider.script('GET /Branches', { delayMs: 1_000 });
    await capture(client.listBranches({ timeoutMs: 100 })); // TimeoutError
    await capture(client.submitTenant('0001234', 'ABC0004567', {} as Applicant)); // ValidationError
    const wrongPassword = createClient({
      baseUrl: provider.url,
      fetch: provider.fetch,
      credentials: { userName: USER, password: PASSWORD },
      logger,
    });
    provider.script('POST /Authenticate', {
      status: 401,
      body: JSON.stringify({ Message: `Password ${PASSWORD} is wrong` }),
    });
    await capture(wrongPassword.listBranches());

    expect(errors.map((e) => (e as TrsError).code)).toEqual(
      [
        'TRS_HTTP_ERROR',
        'TRS_AUTH_FAILED',
        'TRS_OUTCOME_UNKNOWN',
        'TRS_NETWORK_ERROR',
        'TRS_TIMEOUT',
        'TRS_VALIDATION_FAILED',
        'TRS_AUTH_FAILED',
      ].filter((_, i) => i < errors.length),
    );
    expect(errors).toHaveLength(7);
    // The provider's message is quoted, minus the secret.
    expect((errors[0] as Error).message).toContain('Token [redacted] may not read this');
    expect((errors[6] as Error).message).toContain('Password [redacted] is wrong');
    expect(lines.length).toBeGreaterThan(3);

    const secrets = [...provider.issued, PASSWORD];
    for (const text of [...errors.flatMap(forms), ...lines, inspect(client, { depth: Infinity, showHidden: true })]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
