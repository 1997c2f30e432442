// The tolerant reader, one step further: what we receive may carry an optional field as JSON null (a provider that
// serialises "no value" as null rather than leaving the field out). A copy of a schema in which every optional
// property also accepts null, so that inbound validation (webhook messages and API answers) treats null as absent;
// required properties stay as they are, and so does everything we send (request bodies, messages "as sent").
//
// allOf members that describe objects are merged into their parent first (nested allOf included), so that a property
// defined by a member (EventMetadata) and required by the parent (the message) is known to be required. The merge
// keeps the meaning: a property defined on both sides keeps both as allOf; what cannot be merged stays in allOf.
import type { JsonSchema } from '../../model/index.js';

const OBJECT_KEYWORDS = ['properties', 'required', 'additionalProperties', 'patternProperties'];
const CONDITIONS = ['anyOf', 'oneOf', 'if', 'then', 'else', 'not'] as const;
const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', '$ref'];
/** The keywords whose value is one schema (the lists, allOf, anyOf and oneOf, are visited member by member). */
const BRANCHES = ['if', 'then', 'else', 'not'] as const;

/** A copy of a schema being rewritten. */
type WritableSchema = { -readonly [K in keyof JsonSchema]: JsonSchema[K] };

const isObjectSchema = (schema: JsonSchema): boolean =>
  Boolean(schema) &&
  typeof schema === 'object' &&
  (schema.type === 'object' || OBJECT_KEYWORDS.some((k) => k in schema));

/** Whether a schema already accepts null (so that wrapping it would change nothing). */
function acceptsNull(schema: JsonSchema): boolean {
  if (!schema || typeof schema !== 'object') return true;
  if (Object.keys(schema).every((k) => k === 'description' || k === 'title')) return true;
  const type = schema.type;
  if (Array.isArray(type) && type.includes('null')) return true;
  if (type === 'null') return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  for (const key of ['anyOf', 'oneOf'])
    if (
      Array.isArray(schema[key]) &&
      schema[key].some((branch: JsonSchema) => branch?.type === 'null' || acceptsNull(branch))
    )
      return true;
  return false;
}

/** The schema, or null. A plain typed schema gets 'null' in its type list (so errors keep reading "a number or null"). */
export function orNull(schema: JsonSchema): JsonSchema {
  if (acceptsNull(schema)) return schema;
  const complex = COMPOSITIONS.some((k) => k in schema);
  if (!complex && ('const' in schema || Array.isArray(schema.enum))) {
    const { const: constant, enum: values, ...rest } = schema;
    const allowed = 'const' in schema ? [constant, null] : [...(values ?? []), null];
    return { ...rest, ...(rest.type ? { type: [rest.type].flat().concat('null') } : {}), enum: allowed };
  }
  if (!complex && schema.type) return { ...schema, type: [schema.type].flat().concat('null') };
  const { description, ...rest } = schema;
  return { ...(description ? { description } : {}), anyOf: [rest, { type: 'null' }] };
}

/**
 * @param schema a schema whose refs point at '#/components/schemas/Name'
 * @param resolveRef returns the schema a ref points at (for merging allOf members)
 * @param refTarget maps a component ref to the ref of its null-tolerant copy
 */
export function nullTolerant(
  schema: JsonSchema,
  resolveRef: (ref: string) => JsonSchema | undefined,
  refTarget: (ref: string) => string,
  { merge = true }: { merge?: boolean } = {},
): JsonSchema {
  return visit(schema);

  function visit(node: JsonSchema): JsonSchema {
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') return { ...node, $ref: refTarget(node.$ref) };
    let out: WritableSchema = { ...node };
    if (Array.isArray(out.allOf)) {
      if (merge) out = mergeObjectMembers(out);
      else guardRequiredOfMembers(out);
    }
    if (out.properties && typeof out.properties === 'object') {
      const required = new Set<string>(out.required ?? []);
      out.properties = Object.fromEntries(
        Object.entries(out.properties).map(([key, value]) => [
          key,
          required.has(key) ? visit(value) : orNull(visit(value)),
        ]),
      );
    }
    if (out.items && typeof out.items === 'object') out.items = visit(out.items);
    if (out.additionalProperties && typeof out.additionalProperties === 'object')
      out.additionalProperties = visit(out.additionalProperties);
    if (Array.isArray(out.allOf)) out.allOf = out.allOf.map(visit);
    if (Array.isArray(out.anyOf)) out.anyOf = out.anyOf.map(visit);
    if (Array.isArray(out.oneOf)) out.oneOf = out.oneOf.map(visit);
    for (const key of BRANCHES) {
      const branch = out[key];
      if (branch !== undefined) out[key] = visit(branch);
    }
    return out;
  }

  /**
   * Without merging, an allOf member's optional property becomes nullable in the member's copy; when the parent
   * requires it without defining it, the parent gets a definition that refuses null.
   */
  function guardRequiredOfMembers(out: WritableSchema): void {
    const own = new Set(Object.keys(out.properties ?? {}));
    const missing = (out.required ?? []).filter((key) => !own.has(key));
    if (!missing.length) return;
    const properties = { ...(out.properties ?? {}) };
    for (const key of missing) properties[key] = { not: { type: 'null' } };
    out.properties = properties;
  }

  function mergeObjectMembers(node: JsonSchema): WritableSchema {
    const properties: Record<string, JsonSchema> = { ...(node.properties ?? {}) };
    const required: string[] = [...(node.required ?? [])];
    const out: WritableSchema = { ...node, properties, required };
    const kept: JsonSchema[] = [];
    for (const member of node.allOf ?? []) {
      let target = typeof member?.$ref === 'string' ? resolveRef(member.$ref) : member;
      if (!target || !isObjectSchema(target)) {
        kept.push(member);
        continue;
      }
      if (Array.isArray(target.allOf)) target = mergeObjectMembers(target);
      for (const [key, value] of Object.entries(target.properties ?? {})) {
        const own = properties[key];
        properties[key] = own ? { allOf: [value, own] } : value;
      }
      for (const key of target.required ?? []) if (!required.includes(key)) required.push(key);
      if (!out.type && target.type) out.type = target.type;
      if (target.allOf) kept.push(...target.allOf);
      const conditions = CONDITIONS.filter((key) => key in target);
      if (conditions.length) kept.push(Object.fromEntries(conditions.map((key) => [key, target[key]])));
    }
    if (kept.length) out.allOf = kept;
    else delete out.allOf;
    if (!required.length) delete out.required;
    if (!Object.keys(properties).length && !node.properties) delete out.properties;
    return out;
  }
}

/** Component names reachable from the given schemas through '#/components/schemas/' refs. */
export function reachableComponents(
  roots: readonly JsonSchema[],
  schemas: Readonly<Record<string, JsonSchema>>,
): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = decodeURIComponent(ref.slice('#/components/schemas/'.length));
      if (!found.has(name)) {
        found.add(name);
        visit(schemas[name]);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== '$ref') visit(value);
  };
  roots.forEach(visit);
  return found;
}

/** Whether a schema has an optional property anywhere (its null-tolerant copy then differs). */
export function hasOptionalProperty(schema: JsonSchema): boolean {
  if (Array.isArray(schema)) return schema.some(hasOptionalProperty);
  if (!schema || typeof schema !== 'object') return false;
  if (schema.properties && Object.keys(schema.properties).some((k) => !(schema.required ?? []).includes(k)))
    return true;
  return Object.entries(schema).some(([key, value]) => key !== '$ref' && hasOptionalProperty(value as JsonSchema));
}
