// Whether a value fits what the contract says a place holds: only then may a recording keep it. A field with a
// code, a date or a reference format says what it holds; a value of that field that does not look like it (free
// text where a code was expected, a name in a date field) is whatever the provider put there, and may be personal.
import type { KnownField, KnownPathParameter } from './contract-types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const INTEGER = /^\d{1,18}$/;
const NUMBER = /^-?\d{1,18}(\.\d{1,18})?$/;

const patterns = new Map<string, RegExp | null>();

/** The contract's pattern compiled once (an invalid one never matches: the value is then only a shape). */
function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    let regex: RegExp | null;
    try {
      regex = new RegExp(pattern, 'u');
    } catch {
      regex = null;
    }
    patterns.set(pattern, regex);
  }
  return patterns.get(pattern)!;
}

const matches = (pattern: string, text: string) => compiled(pattern)?.test(text) === true;

/**
 * A scalar fits its field when it is the field's constant, a member of its codes (an integer code field takes any
 * integer: a number carries no name), a number of a number field, or a string that matches the field's pattern or
 * date format. Anything else is recorded as its shape.
 */
export function fitsField(field: KnownField, value: string | number): boolean {
  if (field.constant !== undefined) return value === field.constant;
  if (field.codes) {
    if (typeof value === 'number') return Number.isInteger(value) && /\binteger\b/.test(field.type);
    return Object.hasOwn(field.codes, value);
  }
  if (typeof value === 'number') return /\b(integer|number)\b/.test(field.type);
  if (field.pattern) return matches(field.pattern, value);
  if (field.format === 'date') return DATE.test(value);
  if (field.format === 'date-time') return DATE_TIME.test(value);
  return false;
}

/** A segment of a URL path (decoded) fits a path parameter when it is what the parameter's schema allows. */
export function fitsPathParameter(parameter: KnownPathParameter, segment: string): boolean {
  if (parameter.pattern) return matches(parameter.pattern, segment);
  if (parameter.type === 'integer') return INTEGER.test(segment);
  if (parameter.type === 'number') return NUMBER.test(segment);
  return false;
}
