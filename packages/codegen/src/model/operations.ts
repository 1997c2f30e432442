// The operations of the OpenAPI document: parameters, bodies, answers, security and extensions, checked.
import { fieldsOf, type FieldContext } from './fields.js';
import { gapsUnder, placeOf } from './gaps.js';
import { entriesOf, isJsonObject, listOf, objectOf, pointerOf, type JsonObject } from '@trs/shared';
import { componentName, ContractError, pascalCase, resolveLocal, resolveObject, text, type Document } from './refs.js';
import type {
  Example,
  Gap,
  HttpMethod,
  JsonSchema,
  Operation,
  OperationAdvice,
  Parameter,
  ParameterRule,
  PathParameter,
  RequestBody,
  Response,
  ResponseHeader,
} from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** RFC 9110 §9.2.2: repeating one of these has the same effect on the server as sending it once. */
export const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set([
  'GET',
  'HEAD',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
]);

/** The keys x-advice may hold, and what each says. */
export const ADVICE_KEYS: Readonly<Record<keyof OperationAdvice, string>> = {
  outcomeUnknown: 'what to look up before sending again a call whose outcome is unknown',
};

export interface BodySchemaUse {
  /** The validator name chosen for the schema (a component name, or a name made from the operation). */
  name: string;
  role: 'request' | 'response';
  schema: JsonSchema;
  description: string;
}

export interface OperationsContext {
  openapi: Document;
  schemas: Readonly<Record<string, JsonSchema>>;
  gaps: readonly Gap[];
  fields: FieldContext;
  /** Called for every JSON body schema, so that the validator catalogue knows it. */
  useBodySchema(use: BodySchemaUse): void;
}

/** The examples of a media type or parameter: `example`, then each of `examples` (references resolved). */
function examplesOf(document: Document, holder: JsonObject): Example[] {
  const list: Example[] = [];
  if (holder.example !== undefined)
    list.push({ name: 'example', summary: null, value: holder.example, tolerantReader: false });
  for (const [name, raw] of entriesOf(holder.examples)) {
    const example = resolveLocal(document, raw);
    if (isJsonObject(example) && 'value' in example) {
      list.push({ name, summary: text(example.summary), value: example.value, tolerantReader: false });
    }
  }
  return list;
}

/** The example a mock uses: the media type's first, else the schema's own first `examples` entry, else null. */
function primaryExample(context: OperationsContext, examples: Example[], schema: JsonSchema | null): unknown {
  if (examples.length) return examples[0]!.value;
  const resolved = componentName(schema) ? context.schemas[componentName(schema)!] : schema;
  return Array.isArray(resolved?.examples) && resolved.examples.length ? resolved.examples[0] : null;
}

/** The rule of a scalar parameter's schema (through its component), or null for another schema. */
function parameterRule(context: OperationsContext, schema: JsonSchema): ParameterRule | null {
  const component = componentName(schema);
  const resolved = component ? context.schemas[component] : schema;
  if (!resolved) return null;
  const type = resolved.type;
  if (type !== 'integer' && type !== 'string' && type !== 'number') return null;
  const rule: { -readonly [K in keyof ParameterRule]: ParameterRule[K] } = { component, type };
  if (typeof resolved.pattern === 'string') rule.pattern = resolved.pattern;
  if (typeof resolved.format === 'string') rule.format = resolved.format;
  if (typeof resolved.minimum === 'number') rule.minimum = resolved.minimum;
  if (typeof resolved.minLength === 'number') rule.minLength = resolved.minLength;
  return rule;
}

function readAdvice(raw: unknown, where: string): OperationAdvice | null {
  if (raw === undefined) return null;
  if (!isJsonObject(raw)) {
    throw new ContractError('openapi', where, `x-advice must be an object with ${Object.keys(ADVICE_KEYS).join(', ')}`);
  }
  const advice: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in ADVICE_KEYS)) {
      throw new ContractError(
        'openapi',
        `${where}/${key}`,
        `x-advice.${key} is not a kind of advice; known: ${Object.entries(ADVICE_KEYS)
          .map(([k, v]) => `${k} (${v})`)
          .join(', ')}`,
      );
    }
    if (typeof value !== 'string' || !value.trim()) {
      throw new ContractError(
        'openapi',
        `${where}/${key}`,
        `x-advice.${key} must be a sentence, not ${JSON.stringify(value)}`,
      );
    }
    advice[key] = value.trim().replace(/\s+/g, ' ');
  }
  return advice;
}

/** $refs at the top of a value and of its list or map members: the components an operation uses directly. */
function componentPointers(values: unknown[]): string[] {
  const pointers: string[] = [];
  const take = (value: unknown) => {
    if (isJsonObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/components/')) {
      pointers.push(value.$ref.slice(1));
    }
  };
  for (const value of values) {
    if (Array.isArray(value)) value.forEach(take);
    else if (isJsonObject(value) && !('$ref' in value)) Object.values(value).forEach(take);
    else take(value);
  }
  return pointers;
}

/** A parameter of the document, in the shape the spec's lint checks. */
interface ParameterObject extends JsonObject {
  readonly name: string;
  readonly in: Parameter['in'];
  readonly schema?: JsonSchema;
}

/** A media type of a body or an answer: its schema is a schema (the spec's lint checks it). */
interface MediaObject extends JsonObject {
  readonly schema?: JsonSchema;
}

/** The first media type of a body or an answer, if any. */
function mediaOf(holder: JsonObject): [string | undefined, MediaObject | undefined] {
  const [contentType, media] = entriesOf(holder.content)[0] ?? [];
  return [contentType, isJsonObject(media) ? media : undefined];
}

function readParameters(
  context: OperationsContext,
  path: string,
  item: JsonObject,
  operation: JsonObject,
  where: string,
): Parameter[] {
  const { openapi } = context;
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...listOf(item.parameters), ...listOf(operation.parameters)]) {
    const parameter = resolveObject(openapi, raw) as ParameterObject;
    byKey.set(`${parameter.in}\u0000${parameter.name}`, parameter);
  }
  const templateNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  for (const name of templateNames) {
    if (!byKey.has(`path\u0000${name}`)) {
      throw new ContractError('openapi', where, `the path template names {${name}} but no path parameter defines it`);
    }
  }
  const order = (p: ParameterObject) => (p.in === 'path' ? templateNames.indexOf(p.name) : templateNames.length);
  return [...byKey.values()]
    .sort((a, b) => order(a) - order(b))
    .map((p): Parameter => {
      if (p.in === 'path' && !templateNames.includes(p.name)) {
        throw new ContractError('openapi', where, `path parameter ${p.name} is not in the path template ${path}`);
      }
      const schema = p.schema ?? {};
      const rule = parameterRule(context, schema);
      if (p.in === 'path' && !rule) {
        throw new ContractError(
          'openapi',
          `${where}/parameters (${p.name})`,
          `a path parameter must have an integer, number or string schema (clients and the sandbox check it), got ${JSON.stringify(schema)}`,
        );
      }
      return {
        name: p.name,
        in: p.in,
        required: p.in === 'path' ? true : Boolean(p.required),
        description: text(p.description),
        schema,
        rule,
        example: p.example ?? examplesOf(openapi, p)[0]?.value,
      };
    });
}

function readRequestBody(context: OperationsContext, operationId: string, raw: unknown): RequestBody | null {
  const { openapi } = context;
  const body = resolveLocal(openapi, raw);
  if (!isJsonObject(body)) return null;
  const [contentType, media] = mediaOf(body);
  if (!contentType || !media) return null;
  const schema = media.schema ?? {};
  let validator: string | null = null;
  if (/json/.test(contentType) && media.schema) {
    validator = componentName(schema) ?? `${pascalCase(operationId)}Body`;
    const component = componentName(schema) ? context.schemas[validator] : schema;
    context.useBodySchema({
      name: validator,
      role: 'request',
      schema,
      description: component?.description ?? component?.title ?? validator,
    });
  }
  const examples = examplesOf(openapi, media);
  return {
    contentType,
    required: Boolean(body.required),
    description: text(body.description),
    schema,
    component: componentName(schema),
    validator,
    fields: fieldsOf(context.fields, schema),
    examples,
    example: primaryExample(context, examples, schema),
  };
}

function readResponse(context: OperationsContext, operationId: string, status: string, raw: unknown): Response {
  const { openapi } = context;
  const response = resolveObject(openapi, raw);
  const [contentType, media] = mediaOf(response);
  const schema = media?.schema ?? null;
  let validator: string | null = null;
  if (contentType && /json/.test(contentType) && schema) {
    validator = componentName(schema) ?? `${pascalCase(operationId)}${pascalCase(status)}Response`;
    const component = componentName(schema) ? context.schemas[validator] : schema;
    context.useBodySchema({
      name: validator,
      role: 'response',
      schema,
      description: component?.description ?? component?.title ?? validator,
    });
  }
  const headers = entriesOf(response.headers).map(([name, rawHeader]): ResponseHeader => {
    const header = resolveObject(openapi, rawHeader);
    return {
      name,
      description: text(header.description),
      required: Boolean(header.required),
      schema: isJsonObject(header.schema) ? header.schema : {},
      example: header.example ?? examplesOf(openapi, header)[0]?.value,
    };
  });
  const examples = media ? examplesOf(openapi, media) : [];
  return {
    status,
    description: text(response.description),
    contentType: contentType ?? null,
    schema,
    component: componentName(schema),
    validator,
    fields: fieldsOf(context.fields, schema),
    headers,
    examples,
    example: media ? primaryExample(context, examples, schema) : null,
  };
}

function securityOf(openapi: Document, operation: JsonObject): string[][] {
  const requirements: unknown = operation.security ?? openapi.security ?? [];
  if (!Array.isArray(requirements)) return [];
  return requirements.map((r) => (isJsonObject(r) ? Object.keys(r) : []));
}

/** Header names of the apiKey security schemes sent in a header (the session token's name: Token). */
function headerSchemeNames(openapi: Document): Map<string, string> {
  const names = new Map<string, string>();
  for (const [scheme, raw] of entriesOf(objectOf(openapi.components).securitySchemes)) {
    const definition = resolveObject(openapi, raw);
    if (definition.type === 'apiKey' && definition.in === 'header' && typeof definition.name === 'string') {
      names.set(scheme, definition.name.toLowerCase());
    }
  }
  return names;
}

export function readOperations(context: OperationsContext): Operation[] {
  const { openapi } = context;
  const operations: Operation[] = [];
  const ids = new Map<string, string>();
  const tokenHeaders = headerSchemeNames(openapi);
  for (const [path, rawItem] of entriesOf(openapi.paths)) {
    const item = resolveObject(openapi, rawItem);
    const itemPointer = pointerOf('paths', path);
    for (const method of METHODS) {
      if (!item[method]) continue;
      const raw = objectOf(item[method]);
      const where = pointerOf('paths', path, method);
      const operationId: unknown = raw.operationId;
      if (typeof operationId !== 'string' || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(operationId)) {
        throw new ContractError(
          'openapi',
          where,
          'every operation needs an operationId that is a JavaScript identifier',
        );
      }
      if (ids.has(operationId)) {
        throw new ContractError('openapi', where, `operationId ${operationId} is also used by ${ids.get(operationId)}`);
      }
      ids.set(operationId, `${method.toUpperCase()} ${path}`);
      const upper = method.toUpperCase() as HttpMethod;

      const explicit = raw['x-idempotent'];
      if (explicit !== undefined && typeof explicit !== 'boolean') {
        throw new ContractError('openapi', `${where}/x-idempotent`, 'x-idempotent must be true or false');
      }
      const idempotent = typeof explicit === 'boolean' ? explicit : IDEMPOTENT_METHODS.has(upper);
      const advice = readAdvice(raw['x-advice'], `${where}/x-advice`);
      if (!idempotent && !advice?.outcomeUnknown) {
        throw new ContractError(
          'openapi',
          where,
          `${operationId} is not idempotent, so a client never sends it twice on its own: give it x-advice.outcomeUnknown, the sentence that says what to look up (there is no list endpoint) before sending it again when its outcome is unknown`,
        );
      }

      const raises: unknown = raw['x-raises'] ?? [];
      if (!Array.isArray(raises) || raises.some((name) => typeof name !== 'string')) {
        throw new ContractError(
          'openapi',
          `${where}/x-raises`,
          'x-raises must list message names of the AsyncAPI document',
        );
      }

      const parameters = readParameters(context, path, item, raw, where);
      const requestBody = readRequestBody(context, operationId, raw.requestBody);
      const responses = entriesOf(raw.responses).map(([status, response]) =>
        readResponse(context, operationId, status, response),
      );
      const success = responses
        .filter((r) => /^2\d\d$/.test(r.status))
        .sort((a, b) => a.status.localeCompare(b.status))[0];
      if (!success) throw new ContractError('openapi', `${where}/responses`, `${operationId} documents no 2xx answer`);

      const security = securityOf(openapi, raw);
      const authenticated = security.length > 0 && !security.some((names) => names.length === 0);
      const schemes = [...new Set(security.flat())];
      const issuesSessionToken = success.headers.some((h) => [...tokenHeaders.values()].includes(h.name.toLowerCase()));

      const referenced = componentPointers([item.parameters, raw.parameters, raw.requestBody, raw.responses]);
      const pathLevel = Object.keys(item)
        .filter((key) => !(METHODS as readonly string[]).includes(key))
        .map((key) => pointerOf('paths', path, key));
      const ownGaps = gapsUnder(context.gaps, 'openapi', [where, ...pathLevel, ...referenced]);
      const itemGaps = context.gaps
        .filter((g) => g.places.some((p) => p.document === 'openapi' && p.pointer === itemPointer))
        .map((g) => g.id);

      operations.push({
        operationId,
        method: upper,
        path,
        summary: text(raw.summary) ?? operationId,
        description: text(raw.description),
        tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
        deprecated: raw.deprecated === true,
        security: schemes,
        authenticated,
        issuesSessionToken,
        idempotent,
        advice,
        parameters,
        pathParameters: parameters.filter((p): p is PathParameter => p.in === 'path' && p.rule !== null),
        requestBody,
        responses,
        success,
        gaps: [...new Set([...itemGaps, ...ownGaps])],
        raises: raises as string[],
        place: placeOf('openapi', openapi, where),
      });
    }
  }
  return operations;
}
