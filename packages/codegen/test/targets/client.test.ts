// Target `client`: openapi-typescript's types, the operations table and one thin typed helper per operation.
import { describe, expect, it } from 'vitest';
import { clientTarget } from '../../src/targets/client/handler.js';
import { argumentName, camelCase } from '../../src/targets/client/names.js';
import { at, fixtureModel, type Doc } from '../fixtures.js';

const filesOf = async (edit?: (d: { openapi: Doc; asyncapi: Doc }) => void): Promise<Record<string, string>> => {
  const files = await clientTarget.generate(fixtureModel(edit));
  return Object.fromEntries(files.map((f) => [f.path.split('/').pop()!, f.content]));
};

describe('target client', () => {
  it('writes schema.gen.ts, operations.gen.ts and helpers.gen.ts into packages/client/src', async () => {
    const files = await clientTarget.generate(fixtureModel());
    expect(files.map((f) => f.path)).toEqual([
      'packages/client/src/schema.gen.ts',
      'packages/client/src/operations.gen.ts',
      'packages/client/src/helpers.gen.ts',
    ]);
    for (const file of files)
      expect(file.content).toMatch(/^\/\/ DO NOT EDIT: this file is generated from the contract/);
  });

  it('types the contract with openapi-typescript: paths and one root type per schema', async () => {
    const { 'schema.gen.ts': schema } = await filesOf();
    expect(schema).toContain("'/Things/{ThingRef}': {");
    expect(schema).toContain("export type Thing = components['schemas']['Thing'];");
    expect(schema).toContain("export type NewThing = components['schemas']['NewThing'];");
  });

  it('tables every operation for the hand-written policy, typed by the hand-written OperationInfo', async () => {
    const { 'operations.gen.ts': table } = await filesOf();
    expect(table).toContain("import type { OperationInfo } from './operation-info.js';");
    expect(table).toContain(`  createThing: {
    method: 'POST',
    path: '/Things/{ThingRef}',
    summary: 'Create a thing',
    authenticated: true,
    issuesSessionToken: false,
    idempotent: false,
    deprecated: false,
    requestBody: 'NewThing',
    successStatus: 201,
    responseContentType: null,
    responseValidator: null,
    pathParameters: [{ name: 'ThingRef', schema: 'ThingRef', type: 'string', pattern: '^[0-9]{3}$' }],
    returns: [],
    advice: { outcomeUnknown: 'Fetch the thing before creating it again.' },
  },`);
    expect(table).toContain("'GET /Things/{ThingRef}': 'getThing',");
  });

  /** An operation that creates something and answers its reference, and one that takes that reference. */
  const withOwners = ({ openapi }: { openapi: Doc; asyncapi: Doc }) => {
    at(openapi, 'components', 'schemas').ApplicantReference = { type: 'string', pattern: '^[A-Z]{1,10}[0-9]{7}$' };
    at(openapi, 'paths')['/Things/{ThingRef}/Owners/{OwnerRef}'] = {
      get: {
        operationId: 'getOwner',
        summary: 'Fetch an owner',
        parameters: [
          { $ref: '#/components/parameters/ThingRef' },
          { name: 'OwnerRef', in: 'path', required: true, schema: { $ref: '#/components/schemas/ApplicantReference' } },
        ],
        responses: { '204': { description: 'Exists.' } },
      },
    };
    at(openapi, 'paths')['/Things/{ThingRef}/Owners'] = {
      post: {
        operationId: 'addOwner',
        summary: 'Add an owner',
        'x-advice': { outcomeUnknown: 'Wait for the ownerAdded event before adding again.' },
        parameters: [{ $ref: '#/components/parameters/ThingRef' }],
        responses: {
          '200': {
            description: 'Added.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { ReferenceNumber: { $ref: '#/components/schemas/ApplicantReference' } },
                },
              },
            },
          },
        },
      },
    };
  };

  it('tables the references the answer of a call that creates something carries, with their pattern', async () => {
    const { 'operations.gen.ts': table } = await filesOf(withOwners);
    expect(table).toContain(
      "returns: [{ pointer: '/ReferenceNumber', schema: 'ApplicantReference', pattern: '^[A-Z]{1,10}[0-9]{7}$' }],",
    );
    // The GET that takes it, and the POST that answers nothing, return none.
    const entry = (id: string) => table!.slice(table!.indexOf(`  ${id}: {`)).split('\n  },')[0]!;
    expect(entry('getOwner')).toContain('returns: [],');
    expect(entry('createThing')).toContain('returns: [],');
    expect(entry('addOwner')).toContain("pointer: '/ReferenceNumber'");
  });

  // given: an operation; want: the helper method the generated class has for it.
  const helpers: [string, ((d: { openapi: Doc; asyncapi: Doc }) => void) | undefined, string[]][] = [
    [
      'a GET: identifiers typed through PathParameterArg, the answer by its schema, the contract prose as JSDoc',
      undefined,
      [
        `  /**
   * Fetch a thing.
   *
   * Answers the thing.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param thingRef The thing reference.
   */
  getThing<const TThingRef extends string>(
    thingRef: PathParameterArg<'ThingRef', TThingRef>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, Thing>> {
    const path = { ThingRef: thingRef as string };
    return this.call('getThing', path, options, (init) =>
      this.raw.GET('/Things/{ThingRef}', { params: { path }, ...init }),
    );
  }`,
      ],
    ],
    [
      'a POST: the body typed by its schema, no answer is void, the advice of x-advice in its JSDoc',
      undefined,
      [
        'Never sent twice by the client once it may have reached the service (only once more after a 401, which the',
        'If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): Fetch the',
        `  createThing<const TThingRef extends string>(
    thingRef: PathParameterArg<'ThingRef', TThingRef>,
    newThing: NewThing,
    options: CallOptions = {},
  ): Promise<Answer<Mode, void>> {`,
        "this.raw.POST('/Things/{ThingRef}', { params: { path }, body: newThing, ...init }),",
      ],
    ],
    [
      'an inline parameter schema: its plain type; an inline body and answer: the paths types',
      ({ openapi }) => {
        at(openapi, 'paths')['/Notes/{Id}'] = {
          put: {
            operationId: 'putNote',
            summary: 'Put a note',
            parameters: [{ name: 'Id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', properties: { Text: { type: 'string' } } } } },
            },
            responses: {
              '200': { description: 'Saved.', content: { 'application/json': { schema: { type: 'string' } } } },
            },
          },
        };
      },
      [
        "putNote( id: number, body: NonNullable<paths['/Notes/{Id}']['put']['requestBody']>['content']['application/json'], options: CallOptions = {}, ): Promise<Answer<Mode, paths['/Notes/{Id}']['put']['responses']['200']['content']['application/json']>> {",
        "this.raw.PUT('/Notes/{Id}', { params: { path }, body, ...init })",
        '@param id The Id path parameter.',
      ],
    ],
    [
      'a PDF answer: bytes by default, a stream on request, through the hand-written download policy',
      ({ openapi }) => {
        at(openapi, 'paths')['/Things/{ThingRef}/Pdf'] = {
          get: {
            operationId: 'downloadThing',
            summary: 'Download a thing',
            parameters: [{ $ref: '#/components/parameters/ThingRef' }],
            responses: {
              '200': {
                description: 'The PDF.',
                content: { 'application/pdf': { schema: { type: 'string' }, example: '%PDF-1.7' } },
              },
            },
          },
        };
      },
      [
        "downloadThing<const TThingRef extends string>( thingRef: PathParameterArg<'ThingRef', TThingRef>, options?: DownloadOptions & { parseAs?: 'bytes' }, ): Promise<Answer<Mode, Uint8Array>>;",
        "downloadThing<const TThingRef extends string>( thingRef: PathParameterArg<'ThingRef', TThingRef>, options: DownloadOptions & { parseAs: 'stream' }, ): Promise<Answer<Mode, ReadableStream<Uint8Array>>>;",
        'downloadThing( thingRef: string, options: DownloadOptions = {}, ): Promise<Answer<Mode, Uint8Array | ReadableStream<Uint8Array>>> {',
        "return this.download('downloadThing', path, options, (init) => this.raw.GET('/Things/{ThingRef}/Pdf', { params: { path }, ...init }), );",
      ],
    ],
    [
      'a POST that creates something: the reference its answer carries is typed as always there',
      withOwners,
      [
        "WithReference< paths['/Things/{ThingRef}/Owners']['post']['responses']['200']['content']['application/json'], 'ReferenceNumber' >",
        // The GET that takes the same schema as a path parameter keeps its plain answer.
        'getOwner<const TThingRef extends string, const TOwnerRef extends string>(',
      ],
    ],
    [
      'a deprecated operation: @deprecated',
      ({ openapi }) => (at(openapi, 'paths', '/Things/{ThingRef}', 'get').deprecated = true),
      ['@deprecated Deprecated by the provider.'],
    ],
  ];

  const flat = (text: string) => text.replace(/\s+/g, ' ');
  it.each(helpers)('%s', async (_name, edit, wants) => {
    const code = (await filesOf(edit))['helpers.gen.ts']!;
    for (const want of wants) {
      if (want.includes('\n')) expect(code).toContain(want);
      else expect(flat(code)).toContain(flat(want));
    }
  });

  it('gives the login no helper (the session owns it: login()), and builds the class on the hand-written HelperBase', async () => {
    const { 'helpers.gen.ts': code } = await filesOf();
    expect(code).not.toMatch(/\blogIn\(/);
    expect(code).toContain("import { HelperBase } from './helpers.js';");
    expect(code).toContain("import type { PathParameterArg } from './identifiers.js';");
    expect(code).toContain(
      "export abstract class OperationHelpers<Mode extends AnswerMode = 'data'> extends HelperBase<Mode> {",
    );
  });

  it('refuses an operationId that would hide a member of the hand-written client', async () => {
    await expect(
      clientTarget.generate(
        fixtureModel(({ openapi }) => (at(openapi, 'paths', '/Things/{ThingRef}', 'get').operationId = 'raw')),
      ),
    ).rejects.toThrow(/operationId raw would hide a member of the hand-written client/);
  });
});

describe('argument names', () => {
  it.each<[string, string]>([
    ['ApplicationRef', 'applicationRef'],
    ['KYCid', 'kycId'],
    ['IDs', 'ids'],
    ['URL', 'url'],
    ['TenancyStartDate', 'tenancyStartDate'],
    ['report-type', 'reportType'],
  ])('%s → %s', (given, want) => expect(camelCase(given)).toBe(want));

  it('name a template variable that takes another schema in another operation by its schema (provider rule 2.1.1)', () => {
    const model = fixtureModel(({ openapi }) => {
      at(openapi, 'components', 'schemas').BranchId = { type: 'integer', minimum: 1 };
      at(openapi, 'paths', '/Things/{ThingRef}', 'post').parameters = [
        { name: 'ThingRef', in: 'path', required: true, schema: { $ref: '#/components/schemas/BranchId' } },
      ];
    });
    const [get, post] = model.operations.filter((o) => o.path === '/Things/{ThingRef}');
    expect(argumentName(get!, get!.pathParameters[0]!, model.operations)).toBe('thingRef');
    expect(argumentName(post!, post!.pathParameters[0]!, model.operations)).toBe('branchId');
  });
});
