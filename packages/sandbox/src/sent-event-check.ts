// PROVISIONAL: the strict view of each webhook message as the provider sends it, with the exact signatures that
// @trs/validators will export (validateSentEvent, assertSentEvent; see the codegen issue). Until it does, this file
// compiles the message payloads of @trs/spec/asyncapi.json with ajv, every object closed by the spec package's
// strict-writer helper, so the sandbox never sends a field the contract does not name. Everything in this package
// imports these two functions from here only; at the merge this file becomes a re-export of @trs/validators.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft07 from 'ajv';
import addFormats from 'ajv-formats';
import { closeObjects } from '@trs/spec/tools/strict-writer.mjs';
import { ValidationError, type EventName, type EventPayloadMap, type ValidationResult } from '@trs/validators';

type Schema = Record<string, any>;
const require = createRequire(import.meta.url);
const asyncapi = JSON.parse(readFileSync(require.resolve('@trs/spec/asyncapi.json'), 'utf8')) as Schema;

const COMPONENT = '#/components/schemas/';
const closedId = (name: string) => `https://trs.invalid/sent/${encodeURIComponent(name)}`;
const componentOf = (ref: string) => asyncapi.components.schemas[decodeURIComponent(ref.slice(COMPONENT.length))];
const retarget = (ref: string) =>
  ref.startsWith(COMPONENT) ? closedId(decodeURIComponent(ref.slice(COMPONENT.length))) : ref;

const CONDITIONS = ['anyOf', 'oneOf', 'not', 'if', 'then', 'else'];
const isObject = (s: unknown): s is Schema => !!s && typeof s === 'object' && !Array.isArray(s);
const describesObject = (s: Schema) =>
  s.type === 'object' || ['properties', 'required', 'additionalProperties', 'patternProperties'].some((k) => k in s);

/**
 * Merges allOf members that describe objects into their parent, innermost first, so that the strict writer sees
 * one object per place. A message's `data` is defined both by the envelope (EventMetadata: an object) and by the
 * message (an object composed with allOf); merged at one level only, the closed envelope would refuse every field.
 */
function flattenAllOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(flattenAllOf);
  if (!isObject(node) || typeof node.$ref === 'string') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isObject(value))
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, flattenAllOf(v)]));
    else if (key === 'const' || key === 'enum' || key === 'examples') out[key] = value;
    else out[key] = flattenAllOf(value);
  }
  if (!Array.isArray(out.allOf)) return out;
  const kept: unknown[] = [];
  for (const member of out.allOf as Schema[]) {
    const target = typeof member.$ref === 'string' ? (flattenAllOf(componentOf(member.$ref)) as Schema) : member;
    // A member's conditions (anyOf, if/then …) move up with its properties, unless the parent has its own.
    const conditions = CONDITIONS.filter((key) => key in target);
    const mergeable =
      isObject(target) && describesObject(target) && !target.allOf && conditions.every((key) => !(key in out));
    if (!mergeable) {
      kept.push(member);
      continue;
    }
    for (const key of conditions) out[key] = target[key];
    const properties: Schema = { ...(out.properties ?? {}) };
    for (const [key, value] of Object.entries<Schema>(target.properties ?? {}))
      properties[key] = properties[key] ? flattenAllOf({ allOf: [value, properties[key]] }) : value;
    out.properties = properties;
    const required = new Set([...(out.required ?? []), ...(target.required ?? [])]);
    if (required.size) out.required = [...required];
    if (!out.type && target.type) out.type = target.type;
  }
  if (kept.length) out.allOf = kept;
  else delete out.allOf;
  return out;
}

const closed = (schema: unknown) => closeObjects(flattenAllOf(schema), componentOf, retarget);

function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => extensionKeywords(v, found));
  else if (isObject(value))
    for (const [key, v] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      extensionKeywords(v, found);
    }
  return found;
}

// ajv and ajv-formats are CommonJS: their function is also their own `default` property.
const Ajv = AjvDraft07.default;
const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true });
addFormats.default(ajv);
ajv.addVocabulary(['example', ...extensionKeywords(asyncapi)]);
for (const [name, schema] of Object.entries<Schema>(asyncapi.components.schemas ?? {}))
  ajv.addSchema({ ...closed(schema), $id: closedId(name) });

const messageNames = Object.keys(asyncapi.components.messages ?? {});
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

function validatorOf(event: string) {
  let validate = compiled.get(event);
  if (!validate) {
    if (!messageNames.includes(event)) throw new TypeError(`${event} is not a message of the AsyncAPI document`);
    validate = ajv.compile(closed(asyncapi.components.messages[event].payload) as Schema);
    compiled.set(event, validate);
  }
  return validate;
}

/** Validates a payload as the provider sends it: every object closed (no field the contract does not name). */
export function validateSentEvent<E extends EventName>(
  event: E,
  payload: unknown,
): ValidationResult<EventPayloadMap[E]> {
  const validate = validatorOf(event);
  if (validate(payload)) return { ok: true, value: payload as EventPayloadMap[E] };
  return {
    ok: false,
    issues: (validate.errors ?? []).map((error) => {
      const field =
        error.keyword === 'additionalProperties'
          ? `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`
          : error.instancePath;
      const rule = error.keyword === 'format' ? `format:${(error.params as { format: string }).format}` : error.keyword;
      const text =
        error.keyword === 'additionalProperties' ? 'is not a field of this message' : (error.message ?? 'is invalid');
      return { pointer: field, rule, message: `${field || '(the payload)'} ${text}` };
    }),
  };
}

/** Returns the payload, typed, or throws a ValidationError listing every issue. */
export function assertSentEvent<E extends EventName>(event: E, payload: unknown): EventPayloadMap[E] {
  const result = validateSentEvent(event, payload);
  if (!result.ok) throw new ValidationError(`${event} (as sent)`, result.issues);
  return result.value;
}
