// The operator's calls on an inbox, without a receiver: openStore('./.data/inbox') from a script, or the
// `trs-webhooks` command (src/cli.ts). The receiver's own replay/setAside use the same functions.
import { createHash } from 'node:crypto';
import { classify, classificationPointerSet } from './classify.js';
import { scanJson } from './json-scan.js';
import { requeueOf } from './record.js';
import { resolveStore } from './store/open.js';
import type { InboxRecord, InboxRecordWithBody, InboxState, StoreDriver } from './store/types.js';

export type ReplayOutcome =
  | { id: string; replayed: true; state: 'pending' | 'dead' | 'ignored'; eventName: string | null }
  | { id: string; replayed: false; reason: 'not_found' | 'incomplete' | 'quarantined' };

/** A stored body classified afresh (replay, release), with the same limits as on receipt. */
export function classifyStored(body: Buffer, maxDepth = 64) {
  return classify(
    scanJson(body, { pointers: [], pointerSet: classificationPointerSet, maxDepth }),
    createHash('sha256').update(body).digest('base64url'),
  );
}

export async function replayRecord(store: StoreDriver, id: string, maxDepth = 64): Promise<ReplayOutcome> {
  const record = await store.get(String(id));
  if (!record) return { id: String(id), replayed: false, reason: 'not_found' };
  if (record.reason === 'too_large') return { id: record.id, replayed: false, reason: 'incomplete' };
  if (record.state === 'quarantined') return { id: record.id, replayed: false, reason: 'quarantined' };
  const next = requeueOf(classifyStored(record.body, maxDepth));
  if (!(await store.requeue(record.id, next))) return { id: record.id, replayed: false, reason: 'not_found' };
  return { id: record.id, replayed: true, state: next.state, eventName: next.eventName };
}

export async function setAsideRecord(store: StoreDriver, id: string, note?: string) {
  const result = await store.setAside(String(id), {
    message: note ?? 'set aside by an operator; replay it to run it again',
    at: new Date().toISOString(),
  });
  return result === 'set_aside'
    ? { id: String(id), setAside: true as const }
    : { id: String(id), setAside: false as const, reason: result };
}

export interface InboxAdmin {
  stats(): Promise<Record<InboxState, number>>;
  list(options: { state?: InboxState; reason?: string; limit?: number; afterId?: string }): Promise<InboxRecord[]>;
  /** Events whose run started and did not end (running now, or cut by a process that died). */
  running(): Promise<InboxRecord[]>;
  get(id: string): Promise<InboxRecordWithBody | null>;
  /** Parks a pending event as a dead letter `set_aside` (a poison event); replay(id) brings it back. */
  setAside(id: string, note?: string): ReturnType<typeof setAsideRecord>;
  /** Puts an event back, classified afresh (the running receiver picks it up at its next poll). */
  replay(id: string): Promise<ReplayOutcome>;
  close(): Promise<void>;
}

/**
 * Opens an inbox (a directory, a postgres:// URL, or a store) for the operator's calls. The SQLite and PostgreSQL
 * stores may be opened while a receiver runs on them.
 */
export async function openStore(where: string | StoreDriver): Promise<InboxAdmin> {
  const store = resolveStore(where, 1);
  await store.open();
  return {
    stats: () => store.counts(),
    list: (options) => store.list(options),
    running: () => store.running(),
    get: (id) => store.get(String(id)),
    setAside: (id, note) => setAsideRecord(store, id, note),
    replay: (id) => replayRecord(store, id),
    close: () => store.close(),
  };
}
