// The strict writer: a copy of a schema in which every object we send is closed (additionalProperties: false),
// so that a misspelt or unknown field in a request body is rejected before it leaves, and in which a code whose
// x-codes is complete (x-codes-complete) takes only its known values. The contract's schemas stay open for the
// tolerant reader; this transform is applied only to what is sent (request bodies, messages as the provider sends
// them).
//
// allOf members that describe objects are merged into their parent first (nested allOf included), because
// additionalProperties only sees sibling properties. if/then/else, anyOf, oneOf and not are left as they are:
// closing a condition would change what it means.

const OBJECT_KEYWORDS = ['properties', 'required', 'additionalProperties', 'patternProperties'];
const CONDITIONS = ['anyOf', 'oneOf', 'if', 'then', 'else', 'not'];

function isObjectSchema(schema) {
  return schema && typeof schema === 'object' && (schema.type === 'object' || OBJECT_KEYWORDS.some((k) => k in schema));
}

/**
 * @param schema a schema whose refs point at '#/components/schemas/Name'
 * @param resolveRef returns the schema a ref points at
 * @param refTarget maps a component ref to the ref of its closed copy
 * @param options completeCodes false: leave complete code lists open (types of what is received stay wide)
 */
export function closeObjects(schema, resolveRef, refTarget, { completeCodes = true } = {}) {
  return close(schema);

  function close(node) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    if (typeof node.$ref === 'string') return { ...node, $ref: refTarget(node.$ref) };
    let out = { ...node };
    if (out.allOf) out = mergeObjectMembers(out);
    if (out.properties) {
      out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, value]) => [key, close(value)]));
    }
    if (out.items && typeof out.items === 'object') out.items = close(out.items);
    if (out.allOf) out.allOf = out.allOf.map(close);
    for (const key of ['if', 'then', 'else', 'anyOf', 'oneOf', 'not']) {
      if (key in out) out[key] = retarget(out[key]);
    }
    if (isObjectSchema(out) && out.additionalProperties === undefined && !out.patternProperties) {
      out.additionalProperties = false;
    }
    const known = completeCodes ? knownValues(out) : null;
    if (known) out.enum = known;
    return out;
  }

  // A code whose x-codes lists every value the provider names (x-codes-complete) is sent as one of them.
  function knownValues(node) {
    if (node['x-codes-complete'] !== true || !node['x-codes'] || 'enum' in node || 'const' in node) return null;
    const integers = [node.type].flat().includes('integer');
    return Object.keys(node['x-codes']).map((code) => (integers ? Number(code) : code));
  }

  // Inside conditions refs still move to the closed copies (nested objects stay closed), but nothing is closed here.
  function retarget(node) {
    if (Array.isArray(node)) return node.map(retarget);
    if (!node || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') return { ...node, $ref: refTarget(node.$ref) };
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === 'const' || key === 'enum' ? value : retarget(value)]),
    );
  }

  // Merges the shape (properties, required, type) of every object member of allOf into the node, flattening
  // nested allOf first; what cannot be merged (non-object members, a member's anyOf/oneOf/if/then/else/not) stays
  // in allOf, where it is not closed.
  function mergeObjectMembers(node) {
    const out = { ...node, properties: { ...(node.properties ?? {}) }, required: [...(node.required ?? [])] };
    const kept = [];
    for (const member of node.allOf) {
      let target = typeof member.$ref === 'string' ? resolveRef(member.$ref) : member;
      if (!isObjectSchema(target)) {
        kept.push(member);
        continue;
      }
      if (target.allOf) target = mergeObjectMembers(target);
      for (const [key, value] of Object.entries(target.properties ?? {})) {
        const own = out.properties[key];
        out.properties[key] = own ? { allOf: [value, own] } : value;
      }
      for (const key of target.required ?? []) if (!out.required.includes(key)) out.required.push(key);
      if (!out.type && target.type) out.type = target.type;
      if (target.allOf) kept.push(...target.allOf);
      const conditions = CONDITIONS.filter((key) => key in target);
      if (conditions.length) kept.push(Object.fromEntries(conditions.map((key) => [key, target[key]])));
    }
    if (kept.length) out.allOf = kept;
    else delete out.allOf;
    if (!out.required.length) delete out.required;
    if (!Object.keys(out.properties).length && !node.properties) delete out.properties;
    return out;
  }
}
