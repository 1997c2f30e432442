// Target `validators`: the standalone validators (requests strict, answers and messages tolerant, messages "as sent"
// strict), their types and the catalogue.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { validatorsTarget } from '../../src/targets/validators/handler.js';
import { at, fixtureModel } from '../fixtures.js';

const generated = await validatorsTarget.generate(fixtureModel());
const file = (name: string) => generated.find((f) => f.path === `packages/validators/src/${name}`)!.content;

/** A standalone module, loaded as the validators package loads it. */
async function importModule(
  content: string,
): Promise<Record<string, ((value: unknown) => boolean) & { errors?: unknown[] }>> {
  const dir = await tempDir('trs-validators-target-');
  await writeFile(path.join(dir, 'standalone.mjs'), content.replace('// @ts-nocheck\n', ''));
  return (await import(path.join(dir, 'standalone.mjs'))) as Record<
    string,
    ((value: unknown) => boolean) & { errors?: unknown[] }
  >;
}

const compiled = () => importModule(file('standalone.gen.ts'));

describe('target validators', () => {
  it('writes the standalone module, the types and the catalogue', () => {
    expect(generated.map((f) => f.path)).toEqual([
      'packages/validators/src/standalone.gen.ts',
      'packages/validators/src/types.gen.ts',
      'packages/validators/src/catalog.gen.ts',
    ]);
    expect(file('standalone.gen.ts')).toMatch(/^\/\/ @ts-nocheck\n\/\/ DO NOT EDIT/);
  });

  // given: a value for a validator; want: accepted or not (strict writer for requests and messages as sent).
  const table: [string, string, unknown, boolean][] = [
    ['a request body', 'NewThing', { Name: 'Box', Size: 2 }, true],
    ['a request body with a field the contract does not have', 'NewThing', { Name: 'Box', Colour: 'red' }, false],
    ['a request body without a required field', 'NewThing', { Size: 2 }, false],
    ['an answer with an unknown field (tolerant reader)', 'Thing', { Name: 'Box', Colour: 'red' }, true],
    ['an answer with an unknown code', 'Thing', { Name: 'Box', Size: 99 }, true],
    [
      'a message with an unknown field, as received',
      'ThingMovedEvent',
      { topic: 'thingMoved', ref: 'T', data: { to: 'x', more: 1 } },
      true,
    ],
    [
      'the same message as sent',
      'ThingMovedEventAsSent',
      { topic: 'thingMoved', ref: 'T', data: { to: 'x', more: 1 } },
      false,
    ],
    [
      'a message as sent, composed with allOf, exactly as described',
      'ThingMovedEventAsSent',
      { topic: 'thingMoved', ref: 'T', data: { to: 'x' } },
      true,
    ],
    [
      'a message as sent with an unknown top-level field',
      'CheckDoneEventAsSent',
      { checkId: 'c', surprise: true },
      false,
    ],
    // null: an optional field of what we receive may be null (read as absent); never a required one, never what we send
    ['an answer with an optional field null', 'Thing', { Name: 'Box', Size: null }, true],
    ['an answer with a required field null', 'Thing', { Name: null }, false],
    ['a request body with an optional field null', 'NewThing', { Name: 'Box', Size: null }, false],
    [
      'a message with an optional field null, as received',
      'ThingMovedEvent',
      { topic: 'thingMoved', ref: 'T', data: null, extra: 1 },
      false,
    ],
    [
      'a message with a required field null, as received',
      'ThingMovedEvent',
      { topic: 'thingMoved', ref: 'T', data: { to: null } },
      false,
    ],
    ['a message with an optional field null, as sent', 'CheckDoneEventAsSent', { checkId: 'c', extra: null }, false],
    // x-sent-fields: what the provider spec names is present in what is sent; what is received stays tolerant
    [
      'a message as sent without a field of x-sent-fields.always',
      'ThingMovedEventAsSent',
      { topic: 'thingMoved', data: { to: 'box' } },
      false,
    ],
    [
      'a message as sent without a conditional field whose condition holds',
      'ThingMovedEventAsSent',
      { topic: 'thingMoved', ref: 'T', data: { to: 'shelf' } },
      false,
    ],
    [
      'a message as sent without a conditional field whose condition does not hold',
      'ThingMovedEventAsSent',
      { topic: 'thingMoved', ref: 'T', data: { to: 'box' } },
      true,
    ],
    ['a message as sent without a field the provider may leave out', 'CheckDoneEventAsSent', { checkId: 'c' }, true],
    [
      'a message as received without a conditional field whose condition holds',
      'ThingMovedEvent',
      { topic: 'thingMoved', ref: 'T', data: { to: 'shelf' } },
      true,
    ],
  ];
  it.each(table)('%s: %s', async (_name, validator, value, valid) => {
    const validators = await compiled();
    expect(validators[validator]!(value)).toBe(valid);
  });

  it('says | null in the types of what we receive, for optional properties only', () => {
    const types = file('types.gen.ts');
    expect(types).toMatch(/export interface Thing \{[^}]*Size\?: number \| null;/);
    expect(types).toMatch(/export interface NewThing \{\n {2}Name: string;\n {2}Size\?: number;\n\}/);
  });

  it('types every validator, objects closed (a misspelt name does not compile)', () => {
    const types = file('types.gen.ts');
    expect(types).toMatch(/^\/\/ DO NOT EDIT.*\n\/\/ targets\/validators with json-schema-to-typescript/);
    expect(types).toContain('export interface Thing {');
    expect(types).toMatch(/export interface NewThing \{\n {2}Name: string;\n {2}Size\?: number;\n\}/);
    expect(types).toContain('export interface ValidatedTypes {');
  });

  it('catalogues validators by name and role, by operation and status, and by event, as received and as sent', () => {
    const catalog = file('catalog.gen.ts');
    expect(catalog).toContain(
      "export const requestBodyValidators = { logIn: 'Credentials', createThing: 'NewThing' } as const",
    );
    expect(catalog).toContain("getThing: { '200': 'Thing', '401': 'ErrorBody' },");
    expect(catalog).toContain(`export const sentEventValidators: Readonly<Record<EventName, string>> = {
  thingMoved: 'ThingMovedEventAsSent',
  checkDone: 'CheckDoneEventAsSent',
  oldThing: 'OldThingEventAsSent',
};`);
    expect(catalog).toContain(`'^[0-9]{3}$': 'must be thing ref (Three digits), for example "123"',`);
  });

  it('catalogues the fields the provider spec names for each event (x-sent-fields)', () => {
    const catalog = file('catalog.gen.ts');
    expect(catalog).toContain('export const sentFields: Readonly<Record<EventName, SentFieldList>> = {');
    expect(catalog).toContain("always: ['/topic', '/ref', '/data', '/data/to'],");
    expect(catalog).toContain('whenWords: \'when /data/to is "shelf"\',');
  });

  it('sends a code whose list is complete (x-codes-complete) as one of its values, and reads any', async () => {
    const [standalone] = await validatorsTarget.generate(
      fixtureModel(({ asyncapi }) => {
        at(asyncapi, 'components', 'messages', 'checkDone', 'payload', 'properties').checkId = {
          type: 'string',
          'x-codes': { c1: 'First', c2: 'Second' },
          'x-codes-complete': true,
        };
      }),
    );
    const validators = await importModule(standalone!.content);
    expect(validators.CheckDoneEventAsSent!({ checkId: 'c1' })).toBe(true);
    expect(validators.CheckDoneEventAsSent!({ checkId: 'c3' })).toBe(false);
    expect(validators.CheckDoneEvent!({ checkId: 'c3' })).toBe(true);
  });

  it('words conditional requirements (if/then) for the error messages', async () => {
    const [, , catalog] = await validatorsTarget.generate(
      fixtureModel(({ openapi }) =>
        Object.assign(at(openapi, 'components', 'schemas', 'NewThing'), {
          if: { properties: { Size: { const: 2 } }, required: ['Size'] },
          then: { required: ['Name'] },
        }),
      ),
    );
    expect(catalog!.content).toContain(
      "conditionalRequirements: Readonly<Record<string, string>> = { Name: 'when Size is 2' };",
    );
  });
});
