// Fields of a body or payload: its schema flattened through component references, allOf, nested objects and array
// items into one list a person can read (docs, handler stubs).
import { escapePointerToken } from '@trs/shared';
import { componentName, text } from './refs.js';
import type { Field, JsonSchema, Sensitivity } from './types.js';

const SENSITIVITIES: readonly string[] = ['personal', 'secret', 'document'] satisfies Sensitivity[];

export interface FieldContext {
  schemas: Readonly<Record<string, JsonSchema>>;
  /** Ids of the gaps and assumptions carried by a schema node of the documents (x-gap, x-assumption on it). */
  gapsAt?: (schema: JsonSchema) => readonly string[];
}

/** The schema a reference points at (component references only; others are left as they are). */
function deref(context: FieldContext, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = componentName(schema);
  return name ? context.schemas[name] : schema;
}

/** Every member that shapes a schema's value: the schema itself and, recursively, its allOf members. */
function members(context: FieldContext, schema: JsonSchema | undefined, seen = new Set<JsonSchema>()): JsonSchema[] {
  const resolved = deref(context, schema);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return [];
  seen.add(resolved);
  const list = [resolved];
  for (const part of resolved.allOf ?? []) list.push(...members(context, part, seen));
  return list;
}

/** The first component met through references and allOf members (the type the field is "of"). */
function componentOf(schema: JsonSchema): string | null {
  const direct = componentName(schema);
  if (direct) return direct;
  for (const part of schema.allOf ?? []) {
    const name = componentName(part);
    if (name) return name;
  }
  return null;
}

function first<T>(list: JsonSchema[], pick: (s: JsonSchema) => T | undefined | null): T | null {
  for (const s of list) {
    const value = pick(s);
    if (value !== undefined && value !== null) return value;
  }
  return null;
}

/** The JSON type of a value: 'null', 'integer', 'number', 'string', 'boolean', 'array' or 'object'. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeWords(context: FieldContext, schema: JsonSchema, depth = 0): string {
  const list = members(context, schema);
  const words = new Set<string>();
  for (const s of list) {
    for (const t of [s.type].flat()) if (typeof t === 'string') words.add(t);
    if ('const' in s && !s.type) words.add(jsonType(s.const));
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
      const inner = deref(context, branch);
      if (inner && (inner.type || inner.$ref || inner.allOf || 'const' in inner) && depth < 4) {
        for (const w of typeWords(context, branch, depth + 1).split(' | ')) if (w) words.add(w);
      }
    }
  }
  if (words.has('integer') && words.has('number')) words.delete('integer');
  const ordered = [...words].sort((a, b) => (a === 'null' ? 1 : b === 'null' ? -1 : 0));
  const items = first(list, (s) => s.items);
  return ordered
    .map((w) => (w === 'array' && items ? `array of ${typeWords(context, items, depth + 1) || 'any'}` : w))
    .join(' | ');
}

interface ObjectShape {
  properties: [string, JsonSchema][];
  required: Set<string>;
  conditional: Map<string, string>;
}

/** The properties of an object schema through allOf members, with the ones of anyOf/oneOf branches as optional. */
function objectShape(context: FieldContext, schema: JsonSchema): ObjectShape {
  const properties = new Map<string, JsonSchema[]>();
  const required = new Set<string>();
  const conditional = new Map<string, string>();
  const add = (name: string, property: JsonSchema, own: boolean) => {
    const list = properties.get(name) ?? [];
    if (own) list.unshift(property);
    else list.push(property);
    properties.set(name, list);
  };
  const list = members(context, schema);
  list.forEach((s, index) => {
    for (const [name, property] of Object.entries<JsonSchema>(s.properties ?? {})) add(name, property, index === 0);
    for (const name of s.required ?? []) required.add(name);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
      for (const [name, property] of Object.entries<JsonSchema>(deref(context, branch)?.properties ?? {})) {
        if (!properties.has(name)) add(name, property, false);
      }
    }
    const condition = s.if?.properties;
    if (condition && s.then?.required) {
      const words = Object.entries<JsonSchema>(condition)
        .filter(([, c]) => 'const' in c)
        .map(([field, c]) => `${field} is ${JSON.stringify(c.const)}`)
        .join(' and ');
      for (const name of s.then.required) if (words) conditional.set(name, `when ${words}`);
    }
  });
  // The most specific definition first: its description wins; a property defined twice is shaped by all of them.
  return {
    properties: [...properties].map(([name, defs]) => [name, defs.length === 1 ? defs[0]! : { allOf: defs }]),
    required,
    conditional,
  };
}

/** The schema describes an object (its type, properties or allOf): its members are fields of their own. */
function describesObject(context: FieldContext, schema: JsonSchema): boolean {
  return members(context, schema).some((s) => s.type === 'object' || s.properties || s.allOf?.length);
}

/** The x-sensitive of the first schema that has one; a value that is not a known kind is an error in the contract. */
function sensitivityOf(list: JsonSchema[]): Sensitivity | null {
  const value = first(list, (s) => s['x-sensitive']);
  if (value === null) return null;
  if (typeof value !== 'string' || !SENSITIVITIES.includes(value)) {
    throw new Error(`x-sensitive must be one of ${SENSITIVITIES.join(', ')}; found ${JSON.stringify(value)}`);
  }
  return value as Sensitivity;
}

/** The members of an array's items (an array of addresses is as sensitive as an address). */
function itemMembers(context: FieldContext, list: JsonSchema[]): JsonSchema[] {
  const items = first(list, (s) => s.items);
  return items ? members(context, items) : [];
}

/** Every field of a value of `schema`, depth first, parents before their children. */
export function fieldsOf(context: FieldContext, schema: JsonSchema | null | undefined, maxDepth = 6): Field[] {
  const fields: Field[] = [];
  if (!schema) return fields;
  const visit = (
    node: JsonSchema,
    pointer: string,
    depth: number,
    trail: Set<string>,
    enclosing: Sensitivity | null,
  ) => {
    if (depth > maxDepth) return;
    if (!describesObject(context, node)) {
      const items = first(members(context, node), (s) => s.items);
      if (items && describesObject(context, items)) visit(items, `${pointer}/*`, depth, trail, enclosing);
      return;
    }
    const shape = objectShape(context, node);
    for (const [name, property] of shape.properties) {
      const list = members(context, property);
      const component = componentOf(property);
      const codes = first(list, (s) => s['x-codes']);
      const fieldPointer = `${pointer}/${escapePointerToken(name)}`;
      const sensitive = enclosing ?? sensitivityOf([property, ...list, ...itemMembers(context, list)]);
      const gaps = new Set<string>();
      for (const s of [property, ...list]) for (const id of context.gapsAt?.(s) ?? []) gaps.add(id);
      fields.push({
        pointer: fieldPointer,
        name,
        required: shape.required.has(name),
        requiredWhen: shape.conditional.get(name) ?? null,
        type: typeWords(context, property) || 'any',
        format: first(list, (s) => s.format),
        pattern: first(list, (s) => s.pattern),
        constant: first(list, (s) => ('const' in s ? { value: s.const } : null))?.value,
        description: first(list, (s) => text(s.description)),
        codes: codes ? Object.fromEntries(Object.entries(codes).map(([k, v]) => [k, String(v)])) : null,
        component,
        gaps: [...gaps],
        sensitive,
      });
      if (component && trail.has(component)) continue;
      const next = component ? new Set([...trail, component]) : trail;
      visit(property, fieldPointer, depth + 1, next, sensitive);
    }
  };
  visit(schema, '', 1, new Set(), null);
  return fields;
}
