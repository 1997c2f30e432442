// Redaction before anything reaches disk. A value is kept only when the contract says what it is, that it is neither
// sensitive nor free text, and the value fits what the contract says (fits.ts); everything else is replaced by its
// shape (shape.ts).
//
// The rules, in order, for each value of a JSON body at a pointer:
// 1. Inside a field the contract marks x-sensitive (personal, secret, document), every value is a shape.
// 2. A value the contract does not describe (an unknown field, or any body of an unknown operation or message) is a
//    shape, except booleans and null, which carry nothing personal.
// 3. A known value is kept only when it fits its field: a member of its codes (any integer for an integer code), its
//    constant, a match of its pattern or date format, a number of a number field. Free text, and text where a code,
//    a date or a reference was expected, is a shape. A URL kept by its pattern loses its query and fragment to a shape.
// 4. Object keys the contract does not name are kept only when they read as field names (a letter, then letters,
//    digits or underscores, and no other format class: not an e-mail, a reference, a date); others are shapes.
// Headers: the values of a short list of transport headers are kept; every other header (Token, TokenExpiry, the
// webhook's static header, cookies, authorization) is a shape. Query values are always shapes. URL paths keep the
// contract's literal segments and the parameter values that fit the parameter; a status text only when it is the
// standard one.
import { STATUS_CODES } from 'node:http';
import { escapePointerToken } from '@trs/shared';
import type { KnownContract, KnownField, KnownOperation } from './contract-types.js';
import { fitsField, fitsPathParameter } from './fits.js';
import { formatClass, shaped, shapeOf, shapeOfBytes, type Shape, type Shaped } from './shape.js';

/** Fields by pointer, array items as `*`. */
export type FieldIndex = ReadonlyMap<string, KnownField>;

export const indexFields = (fields: readonly KnownField[] | null | undefined): FieldIndex =>
  new Map((fields ?? []).map((f) => [f.pointer, f]));

/** A shape written where only text fits (a key, a path segment, a status text): `$shape:string:8:text`. */
export const shapeToken = (shape: Shape): string =>
  ['$shape', shape.type, shape.length ?? '', shape.format ?? ''].join(':').replace(/:+$/, '');

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * What a recording keeps of an object key: the key when the contract names it there (`known`), or when it reads as a
 * field name (inside a sensitive field too: the contract lists no fields below one, but its keys are the schema's);
 * else its shape (an e-mail, a name with spaces, a reference, a date, digits used as a key).
 */
export function recordedKey(key: string, known: boolean): string {
  if (known || (FIELD_NAME.test(key) && formatClass(key) === 'text')) return key;
  return shapeToken(shapeOf(key));
}

/** A URL kept by its field's pattern, without what its query and fragment hold (a signature, a name). */
function withoutQuery(value: string): string {
  const cut = value.search(/[?#]/);
  if (cut < 0 || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return `${value.slice(0, cut)}?${shapeToken(shapeOf(value.slice(cut + 1)))}`;
}

/** A deep copy of a JSON value with every value the rules above do not keep replaced by its shape. */
export function redactJson(value: unknown, fields: FieldIndex | null): unknown {
  const walk = (node: unknown, pointer: string, sensitive: boolean): unknown => {
    const field = fields?.get(pointer);
    const inside = sensitive || !!field?.sensitive;
    if (Array.isArray(node)) return node.map((item) => walk(item, `${pointer}/*`, inside));
    if (node && typeof node === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) {
        const childPointer = `${pointer}/${escapePointerToken(key)}`;
        let name = recordedKey(key, !!fields?.has(childPointer));
        for (let n = 2; Object.hasOwn(copy, name); n++) name = `${shapeToken(shapeOf(key))}#${n}`;
        copy[name] = walk(child, childPointer, inside);
      }
      return copy;
    }
    const scalar = node as string | number | boolean | null;
    if (inside) return shaped(shapeOf(scalar));
    if (scalar === null || typeof scalar === 'boolean') return scalar;
    if (!field) return pointer === '' && fields ? keepRoot(scalar) : shaped(shapeOf(scalar));
    if (!fitsField(field, scalar)) return shaped(shapeOf(scalar));
    return typeof scalar === 'string' && field.pattern ? withoutQuery(scalar) : scalar;
  };
  return walk(value, '', false);
}

// A body that is a bare JSON scalar of a known operation (a tenancy reference "0000001", a list of report ids):
// numbers and reference-like strings are kept; text is a shape.
function keepRoot(scalar: string | number): string | number | Shaped {
  if (typeof scalar === 'number') return scalar;
  return /^[A-Z]{0,4}\d{1,10}$/.test(scalar) ? scalar : shaped(shapeOf(scalar));
}

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The literal segments of every path of the contract (`Applications`, `Tenants`, …). */
function literalSegments(known: KnownContract): ReadonlySet<string> {
  return new Set(known.operations.flatMap((o) => o.path.split('/').filter((part) => part && !/^\{.+\}$/.test(part))));
}

/**
 * A URL path as a recording keeps it: the base path (`/v2`) and the contract's literal segments as they are; a
 * segment in a parameter's place only when it fits the parameter; any other segment (a name, bad %-encoding) as a
 * shape token.
 */
export function redactPath(
  pathname: string,
  basePath: string,
  operation: KnownOperation | null,
  known: KnownContract,
): string {
  const relative = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
  const template = operation?.path.split('/') ?? null;
  const literals = template ? null : literalSegments(known);
  const parameters = new Map(operation?.pathParameters.map((p) => [p.name, p]) ?? []);
  const segments = relative.split('/').map((segment, i) => {
    if (segment === '') return segment;
    const text = decoded(segment);
    if (text !== null) {
      const part = template?.[i];
      if (part !== undefined && part === text) return segment;
      const parameter = part && /^\{.+\}$/.test(part) ? parameters.get(part.slice(1, -1)) : undefined;
      if (parameter && fitsPathParameter(parameter, text)) return segment;
      if (literals?.has(text) || (literals && /^v\d+$/.test(text))) return segment;
    }
    return shapeToken(shapeOf(text ?? segment));
  });
  return `${pathname.startsWith(basePath) ? basePath : ''}${segments.join('/')}`;
}

/** The status text of an answer: kept when it is the standard one for its status, else its shape. */
export const redactStatusText = (status: number, text: string): string =>
  text === '' || text === STATUS_CODES[status] ? text : shapeToken(shapeOf(text));

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
