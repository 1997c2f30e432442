// The ranges of the admin API's numbers (a count of events or calls, a code, seconds): a number outside them is an
// invalid argument whose message names the argument and its range.
import { invalidArgument } from './errors.js';

/** The most events or calls one count of the admin API covers. */
export const MAX_COUNT = 10_000;
/** The largest code (documentType, reportType) the sandbox takes: a 32-bit integer, as the provider's ids are. */
export const MAX_CODE = 2_147_483_647;

const shown = (value: unknown) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

export function integerWithin(
  value: unknown,
  field: string,
  minimum: number,
  maximum: number,
  what = 'a whole number',
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum || value > maximum)
    throw invalidArgument(`${field} must be ${what} from ${minimum} to ${maximum}, got ${shown(value)}`);
  return value;
}

/** A count of events or calls: 1 to MAX_COUNT. */
export const countWithin = (value: unknown, field: string) => integerWithin(value, field, 1, MAX_COUNT);
