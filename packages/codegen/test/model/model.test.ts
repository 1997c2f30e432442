// The contract model, given small documents: what it reads, and every contract mistake it refuses (with the place).
import { describe, expect, it } from 'vitest';
import { ContractError } from '../../src/index.js';
import { at, fixtureModel, listAt, type Doc } from '../fixtures.js';

describe('operations', () => {
  const model = fixtureModel();
  const op = (id: string) => model.operations.find((o) => o.operationId === id)!;

  it('are read in document order with method, path, summary, security and idempotence', () => {
    expect(model.operations.map((o) => [o.operationId, o.method, o.path, o.authenticated, o.idempotent])).toEqual([
      ['logIn', 'POST', '/Login', false, false],
      ['getThing', 'GET', '/Things/{ThingRef}', true, true],
      ['createThing', 'POST', '/Things/{ThingRef}', true, false],
    ]);
    expect(op('logIn').issuesSessionToken).toBe(true);
    expect(op('createThing').issuesSessionToken).toBe(false);
    expect(op('getThing')).toMatchObject({
      summary: 'Fetch a thing',
      description: 'Answers the thing.',
      security: ['Token'],
    });
  });

  it('resolve parameters with their rule and example, bodies and answers with validator, examples and fields', () => {
    expect(op('getThing').parameters).toEqual([
      expect.objectContaining({
        name: 'ThingRef',
        in: 'path',
        required: true,
        description: 'The thing reference.',
        rule: { component: 'ThingRef', type: 'string', pattern: '^[0-9]{3}$' },
        example: '123',
      }),
    ]);
    expect(op('createThing').requestBody).toMatchObject({
      contentType: 'application/json',
      required: true,
      component: 'NewThing',
      validator: 'NewThing',
      examples: [{ name: 'box', summary: null, value: { Name: 'Box' }, tolerantReader: false }],
      example: { Name: 'Box' },
    });
    expect(op('getThing').success).toMatchObject({
      status: '200',
      contentType: 'application/json',
      validator: 'Thing',
      example: { Name: 'Box', Size: 1 },
      examples: [{ name: 'small', summary: 'A small thing' }],
    });
    expect(op('createThing').success).toMatchObject({
      status: '201',
      contentType: null,
      validator: null,
      example: null,
    });
    expect(op('logIn').success.headers).toEqual([
      { name: 'Token', description: null, required: true, schema: { type: 'string' }, example: 'abc' },
    ]);
    expect(op('getThing').responses.map((r) => [r.status, r.validator])).toEqual([
      ['200', 'Thing'],
      ['401', 'ErrorBody'],
    ]);
  });

  it('carry x-advice, and the gaps of the operation, its path item and the components it uses', () => {
    expect(op('createThing').advice).toEqual({ outcomeUnknown: 'Fetch the thing before creating it again.' });
    expect(op('getThing').advice).toBeNull();
    const text = (ids: readonly string[]) => ids.map((id) => model.gaps.find((g) => g.id === id)!.text).sort();
    expect(text(op('createThing').gaps)).toEqual([
      'The answer of create thing is not shown.',
      'The prefix /Things is ours.',
    ]);
    expect(text(op('getThing').gaps)).toEqual(['The prefix /Things is ours.']);
  });

  it('name the messages they raise (x-raises), and each message the operations that raise it', () => {
    expect(model.operations.map((o) => [o.operationId, o.raises])).toEqual([
      ['logIn', []],
      ['getThing', []],
      ['createThing', ['thingMoved']],
    ]);
    expect(model.messages.map((m) => [m.name, m.raisedBy])).toEqual([
      ['thingMoved', ['createThing']],
      ['checkDone', []],
      ['oldThing', []],
    ]);
  });

  it('give a schema an idempotence of its own with x-idempotent', () => {
    const model = fixtureModel(({ openapi }) => {
      at(openapi, 'paths', '/Things/{ThingRef}', 'post')['x-idempotent'] = true;
      delete at(openapi, 'paths', '/Things/{ThingRef}', 'post')['x-advice'];
    });
    expect(model.operations.find((o) => o.operationId === 'createThing')!.idempotent).toBe(true);
  });
});

describe('fields', () => {
  it('flatten bodies and payloads through references and allOf, with types, codes, required and gaps', () => {
    const model = fixtureModel();
    const thing = model.operations.find((o) => o.operationId === 'getThing')!.success.fields;
    expect(thing).toEqual([
      expect.objectContaining({
        pointer: '/Name',
        type: 'string',
        required: true,
        description: 'What it is called.',
        codes: null,
      }),
      expect.objectContaining({
        pointer: '/Size',
        type: 'integer',
        required: false,
        codes: { 1: 'Small', 2: 'Large' },
      }),
    ]);
    const moved = model.messages.find((m) => m.name === 'thingMoved')!.fields;
    expect(moved.map((f) => [f.pointer, f.type, f.required])).toEqual([
      ['/topic', 'string', true],
      ['/data', 'object', true],
      ['/data/to', 'string', true],
      ['/data/by', 'string', false],
      ['/ref', 'string', true],
    ]);
    expect(moved[0]).toMatchObject({ constant: 'thingMoved', description: 'The topic.' });
    const to = moved.find((f) => f.pointer === '/data/to')!;
    expect(to.gaps.map((id) => model.gaps.find((g) => g.id === id)!.text)).toEqual(['Places are not listed.']);
  });

  it('list what the provider spec names for each message (x-sent-fields), with each condition in words', () => {
    const moved = fixtureModel().messages.find((m) => m.name === 'thingMoved')!;
    expect(moved.sentFields).toEqual({
      always: ['/topic', '/ref', '/data', '/data/to'],
      conditional: [
        {
          fields: ['/data/by'],
          when: { pointer: '/data/to', equals: 'shelf' },
          may: false,
          because: 'A move to the shelf says who moved it.',
          whenWords: 'when /data/to is "shelf"',
        },
      ],
    });
  });

  it('say when a field is required only under a condition (if/then)', () => {
    const model = fixtureModel(({ openapi }) => {
      Object.assign(at(openapi, 'components', 'schemas', 'Thing'), {
        properties: { ...at(openapi, 'components', 'schemas', 'Thing', 'properties'), Label: { type: 'string' } },
        if: { properties: { Size: { const: 2 } }, required: ['Size'] },
        then: { required: ['Label'] },
      });
    });
    const label = model.operations
      .find((o) => o.operationId === 'getThing')!
      .success.fields.find((f) => f.name === 'Label');
    expect(label).toMatchObject({ required: false, requiredWhen: 'when Size is 2' });
  });
});

describe('messages', () => {
  const model = fixtureModel();
  const message = (name: string) => model.messages.find((m) => m.name === name)!;

  it('carry topic, keys, the rule that picks them, and whether they are ignored', () => {
    expect(message('thingMoved')).toMatchObject({
      validator: 'ThingMovedEvent',
      topic: 'thingMoved',
      idempotencyKey: ['/topic', '/ref', '/data/to'],
      orderingKey: ['/ref'],
      ignored: false,
      dispatch: { kind: 'topic', pointer: '/topic', topic: 'thingMoved' },
      summary: 'A thing moved.',
      title: 'Thing moved',
    });
    expect(message('checkDone').dispatch).toEqual({
      kind: 'rule',
      when: [
        { pointer: '/topic', present: false },
        { pointer: '/checkId', present: true },
      ],
    });
    expect(message('oldThing')).toMatchObject({ ignored: true, orderingKey: [], title: 'oldThing' });
    expect(message('thingMoved').deduplication).toEqual({
      distinguishedBy: ['/raisedAt'],
      sequence: { name: 'place', by: ['/ref'] },
      advances: true,
    });
    expect(message('checkDone').deduplication).toEqual({ distinguishedBy: [], sequence: null, advances: false });
    expect(model.deduplication).toEqual({ description: 'Redeliveries.', redeliveryHorizonSeconds: 600 });
    expect(model.gaps.find((g) => g.text === 'A thing can move back.')!.places[0]!.message).toBe('thingMoved');
  });

  it('refuse a redelivery horizon shorter than the retry span of x-delivery', () => {
    expect(() =>
      fixtureModel(({ asyncapi }) => {
        Object.assign(at(asyncapi, 'x-delivery'), {
          totalAttempts: 15,
          firstAttemptTimeoutSeconds: 10,
          retryIntervalSeconds: 60,
          innerRetries: { maxRetries: 3 },
        });
      }),
    ).toThrow(/600 s is shorter than the provider's retry span of 1440 s/);
    expect(message('checkDone').examples.map((e) => [e.name, e.tolerantReader])).toEqual([
      ['one', false],
      ['unknownField', true],
    ]);
    expect(message('oldThing').examples.map((e) => e.name)).toEqual(['example1', 'example2']);
  });

  it("carry the tags of the AsyncAPI operations that send them; the model has each document's tags", () => {
    expect(model.messages.map((m) => [m.name, m.tags])).toEqual([
      ['thingMoved', ['Moves']],
      ['checkDone', ['Checks', 'Moves']],
      ['oldThing', []],
    ]);
    expect(model.tags).toEqual({
      openapi: [
        { name: 'Things', description: 'Things and where they are.' },
        { name: 'Login', description: null },
      ],
      asyncapi: [
        { name: 'Moves', description: 'Where things go.' },
        { name: 'Checks', description: null },
      ],
    });
  });

  it('come with the dispatch rules, the delivery rules (data apart from prose) and the static header', () => {
    expect(model.dispatch.rules.at(-1)).toEqual({ byTopic: '/topic' });
    expect(model.delivery).toMatchObject({
      description: 'How deliveries go.',
      fanOut: 'Every URL gets the body.',
      rules: { totalAttempts: 3 },
    });
    expect(model.delivery.gaps).toHaveLength(1);
    expect(model.staticHeader).toEqual({ name: 'X-Key', description: 'A header.' });
  });

  it('feed the validator catalogue: bodies by role, messages by payload title, sorted', () => {
    expect(model.validators.map((v) => [v.name, v.role])).toEqual([
      ['CheckDoneEvent', 'message'],
      ['Credentials', 'request'],
      ['ErrorBody', 'response'],
      ['NewThing', 'request'],
      ['OldThingEvent', 'message'],
      ['Thing', 'response'],
      ['ThingMovedEvent', 'message'],
    ]);
  });
});

describe('the gaps register', () => {
  it('numbers gaps then assumptions, each with its places and what they belong to', () => {
    const model = fixtureModel();
    expect(model.gaps.map((g) => [g.id, g.text])).toEqual([
      ['gap-1', 'The answer of create thing is not shown.'],
      ['gap-2', 'Places are not listed.'],
      ['gap-3', 'The cadence is not shown.'],
      ['assumption-1', 'The prefix /Things is ours.'],
      ['assumption-2', 'A thing can move back.'],
    ]);
    expect(model.gaps[0]!.places).toEqual([
      {
        document: 'openapi',
        pointer: '/paths/~1Things~1{ThingRef}/post',
        label: 'POST /Things/{ThingRef} (createThing)',
        operationId: 'createThing',
        message: null,
        schema: null,
      },
    ]);
    expect(model.gaps[1]!.places[0]).toMatchObject({
      label: 'messages thingMoved · payload/properties/data/properties/to',
      message: 'thingMoved',
    });
    expect(model.gaps[2]!.places[0]).toMatchObject({ label: 'x-delivery', operationId: null, message: null });
  });
});

// given: a mistake in the contract; want: the model refuses it, saying where and what to do.
const mistakes: [string, (d: { openapi: Doc; asyncapi: Doc }) => void, RegExp][] = [
  [
    'a POST without x-advice',
    ({ openapi }) => delete at(openapi, 'paths', '/Things/{ThingRef}', 'post')['x-advice'],
    /\/paths\/~1Things~1\{ThingRef\}\/post: createThing is not idempotent.*x-advice\.outcomeUnknown/,
  ],
  [
    'an unknown kind of advice',
    ({ openapi }) => (at(openapi, 'paths', '/Things/{ThingRef}', 'get')['x-advice'] = { retry: 'no' }),
    /x-advice\.retry is not a kind of advice; known: outcomeUnknown/,
  ],
  [
    'empty advice',
    ({ openapi }) => (at(openapi, 'paths', '/Login', 'post')['x-advice'] = { outcomeUnknown: ' ' }),
    /must be a sentence/,
  ],
  [
    'x-idempotent not a boolean',
    ({ openapi }) => (at(openapi, 'paths', '/Login', 'post')['x-idempotent'] = 'yes'),
    /x-idempotent must be true or false/,
  ],
  [
    'an operation without a 2xx answer',
    ({ openapi }) => delete at(openapi, 'paths', '/Things/{ThingRef}', 'get', 'responses')['200'],
    /getThing documents no 2xx answer/,
  ],
  [
    'two operations with one operationId',
    ({ openapi }) => (at(openapi, 'paths', '/Things/{ThingRef}', 'get').operationId = 'logIn'),
    /operationId logIn is also used by POST \/Login/,
  ],
  [
    'a template variable without a parameter',
    ({ openapi }) =>
      (at(openapi, 'paths')['/Login/{Code}'] = {
        get: { ...at(openapi, 'paths', '/Things/{ThingRef}', 'get'), operationId: 'getCode' },
      }),
    /names \{Code\} but no path parameter defines it/,
  ],
  [
    'a path parameter of an object schema',
    ({ openapi }) => (at(openapi, 'components', 'schemas').ThingRef = { type: 'object' }),
    /a path parameter must have an integer, number or string schema/,
  ],
  [
    'a message without x-idempotency-key',
    ({ asyncapi }) => delete at(asyncapi, 'components', 'messages', 'thingMoved')['x-idempotency-key'],
    /thingMoved has no x-idempotency-key/,
  ],
  [
    'an idempotency key with an unknown member',
    ({ asyncapi }) => (at(asyncapi, 'components', 'messages', 'thingMoved', 'x-idempotency-key').sequenceOf = ['/ref']),
    /unknown member sequenceOf/,
  ],
  [
    'an advancing key without a sequence',
    ({ asyncapi }) => delete at(asyncapi, 'components', 'messages', 'thingMoved', 'x-idempotency-key').sequence,
    /advances needs a sequence/,
  ],
  [
    'no redelivery horizon',
    ({ asyncapi }) => delete at(asyncapi, 'x-dispatch').deduplication,
    /x-dispatch.deduplication \(the redelivery horizon\) is missing/,
  ],
  [
    'an ordering key that is not a field',
    ({ asyncapi }) => (at(asyncapi, 'components', 'messages', 'thingMoved')['x-ordering-key'] = ['/tenancy']),
    /\/tenancy is not a field of its payload/,
  ],
  [
    'a dispatched message without an ordering key',
    ({ asyncapi }) => delete at(asyncapi, 'components', 'messages', 'checkDone')['x-ordering-key'],
    /checkDone has no x-ordering-key/,
  ],
  [
    'one topic on two messages',
    ({ asyncapi }) => (at(asyncapi, 'components', 'messages', 'checkDone')['x-topic'] = 'thingMoved'),
    /topic thingMoved is carried by both thingMoved and checkDone/,
  ],
  [
    'a dispatch rule naming no message',
    ({ asyncapi }) => (at(asyncapi, 'x-dispatch', 'rules', 0).message = 'nothing'),
    /x-dispatch\/rules\/0: message "nothing" names no message/,
  ],
  [
    'a byTopic rule that is not the last',
    ({ asyncapi }) => listAt(asyncapi, 'x-dispatch', 'rules').unshift({ byTopic: '/topic' }),
    /byTopic must be the last rule/,
  ],
  [
    'a condition with two tests',
    ({ asyncapi }) => (at(asyncapi, 'x-dispatch', 'rules', 0, 'when', 0).equals = 'x'),
    /needs exactly one of matches, equals, present/,
  ],
  [
    'a condition that is not a regular expression',
    ({ asyncapi }) => (at(asyncapi, 'x-dispatch', 'rules', 0).when = [{ pointer: '/legacy', matches: '(' }]),
    /matches is not a regular expression/,
  ],
  [
    'a message nothing recognises',
    ({ asyncapi }) => delete at(asyncapi, 'components', 'messages', 'thingMoved')['x-topic'],
    /thingMoved is never recognised: give it an x-topic or an x-dispatch rule/,
  ],
  [
    'no x-delivery',
    ({ asyncapi }) => delete asyncapi['x-delivery'],
    /x-delivery \(the provider delivery rules, 3\.4 and 6\.1\) is missing/,
  ],
  [
    'a static header that is not an httpApiKey',
    ({ asyncapi }) => (at(asyncapi, 'components', 'securitySchemes', 'staticHeader').type = 'userPassword'),
    /staticHeader: must be an httpApiKey in a header/,
  ],
  [
    'one schema name, two schemas',
    ({ asyncapi }) => (at(asyncapi, 'components', 'schemas').Thing = { type: 'string' }),
    /asyncapi\.json \/components\/schemas\/Thing: differs from the OpenAPI component/,
  ],
  [
    'one component sent and received',
    ({ openapi }) =>
      (at(openapi, 'paths', '/Login', 'post', 'requestBody', 'content', 'application/json').schema = {
        $ref: '#/components/schemas/Thing',
      }),
    /Thing is used both as a request and a response body/,
  ],
  [
    'x-raises naming no message',
    ({ openapi }) => (at(openapi, 'paths', '/Things/{ThingRef}', 'post')['x-raises'] = ['thingMoved', 'thingLost']),
    /\/paths\/~1Things~1\{ThingRef\}\/post\/x-raises\/1: "thingLost" names no message of the AsyncAPI document/,
  ],
  [
    'x-raises that is not a list of names',
    ({ openapi }) => (at(openapi, 'paths', '/Things/{ThingRef}', 'post')['x-raises'] = 'thingMoved'),
    /x-raises must list message names/,
  ],
  [
    'a message without x-sent-fields',
    ({ asyncapi }) => delete at(asyncapi, 'components', 'messages', 'checkDone')['x-sent-fields'],
    /checkDone\/x-sent-fields: x-sent-fields is missing: list every field the provider spec names/,
  ],
  [
    'x-sent-fields naming a field the payload does not have',
    ({ asyncapi }) =>
      listAt(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields', 'always').push('/data/from'),
    /x-sent-fields\/always\/4: \/data\/from is not a field of the payload/,
  ],
  [
    'x-sent-fields listing a field without the field that holds it',
    ({ asyncapi }) =>
      (at(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields').always = ['/topic', '/ref', '/data/to']),
    /\/data\/to is listed but the field holding it, \/data, is not/,
  ],
  [
    'x-sent-fields leaving out a field the payload requires',
    ({ asyncapi }) =>
      (at(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields').always = ['/topic', '/data', '/data/to']),
    /\/ref is required by the payload schema, so it belongs in always/,
  ],
  [
    'x-sent-fields listing a field twice',
    ({ asyncapi }) =>
      (at(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields', 'conditional', 0).fields = [
        '/data/by',
        '/data/to',
      ]),
    /\/data\/to is listed twice/,
  ],
  [
    'a conditional group without a reason',
    ({ asyncapi }) =>
      delete at(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields', 'conditional', 0).because,
    /because must say why/,
  ],
  [
    'a condition with two tests, or on a field the payload does not have',
    ({ asyncapi }) =>
      (at(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields', 'conditional', 0).when = {
        pointer: '/data/to',
        equals: 'shelf',
        present: true,
      }),
    /when needs exactly one of equals, in, present/,
  ],
  [
    'a condition on a field the payload does not have',
    ({ asyncapi }) =>
      (at(asyncapi, 'components', 'messages', 'thingMoved', 'x-sent-fields', 'conditional', 0).when = {
        pointer: '/place',
        in: [1],
      }),
    /when\/pointer: \/place is not a field of the payload/,
  ],
  [
    'x-tolerant-reader-examples naming no example',
    ({ asyncapi }) => (at(asyncapi, 'components', 'messages', 'checkDone')['x-tolerant-reader-examples'] = ['missing']),
    /missing names no example of checkDone/,
  ],
];

describe('contract mistakes the model refuses', () => {
  it.each(mistakes)('%s', (_name, edit, want) => {
    let error: unknown;
    try {
      fixtureModel(edit);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(want);
  });
});
