// buildModel: the one reader of the bundled contract. Every target, the gaps register and the docs read its result.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { collectGaps } from './gaps.js';
import { readDeduplication, readDelivery, readMessages, readStaticHeader } from './messages.js';
import { readOperations, type BodySchemaUse } from './operations.js';
import { isJsonObject, listOf, objectOf, unescapePointerToken, type JsonObject } from '@trs/shared';
import { ContractError, text, type Document } from './refs.js';
import type {
  ContractModel,
  DocumentInfo,
  Gap,
  JsonSchema,
  Message,
  Operation,
  Tag,
  ValidatorDefinition,
} from './types.js';

export type * from './types.js';
export { ContractError } from './refs.js';
export { IDEMPOTENT_METHODS, ADVICE_KEYS } from './operations.js';
export { checkExamples, type ExampleCheck } from './examples.js';
export { sentRequirementsSchema, sentSchema } from './sent-fields.js';

/** The schema components of a document (the spec's lint checks that each is a schema). */
function schemasOf(document: Document): Readonly<Record<string, JsonSchema>> {
  return objectOf(objectOf(document.components).schemas) as Readonly<Record<string, JsonSchema>>;
}

function mergeSchemas(openapi: Document, asyncapi: Document): Record<string, JsonSchema> {
  const merged: Record<string, JsonSchema> = { ...schemasOf(openapi) };
  for (const [name, schema] of Object.entries(schemasOf(asyncapi))) {
    if (name in merged && JSON.stringify(merged[name]) !== JSON.stringify(schema)) {
      throw new ContractError(
        'asyncapi',
        `/components/schemas/${name}`,
        'differs from the OpenAPI component of the same name: give one of them another name',
      );
    }
    merged[name] = schema;
  }
  return merged;
}

/** Object node → ids of the gaps it carries, so that a field knows the gaps of the schema it was read from. */
function gapIndex(
  documents: { openapi: Document; asyncapi: Document },
  gaps: readonly Gap[],
): WeakMap<object, string[]> {
  const index = new WeakMap<object, string[]>();
  for (const gap of gaps) {
    for (const place of gap.places) {
      const node = place.pointer
        .split('/')
        .slice(1)
        .map(unescapePointerToken)
        .reduce<unknown>(
          (current, key) =>
            isJsonObject(current) || Array.isArray(current) ? (current as JsonObject)[key] : undefined,
          documents[place.document],
        );
      if (isJsonObject(node) || Array.isArray(node)) index.set(node, [...(index.get(node) ?? []), gap.id]);
    }
  }
  return index;
}

function tagsOf(tags: unknown): Tag[] {
  return listOf(tags)
    .map(objectOf)
    .filter((tag) => text(tag.name))
    .map((tag) => ({ name: text(tag.name)!, description: text(tag.description) }));
}

/** Each message with the operations that raise it; an x-raises naming no message is a contract mistake. */
function linkRaisedEvents(operations: readonly Operation[], messages: readonly Omit<Message, 'raisedBy'>[]): Message[] {
  const names = new Set(messages.map((m) => m.name));
  for (const operation of operations) {
    for (const [index, name] of operation.raises.entries()) {
      if (!names.has(name)) {
        throw new ContractError(
          'openapi',
          `${operation.place.pointer}/x-raises/${index}`,
          `${JSON.stringify(name)} names no message of the AsyncAPI document (components.messages)`,
        );
      }
    }
  }
  for (const message of messages) {
    for (const [index, resolution] of message.resolvesPending.entries()) {
      const operation = operations.find((o) => o.operationId === resolution.operation);
      if (!operation?.raises.includes(message.name))
        throw new ContractError(
          'asyncapi',
          `${message.place.pointer}/x-resolves-pending/${index}/operation`,
          `${resolution.operation} is not an operation whose x-raises names ${message.name}: a message resolves only a POST that raises it`,
        );
    }
  }
  return messages.map((message) => ({
    ...message,
    raisedBy: operations.filter((o) => o.raises.includes(message.name)).map((o) => o.operationId),
  }));
}

function info(document: Document): DocumentInfo {
  const { title, version, description } = objectOf(document.info);
  return {
    title: text(title) ?? '',
    version: typeof version === 'string' || typeof version === 'number' ? String(version) : '',
    description: text(description),
  };
}

/** Reads both bundled documents into the contract model, checking every extension the targets rely on. */
export function buildModel(openapi: Document, asyncapi: Document): ContractModel {
  const schemas = mergeSchemas(openapi, asyncapi);
  const gaps = collectGaps({ openapi, asyncapi });
  const index = gapIndex({ openapi, asyncapi }, gaps);
  const fields = { schemas, gapsAt: (schema: JsonSchema) => index.get(schema) ?? [] };

  const validators = new Map<string, ValidatorDefinition>();
  const addValidator = (definition: ValidatorDefinition, document: 'openapi' | 'asyncapi', where: string) => {
    const existing = validators.get(definition.name);
    if (existing && existing.role !== definition.role) {
      throw new ContractError(
        document,
        where,
        `${definition.name} is used both as a ${existing.role} and a ${definition.role} body: the strict writer and the tolerant reader need distinct components`,
      );
    }
    if (!existing) validators.set(definition.name, definition);
  };
  const operations = readOperations({
    openapi,
    schemas,
    gaps,
    fields,
    useBodySchema: (use: BodySchemaUse) => addValidator(use, 'openapi', `/components/schemas/${use.name}`),
  });
  const context = { asyncapi, schemas, gaps, fields };
  const read = readMessages(context);
  const { dispatch } = read;
  const messages = linkRaisedEvents(operations, read.messages);
  for (const message of messages) {
    addValidator(
      { name: message.validator, role: 'message', schema: message.payload, description: message.summary },
      'asyncapi',
      message.place.pointer,
    );
  }
  return {
    info: { openapi: info(openapi), asyncapi: info(asyncapi) },
    servers: listOf(openapi.servers)
      .map(objectOf)
      .map((s) => ({ url: text(s.url) ?? '', description: text(s.description) })),
    tags: { openapi: tagsOf(openapi.tags), asyncapi: tagsOf(objectOf(asyncapi.info).tags) },
    schemas,
    validators: [...validators.values()].sort((a, b) => a.name.localeCompare(b.name)),
    operations,
    messages,
    dispatch,
    deduplication: readDeduplication(context),
    delivery: readDelivery(context),
    staticHeader: readStaticHeader(context),
    gaps,
    sources: { openapi, asyncapi },
  };
}

/** The folder of the bundled documents of the installed @trs/spec (spec/dist in this repository). */
export function specDistDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@trs/spec/openapi.json'));
}

/** Reads spec/dist/openapi.json and asyncapi.json (or those of `dir`) into the model. */
export async function loadModel(dir: string = specDistDir()): Promise<ContractModel> {
  const read = async (name: string) => objectOf(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
  return buildModel(await read('openapi.json'), await read('asyncapi.json'));
}
