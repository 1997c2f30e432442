// The one decision after each attempt of a call (src/outcome.ts), as a given/want table: what the attempt met (a
// status, a failed connection, the call's signal) × the operation (safe to repeat or not, from the contract; whether it
// carried a token) × how far the call has come → hand the answer over, retry after a delay, refresh the token and send
// it once more, or a typed error. The transport only carries the verdict out (the other tests of this folder run it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OutcomeUnknownError } from '../src/index.js';
import { decide, failureError, type AttemptResult, type CallState, type Verdict } from '../src/outcome.js';
import { RetryPolicy } from '../src/retry-policy.js';

// No jitter (random 1): the backoff of retry n is min(1000, 100 × 2^(n-1)) ms.
const policy = new RetryPolicy({ retries: 3, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 60_000 }, () => 1);

/** The operations, as the contract and the client's own calls describe them. */
const GET = { repeatable: true, tokenSent: true };
const PUT = { repeatable: true, tokenSent: true };
const POST = { repeatable: false, tokenSent: true };
/** POST /Authenticate: sends no token, repeating it only issues another token. */
const LOGIN = { repeatable: true, tokenSent: false };
/** A URL outside baseUrl (a download): fetched without the token. */
const OUTSIDE = { repeatable: true, tokenSent: false };

const start: CallState = {
  repeatable: true,
  tokenSent: true,
  tokenFromLogin: false,
  retries: 0,
  refusals: 0,
  loginRefusals: 0,
  maxLoginRefusals: 1,
  remainingMs: 30_000,
};

type Row = [
  name: string,
  given: AttemptResult,
  operation: Partial<CallState>,
  attempt: Partial<CallState>,
  want: Verdict,
];

const answer: Verdict = { do: 'answer' };
const retry = (delayMs: number, reason: 'status' | 'network' = 'status'): Verdict => ({ do: 'retry', delayMs, reason });
const unknown = (reason: OutcomeUnknownError['reason'], status?: number): Verdict => ({
  do: 'fail',
  failure: status === undefined ? { error: 'outcome-unknown', reason } : { error: 'outcome-unknown', reason, status },
});

const table: Row[] = [
  // Answers
  ['GET 200', { status: 200 }, GET, {}, answer],
  ['POST 200', { status: 200 }, POST, {}, answer],
  ['GET 503: retried after the backoff', { status: 503 }, GET, {}, retry(100)],
  ['GET 503, second retry: a longer backoff', { status: 503 }, GET, { retries: 1 }, retry(200)],
  [
    'GET 429 with Retry-After 7 s: retried after exactly that',
    { status: 429, retryAfterMs: 7_000 },
    GET,
    {},
    retry(7_000),
  ],
  [
    'GET 503 with a Retry-After over maxRetryAfterMs: the answer',
    { status: 503, retryAfterMs: 3_600_000 },
    GET,
    {},
    answer,
  ],
  [
    'GET 503 with a Retry-After beyond the deadline: the answer',
    { status: 503, retryAfterMs: 40_000 },
    GET,
    {},
    answer,
  ],
  ['GET 503, a backoff beyond the deadline: the answer', { status: 503 }, GET, { remainingMs: 100 }, answer],
  ['GET 503, retries used up: the answer', { status: 503 }, GET, { retries: 3 }, answer],
  ['PUT 502: retried (the same state again)', { status: 502 }, PUT, {}, retry(100)],
  ['PUT 504: retried', { status: 504 }, PUT, {}, retry(100)],
  ['GET 500: the answer (not a retried status)', { status: 500 }, GET, {}, answer],
  ['GET 400: the answer', { status: 400 }, GET, {}, answer],
  ['GET 404: the answer', { status: 404 }, GET, {}, answer],
  ['GET 302: the answer (never followed)', { status: 302 }, GET, {}, answer],
  ['POST 400: the answer', { status: 400 }, POST, {}, answer],
  [
    'POST 429: the answer (a refusal before acting), never retried',
    { status: 429, retryAfterMs: 1_000 },
    POST,
    {},
    answer,
  ],
  ['POST 500: outcome unknown', { status: 500 }, POST, {}, unknown('server-error', 500)],
  ['POST 503: outcome unknown, never retried', { status: 503 }, POST, {}, unknown('server-error', 503)],
  ['POST 502: outcome unknown (a gateway)', { status: 502 }, POST, {}, unknown('gateway', 502)],
  ['POST 504: outcome unknown (a gateway)', { status: 504 }, POST, {}, unknown('gateway', 504)],
  ['login 503: retried like a read', { status: 503 }, LOGIN, {}, retry(100)],
  ['login 500: the answer', { status: 500 }, LOGIN, {}, answer],
  ['login 401: the answer (credentials refused)', { status: 401 }, LOGIN, {}, answer],
  ['download outside baseUrl 401: the answer (no token was sent)', { status: 401 }, OUTSIDE, {}, answer],
  // 401 to a token
  [
    'GET 401: another token, sent once more',
    { status: 401 },
    GET,
    {},
    { do: 'refresh', refusals: 1, loginRefusals: 0 },
  ],
  [
    'POST 401: another token, sent once more (refused before acting)',
    { status: 401 },
    POST,
    {},
    { do: 'refresh', refusals: 1, loginRefusals: 0 },
  ],
  [
    'GET 401 after retries: the retries do not count',
    { status: 401 },
    GET,
    { retries: 3 },
    { do: 'refresh', refusals: 1, loginRefusals: 0 },
  ],
  [
    'GET 401 to a token a login just issued, no store: rejected after login',
    { status: 401 },
    GET,
    { tokenFromLogin: true },
    { do: 'fail', failure: { error: 'rejected-after-login', refusals: 1 } },
  ],
  [
    'GET 401 to a token a login just issued, with a store: once more',
    { status: 401 },
    GET,
    { tokenFromLogin: true, maxLoginRefusals: 2 },
    { do: 'refresh', refusals: 1, loginRefusals: 1 },
  ],
  [
    'GET 401 to a second fresh token, with a store: rejected after login',
    { status: 401 },
    GET,
    { tokenFromLogin: true, maxLoginRefusals: 2, refusals: 1, loginRefusals: 1 },
    { do: 'fail', failure: { error: 'rejected-after-login', refusals: 2 } },
  ],
  [
    'GET 401, the fourth token refused: never a loop',
    { status: 401 },
    GET,
    { refusals: 3, maxLoginRefusals: 2 },
    { do: 'fail', failure: { error: 'rejected-after-login', refusals: 4 } },
  ],
  // Failed connections
  ['GET dropped: retried', { failure: 'dropped' }, GET, {}, retry(100, 'network')],
  [
    'GET dropped, retries used up: NetworkError (sent)',
    { failure: 'dropped' },
    GET,
    { retries: 3 },
    { do: 'fail', failure: { error: 'network', sent: true } },
  ],
  ['PUT dropped: retried', { failure: 'dropped' }, PUT, {}, retry(100, 'network')],
  ['POST dropped: outcome unknown, never retried', { failure: 'dropped' }, POST, {}, unknown('dropped')],
  [
    'POST never sent (refused, DNS): retried, nothing changed',
    { failure: 'not-sent' },
    POST,
    {},
    retry(100, 'network'),
  ],
  [
    'POST never sent, retries used up: NetworkError (not sent)',
    { failure: 'not-sent' },
    POST,
    { retries: 3 },
    { do: 'fail', failure: { error: 'network', sent: false } },
  ],
  [
    'GET never sent, a backoff beyond the deadline: NetworkError (not sent)',
    { failure: 'not-sent' },
    GET,
    { remainingMs: 50 },
    { do: 'fail', failure: { error: 'network', sent: false } },
  ],
  // The call's signal
  [
    'GET past its deadline: TimeoutError',
    { aborted: 'timeout', sent: true },
    GET,
    {},
    { do: 'fail', failure: { error: 'timeout' } },
  ],
  [
    'GET aborted by the caller: the caller’s reason',
    { aborted: 'caller', sent: true },
    GET,
    {},
    { do: 'fail', failure: { error: 'aborted' } },
  ],
  [
    'POST past its deadline while in flight: outcome unknown',
    { aborted: 'timeout', sent: true },
    POST,
    {},
    unknown('timeout'),
  ],
  [
    'POST aborted by the caller while in flight: outcome unknown',
    { aborted: 'caller', sent: true },
    POST,
    {},
    unknown('aborted'),
  ],
  [
    'POST past its deadline while waiting (login, backoff): TimeoutError, nothing sent',
    { aborted: 'timeout', sent: false },
    POST,
    {},
    { do: 'fail', failure: { error: 'timeout' } },
  ],
  [
    'POST aborted before it was sent: the caller’s reason',
    { aborted: 'caller', sent: false },
    POST,
    {},
    { do: 'fail', failure: { error: 'aborted' } },
  ],
];

describe('decide: (status or failure) × operation × attempt → verdict', () => {
  it.each(table)('%s', (_name, given, operation, attempt, want) => {
    expect(decide(given, { ...start, ...operation, ...attempt }, policy)).toEqual(want);
  });

  it('covers every verdict and every reason an outcome is unknown', () => {
    const verdicts = new Set(table.map(([, , , , want]) => want.do));
    expect([...verdicts].sort()).toEqual(['answer', 'fail', 'refresh', 'retry']);
    const reasons = new Set(
      table.flatMap(([, , , , want]) =>
        want.do === 'fail' && want.failure.error === 'outcome-unknown' ? [want.failure.reason] : [],
      ),
    );
    expect([...reasons].sort()).toEqual(['aborted', 'dropped', 'gateway', 'server-error', 'timeout']);
  });

  it('retry: false (no retries) hands the first answer over, and a failed connection ends the call', () => {
    const none = new RetryPolicy(false);
    expect(decide({ status: 503 }, { ...start, ...GET }, none)).toEqual(answer);
    expect(decide({ failure: 'not-sent' }, { ...start, ...POST }, none)).toEqual({
      do: 'fail',
      failure: { error: 'network', sent: false },
    });
  });
});

describe('failureError: the error a failing verdict ends the call with', () => {
  const call = { operationId: 'createTenancy', method: 'POST', path: '/Applications/42' };
  const context = { call, attempts: 1, timeoutMs: 200, callerReason: undefined };

  it("an unknown outcome: OutcomeUnknownError with the contract's advice", () => {
    const error = failureError({ error: 'outcome-unknown', reason: 'gateway', status: 504 }, context);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN', reason: 'gateway', status: 504 });
    expect((error as OutcomeUnknownError).message).toMatch(/second tenancy/);
  });

  it("a timeout names the client's limit; an abort is the caller's own reason", () => {
    expect(failureError({ error: 'timeout' }, context)).toMatchObject({ code: 'TRS_TIMEOUT', timeoutMs: 200 });
    const reason = new Error('the user navigated away');
    expect(failureError({ error: 'aborted' }, { ...context, callerReason: reason })).toBe(reason);
  });

  it('OutcomeUnknownError is constructed in src/outcome.ts and nowhere else', () => {
    const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
    const constructing = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => readFileSync(path.join(src, file), 'utf8').includes('new OutcomeUnknownError('));
    expect(constructing).toEqual(['outcome.ts']);
  });
});
