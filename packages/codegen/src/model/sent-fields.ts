// x-sent-fields: the fields the provider spec names for each message, read and checked, and the JSON Schema that the
// strict "as sent" validators add to a message's payload so that none of them can be left out of what is sent.
// Receivers never see this schema: what they read stays tolerant.
import { isJsonObject, unescapePointerToken } from '@trs/shared';
import { ContractError, isPointer, text } from './refs.js';
import type { Field, JsonSchema, SentCondition, SentFieldGroup, SentFields } from './types.js';

function fail(pointer: string, problem: string): never {
  throw new ContractError('asyncapi', pointer, problem);
}

/** The pointer of the field that holds this one: '/data/applicants/*\/type' → '/data/applicants'. */
export function parentPointer(pointer: string): string {
  const segments = pointer.split('/').slice(1, -1);
  while (segments.at(-1) === '*') segments.pop();
  return segments.length ? `/${segments.join('/')}` : '';
}

function conditionWords(condition: SentCondition): string {
  if (condition.present !== undefined)
    return `when ${condition.pointer} is ${condition.present ? 'present' : 'absent'}`;
  if (condition.in !== undefined)
    return `when ${condition.pointer} is one of ${condition.in.map((v) => JSON.stringify(v)).join(', ')}`;
  return `when ${condition.pointer} is ${JSON.stringify(condition.equals)}`;
}

function readCondition(raw: unknown, where: string, isField: (pointer: string) => boolean): SentCondition {
  if (!isJsonObject(raw) || !isPointer(raw.pointer)) fail(where, 'when must be { pointer, equals | in | present }');
  const condition = raw;
  const pointer = raw.pointer;
  if (!isField(pointer)) fail(`${where}/pointer`, `${pointer} is not a field of the payload`);
  if (pointer.split('/').includes('*'))
    fail(`${where}/pointer`, 'a condition names one field, not every item of a list (*)');
  const kinds = ['equals', 'in', 'present'].filter((k) => k in condition);
  if (kinds.length !== 1) fail(where, 'when needs exactly one of equals, in, present');
  const { equals, in: values, present } = condition;
  if ('in' in condition && (!Array.isArray(values) || !values.length)) fail(`${where}/in`, 'in must list the values');
  if ('present' in condition && typeof present !== 'boolean') fail(`${where}/present`, 'present must be a boolean');
  return {
    pointer,
    ...('equals' in condition ? { equals } : {}),
    ...(Array.isArray(values) ? { in: [...(values as unknown[])] } : {}),
    ...(typeof present === 'boolean' ? { present } : {}),
  };
}

/**
 * Reads a message's x-sent-fields. Every pointer names a field of the payload; a field's parent is listed before it
 * can be (in `always`, or in the same group); a field the payload requires is in `always`.
 */
export function readSentFields(raw: unknown, where: string, fields: readonly Field[]): SentFields {
  if (!isJsonObject(raw))
    fail(
      where,
      'x-sent-fields is missing: list every field the provider spec names for this message (always / conditional)',
    );
  const known = new Set(fields.map((f) => f.pointer));
  const isField = (pointer: string) => known.has(pointer);
  const listed = new Set<string>();
  const pointerList = (value: unknown, at: string): string[] => {
    if (!Array.isArray(value)) fail(at, 'must be a list of JSON pointers');
    for (const [index, pointer] of (value as unknown[]).entries()) {
      if (!isPointer(pointer)) fail(`${at}/${index}`, `${JSON.stringify(pointer)} is not a JSON pointer`);
      if (!isField(pointer)) fail(`${at}/${index}`, `${pointer} is not a field of the payload`);
      if (listed.has(pointer)) fail(`${at}/${index}`, `${pointer} is listed twice`);
      listed.add(pointer);
    }
    return value as string[];
  };
  const body = raw;
  const always = pointerList(body.always ?? [], `${where}/always`);
  const alwaysSet = new Set(always);
  const parentListed = (pointer: string, group: ReadonlySet<string>, at: string) => {
    const parent = parentPointer(pointer);
    if (parent && !alwaysSet.has(parent) && !group.has(parent))
      fail(at, `${pointer} is listed but the field holding it, ${parent}, is not`);
  };
  always.forEach((pointer, index) => parentListed(pointer, alwaysSet, `${where}/always/${index}`));

  const rawGroups = body.conditional ?? [];
  if (!Array.isArray(rawGroups))
    fail(`${where}/conditional`, 'conditional must be a list of { fields, when?, because }');
  const conditional = (rawGroups as unknown[]).map((group, index): SentFieldGroup => {
    const at = `${where}/conditional/${index}`;
    if (!isJsonObject(group)) fail(at, 'must be { fields, when?, may?, because }');
    const entry = group;
    const groupFields = pointerList(entry.fields, `${at}/fields`);
    if (!groupFields.length) fail(`${at}/fields`, 'fields must name at least one field');
    const own = new Set(groupFields);
    groupFields.forEach((pointer, i) => parentListed(pointer, own, `${at}/fields/${i}`));
    const because = text(entry.because);
    if (!because) fail(`${at}/because`, 'because must say why, in words, with the provider spec section');
    if (entry.may !== undefined && typeof entry.may !== 'boolean') fail(`${at}/may`, 'may must be a boolean');
    const when = entry.when === undefined ? null : readCondition(entry.when, `${at}/when`, isField);
    return {
      fields: groupFields,
      when,
      may: entry.may === true,
      because: because,
      whenWords: when ? conditionWords(when) : null,
    };
  });

  for (const field of fields) {
    const parent = parentPointer(field.pointer);
    if (field.required && (parent === '' || alwaysSet.has(parent)) && !alwaysSet.has(field.pointer))
      fail(`${where}/always`, `${field.pointer} is required by the payload schema, so it belongs in always`);
  }
  return { always, conditional };
}

interface RequirementNode {
  required: string[];
  children: Map<string, RequirementNode>;
  items: RequirementNode | null;
}

const node = (): RequirementNode => ({ required: [], children: new Map(), items: null });

function requirementTree(pointers: readonly string[]): RequirementNode {
  const root = node();
  for (const pointer of pointers) {
    let current = root;
    for (const segment of pointer.split('/').slice(1).map(unescapePointerToken)) {
      if (segment === '*') {
        current = current.items ??= node();
        continue;
      }
      if (!current.required.includes(segment)) current.required.push(segment);
      let child = current.children.get(segment);
      if (!child) current.children.set(segment, (child = node()));
      current = child;
    }
  }
  return root;
}

function treeSchema(tree: RequirementNode): JsonSchema | null {
  if (tree.items) return { type: 'array', items: treeSchema(tree.items) ?? {} };
  if (!tree.required.length) return null;
  const properties = Object.fromEntries(
    [...tree.children]
      .map(([name, child]) => [name, treeSchema(child)] as const)
      .filter((entry): entry is readonly [string, JsonSchema] => entry[1] !== null),
  );
  return {
    type: 'object',
    required: tree.required,
    ...(Object.keys(properties).length ? { properties } : {}),
  };
}

/** A schema that holds when the condition does: the path to the field exists and its value matches. */
function conditionSchema(condition: SentCondition): JsonSchema {
  const segments = condition.pointer.split('/').slice(1).map(unescapePointerToken);
  const leaf: JsonSchema | null =
    condition.present !== undefined
      ? null
      : condition.in !== undefined
        ? { enum: condition.in }
        : { const: condition.equals };
  const path = segments.reduceRight<JsonSchema | null>(
    (inner, segment) => ({
      type: 'object',
      required: [segment],
      ...(inner ? { properties: { [segment]: inner } } : {}),
    }),
    leaf,
  )!;
  return condition.present === false ? { not: path } : path;
}

/**
 * What the strict "as sent" validator of a message requires on top of its closed payload schema: every `always`
 * field, and the fields of each conditional group whose `when` holds (groups marked `may`, and groups the payload
 * cannot show, are not required).
 */
export function sentRequirementsSchema(sent: SentFields): JsonSchema {
  const always = treeSchema(requirementTree(sent.always)) ?? { type: 'object' };
  const conditions = sent.conditional
    .filter((group) => group.when && !group.may)
    .map((group) => ({ if: conditionSchema(group.when!), then: treeSchema(requirementTree(group.fields))! }));
  return conditions.length ? { ...always, allOf: conditions } : always;
}

/** The "as sent" schema of a message: its payload as the strict writer closes it, and its x-sent-fields required. */
export function sentSchema(closedPayload: JsonSchema, sent: SentFields): JsonSchema {
  return { allOf: [closedPayload, sentRequirementsSchema(sent)] };
}
