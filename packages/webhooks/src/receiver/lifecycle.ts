// The receiver's lifecycle: new → starting → running → closing → closed. start() opens the store, seeds the
// quarantine's budget, starts the worker and the pruning timer; close() stops taking deliveries, lets the intake
// settle, stops the worker and closes the store; health() reports all of it.
import type { Quarantine } from '../core/auth.js';
import type { Problems } from '../handlers/problems.js';
import { pruneInbox } from '../inbox/prune.js';
import type { DeliveryObservation } from '../observe.js';
import { TIMED_OUT, withTimeout } from '../core/group-commit.js';
import { ReceiverError } from '../errors.js';
import { errorFields } from '../log/logger.js';
import type { Settings } from '../options.js';
import type { HealthReport } from '../receiver-types.js';
import type { StoreDriver } from '../store/types.js';
import type { Handling } from '../worker/handling.js';

type Status = 'new' | 'starting' | 'running' | 'closing' | 'closed';

export class Lifecycle {
  private status: Status = 'new';
  private startPromise: Promise<void> | undefined;
  private startError: unknown;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: Settings,
    private readonly store: StoreDriver,
    private readonly handling: Handling,
    private readonly quarantine: Quarantine | null,
    /** options.observe: loaded before the store opens, and waited for at close. */
    private readonly observation: DeliveryObservation | null,
    private readonly problems: Problems,
  ) {}

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
        this.problems.storeFailed(error);
      });
    }
    return this.startPromise;
  }

  private async open(): Promise<void> {
    const { store, handling, settings, quarantine } = this;
    const { logger } = settings;
    await this.observation?.start();
    await store.open({ clock: settings.clock });
    if (this.status !== 'starting') return;
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
          .catch(this.problems.storeFailed);
      };
      this.pruneTimer = setInterval(run, settings.retention.everyMs);
      this.pruneTimer.unref();
      setTimeout(run, Math.min(settings.retention.everyMs, 60_000)).unref();
    }
  }

  /**
   * Stops taking deliveries (503), lets the ones being received finish (`settleIntake`), stops the worker (waiting
   * for handlers up to timeoutMs) and closes the store; then waits for the delivery observer.
   */
  async close(settleIntake: () => Promise<void>, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
    if (this.status !== 'closed') {
      const wasStarting = this.startPromise;
      this.status = 'closing';
      // Deliveries already being received finish (they are answered once stored); new ones get 503.
      await settleIntake();
      await wasStarting?.catch(() => undefined);
      await this.handling.stop(timeoutMs);
      clearInterval(this.pruneTimer);
      await this.store.close();
      this.status = 'closed';
    }
    if (this.observation) await withTimeout(this.observation.idle(), timeoutMs);
  }

  /** Removes expired idempotency keys and old handled events now. */
  prune(): Promise<{ keys: number; records: number }> {
    return pruneInbox(this.store, this.settings.retention, this.settings.clock.now());
  }

  /** The receiver as a health check sees it; `refusals` are the intake's counts. */
  async health(refusals: Readonly<Record<string, number>>): Promise<HealthReport> {
    const { store, handling } = this;
    const { status, startError } = this;
    const report: HealthReport = {
      ok: false,
      status: status === 'new' ? (startError ? 'failed' : 'starting') : status,
      store: { kind: store.kind, up: false },
      worker: handling.health(),
      refusals,
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
