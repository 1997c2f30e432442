// JSON pointers (RFC 6901): `/a/b~1c` names member `b/c` of member `a`. A `#` in front (the $ref form) is accepted
// where a pointer is read.

/** One reference token, escaped: `~` → `~0`, `/` → `~1`. */
export const escapePointerToken = (token: string | number): string =>
  String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** One reference token, unescaped (the reverse of escapePointerToken). */
export const unescapePointerToken = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** The pointer of these tokens: `pointerOf('a', 0)` is `/a/0`; no tokens is the whole document, ``. */
export const pointerOf = (...tokens: readonly (string | number)[]): string =>
  tokens.map((token) => `/${escapePointerToken(token)}`).join('');

/** The tokens of a pointer (`/a/b`, `#/a/b`), unescaped. */
export function pointerTokens(pointer: string): string[] {
  const body = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (body === '') return [];
  if (!body.startsWith('/')) throw new TypeError(`${JSON.stringify(pointer)} is not a JSON pointer: it starts with /`);
  return body.slice(1).split('/').map(unescapePointerToken);
}
