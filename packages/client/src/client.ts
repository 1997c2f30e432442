// createClient: wires the session, the transport, the openapi-fetch client and the helpers together. Every request
// takes one path: helper → openapi-fetch (your middleware) → transport → fetch.
import { clockFrom, type Clock } from '@trs/shared';
import createFetchClient from 'openapi-fetch';
import { BaseScope, checkBaseUrl } from './base-url.js';
import { ConfigError } from './errors.js';
import { Downloads, type DocumentOptions, type DownloadOptions } from './download.js';
import { OperationHelpers } from './helpers.gen.js';
import type { AnswerMode, HelperCore } from './helpers.js';
import { Hooks } from './hooks.js';
import { ReferenceRecorder, type ClientJournal } from './journal.js';
import { logIn } from './login.js';
import type { CallOptions, ClientOptions } from './options.js';
import { RawCaller, type RawClient } from './raw.js';
import { Redactor } from './redact.js';
import { describeValue, RetryPolicy } from './retry-policy.js';
import type { paths } from './schema.gen.js';
import { Session } from './session.js';
import { checkTracing } from './tracing.js';
import { Transport } from './transport.js';
import type { StoredToken, TokenStore } from './types.js';
import { DEFAULT_USER_AGENT } from './user-agent.js';

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_REFRESH_MARGIN_MS = 5 * 60_000;

type Bytes = DownloadOptions & { parseAs?: 'bytes' };
type Stream = DownloadOptions & { parseAs: 'stream' };

const LOCK_REQUIRED =
  "without one, clients that need a token at the same moment log in over each other, each login retiring the others' tokens (provider spec 5.6). Use createFileTokenStore or createPostgresTokenStore (both have a lock), createMemoryTokenStore for clients of one process, or add acquireLoginLock to your store.";

/** Options that are gone, and what to write instead. */
const REMOVED_OPTIONS: Record<string, string> = {
  loadToken:
    'tokenStore: { loadToken, onTokenChange, acquireLoginLock } (or a ready store: createFileTokenStore, createPostgresTokenStore, createMemoryTokenStore)',
  onTokenChange:
    'tokenStore: { onTokenChange } (alone it keeps each new token; with loadToken and acquireLoginLock it shares the session)',
  acquireLoginLock:
    'tokenStore: { loadToken, onTokenChange, acquireLoginLock } (or a ready store: createFileTokenStore, createPostgresTokenStore, createMemoryTokenStore)',
  now: 'clock: the same function (clock: () => ms), or a Clock of @trs/shared such as manualClock()',
};

/**
 * The token store of the options. A store that others read (loadToken) needs the login lock; onTokenChange alone only
 * hands each new token over (to keep it for the next start).
 */
function storeOf(option: unknown): Partial<TokenStore> {
  if (option === undefined) return {};
  if (typeof option !== 'object' || option === null)
    throw new ConfigError(
      'tokenStore',
      'createClient: tokenStore must be a token store: createFileTokenStore(…), createPostgresTokenStore(…), createMemoryTokenStore(), or your own { loadToken, onTokenChange, acquireLoginLock }.',
    );
  const given = option as Partial<Record<keyof TokenStore, unknown>>;
  for (const name of ['loadToken', 'onTokenChange', 'acquireLoginLock'] as const)
    if (given[name] !== undefined && typeof given[name] !== 'function')
      throw new ConfigError('tokenStore', `createClient: tokenStore.${name} must be a function.`);
  if (given.onTokenChange === undefined)
    throw new ConfigError(
      'tokenStore',
      'createClient: tokenStore.onTokenChange must be a function: it receives every new token.',
    );
  if (given.loadToken !== undefined && given.acquireLoginLock === undefined)
    throw new ConfigError(
      'tokenStore',
      `createClient: tokenStore needs a login lock (acquireLoginLock): ${LOCK_REQUIRED}`,
    );
  if (given.acquireLoginLock !== undefined && given.loadToken === undefined)
    throw new ConfigError(
      'tokenStore',
      'createClient: tokenStore.acquireLoginLock guards the logins of clients that share a token through loadToken: give loadToken too, or neither.',
    );
  const store = option as TokenStore;
  const onTokenChange = (token: StoredToken) => store.onTokenChange(token);
  if (given.loadToken === undefined) return { onTokenChange };
  return {
    loadToken: () => store.loadToken(),
    onTokenChange,
    acquireLoginLock: (lockOptions) => store.acquireLoginLock(lockOptions),
  };
}

function clockOf(option: ClientOptions['clock']): Clock {
  try {
    return clockFrom(option);
  } catch (error) {
    throw new ConfigError('clock', `createClient: clock is unusable: ${(error as Error).message}.`);
  }
}

function checkOptions(options: ClientOptions): string {
  if (!options || typeof options !== 'object')
    throw new ConfigError('options', 'createClient needs options: { baseUrl, credentials }.');
  for (const [name, instead] of Object.entries(REMOVED_OPTIONS))
    if ((options as unknown as Record<string, unknown>)[name] !== undefined)
      throw new ConfigError(name, `createClient: ${name} is no longer an option; use ${instead}.`);
  const baseUrl = checkBaseUrl(options.baseUrl, options.allowInsecureHttp);
  if (!options.credentials)
    throw new ConfigError(
      'credentials',
      'createClient: credentials ({ userName, password }, or a function returning them) are required.',
    );
  for (const key of ['timeoutMs', 'refreshMarginMs'] as const) {
    const value = options[key];
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value > 0))
      throw new ConfigError(
        key,
        `createClient: ${key} must be a positive number of milliseconds, got ${describeValue(value)}.`,
      );
  }
  if (options.userAgent !== undefined && (typeof options.userAgent !== 'string' || !options.userAgent.trim()))
    throw new ConfigError('userAgent', 'createClient: userAgent must be a non-empty string.');
  const journal = options.journal as Partial<ClientJournal> | null | undefined;
  if (journal !== undefined && (typeof journal?.record !== 'function' || typeof journal.recordPending !== 'function'))
    throw new ConfigError(
      'journal',
      'createClient: journal must be a reference journal (openJournal({ dir }) of @trs/journal): record() and recordPending().',
    );
  if (options.onJournalError !== undefined && typeof options.onJournalError !== 'function')
    throw new ConfigError('onJournalError', 'createClient: onJournalError must be a function (error) => void.');
  if (options.hooks !== undefined && (typeof options.hooks !== 'object' || options.hooks === null))
    throw new ConfigError(
      'hooks',
      'createClient: hooks must be an object of functions (onRequest, onResponse, onRetry, onLogin).',
    );
  return baseUrl;
}

/** Everything a client is made of; shared by the client and its withResponse view. */
class ClientCore implements HelperCore {
  readonly raw: RawClient;
  readonly redactor = new Redactor();
  readonly session: Session;
  readonly downloads: Downloads;
  readonly clock: Clock;
  readonly recorder: ReferenceRecorder | undefined;

  constructor(options: ClientOptions) {
    const baseUrl = checkOptions(options);
    const store = storeOf(options.tokenStore);
    const clock = (this.clock = clockOf(options.clock));
    const userFetch = options.fetch;
    if (userFetch !== undefined && typeof userFetch !== 'function')
      throw new ConfigError('fetch', 'createClient: fetch must be a function (request) => Promise<Response>.');
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let policy: RetryPolicy;
    try {
      policy = new RetryPolicy(options.retry);
    } catch (error) {
      throw new ConfigError('retry', `createClient: ${(error as Error).message}.`);
    }
    this.recorder = options.journal
      ? new ReferenceRecorder(options.journal, options.onJournalError, options.logger)
      : undefined;
    const redactor = this.redactor;
    // Known from the start: cut out of anything the client hands over, even before its first login.
    if (typeof options.credentials === 'object')
      redactor.keep(options.credentials.password, options.credentials.userName);
    const hooks = new Hooks(options.hooks, options.logger, redactor);
    const scope = new BaseScope(baseUrl);
    let userName = typeof options.credentials === 'function' ? undefined : options.credentials.userName;
    let caller: RawCaller | undefined;
    this.session = new Session({
      logIn: async (reason) => {
        const issued = await logIn(
          {
            baseUrl,
            credentials: options.credentials,
            send: (method, schemaPath, init, overrides) => caller!.call(method, schemaPath, init, overrides),
            now: clock.now,
            redactor,
            hooks,
            logger: options.logger,
          },
          reason,
        );
        userName = issued.userName;
        return issued;
      },
      now: clock.now,
      refreshMarginMs: options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS,
      timeoutMs,
      initial: options.token,
      store,
      redactor,
      logger: options.logger,
    });
    const transport = new Transport({
      session: this.session,
      redactor,
      logger: options.logger,
      hooks,
      scope,
      maxLoginRefusals: store.loadToken ? 2 : 1,
      userName: () => userName,
      now: clock.now,
      fetch: userFetch,
      tracing: checkTracing(options.tracing),
    });
    // The transport is the fetch openapi-fetch is given (each call hands it its own through the per-request option).
    // redirect 'manual': a redirect must not carry the Token to another address.
    const core = createFetchClient<paths>({
      baseUrl,
      fetch: (request) =>
        Promise.reject(new Error(`trs: ${request.method} ${request.url} did not come through the client`)),
      redirect: 'manual',
      headers: { 'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT },
    });
    caller = new RawCaller({ core, transport, policy, timeoutMs, redactor, basePath: scope.prefix.slice(0, -1) });
    this.raw = caller.client();
    this.downloads = new Downloads({ scope, caller, redactor, timeoutMs });
  }
}

/** The helpers answering `{ data, response }` (client.withResponse). */
class ResponseHelpers extends OperationHelpers<'response'> {
  constructor(core: ClientCore) {
    super(core, 'response');
  }
}

export class TrsClient extends OperationHelpers<'data'> {
  /**
   * The same helpers, answering `{ data, response }`: the data as the helper gives it, and the final Response
   * (status, headers; its body already read). `const { data: ref, response } = await trs.withResponse.createTenancy(…)`.
   */
  readonly withResponse: OperationHelpers<'response'>;
  readonly #core: ClientCore;

  constructor(options: ClientOptions) {
    const core = new ClientCore(options);
    super(core, 'data');
    this.#core = core;
    this.withResponse = new ResponseHelpers(core);
  }

  /** Logs in now (for example at start-up, to fail fast on wrong credentials). Single-flight like every login. */
  login(options: CallOptions = {}): Promise<{ expiresAt: Date }> {
    return this.#core.session.logIn(options.signal).then(
      ({ expiresAt }) => ({ expiresAt: new Date(expiresAt) }),
      (error: unknown) => {
        throw this.#core.redactor.error(error);
      },
    );
  }

  /** When the current token expires, if the client holds one. */
  get tokenExpiresAt(): Date | undefined {
    const at = this.#core.session.expiresAt;
    return at === undefined ? undefined : new Date(at);
  }

  /** How many logins this client performed (tokens taken from the token store or options.token not counted). */
  get loginCount(): number {
    return this.#core.session.logins;
  }

  /** Forgets the current token; the next call logs in (or takes the token the store offers). */
  forgetToken(): void {
    this.#core.session.forget();
  }

  /**
   * Fetches a report or KYC URL carried by a webhook, checked to be a PDF. The Token is sent only when the URL lies
   * under baseUrl (same scheme, host, port and path prefix); any other URL is fetched over HTTPS without it.
   */
  downloadFromEventUrl(url: string, options?: Bytes): Promise<Uint8Array>;
  downloadFromEventUrl(url: string, options: Stream): Promise<ReadableStream<Uint8Array>>;
  async downloadFromEventUrl(
    url: string,
    options: DownloadOptions = {},
  ): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    try {
      return (await this.#core.downloads.fromEventUrl(url, options)).data;
    } catch (error) {
      throw this.#core.redactor.error(error);
    }
  }

  /** Fetches a presigned document URL (uploadPartnerDocument webhooks): HTTPS only, never with the Token. */
  fetchDocument(url: string, options?: DocumentOptions & { parseAs?: 'bytes' }): Promise<Uint8Array>;
  fetchDocument(url: string, options: DocumentOptions & { parseAs: 'stream' }): Promise<ReadableStream<Uint8Array>>;
  async fetchDocument(url: string, options: DocumentOptions = {}): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    try {
      return (await this.#core.downloads.document(url, options)).data;
    } catch (error) {
      throw this.#core.redactor.error(error);
    }
  }
}

/** Creates a client of the service. See the package README for the session and retry rules. */
export function createClient(options: ClientOptions): TrsClient {
  return new TrsClient(options);
}

export type { AnswerMode };
