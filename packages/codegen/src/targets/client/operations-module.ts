// operations.gen.ts: what the client's hand-written policy reads about each operation (method, path, idempotence,
// validators, success answer, path-parameter rules, advice), typed by the hand-written OperationInfo.
import type { Operation } from '../../model/index.js';
import { code, constDeclaration, literal, printModule, typeDeclaration } from '../../printer/index.js';
import { OUTPUT_DIR } from './config.js';

function info(operation: Operation) {
  return {
    method: operation.method,
    path: operation.path,
    summary: operation.summary,
    authenticated: operation.authenticated,
    idempotent: operation.idempotent,
    deprecated: operation.deprecated,
    requestBody: operation.requestBody?.validator ?? null,
    successStatus: Number(operation.success.status),
    responseContentType: operation.success.contentType,
    responseValidator: operation.success.validator,
    pathParameters: operation.pathParameters.map(({ name, rule: { component, ...rule } }) => ({
      name,
      schema: component,
      ...rule,
    })),
    advice: operation.advice,
  };
}

export function operationsModule(operations: readonly Operation[]): Promise<string> {
  return printModule(
    {
      target: 'client',
      imports: [{ from: './operation-info.js', names: ['OperationInfo'], typeOnly: true }],
      statements: [
        constDeclaration({
          name: 'operations',
          doc: 'Every operation of the contract, by operationId.',
          value: literal(Object.fromEntries(operations.map((o) => [o.operationId, info(o)]))),
          asConst: true,
          satisfies: code`Readonly<Record<string, OperationInfo>>`,
        }),
        typeDeclaration('OperationId', code`keyof typeof operations`),
        constDeclaration({
          name: 'operationsByRoute',
          doc: 'The operation of each "METHOD /path/template" (the schemaPath openapi-fetch hands to middleware).',
          type: code`Readonly<Record<string, OperationId>>`,
          value: literal(Object.fromEntries(operations.map((o) => [`${o.method} ${o.path}`, o.operationId]))),
        }),
      ],
    },
    `${OUTPUT_DIR}/operations.gen.ts`,
  );
}
