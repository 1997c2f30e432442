// An inbox in memory, for unit tests only: nothing survives the process, and ctx.transaction() is not available.
// The parts: memory/state.ts (what it holds), insert.ts, claim.ts, queries.ts (the operator's calls, pruning).
import { StoreError } from '../errors.js';
import { claim } from './memory/claim.js';
import { insert } from './memory/insert.js';
import { counts, get, list, prune, requeue, running, setAside } from './memory/queries.js';
import { check, copy, createState } from './memory/state.js';
import type { InboxRecordWithBody, StoreDriver } from './types.js';

export interface MemoryStore extends StoreDriver {
  readonly kind: 'memory';
  /** Every record, oldest first (a copy). */
  records(): InboxRecordWithBody[];
}

export function memoryStore(): MemoryStore {
  const state = createState();
  return {
    kind: 'memory',
    location: null,
    multiProcess: false,
    insertConcurrency: 1,
    claimConcurrency: Number.POSITIVE_INFINITY,
    async open() {
      state.closed = false;
    },
    spoolDir: () => null,
    insert: (records, options) => insert(state, records, options),
    claim: (limit, excludeIds, maxAttempts) => claim(state, limit, excludeIds, maxAttempts),
    get: (id) => get(state, id),
    list: (options) => list(state, options),
    counts: () => counts(state),
    running: () => running(state),
    requeue: (id, next) => requeue(state, id, next),
    setAside: (id, detail) => setAside(state, id, detail),
    prune: (options) => prune(state, options),
    async ping() {
      check(state);
    },
    async transaction() {
      throw new StoreError('TRS_STORE_NO_SQL', 'the memory store has no SQL: use sqliteStore or postgresStore', {
        store: 'memory',
      });
    },
    async close() {
      state.closed = true;
    },
    records() {
      return [...state.entries.values()].map(copy);
    },
  };
}
