// The values of an operation command's path parameters, checked by the rule of the contract's schema before
// anything is sent: a wrong one is a usage error (exit 2) that names the argument and the rule.
import { UsageError } from '../errors.js';
import type { ParameterSpec } from './spec.js';

/** How the argument is written in messages, as --help shows it: `--branch` for an option, `<applicationReference>` otherwise. */
export function argumentLabel(parameter: ParameterSpec): string {
  return parameter.option ? `--${parameter.option}` : `<${parameter.argument}>`;
}

function ruleText(parameter: ParameterSpec): string {
  const { rule } = parameter;
  if (rule.component === 'ApplicationReference') return 'a tenancy reference: seven digits, e.g. 0000001';
  if (rule.component === 'ApplicantReference')
    return 'an applicant reference: capital letters then seven digits, e.g. SBX0000001';
  if (rule.component === 'BranchId') return 'a branch id: a positive whole number from "trs branches"';
  if (rule.format === 'date') return 'a date written yyyy-MM-dd, e.g. 2026-12-01';
  if (rule.type === 'integer') return `a whole number${rule.minimum !== undefined ? ` from ${rule.minimum}` : ''}`;
  if (rule.type === 'number') return 'a number';
  if (rule.pattern) return `text matching ${rule.pattern}`;
  return rule.minLength ? `text of at least ${rule.minLength} characters` : 'text';
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A tenancy reference given where a branch id goes, or the reverse (provider spec 2.1, rule 1). */
function mixUp(parameter: ParameterSpec, value: string): string {
  if (parameter.rule.component === 'BranchId' && /^0\d+$/.test(value))
    return ` ${value} looks like a tenancy reference (seven digits with leading zeros).`;
  if (parameter.rule.component === 'ApplicationReference' && /^[1-9]\d{0,5}$/.test(value))
    return ` ${value} looks like a branch id; a tenancy reference has seven digits (zero padded).`;
  return '';
}

/** The value to hand to the client helper (a number for an integer parameter), or a UsageError. */
export function parameterValue(parameter: ParameterSpec, raw: string | undefined): string | number {
  const label = argumentLabel(parameter);
  if (raw === undefined || raw === '') throw new UsageError(`${label} is required: ${ruleText(parameter)}.`);
  const { rule } = parameter;
  let ok: boolean;
  if (rule.type === 'integer')
    ok = /^(0|[1-9]\d*)$/.test(raw) && (rule.minimum === undefined || Number(raw) >= rule.minimum);
  else if (rule.type === 'number') ok = raw.trim() !== '' && Number.isFinite(Number(raw));
  else
    ok =
      (rule.pattern === undefined || new RegExp(rule.pattern, 'u').test(raw)) &&
      (rule.format !== 'date' || validDate(raw)) &&
      raw.length >= (rule.minLength ?? 0);
  if (!ok)
    throw new UsageError(
      `${label} must be ${ruleText(parameter)}; got ${JSON.stringify(raw)}.${mixUp(parameter, raw)}`,
    );
  return rule.type === 'string' ? raw : Number(raw);
}
