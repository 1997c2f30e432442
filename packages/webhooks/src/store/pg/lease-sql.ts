// The statements of leases (claim, renew, outcome, give back) in PostgreSQL's dialect. A claim is a lease: a token
// drawn from a sequence and an expiry, written on the event's row; no transaction or lock outlives a statement, so it
// works behind PgBouncer in transaction pooling mode. Every later write of the run names the token (fencing): once
// another process has taken the event over (a new token), the old run can change nothing.
import { ROW_COLUMNS } from './sql.js';

const leasable = (e: string) =>
  `${e}.state = 'pending' AND ${e}.available_at <= now() AND (${e}.lease_expires_at IS NULL OR ${e}.lease_expires_at <= now())`;

/**
 * Takes up to $1 events, each the oldest pending event of its tenancy (or of no tenancy), due, not leased, not in $2.
 * The heads are found per tenancy through the (ordering_key, id) index (a loose index scan: one probe per tenancy
 * with pending events), never by walking the backlog, so the cost does not grow with its depth. $3: lease in ms.
 * Returns the rows as they are after the claim, with the run_started_at of a previous run that never ended.
 */
export function claimSql(s: string): string {
  return `WITH RECURSIVE tenancies AS (
      (SELECT ordering_key FROM ${s}.inbox WHERE state = 'pending' AND ordering_key IS NOT NULL ORDER BY ordering_key LIMIT 1)
      UNION ALL
      SELECT (SELECT i.ordering_key FROM ${s}.inbox i
              WHERE i.state = 'pending' AND i.ordering_key > t.ordering_key ORDER BY i.ordering_key LIMIT 1)
      FROM tenancies t WHERE t.ordering_key IS NOT NULL
    ), heads AS (
      SELECT (SELECT i.id FROM ${s}.inbox i WHERE i.state = 'pending' AND i.ordering_key = t.ordering_key
              ORDER BY i.id LIMIT 1) AS id
      FROM tenancies t WHERE t.ordering_key IS NOT NULL
      UNION ALL
      (SELECT n.id FROM ${s}.inbox n WHERE n.ordering_key IS NULL AND ${leasable('n')} ORDER BY n.id LIMIT $1::int + 64)
    ), picked AS (
      SELECT e.id, e.run_started_at AS previous_run FROM ${s}.inbox e
      WHERE e.id IN (SELECT id FROM heads) AND ${leasable('e')} AND NOT (e.id = ANY ($2::bigint[]))
      ORDER BY e.id LIMIT $1::int
      FOR UPDATE OF e SKIP LOCKED
    )
    UPDATE ${s}.inbox AS inbox SET attempts = inbox.attempts + 1, run_started_at = now(),
      lease_token = nextval('${s}.lease_tokens'), lease_expires_at = now() + $3::int * interval '1 millisecond'
    FROM picked WHERE inbox.id = picked.id
    RETURNING ${ROW_COLUMNS.replace(/\bid::text AS id\b/, 'inbox.id::text AS id')}, inbox.body, inbox.body_path,
      inbox.lease_token::text AS lease_token, picked.previous_run`;
}

/** Extends the leases ($1 ids, $2 their tokens) still held; returns the ids extended. */
export const renewSql = (s: string) =>
  `UPDATE ${s}.inbox AS e SET lease_expires_at = now() + $3::int * interval '1 millisecond'
   FROM unnest($1::bigint[], $2::bigint[]) AS held (id, token)
   WHERE e.id = held.id AND e.lease_token = held.token AND e.state = 'pending'
   RETURNING e.id::text AS id`;

/**
 * The fence of ctx.transaction(), in the handler's own transaction: whether the lease is still this run's (locking
 * the row against a takeover until the transaction ends) and what the slot already committed, if anything.
 */
export const fenceSql = (s: string) =>
  `SELECT e.lease_token = $3::bigint AND e.state = 'pending' AND e.generation = $2 AS ours,
     f.slot IS NOT NULL AS done, f.result
   FROM ${s}.inbox e LEFT JOIN ${s}.effects f ON f.event_id = e.id AND f.generation = $2 AND f.slot = $4
   WHERE e.id = $1::bigint
   FOR SHARE OF e`;
export const effectSql = (s: string) =>
  `INSERT INTO ${s}.effects (event_id, generation, slot, result) VALUES ($1::bigint, $2, $3, $4::jsonb)`;

// Outcomes keep the token on the row, so that the same statement sent again after a lost answer finds its row.
const fenced = `id = $1::bigint AND lease_token = $2::bigint AND generation = $3`;
export const completeSql = (s: string) =>
  `UPDATE ${s}.inbox SET state = 'done', finished_at = now(), reason = NULL, run_started_at = NULL, lease_expires_at = NULL,
     detail = CASE WHEN $4::jsonb IS NULL THEN detail ELSE $4::jsonb END
   WHERE ${fenced} AND state IN ('pending', 'done')`;
export const retrySql = (s: string) =>
  `UPDATE ${s}.inbox SET available_at = $4::timestamptz, detail = $5::jsonb, run_started_at = NULL, lease_expires_at = NULL
   WHERE ${fenced} AND state = 'pending'`;
export const deadSql = (s: string) =>
  `UPDATE ${s}.inbox SET state = 'dead', finished_at = now(), reason = $4::text, detail = $5::jsonb, run_started_at = NULL,
     lease_expires_at = NULL
   WHERE ${fenced} AND state IN ('pending', 'dead')`;
/** An event whose every attempt ended without an outcome; the attempt just counted is given back. */
export const crashedSql = (s: string) =>
  `UPDATE ${s}.inbox SET state = 'dead', reason = 'crashed', detail = $4::jsonb, finished_at = now(), run_started_at = NULL,
     attempts = greatest(attempts - 1, 0), lease_expires_at = NULL
   WHERE ${fenced} AND state = 'pending'`;
/** $4: the mark of a run that never ended, kept when a suspect is given back; null otherwise. */
export const releaseSql = (s: string) =>
  `UPDATE ${s}.inbox SET attempts = greatest(attempts - 1, 0), run_started_at = $4::timestamptz, lease_expires_at = NULL
   WHERE ${fenced} AND state = 'pending'`;
