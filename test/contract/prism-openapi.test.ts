// Prism (--errors) serves the bundled OpenAPI document; every operation of the contract model is called with its
// examples and must answer its documented status with no violation.
import { loadModel, type Operation } from '@trs/codegen/model';
import { startPrism, type PrismServer } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const model = await loadModel();
const operations = model.operations;

function requestOf(operation: Operation) {
  const url = operation.path.replace(/\{([^}]+)\}/g, (_: string, name: string) =>
    encodeURIComponent(String(operation.parameters.find((p) => p.in === 'path' && p.name === name)!.example)),
  );
  const example = operation.requestBody?.examples[0]?.value;
  return {
    url,
    body: example === undefined ? undefined : JSON.stringify(example),
    authenticated: operation.authenticated,
  };
}

let prism: PrismServer;
beforeAll(async () => {
  prism = await startPrism({ errors: true });
});
afterAll(() => prism?.stop());

describe('every operation answers through Prism with its example and no violation', () => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s', async (_name, entry) => {
    const { url, body, authenticated } = requestOf(entry);
    const response = await fetch(prism.url + url, {
      method: entry.method,
      headers: {
        'content-type': 'application/json',
        ...(authenticated ? { Token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01' } : {}),
      },
      body,
    });
    expect(response.headers.get('sl-violations'), prism.output().slice(-1500)).toBeNull();
    expect(response.status).toBe(Number(entry.success.status));
    const documented = entry.success.contentType;
    if (documented) expect(response.headers.get('content-type')).toContain(documented);
    await response.arrayBuffer();
  });
});

describe('the documented errors', () => {
  it.each(operations.filter((o) => requestOf(o).authenticated).map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s without a Token answers 401',
    async (_name, entry) => {
      const { url, body } = requestOf(entry);
      const response = await fetch(prism.url + url, {
        method: entry.method,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(401);
      await response.arrayBuffer();
    },
  );

  it('a tenancy reference where a branch id belongs is a documented client error (400)', async () => {
    const example = operations.find((o) => o.operationId === 'createTenancy')!.requestBody!.example;
    const response = await fetch(`${prism.url}/Applications/abc1234`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Token: 'x' },
      body: JSON.stringify(example),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations')).toMatch(/BranchIdOrReferenceNumber|path/);
  });

  it('a branch id where a tenancy reference belongs is a documented client error (400)', async () => {
    const response = await fetch(`${prism.url}/Applications/42`, { headers: { Token: 'x' } });
    expect(response.status).toBe(400);
  });
});
