// createReceiver(): the parts wired together, as octokit/webhooks.js composes its own. The intake (receiver/intake.ts, behind
// the framework adapters of adapters/) stores each delivery and answers; the handling (worker/handling.ts: in this
// process, or in a process of its own with worker.module) takes events from the store and runs the handlers of the
// registry; the lifecycle (receiver/lifecycle.ts) starts and closes both; receiver.inbox (inbox/inbox.ts) holds the
// operator's calls, the same as openStore() gives without a receiver.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchRequest, webResponse } from './adapters/fetch.js';
import { fastifyPlugin } from './adapters/fastify.js';
import { nodeRequest, sendNodeReply } from './adapters/node.js';
import { Quarantine } from './core/auth.js';
import { replies } from './core/replies.js';
import type { RequestLike } from './core/request.js';
import { ConfigError } from './errors.js';
import { Problems } from './handlers/problems.js';
import { createInbox } from './inbox/inbox.js';
import { DeliveryIntake } from './receiver/intake.js';
import { Lifecycle } from './receiver/lifecycle.js';
import { createDeliveryObservation } from './observe.js';
import { settingsOf, type ReceiverOptions } from './options.js';
import type { Receiver } from './receiver-types.js';
import { handlerOf, HandlerRegistry } from './handlers/registry.js';
import { resolveStore } from './store/open.js';
import { Handling } from './worker/handling.js';
import { readBacklog } from './store/backlog.js';
import { Backpressure } from './telemetry/backpressure.js';
import { instrumentedReceive } from './telemetry/instrumented-receive.js';

export type { Receiver, HealthReport, WorkerHealth } from './receiver-types.js';

export function createReceiver(options: ReceiverOptions): Receiver {
  const settings = settingsOf(options);
  const { logger, instruments } = settings;
  const store = resolveStore(options.store, settings.worker?.concurrency ?? 8);
  store.instrument?.(instruments);
  instruments.attach({ backlog: () => readBacklog(store) });
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

  // Built in the order a delivery flows back from the handlers: each part takes only parts made before it.
  const registry = new HandlerRegistry(logger);
  const problems = new Problems(registry, store.kind, () => settings.instruments.databaseError('store'));
  const handling = new Handling(settings, store, registry, problems);
  const quarantine = settings.auth && settings.auth.quarantine ? new Quarantine(settings.auth.quarantine) : null;
  // options.observe: the observer loads before the store opens, sees each stored delivery, and is waited for.
  const observation = settings.observe ? createDeliveryObservation(settings.observe, logger) : null;
  const lifecycle = new Lifecycle(settings, store, handling, quarantine, observation, problems);
  const intake = new DeliveryIntake(settings, store, quarantine, lifecycle, handling, observation, problems);
  const start = () => lifecycle.start();
  const close = (closeOptions?: { timeoutMs?: number }) => lifecycle.close(() => intake.settle(), closeOptions);
  const inbox = createInbox(store, settings, {
    start,
    close: () => close(),
    commit: intake.commit,
    quarantine,
    handling,
    idle: async () => {
      await observation?.idle();
    },
  });

  const pressure = settings.backpressure && new Backpressure(settings.backpressure, () => readBacklog(store));
  const receive = instrumentedReceive(
    (r: RequestLike) => intake.receive(r),
    settings.instruments,
    pressure,
    () => lifecycle.running,
  );
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
    start,
    close,
    health: () => lifecycle.health(intake.refusals),
    inbox,
  };
  return receiver;
}
