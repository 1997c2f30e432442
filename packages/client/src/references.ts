// The references a call that creates something must hand back (provider spec 1: nothing can list them, so a lost
// one cannot be recovered through the interface). The generated operations table says which answer carries which
// (`returns`); this module checks that each is there in its documented form and, when one is not, recovers what it
// can from the answer for ReferenceNotReturnedError.
import { isJsonObject, unescapePointerToken } from '@trs/shared';
import type { ReturnedReference } from './operation-info.js';

export type ReferenceCheck =
  | { ok: true; references: Record<string, string> }
  | { ok: false; reference: ReturnedReference; found: string; recovered: string | null };

const MAX_SHOWN = 60;

/** The value at a JSON pointer of one level ('' or '/Name'). */
function at(value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  return isJsonObject(value) ? value[unescapePointerToken(pointer.slice(1))] : undefined;
}

/** What the answer carried where the reference belongs, for the message. */
function describeFound(value: unknown, parsed: boolean, pointer: string): string {
  if (!parsed) return 'an answer that is not JSON';
  if (value === undefined) return pointer ? `no ${pointer.slice(1)}` : 'an empty answer';
  if (value === null) return pointer ? `an empty ${pointer.slice(1)}` : 'an empty answer';
  const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
  if (typeof value === 'string') return `the string ${shown(JSON.stringify(value))}`;
  if (typeof value === 'number') return `the number ${shown(String(value))}`;
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/** Candidate values of a reference, best first: the value itself, then look-alike fields, then the raw text. */
function candidates(value: unknown, data: unknown, raw: string, pointer: string): unknown[] {
  const found: unknown[] = [value];
  if (isJsonObject(data)) {
    const exact = unescapePointerToken(pointer.slice(1));
    for (const [key, field] of Object.entries(data)) {
      const name = key.toLowerCase();
      if (key !== exact && (name === exact.toLowerCase() || /ref/.test(name))) found.push(field);
    }
  }
  found.push(raw);
  return found;
}

/** A reference in its documented form, recovered from a value that is nearly one; null when none can be. */
function recover(reference: ReturnedReference, value: unknown, fromText: boolean): string | null {
  const rule = new RegExp(reference.pattern);
  if (reference.schema === 'ApplicationReference') {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 1e7)
      return String(value).padStart(7, '0');
    if (typeof value !== 'string') return null;
    const text = value.trim().replace(/^"(.*)"$/, '$1');
    if (/^\d{1,7}$/.test(text) && !fromText) return text.padStart(7, '0');
    if (/^0+\d{7}$/.test(text)) return text.slice(-7);
    const runs = text.match(/(?<!\d)\d{7}(?!\d)/g);
    return runs && new Set(runs).size === 1 ? runs[0] : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/^"(.*)"$/, '$1');
  if (rule.test(text.toUpperCase()) && !fromText) return text.toUpperCase();
  const source = rule.source.replace(/^\^/, '').replace(/\$$/, '');
  const runs = text.match(new RegExp(`(?<![A-Za-z0-9])${source}(?![A-Za-z0-9])`, 'g'));
  return runs && new Set(runs).size === 1 ? runs[0] : null;
}

/** Checks every reference an answer must carry; on the first missing one, says what was there and what was recovered. */
export function checkReturnedReferences(
  returns: readonly ReturnedReference[],
  raw: string,
  data: unknown,
  parsed: boolean,
): ReferenceCheck {
  const references: Record<string, string> = {};
  for (const reference of returns) {
    const value = parsed ? at(data, reference.pointer) : undefined;
    if (typeof value === 'string' && new RegExp(reference.pattern).test(value)) {
      references[reference.pointer] = value;
      continue;
    }
    const all = candidates(value, parsed ? data : null, raw, reference.pointer);
    let recovered: string | null = null;
    for (let i = 0; i < all.length && recovered === null; i += 1)
      recovered = recover(reference, all[i], i === all.length - 1);
    return { ok: false, reference, found: describeFound(value, parsed, reference.pointer), recovered };
  }
  return { ok: true, references };
}
