// Claims on the memory store: the due events at the head of their tenancy, each run counted; an event whose runs all
// ended without an outcome is a "crashed" dead letter.
import { StoreError } from '../../errors.js';
import { promised } from '../promised.js';
import type { Claim, ClaimResult, InboxRecord, InboxRecordWithBody } from '../types.js';
import { check, copy, strip, type MemoryState } from './state.js';

export function claim(
  state: MemoryState,
  limit: number,
  excludeIds: readonly string[],
  maxAttempts: number,
): ClaimResult {
  check(state);
  const now = state.clock.now();
  const exclude = new Set(excludeIds);
  const blocked = new Set<string>();
  const claims: Claim[] = [];
  const crashed: InboxRecord[] = [];
  for (const entry of state.entries.values()) {
    if (claims.length >= limit) break;
    if (entry.state !== 'pending') continue;
    const head = entry.orderingKey === null || !blocked.has(entry.orderingKey);
    if (entry.orderingKey !== null) blocked.add(entry.orderingKey);
    if (!head || exclude.has(entry.id) || state.claimed.has(entry.id) || entry.availableAt.getTime() > now) continue;
    const previous = entry.runStartedAt;
    if (entry.attempts >= maxAttempts) {
      Object.assign(entry, {
        state: 'dead',
        reason: 'crashed',
        finishedAt: new Date(now),
        runStartedAt: null,
        detail: { message: 'every run ended without an outcome', attempts: entry.attempts },
      });
      crashed.push(strip(entry));
      continue;
    }
    entry.attempts += 1;
    entry.runStartedAt = new Date(now);
    claims.push(claimOf(state, entry, previous));
  }
  return { claims, crashed };
}

function claimOf(state: MemoryState, entry: InboxRecordWithBody, previousRunStartedAt: Date | null): Claim {
  const previousRunCrashed = previousRunStartedAt !== null;
  state.claimed.add(entry.id);
  const generation = entry.generation;
  let finished = false;
  const finish = (apply: () => void) => {
    if (finished) throw new Error(`event ${entry.id}: its claim has already ended`);
    finished = true;
    state.claimed.delete(entry.id);
    if (entry.state === 'pending' && entry.generation === generation) {
      entry.runStartedAt = null;
      apply();
    }
  };
  return {
    event: copy(entry),
    previousRunCrashed,
    transaction: () =>
      Promise.reject(
        new StoreError(
          'TRS_STORE_NO_SQL',
          'ctx.transaction() needs a SQL store (SQLite, PostgreSQL); the memory store is for unit tests',
          { store: 'memory' },
        ),
      ),
    rollbackEffects: () => Promise.resolve(),
    complete: (detail?: unknown) =>
      promised(() =>
        finish(() => {
          entry.state = 'done';
          entry.finishedAt = new Date(state.clock.now());
          entry.reason = null;
          if (detail !== undefined) entry.detail = detail;
        }),
      ),
    retry: (at: Date, detail: unknown) =>
      promised(() =>
        finish(() => {
          entry.availableAt = at;
          entry.detail = detail;
        }),
      ),
    deadLetter: (reason, detail) =>
      promised(() =>
        finish(() => {
          entry.state = 'dead';
          entry.finishedAt = new Date(state.clock.now());
          entry.reason = reason;
          entry.detail = detail;
        }),
      ),
    release: (options?: { suspect?: boolean }) =>
      promised(() => {
        if (finished) return;
        finish(() => {
          entry.attempts = Math.max(0, entry.attempts - 1);
          if (options?.suspect) entry.runStartedAt = previousRunStartedAt;
        });
      }),
  };
}
