// When a call may be sent again, and how long to wait first. Only idempotent calls (GET, PUT) and logins are
// retried; a POST that changes data never is, whatever happened to it.

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
  /** Statuses retried for idempotent calls. Default [429, 502, 503, 504]. */
  statuses?: readonly number[];
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  retries: 3,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
  statuses: [429, 502, 503, 504],
};

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; retryAfterMs?: number };

export class RetryPolicy {
  readonly retries: number;
  readonly #options: Required<RetryOptions>;
  readonly #statuses: ReadonlySet<number>;
  readonly #random: () => number;

  constructor(options: RetryOptions | false | undefined, random: () => number = Math.random) {
    const merged = { ...DEFAULT_RETRY, ...(options === false ? { retries: 0 } : options) };
    for (const key of ['retries', 'baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) {
      if (!Number.isFinite(merged[key]) || merged[key] < 0)
        throw new RangeError(`retry.${key} must be a number ≥ 0, got ${merged[key]}`);
    }
    this.#options = merged;
    this.retries = Math.floor(merged.retries);
    this.#statuses = new Set(merged.statuses);
    this.#random = random;
  }

  isRetryableStatus(status: number): boolean {
    return this.#statuses.has(status);
  }

  /** Backoff before retry number `retry` (1-based): exponential, capped, with equal jitter (half fixed, half random). */
  backoffMs(retry: number): number {
    const step = Math.min(this.#options.maxDelayMs, this.#options.baseDelayMs * 2 ** (retry - 1));
    return step / 2 + (this.#random() * step) / 2;
  }

  /**
   * Whether to send again after `retriesDone` retries, given the answer's Retry-After (ms, if any) and the time
   * left before the call's deadline. Retry-After is honoured exactly: never retried sooner, and not retried at all
   * when it asks for more than maxRetryAfterMs or more than the time left.
   */
  decide(retriesDone: number, retryAfterMs: number | undefined, remainingMs: number): RetryDecision {
    if (retriesDone >= this.retries) return { retry: false };
    if (retryAfterMs !== undefined && retryAfterMs > this.#options.maxRetryAfterMs)
      return { retry: false, retryAfterMs };
    const delayMs = retryAfterMs ?? this.backoffMs(retriesDone + 1);
    if (delayMs >= remainingMs) return retryAfterMs === undefined ? { retry: false } : { retry: false, retryAfterMs };
    return { retry: true, delayMs };
  }
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
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
