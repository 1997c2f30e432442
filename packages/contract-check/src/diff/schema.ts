// Direction-aware comparison of two JSON Schemas, as a consumer sees them.
//
// What clients send must stay acceptable: anything that accepted less than before breaks them (a new required
// field, a removed value, a narrower type, a tighter constraint), and, because our client validates what it sends
// strictly, so does a removed field. What clients and receivers get must stay readable: anything that can deliver
// something the old reader never saw breaks them (a removed field, a field that became optional, a changed type, a
// new value of a closed enum, a looser constraint). Open code lists (`x-codes`) and unknown fields are read
// tolerantly, so new codes and new fields are not breaking.
import type { Direction, Finding, Severity } from './model.js';
import { STRICT_WRITER_NOTE, TOLERANT_READER_NOTE } from './model.js';
import { child, equal, isObject, resolve, type Located } from './pointer.js';

/** A finding inside one schema; `field` is relative to the schema compared. */
export type SchemaFinding = Omit<Finding, 'usage'>;

interface Member {
  node: Record<string, any>;
  pointer: string;
}

const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains'];
const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains'];
const EXACT_CONSTRAINTS = ['pattern', 'format', 'multipleOf', 'contentEncoding', 'contentMediaType', 'uniqueItems'];

interface Valued {
  value: unknown;
  pointer: string;
}

/** A schema with its $ref and allOf members merged: what an instance must satisfy, keyword by keyword. */
interface View {
  pointers: string[];
  types?: { set: Set<string>; pointer: string };
  values?: { list: unknown[]; pointer: string };
  codes?: { map: Record<string, unknown>; pointer: string };
  properties: Map<string, Located[]>;
  required: Map<string, string>;
  items: Located[];
  additionalProperties: Located[];
  closed?: string;
  constraints: Map<string, Valued[]>;
  alternatives: { keyword: 'anyOf' | 'oneOf'; options: Located[]; pointer: string }[];
  conditions: { node: Record<string, any>; pointer: string }[];
  negations: Located[];
  defaultValue?: Valued;
  readOnly?: Valued;
  writeOnly?: Valued;
  deprecated?: Valued;
}

function members(document: unknown, located: Located, seen = new Set<string>()): Member[] {
  const target = resolve(document, located);
  if (!isObject(target.node) || seen.has(target.pointer)) return [];
  seen.add(target.pointer);
  const list: Member[] = [{ node: target.node, pointer: target.pointer }];
  const ref = target.node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    list.push(...members(document, { node: { $ref: ref }, pointer: ref }, seen));
  }
  (Array.isArray(target.node.allOf) ? target.node.allOf : []).forEach((sub: unknown, index: number) => {
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

function view(document: unknown, located: Located[]): View {
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
      const set = new Set<string>(Array.isArray(node.type) ? node.type : [node.type]);
      result.types = result.types
        ? { set: new Set([...result.types.set].filter((type) => set.has(type))), pointer: result.types.pointer }
        : { set, pointer: child(pointer, 'type') };
    }
    const values = 'const' in node ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined;
    if (values) {
      const keyword = 'const' in node ? 'const' : 'enum';
      result.values = result.values
        ? {
            list: result.values.list.filter((value) => values.some((v) => equal(v, value))),
            pointer: result.values.pointer,
          }
        : { list: values, pointer: child(pointer, keyword) };
    }
    if (isObject(node['x-codes'])) {
      result.codes = {
        map: { ...(result.codes?.map ?? {}), ...node['x-codes'] },
        pointer: result.codes?.pointer ?? child(pointer, 'x-codes'),
      };
    }
    for (const [name, sub] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      const list = result.properties.get(name) ?? [];
      list.push({ node: sub, pointer: child(pointer, 'properties', name) });
      result.properties.set(name, list);
    }
    for (const name of Array.isArray(node.required) ? node.required : []) {
      if (!result.required.has(name)) result.required.set(name, child(pointer, 'required'));
    }
    if (node.items !== undefined && typeof node.items !== 'boolean') {
      result.items.push({ node: node.items, pointer: child(pointer, 'items') });
    }
    if (node.additionalProperties === false) result.closed = child(pointer, 'additionalProperties');
    else if (isObject(node.additionalProperties)) {
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
      if (!Array.isArray(node[keyword])) continue;
      result.alternatives.push({
        keyword,
        options: node[keyword].map((option: unknown, index: number) => ({
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
const typesWithin = (inner: Set<string> | undefined, outer: Set<string> | undefined) =>
  inner ? [...inner].every((type) => accepts(outer, type)) : !outer;
const typeText = (types?: Set<string>) => (types ? [...types].sort().join(' | ') : 'any type');
const show = (value: unknown) => JSON.stringify(value);

/** The effective value of a constraint keyword across merged members: the strictest bound, or every exact value. */
function effective(keyword: string, list: Valued[] | undefined): { value: unknown; pointer: string } | undefined {
  if (!list?.length) return undefined;
  if (LOWER_BOUNDS.includes(keyword)) return list.reduce((a, b) => ((b.value as number) > (a.value as number) ? b : a));
  if (UPPER_BOUNDS.includes(keyword)) return list.reduce((a, b) => ((b.value as number) < (a.value as number) ? b : a));
  const distinct = list.filter((entry, index) => list.findIndex((other) => equal(other.value, entry.value)) === index);
  return distinct.length === 1
    ? distinct[0]
    : { value: distinct.map((entry) => entry.value), pointer: distinct[0]!.pointer };
}

/** Tighter: accepts fewer instances than before. Looser: accepts more. Both: some of each (a changed pattern). */
function constraintChange(keyword: string, before: unknown, after: unknown): 'tighter' | 'looser' | 'both' | undefined {
  if (equal(before, after)) return undefined;
  if (before === undefined) return keyword === 'uniqueItems' && after === false ? undefined : 'tighter';
  if (after === undefined) return keyword === 'uniqueItems' && before === false ? undefined : 'looser';
  if (LOWER_BOUNDS.includes(keyword)) return (after as number) > (before as number) ? 'tighter' : 'looser';
  if (UPPER_BOUNDS.includes(keyword)) return (after as number) < (before as number) ? 'tighter' : 'looser';
  if (keyword === 'uniqueItems') return after ? 'tighter' : 'looser';
  return 'both';
}

interface Sides {
  base: unknown;
  head: unknown;
}

export class SchemaComparer {
  private readonly cache = new Map<string, SchemaFinding[]>();
  private readonly inProgress = new Set<string>();
  /** Every schema (merged member) compared, on each side: a difference inside them was looked at. */
  readonly compared = { base: new Set<string>(), head: new Set<string>() };

  constructor(private readonly documents: Sides) {}

  /** Compares the schema at `base` with the one at `head` for data flowing in `direction`. */
  compare(base: Located, head: Located, direction: Direction): SchemaFinding[] {
    return this.compareViews([base], [head], direction);
  }

  private compareViews(baseList: Located[], headList: Located[], direction: Direction): SchemaFinding[] {
    const before = view(this.documents.base, baseList);
    const after = view(this.documents.head, headList);
    before.pointers.forEach((pointer) => this.compared.base.add(pointer));
    after.pointers.forEach((pointer) => this.compared.head.add(pointer));
    const key = `${direction}|${before.pointers.join(',')}|${after.pointers.join(',')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (this.inProgress.has(key)) return [];
    this.inProgress.add(key);
    const findings: SchemaFinding[] = [];
    new ViewComparison(this, before, after, direction, findings).run();
    this.inProgress.delete(key);
    this.cache.set(key, findings);
    return findings;
  }

  /** Used by ViewComparison to recurse into properties, items and alternatives. */
  nested(base: Located[], head: Located[], direction: Direction, prefix: string[]): SchemaFinding[] {
    return this.compareViews(base, head, direction).map((finding) => ({
      ...finding,
      field: [...prefix, ...(finding.field ?? [])],
    }));
  }
}

class ViewComparison {
  private readonly sent: boolean;

  constructor(
    private readonly comparer: SchemaComparer,
    private readonly before: View,
    private readonly after: View,
    private readonly direction: Direction,
    private readonly findings: SchemaFinding[],
  ) {
    this.sent = direction === 'sent';
  }

  run(): void {
    this.types();
    this.values();
    this.codes();
    this.properties();
    this.items();
    this.constraints();
    this.alternatives();
    this.conditions();
    this.flags();
  }

  private emit(
    rule: string,
    severity: Severity,
    message: string,
    pointer: string,
    side: 'base' | 'head',
    field: string[] = [],
    note?: string,
    explains?: string[],
  ): void {
    this.findings.push({
      rule,
      severity,
      message,
      pointer,
      side,
      field,
      ...(note ? { note } : {}),
      ...(explains?.length ? { explains } : {}),
    });
  }

  private headPointer(keyword: string): string {
    return child(this.after.pointers[0] ?? '#', keyword);
  }

  private types(): void {
    const before = this.before.types?.set;
    const after = this.after.types?.set;
    if (typesWithin(before, after) && typesWithin(after, before)) return;
    const pointer = this.after.types?.pointer ?? this.headPointer('type');
    const change = `from ${typeText(before)} to ${typeText(after)}`;
    if (this.sent) {
      if (!typesWithin(before, after))
        this.emit('sent-type-narrowed', 'breaking', `Type narrowed ${change}.`, pointer, 'head');
      else this.emit('sent-type-widened', 'non-breaking', `Type widened ${change}.`, pointer, 'head');
    } else if (!typesWithin(after, before)) {
      this.emit('received-type-changed', 'breaking', `Type changed ${change}.`, pointer, 'head');
    } else {
      this.emit('received-type-narrowed', 'non-breaking', `Type narrowed ${change}.`, pointer, 'head');
    }
  }

  private values(): void {
    const before = this.before.values?.list;
    const after = this.after.values?.list;
    if (!before && !after) return;
    const pointer = this.after.values?.pointer ?? this.before.values?.pointer ?? this.headPointer('enum');
    const side = this.after.values ? 'head' : 'base';
    if (before && after) {
      const removed = before.filter((value) => !after.some((v) => equal(v, value)));
      const added = after.filter((value) => !before.some((v) => equal(v, value)));
      if (removed.length) {
        const message = `Value${removed.length > 1 ? 's' : ''} ${removed.map(show).join(', ')} no longer allowed.`;
        if (this.sent) this.emit('sent-value-removed', 'breaking', message, pointer, side);
        else this.emit('received-value-removed', 'non-breaking', message, pointer, side);
      }
      if (added.length) {
        const message = `Closed set of values gained ${added.map(show).join(', ')}.`;
        if (this.sent) this.emit('sent-value-added', 'non-breaking', message, pointer, side);
        else this.emit('received-enum-value-added', 'breaking', message, pointer, side);
      }
    } else if (after) {
      const message = `Values now limited to ${after.map(show).join(', ')}.`;
      if (this.sent) this.emit('sent-value-removed', 'breaking', message, pointer, side);
      else this.emit('received-value-removed', 'non-breaking', message, pointer, side);
    } else {
      const message = `Values no longer limited to ${before!.map(show).join(', ')}.`;
      if (this.sent) this.emit('sent-value-added', 'non-breaking', message, pointer, side);
      else this.emit('received-enum-value-added', 'breaking', message, pointer, side);
    }
  }

  /** `x-codes`: the known values of an open code; a value outside the list is still valid. */
  private codes(): void {
    const before = this.before.codes?.map ?? {};
    const after = this.after.codes?.map ?? {};
    const removed = Object.keys(before).filter((code) => !(code in after));
    const added = Object.keys(after).filter((code) => !(code in before));
    for (const code of removed) {
      const pointer = child(this.before.codes!.pointer, code);
      const message = `Known code ${code} (${String(before[code])}) removed.`;
      if (this.sent) this.emit('sent-value-removed', 'breaking', message, pointer, 'base');
      else this.emit('received-value-removed', 'non-breaking', message, pointer, 'base');
    }
    for (const code of added) {
      const pointer = child(this.after.codes!.pointer, code);
      const message = `New code ${code} (${String(after[code])}).`;
      if (this.sent) this.emit('sent-value-added', 'non-breaking', message, pointer, 'head');
      else this.emit('received-code-added', 'non-breaking', message, pointer, 'head', [], TOLERANT_READER_NOTE);
    }
  }

  private properties(): void {
    const names = new Set([
      ...this.before.properties.keys(),
      ...this.after.properties.keys(),
      ...this.before.required.keys(),
      ...this.after.required.keys(),
    ]);
    for (const name of names) {
      const before = this.before.properties.get(name);
      const after = this.after.properties.get(name);
      const wasRequired = this.before.required.has(name);
      const isRequired = this.after.required.has(name);
      const existedBefore = Boolean(before) || wasRequired;
      const existsAfter = Boolean(after) || isRequired;
      if (existedBefore && !existsAfter) {
        const pointer = before?.[0]?.pointer ?? this.before.required.get(name)!;
        const explains = wasRequired ? [this.before.required.get(name)!] : [];
        if (this.sent) {
          this.emit(
            'sent-property-removed',
            'breaking',
            `Field ${name} removed.`,
            pointer,
            'base',
            [name],
            STRICT_WRITER_NOTE,
            explains,
          );
        } else {
          this.emit(
            'received-property-removed',
            'breaking',
            `Field ${name} removed.`,
            pointer,
            'base',
            [name],
            undefined,
            explains,
          );
        }
        continue;
      }
      if (!existedBefore && existsAfter) {
        const pointer = after?.[0]?.pointer ?? this.after.required.get(name)!;
        const explains = isRequired ? [this.after.required.get(name)!] : [];
        if (this.sent && isRequired) {
          this.emit(
            'sent-required-added',
            'breaking',
            `New required field ${name}.`,
            pointer,
            'head',
            [name],
            undefined,
            explains,
          );
        } else if (this.sent) {
          this.emit('sent-property-added', 'non-breaking', `New optional field ${name}.`, pointer, 'head', [name]);
        } else {
          this.emit(
            'received-property-added',
            'non-breaking',
            `New field ${name}.`,
            pointer,
            'head',
            [name],
            undefined,
            explains,
          );
        }
        continue;
      }
      if (wasRequired !== isRequired) {
        if (isRequired) {
          const pointer = this.after.required.get(name)!;
          if (this.sent)
            this.emit('sent-required-added', 'breaking', `Field ${name} became required.`, pointer, 'head', [name]);
          else
            this.emit(
              'received-required-added',
              'non-breaking',
              `Field ${name} is now always present.`,
              pointer,
              'head',
              [name],
            );
        } else {
          const pointer = this.before.required.get(name)!;
          if (this.sent)
            this.emit('sent-required-removed', 'non-breaking', `Field ${name} became optional.`, pointer, 'base', [
              name,
            ]);
          else
            this.emit(
              'received-required-removed',
              'breaking',
              `Field ${name} became optional: it may be absent.`,
              pointer,
              'base',
              [name],
            );
        }
      }
      if (before && after) this.findings.push(...this.comparer.nested(before, after, this.direction, [name]));
    }
  }

  private items(): void {
    if (this.before.items.length && this.after.items.length) {
      this.findings.push(...this.comparer.nested(this.before.items, this.after.items, this.direction, ['[]']));
    } else if (this.before.items.length !== this.after.items.length) {
      this.constraint(
        'items',
        this.before.items.length ? 'looser' : 'tighter',
        'Array items schema ' + (this.before.items.length ? 'removed.' : 'added.'),
        this.after.items[0]?.pointer ?? this.before.items[0]!.pointer,
      );
    }
    if (this.before.additionalProperties.length && this.after.additionalProperties.length) {
      this.findings.push(
        ...this.comparer.nested(this.before.additionalProperties, this.after.additionalProperties, this.direction, [
          '{}',
        ]),
      );
    }
    if (Boolean(this.before.closed) !== Boolean(this.after.closed)) {
      const closing = Boolean(this.after.closed);
      this.constraint(
        'additionalProperties',
        closing ? 'tighter' : 'looser',
        closing ? 'Object closed to unknown fields.' : 'Object opened to unknown fields.',
        (this.after.closed ?? this.before.closed)!,
      );
    }
  }

  private constraints(): void {
    const keywords = new Set([...this.before.constraints.keys(), ...this.after.constraints.keys()]);
    for (const keyword of keywords) {
      const before = effective(keyword, this.before.constraints.get(keyword));
      const after = effective(keyword, this.after.constraints.get(keyword));
      const change = constraintChange(keyword, before?.value, after?.value);
      if (!change) continue;
      const message =
        before === undefined
          ? `${keyword} ${show(after!.value)} added.`
          : after === undefined
            ? `${keyword} ${show(before.value)} removed.`
            : `${keyword} changed from ${show(before.value)} to ${show(after.value)}.`;
      this.constraint(keyword, change, message, after?.pointer ?? before!.pointer, after ? 'head' : 'base');
    }
  }

  private constraint(
    keyword: string,
    change: 'tighter' | 'looser' | 'both',
    message: string,
    pointer: string,
    side: 'base' | 'head' = 'head',
  ): void {
    void keyword;
    if (this.sent) {
      if (change === 'looser') this.emit('sent-constraint-loosened', 'non-breaking', message, pointer, side);
      else this.emit('sent-constraint-tightened', 'breaking', message, pointer, side);
    } else if (change === 'tighter') {
      this.emit('received-constraint-tightened', 'non-breaking', message, pointer, side);
    } else {
      this.emit('received-constraint-loosened', 'breaking', message, pointer, side);
    }
  }

  /** anyOf / oneOf: options are matched by the definition they reference, else by title, else by position. */
  private alternatives(): void {
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const before = this.before.alternatives.find((entry) => entry.keyword === keyword);
      const after = this.after.alternatives.find((entry) => entry.keyword === keyword);
      if (!before && !after) continue;
      if (!before || !after) {
        const present = (after ?? before)!;
        this.constraint(
          keyword,
          after ? 'tighter' : 'looser',
          `${keyword} ${after ? 'added' : 'removed'}.`,
          present.pointer,
          after ? 'head' : 'base',
        );
        continue;
      }
      const identity = (option: Located, index: number) =>
        typeof option.node?.$ref === 'string'
          ? `ref:${option.node.$ref}`
          : typeof option.node?.title === 'string'
            ? `title:${option.node.title}`
            : `index:${index}`;
      const beforeIds = new Map(before.options.map((option, index) => [identity(option, index), option]));
      const afterIds = new Map(after.options.map((option, index) => [identity(option, index), option]));
      for (const [id, option] of beforeIds) {
        const match = afterIds.get(id);
        if (match) {
          this.findings.push(...this.comparer.nested([option], [match], this.direction, []));
        } else {
          this.constraint(
            keyword,
            'tighter',
            `${keyword} option ${id.replace(/^\w+:/, '')} removed.`,
            option.pointer,
            'base',
          );
        }
      }
      for (const [id, option] of afterIds) {
        if (!beforeIds.has(id)) {
          this.constraint(
            keyword,
            'looser',
            `${keyword} option ${id.replace(/^\w+:/, '')} added.`,
            option.pointer,
            'head',
          );
        }
      }
    }
  }

  /** if/then/else and not: a changed condition cannot be rated, so it is reported as breaking both ways. */
  private conditions(): void {
    const count = Math.max(this.before.conditions.length, this.after.conditions.length);
    for (let index = 0; index < count; index++) {
      const before = this.before.conditions[index];
      const after = this.after.conditions[index];
      if (!before || !after || !equal(before.node.if, after.node.if)) {
        this.emit(
          'schema-condition-changed',
          'breaking',
          'A conditional rule (if/then/else) was added, removed or changed its condition.',
          child((after ?? before)!.pointer, 'if'),
          after ? 'head' : 'base',
        );
        continue;
      }
      for (const branch of ['then', 'else'] as const) {
        const b = before.node[branch];
        const a = after.node[branch];
        if (b === undefined && a === undefined) continue;
        const empty = (pointer: string): Located => ({ node: {}, pointer });
        this.findings.push(
          ...this.comparer.nested(
            [
              b === undefined
                ? empty(child(before.pointer, branch))
                : { node: b, pointer: child(before.pointer, branch) },
            ],
            [
              a === undefined
                ? empty(child(after.pointer, branch))
                : { node: a, pointer: child(after.pointer, branch) },
            ],
            this.direction,
            [],
          ),
        );
      }
    }
    const negationsBefore = this.before.negations.map((entry) => entry.node);
    const negationsAfter = this.after.negations.map((entry) => entry.node);
    if (!equal(negationsBefore, negationsAfter)) {
      const pointer = this.after.negations[0]?.pointer ?? this.before.negations[0]!.pointer;
      this.emit(
        'schema-condition-changed',
        'breaking',
        'A `not` rule was added, removed or changed.',
        pointer,
        this.after.negations.length ? 'head' : 'base',
      );
    }
  }

  private flags(): void {
    const { defaultValue: before, readOnly: roBefore, writeOnly: woBefore, deprecated: depBefore } = this.before;
    const { defaultValue: after, readOnly: roAfter, writeOnly: woAfter, deprecated: depAfter } = this.after;
    if (!equal(before?.value, after?.value)) {
      const pointer = (after ?? before)!.pointer;
      const message = `Default changed from ${before ? show(before.value) : 'none'} to ${after ? show(after.value) : 'none'}.`;
      if (this.sent) {
        this.emit(
          'sent-default-changed',
          'breaking',
          `${message} Requests that leave the field out now mean something else.`,
          pointer,
          after ? 'head' : 'base',
        );
      } else {
        this.emit('documentation-changed', 'documentation', message, pointer, after ? 'head' : 'base');
      }
    }
    if (Boolean(roBefore?.value) !== Boolean(roAfter?.value) && this.sent) {
      const pointer = (roAfter ?? roBefore)!.pointer;
      if (roAfter?.value)
        this.emit(
          'sent-property-removed',
          'breaking',
          'Field became read-only: it can no longer be sent.',
          pointer,
          'head',
          [],
          STRICT_WRITER_NOTE,
        );
      else
        this.emit(
          'sent-property-added',
          'non-breaking',
          'Field is no longer read-only: it can be sent.',
          pointer,
          'head',
        );
    }
    if (Boolean(woBefore?.value) !== Boolean(woAfter?.value) && !this.sent) {
      const pointer = (woAfter ?? woBefore)!.pointer;
      if (woAfter?.value)
        this.emit(
          'received-property-removed',
          'breaking',
          'Field became write-only: it is no longer returned.',
          pointer,
          'head',
        );
      else
        this.emit(
          'received-property-added',
          'non-breaking',
          'Field is no longer write-only: it is returned.',
          pointer,
          'head',
        );
    }
    if (!depBefore?.value && depAfter?.value) {
      this.emit('deprecated', 'non-breaking', 'Marked deprecated: plan to stop using it.', depAfter.pointer, 'head');
    }
  }
}
