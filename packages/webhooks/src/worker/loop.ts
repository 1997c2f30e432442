// The processing half's scheduler: keeps up to `concurrency` events in hand, claims more when a slot frees or
// new events arrive (or every pollIntervalMs, for events received by another process or due for a retry).
//
// A suspect (an event whose previous run never ended: the process died while it ran, maybe because of it) runs
// alone: the loop gives back what it claimed with it, stops claiming, lets the events in hand finish, then runs the
// suspect with nothing beside it; then the next one. So only the event that takes the process down keeps losing attempts until it is a `crashed` dead
// letter; events that merely ran next to it lost one attempt, and then run normally.
import type { Claim, InboxRecord, StoreDriver } from '../store/types.js';

export interface WorkerLoopOptions {
  concurrency: number;
  pollIntervalMs: number;
  maxAttempts: number;
  /** Events that became `crashed` dead letters while claiming. */
  onCrashed(record: InboxRecord): void;
}

interface InFlight {
  claim: Claim;
  abort: AbortController;
  done: Promise<void>;
}

export class WorkerLoop {
  private readonly inflight = new Map<string, InFlight>();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private idleWaiters: (() => void)[] = [];
  private errorStreak = 0;
  /** Claimed suspects waiting for the events in hand to finish. */
  private suspects: Claim[] = [];
  private suspectRunning = false;
  private lastClaimError: unknown;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly store: () => StoreDriver,
    private readonly run: (claim: Claim, signal: AbortSignal) => Promise<void>,
    private readonly options: WorkerLoopOptions,
    private readonly onLoopError: (error: unknown, first: boolean) => void,
  ) {}

  get active(): number {
    return this.inflight.size;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Why the last attempt to claim events failed (another process holds the store's worker lock, say); undefined once one succeeds. */
  get claimError(): unknown {
    return this.lastClaimError;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // Events stored by another process wake this loop at once where the store can tell (PostgreSQL's NOTIFY).
    this.unsubscribe = this.store().subscribe?.(() => this.wake());
    this.loop = this.main();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Resolves the next time the loop found nothing to claim while nothing was in flight. */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.wake();
    });
  }

  private async main(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      let free = 0;
      try {
        const store = this.store();
        if (this.suspects.length || this.suspectRunning) {
          if (this.inflight.size === 0 && this.suspects.length) {
            this.suspectRunning = true;
            this.launch(this.suspects.shift()!, () => (this.suspectRunning = false));
          }
          await this.sleep(this.options.pollIntervalMs);
          continue;
        }
        free = Math.min(this.options.concurrency, store.claimConcurrency) - this.inflight.size;
        if (free > 0) {
          const exclude = [...this.inflight.keys(), ...this.suspects.map((c) => c.event.id)];
          const { claims, crashed } = await store.claim(free, exclude, this.options.maxAttempts);
          claimed = claims.length + crashed.length;
          for (const record of crashed) this.options.onCrashed(record);
          const suspect = claims.find((claim) => claim.previousRunCrashed);
          if (suspect) {
            // one suspect at a time, alone: the others go back, their attempt uncounted (suspects stay marked)
            this.suspects.push(suspect);
            for (const claim of claims)
              if (claim !== suspect) await claim.release({ suspect: claim.previousRunCrashed });
          } else for (const claim of claims) this.launch(claim);
        }
        this.errorStreak = 0;
        this.lastClaimError = undefined;
      } catch (error) {
        this.errorStreak += 1;
        this.lastClaimError = error;
        this.onLoopError(error, this.errorStreak === 1);
        await this.sleep(Math.min(5000, 100 * 2 ** Math.min(this.errorStreak, 6)));
        continue;
      }
      if (!this.running) break;
      if (claimed > 0 && this.inflight.size < this.options.concurrency) continue;
      if (claimed === 0 && this.inflight.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      await this.sleep(this.options.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      // Yield one turn of the event loop, so that handlers finishing together free their slots together.
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private launch(claim: Claim, after?: () => void): void {
    const abort = new AbortController();
    const id = claim.event.id;
    const done = this.run(claim, abort.signal)
      .catch((error) => this.onLoopError(error, true))
      .finally(() => {
        this.inflight.delete(id);
        after?.();
        this.wake();
      });
    this.inflight.set(id, { claim, abort, done });
  }

  /**
   * Stops claiming, waits up to timeoutMs for the events in hand, then aborts the rest and gives them back to the
   * store untouched (they are handled on the next start, or by another process).
   */
  async stop(timeoutMs: number): Promise<{ finished: number; released: number }> {
    this.running = false;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
    const pending = [...this.inflight.values()];
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(pending.map((p) => p.done)),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    for (const claim of this.suspects.splice(0)) await claim.release().catch(() => undefined);
    const left = [...this.inflight.values()];
    for (const entry of left) {
      entry.abort.abort(new Error('the receiver is shutting down'));
      await entry.claim.release().catch(() => undefined);
    }
    for (const resolve of this.idleWaiters.splice(0)) resolve();
    return { finished: pending.length - left.length, released: left.length };
  }
}
