// POST /Authenticate: the one place that knows how credentials travel (provider spec 5; how they are sent is
// not shown, so the contract assumes a JSON body {UserName, Password}) and how the answer carries the token
// (response headers Token and TokenExpiry, in minutes). Logins are retried like idempotent calls: repeating one
// only issues another token, and the session uses whichever arrives.
import { validate, ValidationError } from '@trs/validators';
import { AuthError, HttpError, NetworkError, TimeoutError, type CallDescription } from './errors.js';
import { discard, pathOf, readErrorBody } from './http.js';
import type { ClientOptions, Credentials, Logger } from './options.js';
import type { Redactor } from './redact.js';
import { classifyFetchFailure, parseRetryAfter, sleep, type RetryPolicy } from './retry-policy.js';

/** Provider spec 5.4 and 8: a token lives 720 minutes. Used when TokenExpiry is missing or unreadable. */
export const DEFAULT_TOKEN_MINUTES = 720;

export interface IssuedToken {
  token: string;
  expiresAt: number;
  lifetimeMs: number;
  userName: string;
}

export interface LoginDeps {
  baseUrl: string;
  credentials: ClientOptions['credentials'];
  fetch: (request: Request) => Promise<Response>;
  policy: RetryPolicy;
  timeoutMs: number;
  now: () => number;
  redactor: Redactor;
  logger: Logger | undefined;
}

/** The wire form of the credentials (x-assumption of the contract), validated strictly before it is sent. */
export function encodeCredentials(credentials: Credentials): string {
  const body = { UserName: credentials?.userName, Password: credentials?.password };
  const result = validate.Credentials(body);
  if (!result.ok) throw new ValidationError('Credentials', result.issues);
  return JSON.stringify(result.value);
}

async function resolveCredentials(source: ClientOptions['credentials']): Promise<Credentials> {
  return typeof source === 'function' ? await source() : source;
}

export async function logIn(deps: LoginDeps): Promise<IssuedToken> {
  const credentials = await resolveCredentials(deps.credentials);
  deps.redactor.add(credentials?.password);
  const body = encodeCredentials(credentials);
  const url = `${deps.baseUrl}/Authenticate`;
  const call: CallDescription = { operationId: 'authenticate', method: 'POST', path: pathOf(url) };
  const started = performance.now();
  const remaining = () => deps.timeoutMs - (performance.now() - started);
  deps.logger?.debug?.(`trs: logging in as service user "${credentials.userName}"`);

  for (let retries = 0; ; retries += 1) {
    const sentAt = deps.now();
    const signal = AbortSignal.timeout(Math.max(1, Math.ceil(remaining())));
    let response: Response;
    try {
      response = await deps.fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal,
          redirect: 'manual',
        }),
      );
    } catch (error) {
      if (signal.aborted) throw new TimeoutError({ call, timeoutMs: deps.timeoutMs });
      const decision = deps.policy.decide(retries, undefined, remaining());
      const failure = classifyFetchFailure(error);
      if (!decision.retry)
        throw new NetworkError({
          call,
          attempts: retries + 1,
          sent: failure === 'dropped',
          cause: deps.redactor.cause(error),
        });
      deps.logger?.warn?.(
        `trs: login failed (${failure === 'dropped' ? 'connection dropped' : 'service unreachable'}); retrying in ${Math.round(decision.delayMs)} ms`,
      );
      await sleep(decision.delayMs);
      continue;
    }

    if (response.ok) {
      const token = response.headers.get('Token')?.trim();
      await discard(response);
      if (!token)
        throw new AuthError('no-token-in-answer', { status: response.status, userName: credentials.userName, call });
      deps.redactor.add(token);
      const expiry = response.headers.get('TokenExpiry');
      let minutes = expiry !== null && /^\s*\d+\s*$/.test(expiry) ? Number(expiry) : Number.NaN;
      if (!(minutes > 0)) {
        deps.logger?.warn?.(
          `trs: the login answer's TokenExpiry is ${expiry === null ? 'missing' : `"${expiry}"`}; assuming ${DEFAULT_TOKEN_MINUTES} minutes`,
        );
        minutes = DEFAULT_TOKEN_MINUTES;
      }
      // Counted from when the login was sent, so that the client never believes in a token longer than the service.
      const lifetimeMs = minutes * 60_000;
      deps.logger?.debug?.(
        `trs: logged in as "${credentials.userName}"; the token expires at ${new Date(sentAt + lifetimeMs).toISOString()}`,
      );
      return { token, expiresAt: sentAt + lifetimeMs, lifetimeMs, userName: credentials.userName };
    }

    if (deps.policy.isRetryableStatus(response.status)) {
      const decision = deps.policy.decide(retries, parseRetryAfter(response.headers.get('Retry-After')), remaining());
      if (decision.retry) {
        await discard(response);
        deps.logger?.warn?.(`trs: login answered ${response.status}; retrying in ${Math.round(decision.delayMs)} ms`);
        await sleep(decision.delayMs);
        continue;
      }
    }
    const { body: errorBody, providerMessage } = await readErrorBody(response, deps.redactor);
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new AuthError('credentials-refused', {
        status: response.status,
        userName: credentials.userName,
        providerMessage,
        call,
      });
    }
    throw new HttpError(response.status, {
      call,
      providerMessage,
      body: errorBody,
      idempotent: true,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
}
