// Target `receiver-skeleton`: one handler stub per dispatched event and the index that registers them, for the
// example service (drift-tested) and, through scaffoldReceiver, for a team's own folder (never overwriting a handler).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { scaffoldReceiver } from '../../src/index.js';
import { receiverSkeletonTarget } from '../../src/targets/receiver-skeleton/handler.js';
import { at, fixtureModel, listAt } from '../fixtures.js';

describe('target receiver-skeleton', () => {
  it('writes a stub per dispatched event (none for ignored ones) and index.gen.ts into the example service', async () => {
    const files = await receiverSkeletonTarget.generate(fixtureModel());
    expect(files.map((f) => [f.path, f.kind ?? 'owned'])).toEqual([
      ['apps/receiver-example/src/handlers/thingMoved.ts', 'stub'],
      ['apps/receiver-example/src/handlers/checkDone.ts', 'stub'],
      ['apps/receiver-example/src/handlers/index.gen.ts', 'owned'],
    ]);
  });

  it("puts the event's meaning, its fields, how it is identified and ordered in the stub's comment", async () => {
    const [stub] = await receiverSkeletonTarget.generate(fixtureModel());
    expect(stub!.content).toContain(`// thingMoved: A thing moved.
//
// Raised when a thing moves.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "thingMoved".
//   data (object, required)
//   data.to (string, required): Where it went.
//   data.by (string): Who moved it.
//   ref (string, required): The tenancy.
//
// A redelivery with the same topic, ref, data.to is a duplicate and is not handled again (x-idempotency-key).`);
    expect(stub!.content).toContain('Events of\n// one ref are handled one at a time, in order of receipt.');
  });

  it('types the handler with defineHandler and puts the fields of the idempotency key on the log line', async () => {
    const [moved, done] = await receiverSkeletonTarget.generate(fixtureModel());
    expect(moved!.content).toContain(`import { defineHandler } from '@trs/webhooks';

export default defineHandler('thingMoved', async (event, ctx) => {
  const { ref } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ ref, to: event.payload.data.to });`);
    expect(done!.content).toContain('ctx.annotate({ checkId });');
  });

  it('keeps fields the contract marks x-sensitive off the log line, and logs a document by its length', async () => {
    /** The stub with its comment lines joined, so that words wrapped onto the next line still read as one. */
    const flat = (content: string) => content.replace(/\n\s*\/\/ {1,3}/g, ' ');
    const mark = (kind: string) =>
      fixtureModel(({ asyncapi }) => {
        at(asyncapi, 'components', 'messages', 'thingMoved', 'payload', 'properties', 'data', 'properties', 'to')[
          'x-sensitive'
        ] = kind;
      });
    for (const kind of ['personal', 'secret']) {
      const [moved] = await receiverSkeletonTarget.generate(mark(kind));
      expect(moved!.content).toContain('ctx.annotate({ ref });');
      expect(moved!.content).not.toMatch(/annotate\([^)]*\bto\b/);
      expect(moved!.content).toContain(`not data.to (${kind === 'personal' ? 'personal data' : 'a credential'})`);
      expect(moved!.content).toContain(
        `data.to (string, required): Where it went. Never logged (x-sensitive: ${kind}).`,
      );
    }
    const [moved] = await receiverSkeletonTarget.generate(mark('document'));
    expect(moved!.content).toContain('ctx.annotate({ ref, toLength: event.payload.data.to?.length });');
    expect(flat(moved!.content)).toContain("not data.to (a document's bytes: its length instead)");
    expect(flat(moved!.content)).toContain('Never logged, only its length (x-sensitive: document).');
  });

  it('an event whose identifying fields are all sensitive annotates nothing, and says why', async () => {
    const [, done] = await receiverSkeletonTarget.generate(
      fixtureModel(({ asyncapi }) => {
        const payload = at(asyncapi, 'components', 'messages', 'checkDone', 'payload');
        at(payload, 'properties', 'checkId')['x-sensitive'] = 'personal';
      }),
    );
    expect(done!.content).not.toContain('ctx.annotate');
    expect(done!.content.replace(/\n\s*\/\/ {1,3}/g, ' ')).toContain('not checkId (personal data).');
  });

  it('reaches optional parents of a key field with ?. and lists known codes in the comment', async () => {
    const [moved] = await receiverSkeletonTarget.generate(
      fixtureModel(({ asyncapi }) => {
        const payload = at(asyncapi, 'components', 'messages', 'thingMoved', 'payload');
        payload.required = ['topic', 'ref'];
        at(payload, 'properties', 'data', 'properties', 'to')['x-codes'] = { shelf: 'On a shelf', box: 'In a box' };
      }),
    );
    expect(moved!.content).toContain('ctx.annotate({ ref, to: event.payload.data?.to });');
    expect(moved!.content).toContain('Known codes: shelf = On a shelf | box = In a box; others may come.');
  });

  it('registers every handler in index.gen.ts, which stops compiling when an event has no handler', async () => {
    const files = await receiverSkeletonTarget.generate(fixtureModel());
    expect(files.at(-1)!.content)
      .toContain(`import type { DispatchedEventName, HandlerDefinition } from '@trs/webhooks';
import checkDone from './checkDone.js';
import thingMoved from './thingMoved.js';

/** Every handler, by event name: \`receiver.register(...Object.values(handlers))\`. */
export const handlers = { checkDone, thingMoved } satisfies { [N in DispatchedEventName]: HandlerDefinition<N> };`);
  });
});

describe("scaffoldReceiver (a team's own folder)", () => {
  it('creates the folder with a stub per event and the index, and says so', async () => {
    const dir = path.join(await tempDir('trs-skeleton-'), 'src', 'handlers');
    const result = await scaffoldReceiver({ dir, model: fixtureModel() });
    expect(result).toEqual({
      dir,
      added: [
        { event: 'thingMoved', file: 'thingMoved.ts' },
        { event: 'checkDone', file: 'checkDone.ts' },
      ],
      kept: [],
      orphaned: [],
      index: 'index.gen.ts',
    });
    expect((await readdir(dir)).sort()).toEqual(['checkDone.ts', 'index.gen.ts', 'thingMoved.ts']);
    const [stub] = await receiverSkeletonTarget.generate(fixtureModel());
    expect(await readFile(path.join(dir, 'thingMoved.ts'), 'utf8')).toBe(stub!.content);
  });

  it('after a contract update: keeps every handler byte for byte (edited or not), adds stubs only for new events, rewrites the index', async () => {
    const dir = await tempDir('trs-skeleton-');
    await scaffoldReceiver({ dir, model: fixtureModel() });
    const edited = `${await readFile(path.join(dir, 'thingMoved.ts'), 'utf8')}\n// our business code\n`;
    await writeFile(path.join(dir, 'thingMoved.ts'), edited);
    const untouched = await readFile(path.join(dir, 'checkDone.ts'), 'utf8');
    await writeFile(path.join(dir, 'index.gen.ts'), '// stale');

    const updated = fixtureModel(({ asyncapi }) => {
      at(asyncapi, 'components', 'messages').thingLost = {
        ...at(asyncapi, 'components', 'messages', 'thingMoved'),
        name: 'thingLost',
        summary: 'A thing was lost.',
        'x-topic': 'thingLost',
        payload: { ...at(asyncapi, 'components', 'messages', 'thingMoved', 'payload'), title: 'ThingLostEvent' },
      };
    });
    const result = await scaffoldReceiver({ dir, model: updated });
    expect(result.added).toEqual([{ event: 'thingLost', file: 'thingLost.ts' }]);
    expect(result.kept).toEqual([
      { event: 'thingMoved', file: 'thingMoved.ts' },
      { event: 'checkDone', file: 'checkDone.ts' },
    ]);
    expect(await readFile(path.join(dir, 'thingMoved.ts'), 'utf8')).toBe(edited);
    expect(await readFile(path.join(dir, 'checkDone.ts'), 'utf8')).toBe(untouched);
    expect(await readFile(path.join(dir, 'thingLost.ts'), 'utf8')).toContain("defineHandler('thingLost'");
    expect(await readFile(path.join(dir, 'index.gen.ts'), 'utf8')).toContain(
      'export const handlers = { checkDone, thingLost, thingMoved }',
    );
  });

  it('leaves the handler of an event the contract dropped in place, unregistered, and reports it', async () => {
    const dir = await tempDir('trs-skeleton-');
    await scaffoldReceiver({ dir, model: fixtureModel() });
    await writeFile(path.join(dir, 'notes.ts'), '// a helper of ours, not a handler\n');
    const without = fixtureModel(({ asyncapi }) => {
      delete at(asyncapi, 'components', 'messages').checkDone;
      listAt(asyncapi, 'x-dispatch', 'rules').splice(1, 1);
    });
    const result = await scaffoldReceiver({ dir, model: without });
    expect(result.orphaned).toEqual(['checkDone.ts']);
    expect(result.added).toEqual([]);
    expect(await readFile(path.join(dir, 'checkDone.ts'), 'utf8')).toContain("defineHandler('checkDone'");
    expect(await readFile(path.join(dir, 'index.gen.ts'), 'utf8')).not.toContain('checkDone');
  });

  it('imports defineHandler from the module it is told', async () => {
    const dir = await tempDir('trs-skeleton-');
    await scaffoldReceiver({ dir, model: fixtureModel(), webhooksModule: '@acme/webhooks' });
    expect(await readFile(path.join(dir, 'checkDone.ts'), 'utf8')).toContain(
      "import { defineHandler } from '@acme/webhooks';",
    );
    expect(await readFile(path.join(dir, 'index.gen.ts'), 'utf8')).toContain("from '@acme/webhooks';");
  });

  it('needs a folder', async () => {
    await expect(scaffoldReceiver({ dir: '' })).rejects.toThrow(/dir must be the folder of the receiver handlers/);
  });

  it('uses the installed contract by default', async () => {
    const dir = await tempDir('trs-skeleton-');
    const result = await scaffoldReceiver({ dir });
    expect(result.added.map((a) => a.event)).toContain('rentIncreaseApplied');
    expect(result.added.map((a) => a.event)).not.toContain('legacyReportAvailable');
  });
});
