// The worker process of worker: { module } (see isolated.ts): loads the handler module, opens the store, runs the
// worker loop, and talks to the receiving process over IPC (logs and errors up, wake-ups and stop down).
import { createDispatcher, crashedError } from '../dispatch.js';
import { TrsError } from '../errors.js';
import type { Logger } from '../logger.js';
import { definitionsOf, HandlerRegistry, type ErrorHandler } from '../registry.js';
import { storeFromLocation } from '../store/open.js';
import { WorkerLoop } from './loop.js';
import type { ChildMessage, IsolatedWorkerConfig, ParentMessage } from './isolated.js';

const send = (message: ChildMessage) => {
  if (process.connected) process.send!(message, undefined, undefined, () => undefined);
};

const logger: Logger = {
  debug: (fields, message) => send({ type: 'log', level: 'debug', fields: plain(fields), message }),
  info: (fields, message) => send({ type: 'log', level: 'info', fields: plain(fields), message }),
  warn: (fields, message) => send({ type: 'log', level: 'warn', fields: plain(fields), message }),
  error: (fields, message) => send({ type: 'log', level: 'error', fields: plain(fields), message }),
};

/** Log fields as structured-clone can carry them. */
function plain(fields: Record<string, unknown>): Record<string, unknown> {
  try {
    return structuredClone(fields);
  } catch {
    return JSON.parse(JSON.stringify(fields));
  }
}

const config = JSON.parse(process.env.TRS_WEBHOOKS_WORKER ?? '{}') as IsolatedWorkerConfig;
const exported = (await import(config.module)) as Record<string, unknown>;
const registry = new HandlerRegistry(logger);
registry.register(definitionsOf(exported, config.module));
// Errors go up to the receiving process's onError; the module may listen as well.
registry.onError((error) =>
  send({
    type: 'error',
    name: error.constructor.name,
    code: error.code,
    message: error.message,
    details: plain({ d: error.details }).d,
  }),
);
if (typeof exported.onError === 'function') registry.onError(exported.onError as ErrorHandler);
const backoff =
  typeof exported.backoff === 'function'
    ? (exported.backoff as (attempt: number) => number)
    : (attempt: number) => Math.round(Math.min(1000 * 2 ** (attempt - 1), 5 * 60 * 1000) * (0.8 + Math.random() * 0.4));

const store = storeFromLocation(config.location, config.concurrency);
await store.open();
const loop = new WorkerLoop(
  () => store,
  createDispatcher(registry, logger, {
    maxAttempts: config.maxAttempts,
    handlerTimeoutMs: config.handlerTimeoutMs,
    backoff,
    validate: config.validate,
  }),
  {
    concurrency: config.concurrency,
    pollIntervalMs: config.pollIntervalMs,
    maxAttempts: config.maxAttempts,
    onCrashed: (record) => registry.report(crashedError(record, config.maxAttempts)),
  },
  (error, first) => {
    if (first)
      logger.error(
        { error: error instanceof TrsError ? error.code : String(error) },
        `the worker could not claim events: ${(error as Error)?.message ?? error}`,
      );
  },
);
loop.start();
send({ type: 'ready' });
const activity = setInterval(() => send({ type: 'active', active: loop.active }), 200);
activity.unref();

let stopping = false;
async function stop(timeoutMs: number) {
  if (stopping) return;
  stopping = true;
  clearInterval(activity);
  await loop.stop(timeoutMs);
  await store.close();
  process.exit(0);
}
process.on('message', (message: ParentMessage) => {
  if (message.type === 'wake') loop.wake();
  else if (message.type === 'stop') void stop(message.timeoutMs);
});
// The receiving process went away: finish what is in hand and go.
process.on('disconnect', () => void stop(5_000));
