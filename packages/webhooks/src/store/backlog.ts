// The inbox's backlog in one cheap query per store (pending events, the age of the oldest, retries waiting): what
// the metrics' gauges and the backpressure bound read. Pending rows are found through the partial index on pending.
import type { Backlog } from '../telemetry/instrumentation.js';
import type { InboxRecord, StoreDriver } from './types.js';

/** PostgreSQL: ages from the server's clock, so that the receivers' clocks do not matter. */
export const pgBacklogSql = (s: string) =>
  `SELECT count(*)::int AS pending,
     coalesce(extract(epoch FROM now() - min(received_at)), 0)::float8 AS oldest_age_seconds,
     (count(*) FILTER (WHERE attempts > 0 AND run_started_at IS NULL AND available_at > now()))::int AS retries_waiting
   FROM ${s}.inbox WHERE state = 'pending'`;

/** SQLite (times in ms since the epoch): both parameters are now. */
export const sqliteBacklogSql = `SELECT count(*) AS pending,
     coalesce((? - min(received_at)) / 1000.0, 0) AS oldest_age_seconds,
     coalesce(sum(CASE WHEN attempts > 0 AND run_started_at IS NULL AND available_at > ? THEN 1 ELSE 0 END), 0) AS retries_waiting
   FROM inbox WHERE state = 'pending'`;

export const sqliteBacklogParams = (now = Date.now()) => [now, now];

export function backlogOfRow(row: Record<string, unknown> | undefined): Backlog {
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingAgeSeconds: Math.max(0, Number(row?.oldest_age_seconds ?? 0)),
    retriesWaiting: Number(row?.retries_waiting ?? 0),
  };
}

/** From the records themselves (the memory store, a store of your own without backlog()). */
export function backlogOfRecords(pending: readonly InboxRecord[], now = Date.now()): Backlog {
  let oldest = now;
  let retriesWaiting = 0;
  for (const r of pending) {
    oldest = Math.min(oldest, r.receivedAt.getTime());
    if (r.attempts > 0 && r.runStartedAt === null && r.availableAt.getTime() > now) retriesWaiting += 1;
  }
  return { pending: pending.length, oldestPendingAgeSeconds: (now - oldest) / 1000, retriesWaiting };
}

/** The store's own backlog() when it has one, else read from its pending records. */
export function readBacklog(store: StoreDriver & { backlog?(): Promise<Backlog> }): Promise<Backlog> {
  if (typeof store.backlog === 'function') return store.backlog();
  return store.list({ state: 'pending', limit: 1_000_000 }).then((pending) => backlogOfRecords(pending));
}
