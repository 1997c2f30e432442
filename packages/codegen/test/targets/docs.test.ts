// Target `docs`: the reference data of the docs site, typed, from the model.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Reference } from '../../../../apps/docs/src/reference.gen.js';
import { docsTarget } from '../../src/targets/docs/handler.js';
import { typeErrors } from '../compile.js';
import { fixtureModel } from '../fixtures.js';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

const [file] = await docsTarget.generate(fixtureModel());

/** The generated module's data, of the type it declares (the one apps/docs/src/reference.gen.ts declares too). */
async function reference(): Promise<Reference> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trs-docs-target-'));
  folders.push(dir);
  await writeFile(path.join(dir, 'reference.gen.ts'), file!.content);
  const { reference } = (await import(path.join(dir, 'reference.gen.ts'))) as { reference: Reference };
  return reference;
}

describe('target docs', () => {
  it('writes apps/docs/src/reference.gen.ts: data and its types only, and it compiles on its own', async () => {
    expect(file!.path).toBe('apps/docs/src/reference.gen.ts');
    expect(file!.content).toContain('export const reference: Reference = {');
    expect(file!.content).not.toMatch(/^import /m);
    expect(await typeErrors({ 'reference.gen.ts': file!.content })).toEqual([]);
  });

  it('describes every operation: parameters, bodies with fields and examples, answers, advice and gaps', async () => {
    const { operations, gaps } = await reference();
    const create = operations.find((o) => o.operationId === 'createThing');
    expect(create).toMatchObject({
      method: 'POST',
      path: '/Things/{ThingRef}',
      summary: 'Create a thing',
      authenticated: true,
      idempotent: false,
      advice: { outcomeUnknown: 'Fetch the thing before creating it again.' },
      parameters: [
        { name: 'ThingRef', in: 'path', type: 'string', component: 'ThingRef', pattern: '^[0-9]{3}$', example: '123' },
      ],
      requestBody: {
        validator: 'NewThing',
        fields: [
          expect.objectContaining({ pointer: '/Name', required: true }),
          expect.objectContaining({ pointer: '/Size' }),
        ],
        examples: [{ name: 'box', summary: null, value: { Name: 'Box' }, tolerantReader: false }],
      },
      responses: [
        expect.objectContaining({ status: '201', contentType: null }),
        expect.objectContaining({
          status: '401',
          validator: 'ErrorBody',
          examples: [expect.objectContaining({ value: { Message: 'No.' } })],
        }),
      ],
    });
    const texts = create!.gaps.map((id) => gaps.find((g) => g.id === id)!.text).sort();
    expect(texts).toEqual(['The answer of create thing is not shown.', 'The prefix /Things is ours.']);
  });

  it('ties operations and messages both ways (x-raises) and groups them by the tags of each document', async () => {
    const { operations, messages, tags } = await reference();
    expect(operations.map((o) => [o.operationId, o.tags, o.raises])).toEqual([
      ['logIn', [], []],
      ['getThing', [], []],
      ['createThing', ['Things'], ['thingMoved']],
    ]);
    expect(messages.map((m) => [m.name, m.tags, m.raisedBy])).toEqual([
      ['thingMoved', ['Moves'], ['createThing']],
      ['checkDone', ['Checks', 'Moves'], []],
      ['oldThing', [], []],
    ]);
    expect(tags.asyncapi[0]).toEqual({ name: 'Moves', description: 'Where things go.' });
    // Every component a body, answer or payload uses, so that the register can link a schema's gap to its users.
    expect(operations[2]!.requestBody!.components).toEqual(['NewThing']);
    expect(operations[1]!.responses.map((r) => r.components)).toEqual([['Thing'], ['ErrorBody']]);
    expect(messages[0]!.components).toEqual(['Envelope']);
    expect(tags.openapi.map((t) => t.name)).toEqual(['Things', 'Login']);
  });

  it('describes every message: fields with types and known codes, examples, dispatch rule, keys, ignored or not', async () => {
    const { messages, operations } = await reference();
    expect(messages.map((m) => [m.name, m.ignored])).toEqual([
      ['thingMoved', false],
      ['checkDone', false],
      ['oldThing', true],
    ]);
    expect(messages[0]).toMatchObject({
      summary: 'A thing moved.',
      topic: 'thingMoved',
      validator: 'ThingMovedEvent',
      dispatch: { kind: 'topic', pointer: '/topic', topic: 'thingMoved' },
      idempotencyKey: ['/topic', '/ref', '/data/to'],
      orderingKey: ['/ref'],
      examples: [expect.objectContaining({ name: 'toShelf' }), expect.objectContaining({ name: 'toBox' })],
    });
    expect(messages[1]!.dispatch).toEqual({
      kind: 'rule',
      when: [
        { pointer: '/topic', present: false },
        { pointer: '/checkId', present: true },
      ],
    });
    expect(messages[1]!.examples[1]).toMatchObject({ name: 'unknownField', tolerantReader: true });
    const size = operations
      .find((o) => o.operationId === 'getThing')!
      .responses[0]!.fields.find((f) => f.name === 'Size');
    expect(size).toMatchObject({ type: 'integer', codes: { 1: 'Small', 2: 'Large' }, description: 'How big it is.' });
  });

  it('carries the gaps register with the place of each entry, the dispatch and delivery rules and the static header', async () => {
    const { gaps, delivery, dispatch, staticHeader } = await reference();
    expect(gaps[1]).toMatchObject({
      id: 'gap-2',
      kind: 'gap',
      text: 'Places are not listed.',
      places: [expect.objectContaining({ document: 'asyncapi', message: 'thingMoved', operationId: null })],
    });
    expect(delivery).toMatchObject({
      fanOut: 'Every URL gets the body.',
      rules: { totalAttempts: 3 },
      gaps: ['gap-3'],
    });
    expect(dispatch.rules).toHaveLength(3);
    expect(staticHeader).toEqual({ name: 'X-Key', description: 'A header.' });
  });
});
