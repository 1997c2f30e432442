import type { Issue } from './issues.js';

/** Thrown by assert.X(value): the value broke the contract. Lists every issue, not only the first. */
export class ValidationError extends Error {
  readonly code = 'TRS_VALIDATION_FAILED';
  readonly validator: string;
  readonly issues: Issue[];

  constructor(validator: string, issues: Issue[]) {
    super(`${validator} is invalid: ${issues.map((i) => i.message).join('; ')}. Correct these fields and try again.`);
    this.name = 'ValidationError';
    this.validator = validator;
    this.issues = issues;
  }
}
