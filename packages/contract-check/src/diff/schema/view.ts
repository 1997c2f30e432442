// A schema as the comparison sees it: its $ref and allOf members merged into one view, keyword by keyword.
import { isJsonObject, listOf, type JsonObject } from '@trs/shared';
import { child, equal, holdsObject, isList, resolve, type Located } from '../pointer.js';

export const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains'];
export const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains'];
export const EXACT_CONSTRAINTS = [
  'pattern',
  'format',
  'multipleOf',
  'contentEncoding',
  'contentMediaType',
  'uniqueItems',
];

export interface Valued {
  value: unknown;
  pointer: string;
}

/** A schema with its $ref and allOf members merged: what an instance must satisfy, keyword by keyword. */
export interface View {
  pointers: string[];
  types?: { set: Set<string>; pointer: string };
  values?: { list: readonly unknown[]; pointer: string };
  codes?: { map: Record<string, unknown>; pointer: string };
  properties: Map<string, Located[]>;
  required: Map<string, string>;
  items: Located[];
  additionalProperties: Located[];
  closed?: string;
  constraints: Map<string, Valued[]>;
  alternatives: { keyword: 'anyOf' | 'oneOf'; options: Located[]; pointer: string }[];
  conditions: Located<JsonObject>[];
  negations: Located[];
  defaultValue?: Valued;
  readOnly?: Valued;
  writeOnly?: Valued;
  deprecated?: Valued;
}

function members(document: unknown, located: Located, seen = new Set<string>()): Located<JsonObject>[] {
  const target = resolve(document, located);
  if (!holdsObject(target) || seen.has(target.pointer)) return [];
  seen.add(target.pointer);
  const list = [{ node: target.node, pointer: target.pointer }];
  const ref = target.node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    list.push(...members(document, { node: { $ref: ref }, pointer: ref }, seen));
  }
  listOf(target.node.allOf).forEach((sub, index) => {
    list.push(...members(document, { node: sub, pointer: child(target.pointer, 'allOf', index) }, seen));
  });
  return list;
}

/** Keywords the comparison understands: a difference in them that it reports nothing for changes no instance. */
export const COMPARED_KEYWORDS = new Set([
  '$ref',
  'allOf',
  'type',
  'enum',
  'const',
  'x-codes',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'if',
  'then',
  'else',
  'not',
  'default',
  'readOnly',
  'writeOnly',
  'deprecated',
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
  ...EXACT_CONSTRAINTS,
]);

export function view(document: unknown, located: Located[]): View {
  const result: View = {
    pointers: [],
    properties: new Map(),
    required: new Map(),
    items: [],
    additionalProperties: [],
    constraints: new Map(),
    alternatives: [],
    conditions: [],
    negations: [],
  };
  const seen = new Set<string>();
  const all = located.flatMap((entry) => members(document, entry, seen));
  for (const { node, pointer } of all) {
    result.pointers.push(pointer);
    if (node.type !== undefined) {
      const set = new Set((isList(node.type) ? node.type : [node.type]).map(String));
      result.types = result.types
        ? { set: new Set([...result.types.set].filter((type) => set.has(type))), pointer: result.types.pointer }
        : { set, pointer: child(pointer, 'type') };
    }
    const values = 'const' in node ? [node.const] : isList(node.enum) ? node.enum : undefined;
    if (values) {
      const keyword = 'const' in node ? 'const' : 'enum';
      result.values = result.values
        ? {
            list: result.values.list.filter((value) => values.some((v) => equal(v, value))),
            pointer: result.values.pointer,
          }
        : { list: values, pointer: child(pointer, keyword) };
    }
    if (isJsonObject(node['x-codes'])) {
      result.codes = {
        map: { ...(result.codes?.map ?? {}), ...node['x-codes'] },
        pointer: result.codes?.pointer ?? child(pointer, 'x-codes'),
      };
    }
    for (const [name, sub] of Object.entries(isJsonObject(node.properties) ? node.properties : {})) {
      const list = result.properties.get(name) ?? [];
      list.push({ node: sub, pointer: child(pointer, 'properties', name) });
      result.properties.set(name, list);
    }
    for (const name of listOf(node.required)) {
      if (typeof name === 'string' && !result.required.has(name)) result.required.set(name, child(pointer, 'required'));
    }
    if (node.items !== undefined && typeof node.items !== 'boolean') {
      result.items.push({ node: node.items, pointer: child(pointer, 'items') });
    }
    if (node.additionalProperties === false) result.closed = child(pointer, 'additionalProperties');
    else if (isJsonObject(node.additionalProperties)) {
      result.additionalProperties.push({
        node: node.additionalProperties,
        pointer: child(pointer, 'additionalProperties'),
      });
    }
    for (const keyword of [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...EXACT_CONSTRAINTS]) {
      if (node[keyword] === undefined) continue;
      const list = result.constraints.get(keyword) ?? [];
      list.push({ value: node[keyword], pointer: child(pointer, keyword) });
      result.constraints.set(keyword, list);
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const options = node[keyword];
      if (!isList(options)) continue;
      result.alternatives.push({
        keyword,
        options: options.map((option, index) => ({
          node: option,
          pointer: child(pointer, keyword, index),
        })),
        pointer: child(pointer, keyword),
      });
    }
    if (node.if !== undefined) result.conditions.push({ node, pointer });
    if (node.not !== undefined) result.negations.push({ node: node.not, pointer: child(pointer, 'not') });
    for (const keyword of ['default', 'readOnly', 'writeOnly', 'deprecated'] as const) {
      const key = keyword === 'default' ? 'defaultValue' : keyword;
      if (node[keyword] !== undefined && result[key] === undefined) {
        result[key] = { value: node[keyword], pointer: child(pointer, keyword) };
      }
    }
  }
  return result;
}

const accepts = (types: Set<string> | undefined, type: string) =>
  !types || types.has(type) || (type === 'integer' && types.has('number'));
/** Every instance type `inner` allows is allowed by `outer`. */
export const typesWithin = (inner: Set<string> | undefined, outer: Set<string> | undefined) =>
  inner ? [...inner].every((type) => accepts(outer, type)) : !outer;
export const typeText = (types?: Set<string>) => (types ? [...types].sort().join(' | ') : 'any type');
export const show = (value: unknown) => JSON.stringify(value);

/** The effective value of a constraint keyword across merged members: the strictest bound, or every exact value. */
export function effective(
  keyword: string,
  list: Valued[] | undefined,
): { value: unknown; pointer: string } | undefined {
  if (!list?.length) return undefined;
  if (LOWER_BOUNDS.includes(keyword)) return list.reduce((a, b) => ((b.value as number) > (a.value as number) ? b : a));
  if (UPPER_BOUNDS.includes(keyword)) return list.reduce((a, b) => ((b.value as number) < (a.value as number) ? b : a));
  const distinct = list.filter((entry, index) => list.findIndex((other) => equal(other.value, entry.value)) === index);
  return distinct.length === 1
    ? distinct[0]
    : { value: distinct.map((entry) => entry.value), pointer: distinct[0]!.pointer };
}

/** Tighter: accepts fewer instances than before. Looser: accepts more. Both: some of each (a changed pattern). */
export function constraintChange(
  keyword: string,
  before: unknown,
  after: unknown,
): 'tighter' | 'looser' | 'both' | undefined {
  if (equal(before, after)) return undefined;
  if (before === undefined) return keyword === 'uniqueItems' && after === false ? undefined : 'tighter';
  if (after === undefined) return keyword === 'uniqueItems' && before === false ? undefined : 'looser';
  if (LOWER_BOUNDS.includes(keyword)) return (after as number) > (before as number) ? 'tighter' : 'looser';
  if (UPPER_BOUNDS.includes(keyword)) return (after as number) < (before as number) ? 'tighter' : 'looser';
  if (keyword === 'uniqueItems') return after ? 'tighter' : 'looser';
  return 'both';
}
