// Conformance with Prism: Prism in dynamic mode (fixed seed) answers every operation of the bundled contract,
// and each JSON answer validates with the matching response validator.
import { startPrism, type PrismServer } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseValidators, validate, type ValidatorName } from '../src/index.js';
import { contract } from './contract.js';

let prism: PrismServer;
beforeAll(async () => {
  prism = await startPrism({ dynamic: true, seed: 'trs-validators', errors: true });
});
afterAll(() => prism?.stop());

const pathValue = (schema: any): string => {
  const resolved = schema?.$ref ? contract.components[schema.$ref.split('/').pop()] : schema;
  if (resolved?.type === 'integer') return String(resolved.examples?.[0] ?? 1);
  return String(resolved?.examples?.[0] ?? 'value');
};

describe('Prism answers validate with the response validators', () => {
  const jsonOperations = contract.operations.filter((o) =>
    o.responses.some((r) => r.status.startsWith('2') && r.validator),
  );
  it.each(jsonOperations.map((o) => [o.operationId, o] as const))('%s', async (operationId, operation) => {
    const url = operation.pathTemplate.replace(/\{([^}]+)\}/g, (_, name) =>
      encodeURIComponent(pathValue(operation.pathParameters.find((p) => p.name === name)?.schema)),
    );
    const raw = contract.openapi.paths[operation.pathTemplate][operation.method.toLowerCase()];
    const examples = raw.requestBody?.content?.['application/json']?.examples;
    const firstExample = examples ? Object.values<any>(examples)[0] : undefined;
    const resolvedExample = firstExample?.$ref
      ? contract.openapi.components.examples[firstExample.$ref.split('/').pop()]
      : firstExample;
    const response = await fetch(prism.url + url, {
      method: operation.method,
      headers: { Token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01', 'content-type': 'application/json' },
      body: resolvedExample ? JSON.stringify(resolvedExample.value) : undefined,
    });
    expect(response.headers.get('sl-violations'), prism.output().slice(-2000)).toBeNull();
    expect(response.status).toBe(200);
    const validator = (responseValidators as Record<string, Record<string, string>>)[operationId]![
      '200'
    ] as ValidatorName;
    const body = await response.json();
    const result = validate[validator](body);
    expect(result.ok ? [] : result.issues, JSON.stringify(body)).toEqual([]);
  });
});
