// The records the sender keeps of every delivery: one per payload sent, one attempt per try of the provider's
// schedule (up to 15), one request per URL and inner retry. Times from the sender's clock are ms since the epoch.
import type { Verdict } from './rules.js';

/** The states of provider spec 3.4: raised (first attempt running), delivered, stored (waiting to retry), dead. */
export type DeliveryState = 'raised' | 'delivered' | 'stored' | 'dead';

export interface RequestRecord {
  readonly deliveryId: string;
  readonly url: string;
  /** 1 to 15: the attempt this request belongs to. */
  readonly attempt: number;
  /** 0 for the attempt's own request, 1 to 3 for its inner retries. */
  readonly try: number;
  readonly startedAt: number;
  readonly durationMs: number;
  /** The receiver's HTTP status, or null when there was no answer. */
  readonly status: number | null;
  /** Why there was no answer: no answer within the timeout, or the connection failed (refused, reset, closed). */
  readonly failure: 'timeout' | 'connection' | null;
  /** What happened, in words (the status, or the error). */
  readonly message: string;
  readonly verdict: Verdict;
  /** Whether an inner retry followed this request at once. */
  readonly retriedAtOnce: boolean;
}

export interface UrlOutcome {
  readonly url: string;
  /** The verdict of the last request to this URL in the attempt. */
  verdict: Verdict | 'pending';
  readonly requests: RequestRecord[];
}

export interface AttemptRecord {
  readonly deliveryId: string;
  /** 1 to 15. */
  readonly number: number;
  readonly startedAt: number;
  finishedAt: number | null;
  /** The timeout of each request of this attempt. */
  readonly timeoutMs: number;
  readonly urls: UrlOutcome[];
  /** delivered, retry (stored for the next attempt), dead; null while running. */
  result: 'delivered' | 'retry' | 'dead' | null;
}

export interface DeliveryRecord {
  readonly id: string;
  /** What the caller called it (an event name, say). */
  readonly label: string | null;
  readonly urls: readonly string[];
  /** The headers of every request; the static header's value is shown as "(set)". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  state: DeliveryState;
  readonly createdAt: number;
  updatedAt: number;
  readonly attempts: AttemptRecord[];
  /** When the next attempt runs (state stored), else null. */
  nextAttemptAt: number | null;
  /** Why the payload is dead, in words, else null. */
  deadReason: string | null;
  /** URLs that rejected the payload for good (only with permanentFailureScope url; then they are not called again). */
  readonly rejectedUrls: string[];
}

export interface SenderEvents {
  /** Every HTTP request, when its answer (or failure) is known. */
  request: (request: RequestRecord, delivery: DeliveryRecord) => void;
  /** Every attempt, when every URL has answered, failed or timed out, with its result. */
  attempt: (attempt: AttemptRecord, delivery: DeliveryRecord) => void;
  /** Every change of a delivery's state (raised on send, then delivered, stored or dead). */
  state: (delivery: DeliveryRecord) => void;
}
