// The one rule for where credentials may go over plain HTTP: only to this machine (loopback), unless the caller says
// the network is trusted. The client's base URL, `trs verify`, `trs proxy` and every command that logs in apply it.
import { TrsError } from './errors.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The URL names this machine: localhost (and *.localhost), 127.0.0.1 or [::1]. */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost');
}

/** A URL would have been fetched over plain HTTP where HTTPS is required. Nothing was sent. */
export class InsecureUrlError extends TrsError<'TRS_INSECURE_URL', { readonly url: string | null }> {
  /** @param url the refused URL, without its query (a presigned URL's signature never appears). */
  constructor(message: string, url: string | null = null) {
    super('TRS_INSECURE_URL', message, { url });
  }
}

/**
 * Refuses (InsecureUrlError) a plain http:// URL to another machine unless `allowInsecureHttp`. `who` starts the
 * message (`createClient refused baseUrl`), `allow` says how to allow it in the caller's words.
 */
export function refuseInsecureUrl(
  url: URL,
  options: { allowInsecureHttp?: boolean | undefined; who: string; allow: string },
): void {
  if (url.protocol !== 'http:' || isLoopbackUrl(url) || options.allowInsecureHttp === true) return;
  throw new InsecureUrlError(
    `${options.who} ${url.origin}: plain HTTP to another machine would send the password and tokens in clear. Use https://, or ${options.allow} for a trusted local network.`,
    url.origin,
  );
}
