// createReceiver(): the HTTP intake, the inbox store and the worker that calls typed handlers, wired together.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { validateEvent, type EventPayloadMap } from '@trs/validators';
import { readNodeBody, readWebBody, sendNodeReply, webResponse, type BodyResult } from './adapters.js';
import { dispatchedEventNames, ignoredEventNames, staticHeader, type DispatchedEventName } from './contract.gen.js';
import {
  ConfigError,
  HandlerError,
  ReceiverError,
  StoreError,
  TrsError,
  UnknownEventError,
  type WebhooksError,
} from './errors.js';
import {
  acceptBody,
  GroupCommit,
  HeaderCheck,
  replies,
  tooLargeRecord,
  withTimeout,
  TIMED_OUT,
  type IntakeOptions,
  type Reply,
  type RequestMeta,
} from './intake.js';
import { defaultLogger, errorFields, type Logger } from './logger.js';
import { parseStoredBody } from './safe-json.js';
import { pgliteStore } from './store/pglite.js';
import { postgresStore } from './store/postgres.js';
import type { Claim, InboxRecord, InboxRecordWithBody, InboxState, SqlClient, StoreDriver } from './store/types.js';
import { classify } from './classify.js';
import { WorkerLoop } from './worker.js';

/** One event as a handler sees it. `payload` is typed by the event name (generated from the contract). */
export interface WebhookEvent<N extends DispatchedEventName = DispatchedEventName> {
  /** The inbox id (use it with replay()). */
  readonly id: string;
  readonly name: N;
  readonly payload: EventPayloadMap[N];
  /** Identifies the event across duplicate deliveries (from the contract's x-idempotency-key of the message). */
  readonly idempotencyKey: string;
  /** The tenancy whose events are handled in order: "applicationRef:0001234", "KYCid:…", or null. */
  readonly tenancy: string | null;
  /** 1 on the first run; counts runs that ended in success or failure. */
  readonly attempt: number;
  /** 0, or how many times the event was replayed. */
  readonly replay: number;
  readonly receivedAt: Date;
}

/** Any dispatched event: a union discriminated by `name`. */
export type AnyWebhookEvent = { [N in DispatchedEventName]: WebhookEvent<N> }[DispatchedEventName];

export interface HandlerContext {
  /** Aborted when the handler times out or the receiver shuts down before it finished. */
  readonly signal: AbortSignal;
  /**
   * Runs fn in a transaction of the inbox database, exactly once for this event: if the handler fails afterwards or
   * the process dies, the retry does not apply fn's writes twice (PostgreSQL rolls them back with the failure; the
   * embedded store records that fn ran and skips it, returning its first result). Write your own tables here to get
   * exactly-once effects. Not available on the memory store. Call it in the same order on every run; return JSON.
   */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** Adds fields to this run's "webhook event dispatched" log line (one line per dispatched event). */
  annotate(fields: Record<string, unknown>): void;
  readonly logger: Logger;
}

export type Handler<N extends DispatchedEventName> = (event: WebhookEvent<N>, ctx: HandlerContext) => unknown;
export type AnyHandler = (event: AnyWebhookEvent, ctx: HandlerContext) => unknown;
export type ErrorHandler = (error: WebhooksError) => unknown;

/** A handler bound to its event name, e.g. one per file: `export default defineHandler('addNote', async (e) => …)`. */
export interface HandlerDefinition<N extends DispatchedEventName = DispatchedEventName> {
  readonly name: N;
  readonly handler: Handler<N>;
}

export function defineHandler<N extends DispatchedEventName>(name: N, handler: Handler<N>): HandlerDefinition<N> {
  return { name, handler };
}

export interface WorkerOptions {
  /** Events handled at once (different tenancies). Default 8. */
  concurrency?: number;
  /** How often to look for events received by another process or due for a retry. Default 250 ms. */
  pollIntervalMs?: number;
  /** Handler runs before an event goes to the dead-letter store. Default 10. */
  maxAttempts?: number;
  /** Delay before retry n (1-based). Default: 1 s doubling, at most 5 min, ±20 % jitter. */
  backoff?: (attempt: number) => number;
  /** A run that takes longer fails (and its signal is aborted). Default 5 min. */
  handlerTimeoutMs?: number;
  /** Validate payloads with @trs/validators before handlers see them. Default true. */
  validate?: boolean;
}

export interface RetentionOptions {
  /** Keep idempotency keys (duplicate detection) this long. Default 7 days. */
  keysDays?: number;
  /** Keep handled and ignored events (bodies included) this long. Default 7 days. */
  finishedDays?: number;
  /** Keep dead letters this long; null keeps them until replayed or removed. Default null. */
  deadDays?: number | null;
  /** How often to prune. Default hourly; 0 turns automatic pruning off (call prune()). */
  pruneEveryMs?: number;
}

export interface ReceiverOptions {
  /**
   * The static header the provider sends (provider spec 5.7): name (default X-Webhook-Key, from the contract) and the
   * accepted values (several during a rotation). `false` accepts deliveries without it: only for local tries.
   */
  auth: { header?: string; values: readonly string[] } | false;
  /**
   * Where the inbox lives: a directory for the embedded store (default ./.data/trs-webhooks), a postgres:// URL,
   * or a store object (pgliteStore, postgresStore, memoryStore).
   */
  store?: StoreDriver | string;
  /** Largest body accepted (fileData documents are large). Default 32 MiB. */
  maxBodyBytes?: number;
  /** A body must arrive within this time (slow senders are cut off with 408). Default 10 s, the provider's timeout. */
  bodyTimeoutMs?: number;
  /** Longest wait for the inbox to confirm a write before answering 503. Default 8 s. */
  ackTimeoutMs?: number;
  /** Deepest nesting accepted; deeper JSON goes to the dead-letter store. Default 64. */
  maxDepth?: number;
  /** The worker (handlers). false: this process only receives (another one handles). */
  worker?: WorkerOptions | false;
  retention?: RetentionOptions;
  logger?: Logger;
}

export interface HealthReport {
  ok: boolean;
  status: 'starting' | 'running' | 'closing' | 'closed' | 'failed';
  store: { kind: string; up: boolean; error?: string };
  worker: { running: boolean; active: number } | null;
}

export type ReplayResult =
  | { id: string; replayed: true; state: 'pending' | 'dead' | 'ignored'; eventName: string | null }
  | { id: string; replayed: false; reason: 'not_found' };

/** Minimal structural types of Fastify, so that the package does not depend on it. */
export interface FastifyLike {
  removeAllContentTypeParsers(): void;
  addContentTypeParser(
    type: string,
    parser: (request: unknown, payload: unknown, done: (error: Error | null, body?: unknown) => void) => void,
  ): void;
  route(options: {
    method: string[];
    url: string;
    exposeHeadRoute?: boolean;
    handler: (request: { raw: IncomingMessage }, reply: { hijack(): void; raw: ServerResponse }) => void;
  }): void;
}
export type FastifyPlugin = ((
  instance: FastifyLike,
  options: { path?: string },
  done: (error?: Error) => void,
) => void) &
  Record<symbol, unknown>;

export interface Receiver {
  /** Handle one event name (or several). Returns a function that removes the handler. */
  on<N extends DispatchedEventName>(name: N | readonly N[], handler: Handler<N>): () => void;
  /** Handle every dispatched event (after the named handlers of that event). */
  onAny(handler: AnyHandler): () => void;
  /** Handler failures (HandlerError), payloads that fail validation, and store problems (StoreError). */
  onError(handler: ErrorHandler): () => void;
  /** Register handlers made with defineHandler(). */
  register(...definitions: readonly HandlerDefinition<any>[]): void;
  /** node:http / Express / Connect handler: `http.createServer(receiver.node)`, `app.post('/webhooks', receiver.node)`. */
  readonly node: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;
  /** Fetch handler: Request → Response (Hono: `app.post('/webhooks', (c) => receiver.fetch(c.req.raw))`). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Fastify plugin: `app.register(receiver.fastify, { path: '/webhooks' })`. */
  readonly fastify: FastifyPlugin;
  /** Opens the store (creating it on first start) and starts the worker. Requests start it too, if you do not. */
  start(): Promise<void>;
  /** Stops accepting (503), finishes deliveries being received, waits for handlers up to timeoutMs (default 10 s), leaves the rest for the next start. */
  close(options?: { timeoutMs?: number }): Promise<void>;
  /** Puts one event back (classified afresh from its stored body): a dead letter, or a handled event to run again. */
  replay(id: string): Promise<ReplayResult>;
  /** Replays every dead letter (optionally of one reason or event name). */
  replayDeadLetters(filter?: { reason?: string; eventName?: string }): Promise<{ replayed: number }>;
  deadLetters(options?: { limit?: number; afterId?: string; reason?: string }): Promise<InboxRecord[]>;
  get(id: string): Promise<InboxRecordWithBody | null>;
  stats(): Promise<Record<InboxState, number>>;
  health(): Promise<HealthReport>;
  /** Runs fn in a transaction of the inbox database, e.g. to create the tables your handlers write with ctx.transaction(). */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** Removes expired idempotency keys and old handled events now. */
  prune(): Promise<{ keys: number; records: number }>;
  /** Resolves when nothing is waiting to be handled (events in retry back-off included). For tests and scripts. */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  readonly store: StoreDriver;
}

const DAY = 24 * 60 * 60 * 1000;
const dispatched = new Set<string>(dispatchedEventNames);
const ignored = new Set<string>(ignoredEventNames);

function positiveInteger(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    throw new ConfigError(name, `${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return value;
}

function nonNegativeNumber(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new ConfigError(name, `${name} must be a number ≥ 0, got ${JSON.stringify(value)}`);
  return value;
}

function defaultBackoff(attempt: number): number {
  const base = Math.min(1000 * 2 ** (attempt - 1), 5 * 60 * 1000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function resolveStore(store: ReceiverOptions['store'], concurrency: number): StoreDriver {
  if (store === undefined) return pgliteStore({ dir: path.resolve('.data', 'trs-webhooks') });
  if (typeof store === 'string') {
    if (/^postgres(ql)?:\/\//.test(store))
      return postgresStore({ connectionString: store, concurrencyHint: concurrency });
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(store))
      throw new ConfigError('store', `store ${JSON.stringify(store)}: use a postgres:// URL or a directory path`);
    return pgliteStore({ dir: store });
  }
  if (!store || typeof store !== 'object' || typeof store.insert !== 'function')
    throw new ConfigError(
      'store',
      'store must be a directory, a postgres:// URL or a store object (pgliteStore, postgresStore, memoryStore)',
    );
  return store;
}

function checkAuth(auth: ReceiverOptions['auth']): IntakeOptions['auth'] {
  if (auth === false) return false;
  if (!auth || typeof auth !== 'object') {
    throw new ConfigError(
      'auth',
      'auth is required: { header?: "X-Webhook-Key", values: ["<the value configured on the agent>"] }, or auth: false to accept deliveries without the static header (not for production)',
    );
  }
  const header = auth.header ?? staticHeader.defaultName;
  if (typeof header !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(header))
    throw new ConfigError('auth.header', `auth.header must be an HTTP header name, got ${JSON.stringify(header)}`);
  if (!Array.isArray(auth.values) || auth.values.length === 0)
    throw new ConfigError('auth.values', 'auth.values must list at least one accepted value of the static header');
  auth.values.forEach((value, i) => {
    if (typeof value !== 'string' || value.length === 0)
      throw new ConfigError(`auth.values[${i}]`, `auth.values[${i}] must be a non-empty string`);
    if (/[\r\n\0]/.test(value) || value !== value.trim())
      throw new ConfigError(
        `auth.values[${i}]`,
        `auth.values[${i}] must not hold line breaks or start or end with spaces (HTTP trims header values)`,
      );
  });
  return { header: header.toLowerCase(), values: [...auth.values] };
}

type Status = 'new' | 'starting' | 'running' | 'closing' | 'closed';

export function createReceiver(options: ReceiverOptions): Receiver {
  if (!options || typeof options !== 'object')
    throw new ConfigError('options', 'createReceiver(options): options are required (at least auth)');
  const auth = checkAuth(options.auth);
  const logger = options.logger ?? defaultLogger;
  const workerOptions = options.worker === false ? null : (options.worker ?? {});
  const concurrency = positiveInteger(workerOptions?.concurrency, 'worker.concurrency', 8);
  const pollIntervalMs = positiveInteger(workerOptions?.pollIntervalMs, 'worker.pollIntervalMs', 250);
  const maxAttempts = positiveInteger(workerOptions?.maxAttempts, 'worker.maxAttempts', 10);
  const handlerTimeoutMs = positiveInteger(workerOptions?.handlerTimeoutMs, 'worker.handlerTimeoutMs', 5 * 60 * 1000);
  const backoff = workerOptions?.backoff ?? defaultBackoff;
  if (typeof backoff !== 'function')
    throw new ConfigError('worker.backoff', 'worker.backoff must be a function (attempt) => milliseconds');
  const validate = workerOptions?.validate ?? true;
  const intake: IntakeOptions = {
    auth,
    maxBodyBytes: positiveInteger(options.maxBodyBytes, 'maxBodyBytes', 32 * 1024 * 1024),
    bodyTimeoutMs: positiveInteger(options.bodyTimeoutMs, 'bodyTimeoutMs', 10_000),
    ackTimeoutMs: positiveInteger(options.ackTimeoutMs, 'ackTimeoutMs', 8_000),
    maxDepth: positiveInteger(options.maxDepth, 'maxDepth', 64),
    keepTooLargePrefix: 64 * 1024,
  };
  const retention = {
    keysMs: nonNegativeNumber(options.retention?.keysDays, 'retention.keysDays', 7) * DAY,
    finishedMs: nonNegativeNumber(options.retention?.finishedDays, 'retention.finishedDays', 7) * DAY,
    deadMs:
      options.retention?.deadDays === undefined || options.retention.deadDays === null
        ? null
        : nonNegativeNumber(options.retention.deadDays, 'retention.deadDays', 0) * DAY,
    everyMs: nonNegativeNumber(options.retention?.pruneEveryMs, 'retention.pruneEveryMs', 60 * 60 * 1000),
  };
  const store = resolveStore(options.store, concurrency);
  const headerCheck = auth ? new HeaderCheck(auth) : null;
  if (!auth)
    logger.warn(
      { auth: false },
      'webhook receiver accepts deliveries without the static header: anyone who can reach it can inject events',
    );
  if (store.kind === 'memory')
    logger.warn(
      { store: 'memory' },
      'webhook receiver on the memory store: nothing survives a restart (for unit tests only)',
    );

  const byName = new Map<string, Set<Handler<any>>>();
  const anyHandlers = new Set<AnyHandler>();
  const errorHandlers = new Set<ErrorHandler>();

  let status: Status = 'new';
  let startPromise: Promise<void> | undefined;
  let startError: unknown;
  let pruneTimer: NodeJS.Timeout | undefined;
  let requestsInFlight = 0;
  let requestsDrained: (() => void) | undefined;

  const reportError = (error: WebhooksError) => {
    if (errorHandlers.size === 0) {
      logger.error({ error: errorFields(error), details: error.details }, error.message);
      return;
    }
    for (const handler of errorHandlers) {
      try {
        const result = handler(error);
        if (result && typeof (result as Promise<unknown>).catch === 'function') {
          (result as Promise<unknown>).catch((e) =>
            logger.error({ error: errorFields(e) }, 'an onError handler failed'),
          );
        }
      } catch (e) {
        logger.error({ error: errorFields(e) }, 'an onError handler failed');
      }
    }
  };
  const storeFailed = (error: unknown) => {
    const wrapped =
      error instanceof TrsError
        ? (error as WebhooksError)
        : new StoreError(
            'TRS_STORE_UNAVAILABLE',
            `the inbox store failed: ${(error as Error)?.message ?? error}`,
            { store: store.kind },
            { cause: error },
          );
    reportError(wrapped);
  };

  const commit = new GroupCommit(
    () => store,
    256,
    8 * 1024 * 1024,
    (records, outcomes) => {
      if (outcomes.some((o, i) => o.id !== null && records[i]!.state === 'pending')) worker?.wake();
    },
  );

  // ---- processing ------------------------------------------------------------------------------------------------

  const dispatchOne = async (claim: Claim, signal: AbortSignal): Promise<void> => {
    const record = claim.event;
    const attempt = record.attempts + 1;
    const name = record.eventName ?? '';
    const started = performance.now();
    const annotations: Record<string, unknown> = {};
    const logDispatch = (outcome: 'handled' | 'retry' | 'dead', extra: Record<string, unknown> = {}) =>
      logger.info(
        {
          ...annotations,
          event: name,
          applicationRef: applicationRefOf(payload),
          tenancy: record.orderingKey,
          idempotencyKey: record.idempotencyKey,
          attempt,
          id: record.id,
          outcome,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...extra,
        },
        'webhook event dispatched',
      );
    let payload: unknown;
    try {
      payload = parseStoredBody(record.body, record.flags);
    } catch (error) {
      await claim.deadLetter('not_json', { message: (error as Error).message }, false);
      logDispatch('dead', { reason: 'not_json' });
      return;
    }
    if (!dispatched.has(name)) {
      await claim.deadLetter(
        'invalid_payload',
        {
          message: `this version of the contract has no dispatched event named ${JSON.stringify(name)}; replay() classifies it afresh`,
        },
        false,
      );
      logDispatch('dead', { reason: 'invalid_payload' });
      return;
    }
    if (validate) {
      const result = validateEvent(name as DispatchedEventName, payload);
      if (!result.ok) {
        await claim.deadLetter('invalid_payload', { issues: result.issues }, false);
        logDispatch('dead', { reason: 'invalid_payload', issues: result.issues.map((i) => i.message) });
        reportError(
          new HandlerError(
            'TRS_INVALID_PAYLOAD',
            `${name} event ${record.id} does not satisfy the contract and is kept in the dead-letter store: ${result.issues.map((i) => i.message).join('; ')}`,
            { eventId: record.id, eventName: name, idempotencyKey: record.idempotencyKey, attempt, willRetry: false },
          ),
        );
        return;
      }
    }
    const event: AnyWebhookEvent = Object.freeze({
      id: record.id,
      name: name as DispatchedEventName,
      payload: payload as never,
      idempotencyKey: record.idempotencyKey ?? '',
      tenancy: record.orderingKey,
      attempt,
      replay: record.generation,
      receivedAt: record.receivedAt,
    }) as AnyWebhookEvent;
    const handlers: ((e: any, ctx: HandlerContext) => unknown)[] = [...(byName.get(name) ?? []), ...anyHandlers];
    const abort = new AbortController();
    const onOuterAbort = () => abort.abort(signal.reason);
    signal.addEventListener('abort', onOuterAbort, { once: true });
    let effect = 0;
    const ctx: HandlerContext = {
      signal: abort.signal,
      logger,
      transaction: (fn) => claim.transaction(`effect:${effect++}`, fn),
      annotate: (fields) => void Object.assign(annotations, fields),
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const run = (async () => {
        for (const handler of handlers) await handler(event, ctx);
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const error = new Error(
            `the handlers of ${name} event ${record.id} did not finish within ${handlerTimeoutMs} ms`,
          );
          abort.abort(error);
          reject(error);
        }, handlerTimeoutMs);
      });
      await Promise.race([run, timeout]);
      clearTimeout(timer);
      await claim.complete(handlers.length ? undefined : { handlers: 0 });
      logDispatch('handled', handlers.length ? {} : { handlers: 0 });
    } catch (error) {
      clearTimeout(timer);
      if (signal.aborted) return; // shutting down: the claim is released and the event stays in the inbox
      await claim.rollbackEffects().catch(() => undefined);
      const detail = { error: errorFields(error), attempt };
      if (attempt < maxAttempts) {
        const retryAt = new Date(Date.now() + Math.max(0, backoff(attempt)));
        await claim.retry(retryAt, detail);
        logDispatch('retry', { retryAt: retryAt.toISOString(), error: errorFields(error).message });
        reportError(
          new HandlerError(
            'TRS_HANDLER_FAILED',
            `a handler of ${name} event ${record.id} failed (attempt ${attempt} of ${maxAttempts}); retrying at ${retryAt.toISOString()}: ${errorFields(error).message}`,
            {
              eventId: record.id,
              eventName: name,
              idempotencyKey: record.idempotencyKey,
              attempt,
              willRetry: true,
              retryAt,
            },
            { cause: error },
          ),
        );
      } else {
        await claim.deadLetter('handler_failed', detail, true);
        logDispatch('dead', { reason: 'handler_failed', error: errorFields(error).message });
        reportError(
          new HandlerError(
            'TRS_HANDLER_FAILED',
            `a handler of ${name} event ${record.id} failed on the last attempt (${attempt}); the event is in the dead-letter store (replay it with receiver.replay("${record.id}")): ${errorFields(error).message}`,
            { eventId: record.id, eventName: name, idempotencyKey: record.idempotencyKey, attempt, willRetry: false },
            { cause: error },
          ),
        );
      }
    } finally {
      signal.removeEventListener('abort', onOuterAbort);
    }
  };

  const worker = workerOptions
    ? new WorkerLoop(
        () => store,
        dispatchOne,
        { concurrency, pollIntervalMs },
        (error, first) => {
          if (first) storeFailed(error);
        },
      )
    : null;

  // ---- lifecycle -------------------------------------------------------------------------------------------------

  const prune = async () => {
    const now = Date.now();
    return store.prune({
      keysBefore: new Date(now - retention.keysMs),
      finishedBefore: new Date(now - retention.finishedMs),
      ...(retention.deadMs === null ? {} : { deadBefore: new Date(now - retention.deadMs) }),
    });
  };

  const start = (): Promise<void> => {
    if (status === 'closing' || status === 'closed')
      return Promise.reject(new ReceiverError('TRS_RECEIVER_CLOSED', 'the receiver is closed: create a new one'));
    if (!startPromise) {
      status = 'starting';
      startPromise = (async () => {
        await store.open();
        if ((status as Status) !== 'starting') return;
        status = 'running';
        worker?.start();
        if (retention.everyMs > 0) {
          const run = () =>
            prune()
              .then((r) => (r.keys || r.records) && logger.info({ ...r }, 'webhook inbox pruned'))
              .catch(storeFailed);
          pruneTimer = setInterval(run, retention.everyMs);
          pruneTimer.unref();
          setTimeout(run, Math.min(retention.everyMs, 60_000)).unref();
        }
      })();
      startPromise.catch((error) => {
        startError = error;
        startPromise = undefined;
        if (status === 'starting') status = 'new';
        storeFailed(error);
      });
    }
    return startPromise;
  };

  const close = async ({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}) => {
    if (status === 'closed') return;
    const wasStarting = startPromise;
    status = 'closing';
    // Deliveries already being received finish (they are answered once stored); new ones get 503.
    if (requestsInFlight > 0) {
      await new Promise<void>((resolve) => {
        requestsDrained = resolve;
        setTimeout(resolve, intake.bodyTimeoutMs + intake.ackTimeoutMs).unref();
      });
    }
    // Writes in progress are awaited, but not past the time a delivery could have waited for them anyway.
    await withTimeout(commit.idle(), intake.ackTimeoutMs);
    await wasStarting?.catch(() => undefined);
    if (worker) {
      const { released } = await worker.stop(timeoutMs);
      if (released)
        logger.warn(
          { released },
          'handlers still running at shutdown were abandoned; their events stay in the inbox for the next start',
        );
    }
    clearInterval(pruneTimer);
    await store.close();
    status = 'closed';
  };

  // ---- receiving -------------------------------------------------------------------------------------------------

  const metaOf = (get: (name: string) => string | null | undefined): RequestMeta => ({
    receivedAt: new Date(),
    contentType: get('content-type') ?? null,
    userAgent: get('user-agent') ?? null,
  });

  /** The whole decision for one request; null when the sender went away (nothing to answer). */
  const receive = async (
    method: string | undefined,
    header: (name: string) => string | null | undefined,
    read: () => Promise<BodyResult>,
  ): Promise<Reply | null> => {
    if (status === 'closing' || status === 'closed') return replies.unavailable('The receiver is shutting down.');
    if (method !== 'POST') return replies.methodNotAllowed();
    if (headerCheck && !headerCheck.accepts(header(headerCheck.header)))
      return replies.unauthorised(headerCheck.header);
    requestsInFlight += 1;
    try {
      if (status !== 'running') {
        const started = await withTimeout(
          start().then(
            () => true,
            () => false,
          ),
          intake.ackTimeoutMs,
        );
        if (started !== true)
          return replies.unavailable(
            started === TIMED_OUT ? 'The inbox store is still opening.' : 'The inbox store could not be opened.',
          );
      }
      const meta = metaOf(header);
      const body = await read();
      switch (body.kind) {
        case 'aborted':
          return null;
        case 'already_read':
          reportError(
            new ReceiverError(
              'TRS_BODY_ALREADY_READ',
              'a body parser consumed the request before the webhook receiver: mount the receiver before express.json() and the like',
            ),
          );
          return replies.bodyAlreadyRead();
        case 'timeout':
          return replies.timeout(intake.bodyTimeoutMs);
        case 'too_large':
          await withTimeout(
            commit.submit(tooLargeRecord(body.prefix, body.size, meta, intake.maxBodyBytes)),
            intake.ackTimeoutMs,
          ).catch(storeFailed);
          return replies.tooLarge(intake.maxBodyBytes);
        case 'ok': {
          const { reply } = await acceptBody(body.body, meta, intake, commit, { storeFailed });
          return reply;
        }
      }
    } finally {
      requestsInFlight -= 1;
      if (requestsInFlight === 0 && requestsDrained) requestsDrained();
    }
  };

  const limits = {
    maxBytes: intake.maxBodyBytes,
    timeoutMs: intake.bodyTimeoutMs,
    keepPrefix: intake.keepTooLargePrefix,
  };

  const node = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void => {
    receive(
      req.method,
      (name) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      () => readNodeBody(req, limits),
    ).then(
      (reply) => {
        if (reply) sendNodeReply(req, res, reply);
        else if (!res.headersSent) res.destroy();
      },
      (error) => {
        reportError(
          error instanceof TrsError
            ? (error as WebhooksError)
            : new StoreError(
                'TRS_STORE_UNAVAILABLE',
                `unexpected failure while receiving: ${(error as Error)?.message}`,
                { store: store.kind },
                { cause: error },
              ),
        );
        if (next) next(error);
        else sendNodeReply(req, res, replies.unavailable('The delivery could not be received.'));
      },
    );
  };

  const fetchHandler = async (request: Request): Promise<Response> => {
    const reply = await receive(
      request.method,
      (name) => request.headers.get(name),
      () => readWebBody(request, limits),
    ).catch((error) => {
      reportError(
        error instanceof TrsError
          ? (error as WebhooksError)
          : new StoreError(
              'TRS_STORE_UNAVAILABLE',
              `unexpected failure while receiving: ${(error as Error)?.message}`,
              { store: store.kind },
              { cause: error },
            ),
      );
      return replies.unavailable('The delivery could not be received.');
    });
    return webResponse(reply ?? replies.unavailable('The request body ended early.'));
  };

  const fastify = ((instance: FastifyLike, opts: { path?: string }, done: (error?: Error) => void) => {
    try {
      // This plugin's scope only: leave the body unread, the receiver reads it itself.
      instance.removeAllContentTypeParsers();
      instance.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null, undefined));
      instance.route({
        method: ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        url: opts?.path ?? '/',
        exposeHeadRoute: false,
        handler: (request, reply) => {
          reply.hijack();
          node(request.raw, reply.raw);
        },
      });
      done();
    } catch (error) {
      done(error as Error);
    }
  }) as FastifyPlugin;

  // ---- registry and administration --------------------------------------------------------------------------------

  const on = <N extends DispatchedEventName>(name: N | readonly N[], handler: Handler<N>): (() => void) => {
    const names = (Array.isArray(name) ? name : [name]) as string[];
    if (typeof handler !== 'function')
      throw new ConfigError('handler', 'on(name, handler): handler must be a function');
    for (const n of names) {
      if (!dispatched.has(n)) throw new UnknownEventError(n, ignored.has(n), dispatchedEventNames);
    }
    for (const n of names) {
      let set = byName.get(n);
      if (!set) byName.set(n, (set = new Set()));
      set.add(handler);
    }
    return () => {
      for (const n of names) byName.get(n)?.delete(handler);
    };
  };

  const replay = async (id: string): Promise<ReplayResult> => {
    await start();
    const record = await store.get(String(id));
    if (!record) return { id: String(id), replayed: false, reason: 'not_found' };
    const c = classify(record.body, { maxDepth: intake.maxDepth });
    const next =
      c.kind === 'event'
        ? {
            state: 'pending' as const,
            eventName: c.name,
            orderingKey: c.orderingKey,
            reason: null,
            detail: null,
            flags: c.flags,
          }
        : c.kind === 'ignored'
          ? {
              state: 'ignored' as const,
              eventName: c.name,
              orderingKey: null,
              reason: c.reason,
              detail: c.detail,
              flags: c.flags,
            }
          : c.kind === 'dead'
            ? {
                state: 'dead' as const,
                eventName: null,
                orderingKey: null,
                reason: c.reason,
                detail: c.detail,
                flags: c.flags,
              }
            : {
                state: 'dead' as const,
                eventName: null,
                orderingKey: null,
                reason: record.reason === 'too_large' ? 'too_large' : 'not_json',
                detail: record.detail,
                flags: 0,
              };
    const done = await store.requeue(record.id, next);
    if (!done) return { id: record.id, replayed: false, reason: 'not_found' };
    if (next.state === 'pending') worker?.wake();
    return { id: record.id, replayed: true, state: next.state, eventName: next.eventName };
  };

  const receiver: Receiver = {
    on,
    onAny(handler) {
      if (typeof handler !== 'function') throw new ConfigError('handler', 'onAny(handler): handler must be a function');
      anyHandlers.add(handler);
      return () => anyHandlers.delete(handler);
    },
    onError(handler) {
      if (typeof handler !== 'function')
        throw new ConfigError('handler', 'onError(handler): handler must be a function');
      errorHandlers.add(handler);
      return () => errorHandlers.delete(handler);
    },
    register(...definitions) {
      for (const definition of definitions) {
        if (!definition || typeof definition !== 'object')
          throw new ConfigError('definitions', 'register(): pass definitions made with defineHandler(name, handler)');
        on(definition.name, definition.handler);
      }
    },
    node,
    fetch: fetchHandler,
    fastify,
    start,
    close,
    replay,
    async replayDeadLetters(filter = {}) {
      await start();
      let replayed = 0;
      let afterId: string | undefined;
      for (;;) {
        const page = await store.list({
          state: 'dead',
          limit: 500,
          ...(afterId ? { afterId } : {}),
          ...(filter.reason ? { reason: filter.reason } : {}),
          ...(filter.eventName ? { eventName: filter.eventName } : {}),
        });
        for (const record of page) {
          const result = await replay(record.id);
          if (result.replayed && result.state === 'pending') replayed += 1;
        }
        if (page.length < 500) break;
        afterId = page[page.length - 1]!.id;
      }
      return { replayed };
    },
    async deadLetters(opts = {}) {
      await start();
      return store.list({
        state: 'dead',
        limit: opts.limit ?? 100,
        ...(opts.afterId ? { afterId: opts.afterId } : {}),
        ...(opts.reason ? { reason: opts.reason } : {}),
      });
    },
    async get(id) {
      await start();
      return store.get(String(id));
    },
    async stats() {
      await start();
      return store.counts();
    },
    async health() {
      const report: HealthReport = {
        ok: false,
        status: status === 'new' ? (startError ? 'failed' : 'starting') : status,
        store: { kind: store.kind, up: false },
        worker: worker ? { running: worker.isRunning, active: worker.active } : null,
      };
      if (status === 'running') {
        try {
          await withTimeout(store.ping(), 2000).then((r) => {
            if (r === TIMED_OUT) throw new Error('no answer within 2 s');
          });
          report.store.up = true;
        } catch (error) {
          report.store.error = (error as Error).message;
        }
      } else if (startError) report.store.error = (startError as Error).message;
      report.ok = status === 'running' && report.store.up;
      return report;
    },
    async prune() {
      await start();
      return prune();
    },
    async transaction(fn) {
      await start();
      return store.transaction(fn);
    },
    async drain({ timeoutMs = 30_000 } = {}) {
      await start();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await commit.idle();
        const counts = await store.counts();
        if (counts.pending === 0 && (!worker || worker.active === 0)) return;
        if (!worker)
          throw new ConfigError(
            'worker',
            `drain(): ${counts.pending} events are pending and this receiver has no worker (worker: false): drain the process that handles them`,
          );
        if (Date.now() > deadline)
          throw new ReceiverError(
            'TRS_DRAIN_TIMEOUT',
            `drain(): ${counts.pending} events still pending after ${timeoutMs} ms: look at the handlers' errors (onError) or allow more time`,
            { pending: counts.pending },
          );
        await Promise.race([worker.whenIdle(), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
    },
    get store() {
      return store;
    },
  };
  return receiver;
}

function applicationRefOf(payload: unknown): string | null {
  if (
    payload &&
    typeof payload === 'object' &&
    typeof (payload as { applicationRef?: unknown }).applicationRef === 'string'
  ) {
    return (payload as { applicationRef: string }).applicationRef;
  }
  return null;
}
