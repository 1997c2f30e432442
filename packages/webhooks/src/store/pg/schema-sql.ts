// The PostgreSQL inbox's schema as one SQL script, for teams whose application user may not change the schema: a
// DBA runs it (psql -f, or the migration tool of the team), and the receiver opens the store with `migrate: false`.
// The script applies the migrations not yet recorded, so it also upgrades a schema made by an earlier version, and
// running it twice changes nothing. With `migrate: false`, open() only checks that every migration is recorded.
import { StoreError } from '../../errors.js';
import type { SqlClient } from '../types.js';
import { checkSchemaName, DEFAULT_SCHEMA, migrationPrelude, migrations } from './sql.js';

/** The lock migrate() takes, so that the script and a receiver that migrates never run at once. */
export const migrateLockKey = (s: string) => `trs-webhooks-migrate:${s}`;

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The SQL that creates (or brings up to date) the inbox's schema `schema` (default trs_webhooks). */
export function postgresSchemaSql(options: { schema?: string } = {}): string {
  const name = options.schema ?? DEFAULT_SCHEMA;
  const s = checkSchemaName(name);
  const all = migrations(s);
  const lines = [
    `-- @trs/webhooks: the PostgreSQL inbox in schema ${name}, migrations 1 to ${all[all.length - 1]!.version}.`,
    `-- Applies only what is missing (safe to run again). Then grant the application's user what it needs, e.g.:`,
    `--   GRANT USAGE ON SCHEMA ${s} TO app;`,
    `--   GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO app;`,
    `--   GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO app;`,
    `-- and open the store with postgresStore({ connectionString, schema: '${name}', migrate: false }).`,
    'BEGIN;',
    `SELECT pg_advisory_xact_lock(hashtext(${quoteLiteral(migrateLockKey(s))}));`,
    ...migrationPrelude(s)
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => `${x};`),
  ];
  for (const migration of all) {
    lines.push(
      `DO $trs_migration$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM ${s}.migrations WHERE version = ${migration.version}) THEN
${migration.sql.replace(/^\s*\n/, '').trimEnd()}
    INSERT INTO ${s}.migrations (version, name) VALUES (${migration.version}, ${quoteLiteral(migration.name)});
  END IF;
END $trs_migration$;`,
    );
  }
  lines.push('COMMIT;');
  return `${lines.join('\n')}\n`;
}

/**
 * For `migrate: false`: the schema must be there with every migration recorded; otherwise an error that names what is
 * missing and how to create it.
 */
export async function checkSchema(db: SqlClient, s: string, schema: string): Promise<void> {
  const how = `have it created by a user allowed to (the SQL: postgresSchemaSql({ schema: '${schema}' }) from @trs/webhooks/postgres, or \`trs-webhooks schema-sql --schema ${schema}\`), or open the store without migrate: false`;
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [
    `${s}.migrations`,
  ]);
  if (!rows[0]?.present)
    throw new StoreError(
      'TRS_STORE_SCHEMA_MISSING',
      `the PostgreSQL inbox's schema ${schema} is missing (no table ${schema}.migrations) and migrate: false forbids creating it: ${how}`,
      { store: 'postgres' },
    );
  const applied = new Set(
    (await db.query<{ version: number }>(`SELECT version FROM ${s}.migrations`)).rows.map((r) => Number(r.version)),
  );
  const missing = migrations(s).filter((m) => !applied.has(m.version));
  if (missing.length)
    throw new StoreError(
      'TRS_STORE_SCHEMA_MISSING',
      `the PostgreSQL inbox's schema ${schema} lacks ${missing.length === 1 ? 'migration' : 'migrations'} ${missing.map((m) => `${m.version} (${m.name})`).join(', ')}, and migrate: false forbids applying ${missing.length === 1 ? 'it' : 'them'}: ${how}`,
      { store: 'postgres' },
    );
}
