// JSON pointers (RFC 6901) in the `#/a/b` form that the documents' $refs use.

export const escapeToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export const child = (pointer: string, ...tokens: (string | number)[]) =>
  tokens.reduce<string>((current, token) => `${current}/${escapeToken(token)}`, pointer);

export function tokens(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  return body === '' ? [] : body.slice(1).split('/').map(unescapeToken);
}

export function get(document: unknown, pointer: string): unknown {
  let node: any = document;
  for (const token of tokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[token];
  }
  return node;
}

/** True when `inner` is `outer` or lies beneath it. */
export const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

export interface Located {
  node: any;
  pointer: string;
}

/** Follows local $refs; the pointer becomes the referenced definition's. A $ref with siblings is not followed. */
export function resolve(document: unknown, located: Located): Located {
  let current = located;
  const seen = new Set<string>();
  while (isObject(current.node) && typeof current.node.$ref === 'string' && current.node.$ref.startsWith('#')) {
    if (Object.keys(current.node).some((key) => key !== '$ref')) break;
    if (seen.has(current.node.$ref)) break;
    seen.add(current.node.$ref);
    current = { node: get(document, current.node.$ref), pointer: current.node.$ref };
  }
  return current;
}

export const isObject = (value: unknown): value is Record<string, any> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Structural equality of JSON values (key order ignored). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && equal(a[key], b[key]));
  }
  return false;
}
