// The contract as the tests see it: the model of @trs/codegen (the one reader of spec/dist).
import { loadModel, type ContractModel, type JsonSchema } from '@trs/codegen/model';
import { repoRoot } from '@trs/testkit';

export const model: ContractModel = await loadModel();

export interface ExampleCase {
  validator: string;
  where: string;
  value: unknown;
}

/** Every example of both documents, paired with the validator that must accept it. */
export function exampleCases(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const operation of model.operations) {
    const body = operation.requestBody;
    if (body?.validator) {
      for (const example of body.examples) {
        cases.push({
          validator: body.validator,
          where: `${operation.operationId} request ${example.name}`,
          value: example.value,
        });
      }
    }
    for (const response of operation.responses) {
      if (!response.validator) continue;
      for (const example of response.examples) {
        cases.push({
          validator: response.validator,
          where: `${operation.operationId} ${response.status} ${example.name}`,
          value: example.value,
        });
      }
    }
  }
  for (const message of model.messages) {
    for (const example of message.examples) {
      cases.push({ validator: message.validator, where: `${message.name} ${example.name}`, value: example.value });
    }
  }
  return cases;
}

/** A schema with every component ref inlined (the contract has no recursive schemas). */
export function dereference(schema: JsonSchema, components = model.schemas): JsonSchema {
  return inline(schema, components) as JsonSchema;
}

/** A value of a schema (a schema, a list of them, a keyword's value) with its component refs inlined. */
function inline(value: unknown, components: Readonly<Record<string, JsonSchema>>): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, components));
  if (!value || typeof value !== 'object') return value;
  const schema = value as JsonSchema;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) {
    const { $ref, ...rest } = schema;
    const target = inline(components[decodeURIComponent($ref.slice('#/components/schemas/'.length))], components);
    return Object.keys(rest).length ? { allOf: [target], ...(inline(rest, components) as JsonSchema) } : target;
  }
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === 'examples' || k === 'const' ? v : inline(v, components)]),
  );
}

export const repo = repoRoot;
