// migrate: false, for teams whose application user may not change the schema: a DBA creates it from the exported SQL
// (postgresSchemaSql(), `trs-webhooks schema-sql`), the receiver only checks it, and says what is missing when it is
// not there. The application's role here has no CREATE privilege at all.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { TYPESCRIPT_LOADER } from '@trs/testkit';
import { createReceiver, type AnyWebhookEvent } from '../src/index.js';
import { postgresSchemaSql, postgresStore } from '../src/store/pg/postgres.js';
import { dropSchema, here, KEY, pgUrl, postJson, serve, uniqueSchema, updateApplicant, withPg } from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };
const run = promisify(execFile);

const role = `trs_app_${process.pid}_${randomBytes(3).toString('hex')}`;
const schema = uniqueSchema('nomigrate');
const roleUrl = (() => {
  const url = new URL(pgUrl);
  url.username = role;
  url.password = '';
  return url.toString();
})();

afterAll(async () => {
  await dropSchema(schema);
  await withPg((c) => c.query(`DROP ROLE IF EXISTS "${role}"`));
});

const grants = (s: string) => `
  GRANT USAGE ON SCHEMA "${s}" TO "${role}";
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "${s}" TO "${role}";
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA "${s}" TO "${role}";`;

describe('migrate: false', () => {
  it('the application role cannot create anything: the default store cannot open', async () => {
    await withPg((c) => c.query(`CREATE ROLE "${role}" LOGIN`));
    const { rows } = await withPg((c) =>
      c.query<{ can: boolean }>(`SELECT has_database_privilege($1, current_database(), 'CREATE') AS can`, [role]),
    );
    expect(rows[0]!.can).toBe(false);
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: roleUrl, schema }),
      logger: quiet,
      worker: false,
    });
    await expect(receiver.start()).rejects.toThrow(/permission denied/);
    await receiver.close();
  });

  it('without the schema: a clear error naming it and how to create it, and deliveries answered 503', async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: roleUrl, schema, migrate: false }),
      logger: quiet,
      worker: false,
    });
    const error = (await receiver.start().catch((e: unknown) => e)) as { code: string; message: string };
    expect(error.code).toBe('TRS_STORE_SCHEMA_MISSING');
    expect(error.message).toContain(`schema ${schema} is missing`);
    expect(error.message).toContain('trs-webhooks schema-sql');
    const served = await serve(receiver.node);
    try {
      expect((await postJson(served.url, updateApplicant(1))).status).toBe(503);
    } finally {
      await served.close();
      await receiver.close();
    }
  });

  it('the exported SQL creates the schema (twice changes nothing); the role then receives and handles', async () => {
    const sql = postgresSchemaSql({ schema });
    await withPg(async (c) => {
      await c.query(sql);
      await c.query(sql);
      await c.query(grants(schema));
    });
    const handled: AnyWebhookEvent[] = [];
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: roleUrl, schema, migrate: false }),
      logger: quiet,
    });
    receiver.on('updateApplicant', (event) => void handled.push(event));
    const served = await serve(receiver.node);
    try {
      expect((await postJson(served.url, updateApplicant(1))).status).toBe(204);
      await receiver.inbox.drain();
      expect(handled).toHaveLength(1);
      expect(await receiver.inbox.prune()).toMatchObject({ keys: 0, records: 0 });
    } finally {
      await served.close();
      await receiver.close();
    }
    // the schema is the one migrate() makes: every migration recorded
    const versions = await withPg((c) => c.query(`SELECT version FROM "${schema}".migrations ORDER BY 1`));
    expect(versions.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('a schema missing a migration: the error names it', async () => {
    const last = await withPg(async (c) => {
      const { rows } = await c.query<{ version: number }>(
        `DELETE FROM "${schema}".migrations WHERE version = (SELECT max(version) FROM "${schema}".migrations) RETURNING version`,
      );
      return rows[0]!.version;
    });
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: postgresStore({ connectionString: roleUrl, schema, migrate: false }),
      logger: quiet,
      worker: false,
    });
    const error = (await receiver.start().catch((e: unknown) => e)) as { code: string; message: string };
    expect(error.code).toBe('TRS_STORE_SCHEMA_MISSING');
    expect(error.message).toContain(`lacks migration ${last} (`);
    await receiver.close();
  });

  it('`trs-webhooks schema-sql --schema NAME` prints the same SQL', async () => {
    const { stdout } = await run(process.execPath, [
      '--import',
      TYPESCRIPT_LOADER,
      path.join(here, '..', 'src', 'cli.ts'),
      'schema-sql',
      '--schema',
      schema,
    ]);
    expect(stdout).toBe(postgresSchemaSql({ schema }));
  });
});
