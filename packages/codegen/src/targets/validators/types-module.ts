// TypeScript types of every validator, by json-schema-to-typescript. Every object is closed in the types (no index
// signature), so that a misspelt provider name does not compile; run-time validation stays tolerant for what we
// receive: the types describe what we know.
import { compile } from 'json-schema-to-typescript';
import { closeObjects } from '@trs/spec/tools/strict-writer.mjs';
import type { ContractModel, JsonSchema } from '../../model/index.js';
import { code, formatTypeScript, generatedHeader, Code } from '../../printer/index.js';
import { OUTPUT_DIR } from './config.js';

const PREFIX = '#/components/schemas/';

export async function typesModule(model: Pick<ContractModel, 'schemas' | 'validators'>): Promise<string> {
  // closeObjects also merges allOf object members into one object, so required fields survive into the types.
  const resolveRef = (ref: string) => model.schemas[decodeURIComponent(ref.slice(PREFIX.length))];
  const toDefinitionRefs = (schema: JsonSchema): JsonSchema =>
    closeObjects(schema, resolveRef, (ref: string) => ref.replace(PREFIX, '#/definitions/'));
  const definitions: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(model.schemas))
    definitions[name] = { ...toDefinitionRefs(schema), title: name };
  const properties: Record<string, JsonSchema> = {};
  for (const validator of model.validators) {
    definitions[validator.name] ??= { ...toDefinitionRefs(validator.schema), title: validator.name };
    properties[validator.name] = { $ref: `#/definitions/${validator.name}` };
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
  const declarations = await compile(root as any, 'ValidatedTypes', {
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
