// The receiver's handling half: the worker in this process (WorkerLoop) or in a process of its own (worker.module),
// or none (worker: false). Starts and stops it, wakes it when events arrive, and says how it is for health().
import { createDispatcher, crashedError } from './dispatch.js';
import { errorFields, type Logger } from '../log/logger.js';
import type { Settings } from '../options.js';
import type { HandlerRegistry } from '../handlers/registry.js';
import type { Problems } from '../handlers/problems.js';
import type { InboxRecord, StoreDriver } from '../store/types.js';
import { IsolatedWorker, moduleUrl } from './isolated.js';
import { WorkerLoop } from './loop.js';

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

export class Handling {
  readonly inProcess: WorkerLoop | null;
  readonly child: IsolatedWorker | null;
  private readonly logger: Logger;
  private delayedStart: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: Settings,
    private readonly store: StoreDriver,
    registry: HandlerRegistry,
    { report, storeFailed }: Problems,
  ) {
    const { logger } = settings;
    this.logger = logger;
    const workerSettings = settings.worker;
    const isolated = Boolean(workerSettings?.module);
    const onCrashed = (record: InboxRecord) => {
      logger.error(
        { id: record.id, event: record.eventName, attempts: record.attempts },
        `webhook event ${record.id} (${record.eventName}) is now a dead letter "crashed": each of its runs took the process down`,
      );
      settings.instruments.deadLettered('crashed', record.eventName);
      report(crashedError(record, workerSettings!.maxAttempts));
    };
    this.inProcess =
      workerSettings && !isolated
        ? new WorkerLoop(
            () => store,
            createDispatcher(registry, logger, {
              ...workerSettings,
              clock: settings.clock,
              instruments: settings.instruments,
              journal: settings.journal,
            }),
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
    this.child =
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
  }

  /** Whether this process handles events (worker: false: it only receives). */
  get hasWorker(): boolean {
    return this.inProcess !== null || this.child !== null;
  }

  wake(): void {
    this.inProcess?.wake();
    this.child?.wake();
  }

  async start(): Promise<void> {
    const { inProcess, child } = this;
    if (child) return child.start();
    if (!inProcess) return;
    const { store, logger, settings } = this;
    const afterCrashDelayMs = settings.worker!.afterCrashDelayMs;
    // Runs that never ended: the previous process died while handling them (a poison event, a kill).
    const unfinished = await store.running().catch(() => [] as InboxRecord[]);
    if (unfinished.length && store.kind !== 'postgres') {
      logger.warn(
        { events: unfinished.map((r) => ({ id: r.id, event: r.eventName, attempt: r.attempts })) },
        `the previous process died while handling ${unfinished.map((r) => `${r.eventName} ${r.id} (attempt ${r.attempts})`).join(', ')}; deliveries are received at once, handling starts in ${afterCrashDelayMs} ms`,
      );
      this.delayedStart = setTimeout(() => inProcess.start(), afterCrashDelayMs);
      this.delayedStart.unref();
      return;
    }
    inProcess.start();
  }

  async stop(timeoutMs: number): Promise<void> {
    clearTimeout(this.delayedStart);
    if (this.inProcess) {
      const { released } = await this.inProcess.stop(timeoutMs);
      if (released)
        this.logger.warn(
          { released },
          'handlers still running at shutdown were abandoned; their events stay in the inbox for the next start',
        );
    }
    await this.child?.stop(timeoutMs);
  }

  /** Events being handled now (for the worker process: runs the store holds as started). */
  async active(): Promise<number> {
    if (this.inProcess) return this.inProcess.active;
    if (this.child) return (await this.store.running()).length;
    return 0;
  }

  /** Waits until the worker may have made progress: idle in this process, or a short while after a nudge. */
  async progress(): Promise<void> {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
    if (this.inProcess) await Promise.race([this.inProcess.whenIdle(), tick()]);
    else {
      this.child?.wake();
      await tick();
    }
  }

  /** The worker as health() sees it: it cannot handle while its process is down or while it cannot claim events. */
  health(): WorkerHealth | null {
    const { inProcess, child } = this;
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
  }
}
