// An inbox in memory, for unit tests only: nothing survives the process, and ctx.transaction() is not available.
// The parts: memory/state.ts (what it holds), insert.ts, claim.ts, queries.ts (the operator's calls, pruning).
import { StoreError } from '../../errors.js';
import { promised } from '../promised.js';
import { claim } from './claim.js';
import { insert } from './insert.js';
import { counts, get, list, prune, requeue, running, setAside } from './queries.js';
import { check, copy, createState } from './state.js';
import type { InboxRecordWithBody, StoreDriver } from '../types.js';

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
    open(options = {}) {
      state.closed = false;
      state.clock = options.clock ?? state.clock;
      return Promise.resolve();
    },
    spoolDir: () => null,
    insert: (records, options) => promised(() => insert(state, records, options)),
    claim: (limit, excludeIds, maxAttempts) => promised(() => claim(state, limit, excludeIds, maxAttempts)),
    get: (id) => promised(() => get(state, id)),
    list: (options) => promised(() => list(state, options)),
    counts: () => promised(() => counts(state)),
    running: () => promised(() => running(state)),
    requeue: (id, next) => promised(() => requeue(state, id, next)),
    setAside: (id, detail) => promised(() => setAside(state, id, detail)),
    prune: (options) => promised(() => prune(state, options)),
    ping: () => promised(() => check(state)),
    transaction: () =>
      Promise.reject(
        new StoreError('TRS_STORE_NO_SQL', 'the memory store has no SQL: use sqliteStore or postgresStore', {
          store: 'memory',
        }),
      ),
    close() {
      state.closed = true;
      return Promise.resolve();
    },
    records() {
      return [...state.entries.values()].map(copy);
    },
  };
}
