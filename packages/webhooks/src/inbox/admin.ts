// The operator's calls on an inbox, without a receiver: openStore('./.data/inbox') from a script, or the
// `trs-webhooks` command (src/cli.ts); and the receiver's operator calls (operatorCalls), over the same functions.
import { createHash } from 'node:crypto';
import { classify, classificationPointerSet } from '../core/classify.js';
import type { Quarantine } from '../core/auth.js';
import type { GroupCommit } from '../core/group-commit.js';
import { ConfigError, ReceiverError } from '../errors.js';
import { scanJson } from '../core/json-scan.js';
import type { Logger } from '../log/logger.js';
import type { Settings } from '../options.js';
import type { Receiver, ReleaseResult, ReplayResult } from '../receiver-types.js';
import { newRecord, requeueOf } from '../core/record.js';
import { resolveStore } from '../store/open.js';
import {
  FLAG_RECOVERED,
  type InboxRecord,
  type InboxRecordWithBody,
  type InboxState,
  type StoreDriver,
} from '../store/types.js';
import type { Handling } from '../worker/handling.js';

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
  next.flags |= record.flags & FLAG_RECOVERED; // a recovered event stays marked so when it runs again
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
  /** Records, each marked `recovered` when reconciliation rebuilt it (receiver.recover) rather than the provider sending it. */
  list(options: {
    state?: InboxState;
    reason?: string;
    eventName?: string;
    limit?: number;
    afterId?: string;
  }): Promise<(InboxRecord & { recovered: boolean })[]>;
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
    list: async (options) =>
      (await store.list(options)).map((r) => ({ ...r, recovered: (r.flags & FLAG_RECOVERED) !== 0 })),
    running: () => store.running(),
    get: (id) => store.get(String(id)),
    setAside: (id, note) => setAsideRecord(store, id, note),
    replay: (id) => replayRecord(store, id),
    close: () => store.close(),
  };
}

export interface OperatorDeps {
  settings: Settings;
  store: StoreDriver;
  logger: Logger;
  /** Starts the receiver (every call needs the store open). */
  start(this: void): Promise<void>;
  commit: GroupCommit;
  quarantine: Quarantine | null;
  handling: Handling;
  prune(this: void): Promise<{ keys: number; records: number }>;
}

type OperatorCalls = Pick<
  Receiver,
  | 'replay'
  | 'replayDeadLetters'
  | 'setAside'
  | 'deadLetters'
  | 'quarantined'
  | 'releaseQuarantined'
  | 'get'
  | 'stats'
  | 'prune'
  | 'transaction'
  | 'drain'
>;

/** The receiver's operator calls: each starts the receiver, then works on its store. */
export function operatorCalls(deps: OperatorDeps): OperatorCalls {
  const { settings, store, logger, start, handling } = deps;
  const replay = async (id: string): Promise<ReplayResult> => {
    await start();
    const result = await replayRecord(store, id, settings.maxDepth);
    if (result.replayed && result.state === 'pending') handling.wake();
    return result;
  };
  return {
    replay,
    async replayDeadLetters(filter = {}) {
      await start();
      let replayed = 0;
      let afterId: string | undefined;
      for (;;) {
        const page = await store.list({
          state: 'dead',
          limit: 500,
          ...(afterId ? { afterId } : {}),
          ...(filter.reason ? { reason: filter.reason } : {}),
          ...(filter.eventName ? { eventName: filter.eventName } : {}),
        });
        for (const record of page) {
          const result = await replay(record.id);
          if (result.replayed && result.state === 'pending') replayed += 1;
        }
        if (page.length < 500) break;
        afterId = page[page.length - 1]!.id;
      }
      return { replayed };
    },
    async setAside(id, note) {
      await start();
      const result = await setAsideRecord(store, id, note);
      logger.warn(
        { ...result },
        `webhook event ${id}: ${result.setAside ? 'set aside' : `not set aside (${result.reason})`}`,
      );
      return result;
    },
    async deadLetters(opts = {}) {
      await start();
      return store.list({
        state: 'dead',
        limit: opts.limit ?? 100,
        ...(opts.afterId ? { afterId: opts.afterId } : {}),
        ...(opts.reason ? { reason: opts.reason } : {}),
      });
    },
    async quarantined(opts = {}) {
      await start();
      return store.list({
        state: 'quarantined',
        limit: opts.limit ?? 100,
        ...(opts.afterId ? { afterId: opts.afterId } : {}),
      });
    },
    async releaseQuarantined(id) {
      await start();
      return releaseRecord(deps, id);
    },
    async get(id) {
      await start();
      return store.get(String(id));
    },
    async stats() {
      await start();
      return store.counts();
    },
    async prune() {
      await start();
      return deps.prune();
    },
    async transaction(fn) {
      await start();
      return store.transaction(fn);
    },
    async drain({ timeoutMs = 30_000 } = {}) {
      await start();
      await drainInbox(deps, timeoutMs);
    },
  };
}

/** Takes a quarantined delivery in as if it had come with the right header (deduplicated as any delivery). */
async function releaseRecord(
  { store, settings, commit, quarantine, logger }: OperatorDeps,
  id: string,
): Promise<ReleaseResult> {
  const record = await store.get(String(id));
  if (!record) return { id: String(id), released: false, reason: 'not_found' };
  if (record.state !== 'quarantined') return { id: record.id, released: false, reason: 'not_quarantined' };
  const fresh = newRecord(
    classifyStored(record.body, settings.maxDepth),
    { receivedAt: new Date(), contentType: record.contentType, userAgent: record.userAgent },
    record.body,
    record.bodySize,
  );
  const outcome = await commit.submit(fresh);
  await store.requeue(record.id, {
    state: 'ignored',
    eventName: record.eventName,
    orderingKey: null,
    reason: outcome.duplicate ? 'duplicate' : 'released',
    detail: { releasedAs: outcome.id, quarantined: record.detail },
    flags: record.flags,
  });
  quarantine?.released(record.bodySize);
  logger.info({ id: record.id, as: outcome.id, duplicate: outcome.duplicate }, 'quarantined delivery released');
  return outcome.duplicate
    ? { id: record.id, released: true, as: null, duplicate: true }
    : { id: record.id, released: true, as: outcome.id!, duplicate: false };
}

/** Resolves when nothing is waiting to be handled (events in retry back-off included). */
async function drainInbox({ store, settings, commit, handling }: OperatorDeps, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await commit.idle();
    const counts = await store.counts();
    const active = await handling.active();
    if (counts.pending === 0 && active === 0) return;
    if (!settings.worker)
      throw new ConfigError(
        'worker',
        `drain(): ${counts.pending} events are pending and this receiver has no worker (worker: false): drain the process that handles them`,
      );
    if (Date.now() > deadline)
      throw new ReceiverError(
        'TRS_DRAIN_TIMEOUT',
        `drain(): ${counts.pending} events still pending after ${timeoutMs} ms: look at the handlers' errors (onError) or allow more time`,
        { pending: counts.pending },
      );
    await handling.progress();
  }
}
