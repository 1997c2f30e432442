// @trs/sandbox: the operations table the sandbox routes every request through (docs: the agreed interface of the
// sandbox package, operation-entry.ts). An operation without state logic answers its `success` entry, so a new
// operation in spec/ is a working sandbox route after `pnpm generate`.
import type { Operation, PathParameter } from '../../model/index.js';
import { code, constDeclaration, literal, printModule, typeDeclaration } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';

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

export const sandboxTarget = defineTarget(config, async ({ operations }) => {
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
  return [{ path: OUTPUT, content }];
});
