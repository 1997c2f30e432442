// The one interface through which the receiver reports what happens to deliveries and events, for metrics
// (telemetry/prometheus.ts) and traces (telemetry/opentelemetry.ts), or an application's own. The receiver, the
// worker and the stores call it at their events; each method is optional, and an instrumentation that throws is
// ignored: it never changes an answer nor the outcome of an event.
import type { StoredDelivery } from '../core/request.js';
import { ConfigError } from '../errors.js';

/** How a delivery was answered, one per request. */
export type ReceivedOutcome =
  /** Stored (2xx): a new event, a dead letter or an ignored message. */
  | 'accepted'
  /** A copy of an event already stored (2xx), not stored again. */
  | 'duplicate'
  /** Failed the static header, parked by auth.quarantine (202). */
  | 'quarantined'
  /** Not JSON: kept as a dead letter, answered 400. */
  | 'not_json'
  /** Refused: not a POST (405), or the static header missing or wrong (401). */
  | 'refused'
  /** Over maxBodyBytes (413), kept as a dead letter. */
  | 'too_large'
  /** The body did not arrive in time (408). */
  | 'timeout'
  /** The store could not take it, or the receiver is closing (503): the provider sends it again. */
  | 'unavailable'
  /** More events pending than backpressure.maxPending (503): the provider sends it again. */
  | 'overloaded'
  /** The sender went away before the body arrived: nothing to answer. */
  | 'aborted';

/** How one run of an event's handlers ended. */
export type HandledOutcome = 'handled' | 'retry' | 'dead';

/** An event as the worker runs it: identifiers only. */
export interface EventIdentity {
  /** The inbox id. */
  id: string;
  /** The event name (topic); '' when the stored delivery has none. */
  topic: string;
  /** The event's dedupe key: the same for every copy of one event, on whichever process it is received or run. */
  idempotencyKey: string | null;
  /** This run's number (1-based). */
  attempt: number;
}

/** What the receiver knows of a stored delivery when it answers. */
export type { StoredDelivery };

/** The inbox's backlog, read from the store with one cheap query. */
export interface Backlog {
  /** Events waiting to be handled (in flight and waiting for a retry included). */
  pending: number;
  /** Age in seconds of the oldest pending event (0 when none is pending). */
  oldestPendingAgeSeconds: number;
  /** Pending events whose last run failed and which wait for their retry. */
  retriesWaiting: number;
}

export interface BacklogSource {
  backlog(): Promise<Backlog>;
}

export interface ReceiverInstrumentation {
  /** Called once by createReceiver with the way to read the inbox's backlog (for gauges read at scrape time). */
  attach?(source: BacklogSource): void;
  /** Wraps the receiving of one delivery (a span around it). */
  receiving?<T>(run: () => Promise<T>): Promise<T>;
  /** A delivery was answered (called inside `receiving`). */
  received?(outcome: ReceivedOutcome, stored: StoredDelivery | null): void;
  /** The worker took an event to run. */
  claimed?(event: EventIdentity): void;
  /** Wraps the run of an event's handlers: they run inside it (a span whose context the handlers inherit). */
  handling?<T>(event: EventIdentity, run: () => Promise<T>): Promise<T>;
  /** A run ended (called inside `handling`). */
  handled?(event: EventIdentity, outcome: HandledOutcome, durationSeconds: number): void;
  /** An event became a dead letter, at receipt (not_json, too_large, invalid_payload) or after its runs. */
  deadLettered?(reason: string, topic: string | null): void;
  /** This process took over an event whose lease another process had let expire (PostgreSQL). */
  leaseTakenOver?(topic: string | null): void;
  /** The store failed (a lost connection, a timeout, a refused statement). */
  databaseError?(operation: string): void;
}

/** What createReceiver's `instrumentation` option takes: one, several, or none. */
export type InstrumentationOption = ReceiverInstrumentation | readonly ReceiverInstrumentation[] | undefined | null;

/** Every method present; the calls go to each instrumentation in turn, and one that throws is skipped. */
export type Instruments = Required<ReceiverInstrumentation>;

const quietly = (fn: () => void) => {
  try {
    fn();
  } catch {
    // an instrumentation never changes what the receiver does
  }
};

/** Nests run inside each wrapper in turn; a wrapper that fails before running it is passed over. */
function wrapWith<T>(wrappers: readonly ((run: () => Promise<T>) => Promise<T>)[], run: () => Promise<T>): Promise<T> {
  return wrappers.reduceRight<() => Promise<T>>((inner, wrap) => {
    return () => {
      let started = false;
      const once = () => {
        started = true;
        return inner();
      };
      try {
        return wrap(once);
      } catch (error) {
        if (started) throw error;
        return inner();
      }
    };
  }, run)();
}

export function checkInstrumentation(value: unknown): readonly ReceiverInstrumentation[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  list.forEach((item, i) => {
    if (!item || typeof item !== 'object')
      throw new ConfigError(
        `instrumentation${Array.isArray(value) ? `[${i}]` : ''}`,
        `instrumentation${Array.isArray(value) ? `[${i}]` : ''} must be an object such as prometheusMetrics() or openTelemetry(), got ${JSON.stringify(item)}`,
      );
  });
  return list as readonly ReceiverInstrumentation[];
}

export function instrumentsOf(list: readonly ReceiverInstrumentation[]): Instruments {
  const each =
    <K extends keyof ReceiverInstrumentation>(key: K) =>
    (...args: unknown[]) => {
      for (const item of list) {
        const fn = item[key] as ((...a: unknown[]) => void) | undefined;
        if (fn) quietly(() => fn.apply(item, args));
      }
    };
  const receivingWrappers: (<T>(run: () => Promise<T>) => Promise<T>)[] = [];
  const handlingWrappers: ReceiverInstrumentation[] = [];
  for (const i of list) {
    if (typeof i.receiving === 'function') receivingWrappers.push((run) => i.receiving!(run));
    if (typeof i.handling === 'function') handlingWrappers.push(i);
  }
  return {
    attach: each('attach'),
    receiving: (run) => wrapWith(receivingWrappers, run),
    received: each('received'),
    claimed: each('claimed'),
    handling: (event, run) =>
      wrapWith(
        handlingWrappers.map((i) => (inner) => i.handling!(event, inner)),
        run,
      ),
    handled: each('handled'),
    deadLettered: each('deadLettered'),
    leaseTakenOver: each('leaseTakenOver'),
    databaseError: each('databaseError'),
  } as Instruments;
}

/** How a reply's status tells the outcome of a delivery. */
export function outcomeOfStatus(status: number | null, duplicate: boolean, overloaded: boolean): ReceivedOutcome {
  if (status === null) return 'aborted';
  if (status === 202) return 'quarantined';
  if (status >= 200 && status < 300) return duplicate ? 'duplicate' : 'accepted';
  if (status === 400) return 'not_json';
  if (status === 401 || status === 405) return 'refused';
  if (status === 413) return 'too_large';
  if (status === 408) return 'timeout';
  return overloaded ? 'overloaded' : 'unavailable';
}
