// JSON pointers (RFC 6901) in the `#/a/b` form that the documents' $refs use: walking and comparing documents, over the
// escaping of @trs/shared.
import { escapePointerToken, isJsonObject, unescapePointerToken, type JsonObject } from '@trs/shared';

export const child = (pointer: string, ...tokens: (string | number)[]) =>
  tokens.reduce<string>((current, token) => `${current}/${escapePointerToken(token)}`, pointer);

export function tokens(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  return body === '' ? [] : body.slice(1).split('/').map(unescapePointerToken);
}

/** The member `token` of an object or an array (an index), else undefined. */
const memberOf = (node: unknown, token: string): unknown =>
  node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined;

export function get(document: unknown, pointer: string): unknown {
  return tokens(pointer).reduce<unknown>(memberOf, document);
}

/** True when `inner` is `outer` or lies beneath it. */
export const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

/** A value of a document and where it is. The value is JSON not narrowed yet unless `T` says what it was found to be. */
export interface Located<T = unknown> {
  node: T;
  pointer: string;
}

/** The member `token` of a located object, located beneath it. */
export const locate = (parent: Located<JsonObject>, token: string): Located => ({
  node: parent.node[token],
  pointer: child(parent.pointer, token),
});

/** Follows local $refs; the pointer becomes the referenced definition's. A $ref with siblings is not followed. */
export function resolve(document: unknown, located: Located): Located {
  let current = located;
  const seen = new Set<string>();
  while (isJsonObject(current.node) && typeof current.node.$ref === 'string' && current.node.$ref.startsWith('#')) {
    if (Object.keys(current.node).some((key) => key !== '$ref')) break;
    if (seen.has(current.node.$ref)) break;
    seen.add(current.node.$ref);
    current = { node: get(document, current.node.$ref), pointer: current.node.$ref };
  }
  return current;
}

/** A JSON array, its items not narrowed yet. */
export const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

/** True when the located value is a JSON object. */
export const holdsObject = (located: Located): located is Located<JsonObject> => isJsonObject(located.node);

/** A scalar as a template literal writes it, an object or array as JSON, `fallback` where it is absent (undefined or
 * null). */
export function textOf(value: unknown, fallback = ''): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'undefined':
      return fallback;
    default:
      return value === null ? fallback : JSON.stringify(value);
  }
}

/** Structural equality of JSON values (key order ignored). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key], b[key]));
  }
  return false;
}
