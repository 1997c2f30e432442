// createReceiver(): the parts wired together. Receiving (core/receive.ts, behind the adapters) stores each delivery
// and answers; the worker (in this process, or in a process of its own with worker.module) takes events from the
// store and runs the handlers of the registry; the rest is the lifecycle and the operator's calls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchRequest, webResponse } from './adapters/fetch.js';
import { fastifyPlugin, type FastifyPlugin } from './adapters/fastify.js';
import { nodeRequest, sendNodeReply } from './adapters/node.js';
import { classifyStored, replayRecord, setAsideRecord } from './admin.js';
import type { DispatchedEventName } from './contract.gen.js';
import { HeaderCheck, Quarantine } from './core/auth.js';
import { GroupCommit, TIMED_OUT, withTimeout } from './core/group-commit.js';
import { createDeliveryObservation } from './observe.js';
import { receive, type Intake } from './core/receive.js';
import { replies } from './core/replies.js';
import type { Reply, RequestLike } from './core/request.js';
import { createDispatcher, crashedError } from './dispatch.js';
import {
  ConfigError,
  DeliveryError,
  ReceiverError,
  StoreError,
  TrsError,
  type DeliveryErrorCode,
  type DeliveryErrorDetails,
  type WebhooksError,
} from './errors.js';
import { errorFields } from './logger.js';
import { settingsOf, type ReceiverOptions } from './options.js';
import { newRecord } from './record.js';
import {
  HandlerRegistry,
  type AnyHandler,
  type ErrorHandler,
  type Handler,
  type HandlerDefinition,
} from './registry.js';
import { resolveStore } from './store/open.js';
import type { InboxRecord, InboxRecordWithBody, InboxState, SqlClient, StoreDriver } from './store/types.js';
import { IsolatedWorker, moduleUrl } from './worker/isolated.js';
import { WorkerLoop } from './worker/loop.js';

/** The worker in a health report: `handling` is false while it cannot handle events (and `error` says why). */
export interface WorkerHealth {
  running: boolean;
  handling: boolean;
  active: number;
  isolated: boolean;
  pid: number | null;
  restarts: number;
  error?: string;
}

export interface HealthReport {
  /** Receiving and handling both work: the store answers and the worker (if any) can handle events. */
  ok: boolean;
  status: 'starting' | 'running' | 'closing' | 'closed' | 'failed';
  store: { kind: string; up: boolean; error?: string };
  worker: WorkerHealth | null;
  /** Deliveries refused since start (401, 405, 413), by reason. */
  refusals: Readonly<Record<string, number>>;
}

export type ReplayResult =
  | { id: string; replayed: true; state: 'pending' | 'dead' | 'ignored'; eventName: string | null }
  | { id: string; replayed: false; reason: 'not_found' | 'incomplete' | 'quarantined' };

export type SetAsideResult = { id: string; setAside: boolean; reason?: 'not_found' | 'not_pending' | 'running' };

export type ReleaseResult =
  | { id: string; released: true; as: string; duplicate: false }
  | { id: string; released: true; as: null; duplicate: true }
  | { id: string; released: false; reason: 'not_found' | 'not_quarantined' };

export interface Receiver {
  /** Handle one event name (or several). Returns a function that removes the handler. */
  on<N extends DispatchedEventName>(name: N | readonly N[], handler: Handler<N>): () => void;
  /** Handle every dispatched event (after the named handlers of that event). */
  onAny(handler: AnyHandler): () => void;
  /** Every problem worth a person's attention: handler failures, refused deliveries, store and worker trouble. */
  onError(handler: ErrorHandler): () => void;
  /** Register handlers made with defineHandler(). */
  register(...definitions: readonly HandlerDefinition<any>[]): void;
  /** node:http / Express / Connect handler: `http.createServer(receiver.node)`, `app.post('/webhooks', receiver.node)`. */
  readonly node: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;
  /** Fetch handler: Request → Response (Hono: `app.post('/webhooks', (c) => receiver.fetch(c.req.raw))`). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Fastify plugin: `app.register(receiver.fastify, { path: '/webhooks' })`. */
  readonly fastify: FastifyPlugin;
  /** The framework-free core: one request in, one reply out (null: the sender went away). */
  receive(request: RequestLike): Promise<Reply | null>;
  /** Opens the store (creating it on first start) and starts the worker. Requests start it too, if you do not. */
  start(): Promise<void>;
  /** Stops accepting (503), finishes deliveries being received, waits for handlers up to timeoutMs (default 10 s), leaves the rest for the next start. */
  close(options?: { timeoutMs?: number }): Promise<void>;
  /** Puts one event back (classified afresh from its stored body): a dead letter, or a handled event to run again. */
  replay(id: string): Promise<ReplayResult>;
  /** Replays every dead letter (optionally of one reason or event name). */
  replayDeadLetters(filter?: { reason?: string; eventName?: string }): Promise<{ replayed: number }>;
  /** Parks one pending event (a poison event) as a dead letter `set_aside`; replay(id) brings it back. */
  setAside(id: string, note?: string): Promise<SetAsideResult>;
  deadLetters(options?: { limit?: number; afterId?: string; reason?: string }): Promise<InboxRecord[]>;
  /** Deliveries parked by auth.quarantine. */
  quarantined(options?: { limit?: number; afterId?: string }): Promise<InboxRecord[]>;
  /** Takes a quarantined delivery in as if it had come with the right header (deduplicated as any delivery). */
  releaseQuarantined(id: string): Promise<ReleaseResult>;
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

type Status = 'new' | 'starting' | 'running' | 'closing' | 'closed';

export function createReceiver(options: ReceiverOptions): Receiver {
  const settings = settingsOf(options);
  const { logger, worker: workerSettings } = settings;
  const store = resolveStore(options.store, workerSettings?.concurrency ?? 8);
  const registry = new HandlerRegistry(logger);
  const isolated = Boolean(workerSettings?.module);
  if (isolated && (!store.multiProcess || !store.location))
    throw new ConfigError(
      'worker.module',
      `worker.module runs the handlers in another process, which needs a store several processes can open (the SQLite store, PostgreSQL); this one is ${store.kind}`,
    );
  if (!settings.auth)
    logger.warn(
      { auth: false },
      'webhook receiver accepts deliveries without the static header: anyone who can reach it can inject events',
    );
  if (store.kind === 'memory')
    logger.warn(
      { store: 'memory' },
      'webhook receiver on the memory store: nothing survives a restart (for unit tests only)',
    );

  let status: Status = 'new';
  let startPromise: Promise<void> | undefined;
  let startError: unknown;
  let pruneTimer: NodeJS.Timeout | undefined;
  let workerTimer: NodeJS.Timeout | undefined;
  let requestsInFlight = 0;
  let requestsDrained: (() => void) | undefined;
  const refusals: Record<string, number> = {};
  let refusalCount = 0;

  const report = (error: WebhooksError) => registry.report(error);
  const storeFailed = (error: unknown) =>
    report(
      error instanceof TrsError
        ? (error as WebhooksError)
        : new StoreError(
            'TRS_STORE_UNAVAILABLE',
            `the inbox store failed: ${(error as Error)?.message ?? error}`,
            { store: store.kind },
            { cause: error },
          ),
    );

  // ---- handling ----------------------------------------------------------------------------------------------------

  const onCrashed = (record: InboxRecord) => {
    logger.error(
      { id: record.id, event: record.eventName, attempts: record.attempts },
      `webhook event ${record.id} (${record.eventName}) is now a dead letter "crashed": each of its runs took the process down`,
    );
    report(crashedError(record, workerSettings!.maxAttempts));
  };
  const inProcess =
    workerSettings && !isolated
      ? new WorkerLoop(
          () => store,
          createDispatcher(registry, logger, workerSettings),
          {
            concurrency: workerSettings.concurrency,
            pollIntervalMs: workerSettings.pollIntervalMs,
            maxAttempts: workerSettings.maxAttempts,
            onCrashed,
          },
          (error, first) => {
            if (first) storeFailed(error);
          },
        )
      : null;
  const child =
    workerSettings && isolated
      ? new IsolatedWorker(
          {
            module: moduleUrl(workerSettings.module!),
            location: store.location!,
            concurrency: workerSettings.concurrency,
            pollIntervalMs: workerSettings.pollIntervalMs,
            maxAttempts: workerSettings.maxAttempts,
            handlerTimeoutMs: workerSettings.handlerTimeoutMs,
            validate: workerSettings.validate,
            horizonMs: settings.horizonMs,
          },
          () => store,
          logger,
          report,
        )
      : null;
  const observation = settings.observe ? createDeliveryObservation(settings.observe, logger) : null;
  const wakeWorker = () => {
    inProcess?.wake();
    child?.wake();
  };

  // ---- receiving ---------------------------------------------------------------------------------------------------

  const commit = new GroupCommit(
    () => store,
    settings.horizonMs,
    (records, outcomes) => {
      // After the answers of this batch are written (they go out on this turn): a handler that takes the process down
      // must not take the 2xx of the delivery that brought it along.
      if (outcomes.some((o, i) => o.id !== null && records[i]!.state === 'pending')) setImmediate(wakeWorker);
      observation?.stored(records.filter((_, i) => outcomes[i]!.id !== null));
    },
  );
  const quarantine = settings.auth && settings.auth.quarantine ? new Quarantine(settings.auth.quarantine) : null;
  const refuse = (reason: string) => {
    refusalCount += 1;
    refusals[reason] = (refusals[reason] ?? 0) + 1;
  };
  /** A report of a refused or parked delivery; what the situation does not know is null. */
  const refusalReport = (
    code: DeliveryErrorCode,
    message: string,
    details: Partial<DeliveryErrorDetails> & Pick<DeliveryErrorDetails, 'status' | 'reason'>,
  ) =>
    new DeliveryError(code, message, {
      header: null,
      path: null,
      remoteAddress: null,
      userAgent: null,
      refusals: refusalCount,
      id: null,
      envelope: null,
      bytes: null,
      limit: null,
      ...details,
    });
  const intake: Intake = {
    options: {
      headerCheck: settings.auth ? new HeaderCheck(settings.auth) : null,
      quarantine,
      maxBodyBytes: settings.maxBodyBytes,
      bodyTimeoutMs: settings.bodyTimeoutMs,
      ackTimeoutMs: settings.ackTimeoutMs,
      maxDepth: settings.maxDepth,
      spillBytes: settings.spillBytes,
      keepPrefix: 64 * 1024,
    },
    store: () => store,
    commit,
    closing: () => status === 'closing' || status === 'closed',
    async ready() {
      if (status === 'running') return 'ready';
      const started = await withTimeout(
        start().then(
          () => true,
          () => false,
        ),
        settings.ackTimeoutMs,
      );
      return started === true ? 'ready' : started === TIMED_OUT ? 'timeout' : 'failed';
    },
    events: {
      refused(refusal) {
        refuse(refusal.reason);
        const message =
          refusal.status === 401
            ? `refused a delivery with ${refusal.status}, which the provider treats as permanent (the event is lost unless it is sent again): ${refusal.hint}`
            : `refused a ${refusal.method} request with 405: ${refusal.hint}`;
        logger.warn(
          {
            status: refusal.status,
            reason: refusal.reason,
            header: refusal.header,
            path: refusal.path,
            remoteAddress: refusal.remoteAddress,
            userAgent: refusal.userAgent,
            refusals: refusalCount,
          },
          message,
        );
        report(
          refusalReport('TRS_DELIVERY_REFUSED', message, {
            status: refusal.status,
            reason: refusal.reason,
            header: refusal.header,
            path: refusal.path,
            remoteAddress: refusal.remoteAddress,
            userAgent: refusal.userAgent,
          }),
        );
      },
      quarantined(refusal, id, envelope) {
        refuse('quarantined');
        const message = `quarantined delivery ${id} (answered 202, not handled): ${refusal.hint}. Check it with receiver.get("${id}"), then receiver.releaseQuarantined("${id}")`;
        logger.warn({ id, reason: refusal.reason, header: refusal.header, envelope, path: refusal.path }, message);
        report(
          refusalReport('TRS_DELIVERY_QUARANTINED', message, {
            status: 202,
            reason: refusal.reason,
            header: refusal.header,
            path: refusal.path,
            remoteAddress: refusal.remoteAddress,
            userAgent: refusal.userAgent,
            id,
            envelope: { ...envelope },
          }),
        );
      },
      tooLarge(tooLarge) {
        refuse('too_large');
        const what = Object.entries(tooLarge.envelope)
          .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
          .join(', ');
        const message = `refused a delivery of ${tooLarge.bytes}${tooLarge.complete ? '' : '+'} bytes with 413 (maxBodyBytes is ${tooLarge.limit}); the provider will not send it again by itself. It was ${what || 'not recognisable from its first bytes'}; dead letter ${tooLarge.id}. Ask the provider to send it again (or the document by another way), and raise maxBodyBytes if such bodies are legitimate.`;
        logger.error(
          { id: tooLarge.id, bytes: tooLarge.bytes, limit: tooLarge.limit, envelope: tooLarge.envelope },
          message,
        );
        report(
          refusalReport('TRS_BODY_TOO_LARGE', message, {
            status: 413,
            reason: 'too_large',
            path: tooLarge.path,
            id: tooLarge.id,
            envelope: { ...tooLarge.envelope },
            bytes: tooLarge.bytes,
            limit: tooLarge.limit,
          }),
        );
      },
      storeFailed,
      bodyAlreadyRead(path) {
        report(
          new ReceiverError(
            'TRS_BODY_ALREADY_READ',
            `a body parser consumed the request (${path ?? 'a delivery'}) before the webhook receiver: mount the receiver before express.json() and the like`,
          ),
        );
      },
    },
  };

  const receiveOne = async (request: RequestLike): Promise<Reply | null> => {
    requestsInFlight += 1;
    try {
      return await receive(intake, request);
    } finally {
      requestsInFlight -= 1;
      if (requestsInFlight === 0 && requestsDrained) requestsDrained();
    }
  };
  const unexpected = (error: unknown) => {
    storeFailed(error);
    return replies.unavailable('The delivery could not be received.');
  };

  const node = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void => {
    receiveOne(nodeRequest(req)).then(
      (reply) => {
        if (reply) sendNodeReply(req, res, reply);
        else if (!res.headersSent) res.destroy();
      },
      (error) => {
        if (next) return next(error);
        sendNodeReply(req, res, unexpected(error));
      },
    );
  };
  const fetchHandler = async (request: Request): Promise<Response> => {
    const reply = await receiveOne(fetchRequest(request)).catch(unexpected);
    return webResponse(reply ?? replies.unavailable('The request body ended early.'));
  };

  // ---- lifecycle ---------------------------------------------------------------------------------------------------

  const prune = async () => {
    const now = Date.now();
    return store.prune({
      keysBefore: new Date(now - settings.retention.keysMs),
      finishedBefore: new Date(now - settings.retention.finishedMs),
      ...(settings.retention.deadMs === null ? {} : { deadBefore: new Date(now - settings.retention.deadMs) }),
    });
  };

  /** The worker as health() sees it: it cannot handle while its process is down or while it cannot claim events. */
  const workerHealth = (): WorkerHealth | null => {
    if (inProcess) {
      const problem = inProcess.claimError;
      const { code, message } = errorFields(problem);
      return {
        running: inProcess.isRunning,
        handling: problem === undefined,
        active: inProcess.active,
        isolated: false,
        pid: process.pid,
        restarts: 0,
        ...(problem === undefined ? {} : { error: code ? `${code}: ${message}` : message }),
      };
    }
    if (!child) return null;
    const problem = child.claimError;
    const error = !child.isRunning
      ? 'the worker process is not running (it is started again after a back-off)'
      : problem
        ? `${problem.code ? `${problem.code}: ` : ''}${problem.message}`
        : undefined;
    return {
      running: child.isRunning,
      handling: error === undefined,
      active: child.active,
      isolated: true,
      pid: child.pid,
      restarts: child.restarts,
      ...(error === undefined ? {} : { error }),
    };
  };

  const startWorker = async () => {
    if (child) return child.start();
    if (!inProcess) return;
    // Runs that never ended: the previous process died while handling them (a poison event, a kill).
    const unfinished = await store.running().catch(() => [] as InboxRecord[]);
    if (unfinished.length && store.kind !== 'postgres') {
      logger.warn(
        { events: unfinished.map((r) => ({ id: r.id, event: r.eventName, attempt: r.attempts })) },
        `the previous process died while handling ${unfinished.map((r) => `${r.eventName} ${r.id} (attempt ${r.attempts})`).join(', ')}; deliveries are received at once, handling starts in ${workerSettings!.afterCrashDelayMs} ms`,
      );
      workerTimer = setTimeout(() => inProcess.start(), workerSettings!.afterCrashDelayMs);
      workerTimer.unref();
      return;
    }
    inProcess.start();
  };

  const start = (): Promise<void> => {
    if (status === 'closing' || status === 'closed')
      return Promise.reject(new ReceiverError('TRS_RECEIVER_CLOSED', 'the receiver is closed: create a new one'));
    if (!startPromise) {
      status = 'starting';
      startPromise = (async () => {
        await observation?.start();
        await store.open();
        if ((status as Status) !== 'starting') return;
        if (quarantine) {
          const parked = await store.list({ state: 'quarantined', limit: 10_000 });
          quarantine.seed(
            parked.length,
            parked.reduce((n, r) => n + r.bodySize, 0),
          );
        }
        status = 'running';
        await startWorker();
        if (settings.retention.everyMs > 0) {
          const run = () =>
            prune()
              .then((r) => (r.keys || r.records) && logger.info({ ...r }, 'webhook inbox pruned'))
              .catch(storeFailed);
          pruneTimer = setInterval(run, settings.retention.everyMs);
          pruneTimer.unref();
          setTimeout(run, Math.min(settings.retention.everyMs, 60_000)).unref();
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
        setTimeout(resolve, settings.bodyTimeoutMs + settings.ackTimeoutMs).unref();
      });
    }
    // Writes in progress are awaited, but not past the time a delivery could have waited for them anyway.
    await withTimeout(commit.idle(), settings.ackTimeoutMs);
    await wasStarting?.catch(() => undefined);
    clearTimeout(workerTimer);
    if (inProcess) {
      const { released } = await inProcess.stop(timeoutMs);
      if (released)
        logger.warn(
          { released },
          'handlers still running at shutdown were abandoned; their events stay in the inbox for the next start',
        );
    }
    await child?.stop(timeoutMs);
    clearInterval(pruneTimer);
    if (observation) await withTimeout(observation.idle(), timeoutMs);
    await store.close();
    status = 'closed';
  };

  // ---- the operator's calls ------------------------------------------------------------------------------------------

  const replay = async (id: string): Promise<ReplayResult> => {
    await start();
    const result = await replayRecord(store, id, settings.maxDepth);
    if (result.replayed && result.state === 'pending') wakeWorker();
    return result;
  };

  const releaseQuarantined = async (id: string): Promise<ReleaseResult> => {
    await start();
    const record = await store.get(String(id));
    if (!record) return { id: String(id), released: false, reason: 'not_found' };
    if (record.state !== 'quarantined') return { id: record.id, released: false, reason: 'not_quarantined' };
    const fresh = newRecord(
      classifyStored(record.body, settings.maxDepth),
      { receivedAt: new Date(), contentType: record.contentType, userAgent: record.userAgent },
      record.body,
      record.bodySize,
    );
    const outcome = await commit.submit(fresh);
    await store.requeue(record.id, {
      state: 'ignored',
      eventName: record.eventName,
      orderingKey: null,
      reason: outcome.duplicate ? 'duplicate' : 'released',
      detail: { releasedAs: outcome.id, quarantined: record.detail },
      flags: record.flags,
    });
    quarantine?.released(record.bodySize);
    logger.info({ id: record.id, as: outcome.id, duplicate: outcome.duplicate }, 'quarantined delivery released');
    return outcome.duplicate
      ? { id: record.id, released: true, as: null, duplicate: true }
      : { id: record.id, released: true, as: outcome.id!, duplicate: false };
  };

  const receiver: Receiver = {
    on: (name, handler) => {
      if (isolated)
        throw new ConfigError(
          'worker.module',
          'this receiver runs its handlers in a worker process (worker.module): export them from that module',
        );
      return registry.on(name, handler);
    },
    onAny(handler) {
      if (isolated)
        throw new ConfigError(
          'worker.module',
          'this receiver runs its handlers in a worker process (worker.module): export them from that module',
        );
      return registry.onAny(handler);
    },
    onError: (handler) => registry.onError(handler),
    register(...definitions) {
      for (const d of definitions) receiver.on(d.name, d.handler);
    },
    node,
    fetch: fetchHandler,
    fastify: fastifyPlugin(node),
    receive: receiveOne,
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
    async setAside(id, note) {
      await start();
      const result = await setAsideRecord(store, id, note);
      logger.warn(
        { ...result },
        `webhook event ${id}: ${result.setAside ? 'set aside' : `not set aside (${result.reason})`}`,
      );
      return result;
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
    async quarantined(opts = {}) {
      await start();
      return store.list({
        state: 'quarantined',
        limit: opts.limit ?? 100,
        ...(opts.afterId ? { afterId: opts.afterId } : {}),
      });
    },
    releaseQuarantined,
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
        worker: workerHealth(),
        refusals: { ...refusals },
      };
      if (status === 'running') {
        try {
          const pinged = await withTimeout(store.ping(), 2000);
          if (pinged === TIMED_OUT) throw new Error('no answer within 2 s');
          report.store.up = true;
        } catch (error) {
          report.store.error = errorFields(error).message;
        }
      } else if (startError) report.store.error = errorFields(startError).message;
      report.ok = status === 'running' && report.store.up && (report.worker?.handling ?? true);
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
        await observation?.idle();
        const counts = await store.counts();
        const active = inProcess ? inProcess.active : child ? (await store.running()).length : 0;
        if (counts.pending === 0 && active === 0) return;
        if (!workerSettings)
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
        if (inProcess) await Promise.race([inProcess.whenIdle(), new Promise((resolve) => setTimeout(resolve, 50))]);
        else {
          child?.wake();
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
    get store() {
      return store;
    },
  };
  return receiver;
}
