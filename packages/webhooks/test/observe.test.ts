// options.observe: every delivery the inbox stored is shown once to the observer (its bytes and the event it was
// classified as), after its answer; a redelivery or a refused delivery is not; an observer that fails changes nothing
// for the provider or the handlers, and its failure is logged without the payload.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, createReceiver, type Receiver } from '../src/index.js';
import { memoryStore } from '../src/store/memory/memory.js';
import { deliver, example, HEADER, KEY, serve, type Served } from './helpers.js';

let receiver: Receiver | undefined;
let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  await receiver?.close();
  receiver = served = undefined;
});

async function start(observe: { observe(rawBody: Uint8Array, eventName: string | null): unknown }) {
  const lines: string[] = [];
  const log = (level: string) => (fields: object, message: string) =>
    lines.push(`${level} ${message} ${JSON.stringify(fields)}`);
  receiver = createReceiver({
    auth: { values: [KEY] },
    store: memoryStore(),
    observe,
    logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
  });
  const handled: string[] = [];
  receiver.onAny((event) => {
    handled.push(event.name);
  });
  await receiver.start();
  served = await serve(receiver.node);
  return { url: served.url, handled, lines };
}

describe('options.observe', () => {
  it('sees each stored delivery once, with its bytes and event; not a redelivery, not a refused one', async () => {
    const seen: { body: string; event: string | null }[] = [];
    const { url, handled } = await start({
      observe: (body, event) => seen.push({ body: Buffer.from(body).toString('utf8'), event }),
    });
    const note = example('addNote', 'auditTrail');
    const unknownTopic = { topic: 'somethingNew', applicationRef: '0001234', NewField: 1 };
    expect((await deliver(url, note, { [HEADER]: KEY })).status).toBe(204);
    expect((await deliver(url, note, { [HEADER]: KEY })).status).toBe(204);
    expect((await deliver(url, unknownTopic, { [HEADER]: KEY })).status).toBeLessThan(300);
    expect((await deliver(url, note, { [HEADER]: 'wrong' })).status).toBe(401);
    await receiver!.inbox.drain();
    expect(seen).toEqual([
      { body: JSON.stringify(note), event: 'addNote' },
      { body: JSON.stringify(unknownTopic), event: null },
    ]);
    expect(handled).toEqual(['addNote']);
  });

  it('an observer that throws changes no answer and no handling, and its log line carries no payload', async () => {
    const { url, handled, lines } = await start({
      observe: () => {
        throw new Error('disk full');
      },
    });
    const note = example('addNote', 'auditTrail');
    expect((await deliver(url, note, { [HEADER]: KEY })).status).toBe(204);
    await receiver!.inbox.drain();
    expect(handled).toEqual(['addNote']);
    const warning = lines.find((l) => l.includes('could not be observed'));
    expect(warning).toBeDefined();
    expect(warning).not.toContain(String(note.Content));
  });

  it('is checked: neither { recordTo } nor an observer is a ConfigError naming observe', () => {
    expect(() => createReceiver({ auth: { values: [KEY] }, store: memoryStore(), observe: { recordTo: '' } })).toThrow(
      ConfigError,
    );
    expect(() => createReceiver({ auth: { values: [KEY] }, store: memoryStore(), observe: 'folder' as never })).toThrow(
      /observe must be \{ recordTo/,
    );
  });
});
