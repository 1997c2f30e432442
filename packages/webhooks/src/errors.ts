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
  readonly store: 'pglite' | 'postgres' | 'memory' | null;
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

/** Passed to onError: a handler threw (TRS_HANDLER_FAILED) or the payload failed validation (TRS_INVALID_PAYLOAD). */
export class HandlerError<
  Code extends 'TRS_HANDLER_FAILED' | 'TRS_INVALID_PAYLOAD' = 'TRS_HANDLER_FAILED' | 'TRS_INVALID_PAYLOAD',
> extends TrsError<Code, HandlerErrorDetails> {
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

/** Every error a receiver reports to onError or rejects with at run time; switch on `code`. */
export type WebhooksError = StoreError | HandlerError | ReceiverError | DocumentError | UnknownEventError;

/** Every code of @trs/webhooks. */
export type WebhooksErrorCode = WebhooksError['code'] | ConfigError['code'];
