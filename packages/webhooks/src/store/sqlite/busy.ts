// Writing to the embedded SQLite store while other connections (other processes, the handlers' connection) may hold
// its lock: a connection that finds the database locked does not block the thread (busy_timeout 0); the write is tried
// again a few milliseconds later, up to BUSY_WAIT_MS.
import { systemClock } from '@trs/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import { StoreError } from '../../errors.js';
import { isBusy, type SqliteDatabase } from './driver.js';

/** How long a write waits for another connection's lock before giving up (the delivery then gets 503). */
const BUSY_WAIT_MS = 30_000;

/** Runs fn, trying again a few milliseconds later while SQLite says another connection holds the lock. */
export async function retryBusy<T>(fn: () => T): Promise<T> {
  const deadline = systemClock.now() + BUSY_WAIT_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return fn();
    } catch (error) {
      if (!isBusy(error) || systemClock.now() > deadline) {
        if (isBusy(error))
          throw new StoreError(
            'TRS_STORE_UNAVAILABLE',
            `the embedded store stayed locked by another connection for ${BUSY_WAIT_MS / 1000} s: a handler transaction (ctx.transaction) that waits on something slow holds it; keep those short`,
            { store: 'sqlite' },
            { cause: error },
          );
        throw error;
      }
      await sleep(Math.min(2 + attempt, 20));
    }
  }
}

/** Runs fn in a write transaction (BEGIN IMMEDIATE) of db: committed when fn returns, rolled back when it throws. */
export function immediateTransaction<T>(db: SqliteDatabase, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch {
      // no transaction left to roll back
    }
    throw error;
  }
}
