// Errors of @trs/webhooks, on the one design of every @trs package (TrsError: a stable `code`, a message that says
// what to do, typed `details`). A bad option of createReceiver or a store is the shared ConfigError (TRS_INVALID_CONFIG).
import { ConfigError, TrsError } from '@trs/validators';

export { ConfigError, TrsError };

/** on(name) or register() named something that is not a dispatched event of the contract. */
export class UnknownEventError extends TrsError<
  'TRS_UNKNOWN_EVENT',
  { readonly eventName: string; readonly ignored: boolean }
> {
  constructor(eventName: string, ignored: boolean, known: readonly string[]) {
    super(
      'TRS_UNKNOWN_EVENT',
      ignored
        ? `${eventName} is recorded as ignored by the contract (x-dispatch.ignored) and is never dispatched: remove its handler`
        : `${JSON.stringify(eventName)} is not an event of the contract: check the name; known: ${known.join(', ')}`,
      { eventName, ignored },
    );
  }
}

export type StoreErrorCode = 'TRS_STORE_UNAVAILABLE' | 'TRS_STORE_LOCKED' | 'TRS_STORE_CORRUPT' | 'TRS_STORE_NO_SQL';

export interface StoreErrorDetails {
  /** The kind of store, when known. */
  readonly store: 'sqlite' | 'postgres' | 'memory' | null;
}

/** The inbox store cannot be reached or used. Deliveries are answered 503 meanwhile, so the provider retries. */
export class StoreError<Code extends StoreErrorCode = StoreErrorCode> extends TrsError<Code, StoreErrorDetails> {
  constructor(code: Code, message: string, details: StoreErrorDetails, options?: { cause?: unknown }) {
    super(code, message, details, options);
  }
}

export type DocumentErrorCode =
  | 'TRS_DOCUMENT_NOT_A_DOCUMENT'
  | 'TRS_DOCUMENT_URL_NOT_HTTPS'
  | 'TRS_DOCUMENT_FETCH_FAILED'
  | 'TRS_DOCUMENT_INVALID_BASE64'
  | 'TRS_DOCUMENT_TOO_LARGE';

export interface DocumentErrorDetails {
  /** data.fileName of the event, when known. */
  readonly fileName: string | null;
  /** The HTTP status of a failed fetch of the presigned URL. */
  readonly status: number | null;
  /** The limit a too large document broke. */
  readonly maxBytes: number | null;
}

/** openDocument / saveDocument could not deliver the document of an uploadPartnerDocument event. */
export class DocumentError<Code extends DocumentErrorCode = DocumentErrorCode> extends TrsError<
  Code,
  DocumentErrorDetails
> {
  constructor(code: Code, message: string, details: Partial<DocumentErrorDetails> = {}) {
    super(code, message, { fileName: null, status: null, maxBytes: null, ...details });
  }
}

export interface HandlerErrorDetails {
  readonly eventId: string;
  readonly eventName: string;
  readonly idempotencyKey: string | null;
  readonly attempt: number;
  /** Whether the event will be tried again; false means it is now in the dead-letter store. */
  readonly willRetry: boolean;
  readonly retryAt?: Date;
}

export type HandlerErrorCode = 'TRS_HANDLER_FAILED' | 'TRS_HANDLER_CRASHED' | 'TRS_INVALID_PAYLOAD';

/**
 * Passed to onError: a handler threw (TRS_HANDLER_FAILED), its runs all took the process down (TRS_HANDLER_CRASHED),
 * or the payload failed validation (TRS_INVALID_PAYLOAD).
 */
export class HandlerError<Code extends HandlerErrorCode = HandlerErrorCode> extends TrsError<
  Code,
  HandlerErrorDetails
> {
  constructor(code: Code, message: string, details: HandlerErrorDetails, options?: { cause?: unknown }) {
    super(code, message, details, options);
  }
}

export type ReceiverErrorCode = 'TRS_RECEIVER_CLOSED' | 'TRS_BODY_ALREADY_READ' | 'TRS_DRAIN_TIMEOUT';

export interface ReceiverErrorDetails {
  /** Events still waiting to be handled (drain). */
  readonly pending: number | null;
}

/** The receiver cannot do what was asked: it is closed, a body parser ran before it, or drain() ran out of time. */
export class ReceiverError<Code extends ReceiverErrorCode = ReceiverErrorCode> extends TrsError<
  Code,
  ReceiverErrorDetails
> {
  constructor(code: Code, message: string, details: ReceiverErrorDetails = { pending: null }) {
    super(code, message, details);
  }
}

export type DeliveryErrorCode = 'TRS_DELIVERY_REFUSED' | 'TRS_DELIVERY_QUARANTINED' | 'TRS_BODY_TOO_LARGE';

export interface DeliveryErrorDetails {
  /** The answer given: 401, 405, 413, or 202 (quarantined). */
  readonly status: number;
  /** missing, wrong_value, repeated (the static header), method, too_large. */
  readonly reason: string;
  /** The header checked (never its value). */
  readonly header: string | null;
  readonly path: string | null;
  readonly remoteAddress: string | null;
  readonly userAgent: string | null;
  /** How many deliveries this process refused so far (all reasons). */
  readonly refusals: number;
  /** The inbox id of what was kept (a quarantined delivery, the dead letter of a body over the cap). */
  readonly id: string | null;
  /** What the delivery said about itself (a body over the cap, a quarantined one): tenancy, topic, document. */
  readonly envelope: Readonly<Record<string, unknown>> | null;
  /** Body size and cap (413). */
  readonly bytes: number | null;
  readonly limit: number | null;
}

/** A delivery the receiver refused (the provider drops it for good), quarantined, or found over the body cap. */
export class DeliveryError<Code extends DeliveryErrorCode = DeliveryErrorCode> extends TrsError<
  Code,
  DeliveryErrorDetails
> {
  constructor(code: Code, message: string, details: DeliveryErrorDetails) {
    super(code, message, details);
  }
}

export interface WorkerErrorDetails {
  /** The worker process's exit code and signal. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** Times it was started again so far. */
  readonly restarts: number;
  /** The next start, in ms. */
  readonly restartInMs: number;
  /** Events whose run it left unfinished (they count an attempt; see TRS_HANDLER_CRASHED). */
  readonly running: readonly { readonly id: string; readonly eventName: string | null; readonly attempt: number }[];
}

/** The isolated worker process died (deliveries are still received); it is started again after a delay. */
export class WorkerError extends TrsError<'TRS_WORKER_EXITED', WorkerErrorDetails> {
  constructor(message: string, details: WorkerErrorDetails) {
    super('TRS_WORKER_EXITED', message, details);
  }
}

export interface LeaseLostDetails {
  readonly eventId: string;
}

/**
 * A run of an event lost its claim (PostgreSQL: its lease expired while the process hung or could not reach the
 * database, and another process took the event over): its ctx.transaction() and its outcome are refused, so the
 * effects of the run that took over are the only ones.
 */
export class LeaseLostError extends TrsError<'TRS_LEASE_LOST', LeaseLostDetails> {
  constructor(eventId: string, why: string) {
    super(
      'TRS_LEASE_LOST',
      `event ${eventId}: this run lost its lease (${why}); its writes and its outcome are refused, the run that took it over counts`,
      { eventId },
    );
  }
}

/** Every error a receiver reports to onError or rejects with at run time; switch on `code`. */
export type WebhooksError =
  | StoreError
  | HandlerError
  | ReceiverError
  | DocumentError
  | UnknownEventError
  | DeliveryError
  | WorkerError
  | LeaseLostError;

/** Every code of @trs/webhooks. */
export type WebhooksErrorCode = WebhooksError['code'] | ConfigError['code'];
