// Turns ajv's errors into issues a person can act on: the JSON pointer of the field, the rule, and a sentence.
import { escapePointerToken } from '@trs/shared';
import type { ErrorObject } from 'ajv';
import { conditionalRequirements, patternDescriptions } from './catalog.gen.js';

export interface Issue {
  /** JSON pointer of the offending field ('' is the whole value). */
  pointer: string;
  /** The broken rule: an ajv keyword, with the format for format errors (e.g. "required", "format:date"). */
  rule: string;
  /** What is wrong, in words, starting with the pointer. */
  message: string;
}

const FORMAT_WORDING: Record<string, string> = {
  date: 'must be a date written yyyy-MM-dd',
  'date-time': 'must be a date and time in ISO 8601 (e.g. 2026-11-20T09:14:03Z)',
  email: 'must be an e-mail address',
  uuid: 'must be a GUID',
  uri: 'must be a URL',
};

function describe(error: ErrorObject): { pointer: string; rule: string; text: string } {
  const at = error.instancePath;
  const params = error.params;
  switch (error.keyword) {
    case 'required': {
      const condition = error.schemaPath.includes('/then/')
        ? conditionalRequirements[String(params.missingProperty)]
        : undefined;
      return {
        pointer: `${at}/${escapePointerToken(String(params.missingProperty))}`,
        rule: 'required',
        text: condition ? `is required ${condition}` : 'is required',
      };
    }
    case 'additionalProperties':
      return {
        pointer: `${at}/${escapePointerToken(String(params.additionalProperty))}`,
        rule: 'additionalProperties',
        text: 'is not a field of this body (check the spelling: provider names are kept letter for letter)',
      };
    case 'format':
      return {
        pointer: at,
        rule: `format:${params.format}`,
        text: FORMAT_WORDING[String(params.format)] ?? `must be in ${params.format} format`,
      };
    case 'pattern':
      return {
        pointer: at,
        rule: 'pattern',
        text: patternDescriptions[String(params.pattern)] ?? `must match ${params.pattern}`,
      };
    case 'type':
      return {
        pointer: at,
        rule: 'type',
        text: `must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type).replace(',', ' or ')}`,
      };
    case 'const':
      return { pointer: at, rule: 'const', text: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'minItems':
      return {
        pointer: at,
        rule: 'minItems',
        text: `must have at least ${params.limit} item${params.limit === 1 ? '' : 's'}`,
      };
    case 'minLength':
      return {
        pointer: at,
        rule: 'minLength',
        text: params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters`,
      };
    case 'minimum':
      return { pointer: at, rule: 'minimum', text: `must be ${params.limit} or more` };
    case 'enum':
      return {
        pointer: at,
        rule: 'enum',
        text: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'anyOf':
      return { pointer: at, rule: 'anyOf', text: 'must match one of the allowed shapes' };
    default:
      return { pointer: at, rule: error.keyword, text: error.message ?? 'is invalid' };
  }
}

export function toIssues(errors: readonly ErrorObject[] | null | undefined): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // "must match then schema" only repeats the concrete error the then-branch reported.
    if (error.keyword === 'if') continue;
    // An optional field that may be null is "its schema, or null": its own error says it all ("must be a number").
    if (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null') continue;
    const { pointer, rule, text } = describe(error);
    if (rule === 'anyOf' && issues.some((issue) => issue.pointer === pointer)) continue;
    const key = `${pointer}\u0000${rule}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ pointer, rule, message: `${pointer || '(the value)'} ${text}` });
  }
  return issues;
}
