// @trs/sandbox: the operations table the sandbox routes every request through (docs: the agreed interface of the
// sandbox package, operation-entry.ts). An operation without state logic answers its `success` entry, so a new
// operation in spec/ is a working sandbox route after `pnpm generate`.
import type { JsonSchema, Message, Operation, PathParameter } from '../../model/index.js';
import { code, constDeclaration, literal, printModule, typeDeclaration } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { CODES_OUTPUT, config, OUTPUT } from './config.js';

function pathParameter(parameter: PathParameter) {
  const { component: _component, ...rule } = parameter.rule;
  return { name: parameter.name, ...rule };
}

/** The methods the sandbox routes (OperationEntry['method']). */
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH']);

function entry(operation: Operation) {
  if (!METHODS.has(operation.method)) {
    throw new Error(`${operation.operationId}: the sandbox routes ${[...METHODS].join(', ')}, not ${operation.method}`);
  }
  const body = operation.requestBody;
  if (body && !body.validator) {
    throw new Error(
      `${operation.operationId}: the sandbox validates JSON bodies only; ${body.contentType} has no validator`,
    );
  }
  const headers = Object.fromEntries(
    operation.success.headers
      .filter((h) => h.example !== undefined && h.example !== null)
      .map((h) => [h.name, String(h.example)]),
  );
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    method: operation.method,
    path: operation.path,
    authenticated: operation.authenticated,
    deprecated: operation.deprecated,
    pathParameters: operation.pathParameters.map(pathParameter),
    requestBody: body ? { validator: body.validator, contentType: body.contentType, required: body.required } : null,
    success: {
      status: Number(operation.success.status),
      contentType: operation.success.contentType,
      example: operation.success.example ?? null,
      headers,
    },
    errors: Object.fromEntries(
      operation.responses
        .filter((r) => !/^2\d\d$/.test(r.status))
        .map((r) => [r.status, { contentType: r.contentType, example: r.example ?? null }]),
    ),
  };
}

type CodeList = Record<string, string>;

const asCodeList = (codes: unknown): CodeList =>
  Object.fromEntries(Object.entries(codes as Record<string, unknown>).map(([k, v]) => [k, String(v)]));

/** Every schema component with known codes (x-codes), by component name. */
function schemaCodes(schemas: Readonly<Record<string, JsonSchema>>): Record<string, CodeList> {
  return Object.fromEntries(
    Object.entries(schemas)
      .filter(([, schema]) => schema && typeof schema['x-codes'] === 'object')
      .map(([name, schema]) => [name, asCodeList(schema['x-codes'])]),
  );
}

/** The codes of each message's own fields (those not from a component, which schemaCodes has), by field pointer. */
function messageCodes(messages: readonly Message[]): Record<string, Record<string, CodeList>> {
  const out: Record<string, Record<string, CodeList>> = {};
  for (const message of messages) {
    const own = message.fields.filter((f) => f.codes && !f.component);
    if (own.length) out[message.name] = Object.fromEntries(own.map((f) => [f.pointer, { ...f.codes! }]));
  }
  return out;
}

/** The messages of each tag of the AsyncAPI operations that send them, in the contract's order: tag → message names. */
function messagesByTag(messages: readonly Message[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const message of messages) for (const tag of message.tags) (out[tag] ??= []).push(message.name);
  return out;
}

export const sandboxTarget = defineTarget(config, async ({ operations, schemas, messages }) => {
  const content = await printModule(
    {
      target: 'sandbox',
      imports: [{ from: './operation-entry.js', names: ['OperationEntry'], typeOnly: true }],
      statements: [
        constDeclaration({
          name: 'operations',
          doc: 'Every operation of the OpenAPI document, by operationId.',
          value: literal(Object.fromEntries(operations.map((o) => [o.operationId, entry(o)]))),
          asConst: true,
          satisfies: code`Readonly<Record<string, OperationEntry>>`,
        }),
        typeDeclaration('OperationId', code`keyof typeof operations`),
      ],
    },
    OUTPUT,
  );
  const codes = await printModule(
    {
      target: 'sandbox',
      statements: [
        constDeclaration({
          name: 'schemaCodes',
          doc: 'The known codes of each open code of the contract (x-codes), by schema component: value → meaning.',
          value: literal(schemaCodes(schemas)),
          asConst: true,
        }),
        constDeclaration({
          name: 'messageCodes',
          doc: "The known codes of a message's own fields (x-codes not on a component), by message and field pointer.",
          value: literal(messageCodes(messages)),
          asConst: true,
        }),
        constDeclaration({
          name: 'messagesByTag',
          doc: 'The messages sent by the AsyncAPI operations of each tag (rent reviews, …), in the contract order.',
          value: literal(messagesByTag(messages)),
          asConst: true,
        }),
      ],
    },
    CODES_OUTPUT,
  );
  return [
    { path: OUTPUT, content },
    { path: CODES_OUTPUT, content: codes },
  ];
});
