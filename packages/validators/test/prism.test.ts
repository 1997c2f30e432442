// Conformance with Prism: Prism in dynamic mode (fixed seed) answers every operation of the bundled contract,
// and each JSON answer validates with the matching response validator.
import { startPrism, type PrismServer } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseValidators, validate, type ValidatorName } from '../src/index.js';
import { model } from './contract.js';

let prism: PrismServer;

beforeAll(async () => {
  prism = await startPrism({ dynamic: true, seed: 'trs-validators', errors: true });
});
afterAll(() => prism?.stop());

describe('Prism answers validate with the response validators', () => {
  const jsonOperations = model.operations.filter((o) => o.success.validator);
  it.each(jsonOperations.map((o) => [o.operationId, o] as const))('%s', async (operationId, operation) => {
    const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(String(operation.parameters.find((p) => p.in === 'path' && p.name === name)?.example)),
    );
    const example = operation.requestBody?.example;
    const response = await fetch(prism.url + url, {
      method: operation.method,
      headers: { Token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01', 'content-type': 'application/json' },
      body: example === undefined || example === null ? undefined : JSON.stringify(example),
    });
    expect(response.headers.get('sl-violations'), prism.output().slice(-2000)).toBeNull();
    expect(response.status).toBe(200);
    const validator = (responseValidators as Record<string, Record<string, string>>)[operationId]![
      '200'
    ] as ValidatorName;
    const body: unknown = await response.json();
    const result = validate[validator](body);
    expect(result.ok ? [] : result.issues, JSON.stringify(body)).toEqual([]);
  });
});
