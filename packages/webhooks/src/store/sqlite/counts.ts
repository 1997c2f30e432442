// What the embedded inbox holds, counted in one statement each: events by state (stats) and the backlog (metrics,
// backpressure), read on the main connection.
import { backlogOfRow, sqliteBacklogParams, sqliteBacklogSql } from '../backlog.js';
import { promised } from '../promised.js';
import type { InboxState } from '../types.js';
import type { Backlog } from '../../telemetry/instrumentation.js';

/** A prepared statement of the store's main connection. */
export type Prepare = (sql: string) => { get(...params: unknown[]): unknown; all(...params: unknown[]): unknown[] };

export function countsOf(prepare: Prepare): Promise<Record<InboxState, number>> {
  return promised(() => {
    const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0, quarantined: 0 };
    for (const row of prepare('SELECT state, count(*) AS n FROM inbox GROUP BY state').all() as {
      state: InboxState;
      n: number;
    }[])
      counts[row.state] = Number(row.n);
    return counts;
  });
}

export function backlogOf(prepare: Prepare): Promise<Backlog> {
  return promised(() =>
    backlogOfRow(prepare(sqliteBacklogSql).get(...sqliteBacklogParams()) as Record<string, unknown> | undefined),
  );
}
