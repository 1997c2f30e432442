// The rule of an HTTP header name (RFC 9110 `token`), checked wherever a user names a header.

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The rule, for messages: "… must be a header name: letters, digits and …". */
export const HEADER_NAME_RULE = "a header name: letters, digits and !#$%&'*+-.^_`|~, no spaces or colons";

export function isHeaderName(name: unknown): name is string {
  return typeof name === 'string' && TOKEN.test(name);
}
