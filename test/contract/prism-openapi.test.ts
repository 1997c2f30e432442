// Prism (--errors) serves the bundled OpenAPI document; every operation, enumerated from the document itself,
// is called with its examples and must answer its documented status with no violation.
import { startPrism, specFile, type PrismServer } from '@trs/testkit';
import { operations as operationsOf, resolveLocal } from '@trs/spec/tools/walk.mjs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const openapi = JSON.parse(readFileSync(specFile('openapi.json'), 'utf8'));
const resolve = (value: unknown): any => resolveLocal(openapi, value);
const operations = [...operationsOf(openapi)].map(({ pathTemplate, method, operation }) => ({
  path: pathTemplate,
  method,
  operation,
}));

function requestOf({ path, operation }: (typeof operations)[number]) {
  const parameters = (operation.parameters ?? []).map(resolve);
  const url = path.replace(/\{([^}]+)\}/g, (_: string, name: string) =>
    encodeURIComponent(String(parameters.find((p: any) => p.name === name).example)),
  );
  const media = resolve(operation.requestBody)?.content?.['application/json'];
  const example = media ? resolve(Object.values<any>(media.examples)[0]).value : undefined;
  const authenticated = (operation.security ?? openapi.security).length > 0;
  return { url, body: example === undefined ? undefined : JSON.stringify(example), authenticated };
}

let prism: PrismServer;
beforeAll(async () => {
  prism = await startPrism({ errors: true });
});
afterAll(() => prism?.stop());

describe('every operation answers through Prism with its example and no violation', () => {
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s', async (_name, entry) => {
    const { url, body, authenticated } = requestOf(entry);
    const success = Object.keys(entry.operation.responses)
      .filter((s) => s.startsWith('2'))
      .sort()[0]!;
    const response = await fetch(prism.url + url, {
      method: entry.method.toUpperCase(),
      headers: {
        'content-type': 'application/json',
        ...(authenticated ? { Token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01' } : {}),
      },
      body,
    });
    expect(response.headers.get('sl-violations'), prism.output().slice(-1500)).toBeNull();
    expect(response.status).toBe(Number(success));
    const documented = Object.keys(resolve(entry.operation.responses[success]).content ?? {})[0];
    if (documented) expect(response.headers.get('content-type')).toContain(documented);
    await response.arrayBuffer();
  });
});

describe('the documented errors', () => {
  it.each(
    operations
      .filter((o) => requestOf(o).authenticated)
      .map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const),
  )('%s without a Token answers 401', async (_name, entry) => {
    const { url, body } = requestOf(entry);
    const response = await fetch(prism.url + url, {
      method: entry.method.toUpperCase(),
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(401);
    await response.arrayBuffer();
  });

  it('a tenancy reference where a branch id belongs is a documented client error (400)', async () => {
    const example = resolve(openapi.components.examples.Application).value;
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
