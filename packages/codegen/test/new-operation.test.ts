// "Done means": an operation added to spec/ alone, with no hand-written line anywhere else, gets after generation a
// typed client helper, a validator, a docs entry (the docs site renders the model) and a sandbox route. The spec is
// copied, a fixture operation is added (a path file with a body and examples, and its reference in openapi.yaml),
// bundled with the spec's bundler, and every target runs into a temporary output.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundle } from '@trs/spec/tools/bundle.mjs';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { isJsonObject, type JsonObject } from '@trs/shared';
import { buildModel, checkExamples, generate, repoRoot, writeFiles, type ContractModel } from '../src/index.js';
import { typeErrors } from './compile.js';

const FIXTURE_PATH = '/Applications/{ApplicationRef}/KeyCollections';
const FIXTURE_FILE = `post:
  operationId: bookKeyCollection
  tags: [Tenancies]
  summary: Book the collection of the keys
  description: Books the day on which the tenant collects the keys.
  x-advice:
    outcomeUnknown: The booking may or may not have been made; fetch the tenancy before booking again.
  parameters:
    - $ref: ../components/parameters/ApplicationRef.yaml
  requestBody:
    required: true
    content:
      application/json:
        schema:
          type: object
          required: [CollectionDate]
          properties:
            CollectionDate:
              $ref: ../../schemas/IsoDate.yaml
            Collector:
              type: string
              description: Who collects the keys.
        examples:
          tenantCollects:
            value: { CollectionDate: '2027-01-14', Collector: Amelia Hart }
  responses:
    '200':
      description: Booked.
      content:
        application/json:
          schema:
            type: object
            properties:
              BookingId:
                type: integer
          examples:
            booked:
              value: { BookingId: 17 }
    '400':
      $ref: ../components/responses/BadRequest.yaml
    '401':
      $ref: ../components/responses/Unauthorized.yaml
`;

let dir: string;
let out: string;
let model: ContractModel;
const read = (file: string) => readFile(path.join(out, file), 'utf8');
/** Imports a generated TypeScript module (type-only imports are dropped by the transform), typed as what it exports. */
const load = async <Exports>(file: string, as = file): Promise<Exports> => {
  const target = path.join(out, 'loaded', as);
  await cp(path.join(out, file), target);
  return (await import(target)) as Exports;
};
/** A bundled document of the copied spec. */
const readDocument = async (file: string): Promise<JsonObject> => {
  const document: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isJsonObject(document)) throw new TypeError(`${file} holds no JSON object`);
  return document;
};

beforeAll(async () => {
  dir = await tempDir('trs-new-operation-');
  const spec = path.join(dir, 'spec');
  for (const part of ['openapi', 'asyncapi', 'schemas', 'examples']) {
    await cp(path.join(repoRoot, 'spec', part), path.join(spec, part), { recursive: true });
  }
  await writeFile(path.join(spec, 'openapi/paths/Applications_{ApplicationRef}_KeyCollections.yaml'), FIXTURE_FILE);
  const root = path.join(spec, 'openapi/openapi.yaml');
  const document = await readFile(root, 'utf8');
  await writeFile(
    root,
    document.replace(
      '\npaths:\n',
      `\npaths:\n  ${FIXTURE_PATH}:\n    $ref: paths/Applications_{ApplicationRef}_KeyCollections.yaml\n`,
    ),
  );
  await bundle(spec, path.join(spec, 'dist'));
  model = buildModel(
    await readDocument(path.join(spec, 'dist/openapi.json')),
    await readDocument(path.join(spec, 'dist/asyncapi.json')),
  );
  expect(checkExamples(model).failures).toEqual([]);
  out = path.join(dir, 'out');
  await writeFiles(out, await generate({ model }));
});

describe('an operation added to spec/ and generated', () => {
  it('has a typed client helper: a tiny use of it compiles, misuse does not', async () => {
    const helpers = await read('packages/client/src/helpers.gen.ts');
    expect(helpers).toContain('bookKeyCollection<const TApplicationRef extends string>(');
    // The client and the validators as they would be: hand-written sources from the repository, generated ones from here.
    const files: Record<string, string> = {};
    for (const [pkg, into] of [
      ['client', 'client'],
      ['validators', 'validators'],
    ] as const) {
      for (const name of await readdir(path.join(repoRoot, 'packages', pkg, 'src'))) {
        if (!name.endsWith('.ts')) continue;
        const generated = name.endsWith('.gen.ts');
        files[`${into}/${name}`] = await readFile(
          generated ? path.join(out, 'packages', pkg, 'src', name) : path.join(repoRoot, 'packages', pkg, 'src', name),
          'utf8',
        );
      }
    }
    files['use.ts'] = `import { createClient } from './client/index.js';
const trs = createClient({ baseUrl: 'https://service.invalid/v2', credentials: { userName: 'u', password: 'p' } });
export const booked: Promise<{ BookingId?: number }> = trs.bookKeyCollection('0001234', { CollectionDate: '2027-01-14', Collector: 'Amelia Hart' });
// @ts-expect-error the body needs its CollectionDate
trs.bookKeyCollection('0001234', { Collector: 'Amelia Hart' });
// @ts-expect-error a branch id is not a tenancy reference
trs.bookKeyCollection(42, { CollectionDate: '2027-01-14' });
// @ts-expect-error a literal reference of six digits lost a zero
trs.bookKeyCollection('001234', { CollectionDate: '2027-01-14' });
`;
    const require = createRequire(path.join(repoRoot, 'packages/client/package.json'));
    const validatorsRequire = createRequire(path.join(repoRoot, 'packages/validators/package.json'));
    const errors = await typeErrors(
      files,
      {
        '@trs/validators': 'validators/index.ts',
        '@trs/shared': path.join(repoRoot, 'packages/shared/src/index.ts'),
        'openapi-fetch': require.resolve('openapi-fetch').replace(/index\.cjs$/, 'index.d.mts'),
        ajv: validatorsRequire.resolve('ajv').replace(/ajv\.js$/, 'ajv.d.ts'),
        '@opentelemetry/api': require.resolve('@opentelemetry/api').replace(/index\.js$/, 'index.d.ts'),
      },
      { types: ['node'], typeRoots: [path.join(repoRoot, 'node_modules/@types')] },
    );
    expect(errors).toEqual([]);
  });

  it('has a validator (strict, as the client sends the body) in the catalogue and the standalone module', async () => {
    expect(await read('packages/validators/src/catalog.gen.ts')).toContain(
      "bookKeyCollection: 'BookKeyCollectionBody'",
    );
    const standalone = path.join(out, 'packages/validators/src/standalone.gen.ts');
    await writeFile(
      standalone.replace(/\.ts$/, '.mjs'),
      (await readFile(standalone, 'utf8')).replace('// @ts-nocheck\n', ''),
    );
    const { BookKeyCollectionBody: check } = (await import(standalone.replace(/\.ts$/, '.mjs'))) as {
      BookKeyCollectionBody: (value: unknown) => boolean;
    };
    expect(check({ CollectionDate: '2027-01-14', Collector: 'Amelia Hart' })).toBe(true);
    expect(check({ Collector: 'Amelia Hart' })).toBe(false);
    expect(check({ CollectionDate: '14/01/2027' })).toBe(false);
    expect(check({ CollectionDate: '2027-01-14', Colector: 'misspelt' })).toBe(false);
  });

  it('has its docs entry (the docs site renders the model): parameters, body fields, examples, answers and advice', () => {
    expect(model.operations.find((o) => o.operationId === 'bookKeyCollection')).toMatchObject({
      method: 'POST',
      path: FIXTURE_PATH,
      summary: 'Book the collection of the keys',
      idempotent: false,
      advice: { outcomeUnknown: 'The booking may or may not have been made; fetch the tenancy before booking again.' },
      parameters: [
        expect.objectContaining({
          name: 'ApplicationRef',
          rule: expect.objectContaining({ component: 'ApplicationReference' }) as unknown,
        }),
      ],
      requestBody: {
        validator: 'BookKeyCollectionBody',
        fields: [
          expect.objectContaining({ name: 'CollectionDate', required: true, format: 'date', component: 'IsoDate' }),
          expect.objectContaining({ name: 'Collector', required: false, description: 'Who collects the keys.' }),
        ],
        examples: [expect.objectContaining({ name: 'tenantCollects' })],
      },
      responses: [
        expect.objectContaining({ status: '200', examples: [expect.objectContaining({ value: { BookingId: 17 } })] }),
        expect.objectContaining({ status: '400' }),
        expect.objectContaining({ status: '401' }),
      ],
    });
  });

  it('has a sandbox route that answers its example until state logic is written for it', async () => {
    const { operations } = await load<{ operations: Readonly<Record<string, unknown>> }>(
      'packages/sandbox/src/operations.gen.ts',
    );
    const errorExample: unknown = expect.objectContaining<Record<string, unknown>>({ Message: expect.any(String) });
    expect(operations.bookKeyCollection).toEqual({
      operationId: 'bookKeyCollection',
      summary: 'Book the collection of the keys',
      method: 'POST',
      path: FIXTURE_PATH,
      authenticated: true,
      deprecated: false,
      pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
      requestBody: { validator: 'BookKeyCollectionBody', contentType: 'application/json', required: true },
      success: { status: 200, contentType: 'application/json', example: { BookingId: 17 }, headers: {} },
      errors: {
        '400': { contentType: 'application/json', example: errorExample },
        '401': { contentType: 'application/json', example: errorExample },
      },
    });
  });

  it('has a trs command, with its words made from the operationId and its body example', async () => {
    const { operationCommands } = await load<{ operationCommands: readonly { readonly operationId: string }[] }>(
      'apps/cli/src/operations/commands.gen.ts',
    );
    expect(operationCommands.find((c) => c.operationId === 'bookKeyCollection')).toMatchObject({
      words: ['key-collection', 'book'],
      parameters: [{ name: 'ApplicationRef', option: null, rule: { component: 'ApplicationReference' } }],
      body: { validator: 'BookKeyCollectionBody', examples: [{ name: 'tenantCollects' }] },
      answer: 'json',
    });
  });
});
