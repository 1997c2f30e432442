// Redaction before anything reaches disk. A value is kept only when the contract says what it is and that it is
// neither sensitive nor free text; everything else is replaced by its shape (shape.ts).
//
// The rules, in order, for each value of a JSON body at a pointer:
// 1. Inside a field the contract marks x-sensitive (personal, secret, document), every value is a shape; the names
//    of the keys are kept (they are the contract's, or a finding).
// 2. A value the contract does not describe (an unknown field, or any body of an unknown operation or message) is a
//    shape, except booleans and null, which carry nothing personal.
// 3. A known string is kept only when the contract constrains it: an open code (x-codes), a const (a topic, an
//    EntryType), a pattern (references) or a date format. Free text (names of files, messages, status texts the
//    contract does not list) is a shape.
// 4. Known numbers and booleans are kept (codes, amounts, flags).
// Headers: the values of a short list of transport headers are kept; every other header (Token, TokenExpiry, the
// webhook's static header, cookies, authorization) is a shape. Query values are always shapes.
import type { KnownField } from './contract-types.js';
import { shaped, shapeOf, shapeOfBytes, type Shaped } from './shape.js';

/** Fields by pointer, array items as `*`. */
export type FieldIndex = ReadonlyMap<string, KnownField>;

export const indexFields = (fields: readonly KnownField[] | null | undefined): FieldIndex =>
  new Map((fields ?? []).map((f) => [f.pointer, f]));

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const KEPT_STRING_FORMATS = new Set(['date', 'date-time']);

function keepsString(field: KnownField): boolean {
  return (
    field.codes !== null ||
    field.constant !== undefined ||
    field.pattern !== null ||
    KEPT_STRING_FORMATS.has(field.format ?? '')
  );
}

/** A deep copy of a JSON value with every value the rules above do not keep replaced by its shape. */
export function redactJson(value: unknown, fields: FieldIndex | null): unknown {
  const walk = (node: unknown, pointer: string, sensitive: boolean): unknown => {
    const field = fields?.get(pointer);
    const inside = sensitive || !!field?.sensitive;
    if (Array.isArray(node)) return node.map((item) => walk(item, `${pointer}/*`, inside));
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [key, walk(child, `${pointer}/${escape(key)}`, inside)]),
      );
    }
    const scalar = node as string | number | boolean | null;
    if (inside) return shaped(shapeOf(scalar));
    if (scalar === null || typeof scalar === 'boolean') return scalar;
    if (!field) return pointer === '' && fields ? keepRoot(scalar) : shaped(shapeOf(scalar));
    if (typeof scalar === 'string' && !keepsString(field)) return shaped(shapeOf(scalar));
    return scalar;
  };
  return walk(value, '', false);
}

// A body that is a bare JSON scalar of a known operation (a tenancy reference "0000001", a list of report ids):
// numbers and reference-like strings are kept; text is a shape.
function keepRoot(scalar: string | number): string | number | Shaped {
  if (typeof scalar === 'number') return scalar;
  return /^[A-Z]{0,4}\d{1,10}$/.test(scalar) ? scalar : shaped(shapeOf(scalar));
}

/** What a recording keeps of a body: the redacted JSON, or the shape of anything that is not JSON. */
export function redactBody(
  body: Uint8Array | null,
  contentType: string | null,
  fields: FieldIndex | null,
): { json: unknown } | { shape: ReturnType<typeof shapeOfBytes> } | null {
  if (!body || body.length === 0) return null;
  if (/json/i.test(contentType ?? '') || (!contentType && looksJson(body))) {
    try {
      return { json: redactJson(JSON.parse(Buffer.from(body).toString('utf8')), fields) };
    } catch {
      // Not JSON after all: its shape only.
    }
  }
  return { shape: shapeOfBytes(body) };
}

const looksJson = (body: Uint8Array) => /^\s*[[{"\d-tfn]/.test(Buffer.from(body.subarray(0, 16)).toString('utf8'));

/** Transport headers whose values carry nothing about the caller; every other header is kept as a shape. */
export const KEPT_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'allow',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'retry-after',
  'server',
  'transfer-encoding',
  'user-agent',
  'vary',
]);

export interface RedactedHeader {
  readonly name: string;
  readonly value: string;
}

/** Headers with every value not in KEPT_HEADERS replaced by a JSON string of its shape. */
export function redactHeaders(headers: Iterable<readonly [string, string]>): RedactedHeader[] {
  return [...headers].map(([name, value]) => ({
    name,
    value: KEPT_HEADERS.has(name.toLowerCase()) ? value : JSON.stringify(shapeOf(value)),
  }));
}

/** The query of a URL with every value replaced by its shape (names kept). */
export function redactQuery(search: URLSearchParams): RedactedHeader[] {
  return [...search].map(([name, value]) => ({ name, value: JSON.stringify(shapeOf(value)) }));
}
