// The provider's identifiers (spec 2.1), checked before anything is sent: at run time always, and at compile time
// for literal arguments. POST /Applications/{BranchId} and GET /Applications/{ReferenceNumber} share one URL
// template (rule 2.1.1), so a value of the wrong kind would reach the wrong operation without these checks.
import {
  InvalidApplicantRefError,
  InvalidApplicationRefError,
  InvalidBranchIdError,
  InvalidDateError,
  InvalidParameterError,
} from './errors.js';
import type { OperationInfo, PathParameterRule } from './operation-info.js';

// ---- compile time -------------------------------------------------------------------------------------------

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type Capital =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'F'
  | 'G'
  | 'H'
  | 'I'
  | 'J'
  | 'K'
  | 'L'
  | 'M'
  | 'N'
  | 'O'
  | 'P'
  | 'Q'
  | 'R'
  | 'S'
  | 'T'
  | 'U'
  | 'V'
  | 'W'
  | 'X'
  | 'Y'
  | 'Z';

type CountDigits<S extends string, N extends 0[] = []> = S extends `${infer C}${infer Rest}`
  ? C extends Digit
    ? CountDigits<Rest, [...N, 0]>
    : -1
  : N['length'];
type SplitCapitals<S extends string, N extends 0[] = []> = S extends `${infer C}${infer Rest}`
  ? C extends Capital
    ? SplitCapitals<Rest, [...N, 0]>
    : [N['length'], S]
  : [N['length'], S];
type PrefixLength = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** A tenancy reference: seven digits, zero padded, always a string ("0001234"). */
export type ApplicationRef = string;
/** An applicant reference: agent prefix (capital letters) followed by seven digits ("ABC0004567", "DY0000321"). */
export type ApplicantRef = string;
/** A branch id: the integer Id of an entry of GET /Branches. */
export type BranchId = number;
/** A calendar date written yyyy-MM-dd. */
export type IsoDate = string;

/** A string literal that is not seven digits fails to compile; a `string` variable is checked at run time. */
export type ApplicationRefArg<S extends string> = string extends S
  ? S
  : CountDigits<S> extends 7
    ? S
    : 'TRS_INVALID_APPLICATION_REF: a tenancy reference is seven digits as a string, e.g. "0001234"';

/** A string literal that is not capitals followed by seven digits fails to compile. */
export type ApplicantRefArg<S extends string> = string extends S
  ? S
  : SplitCapitals<S> extends [infer L extends number, infer Rest extends string]
    ? L extends PrefixLength
      ? CountDigits<Rest> extends 7
        ? S
        : ApplicantRefMessage
      : ApplicantRefMessage
    : ApplicantRefMessage;
type ApplicantRefMessage =
  'TRS_INVALID_APPLICANT_REF: an applicant reference is an agent prefix and seven digits, e.g. "ABC0004567"';

/** A numeric literal that is not a positive integer fails to compile; a string never compiles. */
export type BranchIdArg<N extends number> = number extends N
  ? N
  : `${N}` extends `-${string}` | '0'
    ? BranchIdMessage
    : `${N}` extends `${bigint}`
      ? N
      : BranchIdMessage;
type BranchIdMessage = 'TRS_INVALID_BRANCH_ID: a branch id is a positive integer Id from GET /Branches, e.g. 42';

/** A string literal not shaped yyyy-MM-dd fails to compile; the calendar is checked at run time. */
export type IsoDateArg<S extends string> = string extends S
  ? S
  : S extends `${infer Y}-${infer M}-${infer D}`
    ? [CountDigits<Y>, CountDigits<M>, CountDigits<D>] extends [4, 2, 2]
      ? S
      : IsoDateMessage
    : IsoDateMessage;
type IsoDateMessage = 'TRS_INVALID_DATE: a date is written yyyy-MM-dd, e.g. "2027-01-15"';

/**
 * The argument type of a path parameter in the generated helpers, by the schema component the contract gives it:
 * identifiers and dates are checked at compile time for literals (above); any other parameter takes its plain type.
 */
export type PathParameterArg<Schema extends string, T> = Schema extends 'BranchId'
  ? T extends number
    ? BranchIdArg<T>
    : never
  : Schema extends 'ApplicationReference'
    ? T extends string
      ? ApplicationRefArg<T>
      : never
    : Schema extends 'ApplicantReference'
      ? T extends string
        ? ApplicantRefArg<T>
        : never
      : Schema extends 'IsoDate'
        ? T extends string
          ? IsoDateArg<T>
          : never
        : T;

// ---- run time -----------------------------------------------------------------------------------------------

const APPLICATION_REF = /^[0-9]{7}$/;
const APPLICANT_REF = /^[A-Z]{1,10}[0-9]{7}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A value as messages show it: never "null", "NaN" or "undefined". */
const show = (value: unknown): string => {
  if (value === undefined || value === null) return 'no value';
  if (typeof value === 'string') return `the string "${value}"`;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'a value that is not a number';
    if (!Number.isFinite(value)) return 'an infinite number';
    return `the number ${value}`;
  }
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
};

export function checkBranchId(value: unknown, where = 'createTenancy'): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  let hint = '';
  if (typeof value === 'string' && APPLICATION_REF.test(value)) {
    hint =
      " That looks like a tenancy reference: a tenancy is created under a branch, so pass the branch's Id (from GET /Branches); to fetch an existing tenancy use getApplication(reference).";
  } else if (typeof value === 'string' && /^\d+$/.test(value)) {
    hint = ` Pass it as a number: ${where}(${Number(value)}, …).`;
  }
  throw new InvalidBranchIdError(
    'BranchId',
    value,
    `${where} takes a branch id, a positive integer Id from GET /Branches, but got ${show(value)}.${hint} Nothing was sent.`,
  );
}

export function checkApplicationRef(value: unknown, where = 'this call'): string {
  if (typeof value === 'string' && APPLICATION_REF.test(value)) return value;
  let hint = ' A tenancy reference is the seven-digit string createTenancy returned, e.g. "0001234".';
  if (typeof value === 'number') {
    hint =
      Number.isInteger(value) && value > 0 && value < 1e7
        ? ` A number is a branch id, not a tenancy reference. If it is a reference stored as a number, its leading zeros were lost: store references as strings ("${String(value).padStart(7, '0')}").`
        : ' A number is a branch id, not a tenancy reference: pass the seven-digit string createTenancy returned, e.g. "0001234".';
  } else if (typeof value === 'string' && /^\d{1,6}$/.test(value)) {
    hint = ` References are exactly seven digits, zero padded: a shorter one lost its leading zeros or is a branch id.`;
  }
  throw new InvalidApplicationRefError(
    'ApplicationRef',
    value,
    `${where} takes a tenancy reference, but got ${show(value)}.${hint} Nothing was sent.`,
  );
}

export function checkApplicantRef(value: unknown, name = 'ApplicantRef', where = 'this call'): string {
  if (typeof value === 'string' && APPLICANT_REF.test(value)) return value;
  const hint =
    typeof value === 'string' && APPLICATION_REF.test(value)
      ? " That looks like a tenancy reference; pass the applicant's ReferenceNumber, returned when the tenant or guarantor was added."
      : ' An applicant reference is the agent prefix followed by seven digits, e.g. "ABC0004567" (the ReferenceNumber returned when the applicant was added).';
  throw new InvalidApplicantRefError(
    name,
    value,
    `${where} takes an applicant reference as ${name}, but got ${show(value)}.${hint} Nothing was sent.`,
  );
}

/** yyyy-MM-dd and a real calendar date (no 2027-02-30). */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

export function checkIsoDate(value: unknown, name = 'date', where = 'this call'): string {
  if (isIsoDate(value)) return value;
  const shaped = typeof value === 'string' && ISO_DATE.test(value);
  const why = shaped ? 'is not a real calendar date' : 'must be a date written yyyy-MM-dd, e.g. "2027-01-15"';
  throw new InvalidDateError(name, value, `${where}: ${name} ${why}, but got ${show(value)}. Nothing was sent.`);
}

/** Checks one path parameter against the rule the contract gives its schema. */
export function checkPathParameter(rule: PathParameterRule, value: unknown, where: string): void {
  switch (rule.schema) {
    case 'BranchId':
      checkBranchId(value, where);
      return;
    case 'ApplicationReference':
      checkApplicationRef(value, where);
      return;
    case 'ApplicantReference':
      checkApplicantRef(value, rule.name, where);
      return;
  }
  if (rule.format === 'date') {
    checkIsoDate(value, rule.name, where);
    return;
  }
  const fail = (rule_: string) => {
    throw new InvalidParameterError(
      rule.name,
      value,
      `${where}: path parameter ${rule.name} ${rule_}, but got ${show(value)}. Nothing was sent.`,
    );
  };
  if (value === undefined || value === null) fail('is required');
  if (rule.type === 'integer' && !(typeof value === 'number' && Number.isSafeInteger(value)))
    fail('must be an integer');
  if (rule.type === 'number' && !(typeof value === 'number' && Number.isFinite(value))) fail('must be a number');
  if (rule.type === 'string' && typeof value !== 'string') fail('must be a string');
  if (rule.minimum !== undefined && typeof value === 'number' && value < rule.minimum)
    fail(`must be ${rule.minimum} or more`);
  if (rule.minLength !== undefined && typeof value === 'string' && value.length < rule.minLength)
    fail(rule.minLength === 1 ? 'must not be empty' : `must be at least ${rule.minLength} characters`);
  if (rule.pattern !== undefined && typeof value === 'string' && !new RegExp(rule.pattern).test(value))
    fail(`must match ${rule.pattern}`);
}

export function checkPathParameters(
  operationId: string,
  operation: OperationInfo,
  values: Record<string, unknown> | undefined,
): void {
  for (const rule of operation.pathParameters) checkPathParameter(rule, values?.[rule.name], operationId);
}
