// @trs/validators: ajv standalone validators, TypeScript types and the catalogue that names them.
// ajv's standalone module is CommonJS: its function is also its own `default` property.
import standalone from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { closedSchema, createAjv, rewriteRefs } from '@trs/spec/tools/schema-registry.mjs';
import { closeObjects } from '@trs/spec/tools/strict-writer.mjs';
import type { Contract, JsonSchema } from '../contract.js';
import { generatedHeader } from '../header.js';
import type { GeneratedFile } from '../write.js';

const VALIDATOR_BASE = 'https://trs.invalid/validators/';
const GENERATOR = 'targets/validators.ts';

// Annotations do not change what a schema accepts; without them the generated module is a fraction of the size,
// which is most of the cold-start cost.
const ANNOTATIONS = new Set([
  'title',
  'description',
  'examples',
  'example',
  'default',
  'readOnly',
  'writeOnly',
  'deprecated',
  'contentMediaType',
  'contentEncoding',
]);
function withoutAnnotations(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key) && !key.startsWith('x-'))
      .map(([key, value]) => [
        key,
        key === 'properties' || key === 'patternProperties'
          ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, withoutAnnotations(v)]))
          : key === 'const' || key === 'enum'
            ? value
            : withoutAnnotations(value),
      ]),
  );
}

function standaloneModule(contract: Contract): string {
  const components = Object.fromEntries(
    Object.entries(contract.components).map(([name, schema]) => [name, withoutAnnotations(schema)]),
  );
  const document = { components: { schemas: components } };
  // messages: false drops ajv's English error texts from the code; issues.ts words every issue itself.
  const ajv = createAjv(
    document,
    { code: { source: true, esm: true, lines: true, optimize: 3 }, messages: false },
    { dialect: 'draft-07' },
  );
  const exports: Record<string, string> = {};
  for (const validator of contract.validators) {
    const bare = withoutAnnotations(validator.schema);
    const schema = validator.role === 'request' ? closedSchema(document, bare) : rewriteRefs(bare);
    const id = VALIDATOR_BASE + validator.name;
    ajv.addSchema({ ...schema, $id: id });
    exports[validator.name] = id;
  }
  const code = standalone.default(ajv, exports);
  return [
    '// @ts-nocheck',
    generatedHeader(`${GENERATOR} with ajv standaloneCode`),
    "import { createRequire } from 'node:module';",
    "// ajv's standalone output loads its runtime helpers (formats, string length) with require().",
    'const require = createRequire(import.meta.url);',
    code.replace(/^"use strict";/, ''),
  ].join('\n');
}

// Types: every object closed (no index signature), so that a misspelt provider name does not compile.
// Run-time validation stays tolerant for what we receive; the types describe what we know.
async function typesModule(contract: Contract): Promise<string> {
  // closeObjects also merges allOf object members into one object, so required fields survive into the types.
  const prefix = '#/components/schemas/';
  const resolveRef = (ref: string) => contract.components[decodeURIComponent(ref.slice(prefix.length))];
  const toDefinitionRefs = (schema: JsonSchema): JsonSchema =>
    closeObjects(schema, resolveRef, (ref) => ref.replace(prefix, '#/definitions/'));
  const definitions: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(contract.components))
    definitions[name] = { ...toDefinitionRefs(schema), title: name };
  const properties: Record<string, JsonSchema> = {};
  for (const validator of contract.validators) {
    if (!definitions[validator.name])
      definitions[validator.name] = { ...toDefinitionRefs(validator.schema), title: validator.name };
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
  const ts = await compile(root as any, 'ValidatedTypes', {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    format: false,
    declareExternallyReferenced: true,
    enableConstEnums: false,
  });
  return `${generatedHeader(`${GENERATOR} with json-schema-to-typescript`)}${ts}`;
}

function patternDescriptions(contract: Contract): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(contract.components)) {
    if (typeof schema.pattern === 'string') {
      const example = schema.examples?.[0];
      out[schema.pattern] =
        `must be ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} (${schema.description?.split('.')[0] ?? name})${example ? `, for example "${example}"` : ''}`;
    }
  }
  return out;
}

// "State is required when Title is 10": the wording of each if/then requirement of the contract.
function conditionalRequirements(contract: Contract): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (schema: JsonSchema) => {
    if (!schema || typeof schema !== 'object') return;
    const condition = schema.if?.properties;
    if (condition && schema.then?.required) {
      const words = Object.entries<JsonSchema>(condition)
        .filter(([, s]) => 'const' in s)
        .map(([field, s]) => `${field} is ${JSON.stringify(s.const)}`)
        .join(' and ');
      for (const field of schema.then.required) if (words) out[field] = `when ${words}`;
    }
    for (const value of Object.values(schema)) if (value && typeof value === 'object') visit(value);
  };
  Object.values(contract.components).forEach(visit);
  return out;
}

function catalogModule(contract: Contract): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const names = contract.validators.map((v) => v.name);
  const roles = Object.fromEntries(contract.validators.map((v) => [v.name, v.role]));
  const requestBodies = Object.fromEntries(
    contract.operations.filter((o) => o.requestBody).map((o) => [o.operationId, o.requestBody!.validator]),
  );
  const responses = Object.fromEntries(
    contract.operations.map((o) => [
      o.operationId,
      Object.fromEntries(o.responses.filter((r) => r.validator).map((r) => [r.status, r.validator])),
    ]),
  );
  const events = Object.fromEntries(contract.events.map((e) => [e.name, e.validator]));
  return [
    generatedHeader(GENERATOR),
    "import type { ValidatedTypes } from './types.gen.js';",
    '',
    '/** Every validator, by name. */',
    `export const validatorNames = ${json(names)} as const;`,
    'export type ValidatorName = (typeof validatorNames)[number];',
    '',
    '/** request: what we send, validated strictly (objects closed). response and message: what we receive, read tolerantly. */',
    `export const validatorRoles: Record<ValidatorName, 'request' | 'response' | 'message'> = ${json(roles)};`,
    '',
    '/** The request-body validator of each operation that has a JSON body. */',
    `export const requestBodyValidators = ${json(requestBodies)} as const satisfies Record<string, ValidatorName>;`,
    '',
    '/** The response validator of each operation, by status, where the response is JSON. */',
    `export const responseValidators = ${json(responses)} as const satisfies Record<string, Record<string, ValidatorName>>;`,
    '',
    '/** The payload validator of each webhook event, by event name. */',
    `export const eventValidators = ${json(events)} as const satisfies Record<string, ValidatorName>;`,
    'export type EventName = keyof typeof eventValidators;',
    '',
    '/** The payload type of each webhook event, by event name. */',
    'export type EventPayloadMap = { [E in EventName]: ValidatedTypes[(typeof eventValidators)[E]] };',
    '',
    "/** Readable wording of the contract's patterns, for error messages. */",
    `export const patternDescriptions: Record<string, string> = ${json(patternDescriptions(contract))};`,
    '',
    '/** When a field is required only by a condition (if/then), the condition in words, by field name. */',
    `export const conditionalRequirements: Record<string, string> = ${json(conditionalRequirements(contract))};`,
    '',
  ].join('\n');
}

export async function generateValidators(contract: Contract): Promise<GeneratedFile[]> {
  const dir = 'packages/validators/src';
  return [
    { path: `${dir}/standalone.gen.ts`, content: standaloneModule(contract) },
    { path: `${dir}/types.gen.ts`, content: await typesModule(contract) },
    { path: `${dir}/catalog.gen.ts`, content: catalogModule(contract) },
  ];
}
