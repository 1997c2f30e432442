// Downloads by URL: report and KYC URLs carried by webhooks (they need the Token, which is sent only to URLs
// under the configured base URL) and presigned document URLs (HTTPS only, never a Token). Redirects are
// followed by hand so that the same rules hold at every hop.
import { HttpError, InsecureUrlError, InvalidParameterError, type CallDescription } from './errors.js';
import { discard, readErrorBody, safeUrl } from './http.js';
import type { CallOptions } from './options.js';
import { checkedBody, type ParseAs } from './pdf.js';
import type { Redactor } from './redact.js';
import type { CallSignals, Transport } from './transport.js';

const MAX_REDIRECTS = 5;

export interface DownloadOptions extends CallOptions {
  /** 'bytes' (default) reads the whole body into a Uint8Array; 'stream' hands over a ReadableStream. */
  parseAs?: ParseAs;
}

export interface DocumentOptions extends DownloadOptions {
  /** Also require a PDF (content type and %PDF- signature). Default false: documents can be of any type. */
  requirePdf?: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost');
}

/** The base URL as an origin and a path prefix that ends in '/'. */
export class BaseScope {
  readonly origin: string;
  readonly prefix: string;

  constructor(baseUrl: string) {
    const base = new URL(baseUrl);
    this.origin = base.origin;
    this.prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  }

  /** Same scheme, host and port, and a path under the base path: only then may the Token go with the request. */
  contains(url: URL): boolean {
    return (
      url.origin === this.origin && url.pathname.startsWith(this.prefix) && url.username === '' && url.password === ''
    );
  }
}

function parseUrl(value: unknown, what: string): URL {
  if (typeof value === 'string') {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    if (url?.username || url?.password) {
      throw new InvalidParameterError(
        'url',
        safeUrl(url),
        `${what} refused ${safeUrl(url)}: the URL carries user info (user@host), which no genuine report or document URL does. Nothing was sent.`,
      );
    }
    if (url) return url;
  }
  throw new InvalidParameterError(
    'url',
    typeof value === 'string' ? safeUrl(value) : value,
    `${what} takes an absolute URL, but got ${typeof value === 'string' ? 'text that is not one' : typeof value}. Nothing was sent.`,
  );
}

export class Downloads {
  readonly #scope: BaseScope;
  readonly #transport: Transport;
  readonly #redactor: Redactor;

  constructor(scope: BaseScope, transport: Transport, redactor: Redactor) {
    this.#scope = scope;
    this.#transport = transport;
    this.#redactor = redactor;
  }

  /** A report or KYC URL from a webhook: the Token goes only to URLs under baseUrl; the answer must be a PDF. */
  async fromEventUrl(url: string, options: DownloadOptions = {}): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    let target = parseUrl(url, 'downloadFromEventUrl');
    return this.#withSignals(options, async (signals) => {
      for (let hop = 0; ; hop += 1) {
        const trusted = this.#scope.contains(target);
        if (!trusted && target.protocol !== 'https:') {
          throw new InsecureUrlError(
            `downloadFromEventUrl refused ${safeUrl(target)}: it is not under baseUrl (${this.#scope.origin}${this.#scope.prefix}) and not HTTPS. Event URLs come from unsigned webhooks: check that the event is genuine (the agent's static header) and that baseUrl is the service's address. Nothing was sent.`,
            safeUrl(target),
          );
        }
        const response = await this.#get(target, trusted, signals);
        const next = await this.#redirectTarget(response, target, hop);
        if (next) {
          target = next;
          continue;
        }
        return this.#finish(response, target, trusted, options, true);
      }
    });
  }

  /** A presigned document URL from an uploadPartnerDocument webhook: HTTPS only, never a Token. */
  async document(url: string, options: DocumentOptions = {}): Promise<Uint8Array | ReadableStream<Uint8Array>> {
    let target = parseUrl(url, 'fetchDocument');
    return this.#withSignals(options, async (signals) => {
      for (let hop = 0; ; hop += 1) {
        if (target.protocol !== 'https:') {
          throw new InsecureUrlError(
            `fetchDocument refused ${safeUrl(target)}${hop ? ' (a redirect target)' : ''}: presigned document URLs are fetched over HTTPS only. Nothing was sent.`,
            safeUrl(target),
          );
        }
        const response = await this.#get(target, false, signals);
        const next = await this.#redirectTarget(response, target, hop);
        if (next) {
          target = next;
          continue;
        }
        return this.#finish(response, target, false, options, options.requirePdf ?? false);
      }
    });
  }

  #get(url: URL, authenticated: boolean, signals: CallSignals): Promise<Response> {
    return this.#transport.run(
      {
        method: 'GET',
        url: url.href,
        headers: new Headers({ Accept: 'application/pdf, */*' }),
        body: undefined,
        authenticated,
        idempotent: true,
      },
      signals,
    );
  }

  /** Runs a download with one set of signals for all its hops, disposed once the body is read (or handed over as a stream). */
  async #withSignals<T>(options: CallOptions, work: (signals: CallSignals) => Promise<T>): Promise<T> {
    const signals = this.#transport.signals(options.signal, options.timeoutMs);
    try {
      return await work(signals);
    } finally {
      signals.dispose();
    }
  }

  async #redirectTarget(response: Response, from: URL, hop: number): Promise<URL | undefined> {
    if (response.status < 300 || response.status >= 400 || !response.headers.has('Location')) return undefined;
    await discard(response);
    if (hop >= MAX_REDIRECTS)
      throw new HttpError(response.status, {
        call: this.#call(from),
        providerMessage: `more than ${MAX_REDIRECTS} redirects`,
      });
    return new URL(response.headers.get('Location')!, from);
  }

  async #finish(response: Response, url: URL, trusted: boolean, options: DownloadOptions, requirePdf: boolean) {
    const call = this.#call(url);
    if (!response.ok) {
      const { body, providerMessage } = await readErrorBody(response, this.#redactor);
      const error = new HttpError(response.status, { call, providerMessage, body, idempotent: true });
      if (response.status === 401 && !trusted) {
        throw Object.assign(error, {
          message: `${error.message} No Token was sent: ${safeUrl(url)} is not under baseUrl (${this.#scope.origin}${this.#scope.prefix}). If this host is the service's, set baseUrl to it.`,
        });
      }
      throw error;
    }
    return checkedBody(response, response.body, options.parseAs ?? 'bytes', call, requirePdf);
  }

  #call(url: URL): CallDescription {
    return { method: 'GET', path: safeUrl(url) };
  }
}
