// The example check: every example of the contract validates against its schema; requests and webhook messages
// as they are sent (objects closed), answers as they are read. Given a broken example, the check names it.
import { describe, expect, it } from 'vitest';
import { checkExamples } from '../../src/index.js';
import { at, fixtureModel, listAt, type Doc } from '../fixtures.js';

/** The value of the fixture's request example "box" (POST /Things/{ThingRef}). */
const boxExample = (openapi: Doc) =>
  at(
    openapi,
    'paths',
    '/Things/{ThingRef}',
    'post',
    'requestBody',
    'content',
    'application/json',
    'examples',
    'box',
    'value',
  );

const cases: [string, (d: { openapi: Doc; asyncapi: Doc }) => void, RegExp][] = [
  [
    'a number written as text in a request example',
    ({ openapi }) => (boxExample(openapi).Size = '1'),
    /POST \/Things\/\{ThingRef\} request application\/json example box: \/Size must be integer/,
  ],
  [
    'a misspelt field in a request example (the strict writer would refuse to send it)',
    ({ openapi }) => (boxExample(openapi).Nmae = 'x'),
    /example box: \/ must NOT have additional properties/,
  ],
  [
    'a wrong answer example',
    ({ openapi }) =>
      (at(
        openapi,
        'paths',
        '/Things/{ThingRef}',
        'get',
        'responses',
        '200',
        'content',
        'application/json',
        'examples',
        'small',
        'value',
      ).Name = 3),
    /GET \/Things\/\{ThingRef\} 200 application\/json example small: \/Name must be string/,
  ],
  [
    'a parameter example that breaks its pattern',
    ({ openapi }) => (at(openapi, 'components', 'parameters', 'ThingRef').example = '12'),
    /parameter ThingRef: \/ must match pattern/,
  ],
  [
    'a header example of the wrong type',
    ({ openapi }) => (at(openapi, 'paths', '/Login', 'post', 'responses', '200', 'headers', 'Token').example = 7),
    /POST \/Login 200 header Token: \/ must be string/,
  ],
  [
    'a message example with a wrong type',
    ({ asyncapi }) => (at(asyncapi, 'components', 'messages', 'thingMoved', 'examples', 0, 'payload').ref = 1),
    /message thingMoved example toShelf.*: \/ref must be string/,
  ],
  [
    'a message example with a field the contract does not describe, not listed in x-tolerant-reader-examples',
    ({ asyncapi }) =>
      (at(asyncapi, 'components', 'messages', 'thingMoved', 'examples', 1, 'payload', 'data').colour = 'red'),
    /message thingMoved example toBox \(as the provider sends it: objects closed, x-sent-fields present\): \/data must NOT have additional properties/,
  ],
  [
    'a message example without a field the provider spec names for every payload (x-sent-fields.always)',
    ({ asyncapi }) => {
      const moved = at(asyncapi, 'components', 'messages', 'thingMoved');
      at(moved, 'payload').required = ['topic', 'data'];
      delete at(moved, 'examples', 1, 'payload').ref;
    },
    /message thingMoved example toBox \(as the provider sends it: .*\): \/ must have required property 'ref'/,
  ],
  [
    'a message example without a field its condition calls for (x-sent-fields.conditional)',
    ({ asyncapi }) => delete at(asyncapi, 'components', 'messages', 'thingMoved', 'examples', 0, 'payload', 'data').by,
    /message thingMoved example toShelf \(as the provider sends it: .*\): \/data must have required property 'by'/,
  ],
  [
    'a message with one example',
    ({ asyncapi }) => listAt(asyncapi, 'components', 'messages', 'thingMoved', 'examples').pop(),
    /message thingMoved: 1 example\(s\), at least 2 needed/,
  ],
];

describe('checkExamples', () => {
  it('passes a contract whose examples all validate, x-tolerant-reader-examples checked tolerantly only', () => {
    const { checked, failures } = checkExamples(fixtureModel());
    expect(failures).toEqual([]);
    // Operations: 2 request, 1 answer and 2 error examples, 1 header, the shared parameter twice. Messages: 6
    // examples, as received and (all but the x-tolerant-reader-examples one) as sent.
    expect(checked).toBe(8 + 11);
  });

  it.each(cases)('fails on %s', (_name, edit, want) => {
    const { failures } = checkExamples(fixtureModel(edit));
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure).toMatch(want);
  });
});
