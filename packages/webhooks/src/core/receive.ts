// The receiving half: from an HTTP request to a durable inbox row and a status code. Adapters (node:http, fetch,
// Fastify) only move bytes; every decision is taken here, so that all adapters answer alike.
import { createHash, timingSafeEqual } from 'node:crypto';
import { classify, type Classification } from './classify.js';
import { StoreError } from './errors.js';
import type { InsertOutcome, NewInboxRecord, StoreDriver } from './store/types.js';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body?: string;
  /** The request body was not read to its end: close the connection after answering. */
  close?: boolean;
}

export interface AuthOptions {
  /** Header name (case-insensitive). Default: the contract's staticHeader, X-Webhook-Key. */
  header: string;
  /** Accepted values; several during a rotation. */
  values: string[];
}

export interface IntakeOptions {
  auth: AuthOptions | false;
  maxBodyBytes: number;
  bodyTimeoutMs: number;
  maxDepth: number;
  ackTimeoutMs: number;
  /** Bytes of an over-cap body kept in its dead letter. */
  keepTooLargePrefix: number;
}

export interface RequestMeta {
  receivedAt: Date;
  contentType: string | null;
  userAgent: string | null;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function errorReply(status: number, code: string, message: string, extra: Partial<Reply> = {}): Reply {
  return {
    status,
    headers: { ...JSON_HEADERS, ...(extra.headers ?? {}) },
    body: JSON.stringify({ error: { code, message } }),
    ...(extra.close ? { close: true } : {}),
  };
}

export const replies = {
  accepted: (): Reply => ({ status: 204, headers: { 'cache-control': 'no-store' } }),
  methodNotAllowed: (): Reply =>
    errorReply(405, 'method_not_allowed', 'Deliveries are HTTP POST requests.', {
      headers: { allow: 'POST' },
      close: true,
    }),
  unauthorised: (header: string): Reply =>
    errorReply(401, 'unauthorised', `The ${header} header is missing or does not hold an accepted value.`, {
      close: true,
    }),
  tooLarge: (limit: number): Reply =>
    errorReply(413, 'payload_too_large', `The body is larger than ${limit} bytes, the configured maximum.`, {
      close: true,
    }),
  timeout: (ms: number): Reply =>
    errorReply(408, 'request_timeout', `The body did not arrive within ${ms} ms.`, { close: true }),
  notJson: (id: string | null, message: string): Reply =>
    errorReply(
      400,
      'not_json',
      `The body is not JSON (${message}); it is kept in the dead-letter store${id ? ` as ${id}` : ''}.`,
    ),
  unavailable: (why: string): Reply =>
    errorReply(503, 'unavailable', `${why} Try again later.`, { headers: { 'retry-after': '5' } }),
  bodyAlreadyRead: (): Reply =>
    errorReply(
      500,
      'body_already_read',
      'The request body was consumed before the receiver saw it: mount the receiver before any body parser.',
    ),
};

/** Constant-time check of the static header against every accepted value (no early exit, no length leak). */
export class HeaderCheck {
  private readonly digests: Buffer[];
  readonly header: string;
  constructor(options: AuthOptions) {
    this.header = options.header;
    this.digests = options.values.map((v) => createHash('sha256').update(v, 'utf8').digest());
  }
  accepts(value: string | string[] | undefined | null): boolean {
    if (Array.isArray(value)) value = value.length === 1 ? value[0] : undefined;
    const given = createHash('sha256')
      .update(value ?? '', 'utf8')
      .digest();
    let ok = false;
    for (const digest of this.digests) ok = timingSafeEqual(digest, given) || ok;
    return ok && value !== undefined && value !== null;
  }
}

interface Waiting {
  record: NewInboxRecord;
  bytes: number;
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: records that arrive while a batch is being written wait and go together in the next one, so one
 * durable commit serves many deliveries. No timer: an idle receiver writes a lone record at once.
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private inflight = 0;
  private drained: (() => void)[] = [];
  constructor(
    private readonly store: () => StoreDriver,
    private readonly maxRows = 256,
    private readonly maxBytes = 8 * 1024 * 1024,
    private readonly onCommitted?: (records: NewInboxRecord[], outcomes: InsertOutcome[]) => void,
  ) {}

  submit(record: NewInboxRecord): Promise<InsertOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ record, bytes: record.body.length, resolve, reject });
      // Wait for the end of this turn of the event loop: every request whose body completed in the same turn joins
      // the batch. (The embedded engine runs on this thread; without this each request would go alone.)
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }
  private scheduled = false;

  get busy(): boolean {
    return this.inflight > 0 || this.queue.length > 0 || this.scheduled;
  }

  /** Resolves when nothing is queued or being written. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  private pump(): void {
    let store: StoreDriver;
    try {
      store = this.store();
    } catch (error) {
      for (const waiting of this.queue.splice(0)) waiting.reject(error);
      this.settle();
      return;
    }
    while (this.queue.length && this.inflight < Math.max(1, store.insertConcurrency)) {
      const batch: Waiting[] = [];
      let bytes = 0;
      while (
        this.queue.length &&
        batch.length < this.maxRows &&
        (batch.length === 0 || bytes + this.queue[0]!.bytes <= this.maxBytes)
      ) {
        const next = this.queue.shift()!;
        bytes += next.bytes;
        batch.push(next);
      }
      this.inflight += 1;
      const records = batch.map((w) => w.record);
      store
        .insert(records)
        .then(
          (outcomes) => {
            batch.forEach((w, i) => w.resolve(outcomes[i]!));
            this.onCommitted?.(records, outcomes);
          },
          (error) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          this.inflight -= 1;
          this.pump();
          this.settle();
        });
    }
  }

  private settle(): void {
    if (this.busy) return;
    for (const resolve of this.drained.splice(0)) resolve();
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
export const TIMED_OUT = Symbol('timed out');

/** Turns a complete body into a record and a reply; writes the record before replying. */
export async function acceptBody(
  body: Buffer,
  meta: RequestMeta,
  options: IntakeOptions,
  commit: GroupCommit,
  hooks: { storeFailed(error: unknown): void },
): Promise<{ reply: Reply; classification: Classification; outcome?: InsertOutcome }> {
  const classification = classify(body, { maxDepth: options.maxDepth });
  const base = {
    receivedAt: meta.receivedAt,
    contentType: meta.contentType,
    userAgent: meta.userAgent,
    bodySize: body.length,
    body,
  };
  let record: NewInboxRecord;
  switch (classification.kind) {
    case 'event':
      record = {
        ...base,
        state: 'pending',
        eventName: classification.name,
        idempotencyKey: classification.idempotencyKey,
        orderingKey: classification.orderingKey,
        reason: null,
        detail: null,
        flags: classification.flags,
      };
      break;
    case 'ignored':
      record = {
        ...base,
        state: 'ignored',
        eventName: classification.name,
        idempotencyKey: classification.idempotencyKey,
        orderingKey: null,
        reason: classification.reason,
        detail: classification.detail,
        flags: classification.flags,
      };
      break;
    case 'dead':
      record = {
        ...base,
        state: 'dead',
        eventName: null,
        idempotencyKey: null,
        orderingKey: null,
        reason: classification.reason,
        detail: classification.detail,
        flags: classification.flags,
      };
      break;
    case 'not_json':
      record = {
        ...base,
        state: 'dead',
        eventName: null,
        idempotencyKey: null,
        orderingKey: null,
        reason: 'not_json',
        detail: classification.detail,
        flags: 0,
      };
      break;
  }
  let outcome: InsertOutcome | typeof TIMED_OUT;
  try {
    outcome = await withTimeout(commit.submit(record), options.ackTimeoutMs);
  } catch (error) {
    hooks.storeFailed(error);
    return {
      reply: replies.unavailable(
        error instanceof StoreError ? 'The inbox store is unavailable.' : 'The delivery could not be stored.',
      ),
      classification,
    };
  }
  if (outcome === TIMED_OUT) {
    hooks.storeFailed(
      new StoreError(
        'TRS_STORE_UNAVAILABLE',
        `the inbox store did not confirm the write within ${options.ackTimeoutMs} ms`,
        { store: null },
      ),
    );
    return { reply: replies.unavailable('The inbox store is slow to answer.'), classification };
  }
  if (classification.kind === 'not_json')
    return { reply: replies.notJson(outcome.id, classification.detail.message), classification, outcome };
  return { reply: replies.accepted(), classification, outcome };
}

/** A dead letter for a body over the cap: what was read of it (a prefix), so a person can see what came. */
export function tooLargeRecord(prefix: Buffer, size: number, meta: RequestMeta, limit: number): NewInboxRecord {
  return {
    receivedAt: meta.receivedAt,
    state: 'dead',
    eventName: null,
    idempotencyKey: null,
    orderingKey: null,
    reason: 'too_large',
    detail: { bytes: size, limit, keptBytes: prefix.length },
    flags: 0,
    contentType: meta.contentType,
    userAgent: meta.userAgent,
    bodySize: size,
    body: prefix,
  };
}
