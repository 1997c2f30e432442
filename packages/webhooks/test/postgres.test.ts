// The PostgreSQL store in one process: migrations run once however many receivers start together, effects written
// through ctx.transaction() commit once per event, retention keeps keys 7 days and prunes, large bodies, paging.
// Needs a PostgreSQL server (TRS_TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): it fails
// without one; it is never skipped.
import { afterAll, describe, it } from 'vitest';
import { createReceiver, type Receiver } from '../src/index.js';
import { postgresStore } from '../src/store/pg/postgres.js';
import { literal, textArray } from '../src/store/pg/sql.js';
import {
  dropSchema,
  example,
  KEY,
  pgUrl,
  postJson,
  serve,
  uniqueSchema,
  updateApplicant,
  withPg,
  classifyPayload,
  type Served,
} from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };
const schemas: string[] = [];
function schema(label: string) {
  const name = uniqueSchema(label);
  schemas.push(name);
  return name;
}
afterAll(async () => {
  for (const s of schemas) await dropSchema(s);
});

async function withServer<T>(receiver: Receiver, fn: (served: Served) => Promise<T>): Promise<T> {
  const served = await serve(receiver.node);
  try {
    return await fn(served);
  } finally {
    await served.close();
  }
}

// Each test has its own schema, so the tests run side by side.
describe.concurrent('PostgreSQL store', () => {
  it('reaches the test server (this suite fails, never skips, without one)', async ({ expect }) => {
    const { rows } = await withPg((c) => c.query('SELECT 1 AS ok'));
    expect(rows).toEqual([{ ok: 1 }]);
  });

  it('reads back as sent every string a script carries as a literal, whatever standard_conforming_strings says', async ({
    expect,
  }) => {
    const strings = [
      "o'clock",
      "''",
      'back\\slash',
      "\\'; DROP TABLE x; --",
      "E'\\x00'",
      '\\\\',
      'ünï €😀',
      '$1 $$ $q$',
      '',
    ];
    for (const conforming of ['on', 'off']) {
      const rows = await withPg(async (c) => {
        await c.query(`SET standard_conforming_strings = ${conforming}`);
        const single = await c.query(`SELECT ${strings.map((x, i) => `${literal(x)} AS s${i}`).join(', ')}`);
        const array = await c.query(`SELECT ${textArray(strings)} AS a`);
        return { single: Object.values(single.rows[0] as object), array: (array.rows[0] as { a: string[] }).a };
      });
      expect(rows).toEqual({ single: strings, array: strings });
    }
    expect(() => literal('a\u0000b')).toThrow(/NUL/);
  });

  it('creates the schema on first start; receivers starting together migrate it once', async ({ expect }) => {
    const s = schema('migrate');
    const receivers = Array.from({ length: 4 }, () =>
      createReceiver({
        auth: { values: [KEY] },
        store: postgresStore({ connectionString: pgUrl, schema: s }),
        logger: quiet,
        worker: false,
      }),
    );
    await Promise.all(receivers.map((r) => r.start()));
    const { rows } = await withPg((c) => c.query(`SELECT version FROM "${s}".migrations`));
    expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    const tables = await withPg((c) =>
      c.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [s]),
    );
    expect(tables.rows.map((r) => (r as { table_name: string }).table_name)).toEqual([
      'body_parts',
      'effects',
      'idempotency_keys',
      'inbox',
      'migrations',
      'sequences',
    ]);
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('commits what a handler writes through ctx.transaction() once: a later run of the event skips it and gets its result back', async ({
    expect,
  }) => {
    const s = schema('effects');
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: pgUrl, schema: s }),
      logger: quiet,
      worker: { pollIntervalMs: 10, backoff: () => 10 },
    });
    await receiver.inbox.transaction((db) => db.query(`CREATE TABLE "${s}".crm (key text, attempt int)`));
    const attempts: number[] = [];
    const results: unknown[] = [];
    receiver.onAny(async (event, ctx) => {
      attempts.push(event.attempt);
      results.push(
        await ctx.transaction(async (db) => {
          await db.query(`INSERT INTO "${s}".crm VALUES ($1, $2)`, [event.idempotencyKey, event.attempt]);
          return { writtenBy: event.attempt };
        }),
      );
      if (event.attempt < 3) throw new Error('fails after writing');
    });
    await withServer(receiver, async (served) =>
      expect((await postJson(served.url, updateApplicant(1))).status).toBe(204),
    );
    await receiver.inbox.drain();
    const { rows } = await withPg((c) => c.query(`SELECT attempt FROM "${s}".crm`));
    expect(attempts).toEqual([1, 2, 3]);
    expect(rows).toEqual([{ attempt: 1 }]);
    expect(results).toEqual([{ writtenBy: 1 }, { writtenBy: 1 }, { writtenBy: 1 }]);
    await receiver.close();
  });

  it('keeps what recognises redeliveries 7 days by default, then prunes it with old handled events; dead letters stay', async ({
    expect,
  }) => {
    const s = schema('prune');
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: pgUrl, schema: s }),
      logger: quiet,
      worker: { pollIntervalMs: 10 },
    });
    const handled: string[] = [];
    receiver.onAny((e) => {
      handled.push(e.idempotencyKey);
    });
    const old = updateApplicant(1);
    const recent = updateApplicant(2);
    await withServer(receiver, async (served) => {
      for (const p of [old, recent]) expect((await postJson(served.url, p)).status).toBe(204);
      expect((await postJson(served.url, [1])).status).toBe(204); // a dead letter
      await receiver.inbox.drain();
      const sequenceOf = (p: unknown) => (classifyPayload(p) as { dedupe: { sequence: string } }).dedupe.sequence;
      await withPg(async (c) => {
        // an event's entry in idempotency_keys is its idempotency key without the message's name
        const age = async (id: number, p: unknown, interval: string) => {
          await c.query(
            `UPDATE "${s}".idempotency_keys SET seen_at = now() - $2::interval
             WHERE key = (SELECT split_part(idempotency_key, ':', 2) FROM "${s}".inbox WHERE id = $1)`,
            [id, interval],
          );
          await c.query(
            `UPDATE "${s}".sequences SET seen_at = now() - $2::interval, head_at = now() - $2::interval WHERE key = $1`,
            [sequenceOf(p), interval],
          );
        };
        await age(1, old, '8 days');
        await age(2, recent, '6 days 23 hours');
        await c.query(`UPDATE "${s}".inbox SET finished_at = now() - interval '8 days'`);
      });
      expect(await receiver.inbox.prune()).toEqual({ keys: 2, records: 2 }); // the old event's key and sequence
      expect(await receiver.inbox.stats()).toEqual({ pending: 0, done: 0, dead: 1, ignored: 0, quarantined: 0 });
      // the 6-day-old state still recognises a redelivery; the pruned one does not
      for (const p of [old, recent]) expect((await postJson(served.url, p)).status).toBe(204);
      await receiver.inbox.drain();
    });
    expect(handled).toHaveLength(3);
    expect(handled[2]).toBe(handled[0]);
    await receiver.close();

    const strict = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: pgUrl, schema: s }),
      logger: quiet,
      worker: false,
      retention: { deadDays: 1 },
    });
    await withPg((c) =>
      c.query(`UPDATE "${s}".inbox SET finished_at = now() - interval '2 days' WHERE state = 'dead'`),
    );
    expect((await strict.inbox.prune()).records).toBe(1);
    await strict.close();
  });

  it('stores and hands over a 4 MiB fileData document, and pages dead letters in id order', async ({ expect }) => {
    const s = schema('large');
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: pgUrl, schema: s }),
      logger: quiet,
      worker: { pollIntervalMs: 10 },
    });
    const document = example('uploadPartnerDocument', 'fileData');
    document.data.fileData = Buffer.alloc(4 * 1024 * 1024, 'pdf').toString('base64');
    let received = '';
    receiver.on('uploadPartnerDocument', (e) => {
      received = e.payload.data.fileData ?? '';
    });
    await withServer(receiver, async (served) => {
      expect((await postJson(served.url, document)).status).toBe(204);
      for (let i = 0; i < 120; i += 1) expect((await postJson(served.url, i)).status).toBe(204);
    });
    await receiver.inbox.drain();
    expect(received).toBe(document.data.fileData);
    const first = await receiver.inbox.deadLetters({ limit: 100 });
    const rest = await receiver.inbox.deadLetters({ limit: 100, afterId: first.at(-1)!.id });
    const ids = [...first, ...rest].map((r) => Number(r.id));
    expect(ids).toHaveLength(120);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await receiver.close();
  });
});
