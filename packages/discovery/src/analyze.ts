// What one answer or one webhook says beyond the contract, found against contract.gen.ts and @trs/validators. Every
// finding holds shapes and contract words only: a value is kept only for an open code (a code is not personal).
import { validate, type ValidatorName } from '@trs/validators';
import { contract as defaultContract } from './contract.gen.js';
import type { KnownContract, KnownField, KnownMessage, KnownOperation, KnownResponse } from './contract-types.js';
import { inferSchema, type InferredSchema } from './infer.js';
import {
  escapePointerToken,
  isJsonObject as isRecord,
  objectOf,
  unescapePointerToken,
  type JsonObject,
} from '@trs/shared';
import { fitsField } from './fits.js';
import { indexFields, recordedKey, redactJson, type FieldIndex } from './redact.js';
import { shaped, shapeOf, type Shaped } from './shape.js';

export type Finding =
  /** A field the contract does not describe at this place: its inferred schema (types and format classes). */
  | { readonly kind: 'unknown-field'; readonly pointer: string; readonly schema: InferredSchema }
  /** A value of an open code (x-codes) the contract does not list. */
  | {
      readonly kind: 'unknown-code';
      readonly pointer: string;
      /** The value when it fits the field (an integer code), else its shape: a string outside the codes may be text. */
      readonly value: string | number | Shaped;
      readonly known: readonly string[];
    }
  /** The payload breaks a rule of its schema (read tolerantly: a type, a format, a required field). */
  | { readonly kind: 'schema-violation'; readonly pointer: string; readonly rule: string; readonly message: string }
  /** An answer with a status the operation does not document, with the schema of its body. */
  | {
      readonly kind: 'undocumented-status';
      readonly status: number;
      readonly contentType: string | null;
      readonly schema: InferredSchema | null;
    }
  /** A request to a path and method that is no operation of the contract. */
  | { readonly kind: 'undocumented-operation'; readonly method: string; readonly path: string }
  /** A webhook whose topic the contract does not know. */
  | { readonly kind: 'unknown-topic'; readonly topic: string }
  /** A webhook that no dispatch rule recognises and that has no topic. */
  | { readonly kind: 'unknown-message'; readonly schema: InferredSchema };

/** Where an observation was made, in the contract's words. */
export interface Location {
  readonly document: 'openapi' | 'asyncapi';
  readonly operationId?: string;
  /** The answer's status, for an exchange. */
  readonly status?: number;
  readonly message?: string;
}

export interface Observation {
  readonly location: Location;
  readonly findings: readonly Finding[];
}

/** The operation a method and path (relative to the base address) are, a literal segment winning over a variable. */
export function findOperation(
  method: string,
  path: string,
  known: KnownContract = defaultContract,
): KnownOperation | null {
  const segments = path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment; // bad %-encoding: compared as it is, so it matches only a parameter's place
      }
    });
  let best: { operation: KnownOperation; literals: number } | null = null;
  for (const operation of known.operations) {
    if (operation.method !== method.toUpperCase()) continue;
    const template = operation.path.split('/').filter(Boolean);
    if (template.length !== segments.length) continue;
    let literals = 0;
    const fits = template.every((part, i) => {
      if (/^\{.+\}$/.test(part)) return segments[i] !== '';
      literals += 1;
      return part === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { operation, literals };
  }
  return best?.operation ?? null;
}

/** The field entry that describes a pointer of a value (array indices are `*`). */
const fieldPointer = (pointer: string) => pointer.replace(/\/\d+(?=\/|$)/g, '/*');

/** Unknown fields (the outermost unknown one of a subtree) and unknown codes of a JSON value. */
export function fieldFindings(value: unknown, fields: readonly KnownField[]): Finding[] {
  const index = indexFields(fields);
  const findings: Finding[] = [];
  const reported = new Set<string>();
  // `pointer` finds the field; `recorded` is the same place as a finding names it (keys the contract does not name
  // and that do not read as field names are shapes there, as in the recording).
  const walk = (node: unknown, pointer: string, recorded: string, sensitive: boolean) => {
    const field = index.get(fieldPointer(pointer));
    const inside = sensitive || !!field?.sensitive;
    if (
      field?.codes &&
      (typeof node === 'string' || typeof node === 'number') &&
      !Object.hasOwn(field.codes, String(node))
    ) {
      const kept = !inside && fitsField(field, node) ? node : shaped(shapeOf(node));
      findings.push({ kind: 'unknown-code', pointer: recorded, value: kept, known: Object.keys(field.codes) });
    }
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`, `${recorded}/*`, inside));
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const childPointer = `${pointer}/${escapePointerToken(key)}`;
      const known = index.has(fieldPointer(childPointer));
      const childRecorded = `${recorded}/${escapePointerToken(recordedKey(key, known))}`;
      if (known) walk(child, childPointer, childRecorded, inside);
      else if (!reported.has(childRecorded)) {
        // One finding per place, with the schema of what was there (inside a sensitive field, only shapes).
        reported.add(childRecorded);
        findings.push({ kind: 'unknown-field', pointer: childRecorded, schema: inferSchema(redactJson(child, null)) });
      }
    }
  };
  walk(value, '', '', false);
  return findings;
}

/** A pointer of a value as a finding names it: array indices as `*`, keys the contract does not name as shapes. */
function recordedPointer(pointer: string, index: FieldIndex): string {
  let known = '';
  let recorded = '';
  for (const token of pointer.split('/').slice(1)) {
    const general = /^\d+$/.test(token) ? '*' : token;
    const next = `${known}/${general}`;
    const field = index.get(next);
    recorded += `/${general === '*' || field ? general : escapePointerToken(recordedKey(unescapePointerToken(token), false))}`;
    known = next;
  }
  return recorded;
}

function violations(validator: string | null, value: unknown, fields: readonly KnownField[]): Finding[] {
  if (!validator || !(validator in validate)) return [];
  const result = validate[validator as ValidatorName](value);
  if (result.ok) return [];
  const index = indexFields(fields);
  return result.issues.map((issue) => {
    const pointer = recordedPointer(issue.pointer, index);
    // The message starts with the pointer of the value; it is rebuilt with the recorded one.
    const lead = issue.pointer || '(the value)';
    const text = issue.message.startsWith(lead) ? issue.message.slice(lead.length) : ' is invalid';
    return {
      kind: 'schema-violation' as const,
      pointer,
      rule: issue.rule,
      message: `${pointer || '(the value)'}${text}`,
    };
  });
}

/** The documented answer of an operation for a status ('default' when documented). */
export const documentedResponse = (operation: KnownOperation, status: number): KnownResponse | null =>
  operation.responses.find((r) => r.status === String(status)) ??
  operation.responses.find((r) => r.status === `${String(status)[0]}XX`) ??
  operation.responses.find((r) => r.status === 'default') ??
  null;

/** What an answer of the provider says beyond the contract. `body` is the parsed JSON body, or undefined. */
export function analyzeAnswer(
  operation: KnownOperation,
  status: number,
  contentType: string | null,
  body: unknown,
): Finding[] {
  const response = documentedResponse(operation, status);
  if (!response) {
    return [
      {
        kind: 'undocumented-status',
        status,
        contentType,
        schema: body === undefined ? null : inferSchema(redactJson(body, null)),
      },
    ];
  }
  if (body === undefined || !response.validator) return [];
  return [...fieldFindings(body, response.fields), ...violations(response.validator, body, response.fields)];
}

/** The value a JSON pointer names in a payload; undefined when it is absent. */
function valueAt(payload: unknown, pointer: string): unknown {
  let node = payload;
  for (const segment of pointer.split('/').slice(1).map(unescapePointerToken))
    node = isRecord(node) || Array.isArray(node) ? (node as JsonObject)[segment] : undefined;
  return node;
}

function holds(
  condition: { pointer: string; matches?: string; equals?: unknown; present?: boolean },
  payload: unknown,
) {
  const node = valueAt(payload, condition.pointer);
  if (condition.present !== undefined) return (node !== undefined) === condition.present;
  if (condition.equals !== undefined) return node === condition.equals;
  if (condition.matches !== undefined) return typeof node === 'string' && new RegExp(condition.matches).test(node);
  return node !== undefined;
}

/** The message a webhook payload is, by the contract's dispatch rules (x-dispatch). */
export function dispatchMessage(payload: unknown, known: KnownContract = defaultContract): KnownMessage | null {
  for (const rule of known.dispatch) {
    if ('message' in rule) {
      if (rule.when.every((c) => holds(c, payload))) return known.messages.find((m) => m.name === rule.message) ?? null;
    } else {
      const node = valueAt(payload, rule.byTopic);
      if (typeof node === 'string') return known.messages.find((m) => m.topic === node) ?? null;
    }
  }
  return null;
}

/** What a webhook payload says beyond the contract, as the message the receiver dispatched it to (or by dispatch). */
export function analyzeMessage(
  payload: unknown,
  eventName: string | null,
  known: KnownContract = defaultContract,
): { message: KnownMessage | null; findings: Finding[] } {
  const message = eventName
    ? (known.messages.find((m) => m.name === eventName) ?? null)
    : dispatchMessage(payload, known);
  if (!message) {
    const topic = objectOf(payload).topic;
    if (typeof topic === 'string') return { message: null, findings: [{ kind: 'unknown-topic', topic }] };
    return { message: null, findings: [{ kind: 'unknown-message', schema: inferSchema(redactJson(payload, null)) }] };
  }
  return {
    message,
    findings: [...fieldFindings(payload, message.fields), ...violations(message.validator, payload, message.fields)],
  };
}

export const fieldsIndexOf = (fields: readonly KnownField[] | undefined | null): FieldIndex => indexFields(fields);
