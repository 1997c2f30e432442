// createReceiver(): the parts wired together, as octokit/webhooks.js composes its own. The intake (receiver/intake.ts, behind
// the framework adapters of adapters/) stores each delivery and answers; the handling (worker/handling.ts: in this
// process, or in a process of its own with worker.module) takes events from the store and runs the handlers of the
// registry; the lifecycle (receiver/lifecycle.ts) starts and closes both; the operator's calls are in inbox/admin.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchRequest, webResponse } from './adapters/fetch.js';
import { fastifyPlugin } from './adapters/fastify.js';
import { nodeRequest, sendNodeReply } from './adapters/node.js';
import { operatorCalls } from './inbox/admin.js';
import { withTimeout } from './core/group-commit.js';
import { replies } from './core/replies.js';
import { ConfigError, StoreError, TrsError, type WebhooksError } from './errors.js';
import { DeliveryIntake } from './receiver/intake.js';
import { Lifecycle } from './receiver/lifecycle.js';
import { recoverEvent } from './receiver/recover.js';
import { createDeliveryObservation } from './observe.js';
import { settingsOf, type ReceiverOptions } from './options.js';
import type { Receiver } from './receiver-types.js';
import { handlerOf, HandlerRegistry } from './handlers/registry.js';
import { resolveStore } from './store/open.js';
import { Handling } from './worker/handling.js';

export type {
  Receiver,
  HealthReport,
  WorkerHealth,
  ReplayResult,
  SetAsideResult,
  ReleaseResult,
} from './receiver-types.js';

export function createReceiver(options: ReceiverOptions): Receiver {
  const settings = settingsOf(options);
  const { logger } = settings;
  const store = resolveStore(options.store, settings.worker?.concurrency ?? 8);
  const registry = new HandlerRegistry(logger);
  const isolated = Boolean(settings.worker?.module);
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

  const handling = new Handling({ settings, store, registry, logger, report, storeFailed });
  const lifecycle: Lifecycle = new Lifecycle({
    settings,
    store,
    logger,
    handling,
    storeFailed,
    quarantine: () => intake.quarantine,
    settleIntake: () => intake.settle(),
    refusals: () => intake.refusals,
  });
  // options.observe: the observer loads before the store opens, sees each stored delivery, and is waited for.
  const observation = settings.observe ? createDeliveryObservation(settings.observe, logger) : null;
  const start = () => (observation ? observation.start().then(() => lifecycle.start()) : lifecycle.start());
  const intake = new DeliveryIntake({
    settings,
    store,
    logger,
    report,
    storeFailed,
    closing: () => lifecycle.closing,
    running: () => lifecycle.running,
    start,
    stored: () => handling.wake(),
    storedRecords: (records) => observation?.stored(records),
  });

  const receive = (request: Parameters<Receiver['receive']>[0]) => intake.receive(request);
  const node = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void => {
    receive(nodeRequest(req)).then(
      (reply) => {
        if (reply) sendNodeReply(req, res, reply);
        else if (!res.headersSent) res.destroy();
      },
      (error) => {
        if (next) return next(error);
        sendNodeReply(req, res, intake.unexpected(error));
      },
    );
  };
  const fetch = async (request: Request): Promise<Response> => {
    const reply = await receive(fetchRequest(request)).catch((error) => intake.unexpected(error));
    return webResponse(reply ?? replies.unavailable('The request body ended early.'));
  };

  const inWorkerProcess = () =>
    new ConfigError(
      'worker.module',
      'this receiver runs its handlers in a worker process (worker.module): export them from that module',
    );
  const calls = operatorCalls({
    settings,
    store,
    logger,
    start,
    commit: intake.commit,
    quarantine: intake.quarantine,
    handling,
    prune: () => lifecycle.prune(),
  });
  const receiver: Receiver = {
    on: (name, handler) => {
      if (isolated) throw inWorkerProcess();
      return registry.on(name, handler);
    },
    onAny(handler) {
      if (isolated) throw inWorkerProcess();
      return registry.onAny(handler);
    },
    onError: (handler) => registry.onError(handler),
    register(...definitions) {
      for (const d of definitions) receiver.on(d.name, handlerOf(d));
    },
    node,
    fetch,
    fastify: fastifyPlugin(node),
    receive,
    recover: (payload, recoverOptions) =>
      recoverEvent(
        { commit: intake.commit, maxDepth: settings.maxDepth, logger, start },
        payload,
        recoverOptions?.source ?? 'reconcile',
      ),
    start,
    async close(closeOptions) {
      await lifecycle.close(closeOptions);
      if (observation) await withTimeout(observation.idle(), closeOptions?.timeoutMs ?? 10_000);
    },
    health: () => lifecycle.health(),
    ...calls,
    async drain(drainOptions) {
      await calls.drain(drainOptions);
      await observation?.idle();
    },
    get store() {
      return store;
    },
  };
  return receiver;
}
