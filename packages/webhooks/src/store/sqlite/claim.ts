// A claim on an event of the embedded SQLite store: what the worker may do with the event it holds (its handler's
// transactions, each run once per generation and slot; and one outcome), and the detail of an event whose runs all
// crashed.
import { json, parseJson, type Row } from './sql.js';
import type { SqliteDatabase } from './driver.js';
import type { Claim, DeadLetterReason, InboxRecordWithBody, SqlClient } from '../types.js';

/** What a claim needs of its store. */
export interface ClaimStore {
  /** The store's clock, in ms. */
  now(): number;
  /** Writes the outcome of a run (batched with the other outcomes of this turn of the event loop). */
  outcome(sql: string, params: unknown[]): Promise<void>;
  handlerTransaction<T>(fn: (db: SqlClient, raw: SqliteDatabase) => Promise<T>): Promise<T>;
}

export function sqliteClaim(event: InboxRecordWithBody, previousRunStartedAt: number | null, store: ClaimStore): Claim {
  const previousRunCrashed = previousRunStartedAt !== null;
  let finished = false;
  const finish = (sql: string, params: unknown[]) => {
    if (finished) return Promise.reject(new Error(`event ${event.id}: its claim has already ended`));
    finished = true;
    return store.outcome(sql, params);
  };
  const id = Number(event.id);
  return {
    event,
    previousRunCrashed,
    transaction: <T>(slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T> => {
      if (finished)
        return Promise.reject(new Error(`event ${event.id}: ctx.transaction() called after the handler's run ended`));
      return store.handlerTransaction(async (db, raw) => {
        const done = raw
          .prepare('SELECT result FROM effects WHERE event_id = ? AND generation = ? AND slot = ?')
          .get(id, event.generation, slot);
        if (done) return (parseJson(done.result) ?? undefined) as T;
        const result = await fn(db);
        raw
          .prepare('INSERT INTO effects (event_id, generation, slot, result, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(id, event.generation, slot, json(result), store.now());
        return result;
      });
    },
    rollbackEffects: () => Promise.resolve(),
    complete: (detail?: unknown) =>
      finish(
        `UPDATE inbox SET state = 'done', finished_at = ?, run_started_at = NULL, reason = NULL,
           detail = COALESCE(?, detail) WHERE id = ? AND state = 'pending' AND generation = ?`,
        [store.now(), json(detail), id, event.generation],
      ),
    retry: (at: Date, detail: unknown) =>
      finish(
        `UPDATE inbox SET available_at = ?, detail = ?, run_started_at = NULL
         WHERE id = ? AND state = 'pending' AND generation = ?`,
        [at.getTime(), json(detail), id, event.generation],
      ),
    deadLetter: (reason: DeadLetterReason, detail: unknown) =>
      finish(
        `UPDATE inbox SET state = 'dead', reason = ?, detail = ?, finished_at = ?, run_started_at = NULL
         WHERE id = ? AND state = 'pending' AND generation = ?`,
        [reason, json(detail), store.now(), id, event.generation],
      ),
    release: async (options?: { suspect?: boolean }) => {
      if (finished) return;
      finished = true;
      // a suspect keeps the mark of the run that never ended (not this claim's)
      await store.outcome(
        `UPDATE inbox SET attempts = MAX(attempts - 1, 0), run_started_at = ?
         WHERE id = ? AND state = 'pending' AND generation = ?`,
        [options?.suspect ? previousRunStartedAt : null, id, event.generation],
      );
    },
  };
}

export function crashDetail(row: Row, maxAttempts: number) {
  return {
    message: `every one of its ${Number(row.attempts)} runs ended without an outcome: the process handling it died (a handler that exits, aborts or runs out of memory); maxAttempts is ${maxAttempts}. Fix the handler, then replay it.`,
    attempts: Number(row.attempts),
    lastRunStartedAt: row.run_started_at ? new Date(Number(row.run_started_at)).toISOString() : null,
  };
}
