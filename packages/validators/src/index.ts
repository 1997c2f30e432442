// @trs/validators: ahead-of-time compiled validators and the types of every body, answer and message of the contract.
import * as compiled from './standalone.gen.js';
import {
  eventValidators,
  sentEventValidators,
  sentFields,
  validatorNames,
  type EventName,
  type EventPayloadMap,
  type ValidatorName,
} from './catalog.gen.js';
import { ValidationError } from './errors.js';
import { toIssues, type Issue } from './issues.js';
import { missingFieldWords } from './sent-fields.js';
import type { ValidatedTypes } from './types.gen.js';

export type * from './types.gen.js';
export {
  validatorNames,
  requestBodyValidators,
  responseValidators,
  eventValidators,
  patternDescriptions,
  sentFields,
  type ValidatorName,
  type EventName,
  type EventPayloadMap,
} from './catalog.gen.js';
export {
  TrsError,
  ValidationError,
  ConfigError,
  type ValidationErrorDetails,
  type ConfigErrorDetails,
} from './errors.js';
export type { Issue } from './issues.js';
export { printable, printableLines } from './printable.js';
export type { SentFieldList, SentFieldGroup, SentCondition } from './sent-fields.js';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** Validates without throwing. The value is never changed (no coercion, no defaults, nothing removed). */
export type Validate<T> = (value: unknown) => ValidationResult<T>;
/** Returns the value, typed, or throws a ValidationError listing every issue. */
export type Assert<T> = (value: unknown) => T;

type CompiledValidator = ((value: unknown) => boolean) & { errors?: Parameters<typeof toIssues>[0] };
const compiledByName = compiled as unknown as Record<string, CompiledValidator>;

function run<T>(check: CompiledValidator, value: unknown): ValidationResult<T> {
  return check(value) ? { ok: true, value: value as T } : { ok: false, issues: toIssues(check.errors) };
}

function makeValidate<N extends ValidatorName>(name: N): Validate<ValidatedTypes[N]> {
  const check = compiledByName[name]!;
  return (value) => run(check, value);
}

function makeAssert<N extends ValidatorName>(name: N): Assert<ValidatedTypes[N]> {
  const validateOne = makeValidate(name);
  return (value) => {
    const result = validateOne(value);
    if (!result.ok) throw new ValidationError(name, result.issues);
    return result.value;
  };
}

export const validate = Object.fromEntries(validatorNames.map((name) => [name, makeValidate(name)])) as {
  readonly [N in ValidatorName]: Validate<ValidatedTypes[N]>;
};

export const assert = Object.fromEntries(validatorNames.map((name) => [name, makeAssert(name)])) as {
  readonly [N in ValidatorName]: Assert<ValidatedTypes[N]>;
};

const unknownEvent = (event: string): ValidationResult<never> => ({
  ok: false,
  issues: [
    {
      pointer: '',
      rule: 'event',
      message: `(the event) ${JSON.stringify(event)} is not an event of the contract; known: ${Object.keys(eventValidators).join(', ')}`,
    },
  ],
});

/** Validates a webhook payload as the named event, as a receiver reads it (tolerant: unknown fields and codes pass). */
export function validateEvent<E extends EventName>(event: E, payload: unknown): ValidationResult<EventPayloadMap[E]> {
  const check = Object.hasOwn(eventValidators, event) ? compiledByName[eventValidators[event]] : undefined;
  return check ? run(check, payload) : unknownEvent(event);
}

/**
 * Validates a webhook payload as the provider sends it: every object closed, so a field the contract does not
 * describe (or a misspelt one) is an issue; every field the provider spec names for the event present (sentFields);
 * a code whose known values are complete one of them. The sandbox and `trs webhooks trigger` check what they send
 * with it.
 */
export function validateSentEvent<E extends EventName>(
  event: E,
  payload: unknown,
): ValidationResult<EventPayloadMap[E]> {
  const check = Object.hasOwn(sentEventValidators, event) ? compiledByName[sentEventValidators[event]] : undefined;
  if (!check) return unknownEvent(event);
  const result = run<EventPayloadMap[E]>(check, payload);
  if (result.ok) return result;
  // A field the provider spec names for the event, left out: say that every payload carries it, or when.
  const issues = result.issues.map((issue) => {
    const words = issue.rule === 'required' ? missingFieldWords(event, sentFields[event], issue.pointer) : null;
    return words ? { ...issue, message: `${issue.pointer} ${words}` } : issue;
  });
  return { ok: false, issues };
}

/** Returns the payload, typed, when the provider could send it as it is (see validateSentEvent); else throws ValidationError. */
export function assertSentEvent<E extends EventName>(event: E, payload: unknown): EventPayloadMap[E] {
  const result = validateSentEvent(event, payload);
  if (!result.ok)
    throw new ValidationError(
      `${Object.hasOwn(eventValidators, event) ? eventValidators[event] : event} (as sent)`,
      result.issues,
    );
  return result.value;
}
