// The bundled contract as the generators see it: both documents, and one catalogue of every schema a package
// validates or types (request bodies, JSON responses, webhook messages) under a stable name.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { messages, operations, resolveLocal } from '@trs/spec/tools/walk.mjs';

export type JsonSchema = Record<string, any>;
export type Document = Record<string, any>;

export interface Contract {
  openapi: Document;
  asyncapi: Document;
  /** components.schemas of both documents, merged (the shared ones are identical in both). */
  components: Record<string, JsonSchema>;
  validators: ValidatorDefinition[];
  operations: OperationDefinition[];
  events: EventDefinition[];
}

export type ValidatorRole = 'request' | 'response' | 'message';

export interface ValidatorDefinition {
  /** Exported name: the component name for bodies, the payload title for messages. */
  name: string;
  role: ValidatorRole;
  /** The schema as it appears in the document (component refs '#/components/schemas/X'). */
  schema: JsonSchema;
  description: string;
}

export interface OperationDefinition {
  operationId: string;
  method: string;
  pathTemplate: string;
  deprecated: boolean;
  requestBody?: { validator: string; contentType: string; required: boolean };
  responses: { status: string; contentType?: string; validator?: string }[];
  pathParameters: { name: string; schema: JsonSchema }[];
}

export interface EventDefinition {
  name: string;
  validator: string;
  topic?: string;
  idempotencyKey: string[];
  /** Pointers naming the tenancy (or KYC check) whose events are handled in order of receipt; empty if none. */
  orderingKey: string[];
  ignored: boolean;
  summary: string;
}

const COMPONENT_PREFIX = '#/components/schemas/';

function pascal(text: string): string {
  return text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

function componentName(schema: JsonSchema | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)
    ? decodeURIComponent(ref.slice(COMPONENT_PREFIX.length))
    : undefined;
}

function mergeComponents(openapi: Document, asyncapi: Document): Record<string, JsonSchema> {
  const merged: Record<string, JsonSchema> = { ...(openapi.components?.schemas ?? {}) };
  for (const [name, schema] of Object.entries<JsonSchema>(asyncapi.components?.schemas ?? {})) {
    if (name in merged && JSON.stringify(merged[name]) !== JSON.stringify(schema)) {
      throw new Error(
        `components.schemas.${name} differs between the OpenAPI and AsyncAPI bundles: give one of them another name`,
      );
    }
    merged[name] = schema;
  }
  return merged;
}

export function describeContract(openapi: Document, asyncapi: Document): Contract {
  const validators = new Map<string, ValidatorDefinition>();
  const add = (definition: ValidatorDefinition) => {
    const existing = validators.get(definition.name);
    if (existing && existing.role !== definition.role) {
      throw new Error(
        `${definition.name} is used both as a ${existing.role} and a ${definition.role} body: the strict writer and the tolerant reader need distinct components`,
      );
    }
    if (!existing) validators.set(definition.name, definition);
  };
  const bodyValidator = (schema: JsonSchema, role: ValidatorRole, fallbackName: string) => {
    const name = componentName(schema) ?? fallbackName;
    const component = componentName(schema) ? openapi.components.schemas[name] : schema;
    add({ name, role, schema, description: component?.description ?? component?.title ?? name });
    return name;
  };

  const operationList: OperationDefinition[] = [];
  for (const { pathTemplate, method, operation, parameters } of operations(openapi)) {
    const operationId: string = operation.operationId;
    const definition: OperationDefinition = {
      operationId,
      method: method.toUpperCase(),
      pathTemplate,
      deprecated: Boolean(operation.deprecated),
      responses: [],
      pathParameters: parameters
        .filter((p: any) => p.in === 'path')
        .map((p: any) => ({ name: p.name, schema: p.schema })),
    };
    const body = resolveLocal(openapi, operation.requestBody);
    const json = body?.content?.['application/json'];
    if (json?.schema) {
      definition.requestBody = {
        validator: bodyValidator(json.schema, 'request', `${pascal(operationId)}Body`),
        contentType: 'application/json',
        required: Boolean(body.required),
      };
    }
    for (const [status, raw] of Object.entries<any>(operation.responses ?? {})) {
      const response = resolveLocal(openapi, raw);
      const [contentType, media] = Object.entries<any>(response.content ?? {})[0] ?? [];
      const validator =
        contentType === 'application/json' && media?.schema
          ? bodyValidator(media.schema, 'response', `${pascal(operationId)}${status}Response`)
          : undefined;
      definition.responses.push({ status, contentType, validator });
    }
    operationList.push(definition);
  }

  const ignored = new Set<string>(asyncapi['x-dispatch']?.ignored ?? []);
  const events: EventDefinition[] = [];
  for (const { name, message } of messages(asyncapi)) {
    const validator = message.payload?.title ?? `${pascal(name)}Event`;
    add({
      name: validator,
      role: 'message',
      schema: message.payload,
      description: message.summary ?? message.title ?? name,
    });
    events.push({
      name,
      validator,
      topic: message['x-topic'],
      idempotencyKey: message['x-idempotency-key'] ?? [],
      orderingKey: message['x-ordering-key'] ?? [],
      ignored: ignored.has(name) || message['x-ignored'] === true,
      summary: message.summary ?? message.title ?? name,
    });
  }

  return {
    openapi,
    asyncapi,
    components: mergeComponents(openapi, asyncapi),
    validators: [...validators.values()].sort((a, b) => a.name.localeCompare(b.name)),
    operations: operationList,
    events,
  };
}

export async function loadContract(specDistDir: string): Promise<Contract> {
  const read = async (name: string) => JSON.parse(await readFile(path.join(specDistDir, name), 'utf8'));
  return describeContract(await read('openapi.json'), await read('asyncapi.json'));
}
