// createClient: wires the session, the transport, the openapi-fetch client and the helpers together.
import createFetchClient from 'openapi-fetch';
import { ConfigError, InsecureUrlError, type CallDescription } from './errors.js';
import { OperationHelpers } from './helpers.gen.js';
import type { DownloadInit, RawClient, RawResult } from './helpers.js';
import { logIn } from './login.js';
import { operations, type OperationId } from './operations.gen.js';
import { sessionMiddleware, withCallSignals } from './middleware.js';
import type { CallOptions, ClientOptions } from './options.js';
import { checkedBody } from './pdf.js';
import { Redactor } from './redact.js';
import { RetryPolicy } from './retry-policy.js';
import type { paths } from './schema.gen.js';
import { Session } from './session.js';
import { SIGNALS, signalsOf, Transport, type CallSignals, type Send } from './transport.js';
import { BaseScope, Downloads, isLoopback, type DocumentOptions, type DownloadOptions } from './download.js';

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_REFRESH_MARGIN_MS = 5 * 60_000;

type Bytes = DownloadOptions & { parseAs?: 'bytes' };
type Stream = DownloadOptions & { parseAs: 'stream' };

function checkOptions(options: ClientOptions): string {
  if (!options || typeof options !== 'object')
    throw new ConfigError('options', 'createClient needs options: { baseUrl, credentials }.');
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw new ConfigError(
      'baseUrl',
      `createClient: baseUrl must be an absolute URL such as https://host/v2, got ${JSON.stringify(options.baseUrl)}.`,
    );
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new ConfigError('baseUrl', `createClient: baseUrl must be http(s), got ${base.protocol}.`);
  if (base.search || base.hash || base.username || base.password)
    throw new ConfigError('baseUrl', 'createClient: baseUrl must not carry a query, a fragment or user info.');
  if (base.protocol === 'http:' && !isLoopback(base) && !options.allowInsecureHttp) {
    throw new InsecureUrlError(
      `createClient refused baseUrl ${base.origin}: plain HTTP to another machine would send the password and tokens in clear. Use https://, or set allowInsecureHttp: true for a trusted local network.`,
      base.origin,
    );
  }
  if (!options.credentials)
    throw new ConfigError(
      'credentials',
      'createClient: credentials ({ userName, password }, or a function returning them) are required.',
    );
  for (const key of ['timeoutMs', 'refreshMarginMs'] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isFinite(value) && value > 0))
      throw new ConfigError(key, `createClient: ${key} must be a positive number of milliseconds, got ${value}.`);
  }
  return base.href.replace(/\/+$/, '');
}

export class TrsClient extends OperationHelpers {
  readonly raw: RawClient;
  protected readonly redactor: Redactor;
  readonly #session: Session;
  readonly #downloads: Downloads;
  readonly #transport: Transport;

  constructor(options: ClientOptions) {
    super();
    const baseUrl = checkOptions(options);
    // The call's signal goes to fetch separately: undici then follows one signal per call, not one per Request.
    const userFetch = options.fetch;
    const send: Send = userFetch
      ? (request, signal) => userFetch(request.signal === signal ? request : new Request(request, { signal }))
      : (request, signal) => globalThis.fetch(request, { signal });
    const fetchImpl = (request: Request) => send(request, request.signal);
    const now = options.now ?? Date.now;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let policy: RetryPolicy;
    try {
      policy = new RetryPolicy(options.retry);
    } catch (error) {
      throw new ConfigError('retry', `createClient: ${(error as Error).message}.`);
    }
    const redactor = new Redactor();
    let userName = typeof options.credentials === 'function' ? undefined : options.credentials.userName;
    this.redactor = redactor;
    this.#session = new Session({
      logIn: async () => {
        const issued = await logIn({
          baseUrl,
          credentials: options.credentials,
          fetch: fetchImpl,
          policy,
          timeoutMs,
          now,
          redactor,
          logger: options.logger,
        });
        userName = issued.userName;
        return issued;
      },
      now,
      refreshMarginMs: options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS,
      initial: options.token,
      onTokenChange: options.onTokenChange,
      loadToken: options.loadToken,
      redactor,
      logger: options.logger,
    });
    const transport = new Transport({
      send,
      session: this.#session,
      policy,
      redactor,
      logger: options.logger,
      timeoutMs,
      userName: () => userName,
      basePath: new URL(baseUrl).pathname,
    });
    // redirect: 'manual': a redirect must not carry the Token to another address; the transport decides.
    const core = createFetchClient<paths>({
      baseUrl,
      fetch: (request) => send(request, signalsOf(request)?.signal ?? request.signal),
      redirect: 'manual',
    });
    core.use(sessionMiddleware(transport));
    this.raw = withCallSignals(core, transport);
    this.#downloads = new Downloads(new BaseScope(baseUrl), transport, redactor);
    this.#transport = transport;
  }

  /** A report download: one set of signals, kept until the bytes are read (or the stream is handed over). */
  async #pdf(
    parseAs: 'bytes' | 'stream',
    signal: AbortSignal | undefined,
    timeoutMs: number | undefined,
    requirePdf: boolean,
    get: (
      signals: CallSignals,
    ) => Promise<{ data: ReadableStream<Uint8Array> | null; response: Response; call: CallDescription }>,
  ): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    const signals = this.#transport.signals(signal, timeoutMs);
    try {
      const { data, response, call } = await get(signals);
      return await checkedBody(response, data, parseAs, call, requirePdf);
    } finally {
      signals.dispose();
    }
  }

  /** Logs in now (for example at start-up, to fail fast on wrong credentials). Single-flight like every login. */
  login(options: CallOptions = {}): Promise<{ expiresAt: Date }> {
    return this.#session.logIn(options.signal).then(({ expiresAt }) => ({ expiresAt: new Date(expiresAt) }));
  }

  /** When the current token expires, if the client holds one. */
  get tokenExpiresAt(): Date | undefined {
    const at = this.#session.expiresAt;
    return at === undefined ? undefined : new Date(at);
  }

  /** How many logins this client performed (tokens taken from loadToken or options.token not counted). */
  get loginCount(): number {
    return this.#session.logins;
  }

  /** Forgets the current token; the next call logs in (or takes the token loadToken offers). */
  forgetToken(): void {
    this.#session.forget();
  }

  /** The download policy of the generated file helpers: one set of signals per call, the body checked (a PDF). */
  protected download(
    operationId: OperationId,
    path: Record<string, unknown>,
    options: DownloadOptions,
    send: (init: DownloadInit) => Promise<RawResult>,
  ): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    const { parseAs = 'bytes', signal, timeoutMs } = options;
    const requirePdf = operations[operationId].responseContentType === 'application/pdf';
    return this.#pdf(parseAs, signal, timeoutMs, requirePdf, (signals) =>
      this.unwrapResult<ReadableStream<Uint8Array> | null>(
        operationId,
        path,
        send({ parseAs: 'stream', [SIGNALS]: signals }),
      ),
    );
  }

  /**
   * Fetches a report or KYC URL carried by a webhook, checked to be a PDF. The Token is sent only when the URL lies
   * under baseUrl (same scheme, host, port and path prefix); any other URL is fetched over HTTPS without it.
   */
  downloadFromEventUrl(url: string, options?: Bytes): Promise<Uint8Array>;
  downloadFromEventUrl(url: string, options: Stream): Promise<ReadableStream<Uint8Array>>;
  downloadFromEventUrl(url: string, options: DownloadOptions = {}): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    return this.#downloads.fromEventUrl(url, options);
  }

  /** Fetches a presigned document URL (uploadPartnerDocument webhooks): HTTPS only, never with the Token. */
  fetchDocument(url: string, options?: DocumentOptions & { parseAs?: 'bytes' }): Promise<Uint8Array>;
  fetchDocument(url: string, options: DocumentOptions & { parseAs: 'stream' }): Promise<ReadableStream<Uint8Array>>;
  fetchDocument(url: string, options: DocumentOptions = {}): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    return this.#downloads.document(url, options);
  }
}

/** Creates a client of the service. See the package README for the session and retry rules. */
export function createClient(options: ClientOptions): TrsClient {
  return new TrsClient(options);
}
