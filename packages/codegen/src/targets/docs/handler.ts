// apps/docs: the reference data the docs site renders (data only; the site is built later from it).
import type { Example, Field, JsonSchema, Operation, Parameter, SentFields } from '../../model/index.js';
import { code, constDeclaration, literal, printModule } from '../../printer/index.js';
import { defineTarget } from '../target.js';
import { config, OUTPUT } from './config.js';
import { referenceTypes } from './types.js';

// x-sensitive is for recorders (@trs/discovery); the docs site does not show it yet.
const field = ({ sensitive: _sensitive, ...f }: Field) => f;

/** How the provider sends a field of an event, from its x-sent-fields; null when the provider spec does not name it. */
function sentOf(sent: SentFields, pointer: string) {
  if (sent.always.includes(pointer)) return { always: true, when: null, may: false, because: null };
  const group = sent.conditional.find((g) => g.fields.includes(pointer));
  return group ? { always: false, when: group.whenWords, may: group.may, because: group.because } : null;
}

const COMPONENT = '#/components/schemas/';

/** Every schema component a body or payload uses, through references at any depth, sorted. */
function componentsOf(schema: JsonSchema | null, schemas: Readonly<Record<string, JsonSchema>>): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const ref = (node as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
      const name = decodeURIComponent(ref.slice(COMPONENT.length));
      if (!found.has(name)) {
        found.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return [...found].sort();
}
const example = (e: Example) => ({
  name: e.name,
  summary: e.summary,
  value: e.value ?? null,
  tolerantReader: e.tolerantReader,
});

const parameter = (p: Parameter) => ({
  name: p.name,
  in: p.in,
  required: p.required,
  description: p.description,
  type: p.rule?.type ?? (typeof p.schema.type === 'string' ? p.schema.type : 'string'),
  component: p.rule?.component ?? null,
  format: p.rule?.format ?? null,
  pattern: p.rule?.pattern ?? null,
  example: p.example ?? null,
});

const operation = (o: Operation, schemas: Readonly<Record<string, JsonSchema>>) => ({
  operationId: o.operationId,
  method: o.method,
  path: o.path,
  summary: o.summary,
  description: o.description,
  tags: o.tags,
  deprecated: o.deprecated,
  authenticated: o.authenticated,
  idempotent: o.idempotent,
  advice: o.advice,
  parameters: o.parameters.map(parameter),
  requestBody: o.requestBody && {
    contentType: o.requestBody.contentType,
    required: o.requestBody.required,
    description: o.requestBody.description,
    validator: o.requestBody.validator,
    fields: o.requestBody.fields.map(field),
    components: componentsOf(o.requestBody.schema, schemas),
    examples: o.requestBody.examples.map(example),
  },
  responses: o.responses.map((r) => ({
    status: r.status,
    description: r.description,
    contentType: r.contentType,
    validator: r.validator,
    fields: r.fields.map(field),
    components: componentsOf(r.schema, schemas),
    headers: r.headers.map((h) => ({
      name: h.name,
      description: h.description,
      required: h.required,
      example: h.example ?? null,
    })),
    examples: r.examples.map(example),
  })),
  gaps: o.gaps,
  raises: o.raises,
});

export const docsTarget = defineTarget(config, async (model) => {
  const reference = {
    info: model.info,
    servers: model.servers,
    tags: model.tags,
    operations: model.operations.map((o) => operation(o, model.schemas)),
    messages: model.messages.map((m) => ({
      name: m.name,
      title: m.title,
      summary: m.summary,
      description: m.description,
      topic: m.topic,
      validator: m.validator,
      dispatch: m.dispatch,
      idempotencyKey: m.idempotencyKey,
      orderingKey: m.orderingKey,
      ignored: m.ignored,
      fields: m.fields.map((f) => ({ ...field(f), sent: sentOf(m.sentFields, f.pointer) })),
      components: componentsOf(m.payload, model.schemas),
      examples: m.examples.map(example),
      gaps: m.gaps,
      tags: m.tags,
      raisedBy: m.raisedBy,
    })),
    dispatch: model.dispatch,
    delivery: model.delivery,
    staticHeader: model.staticHeader,
    gaps: model.gaps,
  };
  const content = await printModule(
    {
      target: 'docs',
      about:
        "Data only: the docs site renders it. Every text is the contract's own (Markdown where the contract writes Markdown).",
      statements: [
        ...referenceTypes(),
        constDeclaration({ name: 'reference', type: code`Reference`, value: literal(reference) }),
      ],
    },
    OUTPUT,
  );
  return [{ path: OUTPUT, content }];
});
