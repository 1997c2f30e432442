// The errors of the validators, on the error design of every @trs package (TrsError, from @trs/shared, re-exported
// here as before).
import { TrsError } from '@trs/shared';
import type { Issue } from './issues.js';

export { TrsError };

export interface ValidationErrorDetails {
  /** The validator that refused the value (Application, UpdateApplicantEvent, …). */
  readonly validator: string;
  /** Every issue, not only the first. */
  readonly issues: readonly Issue[];
}

/** A value broke the contract (assert.X, assertSentEvent, a body a client was about to send). Lists every issue. */
export class ValidationError extends TrsError<'TRS_VALIDATION_FAILED', ValidationErrorDetails> {
  constructor(validator: string, issues: readonly Issue[]) {
    super(
      'TRS_VALIDATION_FAILED',
      `${validator} is invalid: ${issues.map((i) => i.message).join('; ')}. Correct these fields and try again.`,
      { validator, issues },
    );
  }

  get validator(): string {
    return this.details.validator;
  }

  get issues(): readonly Issue[] {
    return this.details.issues;
  }
}

export interface ConfigErrorDetails {
  /** The option at fault, as the caller wrote it (`baseUrl`, `worker.concurrency`, `WEBHOOK_HEADER_VALUES`). */
  readonly option: string;
}

/** An option of createClient, createReceiver or another entry point cannot be worked with. Nothing was started or sent. */
export class ConfigError extends TrsError<'TRS_INVALID_CONFIG', ConfigErrorDetails> {
  constructor(option: string, message: string) {
    super('TRS_INVALID_CONFIG', message, { option });
  }
}
