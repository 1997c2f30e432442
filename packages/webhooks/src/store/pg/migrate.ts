// The PostgreSQL inbox's schema brought up to date on open: the migrations of sql.ts not applied yet, in order, by one
// process at a time.
import type { PgBackend } from './rows.js';
import { migrationPrelude, migrations } from './sql.js';

export async function migrate(backend: PgBackend, s: string): Promise<void> {
  await backend.transaction(async (db) => {
    // One process migrates at a time; the others wait here and then find nothing to do.
    await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`trs-webhooks-migrate:${s}`]);
    for (const statement of split(migrationPrelude(s))) await db.query(statement);
    const applied = new Set(
      (await db.query<{ version: number }>(`SELECT version FROM ${s}.migrations`)).rows.map((r) => Number(r.version)),
    );
    for (const migration of migrations(s)) {
      if (applied.has(migration.version)) continue;
      for (const statement of split(migration.sql)) await db.query(statement);
      await db.query(`INSERT INTO ${s}.migrations (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ]);
    }
  });
}

function split(sql: string): string[] {
  return sql
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);
}
