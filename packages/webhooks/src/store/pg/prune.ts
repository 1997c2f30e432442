// Pruning the PostgreSQL inbox, by one process at a time: every slice runs in a short transaction that first takes a
// transaction-scoped advisory lock (pg_try_advisory_xact_lock: released by its COMMIT, so it works behind PgBouncer
// in transaction mode, where a session lock would stay on a server connection that other clients then use). A process
// that finds the lock taken stops and leaves the work to the process holding it: at most one prunes at any moment,
// and slices stay small (no statement holds many row locks or runs long).
import type { PruneOptions, PruneResult, SqlClient } from '../types.js';
import type { PgBackend } from './rows.js';

const KEY_SLICE = 5000;
const RECORD_SLICE = 2000;

export const pruneLockKey = (s: string) => `trs-webhooks-prune:${s}`;

export async function pruneOneAtATime(backend: PgBackend, s: string, options: PruneOptions): Promise<PruneResult> {
  let keys = 0;
  let records = 0;
  /** One slice under the lock; null when another process holds it. */
  const slice = (fn: (db: SqlClient) => Promise<number>) =>
    backend.transaction(async (db) => {
      const { rows } = await db.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok`, [
        pruneLockKey(s),
      ]);
      return rows[0]?.ok ? fn(db) : null;
    });
  const skipped = () => ({ keys, records, skipped: true as const });

  for (const table of ['idempotency_keys', 'sequences']) {
    for (;;) {
      const removed = await slice(
        async (db) =>
          (
            await db.query(
              `DELETE FROM ${s}.${table} WHERE key IN (SELECT key FROM ${s}.${table} WHERE seen_at < $1 LIMIT ${KEY_SLICE})`,
              [options.keysBefore],
            )
          ).rowCount,
      );
      if (removed === null) return skipped();
      keys += removed;
      if (removed < KEY_SLICE) break;
    }
  }
  const deadClause = options.deadBefore ? ` OR (state = 'dead' AND finished_at < $2)` : '';
  const params: unknown[] = [options.finishedBefore];
  if (options.deadBefore) params.push(options.deadBefore);
  for (;;) {
    const removed = await slice(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        `DELETE FROM ${s}.inbox WHERE id IN (
           SELECT id FROM ${s}.inbox WHERE (state IN ('done', 'ignored') AND finished_at < $1)${deadClause} LIMIT ${RECORD_SLICE})
         RETURNING id::text AS id`,
        params,
      );
      if (rows.length)
        await db.query(`DELETE FROM ${s}.effects WHERE event_id = ANY ($1::bigint[])`, [rows.map((r) => r.id)]);
      return rows.length;
    });
    if (removed === null) return skipped();
    records += removed;
    if (removed < RECORD_SLICE) break;
  }
  return { keys, records };
}
