// Errors of @trs/webhooks: each has a stable `code` and a message that says what to do.

export type WebhooksErrorCode =
  | 'TRS_WEBHOOKS_CONFIG'
  | 'TRS_UNKNOWN_EVENT'
  | 'TRS_STORE_UNAVAILABLE'
  | 'TRS_STORE_LOCKED'
  | 'TRS_STORE_CORRUPT'
  | 'TRS_STORE_NO_SQL'
  | 'TRS_RECEIVER_CLOSED'
  | 'TRS_HANDLER_FAILED'
  | 'TRS_INVALID_PAYLOAD'
  | 'TRS_BODY_ALREADY_READ'
  | 'TRS_DOCUMENT_NOT_A_DOCUMENT'
  | 'TRS_DOCUMENT_URL_NOT_HTTPS'
  | 'TRS_DOCUMENT_FETCH_FAILED'
  | 'TRS_DOCUMENT_INVALID_BASE64'
  | 'TRS_DOCUMENT_TOO_LARGE';

export class WebhooksError extends Error {
  readonly code: WebhooksErrorCode;
  constructor(code: WebhooksErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhooksError';
    this.code = code;
  }
}

/** Bad options given to createReceiver() or another public function. */
export class ConfigError extends WebhooksError {
  constructor(message: string, code: WebhooksErrorCode = 'TRS_WEBHOOKS_CONFIG') {
    super(code, message);
    this.name = 'ConfigError';
  }
}

/** The inbox store cannot be reached or used. Deliveries are answered 503 meanwhile, so the provider retries. */
export class StoreError extends WebhooksError {
  constructor(code: Extract<WebhooksErrorCode, `TRS_STORE_${string}`>, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'StoreError';
  }
}

export class DocumentError extends WebhooksError {
  constructor(
    code: Extract<WebhooksErrorCode, `TRS_DOCUMENT_${string}`>,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.name = 'DocumentError';
  }
}

/** Passed to onError: a handler threw (or the payload failed validation) for one event. */
export class HandlerError extends WebhooksError {
  constructor(
    code: 'TRS_HANDLER_FAILED' | 'TRS_INVALID_PAYLOAD',
    message: string,
    readonly details: {
      eventId: string;
      eventName: string;
      idempotencyKey: string | null;
      attempt: number;
      /** Whether the event will be tried again; false means it is now in the dead-letter store. */
      willRetry: boolean;
      retryAt?: Date;
    },
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.name = 'HandlerError';
  }
}
