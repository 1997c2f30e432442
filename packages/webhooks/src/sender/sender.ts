// The provider's webhook delivery algorithm (provider spec 3.4, 6.1, 8), shared by the sandbox and
// `trs webhooks trigger`: every URL gets the same body per attempt; any 2xx delivers (the other URLs are still
// called); the first attempt runs at once; after a failure the payload is stored and retried on the cadence, 15
// attempts in all, each retrying at once on 408/429/502/503/504 or a dropped connection; a 4xx other than 408/429
// is dead at once. The rules come from the contract (rules.ts); the clock and fetch are injectable.
import { randomUUID } from 'node:crypto';
import { staticHeader } from '../contract.gen.js';
import { systemClock, type SenderClock } from './clock.js';
import { ConfigError, SenderError } from './errors.js';
import {
  deliveryPlan,
  isInnerRetryable,
  verdictOfFailure,
  verdictOfStatus,
  type DeliveryPlan,
  type RulesMode,
  type Verdict,
} from './rules.js';
import type { AttemptRecord, DeliveryRecord, RequestRecord, SenderEvents, UrlOutcome } from './types.js';

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

export interface Delivery {
  readonly id: string;
  /** The live record (it changes as attempts run). */
  readonly record: DeliveryRecord;
  /** Settles when the first attempt has ended (every URL answered, failed or timed out), with that attempt. */
  readonly firstAttempt: Promise<AttemptRecord>;
  /** Settles when the payload is delivered or dead, or when the sender closes (the state then stays stored). */
  readonly done: Promise<DeliveryRecord>;
}

export interface Sender {
  /** The rules in force (from the contract, with the overrides given). */
  readonly plan: DeliveryPlan;
  /** Sends a payload: the first attempt starts at once. A string is sent as it is; anything else as JSON. */
  send(payload: unknown, options?: SendOptions): Delivery;
  /** Sends the same payload again as a new delivery (the provider's duplicates, or a redelivery). */
  resend(deliveryId: string): Delivery;
  get(deliveryId: string): DeliveryRecord | undefined;
  /** Every delivery kept, oldest first. */
  deliveries(): readonly DeliveryRecord[];
  /** Observe requests, attempts and state changes. Returns a function that removes the listener. */
  on<E extends keyof SenderEvents>(event: E, listener: SenderEvents[E]): () => void;
  /** Resolves when no attempt is running (stored deliveries wait for their time on the clock). */
  settled(): Promise<void>;
  /** Stops: requests in flight are aborted, stored deliveries are not retried any more. */
  close(): Promise<void>;
}

interface Internal {
  record: DeliveryRecord;
  headers: Record<string, string>;
  header: StaticHeaderOption | null;
  timer: unknown;
  resolve: (record: DeliveryRecord) => void;
  attempted: (attempt: AttemptRecord) => void;
}

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function fail(option: string, message: string): never {
  throw new ConfigError(option, message);
}

/** Splits a WebhookAddress (comma separated, or a list) and checks that every entry is an http(s) URL. */
/** The static header's name when a header is configured without one (the contract's securitySchemes.staticHeader). */
export const defaultStaticHeaderName: string = staticHeader.defaultName;

export function parseWebhookAddress(urls: string | readonly string[], field = 'urls'): string[] {
  const list = (typeof urls === 'string' ? urls.split(',') : [...urls]).map((u) => String(u).trim()).filter(Boolean);
  if (!list.length)
    fail(field, `${field} must hold at least one URL (the agent's WebhookAddress), got ${JSON.stringify(urls)}`);
  for (const url of list) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      fail(field, `${field}: ${JSON.stringify(url)} is not a URL; give absolute http(s) URLs separated by commas`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      fail(field, `${field}: ${url} must be an https:// (or, locally, http://) URL`);
  }
  return list;
}

function checkHeader(header: StaticHeaderOption | null | undefined, field: string): StaticHeaderOption | null {
  if (header === undefined || header === null) return null;
  if (typeof header !== 'object') fail(field, `${field} must be { name?, value } or null`);
  const name = header.name ?? staticHeader.defaultName;
  if (typeof name !== 'string' || !HEADER_NAME.test(name))
    fail(field, `${field}.name must be an HTTP header name, got ${name}`);
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

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return `${cause.code}${cause.message ? `: ${cause.message}` : ''}`;
  return (error as Error)?.message ?? String(error);
}

export function createSender(options: SenderOptions = {}): Sender {
  if (options.rules !== undefined && options.rules !== 'provider' && options.rules !== 'once')
    fail('rules', `rules must be "provider" or "once", got ${JSON.stringify(options.rules)}`);
  const retryIntervalMs = checkMs(options.retryIntervalMs, 'retryIntervalMs', 0);
  const timeoutMs = checkMs(options.timeoutMs, 'timeoutMs', 1);
  const plan = deliveryPlan(options.rules ?? 'provider', {
    ...(retryIntervalMs !== undefined ? { retryIntervalMs } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  const defaultUrls = options.urls === undefined ? undefined : parseWebhookAddress(options.urls);
  const defaultHeader = checkHeader(options.header, 'header');
  const clock = options.clock ?? systemClock;
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const maxRecords = options.maxRecords ?? 10_000;
  if (!Number.isInteger(maxRecords) || maxRecords < 1)
    fail('maxRecords', `maxRecords must be a positive integer, got ${maxRecords}`);

  const records = new Map<string, Internal>();
  const listeners: { [E in keyof SenderEvents]: Set<SenderEvents[E]> } = {
    request: new Set(),
    attempt: new Set(),
    state: new Set(),
  };
  const aborts = new Set<AbortController>();
  let running = 0;
  let waiters: (() => void)[] = [];
  let closed = false;

  const emit = <E extends keyof SenderEvents>(event: E, ...args: Parameters<SenderEvents[E]>) => {
    for (const listener of listeners[event]) {
      try {
        (listener as (...a: Parameters<SenderEvents[E]>) => void)(...args);
      } catch {
        // An observer must never break a delivery.
      }
    }
  };

  const setState = (internal: Internal, state: DeliveryRecord['state']) => {
    internal.record.state = state;
    internal.record.updatedAt = clock.now();
    emit('state', internal.record);
    if (state === 'delivered' || state === 'dead') internal.resolve(internal.record);
  };

  const forgetOldest = () => {
    if (records.size <= maxRecords) return;
    for (const [id, internal] of records) {
      if (records.size <= maxRecords) break;
      if (internal.record.state === 'delivered' || internal.record.state === 'dead') records.delete(id);
    }
  };

  /** One HTTP request; never throws. */
  async function request(
    internal: Internal,
    url: string,
    budgetMs: number,
  ): Promise<{
    status: number | null;
    failure: 'timeout' | 'connection' | null;
    message: string;
    startedAt: number;
    durationMs: number;
  }> {
    const startedAt = clock.now();
    const started = performance.now();
    const controller = new AbortController();
    aborts.add(controller);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, budgetMs);
    try {
      const response = await fetchImpl(url, {
        method: plan.method,
        headers: internal.headers,
        body: internal.record.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      // The provider does not read the answer (6.1.2); release the connection.
      await response.body?.cancel().catch(() => undefined);
      return {
        status: response.status,
        failure: null,
        message: `HTTP ${response.status}`,
        startedAt,
        durationMs: performance.now() - started,
      };
    } catch (error) {
      const durationMs = performance.now() - started;
      if (timedOut)
        return { status: null, failure: 'timeout', message: `no answer within ${budgetMs} ms`, startedAt, durationMs };
      const message = closed ? 'aborted: the sender was closed' : `connection failed: ${describeError(error)}`;
      return { status: null, failure: 'connection', message, startedAt, durationMs };
    } finally {
      clearTimeout(timer);
      aborts.delete(controller);
    }
  }

  /** One URL within one attempt: its request, then its inner retries. */
  async function callUrl(internal: Internal, attempt: AttemptRecord, outcome: UrlOutcome): Promise<void> {
    const deadline = performance.now() + attempt.timeoutMs;
    for (let tryNumber = 0; ; tryNumber += 1) {
      const budget = plan.innerRetries.shareAttemptTimeout
        ? Math.max(1, Math.round(deadline - performance.now()))
        : attempt.timeoutMs;
      const answer = await request(internal, outcome.url, budget);
      const verdict: Verdict =
        answer.status !== null ? verdictOfStatus(answer.status) : verdictOfFailure(plan, answer.failure!);
      const timeLeft = !plan.innerRetries.shareAttemptTimeout || deadline - performance.now() > 0;
      const retryAtOnce =
        !closed &&
        verdict !== 'success' &&
        tryNumber < plan.innerRetries.maxRetries &&
        timeLeft &&
        isInnerRetryable(plan, answer);
      const record: RequestRecord = {
        deliveryId: internal.record.id,
        url: outcome.url,
        attempt: attempt.number,
        try: tryNumber,
        startedAt: answer.startedAt,
        durationMs: Math.round(answer.durationMs * 10) / 10,
        status: answer.status,
        failure: answer.failure,
        message: answer.message,
        verdict,
        retriedAtOnce: retryAtOnce,
      };
      outcome.requests.push(record);
      outcome.verdict = verdict;
      emit('request', record, internal.record);
      if (!retryAtOnce) return;
      if (plan.innerRetries.delayMs > 0) await new Promise((r) => setTimeout(r, plan.innerRetries.delayMs));
    }
  }

  async function runAttempt(internal: Internal): Promise<void> {
    const { record } = internal;
    internal.timer = undefined;
    record.nextAttemptAt = null;
    const number = record.attempts.length + 1;
    const attempt: AttemptRecord = {
      deliveryId: record.id,
      number,
      startedAt: clock.now(),
      finishedAt: null,
      timeoutMs: number === 1 ? plan.firstAttemptTimeoutMs : plan.retryAttemptTimeoutMs,
      urls: record.urls
        .filter((url) => !record.rejectedUrls.includes(url))
        .map((url) => ({ url, verdict: 'pending', requests: [] })),
      result: null,
    };
    record.attempts.push(attempt);
    running += 1;
    try {
      await Promise.all(attempt.urls.map((outcome) => callUrl(internal, attempt, outcome)));
    } finally {
      running -= 1;
    }
    attempt.finishedAt = clock.now();
    conclude(internal, attempt);
    emit('attempt', attempt, record);
    if (attempt.number === 1) internal.attempted(attempt);
    if (running === 0) {
      const resolved = waiters;
      waiters = [];
      resolved.forEach((resolve) => resolve());
    }
  }

  function conclude(internal: Internal, attempt: AttemptRecord): void {
    const { record } = internal;
    const rejected = attempt.urls.filter((u) => u.verdict === 'permanent');
    if (attempt.urls.some((u) => u.verdict === 'success')) {
      attempt.result = 'delivered';
      return setState(internal, 'delivered');
    }
    const describeRejection = (u: UrlOutcome) =>
      `${u.url} answered ${u.requests.at(-1)?.message ?? 'a permanent failure'}`;
    if (rejected.length && plan.permanentFailureScope === 'payload') {
      attempt.result = 'dead';
      record.deadReason = `rejected for good (a 4xx other than 408 and 429): ${rejected.map(describeRejection).join('; ')}`;
      return setState(internal, 'dead');
    }
    for (const u of rejected) record.rejectedUrls.push(u.url);
    if (record.rejectedUrls.length === record.urls.length) {
      attempt.result = 'dead';
      record.deadReason = `every URL rejected it for good: ${rejected.map(describeRejection).join('; ')}`;
      return setState(internal, 'dead');
    }
    if (attempt.number >= plan.totalAttempts) {
      attempt.result = 'dead';
      record.deadReason = `no URL answered 2xx in ${plan.totalAttempts} attempt${plan.totalAttempts === 1 ? '' : 's'}`;
      return setState(internal, 'dead');
    }
    attempt.result = 'retry';
    if (!closed) {
      record.nextAttemptAt = clock.now() + plan.retryIntervalMs;
      internal.timer = clock.setTimeout(() => void runAttempt(internal), plan.retryIntervalMs);
    }
    setState(internal, 'stored');
  }

  function start(body: string, urls: string[], header: StaticHeaderOption | null, label: string | null): Delivery {
    if (closed) throw new SenderError('this sender is closed; create a new one to send again');
    const headers: Record<string, string> = { 'Content-Type': plan.contentType, 'User-Agent': plan.userAgent };
    if (header) headers[header.name!] = header.value;
    const now = clock.now();
    const record: DeliveryRecord = {
      id: randomUUID(),
      label,
      urls,
      headers: header ? { ...headers, [header.name!]: '(set)' } : { ...headers },
      body,
      state: 'raised',
      createdAt: now,
      updatedAt: now,
      attempts: [],
      nextAttemptAt: null,
      deadReason: null,
      rejectedUrls: [],
    };
    let resolve!: (record: DeliveryRecord) => void;
    const done = new Promise<DeliveryRecord>((r) => (resolve = r));
    let attempted!: (attempt: AttemptRecord) => void;
    const firstAttempt = new Promise<AttemptRecord>((r) => (attempted = r));
    const internal: Internal = { record, headers, header, timer: undefined, resolve, attempted };
    records.set(record.id, internal);
    forgetOldest();
    emit('state', record);
    void runAttempt(internal);
    return { id: record.id, record, firstAttempt, done };
  }

  const settled = (): Promise<void> =>
    running === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));

  return {
    plan,
    send(payload, sendOptions = {}) {
      const urls =
        sendOptions.urls !== undefined ? parseWebhookAddress(sendOptions.urls, 'send(…, { urls })') : defaultUrls;
      if (!urls) fail('urls', 'no URL to send to: give createSender({ urls }) or send(payload, { urls })');
      const header =
        sendOptions.header !== undefined ? checkHeader(sendOptions.header, 'send(…, { header })') : defaultHeader;
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (body === undefined) fail('payload', 'the payload cannot be written as JSON');
      return start(body, urls, header, sendOptions.label ?? null);
    },
    resend(deliveryId) {
      const original = records.get(deliveryId);
      if (!original) fail('deliveryId', `no delivery ${deliveryId} is kept by this sender`);
      return start(original.record.body, [...original.record.urls], original.header, original.record.label);
    },
    get: (deliveryId) => records.get(deliveryId)?.record,
    deliveries: () => [...records.values()].map((internal) => internal.record),
    on(event, listener) {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    settled,
    async close() {
      if (closed) return;
      closed = true;
      for (const internal of records.values()) {
        if (internal.timer !== undefined) clock.clearTimeout(internal.timer);
        internal.timer = undefined;
        if (internal.record.state === 'stored') internal.record.nextAttemptAt = null;
      }
      for (const controller of aborts) controller.abort();
      await settled();
      for (const internal of records.values()) internal.resolve(internal.record);
    },
  };
}
