// The retry options and the one backoff (delayMs), as stripe-node's RequestSender has them, and the facts the decision
// after an attempt reads (outcome.ts): which statuses are retried, a Retry-After, what a failed fetch means. Whether a
// call is sent again at all is decided there: only calls that are safe to repeat (GET, PUT, the login) after they may
// have reached the service, and any call whose request provably never left this machine (connection refused, DNS).

export interface RetryOptions {
  /** Extra attempts after the first, for 429, 502, 503, 504 and dropped connections. Default 3. */
  retries?: number;
  /** First backoff step; doubles per retry (with jitter). Default 250 ms. */
  baseDelayMs?: number;
  /** Largest backoff step. Default 8 000 ms. */
  maxDelayMs?: number;
  /**
   * The longest Retry-After the client waits for on its own. A longer one is not shortened: the call ends with
   * an HttpError carrying retryAfterMs, so that you can schedule it. Default 60 000 ms.
   */
  maxRetryAfterMs?: number;
  /** Statuses retried for calls that are safe to repeat. Default [429, 502, 503, 504]. */
  statuses?: readonly number[];
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
  statuses: [429, 502, 503, 504],
};

export class RetryPolicy {
  readonly retries: number;
  readonly #options: Required<RetryOptions>;
  readonly #statuses: ReadonlySet<number>;
  readonly #random: () => number;

  /** Throws a RangeError naming the option at fault. */
  constructor(options: RetryOptions | false | undefined, random: () => number = Math.random) {
    if (options !== undefined && options !== false && (typeof options !== 'object' || options === null))
      throw new RangeError('retry must be an object of retry options, or false');
    const merged = { ...DEFAULT_RETRY, ...(options === false ? { retries: 0 } : options) };
    for (const key of ['retries', 'baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) {
      const value = merged[key];
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        throw new RangeError(`retry.${key} must be a number ≥ 0, got ${describeValue(value)}`);
    }
    if (!Array.isArray(merged.statuses) || !merged.statuses.every((s) => Number.isInteger(s)))
      throw new RangeError('retry.statuses must be a list of HTTP statuses');
    this.#options = merged;
    this.retries = Math.floor(merged.retries);
    this.#statuses = new Set(merged.statuses);
    this.#random = random;
  }

  /** This policy with per-call overrides (a call's `retry` option). */
  with(options: RetryOptions | false | undefined): RetryPolicy {
    if (options === undefined) return this;
    return new RetryPolicy(options === false ? false : { ...this.#options, ...options }, this.#random);
  }

  isRetryableStatus(status: number): boolean {
    return this.#statuses.has(status);
  }

  /**
   * The one backoff: the wait before retry number `retry` (1-based). Exponential, capped, with equal jitter (half
   * fixed, half random); a Retry-After (ms) replaces it and is honoured exactly. Undefined when the Retry-After asks
   * for more than maxRetryAfterMs: the call then ends, carrying it.
   */
  delayMs(retry: number, retryAfterMs?: number): number | undefined {
    if (retryAfterMs !== undefined) return retryAfterMs > this.#options.maxRetryAfterMs ? undefined : retryAfterMs;
    const step = Math.min(this.#options.maxDelayMs, this.#options.baseDelayMs * 2 ** (retry - 1));
    return step / 2 + (this.#random() * step) / 2;
  }
}

/** A value as a message shows it: never "NaN", "null" or "undefined". */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'no value';
  if (typeof value === 'number') return Number.isNaN(value) ? 'a value that is not a number' : String(value);
  if (typeof value === 'string') return `"${value}"`;
  return typeof value;
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Error codes (anywhere in the cause chain) that prove the request never left this machine. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export type FetchFailure = 'not-sent' | 'dropped';

/** What a rejected fetch means for the request: it provably never left, or it may have reached the service. */
export function classifyFetchFailure(error: unknown): FetchFailure {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return 'not-sent';
    current = (current as { cause?: unknown }).cause;
  }
  return 'dropped';
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
