// Downloads by URL: report and KYC URLs carried by webhooks (they need the Token, which is sent only to URLs under
// the configured base URL) and presigned document URLs (HTTPS only, never a Token). Each hop is a call like any
// other (openapi-fetch, your middleware, the transport, the hooks); redirects are followed by hand so that the same
// rules hold at every hop.
import { BaseScope, isLoopback } from './base-url.js';
import { CallSignals } from './call.js';
import { ConfigError, HttpError, InsecureUrlError, InvalidParameterError, type CallDescription } from './errors.js';
import { discard, parseErrorBody, safeUrl } from './http.js';
import type { CallOptions } from './options.js';
import { bodyOf, checkedBody, type ParseAs } from './pdf.js';
import type { RawCaller } from './raw.js';
import type { Redactor } from './redact.js';
import { describeValue } from './retry-policy.js';

const MAX_REDIRECTS = 5;

export interface DownloadOptions extends CallOptions {
  /** 'bytes' (default) reads the whole body into a Uint8Array; 'stream' hands over a ReadableStream. */
  parseAs?: ParseAs;
}

export interface DocumentOptions extends DownloadOptions {
  /** Also require a PDF (content type and %PDF- signature). Default false: documents can be of any type. */
  requirePdf?: boolean;
}

/** A downloaded body and the answer that carried it. */
export interface Downloaded {
  data: Uint8Array | ReadableStream<Uint8Array>;
  response: Response;
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

export interface DownloadsDeps {
  scope: BaseScope;
  caller: RawCaller;
  redactor: Redactor;
  timeoutMs: number;
}

export class Downloads {
  readonly #deps: DownloadsDeps;

  constructor(deps: DownloadsDeps) {
    this.#deps = deps;
  }

  /** A report or KYC URL from a webhook: the Token goes only to URLs under baseUrl; the answer must be a PDF. */
  fromEventUrl(url: string, options: DownloadOptions = {}): Promise<Downloaded> {
    const scope = this.#deps.scope;
    return this.#follow(url, 'downloadFromEventUrl', options, true, (target, hop) => {
      const trusted = scope.contains(target);
      if (!trusted && target.protocol !== 'https:') {
        throw new InsecureUrlError(
          `downloadFromEventUrl refused ${safeUrl(target)}${hop ? ' (a redirect target)' : ''}: it is not under baseUrl (${scope.toString()}) and not HTTPS. Event URLs come from unsigned webhooks: check that the event is genuine (the agent's static header) and that baseUrl is the service's address. Nothing was sent.`,
          safeUrl(target),
        );
      }
      return trusted;
    });
  }

  /** A presigned document URL from an uploadPartnerDocument webhook: HTTPS only (or a loopback sandbox), never a Token. */
  document(url: string, options: DocumentOptions = {}): Promise<Downloaded> {
    return this.#follow(url, 'fetchDocument', options, options.requirePdf ?? false, (target, hop) => {
      if (target.protocol !== 'https:' && !isLoopback(target)) {
        throw new InsecureUrlError(
          `fetchDocument refused ${safeUrl(target)}${hop ? ' (a redirect target)' : ''}: presigned document URLs are fetched over HTTPS only. Nothing was sent.`,
          safeUrl(target),
        );
      }
      return false;
    });
  }

  /** Fetches `url`, following redirects by hand; `check` refuses a hop or says whether it may carry the Token. */
  async #follow(
    url: string,
    what: 'downloadFromEventUrl' | 'fetchDocument',
    options: DownloadOptions,
    requirePdf: boolean,
    check: (target: URL, hop: number) => boolean,
  ): Promise<Downloaded> {
    let target = parseUrl(url, what);
    // One set of signals for every hop, disposed once the body is read (or handed over as a stream).
    const signals = new CallSignals(options.signal, this.#checkedTimeout(options.timeoutMs));
    try {
      for (let hop = 0; ; hop += 1) {
        const trusted = check(target, hop);
        const { data, error, response } = await this.#deps.caller.call(
          'GET',
          target.pathname,
          {
            baseUrl: target.origin,
            querySerializer: () => target.search.slice(1),
            // Bytes are read whole within the call (its timeout and retries cover them); a stream is handed over.
            parseAs: options.parseAs === 'stream' ? 'stream' : 'arrayBuffer',
            headers: { Accept: 'application/pdf, */*' },
            retry: options.retry,
          },
          { operationId: undefined, authenticated: trusted, repeatable: true, signals },
        );
        if (response.status >= 300 && response.status < 400 && response.headers.has('Location')) {
          await discard(response);
          if (hop >= MAX_REDIRECTS)
            throw new HttpError(response.status, {
              call: this.#call(target),
              providerMessage: `more than ${MAX_REDIRECTS} redirects`,
            });
          target = new URL(response.headers.get('Location')!, target);
          continue;
        }
        const call = this.#call(target);
        if (!response.ok) {
          const { body, providerMessage } = parseErrorBody(error, this.#deps.redactor);
          throw new HttpError(response.status, {
            call,
            providerMessage,
            body,
            idempotent: true,
            download: what === 'fetchDocument' ? 'presigned' : trusted ? 'under-base' : 'outside-base',
            baseUrl: String(this.#deps.scope),
          });
        }
        return { data: await checkedBody(response, bodyOf(data), call, requirePdf), response };
      }
    } finally {
      signals.dispose();
    }
  }

  #checkedTimeout(timeoutMs: number | undefined): number {
    if (timeoutMs === undefined) return this.#deps.timeoutMs;
    if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0)
      throw new ConfigError(
        'timeoutMs',
        `timeoutMs must be a positive number of milliseconds, got ${describeValue(timeoutMs)}. Nothing was sent.`,
      );
    return timeoutMs;
  }

  #call(url: URL): CallDescription {
    return { method: 'GET', path: safeUrl(url) };
  }
}
