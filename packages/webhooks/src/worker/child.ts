// The worker process of worker: { module } (see isolated.ts): loads the handler module, opens the store, runs the
// worker loop, and talks to the receiving process over IPC (logs and errors up, wake-ups and stop down).
//
// It lives only as long as the receiving process: the parent is watched before anything else runs (before the
// handler module is imported, before the store opens), so that a parent killed at any moment of this process's life
// never leaves it behind holding the store's worker lock. Its IPC channel closing says so at once; its parent pid
// changing (checked every second) says so even if the channel went before anyone listened.
import { createDispatcher, crashedError } from './dispatch.js';
import type { Journal } from '@trs/journal';
import { ConfigError, TrsError } from '../errors.js';
import { boundedFields, boundedMessage } from '../log/log-bounds.js';
import type { Logger } from '../log/logger.js';
import { definitionsOf, HandlerRegistry, type ErrorHandler } from '../handlers/registry.js';
import { storeFromLocation } from '../store/open.js';
import type { StoreDriver } from '../store/types.js';
import { WorkerLoop } from './loop.js';
import type { ChildMessage, IsolatedWorkerConfig, ParentMessage } from './isolated.js';

const config = JSON.parse(process.env.TRS_WEBHOOKS_WORKER ?? '{}') as IsolatedWorkerConfig;

let loop: WorkerLoop | undefined;
let store: StoreDriver | undefined;
let stopping = false;

/** Finishes the runs in hand (up to timeoutMs), closes the store and exits; before the loop runs, exits at once. */
async function stop(timeoutMs: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (!loop) process.exit(0);
  // However the store behaves while closing, this process does not outlive the time it was given.
  setTimeout(() => process.exit(0), timeoutMs + 5_000).unref();
  await loop.stop(timeoutMs);
  await store?.close().catch(() => undefined);
  await journal?.close().catch(() => undefined);
  process.exit(0);
}

const parentGone = () => void stop(5_000);
process.on('disconnect', parentGone);
process.on('message', (message: ParentMessage) => {
  if (message.type === 'wake') loop?.wake();
  else if (message.type === 'stop') void stop(message.timeoutMs);
});
if (!process.connected || process.ppid !== config.parentPid) parentGone();
setInterval(() => {
  if (process.ppid !== config.parentPid) parentGone();
}, 1_000).unref();

const send = (message: ChildMessage) => {
  if (process.connected) process.send!(message, undefined, undefined, () => undefined);
};

// What crosses IPC is a log line's bounded fields (identifiers; no payload: the dispatcher never logs one and keeps the
// contract's sensitive values off what handlers log), never more than a log line may hold.
const line = (level: 'debug' | 'info' | 'warn' | 'error') => (fields: Record<string, unknown>, message: string) =>
  send({ type: 'log', level, fields: boundedFields(fields), message: boundedMessage(message) });
const logger: Logger = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };

/** What stops handling, for the receiving process's health(): the code and message of the last failed claim. */
function claimProblem(error: unknown): { code: string | null; message: string } | null {
  if (error === undefined) return null;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);
  return { code: error instanceof TrsError ? String(error.code) : null, message };
}

const exported = (await import(config.module)) as Record<string, unknown>;
const registry = new HandlerRegistry(logger);
registry.register(definitionsOf(exported, config.module));
// Errors go up to the receiving process's onError; the module may listen as well.
registry.onError((error) =>
  send({
    type: 'error',
    name: error.constructor.name,
    code: error.code,
    message: boundedMessage(error.message),
    details: boundedFields({ d: error.details }).d,
  }),
);
if (typeof exported.onError === 'function') registry.onError(exported.onError as ErrorHandler);
const backoff =
  typeof exported.backoff === 'function'
    ? (exported.backoff as (attempt: number) => number)
    : (attempt: number) => Math.round(Math.min(1000 * 2 ** (attempt - 1), 5 * 60 * 1000) * (0.8 + Math.random() * 0.4));

// The module's journal (`export const journal = await openJournal({ dir })`): this process records what events announce
// and gives handlers an applicant's tenancy, as the receiving process does with its journal option.
const journal = exported.journal as Journal | undefined;
if (journal !== undefined && typeof (journal as Partial<Journal>)?.tenancyOfApplicant !== 'function')
  throw new ConfigError(
    'worker.module',
    `${config.module} exports \`journal\` that is not a journal: export the one openJournal({ dir }) or postgresJournal(…) of @trs/journal answers`,
  );

const opened = storeFromLocation(config.location, config.concurrency);
store = opened;
await opened.open();
loop = new WorkerLoop(
  () => opened,
  createDispatcher(registry, logger, {
    maxAttempts: config.maxAttempts,
    handlerTimeoutMs: config.handlerTimeoutMs,
    backoff,
    validate: config.validate,
    journal,
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
const running = loop;
const report = () => send({ type: 'active', active: running.active, claimError: claimProblem(running.claimError) });
setInterval(report, 200).unref();
