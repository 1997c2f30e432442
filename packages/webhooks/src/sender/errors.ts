// Errors of the webhook sender: a stable `code` and a message that says what to do.

export type SenderErrorCode = 'TRS_SENDER_CONFIG' | 'TRS_SENDER_CLOSED';

export class SenderError extends Error {
  readonly code: SenderErrorCode;
  constructor(code: SenderErrorCode, message: string) {
    super(message);
    this.name = 'SenderError';
    this.code = code;
  }
}
