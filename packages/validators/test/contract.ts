// The contract as the tests see it: the validator catalogue from codegen and the examples of both documents.
import { loadContract, repoRoot, type Contract } from '@trs/codegen';
import { resolveLocal } from '@trs/spec/tools/walk.mjs';
import path from 'node:path';

export const contract: Contract = await loadContract(path.join(repoRoot, 'spec', 'dist'));

const resolve = resolveLocal;

export interface ExampleCase {
  validator: string;
  where: string;
  value: unknown;
}

/** Every example of both documents, paired with the validator that must accept it. */
export function exampleCases(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const { openapi, asyncapi } = contract;
  for (const operation of contract.operations) {
    const raw = openapi.paths[operation.pathTemplate][operation.method.toLowerCase()];
    const body = resolve(openapi, raw.requestBody);
    for (const [name, example] of Object.entries<any>(body?.content?.['application/json']?.examples ?? {})) {
      cases.push({
        validator: operation.requestBody!.validator,
        where: `${operation.operationId} request ${name}`,
        value: resolve(openapi, example).value,
      });
    }
    for (const response of operation.responses) {
      if (!response.validator) continue;
      const content = resolve(openapi, raw.responses[response.status]).content['application/json'];
      for (const [name, example] of Object.entries<any>(content.examples ?? {})) {
        cases.push({
          validator: response.validator,
          where: `${operation.operationId} ${response.status} ${name}`,
          value: resolve(openapi, example).value,
        });
      }
    }
  }
  for (const event of contract.events) {
    const message = resolve(asyncapi, asyncapi.components.messages[event.name]);
    for (const example of message.examples ?? []) {
      cases.push({ validator: event.validator, where: `${event.name} ${example.name}`, value: example.payload });
    }
  }
  return cases;
}

/** A schema with every component ref inlined (the contract has no recursive schemas). */
export function dereference(schema: any, components = contract.components): any {
  if (Array.isArray(schema)) return schema.map((s) => dereference(s, components));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) {
    const { $ref, ...rest } = schema;
    const target = dereference(components[decodeURIComponent($ref.slice('#/components/schemas/'.length))], components);
    return Object.keys(rest).length ? { allOf: [target], ...dereference(rest, components) } : target;
  }
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === 'examples' || k === 'const' ? v : dereference(v, components)]),
  );
}

export const repo = repoRoot;
