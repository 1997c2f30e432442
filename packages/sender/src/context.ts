// What the parts of one sender share: its rules, clock and fetch, the requests in flight, its observers, whether it
// is closed; and what it keeps of each delivery beside the public record.
import type { Activity } from './activity.js';
import type { SenderClock } from './clock.js';
import type { Emit } from './observers.js';
import type { FetchLike, StaticHeaderOption } from './options.js';
import type { DeliveryPlan } from './rules.js';
import type { AttemptRecord, DeliveryRecord } from './types.js';

export interface SenderContext {
  readonly plan: DeliveryPlan;
  readonly clock: SenderClock;
  readonly fetch: FetchLike;
  /** The requests in flight, aborted by close(). */
  readonly aborts: Set<AbortController>;
  readonly emit: Emit;
  readonly activity: Activity;
  closed(): boolean;
}

/** One delivery as the sender keeps it. */
export interface Internal {
  record: DeliveryRecord;
  /** The headers of every request, the static header's value included. */
  headers: Record<string, string>;
  header: StaticHeaderOption | null;
  /** The clock's timer of the next attempt, while stored. */
  timer: unknown;
  resolve: (record: DeliveryRecord) => void;
  attempted: (attempt: AttemptRecord) => void;
}

export function setState(context: SenderContext, internal: Internal, state: DeliveryRecord['state']): void {
  internal.record.state = state;
  internal.record.updatedAt = context.clock.now();
  context.emit('state', internal.record);
  if (state === 'delivered' || state === 'dead') internal.resolve(internal.record);
}
