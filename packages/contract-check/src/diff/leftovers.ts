// Every difference between two documents that no rule explained, so that the report shows each change somewhere:
// descriptions, titles, examples, gaps and assumptions are documentation; the extensions that steer generated
// receivers (dispatch, delivery, idempotency and ordering keys) and the strict checks of what is sent (x-sent-fields,
// x-codes-complete) are behaviour; anything else is listed for review.
import { isJsonObject } from '@trs/shared';
import type { Finding } from './model.js';
import { child, equal, isList, textOf, tokens, within } from './pointer.js';

const DOCUMENTATION_KEYWORDS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'x-gap',
  'x-assumption',
  '$comment',
  'tags',
  'contact',
  'license',
  'termsOfService',
  'x-codes',
]);
const BEHAVIOUR_KEYWORDS = new Set([
  'x-dispatch',
  'x-delivery',
  'x-idempotency-key',
  'x-ordering-key',
  'x-ignored',
  'x-sent-fields',
  'x-codes-complete',
  'bindings',
]);
/** Keys under which names are data (property names, codes, media types), not keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'x-codes',
  'content',
  'headers',
  'variables',
  'examples',
]);

export interface RawChange {
  pointer: string;
  side: 'base' | 'head';
}

const identity = (value: unknown, index: number): string => {
  if (!isJsonObject(value)) return `#${index}`;
  if (typeof value.$ref === 'string') return `ref:${value.$ref}`;
  if (typeof value.name === 'string') return `name:${textOf(value.in)}:${value.name}`;
  if (typeof value.url === 'string') return `url:${value.url}`;
  return `#${index}`;
};

/** Leaf differences; a documentation or behaviour keyword and an array of plain values count as one leaf. */
export function rawDifferences(base: unknown, head: unknown, pointer = '#', out: RawChange[] = []): RawChange[] {
  if (equal(base, head)) return out;
  const last = tokens(pointer).at(-1);
  const parent = tokens(pointer).at(-2);
  const isKeyword = last !== undefined && !NAME_MAPS.has(parent ?? '');
  const namedExample = parent === 'examples' && tokens(pointer).at(-3) === 'components';
  // x-codes is looked into: its added and removed codes are rules of their own, its labels documentation.
  const stop = isKeyword && last !== 'x-codes' && (DOCUMENTATION_KEYWORDS.has(last) || BEHAVIOUR_KEYWORDS.has(last));
  if (base === undefined || head === undefined || stop || namedExample) {
    out.push({ pointer, side: head === undefined ? 'base' : 'head' });
    return out;
  }
  if (isJsonObject(base) && isJsonObject(head)) {
    for (const key of new Set([...Object.keys(base), ...Object.keys(head)])) {
      rawDifferences(base[key], head[key], child(pointer, key), out);
    }
    return out;
  }
  if (isList(base) && isList(head) && [...base, ...head].some((item) => isJsonObject(item))) {
    const before = new Map(base.map((item, index) => [identity(item, index), { item, index }]));
    const after = new Map(head.map((item, index) => [identity(item, index), { item, index }]));
    for (const [id, { item, index }] of before) {
      const match = after.get(id);
      if (!match) out.push({ pointer: child(pointer, index), side: 'base' });
      else rawDifferences(item, match.item, child(pointer, match.index), out);
    }
    for (const [id, { index }] of after)
      if (!before.has(id)) out.push({ pointer: child(pointer, index), side: 'head' });
    return out;
  }
  out.push({ pointer, side: 'head' });
  return out;
}

/** The kind of an unexplained difference, from the keyword it sits under. */
export function classifyLeftover(change: RawChange): Omit<Finding, 'usage'> {
  const list = tokens(change.pointer);
  let keyword: string | undefined;
  for (let index = 0; index < list.length; index++) {
    const token = list[index]!;
    if (NAME_MAPS.has(list[index - 1] ?? '') && index > 0) continue;
    if (DOCUMENTATION_KEYWORDS.has(token) || BEHAVIOUR_KEYWORDS.has(token)) {
      keyword = token;
      break;
    }
  }
  const base = { pointer: change.pointer, side: change.side };
  if (
    list[0] === 'info' ||
    (list[0] === 'components' && list[1] === 'examples') ||
    (keyword && DOCUMENTATION_KEYWORDS.has(keyword))
  ) {
    return {
      ...base,
      rule: 'documentation-changed',
      severity: 'documentation',
      message: `${keyword ?? list.at(-1) ?? 'Documentation'} changed.`,
    };
  }
  if (keyword) {
    return {
      ...base,
      rule: 'behaviour-changed',
      severity: 'non-breaking',
      message: `${keyword} changed.`,
      note: 'Changes what code generated from the contract does (dispatch, delivery, idempotency or ordering, what is checked as sent): review it.',
    };
  }
  return {
    ...base,
    rule: 'unclassified-change',
    severity: 'non-breaking',
    message: `${list.at(-1) ?? 'Document'} changed.`,
    note: 'No rule classifies this change: review it by hand.',
  };
}

/** Every pointer a finding accounts for. */
export const pointersOf = (finding: { pointer: string; explains?: string[] }) => [
  finding.pointer,
  ...(finding.explains ?? []),
];

/** Whether a finding accounts for a change at `pointer` (the same place, one inside the other). */
export const accountsFor = (finding: { pointer: string; explains?: string[] }, pointer: string) =>
  pointersOf(finding).some((own) => within(pointer, own) || within(own, pointer));

export function unexplained(changes: RawChange[], findings: { pointer: string; explains?: string[] }[]): RawChange[] {
  return changes.filter((change) => !findings.some((finding) => accountsFor(finding, change.pointer)));
}
