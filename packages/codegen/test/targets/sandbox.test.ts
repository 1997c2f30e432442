// Target `sandbox`: packages/sandbox/src/operations.gen.ts as the agreed interface says (sandbox-interface.md).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { generate, loadModel, repoRoot } from '../../src/index.js';
import { sandboxTarget } from '../../src/targets/sandbox/handler.js';
import { typeErrors } from '../compile.js';
import { at, fixtureModel, type Doc } from '../fixtures.js';

/** What the tests read of an entry of the generated operations table (the sandbox's OperationEntry). */
type Operations = Readonly<
  Record<
    string,
    { success: { contentType: string | null; example: unknown; headers: unknown }; pathParameters: unknown }
  >
>;

/** The generated dictionaries (codes.gen.ts). */
interface Codes {
  schemaCodes: Readonly<Record<string, unknown>>;
  messageCodes: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  messagesByTag: unknown;
}

/** Imports a generated module (its type-only import is dropped by the transform), typed as what it exports. */
async function load<Exports>(content: string): Promise<Exports> {
  const dir = await tempDir('trs-sandbox-target-');
  await writeFile(path.join(dir, 'operations.gen.ts'), content);
  return (await import(path.join(dir, 'operations.gen.ts'))) as Exports;
}

describe('target sandbox', () => {
  it('writes one entry per operation: route, auth, path rules, body validator, success answer and every error', async () => {
    const [file] = await sandboxTarget.generate(fixtureModel());
    expect(file!.path).toBe('packages/sandbox/src/operations.gen.ts');
    expect(file!.content).toMatch(/^\/\/ DO NOT EDIT/);
    expect(file!.content).toContain("import type { OperationEntry } from './operation-entry.js';");
    expect(file!.content).toContain('} as const satisfies Readonly<Record<string, OperationEntry>>;');
    expect(file!.content).toContain('export type OperationId = keyof typeof operations;');
    const { operations } = await load<{ operations: Operations }>(file!.content);
    expect(operations).toEqual({
      logIn: {
        operationId: 'logIn',
        summary: 'Log in',
        method: 'POST',
        path: '/Login',
        authenticated: false,
        deprecated: false,
        pathParameters: [],
        requestBody: { validator: 'Credentials', contentType: 'application/json', required: true },
        success: { status: 200, contentType: null, example: null, headers: { Token: 'abc' } },
        errors: {},
      },
      getThing: {
        operationId: 'getThing',
        summary: 'Fetch a thing',
        method: 'GET',
        path: '/Things/{ThingRef}',
        authenticated: true,
        deprecated: false,
        pathParameters: [{ name: 'ThingRef', type: 'string', pattern: '^[0-9]{3}$' }],
        requestBody: null,
        success: { status: 200, contentType: 'application/json', example: { Name: 'Box', Size: 1 }, headers: {} },
        errors: { '401': { contentType: 'application/json', example: { Message: 'No.' } } },
      },
      createThing: {
        operationId: 'createThing',
        summary: 'Create a thing',
        method: 'POST',
        path: '/Things/{ThingRef}',
        authenticated: true,
        deprecated: false,
        pathParameters: [{ name: 'ThingRef', type: 'string', pattern: '^[0-9]{3}$' }],
        requestBody: { validator: 'NewThing', contentType: 'application/json', required: true },
        success: { status: 201, contentType: null, example: null, headers: {} },
        errors: { '401': { contentType: 'application/json', example: { Message: 'No.' } } },
      },
    });
  });

  // given: the example rule of the interface; want: the example the entry carries.
  const examples: [string, (doc: Doc) => void, unknown][] = [
    [
      'a media type example',
      (doc) =>
        (at(doc, 'paths', '/Things/{ThingRef}', 'get', 'responses', '200', 'content', 'application/json').example = {
          Name: 'E',
        }),
      { Name: 'E' },
    ],
    [
      "else the schema's first examples entry",
      (doc) => {
        delete at(doc, 'paths', '/Things/{ThingRef}', 'get', 'responses', '200', 'content', 'application/json')
          .examples;
        at(doc, 'components', 'schemas', 'Thing').examples = [{ Name: 'FromSchema' }];
      },
      { Name: 'FromSchema' },
    ],
    [
      'else null',
      (doc) =>
        delete at(doc, 'paths', '/Things/{ThingRef}', 'get', 'responses', '200', 'content', 'application/json')
          .examples,
      null,
    ],
  ];
  it.each(examples)('success example: %s', async (_name, edit, want) => {
    const [file] = await sandboxTarget.generate(fixtureModel(({ openapi }) => edit(openapi)));
    const { operations } = await load<{ operations: Operations }>(file!.content);
    expect(operations.getThing!.success.example).toEqual(want);
  });

  it('of the real contract satisfies the agreed OperationEntry type (the sandbox routes every request through it)', async () => {
    const [file] = await generate({ model: await loadModel(), targets: ['sandbox'] }).then((files) =>
      files.filter((f) => f.path.startsWith('packages/sandbox/')),
    );
    // The hand-written type of the sandbox package, as it is in the repository.
    const operationEntry = await readFile(path.join(repoRoot, 'packages/sandbox/src/operation-entry.ts'), 'utf8');
    const errors = await typeErrors(
      { 'operations.gen.ts': file!.content, 'operation-entry.ts': operationEntry },
      { '@trs/validators': path.join(repoRoot, 'packages/validators/src/index.ts') },
    );
    expect(errors).toEqual([]);
    const { operations } = await load<{ operations: Operations }>(file!.content);
    expect(operations.authenticate!.success.headers).toEqual<Record<string, unknown>>({
      Token: expect.any(String),
      TokenExpiry: '720',
    });
    expect(operations.downloadReport!.success.contentType).toBe('application/pdf');
    expect(typeof operations.downloadReport!.success.example).toBe('string');
    expect(operations.createTenancy!.pathParameters).toEqual([
      { name: 'BranchIdOrReferenceNumber', type: 'integer', minimum: 1 },
    ]);
  });

  it("writes the contract's dictionaries: component codes by component, a message's own field codes by pointer", async () => {
    const model = fixtureModel(({ openapi, asyncapi }) => {
      at(openapi, 'components', 'schemas').Colour = { type: 'integer', 'x-codes': { 1: 'Red', 2: 'Blue' } };
      at(asyncapi, 'components', 'messages', 'thingMoved', 'payload', 'properties').how = {
        type: 'string',
        'x-codes': { carried: 'By hand', rolled: 'On wheels' },
      };
    });
    const [, codes] = await sandboxTarget.generate(model);
    expect(codes!.path).toBe('packages/sandbox/src/codes.gen.ts');
    expect(codes!.content).toMatch(/^\/\/ DO NOT EDIT/);
    const { schemaCodes, messageCodes } = await load<Codes>(codes!.content);
    expect(schemaCodes.Colour).toEqual({ '1': 'Red', '2': 'Blue' });
    expect(messageCodes.thingMoved).toEqual({ '/how': { carried: 'By hand', rolled: 'On wheels' } });
    // A field whose codes come from a component is listed once, under the component.
    expect(Object.values(messageCodes).flatMap((m) => Object.keys(m))).not.toContain('/Size');
  });

  it('writes the messages of each tag of the operations that send them', async () => {
    const [, codes] = await sandboxTarget.generate(fixtureModel());
    const { messagesByTag } = await load<Codes>(codes!.content);
    expect(messagesByTag).toEqual({ Moves: ['thingMoved', 'checkDone'], Checks: ['checkDone'] });
  });

  it('refuses a body it cannot validate, naming the operation', async () => {
    const model = fixtureModel(({ openapi }) => {
      const post = at(openapi, 'paths', '/Things/{ThingRef}', 'post');
      at(post, 'requestBody').content = { 'text/plain': { schema: { type: 'string' }, example: 'x' } };
    });
    await expect(sandboxTarget.generate(model)).rejects.toThrow(/createThing: the sandbox validates JSON bodies only/);
  });
});
