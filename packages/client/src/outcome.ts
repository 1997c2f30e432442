// What happens after each attempt of a call, decided in one place. `decide` is pure: given what the attempt met (an
// answer's status, a failed connection, or the call's signal), what the operation is (safe to repeat or not, from the
// contract) and how far the call has come (retries, tokens refused, time left), it says what to do: hand the answer
// over, send the call again after a delay, get another token and send it once more, or end with a typed error. The
// transport carries the verdict out and decides nothing itself. `failureError` turns a verdict's failure into the
// error the caller gets: the one place that constructs OutcomeUnknownError.
//
// The promises it keeps: a call that changes data (a POST) is never sent again once it may have reached the service;
// GET and PUT (and the client's own logins and downloads) are retried when that is safe; a 401 to a token leads to
// another token, never to a loop; a call whose request provably never left is retried whatever its method.
import {
  AuthError,
  NetworkError,
  OutcomeUnknownError,
  TimeoutError,
  type CallDescription,
  type OutcomeUnknownReason,
} from './errors.js';
import type { RetryPolicy } from './retry-policy.js';

/** Tokens one call may see refused before it gives up (each refusal is followed by another token). */
export const MAX_REFUSALS = 4;

/** Gateway statuses: the request may have reached the service before the gateway gave up. */
const GATEWAY = new Set([502, 504]);

/** What one attempt met. */
export type AttemptResult =
  /** An answer, its body read (or, for a stream, its headers): the status, and what its Retry-After asks for. */
  | { status: number; retryAfterMs?: number | undefined }
  /** The fetch failed: the request provably never left (refused, DNS), or it may have reached the service. */
  | { failure: 'not-sent' | 'dropped' }
  /** The call's signal fired: its deadline or the caller's abort; `sent` when an attempt was in flight. */
  | { aborted: 'timeout' | 'caller'; sent: boolean };

/** What the decision needs to know about the call: the operation, and how far the call has come. */
export interface CallState {
  /** Repeating it has the effect of sending it once: GET and PUT (the contract's idempotence), logins, downloads. */
  repeatable: boolean;
  /** The attempt carried a session token (so a 401 refused that token). */
  tokenSent: boolean;
  /** That token was issued by a login this call waited for (not one it already had, or took from the store). */
  tokenFromLogin: boolean;
  /** Retries done so far (after statuses and failed connections; sending again after a 401 is not one). */
  retries: number;
  /** Tokens the service refused earlier in this call. */
  refusals: number;
  /** Of those, tokens fresh from a login this call waited for. */
  loginRefusals: number;
  /** Fresh tokens that may be refused before the call ends: 1, or 2 when a token store shares the session. */
  maxLoginRefusals: number;
  /** Milliseconds left before the call's deadline. */
  remainingMs: number;
}

/** Why a call ends with an error instead of an answer. */
export type Failure =
  | { error: 'outcome-unknown'; reason: OutcomeUnknownReason; status?: number }
  | { error: 'timeout' }
  | { error: 'aborted' }
  | { error: 'network'; sent: boolean }
  | { error: 'rejected-after-login'; refusals: number };

export type Verdict =
  /** The call ends with this answer (a helper turns one that is not 2xx into an HttpError). */
  | { do: 'answer' }
  /** Send the call again after `delayMs`. */
  | { do: 'retry'; delayMs: number; reason: 'status' | 'network' }
  /** The token was refused: get another one and send the call once more, with these counts. */
  | { do: 'refresh'; refusals: number; loginRefusals: number }
  /** The call ends with this error. */
  | { do: 'fail'; failure: Failure };

const answer: Verdict = { do: 'answer' };
const fail = (failure: Failure): Verdict => ({ do: 'fail', failure });

/** A retry after `delayMs` if there is one left and it fits before the deadline; otherwise `otherwise`. */
function retryOr(
  state: CallState,
  policy: RetryPolicy,
  delayMs: number | undefined,
  reason: 'status' | 'network',
  otherwise: Verdict,
): Verdict {
  if (state.retries >= policy.retries || delayMs === undefined || delayMs >= state.remainingMs) return otherwise;
  return { do: 'retry', delayMs, reason };
}

/** What to do after an attempt. Pure: the same inputs give the same verdict (the policy's jitter aside). */
export function decide(result: AttemptResult, state: CallState, policy: RetryPolicy): Verdict {
  if ('aborted' in result) {
    // A call that changes data and was in flight may have been acted on; otherwise nothing happened.
    if (result.sent && !state.repeatable)
      return fail({ error: 'outcome-unknown', reason: result.aborted === 'timeout' ? 'timeout' : 'aborted' });
    return fail(result.aborted === 'timeout' ? { error: 'timeout' } : { error: 'aborted' });
  }

  if ('failure' in result) {
    const delayMs = policy.delayMs(state.retries + 1);
    // A request that never left changed nothing: retried whatever its method.
    if (result.failure === 'not-sent')
      return retryOr(state, policy, delayMs, 'network', fail({ error: 'network', sent: false }));
    if (!state.repeatable) return fail({ error: 'outcome-unknown', reason: 'dropped' });
    return retryOr(state, policy, delayMs, 'network', fail({ error: 'network', sent: true }));
  }

  const { status } = result;
  if (status === 401 && state.tokenSent) {
    // The service refused the token before acting: another token, the call once more (a POST too). A token a login
    // has just issued being refused means another process logs in as the user: an error, never a loop.
    const refusals = state.refusals + 1;
    const loginRefusals = state.loginRefusals + (state.tokenFromLogin ? 1 : 0);
    if (loginRefusals >= state.maxLoginRefusals || refusals >= MAX_REFUSALS)
      return fail({ error: 'rejected-after-login', refusals });
    return { do: 'refresh', refusals, loginRefusals };
  }
  if (state.repeatable && policy.isRetryableStatus(status))
    return retryOr(state, policy, policy.delayMs(state.retries + 1, result.retryAfterMs), 'status', answer);
  // A service (or a gateway before it) that answers 5xx may have acted before failing.
  if (!state.repeatable && status >= 500 && status <= 599)
    return fail({ error: 'outcome-unknown', reason: GATEWAY.has(status) ? 'gateway' : 'server-error', status });
  return answer;
}

/** What the error of a failure says about its call. */
export interface FailureContext {
  call: CallDescription;
  attempts: number;
  /** The client's own limit, when it is what fired (not the caller's AbortSignal.timeout). */
  timeoutMs: number | undefined;
  /** What the caller aborted with, rethrown as it is. */
  callerReason: unknown;
  /** What the fetch failed with, secrets cut out. */
  cause?: unknown;
  /** For a refused token: the service's message and the user. */
  providerMessage?: string | undefined;
  userName?: string | undefined;
}

/** The error a call ends with (the caller's own reason for an abort). */
export function failureError(failure: Failure, context: FailureContext): unknown {
  const { call, cause } = context;
  switch (failure.error) {
    case 'outcome-unknown':
      return new OutcomeUnknownError(failure.reason, { call, status: failure.status, cause });
    case 'timeout':
      return new TimeoutError({ call, timeoutMs: context.timeoutMs });
    case 'aborted':
      return context.callerReason ?? new DOMException('This operation was aborted', 'AbortError');
    case 'network':
      return new NetworkError({ call, attempts: context.attempts, sent: failure.sent, cause });
    case 'rejected-after-login':
      return new AuthError('rejected-after-login', {
        status: 401,
        userName: context.userName,
        providerMessage: context.providerMessage,
        call,
        refusals: failure.refusals,
      });
  }
}
