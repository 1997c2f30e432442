// createReceiver's options: their types, their defaults, and the checks that name the option and the rule.
import type { Journal } from '@trs/journal';
import { clockFrom, isHeaderName, type ClockOption } from '@trs/shared';
import { redeliveryHorizonSeconds, staticHeader } from './core/contract.gen.js';
import type { QuarantineOptions } from './core/auth.js';
import { ConfigError } from './errors.js';
import { boundedLogger, defaultLogger, type Logger } from './log/logger.js';
import { checkObserveOption, type ObserveOption } from './observe.js';
import type { StoreDriver } from './store/types.js';
import { checkBackpressure, type BackpressureOptions } from './telemetry/backpressure.js';
import { checkInstrumentation, instrumentsOf, type InstrumentationOption } from './telemetry/instrumentation.js';

export interface WorkerOptions {
  /** Events handled at once (different tenancies). Default 8. */
  concurrency?: number;
  /** How often to look for events received by another process or due for a retry. Default 250 ms. */
  pollIntervalMs?: number;
  /**
   * Runs of one event before it becomes a dead letter (handler_failed; crashed when the runs took the process down).
   * A run counts when it starts. Default 10.
   */
  maxAttempts?: number;
  /** Delay before retry n (1-based). Default: 1 s doubling, at most 5 min, ±20 % jitter. */
  backoff?: (attempt: number) => number;
  /** A run that takes longer fails (and its signal is aborted). Default 5 min. */
  handlerTimeoutMs?: number;
  /** Validate payloads with @trs/validators before handlers see them. Default true. */
  validate?: boolean;
  /**
   * Run the handlers in a worker process of their own: the path or file: URL of a module that exports them
   * (`export default [defineHandler(…), …]`, or `export const handlers = { … }`; optionally `onError`, `backoff`).
   * A handler that exits, aborts, runs out of memory or spins then takes down only that process; this one keeps
   * receiving and starts it again. Needs a store several processes can open (SQLite, PostgreSQL).
   */
  module?: string | URL;
  /**
   * In-process worker: when the previous process died in the middle of a run, wait this long after start() before
   * claiming, so that the HTTP server is listening (and storing) before a poison event can strike again. Default 5 s.
   */
  afterCrashDelayMs?: number;
}

export interface RetentionOptions {
  /** Keep idempotency keys and sequences (duplicate detection) this long. Default 7 days. */
  keysDays?: number;
  /** Keep handled and ignored events (bodies included) this long. Default 7 days. */
  finishedDays?: number;
  /** Keep dead letters this long; null keeps them until replayed or removed. Default null. */
  deadDays?: number | null;
  /** How often to prune. Default hourly; 0 turns automatic pruning off (call prune()). */
  pruneEveryMs?: number;
}

export interface AuthConfig {
  /** Header name (case-insensitive). Default: the contract's, X-Webhook-Key. */
  header?: string;
  /** Accepted values; several during a rotation. */
  values: readonly string[];
  /**
   * Opt-in: answer 202 to a delivery whose static header is missing or wrong, and park it unhandled as
   * `quarantined` (bounded: maxEvents, maxBytes, perMinute), instead of 401, which the provider treats as permanent.
   * Release one with receiver.inbox.releaseQuarantined(id) after checking it. See the README for the trade-off.
   */
  quarantine?: boolean | QuarantineOptions;
}

export interface ReceiverOptions {
  /**
   * The static header the provider sends (provider spec 5.7): name (default X-Webhook-Key, from the contract) and the
   * accepted values (several during a rotation). `false` accepts deliveries without it: only for local tries.
   */
  auth: AuthConfig | false;
  /**
   * Where the inbox lives: a directory for the embedded store (default ./.data/trs-webhooks), a postgres:// URL,
   * or a store object (sqliteStore, postgresStore, memoryStore).
   */
  store?: StoreDriver | string;
  /** Largest body accepted (fileData documents are large). Default 128 MiB. */
  maxBodyBytes?: number;
  /** Bodies larger than this are streamed to a file beside the inbox as they arrive. Default 1 MiB. */
  spillBytes?: number;
  /** A body must arrive within this time (slow senders are cut off with 408). Default 10 s, the provider's timeout. */
  bodyTimeoutMs?: number;
  /** Longest wait for the inbox to confirm a write before answering 503. Default 8 s. */
  ackTimeoutMs?: number;
  /** Deepest nesting accepted; deeper JSON goes to the dead-letter store. Default 64. */
  maxDepth?: number;
  /** The worker (handlers). false: this process only receives (another one handles). */
  worker?: WorkerOptions | false;
  retention?: RetentionOptions;
  /**
   * Copies of one payload without CreationDate received later than this after the first are new events. Default:
   * the contract's (x-dispatch.deduplication, 30 min); shorten it only in tests.
   */
  redeliveryHorizonMs?: number;
  logger?: Logger;
  /**
   * Learn from the real provider: each delivery stored is shown, after its answer, to an observer that records what
   * it teaches about the contract as shapes only. `{ recordTo: folder }` writes folder/webhooks.ndjson through
   * @trs/discovery (install it beside this package; `trs gaps report` reads the folder). Off by default.
   */
  observe?: ObserveOption;
  /**
   * The receiver's time (default: real time): when a delivery is received, when an event may run again after a
   * failure, what is old enough to prune and to tell a redelivery from a new event. A Clock of @trs/shared
   * (manualClock() in tests), or only the time (`() => ms`, `{ now }`).
   */
  clock?: ClockOption;
  /**
   * Metrics and traces: prometheusMetrics() (@trs/webhooks/prometheus), openTelemetry() (@trs/webhooks/opentelemetry),
   * an object of your own, or a list of them. Off by default.
   */
  instrumentation?: InstrumentationOption;
  /** Answer 503 while more than maxPending events are pending in the store (the provider sends them again). Off by default. */
  backpressure?: BackpressureOptions;
  /**
   * The reference journal (`openJournal({ dir })` or `postgresJournal(…)` of @trs/journal): before an event's handlers
   * run, the references it announces are recorded (createNewTenancy's tenancy and applicants, addApplicant's
   * applicant, a KYC status's KYCid) and the pending POST it answers is resolved (x-resolves-pending). A journal
   * that fails fails the run, which is retried like a handler's failure: nothing is dropped. With worker.module, the
   * module exports `journal` instead (its process opens its own, over the same folder or database).
   */
  journal?: Journal;
}

const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_MAX_BODY_BYTES = 128 * 1024 * 1024;

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

export function defaultBackoff(attempt: number): number {
  const base = Math.min(1000 * 2 ** (attempt - 1), 5 * 60 * 1000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function checkAuth(auth: ReceiverOptions['auth']) {
  if (auth === false) return false as const;
  if (!auth || typeof auth !== 'object') {
    throw new ConfigError(
      'auth',
      'auth is required: { header?: "X-Webhook-Key", values: ["<the value configured on the agent>"] }, or auth: false to accept deliveries without the static header (not for production)',
    );
  }
  const header = auth.header ?? staticHeader.defaultName;
  if (!isHeaderName(header))
    throw new ConfigError('auth.header', `auth.header must be an HTTP header name, got ${JSON.stringify(header)}`);
  if (!Array.isArray(auth.values) || auth.values.length === 0)
    throw new ConfigError('auth.values', 'auth.values must list at least one accepted value of the static header');
  auth.values.forEach((value, i) => {
    if (typeof value !== 'string' || value.length === 0)
      throw new ConfigError(`auth.values[${i}]`, `auth.values[${i}] must be a non-empty string`);
    if (/[\r\n\0]/.test(value) || value !== value.trim() || value.includes(', '))
      throw new ConfigError(
        `auth.values[${i}]`,
        `auth.values[${i}] must not hold line breaks or ", ", nor start or end with spaces (HTTP trims header values and joins repeated ones with ", ")`,
      );
  });
  const q = auth.quarantine;
  let quarantine: Required<NonNullable<Exclude<AuthConfig['quarantine'], boolean>>> | null = null;
  if (q === true || (q && typeof q === 'object')) {
    const o = q === true ? {} : q;
    quarantine = {
      maxEvents: positiveInteger(o.maxEvents, 'auth.quarantine.maxEvents', 1000),
      maxBytes: positiveInteger(o.maxBytes, 'auth.quarantine.maxBytes', 64 * 1024 * 1024),
      perMinute: positiveInteger(o.perMinute, 'auth.quarantine.perMinute', 60),
    };
  } else if (q !== undefined && q !== false)
    throw new ConfigError(
      'auth.quarantine',
      'auth.quarantine must be true, false or { maxEvents, maxBytes, perMinute }',
    );
  return { header: header.toLowerCase(), values: [...(auth.values as readonly string[])], quarantine };
}

export type Settings = ReturnType<typeof settingsOf>;

/** The options checked, with their defaults. Throws ConfigError naming the option. */
export function settingsOf(options: ReceiverOptions) {
  if (!options || typeof options !== 'object')
    throw new ConfigError('options', 'createReceiver(options): options are required (at least auth)');
  const auth = checkAuth(options.auth);
  const worker = options.worker === false ? null : (options.worker ?? {});
  if (worker !== null && typeof worker !== 'object')
    throw new ConfigError(
      'worker',
      'worker must be an object of worker options, or false (this process only receives)',
    );
  const backoff = worker?.backoff ?? defaultBackoff;
  if (typeof backoff !== 'function')
    throw new ConfigError('worker.backoff', 'worker.backoff must be a function (attempt) => milliseconds');
  if (worker?.module !== undefined && typeof worker.module !== 'string' && !(worker.module instanceof URL))
    throw new ConfigError(
      'worker.module',
      'worker.module must be the path or file: URL of a module exporting handlers',
    );
  if (worker?.module !== undefined && worker.backoff !== undefined)
    throw new ConfigError(
      'worker.backoff',
      'with worker.module the handlers run in another process: export `backoff` from the module instead of passing worker.backoff',
    );
  if (options.journal !== undefined && worker === null)
    throw new ConfigError('journal', 'journal needs a worker (worker not false): it is written as events are handled');
  if (options.journal !== undefined && worker?.module !== undefined)
    throw new ConfigError(
      'journal',
      'with worker.module the handlers run in another process: export `journal` from the module (openJournal({ dir }) or postgresJournal(…) over the same storage) instead of passing journal',
    );
  let clock;
  try {
    clock = clockFrom(options.clock);
  } catch (error) {
    throw new ConfigError('clock', `clock: ${(error as Error).message}`);
  }
  return {
    auth,
    clock,
    journal: options.journal,
    // Whatever the logger, a line it is given stays within 8 KiB, whatever a payload holds.
    logger: boundedLogger(options.logger ?? defaultLogger),
    observe: checkObserveOption(options.observe),
    instruments: instrumentsOf(checkInstrumentation(options.instrumentation)),
    backpressure: checkBackpressure(options.backpressure),
    maxBodyBytes: positiveInteger(options.maxBodyBytes, 'maxBodyBytes', DEFAULT_MAX_BODY_BYTES),
    spillBytes: positiveInteger(options.spillBytes, 'spillBytes', 1024 * 1024),
    bodyTimeoutMs: positiveInteger(options.bodyTimeoutMs, 'bodyTimeoutMs', 10_000),
    ackTimeoutMs: positiveInteger(options.ackTimeoutMs, 'ackTimeoutMs', 8_000),
    maxDepth: positiveInteger(options.maxDepth, 'maxDepth', 64),
    horizonMs: positiveInteger(options.redeliveryHorizonMs, 'redeliveryHorizonMs', redeliveryHorizonSeconds * 1000),
    worker:
      worker === null
        ? null
        : {
            concurrency: positiveInteger(worker.concurrency, 'worker.concurrency', 8),
            pollIntervalMs: positiveInteger(worker.pollIntervalMs, 'worker.pollIntervalMs', 250),
            maxAttempts: positiveInteger(worker.maxAttempts, 'worker.maxAttempts', 10),
            handlerTimeoutMs: positiveInteger(worker.handlerTimeoutMs, 'worker.handlerTimeoutMs', 5 * 60 * 1000),
            backoff,
            validate: worker.validate ?? true,
            module: worker.module,
            afterCrashDelayMs: nonNegativeNumber(worker.afterCrashDelayMs, 'worker.afterCrashDelayMs', 5000),
          },
    retention: {
      keysMs: nonNegativeNumber(options.retention?.keysDays, 'retention.keysDays', 7) * DAY,
      finishedMs: nonNegativeNumber(options.retention?.finishedDays, 'retention.finishedDays', 7) * DAY,
      deadMs:
        options.retention?.deadDays === undefined || options.retention.deadDays === null
          ? null
          : nonNegativeNumber(options.retention.deadDays, 'retention.deadDays', 0) * DAY,
      everyMs: nonNegativeNumber(options.retention?.pruneEveryMs, 'retention.pruneEveryMs', 60 * 60 * 1000),
    },
  };
}
