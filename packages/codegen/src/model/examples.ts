// Every example of the contract validates against its schema. Request examples are checked as the strict writer
// sends them (objects closed), and so are webhook examples, since the sandbox and `trs webhooks trigger` send them
// as the provider would (every field their x-sent-fields requires present, every complete code one of its values). The AsyncAPI tools do not check v3 message examples, so without this a wrong one would pass.
import { closedSchema, createAjv, rewriteRefs } from '@trs/spec/tools/schema-registry.mjs';
import { sentSchema } from './sent-fields.js';
import type { ContractModel, JsonSchema, SentFields } from './types.js';

export interface ExampleCheck {
  /** How many (schema, example) pairs were checked. */
  checked: number;
  /** One line per broken example: where it is, and what is wrong. */
  failures: string[];
}

interface Case {
  where: string;
  schema: JsonSchema;
  value: unknown;
  /** Checked with every object closed (what we, or the sandbox as the provider, send). */
  closed: boolean;
  /** A message as the provider sends it: also every field its x-sent-fields requires. */
  sent?: SentFields;
}

function casesOf(model: ContractModel): Case[] {
  const cases: Case[] = [];
  for (const operation of model.operations) {
    const where = `${operation.method} ${operation.path}`;
    for (const parameter of operation.parameters) {
      if (parameter.example !== undefined) {
        cases.push({
          where: `${where} parameter ${parameter.name}`,
          schema: parameter.schema,
          value: parameter.example,
          closed: false,
        });
      }
    }
    const body = operation.requestBody;
    for (const example of body?.examples ?? []) {
      cases.push({
        where: `${where} request ${body!.contentType} example ${example.name}`,
        schema: body!.schema,
        value: example.value,
        closed: true,
      });
    }
    for (const response of operation.responses) {
      for (const example of response.examples) {
        cases.push({
          where: `${where} ${response.status} ${response.contentType} example ${example.name}`,
          schema: response.schema ?? {},
          value: example.value,
          closed: false,
        });
      }
      for (const header of response.headers) {
        if (header.example !== undefined) {
          cases.push({
            where: `${where} ${response.status} header ${header.name}`,
            schema: header.schema,
            value: header.example,
            closed: false,
          });
        }
      }
    }
  }
  for (const message of model.messages) {
    for (const example of message.examples) {
      const where = `message ${message.name} example ${example.name}`;
      cases.push({ where, schema: message.payload, value: example.value, closed: false });
      if (!example.tolerantReader) {
        cases.push({
          where: `${where} (as the provider sends it: objects closed, x-sent-fields present)`,
          schema: message.payload,
          value: example.value,
          closed: true,
          sent: message.sentFields,
        });
      }
    }
  }
  return cases;
}

/** Validates every example of the model; at least `minimumPerMessage` examples per message are required. */
export function checkExamples(model: ContractModel, { minimumPerMessage = 2 } = {}): ExampleCheck {
  const cases = casesOf(model);
  // Every schema a case uses is part of the document given to ajv, so that their x- keywords are known.
  const document = { components: { schemas: model.schemas }, cases: cases.map((c) => c.schema) };
  const ajv = createAjv(document);
  const failures: string[] = [];
  let checked = 0;
  for (const { where, schema, value, closed, sent } of cases) {
    checked += 1;
    let validate;
    try {
      const strict = closed ? closedSchema(document, schema) : null;
      validate = ajv.compile(strict ? (sent ? sentSchema(strict, sent) : strict) : rewriteRefs(schema));
    } catch (error) {
      failures.push(`${where}: schema does not compile: ${(error as Error).message}`);
      continue;
    }
    if (!validate(value)) {
      const details = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      failures.push(`${where}: ${details}`);
    }
  }
  for (const message of model.messages) {
    if (message.examples.length < minimumPerMessage) {
      failures.push(
        `message ${message.name}: ${message.examples.length} example(s), at least ${minimumPerMessage} needed`,
      );
    }
  }
  return { checked, failures };
}
