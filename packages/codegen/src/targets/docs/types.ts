// The shapes of the docs reference data: declared in the generated module itself (the docs app holds no other
// copy), as interfaces the site's renderer imports.
import { code, interfaceDeclaration, typeDeclaration, type Code } from '../../printer/index.js';

const t = (text: TemplateStringsArray) => code(text);

export function referenceTypes(): Code[] {
  return [...markTypes(), ...bodyTypes(), ...operationAndMessageTypes(), ...wholeReferenceType()];
}

/** Where the contract marks a gap or an assumption, and when a conditional field is sent. */
function markTypes(): Code[] {
  return [
    interfaceDeclaration(
      'ReferencePlace',
      [
        { name: 'document', type: t`'openapi' | 'asyncapi'` },
        { name: 'pointer', type: t`string`, doc: 'JSON pointer into the bundled document.' },
        { name: 'label', type: t`string`, doc: 'The place in words, as spec/GAPS.md prints it.' },
        { name: 'operationId', type: t`string | null`, doc: 'The operation the place belongs to, for a link.' },
        { name: 'message', type: t`string | null`, doc: 'The message the place belongs to, for a link.' },
        { name: 'schema', type: t`string | null`, doc: 'The schema component the place belongs to.' },
      ],
      'Where a gap or assumption is marked.',
    ),
    interfaceDeclaration(
      'ReferenceGap',
      [
        { name: 'id', type: t`string`, doc: '`gap-3`, `assumption-12`: the row of spec/GAPS.md.' },
        { name: 'kind', type: t`'gap' | 'assumption'` },
        { name: 'text', type: t`string` },
        { name: 'places', type: t`readonly ReferencePlace[]` },
      ],
      'An x-gap (what the provider does not show) or an x-assumption (what we chose, and why).',
    ),
    interfaceDeclaration('ReferenceSent', [
      { name: 'always', type: t`boolean`, doc: 'Every payload of the event carries it.' },
      {
        name: 'when',
        type: t`string | null`,
        doc: 'The condition under which it is carried, in words (when /Status is "COMPLETED"); null: always, or a condition the payload does not show.',
      },
      { name: 'may', type: t`boolean`, doc: 'The provider may leave it out even when the condition holds.' },
      { name: 'because', type: t`string | null`, doc: "Why, with the provider spec's section (conditional fields)." },
    ]),
  ];
}

/** The parts of a request, an answer or a payload: fields, examples, parameters, bodies, headers. */
function bodyTypes(): Code[] {
  return [
    interfaceDeclaration(
      'ReferenceField',
      [
        {
          name: 'pointer',
          type: t`string`,
          doc: 'JSON pointer in the value; a `*` segment stands for every item of an array.',
        },
        { name: 'name', type: t`string` },
        { name: 'type', type: t`string`, doc: "Readable JSON type: 'string', 'integer | string', 'array of object'." },
        { name: 'required', type: t`boolean` },
        {
          name: 'requiredWhen',
          type: t`string | null`,
          doc: 'The condition under which it is required ("when Title is 10").',
        },
        { name: 'format', type: t`string | null` },
        { name: 'pattern', type: t`string | null` },
        { name: 'constant', type: t`unknown`, optional: true, doc: 'The only value allowed, if any.' },
        { name: 'description', type: t`string | null` },
        {
          name: 'codes',
          type: t`Readonly<Record<string, string>> | null`,
          doc: 'The known codes of an open code (x-codes): value → meaning.',
        },
        { name: 'component', type: t`string | null`, doc: 'The schema component of the field.' },
        { name: 'gaps', type: t`readonly string[]`, doc: 'Ids of the gaps and assumptions that concern it.' },
        {
          name: 'sent',
          type: t`ReferenceSent | null`,
          optional: true,
          doc: 'Events only: whether the provider sends it always or under a condition (x-sent-fields); null: the provider spec does not name it for this event.',
        },
      ],
      'One field of a body or payload.',
    ),
    interfaceDeclaration('ReferenceExample', [
      { name: 'name', type: t`string` },
      { name: 'summary', type: t`string | null` },
      { name: 'value', type: t`unknown` },
      {
        name: 'tolerantReader',
        type: t`boolean`,
        doc: 'Carries what the contract does not describe, to show that a receiver accepts it.',
      },
    ]),
    interfaceDeclaration('ReferenceParameter', [
      { name: 'name', type: t`string` },
      { name: 'in', type: t`'path' | 'query' | 'header' | 'cookie'` },
      { name: 'required', type: t`boolean` },
      { name: 'description', type: t`string | null` },
      { name: 'type', type: t`'integer' | 'string' | 'number' | 'boolean'` },
      { name: 'component', type: t`string | null` },
      { name: 'format', type: t`string | null` },
      { name: 'pattern', type: t`string | null` },
      { name: 'example', type: t`unknown` },
    ]),
    interfaceDeclaration('ReferenceBody', [
      { name: 'contentType', type: t`string` },
      { name: 'required', type: t`boolean` },
      { name: 'description', type: t`string | null` },
      { name: 'validator', type: t`string | null`, doc: 'Its validator in @trs/validators.' },
      { name: 'fields', type: t`readonly ReferenceField[]` },
      {
        name: 'components',
        type: t`readonly string[]`,
        doc: 'Every schema component the body uses, at any depth.',
      },
      { name: 'examples', type: t`readonly ReferenceExample[]` },
    ]),
    interfaceDeclaration('ReferenceHeader', [
      { name: 'name', type: t`string` },
      { name: 'description', type: t`string | null` },
      { name: 'required', type: t`boolean` },
      { name: 'example', type: t`unknown` },
    ]),
    interfaceDeclaration('ReferenceAnswer', [
      { name: 'status', type: t`string` },
      { name: 'description', type: t`string | null` },
      { name: 'contentType', type: t`string | null`, doc: 'null: no body.' },
      { name: 'validator', type: t`string | null` },
      { name: 'fields', type: t`readonly ReferenceField[]` },
      {
        name: 'components',
        type: t`readonly string[]`,
        doc: 'Every schema component the answer uses, at any depth.',
      },
      { name: 'headers', type: t`readonly ReferenceHeader[]` },
      { name: 'examples', type: t`readonly ReferenceExample[]` },
    ]),
  ];
}

/** An operation of the OpenAPI document; a message (webhook event) of the AsyncAPI document and its dispatch tests. */
function operationAndMessageTypes(): Code[] {
  return [
    interfaceDeclaration(
      'ReferenceOperation',
      [
        { name: 'operationId', type: t`string` },
        { name: 'method', type: t`string` },
        { name: 'path', type: t`string`, doc: 'Relative to the base address ({origin}/v2).' },
        { name: 'summary', type: t`string` },
        { name: 'description', type: t`string | null`, doc: 'Markdown.' },
        { name: 'tags', type: t`readonly string[]` },
        { name: 'deprecated', type: t`boolean` },
        { name: 'authenticated', type: t`boolean`, doc: 'Sends the Token header.' },
        { name: 'idempotent', type: t`boolean`, doc: 'Safe to repeat: clients retry it on their own.' },
        {
          name: 'advice',
          type: t`{ readonly outcomeUnknown?: string } | null`,
          doc: 'x-advice: what to do when the outcome of a call is unknown.',
        },
        { name: 'parameters', type: t`readonly ReferenceParameter[]` },
        { name: 'requestBody', type: t`ReferenceBody | null` },
        { name: 'responses', type: t`readonly ReferenceAnswer[]` },
        { name: 'gaps', type: t`readonly string[]`, doc: 'Ids of the gaps and assumptions of the operation.' },
        {
          name: 'raises',
          type: t`readonly string[]`,
          doc: 'The messages the call raises (x-raises; provider spec 6.5), by name.',
        },
      ],
      'One operation of the OpenAPI document.',
    ),
    typeDeclaration(
      'ReferenceCondition',
      t`{ readonly pointer: string; readonly matches?: string; readonly equals?: unknown; readonly present?: boolean }`,
      'One test of a dispatch rule on the payload.',
    ),
    interfaceDeclaration(
      'ReferenceMessage',
      [
        { name: 'name', type: t`string`, doc: 'The event name (handlers register under it).' },
        { name: 'title', type: t`string` },
        { name: 'summary', type: t`string` },
        { name: 'description', type: t`string | null` },
        { name: 'topic', type: t`string | null`, doc: 'The value of `topic` that names it, if any.' },
        { name: 'validator', type: t`string` },
        {
          name: 'dispatch',
          type: t`{ readonly kind: 'rule'; readonly when: readonly ReferenceCondition[] } | { readonly kind: 'topic'; readonly pointer: string; readonly topic: string }`,
          doc: 'The rule that picks it: its own x-dispatch rule, or its topic.',
        },
        { name: 'idempotencyKey', type: t`readonly string[]`, doc: 'Pointers whose values identify one event.' },
        {
          name: 'orderingKey',
          type: t`readonly string[]`,
          doc: 'Pointers of the tenancy (or check) handled in order.',
        },
        { name: 'ignored', type: t`boolean`, doc: 'Recorded and acknowledged, never handled.' },
        { name: 'fields', type: t`readonly ReferenceField[]` },
        {
          name: 'components',
          type: t`readonly string[]`,
          doc: 'Every schema component the payload uses, at any depth.',
        },
        { name: 'examples', type: t`readonly ReferenceExample[]` },
        { name: 'gaps', type: t`readonly string[]` },
        { name: 'tags', type: t`readonly string[]`, doc: 'The tags of the AsyncAPI operations that send it.' },
        { name: 'raisedBy', type: t`readonly string[]`, doc: 'The operations that raise it, by operationId.' },
      ],
      'One message (webhook event) of the AsyncAPI document.',
    ),
  ];
}

/** Everything the docs site shows, made of the above. */
function wholeReferenceType(): Code[] {
  return [
    interfaceDeclaration(
      'Reference',
      [
        {
          name: 'info',
          type: t`{ readonly [document in 'openapi' | 'asyncapi']: { readonly title: string; readonly version: string; readonly description: string | null } }`,
        },
        { name: 'servers', type: t`readonly { readonly url: string; readonly description: string | null }[]` },
        {
          name: 'tags',
          type: t`{ readonly [document in 'openapi' | 'asyncapi']: readonly { readonly name: string; readonly description: string | null }[] }`,
          doc: 'The tags of each document, in its order: they group operations and messages.',
        },
        { name: 'operations', type: t`readonly ReferenceOperation[]` },
        { name: 'messages', type: t`readonly ReferenceMessage[]` },
        {
          name: 'dispatch',
          type: t`{ readonly description: string; readonly rules: readonly ({ readonly message: string; readonly when: readonly ReferenceCondition[] } | { readonly byTopic: string })[] }`,
          doc: 'How a receiver classifies a payload (x-dispatch).',
        },
        {
          name: 'delivery',
          type: t`{ readonly description: string; readonly fanOut: string; readonly rules: Readonly<Record<string, unknown>>; readonly gaps: readonly string[] }`,
          doc: "The provider's delivery rules (x-delivery).",
        },
        { name: 'staticHeader', type: t`{ readonly name: string; readonly description: string | null }` },
        { name: 'gaps', type: t`readonly ReferenceGap[]`, doc: 'The gaps register.' },
      ],
      'Everything the docs site shows, from the contract model.',
    ),
  ];
}
