// The base URL: checked once, and the one rule for where the Token may go (same scheme, host and port, and a path
// under the base path).
import { isLoopbackUrl, refuseInsecureUrl } from '@trs/shared';
import { ConfigError } from './errors.js';

export const isLoopback = isLoopbackUrl;

/** The base URL normalised (no trailing slash), or a ConfigError / InsecureUrlError that says what to change. */
export function checkBaseUrl(value: unknown, allowInsecureHttp: boolean | undefined): string {
  let base: URL;
  try {
    base = new URL(value as string);
  } catch {
    throw new ConfigError(
      'baseUrl',
      `createClient: baseUrl must be an absolute URL such as https://host/v2, got ${typeof value === 'string' ? JSON.stringify(value) : value === undefined || value === null ? 'no value' : `a ${typeof value}`}.`,
    );
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new ConfigError('baseUrl', `createClient: baseUrl must be http(s), got ${base.protocol}.`);
  if (base.search || base.hash || base.username || base.password)
    throw new ConfigError('baseUrl', 'createClient: baseUrl must not carry a query, a fragment or user info.');
  refuseInsecureUrl(base, {
    allowInsecureHttp,
    who: 'createClient refused baseUrl',
    allow: 'set allowInsecureHttp: true',
  });
  return base.href.replace(/\/+$/, '');
}

/** The base URL as an origin and a path prefix that ends in '/'. */
export class BaseScope {
  readonly origin: string;
  readonly prefix: string;
  /** origin + prefix: a normalised URL that starts with it is under the base URL. */
  readonly #href: string;

  constructor(baseUrl: string) {
    const base = new URL(baseUrl);
    this.origin = base.origin;
    this.prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    this.#href = `${this.origin}${this.prefix}`;
  }

  /** Same scheme, host and port, and a path under the base path: only then may the Token go with the request. */
  contains(url: URL): boolean {
    return (
      url.origin === this.origin && url.pathname.startsWith(this.prefix) && url.username === '' && url.password === ''
    );
  }

  /** contains() for a URL as text (a Request's url); the common case is one string comparison. */
  containsHref(href: string): boolean {
    if (href.startsWith(this.#href)) return true;
    try {
      return this.contains(new URL(href));
    } catch {
      return false;
    }
  }

  /** For messages: `https://host/v2/`. */
  toString(): string {
    return this.#href;
  }
}
