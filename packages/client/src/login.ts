// POST /Authenticate: the one place that knows how credentials travel (provider spec 5; how they are sent is not
// shown, so the contract assumes a JSON body {UserName, Password}) and how the answer carries the token (response
// headers Token and TokenExpiry, in minutes). A login is a call like any other (openapi-fetch, the transport, the
// hooks, your middleware), retried like a read: repeating it only issues another token, and the session uses
// whichever arrives.
import { AuthError, HttpError, type CallDescription, type TrsError } from './errors.js';
import type { Hooks } from './hooks.js';
import { parseErrorBody, safeUrl } from './http.js';
import type { ClientOptions } from './options.js';
import type { Redactor } from './redact.js';
import { parseRetryAfter } from './retry-policy.js';
import type { Credentials, IssuedToken, Logger, LoginReason } from './types.js';

/** Provider spec 5.4 and 8: a token lives 720 minutes. Used when TokenExpiry is missing or unreadable. */
export const DEFAULT_TOKEN_MINUTES = 720;

/**
 * Sends one request through the client's call path (openapi-fetch, your middleware, the transport): the raw
 * caller's `call`. `observe` receives the call once it exists, so the login can count its attempts.
 */
export type SendCall = (
  method: 'POST',
  schemaPath: string,
  init: { body: unknown; parseAs: 'text' },
  overrides: {
    operationId: string;
    authenticated: boolean;
    repeatable: boolean;
    observe: (call: { readonly attempts: number }) => void;
  },
) => Promise<{ error?: unknown; response: Response }>;

export interface LoginDeps {
  baseUrl: string;
  credentials: ClientOptions['credentials'];
  send: SendCall;
  now: () => number;
  redactor: Redactor;
  hooks: Hooks;
  logger: Logger | undefined;
}

async function resolveCredentials(source: ClientOptions['credentials']): Promise<Credentials> {
  return typeof source === 'function' ? await source() : source;
}

export async function logIn(deps: LoginDeps, reason: LoginReason): Promise<IssuedToken> {
  const credentials = await resolveCredentials(deps.credentials);
  deps.redactor.keep(credentials?.password, credentials?.userName);
  const url = `${deps.baseUrl}/Authenticate`;
  const call: CallDescription = { operationId: 'authenticate', method: 'POST', path: '/Authenticate' };
  const started = performance.now();
  let attempts = () => 0;
  let status: number | null = null;
  deps.logger?.debug?.(`trs: logging in as service user "${credentials?.userName}"`);
  const report = (expiresAt: number | null, error: TrsError | null) => {
    if (deps.hooks.active)
      deps.hooks.emit('onLogin', {
        operationId: 'authenticate',
        method: 'POST',
        url: safeUrl(url),
        reason,
        status,
        attempt: attempts(),
        durationMs: performance.now() - started,
        expiresAt,
        error: error && { code: error.code, message: error.message },
      });
  };
  try {
    const sentAt = deps.now();
    // The body is validated strictly (validator Credentials) like every body the client sends.
    const { error, response } = await deps.send(
      'POST',
      '/Authenticate',
      { body: { UserName: credentials?.userName, Password: credentials?.password }, parseAs: 'text' },
      {
        operationId: 'authenticate',
        authenticated: false,
        repeatable: true,
        observe: (login) => (attempts = () => login.attempts),
      },
    );
    status = response.status;
    if (response.ok) {
      const token = response.headers.get('Token')?.trim();
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
      const expiresAt = sentAt + lifetimeMs;
      deps.logger?.debug?.(
        `trs: logged in as "${credentials.userName}"; the token expires at ${new Date(expiresAt).toISOString()}`,
      );
      report(expiresAt, null);
      return { token, expiresAt, issuedAt: sentAt, lifetimeMs, userName: credentials.userName };
    }
    const { body, providerMessage } = parseErrorBody(error, deps.redactor);
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
      body,
      idempotent: true,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), deps.now()),
    });
  } catch (error) {
    report(null, error as TrsError);
    throw error;
  }
}
