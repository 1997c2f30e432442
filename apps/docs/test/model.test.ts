// The readings the pages take from the contract model beyond its own members (src/build/model.ts), on codegen's small
// fixture contract: a parameter's rule, the components a body uses at any depth (a gap on a component links to every
// body using it), and how the provider sends each field of an event.
import { describe, expect, it } from 'vitest';
import { fixtureModel } from '../../../packages/codegen/test/fixtures.js';
import { componentsOf, parameterRule, sentAs } from '../src/build/model.js';

const model = fixtureModel();
const operation = (id: string) => model.operations.find((o) => o.operationId === id)!;
const message = (name: string) => model.messages.find((m) => m.name === name)!;

describe('the model as the pages read it', () => {
  it("gives a parameter's type and rule from its path rule", () => {
    expect(operation('createThing').parameters.map(parameterRule)).toEqual([
      { type: 'string', component: 'ThingRef', format: null, pattern: '^[0-9]{3}$' },
    ]);
  });

  it('finds every schema component a body, answer or payload uses, through references at any depth', () => {
    expect(componentsOf(operation('createThing').requestBody!.schema, model.schemas)).toEqual(['NewThing']);
    expect(operation('getThing').responses.map((r) => componentsOf(r.schema, model.schemas))).toEqual([
      ['Thing'],
      ['ErrorBody'],
    ]);
    expect(componentsOf(message('thingMoved').payload, model.schemas)).toEqual(['Envelope']);
    expect(componentsOf(null, model.schemas)).toEqual([]);
  });

  it('says how the provider sends each field of an event: always, under a condition, maybe, or not named', () => {
    const moved = message('thingMoved').sentFields;
    expect(sentAs(moved, '/data/to')).toEqual({ always: true, when: null, may: false, because: null });
    expect(sentAs(moved, '/data/by')).toEqual({
      always: false,
      when: expect.stringContaining('/data/to') as string,
      may: false,
      because: 'A move to the shelf says who moved it.',
    });
    expect(sentAs(message('checkDone').sentFields, '/note')).toMatchObject({ always: false, when: null, may: true });
    expect(sentAs(moved, '/raisedAt')).toBeNull();
  });
});
