// The sender's options, checked before anything is sent: a bad option is a ConfigError naming it and the rule.
import { isHeaderName } from '@trs/shared';
import { staticHeader } from './contract.gen.js';
import { systemClock, type SenderClock } from './clock.js';
import { ConfigError } from './errors.js';
import { deliveryPlan, type DeliveryPlan, type RulesMode } from './rules.js';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** The optional static header configured on the agent (provider spec 5.7). */
export interface StaticHeaderOption {
  /** Default: the contract's name (X-Webhook-Key). */
  name?: string;
  value: string;
}

export interface SenderOptions {
  /** The agent's WebhookAddress: one URL, several separated by commas, or a list. Each send may give its own. */
  urls?: string | readonly string[];
  /** The static header sent on every request to every URL. */
  header?: StaticHeaderOption | null;
  /** `provider` (default) or `once` (one request per URL, nothing retried). */
  rules?: RulesMode;
  /** Time between attempts. Default the contract's retryIntervalSeconds (60 s). */
  retryIntervalMs?: number;
  /** Timeout of each request. Default the contract's 10 s. Always real time. */
  timeoutMs?: number;
  /** Clock of the cadence and of the records' timestamps. Default real time. */
  clock?: SenderClock;
  /** The fetch used for every request (a proxy, an undici dispatcher, a recorder). Default globalThis.fetch. */
  fetch?: FetchLike;
  /** Finished deliveries kept in memory (oldest forgotten first). Default 10 000. */
  maxRecords?: number;
}

export interface SendOptions {
  /** Overrides the sender's URLs for this payload. */
  urls?: string | readonly string[];
  /** Overrides the sender's static header for this payload (null: none). */
  header?: StaticHeaderOption | null;
  /** A name for the records and observers (the event name, say). */
  label?: string;
}

/** The options of createSender, checked, with their defaults. */
export interface ResolvedSenderOptions {
  readonly plan: DeliveryPlan;
  readonly urls: string[] | undefined;
  readonly header: StaticHeaderOption | null;
  readonly clock: SenderClock;
  readonly fetch: FetchLike;
  readonly maxRecords: number;
}

export function fail(option: string, message: string): never {
  throw new ConfigError(option, message);
}

/** The static header's name when a header is configured without one (the contract's securitySchemes.staticHeader). */
export const defaultStaticHeaderName: string = staticHeader.defaultName;

/** The URL as it may be shown: user and password (and anything that looks like them) left out. */
function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
}

/**
 * Splits a WebhookAddress (comma separated, or a list) and checks that every entry is an http(s) URL without a user
 * or password in it: fetch refuses such a URL on every attempt, and it would be printed wherever the URL is.
 */
export function parseWebhookAddress(urls: string | readonly string[], field = 'urls'): string[] {
  const list = (typeof urls === 'string' ? urls.split(',') : [...urls]).map((u) => String(u).trim()).filter(Boolean);
  if (!list.length)
    fail(field, `${field} must hold at least one URL (the agent's WebhookAddress), got ${JSON.stringify(urls)}`);
  for (const url of list) {
    const shown = withoutCredentials(url);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      fail(field, `${field}: ${JSON.stringify(shown)} is not a URL; give absolute http(s) URLs separated by commas`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      fail(field, `${field}: ${shown} must be an https:// (or, locally, http://) URL`);
    if (parsed.username || parsed.password)
      fail(
        field,
        `${field}: ${shown} carries a user or password before its host (user:password@), which is refused: give the URL without it, and the receiver's secret as its static header (--header NAME:VALUE)`,
      );
  }
  return list;
}

export function checkHeader(header: StaticHeaderOption | null | undefined, field: string): StaticHeaderOption | null {
  if (header === undefined || header === null) return null;
  if (typeof header !== 'object') fail(field, `${field} must be { name?, value } or null`);
  const name = header.name ?? staticHeader.defaultName;
  if (!isHeaderName(name)) fail(field, `${field}.name must be an HTTP header name, got ${String(name)}`);
  if (typeof header.value !== 'string' || !header.value || /[\r\n]/.test(header.value))
    fail(field, `${field}.value must be a non-empty string on one line`);
  return { name, value: header.value };
}

function checkMs(value: number | undefined, field: string, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum)
    fail(field, `${field} must be a number of milliseconds ≥ ${minimum}, got ${value}`);
  return value;
}

export function resolveSenderOptions(options: SenderOptions): ResolvedSenderOptions {
  if (options.rules !== undefined && options.rules !== 'provider' && options.rules !== 'once')
    fail('rules', `rules must be "provider" or "once", got ${JSON.stringify(options.rules)}`);
  const retryIntervalMs = checkMs(options.retryIntervalMs, 'retryIntervalMs', 0);
  const timeoutMs = checkMs(options.timeoutMs, 'timeoutMs', 1);
  const plan = deliveryPlan(options.rules ?? 'provider', {
    ...(retryIntervalMs !== undefined ? { retryIntervalMs } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  const urls = options.urls === undefined ? undefined : parseWebhookAddress(options.urls);
  const header = checkHeader(options.header, 'header');
  const clock = options.clock ?? systemClock;
  const fetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const maxRecords = options.maxRecords ?? 10_000;
  if (!Number.isInteger(maxRecords) || maxRecords < 1)
    fail('maxRecords', `maxRecords must be a positive integer, got ${maxRecords}`);
  return { plan, urls, header, clock, fetch, maxRecords };
}
