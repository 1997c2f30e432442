// The operator's calls on the memory store (get, list, counts, running, requeue, set aside) and its pruning,
// synchronous (memory.ts makes promises of them).
import type { InboxRecord, InboxState, ListOptions, PruneOptions, Requeue } from '../types.js';
import { check, copy, strip, type MemoryState } from './state.js';

export function get(state: MemoryState, id: string) {
  check(state);
  const entry = state.entries.get(id);
  return entry ? copy(entry) : null;
}
export function list(state: MemoryState, options: ListOptions) {
  check(state);
  const limit = options.limit ?? 100;
  const out: InboxRecord[] = [];
  for (const entry of state.entries.values()) {
    if (out.length >= limit) break;
    if (options.state && entry.state !== options.state) continue;
    if (options.reason && entry.reason !== options.reason) continue;
    if (options.eventName && entry.eventName !== options.eventName) continue;
    if (options.afterId && Number(entry.id) <= Number(options.afterId)) continue;
    out.push(strip(entry));
  }
  return out;
}
export function counts(state: MemoryState) {
  check(state);
  const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0, quarantined: 0 };
  for (const entry of state.entries.values()) counts[entry.state] += 1;
  return counts;
}
export function running(state: MemoryState) {
  check(state);
  return [...state.entries.values()].filter((e) => e.state === 'pending' && e.runStartedAt !== null).map(strip);
}
export function requeue(state: MemoryState, id: string, next: Requeue) {
  check(state);
  const entry = state.entries.get(id);
  if (!entry) return false;
  Object.assign(entry, next, {
    attempts: 0,
    generation: entry.generation + 1,
    availableAt: new Date(state.clock.now()),
    runStartedAt: null,
    finishedAt: next.state === 'pending' ? null : new Date(state.clock.now()),
  });
  return true;
}
export function setAside(state: MemoryState, id: string, detail: unknown) {
  check(state);
  const entry = state.entries.get(id);
  if (!entry) return 'not_found';
  if (entry.state !== 'pending') return 'not_pending';
  Object.assign(entry, {
    state: 'dead',
    reason: 'set_aside',
    detail,
    finishedAt: new Date(state.clock.now()),
    runStartedAt: null,
  });
  return 'set_aside';
}
export function prune(state: MemoryState, options: PruneOptions) {
  check(state);
  let k = 0;
  let r = 0;
  const cutoff = options.keysBefore.getTime();
  for (const [key, seen] of state.keys) {
    if (seen.seenAt >= cutoff) continue;
    state.keys.delete(key);
    k += 1;
  }
  for (const [key, seen] of state.sequences) {
    if (seen.seenAt >= cutoff) continue;
    state.sequences.delete(key);
    k += 1;
  }
  for (const [id, entry] of state.entries) {
    const finished = entry.finishedAt;
    if (!finished) continue;
    if (
      ((entry.state === 'done' || entry.state === 'ignored') && finished < options.finishedBefore) ||
      (entry.state === 'dead' && options.deadBefore && finished < options.deadBefore)
    ) {
      state.entries.delete(id);
      r += 1;
    }
  }
  return { keys: k, records: r };
}
