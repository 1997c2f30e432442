// @trs/client: the openapi-typescript `paths` types that openapi-fetch runs over, and a table of every operation
// (method, path, idempotence, request validator, success status, response content type, path parameter rules)
// that the client's middleware and helpers read instead of hard-coding what the spec already says.
import openapiTS, { astToString } from 'openapi-typescript';
import type { Contract, JsonSchema } from '../contract.js';
import { generatedHeader } from '../header.js';
import type { GeneratedFile } from '../write.js';

const GENERATOR = 'targets/client.ts';
const DIR = 'packages/client/src';
const COMPONENT_PREFIX = '#/components/schemas/';

/** RFC 9110 §9.2.2: repeating one of these has the same effect on the server as sending it once. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

async function schemaModule(contract: Contract): Promise<string> {
  const ast = await openapiTS(contract.openapi as any, {
    // A field with a default (IsApplicantFillingTheForm) stays optional in what we send.
    defaultNonNullable: false,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
  });
  return `${generatedHeader(`${GENERATOR} with openapi-typescript`)}${astToString(ast)}`;
}

interface PathParameterRule {
  name: string;
  /** The component the parameter's schema refers to (BranchId, ApplicationReference, …), or null. */
  schema: string | null;
  type: 'integer' | 'string' | 'number';
  pattern?: string;
  format?: string;
  minimum?: number;
  minLength?: number;
}

function pathParameterRule(contract: Contract, name: string, schema: JsonSchema): PathParameterRule {
  const ref: string | undefined = schema?.$ref;
  const component =
    typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)
      ? decodeURIComponent(ref.slice(COMPONENT_PREFIX.length))
      : null;
  const resolved = component ? contract.components[component] : schema;
  if (!resolved || !['integer', 'string', 'number'].includes(resolved.type)) {
    throw new Error(`path parameter ${name} has a schema the client cannot check: ${JSON.stringify(schema)}`);
  }
  const rule: PathParameterRule = { name, schema: component, type: resolved.type };
  if (typeof resolved.pattern === 'string') rule.pattern = resolved.pattern;
  if (typeof resolved.format === 'string') rule.format = resolved.format;
  if (typeof resolved.minimum === 'number') rule.minimum = resolved.minimum;
  if (typeof resolved.minLength === 'number') rule.minLength = resolved.minLength;
  return rule;
}

function operationsModule(contract: Contract): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const globalSecurity: unknown[] = contract.openapi.security ?? [];
  const table: Record<string, unknown> = {};
  const byRoute: Record<string, string> = {};
  for (const op of contract.operations) {
    const raw = contract.openapi.paths[op.pathTemplate][op.method.toLowerCase()];
    const security: unknown[] = raw.security ?? globalSecurity;
    const success = op.responses
      .filter((r) => /^2\d\d$/.test(r.status))
      .sort((a, b) => a.status.localeCompare(b.status))[0];
    if (!success) throw new Error(`${op.operationId} documents no 2xx response`);
    const explicit = raw['x-idempotent'];
    table[op.operationId] = {
      method: op.method,
      path: op.pathTemplate,
      summary: raw.summary ?? op.operationId,
      authenticated: security.length > 0,
      idempotent: typeof explicit === 'boolean' ? explicit : IDEMPOTENT_METHODS.has(op.method),
      deprecated: op.deprecated,
      requestBody: op.requestBody?.validator ?? null,
      successStatus: Number(success.status),
      responseContentType: success.contentType ?? null,
      responseValidator: success.validator ?? null,
      pathParameters: op.pathParameters.map((p) => pathParameterRule(contract, p.name, p.schema)),
    };
    byRoute[`${op.method} ${op.pathTemplate}`] = op.operationId;
  }
  return [
    generatedHeader(GENERATOR),
    '/** A path parameter and the rule of its schema, checked before any request is sent. */',
    'export interface PathParameterRule {',
    '  readonly name: string;',
    '  /** The component the schema refers to (BranchId, ApplicationReference, …), or null for an inline schema. */',
    '  readonly schema: string | null;',
    "  readonly type: 'integer' | 'string' | 'number';",
    '  readonly pattern?: string;',
    '  readonly format?: string;',
    '  readonly minimum?: number;',
    '  readonly minLength?: number;',
    '}',
    '',
    '/** What the client knows about one operation of the contract. */',
    'export interface OperationInfo {',
    "  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';",
    '  /** The path template, relative to the base URL ({origin}/v2). */',
    '  readonly path: string;',
    '  readonly summary: string;',
    '  /** Sends the Token header (false only for POST /Authenticate). */',
    '  readonly authenticated: boolean;',
    '  /** Repeating it has the effect of sending it once (RFC 9110 method semantics, or x-idempotent): retried automatically. */',
    '  readonly idempotent: boolean;',
    '  readonly deprecated: boolean;',
    '  /** The @trs/validators validator of the JSON request body, or null when the call sends no body. */',
    '  readonly requestBody: string | null;',
    '  readonly successStatus: number;',
    '  /** Content type of the success answer, or null when it has no body. */',
    '  readonly responseContentType: string | null;',
    '  /** The @trs/validators validator of the JSON success answer, or null. */',
    '  readonly responseValidator: string | null;',
    '  readonly pathParameters: readonly PathParameterRule[];',
    '}',
    '',
    '/** Every operation of spec/dist/openapi.json, by operationId. */',
    `export const operations = ${json(table)} as const satisfies Record<string, OperationInfo>;`,
    '',
    'export type OperationId = keyof typeof operations;',
    '',
    '/** The operation of each "METHOD /path/template" (the schemaPath openapi-fetch hands to middleware). */',
    `export const operationsByRoute: Readonly<Record<string, OperationId>> = ${json(byRoute)};`,
    '',
  ].join('\n');
}

export async function generateClient(contract: Contract): Promise<GeneratedFile[]> {
  return [
    { path: `${DIR}/schema.gen.ts`, content: await schemaModule(contract) },
    { path: `${DIR}/operations.gen.ts`, content: operationsModule(contract) },
  ];
}
