import * as compiled from './standalone.gen.js';
import {
  eventValidators,
  validatorNames,
  type EventName,
  type EventPayloadMap,
  type ValidatorName,
} from './catalog.gen.js';
import { ValidationError } from './errors.js';
import { toIssues, type Issue } from './issues.js';
import type { ValidatedTypes } from './types.gen.js';

export type * from './types.gen.js';
export * from './catalog.gen.js';
export { ValidationError } from './errors.js';
export type { Issue } from './issues.js';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/** Validates without throwing. The value is never changed (no coercion, no defaults, nothing removed). */
export type Validate<T> = (value: unknown) => ValidationResult<T>;
/** Returns the value, typed, or throws a ValidationError listing every issue. */
export type Assert<T> = (value: unknown) => T;

type CompiledValidator = ((value: unknown) => boolean) & { errors?: Parameters<typeof toIssues>[0] };
const compiledByName = compiled as unknown as Record<ValidatorName, CompiledValidator>;

function makeValidate<N extends ValidatorName>(name: N): Validate<ValidatedTypes[N]> {
  const check = compiledByName[name];
  return (value) =>
    check(value) ? { ok: true, value: value as ValidatedTypes[N] } : { ok: false, issues: toIssues(check.errors) };
}

function makeAssert<N extends ValidatorName>(name: N): Assert<ValidatedTypes[N]> {
  const run = makeValidate(name);
  return (value) => {
    const result = run(value);
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

/** Validates a webhook payload as the named event (tolerant reader: unknown fields and codes pass). */
export function validateEvent<E extends EventName>(event: E, payload: unknown): ValidationResult<EventPayloadMap[E]> {
  return validate[eventValidators[event]](payload) as ValidationResult<EventPayloadMap[E]>;
}
