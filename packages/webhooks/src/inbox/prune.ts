// What pruning removes, by age: idempotency keys past their retention, old handled events, and (only when asked)
// old dead letters. Run on a timer by a running receiver, and by inbox.prune() at any time.
import type { StoreDriver } from '../store/types.js';

/** How long each kind of record is kept, in ms (deadMs null: dead letters are kept until replayed). */
export interface Retention {
  keysMs: number;
  finishedMs: number;
  deadMs: number | null;
}

/** The keep-for-a-week defaults of RetentionOptions. */
export const DEFAULT_RETENTION: Retention = { keysMs: 7 * 86_400_000, finishedMs: 7 * 86_400_000, deadMs: null };

export function pruneInbox(store: StoreDriver, retention: Retention, now: number) {
  return store.prune({
    keysBefore: new Date(now - retention.keysMs),
    finishedBefore: new Date(now - retention.finishedMs),
    ...(retention.deadMs === null ? {} : { deadBefore: new Date(now - retention.deadMs) }),
  });
}
