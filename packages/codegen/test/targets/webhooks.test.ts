// Target `webhooks`: the receiver's contract data, from the model (nothing reads x-dispatch outside it).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { webhooksTarget } from '../../src/targets/webhooks/handler.js';
import { at, fixtureModel } from '../fixtures.js';

describe('target webhooks', () => {
  it('lists per message the outermost fields the contract marks x-sensitive (never logged)', async () => {
    const [file] = await webhooksTarget.generate(
      fixtureModel(({ asyncapi }) => {
        const data = at(asyncapi, 'components', 'messages', 'thingMoved', 'payload', 'properties', 'data');
        data['x-sensitive'] = 'personal';
        at(data, 'properties', 'to')['x-sensitive'] = 'secret';
      }),
    );
    const dir = await tempDir('trs-webhooks-target-');
    await writeFile(path.join(dir, 'contract.gen.ts'), file!.content);
    const { sensitiveFields } = (await import(path.join(dir, 'contract.gen.ts'))) as { sensitiveFields: unknown };
    expect(sensitiveFields).toEqual({ thingMoved: ['/data'], checkDone: [], oldThing: [] });
  });

  it('writes event names, topics, dispatch rules, keys and the static header as typed data', async () => {
    const [file] = await webhooksTarget.generate(fixtureModel());
    expect(file!.path).toBe('packages/webhooks/src/core/contract.gen.ts');
    expect(file!.content).toContain("import type { EventName } from '@trs/validators';");
    expect(file!.content).toContain("import type { DispatchRule, MessageDeduplication } from './dispatch-types.js';");
    const dir = await tempDir('trs-webhooks-target-');
    await writeFile(path.join(dir, 'contract.gen.ts'), file!.content);
    const data: unknown = await import(path.join(dir, 'contract.gen.ts'));
    expect(data).toMatchObject({
      eventNames: ['thingMoved', 'checkDone', 'oldThing'],
      dispatchedEventNames: ['thingMoved', 'checkDone'],
      ignoredEventNames: ['oldThing'],
      topics: { thingMoved: 'thingMoved' },
      dispatchRules: [
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
      idempotencyKeys: { thingMoved: ['/topic', '/ref', '/data/to'], checkDone: ['/checkId'], oldThing: ['/legacy'] },
      deduplication: {
        thingMoved: { distinguishedBy: ['/raisedAt'], sequence: { name: 'place', by: ['/ref'] }, advances: true },
        checkDone: { distinguishedBy: [], sequence: null, advances: false },
        oldThing: { distinguishedBy: [], sequence: null, advances: false },
      },
      redeliveryHorizonSeconds: 600,
      orderingKeys: { thingMoved: ['/ref'], checkDone: ['/checkId'], oldThing: [] },
      staticHeader: { defaultName: 'X-Key' },
      eventSummaries: {
        thingMoved: 'A thing moved.',
        checkDone: 'A check is done.',
        oldThing: 'An old event, ignored.',
      },
    });
    expect(file!.content).toContain('/** Rules in order. */');
  });
});
