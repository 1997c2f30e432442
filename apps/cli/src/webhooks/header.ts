// NAME:VALUE arguments of the static header (provider spec 5.7). A value alone takes the contract's header name.
import { defaultStaticHeaderName } from '@trs/sender';
import { UsageError } from '../errors.js';

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function parseHeader(text: string, flag: string): { name: string; value: string } {
  const at = text.indexOf(':');
  const name = at < 0 ? defaultStaticHeaderName : text.slice(0, at).trim();
  const value = (at < 0 ? text : text.slice(at + 1)).trim();
  if (!HEADER_NAME.test(name))
    throw new UsageError(
      `${flag} takes NAME:VALUE (an HTTP header name, a colon, the value), got a name ${JSON.stringify(name)}.`,
    );
  if (!value || /[\r\n]/.test(value)) throw new UsageError(`${flag} ${name}: the value must be one non-empty line.`);
  return { name, value };
}
