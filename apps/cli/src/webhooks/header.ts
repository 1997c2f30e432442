// The one syntax of every header option (--header of trs sandbox, trigger and listen, --forward-header,
// --webhook-header): NAME=VALUE or NAME:VALUE, split at the first "=" or ":" (neither can be in a header name). Anything
// else is a usage error: a value is never taken apart or filled in by guessing.
import { HEADER_NAME_RULE, isHeaderName } from '@trs/shared';
import { UsageError } from '../errors.js';

export function parseHeader(text: string, flag: string): { name: string; value: string } {
  const at = text.search(/[=:]/);
  const example = `${flag} X-Webhook-Key=secret (or X-Webhook-Key:secret)`;
  if (at < 0)
    throw new UsageError(
      `${flag} takes NAME=VALUE or NAME:VALUE (a header name, then its value), got no "=" or ":": ${example}.`,
    );
  const name = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  if (!isHeaderName(name))
    throw new UsageError(
      `${flag} takes NAME=VALUE or NAME:VALUE; the name ${JSON.stringify(name)} is not ${HEADER_NAME_RULE}: ${example}.`,
    );
  if (!value || /[\r\n]/.test(value)) throw new UsageError(`${flag} ${name}: the value must be one non-empty line.`);
  return { name, value };
}
