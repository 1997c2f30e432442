// The ajv standalone module: every validator compiled ahead of time. Request bodies and messages "as sent" are
// compiled with every object closed (the strict writer), and messages as sent with every field of their x-sent-fields
// required; answers and messages as received stay open (the tolerant reader). This module is machine code for ajv's
// runtime; it is not formatted (see .prettierignore).
import standalone from 'ajv/dist/standalone/index.js';
import { closedSchema, createAjv } from '@trs/spec/tools/schema-registry.mjs';
import { sentSchema, type ContractModel, type JsonSchema } from '../../model/index.js';
import { entriesOf, isJsonObject, type JsonObject } from '@trs/shared';
import { generatedHeader } from '../../printer/index.js';
import { sentValidatorName } from './config.js';
import { nullTolerant } from './null-tolerant.js';

const VALIDATOR_BASE = 'https://trs.invalid/validators/';
const NULL_TOLERANT_BASE = 'https://trs.invalid/schemas/null-tolerant/';
const COMPONENT_PREFIX = '#/components/schemas/';

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

/** A complete code list (x-codes-complete) is kept: the strict writer turns it into an enum of what is sent. */
const kept = (schema: JsonObject, key: string) =>
  schema['x-codes-complete'] === true && (key === 'x-codes' || key === 'x-codes-complete');

/** A copy of a schema's value without annotations, at every depth. */
function stripAnnotations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripAnnotations);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => kept(value, key) || (!ANNOTATIONS.has(key) && !key.startsWith('x-')))
      .map(([key, member]) => [
        key,
        key === 'properties' || key === 'patternProperties'
          ? Object.fromEntries(entriesOf(member).map(([k, v]) => [k, stripAnnotations(v)]))
          : key === 'const' || key === 'enum' || key === 'x-codes'
            ? member
            : stripAnnotations(member),
      ]),
  );
}

function withoutAnnotations(schema: JsonSchema): JsonSchema {
  return stripAnnotations(schema) as JsonSchema;
}

export function standaloneModule(model: Pick<ContractModel, 'schemas' | 'validators' | 'messages'>): string {
  const schemas = Object.fromEntries(
    Object.entries(model.schemas).map(([name, schema]) => [name, withoutAnnotations(schema)]),
  );
  const document = { components: { schemas } };
  // messages: false drops ajv's English error texts from the code; issues.ts words every issue itself.
  const ajv = createAjv(
    document,
    { code: { source: true, esm: true, lines: true, optimize: 3 }, messages: false },
    { dialect: 'draft-07' },
  );
  // What we receive reads an optional property sent as null as absent: null-tolerant copies of every component.
  const resolveRef = (ref: string) =>
    ref.startsWith(COMPONENT_PREFIX) ? schemas[decodeURIComponent(ref.slice(COMPONENT_PREFIX.length))] : undefined;
  const toNullTolerant = (ref: string) =>
    ref.startsWith(COMPONENT_PREFIX) ? NULL_TOLERANT_BASE + ref.slice(COMPONENT_PREFIX.length) : ref;
  // allOf is not merged here: members stay shared references, so the module stays about the size it was.
  const received = (schema: JsonSchema) => nullTolerant(schema, resolveRef, toNullTolerant, { merge: false });
  for (const [name, schema] of Object.entries(schemas))
    ajv.addSchema({ ...received(schema), $id: NULL_TOLERANT_BASE + encodeURIComponent(name) });
  const exports: Record<string, string> = {};
  for (const validator of model.validators) {
    const bare = withoutAnnotations(validator.schema);
    const schema = validator.role === 'request' ? closedSchema(document, bare) : received(bare);
    const id = VALIDATOR_BASE + validator.name;
    ajv.addSchema({ ...schema, $id: id });
    exports[validator.name] = id;
  }
  for (const message of model.messages) {
    const id = `${VALIDATOR_BASE}sent/${message.validator}`;
    const closed = closedSchema(document, withoutAnnotations(message.payload));
    ajv.addSchema({ ...sentSchema(closed, message.sentFields), $id: id });
    exports[sentValidatorName(message.validator)] = id;
  }
  const code = standalone.default(ajv, exports).replace(/^"use strict";/, '');
  return `// @ts-nocheck
${generatedHeader('validators', 'ajv standaloneCode').text}import { createRequire } from 'node:module';
// ajv's standalone output loads its runtime helpers (formats, string length) with require().
const require = createRequire(import.meta.url);
${code}`;
}
