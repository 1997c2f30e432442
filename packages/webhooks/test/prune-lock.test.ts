// One pruning process at a time on PostgreSQL: a receiver process that finds another one pruning (the lock is a
// transaction-scoped advisory lock, which PgBouncer's transaction mode keeps working) leaves the work to it and says
// so; once the other is done, it prunes.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TYPESCRIPT_LOADER } from '@trs/testkit';
import { createReceiver } from '../src/index.js';
import { postgresStore } from '../src/store/pg/postgres.js';
import { dropSchema, here, KEY, pgUrl, postJson, serve, uniqueSchema, updateApplicant, withPg } from './helpers.js';

const run = promisify(execFile);
const schema = uniqueSchema('prunelock');
afterAll(() => dropSchema(schema));

/** Another process's prune(), as it answers. */
async function pruneInAnotherProcess(): Promise<{ keys: number; records: number; skipped?: boolean }> {
  const { stdout } = await run(process.execPath, [
    '--import',
    TYPESCRIPT_LOADER,
    path.join(here, 'fixtures', 'prune-once.ts'),
    pgUrl,
    schema,
  ]);
  return JSON.parse(stdout) as { keys: number; records: number; skipped?: boolean };
}

describe('pruning on PostgreSQL', () => {
  it('runs in one process at a time: the other leaves the work, and does it once the lock is free', async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: pgUrl, schema }),
      logger: { info() {}, warn() {}, error() {} },
      retention: { pruneEveryMs: 0 },
    });
    receiver.on('updateApplicant', () => undefined);
    const served = await serve(receiver.node);
    try {
      for (let n = 0; n < 5; n += 1) expect((await postJson(served.url, updateApplicant(n))).status).toBe(204);
      await receiver.inbox.drain();
    } finally {
      await served.close();
      await receiver.close();
    }
    const count = () =>
      withPg(async (c) =>
        Number((await c.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".inbox`)).rows[0]!.n),
      );
    expect(await count()).toBe(5);

    // another process is pruning: it holds the lock in its transaction
    const other = new pg.Client({ connectionString: pgUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`trs-webhooks-prune:"${schema}"`]);
      expect(await pruneInAnotherProcess()).toEqual({ keys: 0, records: 0, skipped: true });
      expect(await count()).toBe(5);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    const done = await pruneInAnotherProcess();
    expect(done).toMatchObject({ records: 5 });
    expect(done.skipped).toBeUndefined();
    expect(await count()).toBe(0);
  });
});
