// The receiver's lifecycle: new → starting → running → closing → closed. start() opens the store, seeds the
// quarantine's budget, starts the worker and the pruning timer; close() stops taking deliveries, lets the intake
// settle, stops the worker and closes the store; health() reports all of it.
import type { Quarantine } from '../core/auth.js';
import { TIMED_OUT, withTimeout } from '../core/group-commit.js';
import { ReceiverError } from '../errors.js';
import { errorFields, type Logger } from '../log/logger.js';
import type { Settings } from '../options.js';
import type { HealthReport } from '../receiver-types.js';
import type { StoreDriver } from '../store/types.js';
import type { Handling } from '../worker/handling.js';

type Status = 'new' | 'starting' | 'running' | 'closing' | 'closed';

export interface LifecycleDeps {
  settings: Settings;
  store: StoreDriver;
  logger: Logger;
  handling: Handling;
  storeFailed(this: void, error: unknown): void;
  quarantine(this: void): Quarantine | null;
  /** Lets the deliveries being received finish before the worker and the store stop. */
  settleIntake(this: void): Promise<void>;
  refusals(this: void): Readonly<Record<string, number>>;
}

export class Lifecycle {
  private status: Status = 'new';
  private startPromise: Promise<void> | undefined;
  private startError: unknown;
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly deps: LifecycleDeps;

  constructor(deps: LifecycleDeps) {
    this.deps = deps;
  }

  get running(): boolean {
    return this.status === 'running';
  }

  get closing(): boolean {
    return this.status === 'closing' || this.status === 'closed';
  }

  start(): Promise<void> {
    if (this.closing)
      return Promise.reject(new ReceiverError('TRS_RECEIVER_CLOSED', 'the receiver is closed: create a new one'));
    if (!this.startPromise) {
      this.status = 'starting';
      this.startPromise = this.open();
      this.startPromise.catch((error) => {
        this.startError = error;
        this.startPromise = undefined;
        if (this.status === 'starting') this.status = 'new';
        this.deps.storeFailed(error);
      });
    }
    return this.startPromise;
  }

  private async open(): Promise<void> {
    const { store, handling, settings, logger, storeFailed } = this.deps;
    await store.open();
    if (this.status !== 'starting') return;
    const quarantine = this.deps.quarantine();
    if (quarantine) {
      const parked = await store.list({ state: 'quarantined', limit: 10_000 });
      quarantine.seed(
        parked.length,
        parked.reduce((n, r) => n + r.bodySize, 0),
      );
    }
    this.status = 'running';
    await handling.start();
    if (settings.retention.everyMs > 0) {
      const run = () => {
        void this.prune()
          .then((r) => (r.keys || r.records) && logger.info({ ...r }, 'webhook inbox pruned'))
          .catch(storeFailed);
      };
      this.pruneTimer = setInterval(run, settings.retention.everyMs);
      this.pruneTimer.unref();
      setTimeout(run, Math.min(settings.retention.everyMs, 60_000)).unref();
    }
  }

  async close({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
    if (this.status === 'closed') return;
    const wasStarting = this.startPromise;
    this.status = 'closing';
    // Deliveries already being received finish (they are answered once stored); new ones get 503.
    await this.deps.settleIntake();
    await wasStarting?.catch(() => undefined);
    await this.deps.handling.stop(timeoutMs);
    clearInterval(this.pruneTimer);
    await this.deps.store.close();
    this.status = 'closed';
  }

  /** Removes expired idempotency keys and old handled events now. */
  prune(): Promise<{ keys: number; records: number }> {
    const { store, settings } = this.deps;
    const now = Date.now();
    return store.prune({
      keysBefore: new Date(now - settings.retention.keysMs),
      finishedBefore: new Date(now - settings.retention.finishedMs),
      ...(settings.retention.deadMs === null ? {} : { deadBefore: new Date(now - settings.retention.deadMs) }),
    });
  }

  async health(): Promise<HealthReport> {
    const { store, handling } = this.deps;
    const { status, startError } = this;
    const report: HealthReport = {
      ok: false,
      status: status === 'new' ? (startError ? 'failed' : 'starting') : status,
      store: { kind: store.kind, up: false },
      worker: handling.health(),
      refusals: this.deps.refusals(),
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
  }
}
