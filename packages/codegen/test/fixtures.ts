// Small contracts for given/want tests: a two-operation OpenAPI document and a two-message AsyncAPI document, in the
// bundled form the model reads (component references '#/components/schemas/Name'). Tests edit copies of them.
import { buildModel, type ContractModel } from '../src/index.js';

/** An object of a fixture document, to read and edit in place. */
export type Doc = { [member: string]: unknown };

type Step = string | number;

function walk(root: Doc, path: readonly Step[]): unknown {
  let node: unknown = root;
  for (const [index, step] of path.entries()) {
    if (typeof node !== 'object' || node === null) {
      throw new TypeError(`fixture: ${path.slice(0, index).join('/')} holds no object or array`);
    }
    node = (node as Doc)[step];
  }
  return node;
}

/**
 * The object at `path` (member names, and indexes into arrays) of a fixture document, to edit in place. Throws,
 * naming the path, when there is none there: a test that edits a place the fixture does not have fails loudly.
 */
export function at(root: Doc, ...path: Step[]): Doc {
  const node = walk(root, path);
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new TypeError(`fixture: ${path.join('/')} is not an object`);
  }
  return node as Doc;
}

/** The array at `path` of a fixture document, to edit in place (as `at`). */
export function listAt(root: Doc, ...path: Step[]): unknown[] {
  const node = walk(root, path);
  if (!Array.isArray(node)) throw new TypeError(`fixture: ${path.join('/')} is not an array`);
  return node as unknown[];
}

export function openapiFixture(): Doc {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture API', version: '1.0.0', description: 'A small API.' },
    servers: [{ url: '{origin}/v2', description: 'An environment.' }],
    security: [{ Token: [] }],
    tags: [{ name: 'Things', description: 'Things and where they are.' }, { name: 'Login' }],
    paths: {
      '/Login': {
        post: {
          operationId: 'logIn',
          summary: 'Log in',
          security: [],
          'x-advice': { outcomeUnknown: 'Log in again.' },
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Credentials' }, example: { User: 'u' } },
            },
          },
          responses: {
            '200': {
              description: 'Logged in.',
              headers: { Token: { required: true, schema: { type: 'string' }, example: 'abc' } },
            },
          },
        },
      },
      '/Things/{ThingRef}': {
        'x-assumption': 'The prefix /Things is ours.',
        get: {
          operationId: 'getThing',
          summary: 'Fetch a thing',
          description: 'Answers the thing.',
          parameters: [{ $ref: '#/components/parameters/ThingRef' }],
          responses: {
            '200': {
              description: 'The thing.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Thing' },
                  examples: { small: { summary: 'A small thing', value: { Name: 'Box', Size: 1 } } },
                },
              },
            },
            '401': { $ref: '#/components/responses/Unauthorized' },
          },
        },
        post: {
          operationId: 'createThing',
          summary: 'Create a thing',
          tags: ['Things'],
          'x-raises': ['thingMoved'],
          'x-gap': 'The answer of create thing is not shown.',
          'x-advice': { outcomeUnknown: 'Fetch the thing before creating it again.' },
          parameters: [{ $ref: '#/components/parameters/ThingRef' }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/NewThing' },
                examples: { box: { value: { Name: 'Box' } } },
              },
            },
          },
          responses: { '201': { description: 'Created.' }, '401': { $ref: '#/components/responses/Unauthorized' } },
        },
      },
    },
    components: {
      securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } },
      parameters: {
        ThingRef: {
          name: 'ThingRef',
          in: 'path',
          required: true,
          description: 'The thing reference.',
          schema: { $ref: '#/components/schemas/ThingRef' },
          example: '123',
        },
      },
      responses: {
        Unauthorized: {
          description: 'Log in again.',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, example: { Message: 'No.' } },
          },
        },
      },
      schemas: {
        Credentials: { type: 'object', required: ['User'], properties: { User: { type: 'string' } } },
        ThingRef: { type: 'string', pattern: '^[0-9]{3}$', description: 'Three digits.', examples: ['123'] },
        Thing: {
          type: 'object',
          description: 'A thing.',
          required: ['Name'],
          properties: {
            Name: { type: 'string', description: 'What it is called.' },
            Size: { type: 'integer', description: 'How big it is.', 'x-codes': { 1: 'Small', 2: 'Large' } },
          },
        },
        NewThing: {
          type: 'object',
          description: 'A thing to create.',
          required: ['Name'],
          properties: { Name: { type: 'string' }, Size: { type: 'integer' } },
        },
        ErrorBody: { type: 'object', properties: { Message: { type: 'string' } } },
      },
    },
  };
}

export function asyncapiFixture(): Doc {
  const envelope = { $ref: '#/components/schemas/Envelope' };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Fixture events',
      version: '1.0.0',
      tags: [{ name: 'Moves', description: 'Where things go.' }, { name: 'Checks' }],
    },
    channels: {
      hook: {
        address: '/',
        messages: {
          thingMoved: { $ref: '#/components/messages/thingMoved' },
          checkDone: { $ref: '#/components/messages/checkDone' },
        },
      },
    },
    operations: {
      sendThingMoved: {
        action: 'send',
        tags: [{ name: 'Moves' }],
        channel: { $ref: '#/channels/hook' },
        messages: [{ $ref: '#/channels/hook/messages/thingMoved' }],
      },
      sendCheckDone: {
        action: 'send',
        tags: [{ name: 'Checks' }, { name: 'Moves' }],
        channel: { $ref: '#/channels/hook' },
        messages: [{ $ref: '#/channels/hook/messages/checkDone' }],
      },
    },
    components: {
      securitySchemes: { staticHeader: { type: 'httpApiKey', in: 'header', name: 'X-Key', description: 'A header.' } },
      schemas: {
        Envelope: {
          type: 'object',
          properties: {
            topic: { type: 'string', description: 'The topic.' },
            ref: { type: 'string', description: 'The tenancy.' },
            data: { type: 'object' },
          },
        },
      },
      messages: {
        thingMoved: {
          name: 'thingMoved',
          title: 'Thing moved',
          summary: 'A thing moved.',
          description: 'Raised when a thing moves.',
          'x-topic': 'thingMoved',
          'x-idempotency-key': {
            fields: ['/topic', '/ref', '/data/to'],
            distinguishedBy: ['/raisedAt'],
            sequence: { name: 'place', by: ['/ref'] },
            advances: true,
            'x-assumption': 'A thing can move back.',
          },
          'x-ordering-key': ['/ref'],
          'x-sent-fields': {
            always: ['/topic', '/ref', '/data', '/data/to'],
            conditional: [
              {
                fields: ['/data/by'],
                when: { pointer: '/data/to', equals: 'shelf' },
                because: 'A move to the shelf says who moved it.',
              },
            ],
          },
          payload: {
            title: 'ThingMovedEvent',
            allOf: [envelope],
            type: 'object',
            required: ['topic', 'ref', 'data'],
            properties: {
              topic: { const: 'thingMoved' },
              data: {
                type: 'object',
                required: ['to'],
                properties: {
                  to: { type: 'string', description: 'Where it went.', 'x-gap': 'Places are not listed.' },
                  by: { type: 'string', description: 'Who moved it.' },
                },
              },
            },
          },
          examples: [
            {
              name: 'toShelf',
              payload: { topic: 'thingMoved', ref: 'T1', data: { to: 'shelf', by: 'Ann' } },
            },
            { name: 'toBox', payload: { topic: 'thingMoved', ref: 'T2', data: { to: 'box' } } },
          ],
        },
        checkDone: {
          name: 'checkDone',
          summary: 'A check is done.',
          'x-idempotency-key': ['/checkId'],
          'x-ordering-key': ['/checkId'],
          'x-tolerant-reader-examples': ['unknownField'],
          'x-sent-fields': {
            always: ['/checkId'],
            conditional: [{ fields: ['/note'], may: true, because: 'A check may carry a note.' }],
          },
          payload: {
            title: 'CheckDoneEvent',
            type: 'object',
            required: ['checkId'],
            properties: { checkId: { type: 'string', description: 'The check.' }, note: { type: 'string' } },
          },
          examples: [
            { name: 'one', payload: { checkId: 'c1' } },
            { name: 'unknownField', payload: { checkId: 'c2', surprise: true } },
          ],
        },
        oldThing: {
          name: 'oldThing',
          summary: 'An old event, ignored.',
          'x-idempotency-key': ['/legacy'],
          'x-sent-fields': { always: ['/legacy'] },
          payload: { title: 'OldThingEvent', type: 'object', properties: { legacy: { type: 'string' } } },
          examples: [{ payload: { legacy: 'a' } }, { payload: { legacy: 'b' } }],
        },
      },
    },
    'x-dispatch': {
      description: 'Rules in order.',
      rules: [
        { message: 'oldThing', when: [{ pointer: '/legacy', present: true }] },
        {
          message: 'checkDone',
          when: [
            { pointer: '/topic', present: false },
            { pointer: '/checkId', present: true },
          ],
        },
        { byTopic: '/topic' },
      ],
      ignored: ['oldThing'],
      deduplication: { description: 'Redeliveries.', redeliveryHorizonSeconds: 600 },
    },
    'x-delivery': {
      description: 'How deliveries go.',
      fanOut: 'Every URL gets the body.',
      totalAttempts: 3,
      'x-gap': 'The cadence is not shown.',
    },
  };
}

/** The model of the fixtures, after `edit` changed copies of them. */
export function fixtureModel(edit?: (documents: { openapi: Doc; asyncapi: Doc }) => void): ContractModel {
  const documents = { openapi: openapiFixture(), asyncapi: asyncapiFixture() };
  edit?.(documents);
  return buildModel(documents.openapi, documents.asyncapi);
}
