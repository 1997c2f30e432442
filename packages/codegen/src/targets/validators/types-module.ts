// TypeScript types of every validator, by json-schema-to-typescript. Every object is closed in the types (no index
// signature), so that a misspelt provider name does not compile; run-time validation stays tolerant for what we
// receive: the types describe what we know.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { closeObjects } from '@trs/spec/tools/strict-writer.mjs';
import type { ContractModel, JsonSchema } from '../../model/index.js';
import { code, formatTypeScript, generatedHeader, Code } from '../../printer/index.js';
import { OUTPUT_DIR } from './config.js';
import { hasOptionalProperty, nullTolerant, reachableComponents } from './null-tolerant.js';

const PREFIX = '#/components/schemas/';

/**
 * `x-typed-required` on a payload: fields the provider spec lists as always sent, required in the type although
 * validation stays tolerant of their absence (the standalone validators drop every x- keyword).
 */
function typedRequired(schema: JsonSchema): JsonSchema {
  const typed: unknown = (schema as Record<string, unknown>)['x-typed-required'];
  if (!Array.isArray(typed) || !typed.length) return schema;
  const required = new Set([...(schema.required ?? []), ...typed.map(String)]);
  return { ...schema, required: [...required] };
}

export async function typesModule(model: Pick<ContractModel, 'schemas' | 'validators'>): Promise<string> {
  // closeObjects also merges allOf object members into one object, so required fields survive into the types. A
  // complete code list stays a number or a string in the types: what is received may hold a value added later.
  const resolveRef = (ref: string) =>
    model.schemas[decodeURIComponent(ref.slice(PREFIX.length)).replace(/AsReceived$/, '')];
  const toDefinitionRefs = (schema: JsonSchema): JsonSchema =>
    closeObjects(schema, resolveRef, (ref: string) => ref.replace(PREFIX, '#/definitions/'), { completeCodes: false });
  // What we receive says `| null` on its optional properties (see null-tolerant.ts). A component that requests use
  // too keeps its name for them and gets a copy `<Name>AsReceived` for what we receive.
  const inbound = model.validators.filter((v) => v.role !== 'request');
  const sentReach = reachableComponents(
    model.validators.filter((v) => v.role === 'request').map((v) => ({ $ref: `${PREFIX}${v.name}` })),
    model.schemas,
  );
  const differsWhenReceived = (name: string) =>
    [name, ...reachableComponents([model.schemas[name]!], model.schemas)].some((n) =>
      hasOptionalProperty(model.schemas[n]!),
    );
  const receivedName = (name: string) =>
    sentReach.has(name) && differsWhenReceived(name) ? `${name}AsReceived` : name;
  const received = (schema: JsonSchema): JsonSchema =>
    nullTolerant(schema, resolveRef, (ref) => PREFIX + receivedName(decodeURIComponent(ref.slice(PREFIX.length))));
  const receivedOnly = reachableComponents(
    inbound.map((v) => v.schema),
    model.schemas,
  );
  const definitions: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(model.schemas)) {
    const onlyReceived = !sentReach.has(name) && (receivedOnly.has(name) || inbound.some((v) => v.name === name));
    definitions[name] = { ...toDefinitionRefs(onlyReceived ? received(schema) : schema), title: name };
    if (receivedName(name) !== name)
      definitions[receivedName(name)] = { ...toDefinitionRefs(received(schema)), title: receivedName(name) };
  }
  const properties: Record<string, JsonSchema> = {};
  for (const validator of model.validators) {
    const name = validator.role === 'request' ? validator.name : receivedName(validator.name);
    definitions[name] ??= {
      ...toDefinitionRefs(validator.role === 'request' ? validator.schema : received(typedRequired(validator.schema))),
      title: name,
    };
    properties[validator.name] = { $ref: `#/definitions/${name}` };
  }
  const root = {
    title: 'ValidatedTypes',
    description: 'The type each validator of @trs/validators narrows to, by validator name.',
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    definitions,
  };
  const declarations = await compile(root as JSONSchema, 'ValidatedTypes', {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    format: false,
    declareExternallyReferenced: true,
    enableConstEnums: false,
  });
  return formatTypeScript(
    code`${generatedHeader('validators', 'json-schema-to-typescript')}\n${new Code(declarations)}`,
    `${OUTPUT_DIR}/types.gen.ts`,
  );
}
