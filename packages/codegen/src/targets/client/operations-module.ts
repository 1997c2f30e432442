// operations.gen.ts: what the client's hand-written policy reads about each operation (method, path, idempotence,
// validators, success answer, path-parameter rules, advice), typed by the hand-written OperationInfo.
import type { Operation } from '../../model/index.js';
import { code, constDeclaration, literal, printModule, typeDeclaration } from '../../printer/index.js';
import { OUTPUT_DIR, REFERENCE_SCHEMAS } from './config.js';

/** The pattern of each reference schema, from the path parameters that take it. */
export function referencePatterns(operations: readonly Operation[]): Map<string, string> {
  const patterns = new Map<string, string>();
  for (const { rule } of operations.flatMap((o) => o.pathParameters))
    if (rule.component && REFERENCE_SCHEMAS.has(rule.component) && rule.pattern)
      patterns.set(rule.component, rule.pattern);
  return patterns;
}

/**
 * The references the answer of a call that creates something carries (provider spec 1: nothing lists them, so the
 * client must never lose one): the answer itself when it is a reference, else its top-level reference fields.
 */
export function returnedReferences(operation: Operation, patterns: Map<string, string>) {
  const { success } = operation;
  if (operation.idempotent || !success.contentType || !/json/.test(success.contentType)) return [];
  const found =
    success.component && REFERENCE_SCHEMAS.has(success.component)
      ? [{ pointer: '', schema: success.component }]
      : success.fields
          .filter((f) => /^\/[^/]+$/.test(f.pointer) && f.component && REFERENCE_SCHEMAS.has(f.component))
          .map((f) => ({ pointer: f.pointer, schema: f.component! }));
  return found.map((reference) => {
    const pattern = patterns.get(reference.schema);
    if (!pattern)
      throw new Error(
        `${operation.operationId}: no path parameter gives the pattern of ${reference.schema}, which its answer carries`,
      );
    return { ...reference, pattern };
  });
}

function info(operation: Operation, patterns: Map<string, string>) {
  return {
    method: operation.method,
    path: operation.path,
    summary: operation.summary,
    authenticated: operation.authenticated,
    issuesSessionToken: operation.issuesSessionToken,
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
    returns: returnedReferences(operation, patterns),
    advice: operation.advice,
  };
}

export function operationsModule(operations: readonly Operation[]): Promise<string> {
  const patterns = referencePatterns(operations);
  return printModule(
    {
      target: 'client',
      imports: [{ from: './operation-info.js', names: ['OperationInfo'], typeOnly: true }],
      statements: [
        constDeclaration({
          name: 'operations',
          doc: 'Every operation of the contract, by operationId.',
          value: literal(Object.fromEntries(operations.map((o) => [o.operationId, info(o, patterns)]))),
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
