// The error design of every @trs package: a base class with a stable `code` (switch on it), a message that says what
// to do, and typed `details`. @trs/client and @trs/webhooks build their errors on it.
import type { Issue } from './issues.js';

/**
 * The base of every error the @trs packages throw. `code` is stable across versions; `message` says what happened and
 * what to do; `details` holds the facts, typed per class. `name` is the class name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the details of an error that has none
export class TrsError<Code extends string = string, Details extends object = {}> extends Error {
  readonly code: Code;
  readonly details: Details;

  constructor(code: Code, message: string, details: Details, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

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
