// The optional backpressure bound (createReceiver's `backpressure`): while more events are pending in the store than
// maxPending, deliveries are answered 503 (the provider sends them again; never a 4xx). The backlog is read from the
// store at most once per recheckMs, one read shared by the deliveries arriving meanwhile.
import { ConfigError } from '../errors.js';
import type { Backlog } from './instrumentation.js';

export interface BackpressureOptions {
  /** Answer 503 while more events than this are pending (in the store, all processes). */
  maxPending: number;
  /** How long one read of the backlog stands. Default 1000 ms; 0 reads it for every delivery. */
  recheckMs?: number;
}

export function checkBackpressure(value: unknown): Required<BackpressureOptions> | null {
  if (value === undefined || value === null || value === false) return null;
  const { maxPending, recheckMs = 1000 } = (value ?? {}) as BackpressureOptions;
  if (typeof maxPending !== 'number' || !Number.isInteger(maxPending) || maxPending <= 0)
    throw new ConfigError(
      'backpressure.maxPending',
      `backpressure.maxPending must be a positive integer (events pending before deliveries get 503), got ${JSON.stringify(maxPending)}`,
    );
  if (typeof recheckMs !== 'number' || !Number.isFinite(recheckMs) || recheckMs < 0)
    throw new ConfigError(
      'backpressure.recheckMs',
      `backpressure.recheckMs must be a number ≥ 0, got ${JSON.stringify(recheckMs)}`,
    );
  return { maxPending, recheckMs };
}

export class Backpressure {
  private pending = 0;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly options: Required<BackpressureOptions>,
    private readonly read: () => Promise<Backlog>,
  ) {}

  /** Whether a delivery arriving now is to be answered 503. A backlog that cannot be read sheds nothing. */
  async overloaded(): Promise<boolean> {
    if (performance.now() - this.readAt >= this.options.recheckMs) {
      this.reading ??= this.read()
        .then(
          (backlog) => {
            this.pending = backlog.pending;
            this.readAt = performance.now();
          },
          () => {
            this.pending = 0;
          },
        )
        .finally(() => (this.reading = null));
      await this.reading;
    }
    return this.pending > this.options.maxPending;
  }
}
