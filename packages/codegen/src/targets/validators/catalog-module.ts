// The catalogue of @trs/validators: every validator by name and role, the validator of each operation's body and
// answers and of each message (as received and as sent), the fields the provider spec names for each message, and the
// wording of the contract's patterns and conditional requirements for error messages.
import type { ContractModel, JsonSchema } from '../../model/index.js';
import { code, constDeclaration, literal, printModule, typeDeclaration } from '../../printer/index.js';
import { OUTPUT_DIR, sentValidatorName } from './config.js';

/** The first sentence of a description: up to a full stop that ends a sentence (not the one inside "spec 2.1"). */
function firstSentence(text: string): string {
  return text.split(/\.(?:\s|$)/)[0]!.trim();
}

/** "must be application reference (The tenancy reference …), for example "0001234"": the wording of each pattern. */
function patternDescriptions(schemas: ContractModel['schemas']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (typeof schema.pattern !== 'string') continue;
    const first = schema.examples?.[0];
    const example = typeof first === 'string' || typeof first === 'number' ? String(first) : null;
    const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    const about = schema.description ? firstSentence(schema.description) : name;
    out[schema.pattern] = `must be ${words} (${about})${example ? `, for example "${example}"` : ''}`;
  }
  return out;
}

/** "State is required when Title is 10": the wording of each if/then requirement of the contract. */
function conditionalRequirements(schemas: ContractModel['schemas']): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (schema: JsonSchema) => {
    if (!schema || typeof schema !== 'object') return;
    const condition = schema.if?.properties;
    if (condition && schema.then?.required) {
      const words = Object.entries<JsonSchema>(condition)
        .filter(([, s]) => 'const' in s)
        .map(([field, s]) => `${field} is ${JSON.stringify(s.const)}`)
        .join(' and ');
      for (const field of schema.then.required) if (words) out[field] = `when ${words}`;
    }
    for (const value of Object.values(schema)) if (value && typeof value === 'object') visit(value as JsonSchema);
  };
  Object.values(schemas).forEach(visit);
  return out;
}

export function catalogModule(
  model: Pick<ContractModel, 'schemas' | 'validators' | 'operations' | 'messages'>,
): Promise<string> {
  const names = model.validators.map((v) => v.name);
  const requestBodies = Object.fromEntries(
    model.operations.filter((o) => o.requestBody?.validator).map((o) => [o.operationId, o.requestBody!.validator]),
  );
  const responses = Object.fromEntries(
    model.operations.map((o) => [
      o.operationId,
      Object.fromEntries(o.responses.filter((r) => r.validator).map((r) => [r.status, r.validator])),
    ]),
  );
  const events = Object.fromEntries(model.messages.map((m) => [m.name, m.validator]));
  const sent = Object.fromEntries(model.messages.map((m) => [m.name, sentValidatorName(m.validator)]));
  return printModule(
    {
      target: 'validators',
      imports: [
        { from: './types.gen.js', names: ['ValidatedTypes'], typeOnly: true },
        { from: './sent-fields.js', names: ['SentFieldList'], typeOnly: true },
      ],
      statements: [
        constDeclaration({
          name: 'validatorNames',
          doc: 'Every validator, by name.',
          value: literal(names),
          asConst: true,
        }),
        typeDeclaration('ValidatorName', code`(typeof validatorNames)[number]`),
        constDeclaration({
          name: 'validatorRoles',
          doc: 'request: what we send, validated strictly (objects closed). response and message: what we receive, read tolerantly.',
          type: code`Readonly<Record<ValidatorName, 'request' | 'response' | 'message'>>`,
          value: literal(Object.fromEntries(model.validators.map((v) => [v.name, v.role]))),
        }),
        constDeclaration({
          name: 'requestBodyValidators',
          doc: 'The request-body validator of each operation that has a JSON body.',
          value: literal(requestBodies),
          asConst: true,
          satisfies: code`Record<string, ValidatorName>`,
        }),
        constDeclaration({
          name: 'responseValidators',
          doc: 'The response validator of each operation, by status, where the response is JSON.',
          value: literal(responses),
          asConst: true,
          satisfies: code`Record<string, Record<string, ValidatorName>>`,
        }),
        constDeclaration({
          name: 'eventValidators',
          doc: 'The payload validator of each webhook event (as received: tolerant), by event name.',
          value: literal(events),
          asConst: true,
          satisfies: code`Record<string, ValidatorName>`,
        }),
        typeDeclaration('EventName', code`keyof typeof eventValidators`),
        constDeclaration({
          name: 'sentEventValidators',
          doc: 'The standalone validator of each webhook event as the provider sends it (every object closed), by event name.',
          type: code`Readonly<Record<EventName, string>>`,
          value: literal(sent),
        }),
        constDeclaration({
          name: 'sentFields',
          doc: 'The fields the provider spec names for each event (x-sent-fields): those every payload carries, and those it carries under a condition. What is sent is checked against them (validateSentEvent); what is received is not.',
          type: code`Readonly<Record<EventName, SentFieldList>>`,
          value: literal(Object.fromEntries(model.messages.map((m) => [m.name, m.sentFields]))),
        }),
        typeDeclaration(
          'EventPayloadMap',
          code`{ [E in EventName]: ValidatedTypes[(typeof eventValidators)[E]] }`,
          'The payload type of each webhook event, by event name.',
        ),
        constDeclaration({
          name: 'patternDescriptions',
          doc: "Readable wording of the contract's patterns, for error messages.",
          type: code`Readonly<Record<string, string>>`,
          value: literal(patternDescriptions(model.schemas)),
        }),
        constDeclaration({
          name: 'conditionalRequirements',
          doc: 'When a field is required only by a condition (if/then), the condition in words, by field name.',
          type: code`Readonly<Record<string, string>>`,
          value: literal(conditionalRequirements(model.schemas)),
        }),
      ],
    },
    `${OUTPUT_DIR}/catalog.gen.ts`,
  );
}
