// The sandbox's HTTP server against malformed and hostile requests: a malformed percent-encoding is a 400 (never a
// 500 or a 404), an admin body over the limit a 413, a request that never ends is answered and closed (the timeouts
// are options; small ones here, and the test waits for the outcome, never for a time), numbers of the admin API
// are bounded, and however many logins a run makes, the tokens and the login history it keeps stay bounded.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_ENDED_TOKENS, KEPT_LOGINS, TokenStore } from '../src/auth.js';
import { createClient } from '@trs/client';
import { createSandbox, systemClock, type Sandbox } from '../src/index.js';
import { application } from './support.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
});
afterAll(() => sandbox?.close());

const adminPost = (route: string, body: string) =>
  fetch(`${sandbox.origin}/_sandbox/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

/** Writes raw bytes to the sandbox and resolves with everything it answered once it closed the connection. */
function rawExchange(
  origin: string,
  bytes: string,
  deadlineMs = 30_000,
): Promise<{ answer: string; closedByServer: boolean }> {
  const { port, hostname } = new URL(origin);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedByServer: false });
    }, deadlineMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ answer, closedByServer: true });
    });
    socket.write(bytes);
  });
}

/** An admin API answer, with the fields these tests read. */
interface AdminAnswer {
  error: { code: string; message: string };
}

describe('malformed percent-encoding', () => {
  it('is a 400 on the admin API, naming the segment', async () => {
    const response = await fetch(`${sandbox.origin}/_sandbox/api/tenancies/%E0%A4%A`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as AdminAnswer;
    expect(body.error.code).toBe('TRS_SANDBOX_INVALID_ARGUMENT');
    expect(body.error.message).toContain('%E0%A4%A');
    expect(body.error.message).toMatch(/percent-encoding/);
  });

  it('is a 400 under /v2, in the contract error shape', async () => {
    for (const path of ['/Applications/%E0%A4%A', '/Applications/0001234/%E0%A4%A/Reports/1', '/%ZZ']) {
      const response = await fetch(`${sandbox.baseUrl}${path}`);
      expect([path, response.status]).toEqual([path, 400]);
      expect(((await response.json()) as { Message: string }).Message).toMatch(/percent-encoding/);
    }
  });
});

describe('admin request bodies', () => {
  it('a body over the limit is a 413, not a 500', async () => {
    const big = JSON.stringify({ name: 'addNote', payload: { padding: 'x'.repeat(9 << 20) } });
    const response = await adminPost('/events', big);
    expect(response.status).toBe(413);
    expect(((await response.json()) as AdminAnswer).error.code).toBe('TRS_SANDBOX_BODY_TOO_LARGE');
  });

  it.each([
    ['/traps/duplicate', '{"count": 1e308}', /count must be a whole number from 1 to 10000, got 1e\+308/],
    ['/traps/reorder', '{"count": 100000}', /count must be a whole number from 1 to 10000/],
    ['/traps/document-publishing', '{"count": 0}', /count must be a whole number from 1 to 10000/],
    [
      '/faults',
      '{"fault": {"kind": "drop"}, "count": 1e20}',
      /count must be a whole number from 1 to 10000, got 100000000000000000000/,
    ],
    ['/faults', '{"fault": {"kind": "drop"}, "count": 20000}', /count must be a whole number from 1 to 10000/],
    [
      '/faults',
      '{"fault": {"kind": "status", "status": 503, "retryAfterSeconds": 1e9}}',
      /fault\.retryAfterSeconds must be a whole number of seconds from 0 to 86400/,
    ],
    ['/traps/duplicate', '{"count": 1e400}', /\/count is too large to be a number/],
  ])('POST %s %s is a 400 naming the field and its range', async (route, body, message) => {
    const response = await adminPost(route, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as AdminAnswer).error.message).toMatch(message);
  });

  it('codes are bounded too', async () => {
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    const reference = await client.createTenancy(42, application());
    const response = await adminPost(`/tenancies/${reference}/documents`, '{"documentType": 1e15}');
    expect(response.status).toBe(400);
    expect(((await response.json()) as AdminAnswer).error.message).toMatch(
      /documentType must be a documentType code from 0 to 2147483647, got 1000000000000000/,
    );
    expect(sandbox.admin.events({ name: 'uploadPartnerDocument' })).toHaveLength(0);
  });

  it('nothing was changed by the refused calls', () => {
    expect(sandbox.admin.state().traps).toMatchObject({ duplicateNext: 0, reorderNext: 0, fileDataNext: 0 });
    expect(sandbox.admin.state().faults).toEqual([]);
  });
});

describe('requests that never end', () => {
  // Small timeouts, so that the test ends soon; it waits for the outcome, with a deadline far beyond them.
  let strict: Sandbox;
  beforeAll(async () => {
    strict = await createSandbox({ serverTimeouts: { headersMs: 300, requestMs: 600 } });
  });
  afterAll(() => strict?.close());

  it('a chunked body that never ends is answered 408 and the connection closed', async () => {
    const { answer, closedByServer } = await rawExchange(
      strict.origin,
      'POST /v2/Authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n5\r\n{"Use\r\n',
    );
    expect(closedByServer).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never end are cut off the same way', async () => {
    const { answer, closedByServer } = await rawExchange(
      strict.origin,
      'GET /v2/Branches HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
    );
    expect(closedByServer).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('many slow connections are all closed, and the sandbox still answers', async () => {
    const slow = await Promise.all(
      Array.from({ length: 50 }, () =>
        rawExchange(strict.origin, 'POST /_sandbox/api/settled HTTP/1.1\r\nHost: 127.0.0.1\r\n'),
      ),
    );
    expect(slow.every((s) => s.closedByServer)).toBe(true);
    expect((await fetch(`${strict.origin}/_sandbox/api/state`)).status).toBe(200);
  });

  it('the timeouts are checked options', async () => {
    await expect(createSandbox({ serverTimeouts: { headersMs: 5_000, requestMs: 1_000 } })).rejects.toThrow(
      /serverTimeouts\.headersMs \(5000\) must not be longer than serverTimeouts\.requestMs/,
    );
    await expect(createSandbox({ serverTimeouts: { requestMs: 0 } })).rejects.toThrow(/serverTimeouts\.requestMs/);
    await expect(createSandbox({ serverTimeouts: { idleMs: 1 } as never })).rejects.toThrow(
      /serverTimeouts\.idleMs is not a timeout/,
    );
  });
});

describe('tokens and logins are pruned', () => {
  it('thousands of logins keep a bounded history and a bounded token table', () => {
    const users = [
      { userName: 'a', password: 'a', branches: [42] },
      { userName: 'b', password: 'b', branches: [42] },
    ];
    const store = new TokenStore(users, 60_000, systemClock);
    const tokens: string[] = [];
    for (let i = 0; i < 5_000; i += 1) tokens.push(store.login(i % 2 ? 'a' : 'b', i % 2 ? 'a' : 'b')!.token);
    expect(store.logins).toHaveLength(KEPT_LOGINS);
    expect(store.logins.at(-1)).toMatchObject({ userName: 'a', retired: 1 });
    expect(store.size).toBeLessThanOrEqual(KEPT_ENDED_TOKENS + users.length);
    // the current tokens work; a recently retired one still says why it is refused; an old one is forgotten
    expect(store.check(tokens.at(-1)).ok).toBe(true);
    expect(store.check(tokens.at(-2)).ok).toBe(true);
    expect(store.check(tokens.at(-3))).toMatchObject({ ok: false, reason: 'retired' });
    expect(store.check(tokens[0])).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('over HTTP, /logins stays small however many logins were made', async () => {
    for (let i = 0; i < KEPT_LOGINS + 200; i += 1) sandbox.admin.retireTokens();
    const response = await fetch(`${sandbox.origin}/_sandbox/api/logins`);
    const logins = (await response.json()) as unknown[];
    expect(logins).toHaveLength(KEPT_LOGINS);
    expect(sandbox.admin.state().tokens).toHaveLength(1);
  });
});
