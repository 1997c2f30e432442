// Group commit: records that arrive while a batch is being written wait and go together in the next one, so one
// durable commit (one fsync) serves many deliveries. No timer: an idle receiver writes a lone record at once.
//
// A store may write several batches at once (PostgreSQL: one per ingest connection). Another batch of small records
// goes out beside one being written only when a full batch is waiting (FULL_BATCH records), the batches being written
// carry large bodies, or the last one has been on its way for holdMs (it may wait on a lock another process holds):
// several half-empty batches cost a round trip and a commit each, in this process and in the database, for what one
// batch does, and a busy receiver's time per delivery is mostly that cost.
import type { InsertOutcome, NewInboxRecord, StoreDriver } from '../store/types.js';

/** Records waiting that make a batch worth writing beside one already being written. */
export const FULL_BATCH = 64;
/** A batch of this many bytes or more is large: it does not hold the next one back. */
const LARGE_BATCH_BYTES = 1024 * 1024;
/** How long a batch of small records holds the next one back at most, in ms (the default of holdMs). */
export const HOLD_MS = 100;

interface Waiting {
  record: NewInboxRecord;
  bytes: number;
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  private queue: Waiting[] = [];
  private inflight = 0;
  /** Batches being written that carry no large body. */
  private inflightSmall = 0;
  /** When the last batch of small records went out (performance.now()). */
  private lastSmallAt = 0;
  private holdTimer: NodeJS.Timeout | undefined;
  private scheduled = false;
  private drained: (() => void)[] = [];
  constructor(
    private readonly store: () => StoreDriver,
    private readonly horizonMs: number,
    private readonly onCommitted?: (records: NewInboxRecord[], outcomes: InsertOutcome[]) => void,
    private readonly maxRows = 256,
    private readonly maxBytes = 8 * 1024 * 1024,
    private readonly holdMs = HOLD_MS,
  ) {}

  submit(record: NewInboxRecord): Promise<InsertOutcome> {
    return new Promise((resolve, reject) => {
      const bytes = Buffer.isBuffer(record.body) ? record.body.length : 0;
      this.queue.push({ record, bytes, resolve, reject });
      // Wait for the end of this turn of the event loop: every request whose body completed in the same turn joins
      // the batch. (An embedded engine runs on this thread; without this each request would go alone.)
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  get busy(): boolean {
    return this.inflight > 0 || this.queue.length > 0 || this.scheduled;
  }

  /** Resolves when nothing is queued or being written. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  private pump(): void {
    let store: StoreDriver;
    try {
      store = this.store();
    } catch (error) {
      for (const waiting of this.queue.splice(0)) waiting.reject(error);
      this.settle();
      return;
    }
    const held = () =>
      this.inflightSmall > 0 &&
      this.queue.length < Math.min(FULL_BATCH, this.maxRows) &&
      performance.now() - this.lastSmallAt < this.holdMs;
    while (this.queue.length && this.inflight < Math.max(1, store.insertConcurrency) && !held()) {
      const batch: Waiting[] = [];
      let bytes = 0;
      let large = false;
      while (
        this.queue.length &&
        batch.length < this.maxRows &&
        (batch.length === 0 || bytes + this.queue[0]!.bytes <= this.maxBytes)
      ) {
        const next = this.queue.shift()!;
        bytes += next.bytes;
        if (!Buffer.isBuffer(next.record.body)) large = true;
        batch.push(next);
      }
      if (bytes >= LARGE_BATCH_BYTES) large = true;
      this.inflight += 1;
      if (!large) {
        this.inflightSmall += 1;
        this.lastSmallAt = performance.now();
      }
      const records = batch.map((w) => w.record);
      store
        .insert(records, { horizonMs: this.horizonMs })
        .then(
          (outcomes) => {
            batch.forEach((w, i) => w.resolve(outcomes[i]!));
            this.onCommitted?.(records, outcomes);
          },
          (error) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          this.inflight -= 1;
          if (!large) this.inflightSmall -= 1;
          this.pump();
          this.settle();
        });
    }
    // Held back behind a batch still on its way: look again when the hold ends (one timer, not one per record).
    if (this.queue.length && this.inflight < Math.max(1, store.insertConcurrency) && !this.holdTimer) {
      this.holdTimer = setTimeout(
        () => {
          this.holdTimer = undefined;
          this.pump();
        },
        Math.max(1, this.holdMs - (performance.now() - this.lastSmallAt)),
      );
      this.holdTimer.unref();
    }
  }

  private settle(): void {
    if (this.busy) return;
    for (const resolve of this.drained.splice(0)) resolve();
  }
}

export const TIMED_OUT = Symbol('timed out');

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
