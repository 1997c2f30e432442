// @trs/discovery: the contract as its recorders and its gaps report compare traffic with it (types in
// packages/discovery/src/contract-types.ts). Field lists carry x-sensitive, so redaction follows the contract.
import type { Field, Gap, Message, Operation, Response } from '../../model/index.js';
import { code, constDeclaration, literal, printModule } from '../../printer/index.js';
import { escapePointerToken, objectOf, type JsonObject } from '@trs/shared';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';

/** The model's Field without what only the docs read (discovery's KnownField); `constant` only where there is one. */
const field = (f: Field) => ({
  pointer: f.pointer,
  type: f.type,
  format: f.format,
  pattern: f.pattern,
  constant: f.constant,
  codes: f.codes,
  component: f.component,
  sensitive: f.sensitive,
  gaps: [...f.gaps],
});

/** The shared response component (components/responses) an answer of the bundled document refers to, if any. */
function responseComponent(openapi: JsonObject, operation: Operation, status: string): string | null {
  const item = objectOf(objectOf(openapi.paths)[operation.path]);
  const responses = objectOf(objectOf(item[operation.method.toLowerCase()]).responses);
  const ref = objectOf(responses[status]).$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/responses/')
    ? decodeURIComponent(ref.slice('#/components/responses/'.length))
    : null;
}

function response(openapi: JsonObject, operation: Operation, r: Response) {
  return {
    sharedResponse: responseComponent(openapi, operation, r.status),
    status: r.status,
    contentType: r.contentType,
    component: r.component,
    validator: r.validator,
    fields: r.fields.map(field),
    headers: r.headers.map((h) => h.name),
    pointer: `${operation.place.pointer}/responses/${escapePointerToken(r.status)}`,
  };
}

function operationEntry(openapi: JsonObject, operation: Operation) {
  const body = operation.requestBody;
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    pointer: operation.place.pointer,
    pathParameters: operation.pathParameters.map((p) => ({
      name: p.name,
      type: p.rule.type,
      pattern: p.rule.pattern ?? null,
    })),
    requestBody: body
      ? { contentType: body.contentType, component: body.component, fields: body.fields.map(field) }
      : null,
    responses: operation.responses.map((r) => response(openapi, operation, r)),
    gaps: [...operation.gaps],
  };
}

const messageEntry = (message: Message) => ({
  name: message.name,
  topic: message.topic,
  validator: message.validator,
  pointer: message.place.pointer,
  ignored: message.ignored,
  fields: message.fields.map(field),
  gaps: [...message.gaps],
});

const gapEntry = (gap: Gap) => ({
  id: gap.id,
  kind: gap.kind,
  text: gap.text,
  places: gap.places.map((p) => ({
    document: p.document,
    pointer: p.pointer,
    label: p.label,
    operationId: p.operationId,
    message: p.message,
    schema: p.schema,
  })),
});

export const discoveryTarget = defineTarget(config, async ({ operations, messages, gaps, dispatch, sources }) => {
  const content = await printModule(
    {
      target: 'discovery',
      imports: [{ from: './contract-types.js', names: ['KnownContract'], typeOnly: true }],
      statements: [
        constDeclaration({
          name: 'contract',
          doc: 'Every operation, message and gap of the contract, as the recorders and the report compare with them.',
          value: literal({
            operations: operations.map((o) => operationEntry(sources.openapi, o)),
            messages: messages.map(messageEntry),
            dispatch: dispatch.rules,
            gaps: gaps.map(gapEntry),
          }),
          type: code`KnownContract`,
        }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
