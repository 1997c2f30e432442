// The operator's surface of an inbox, one for both ways in: `receiver.inbox` (each call starts the receiver first) and
// openStore(where) (a script, the trs-webhooks command, while a receiver may run elsewhere on the same store).
import { systemClock, type Clock } from '@trs/shared';
import type { Quarantine } from '../core/auth.js';
import type { GroupCommit } from '../core/group-commit.js';
import { newRecord, requeueOf } from '../core/record.js';
import { ConfigError, ReceiverError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import {
  FLAG_RECOVERED,
  type InboxRecord,
  type InboxRecordWithBody,
  type InboxState,
  type ListOptions,
  type NewInboxRecord,
  type SqlClient,
  type StoreDriver,
} from '../store/types.js';
import type { Handling } from '../worker/handling.js';
import { pruneInbox, type Retention } from './prune.js';
import { classifyStored } from './classify-stored.js';
import { recoverEvent, type RecoverResult } from './recover.js';

/** What replay(id) did: the event is back (pending, or dead/ignored again as it classifies now), or why not. */
export type ReplayResult =
  | { id: string; replayed: true; state: 'pending' | 'dead' | 'ignored'; eventName: string | null }
  | { id: string; replayed: false; reason: 'not_found' | 'incomplete' | 'quarantined' };

export type SetAsideResult = { id: string; setAside: boolean; reason?: 'not_found' | 'not_pending' | 'running' };

export type ReleaseResult =
  | { id: string; released: true; as: string; duplicate: false }
  | { id: string; released: true; as: null; duplicate: true }
  | { id: string; released: false; reason: 'not_found' | 'not_quarantined' };

export interface Inbox {
  /** How many records are in each state. */
  stats(): Promise<Record<InboxState, number>>;
  /** Records of one state (and reason, event name), in id order, a page at a time; `recovered` marks what reconciliation rebuilt (recover()) rather than the provider sent. */
  list(options: ListOptions): Promise<(InboxRecord & { recovered: boolean })[]>;
  /** Events whose run started and did not end (running now, or cut by a process that died). */
  running(): Promise<InboxRecord[]>;
  get(id: string): Promise<InboxRecordWithBody | null>;
  /** Dead letters (optionally of one reason), 100 a page unless told. */
  deadLetters(options?: { limit?: number; afterId?: string; reason?: string }): Promise<InboxRecord[]>;
  /** Deliveries parked by auth.quarantine. */
  quarantined(options?: { limit?: number; afterId?: string }): Promise<InboxRecord[]>;
  /** Puts one event back (classified afresh from its stored body): a dead letter, or a handled event to run again. */
  replay(id: string): Promise<ReplayResult>;
  /** Replays every dead letter (optionally of one reason or event name). */
  replayDeadLetters(filter?: { reason?: string; eventName?: string }): Promise<{ replayed: number }>;
  /** Parks one pending event (a poison event) as a dead letter `set_aside`; replay(id) brings it back. */
  setAside(id: string, note?: string): Promise<SetAsideResult>;
  /** Takes a quarantined delivery in as if it had come with the right header (deduplicated as any delivery). */
  releaseQuarantined(id: string): Promise<ReleaseResult>;
  /**
   * Takes in an event that reconciliation rebuilt after its webhook died (a Report Available): stored, deduplicated
   * and handled as a delivery would be, marked recovered (event.recovered, ctx.recovered, the inbox listing). A real
   * delivery of it arriving later is a duplicate, and so is a recovery of an event already received.
   */
  recover(payload: object, options?: { source?: string }): Promise<RecoverResult>;
  /** Removes expired idempotency keys and old handled events now. */
  prune(): Promise<{ keys: number; records: number }>;
  /** Runs fn in a transaction of the inbox database, e.g. to create the tables your handlers write with ctx.transaction(). */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Resolves when nothing is waiting to be handled (events in retry back-off included). For tests and scripts; on an
   * inbox from openStore() it waits for the receiver that handles them, wherever it runs.
   */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  /** Closes the store (receiver.inbox: closes the receiver). */
  close(): Promise<void>;
  readonly store: StoreDriver;
}

/** The parts of a running receiver an inbox uses; openStore() has none of them. */
export interface ReceiverParts {
  /** Starts the receiver (every call needs the store open). */
  start(this: void): Promise<void>;
  close(this: void): Promise<void>;
  /** Where a released delivery is stored: with the deliveries arriving, deduplicated with them. */
  commit: GroupCommit;
  quarantine: Quarantine | null;
  handling: Handling;
  /** Waited for after the events are handled (the delivery observer). */
  idle(this: void): Promise<void>;
}

export interface InboxSettings {
  logger: Logger;
  maxDepth: number;
  /** How long a copy of an event counts as a redelivery (a released delivery is deduplicated as any). */
  horizonMs: number;
  retention: Retention;
  /** The receiver's clock: when a delivery is released, when an event is set aside, what is old enough to prune. */
  clock: Clock;
}

/** A stored body classified afresh (replay, release), with the same limits as on receipt. */
/** The operator's calls on `store`; with a receiver's parts, each starts the receiver and wakes its worker. */
export function createInbox(store: StoreDriver, settings: InboxSettings, receiver: ReceiverParts | null): Inbox {
  const { logger, maxDepth } = settings;
  const now = settings.clock.now;
  let opened: Promise<void> | undefined;
  const ready = receiver ? receiver.start : () => (opened ??= store.open());

  const replay = async (id: string): Promise<ReplayResult> => {
    await ready();
    const record = await store.get(String(id));
    if (!record) return { id: String(id), replayed: false, reason: 'not_found' };
    if (record.reason === 'too_large') return { id: record.id, replayed: false, reason: 'incomplete' };
    if (record.state === 'quarantined') return { id: record.id, replayed: false, reason: 'quarantined' };
    const next = requeueOf(classifyStored(record.body, maxDepth));
    next.flags |= record.flags & FLAG_RECOVERED; // a recovered event stays marked so when it runs again
    if (!(await store.requeue(record.id, next))) return { id: record.id, replayed: false, reason: 'not_found' };
    if (next.state === 'pending') receiver?.handling.wake();
    return { id: record.id, replayed: true, state: next.state, eventName: next.eventName };
  };

  const releaseQuarantined = async (id: string): Promise<ReleaseResult> => {
    await ready();
    const record = await store.get(String(id));
    if (!record) return { id: String(id), released: false, reason: 'not_found' };
    if (record.state !== 'quarantined') return { id: record.id, released: false, reason: 'not_quarantined' };
    const fresh = newRecord(
      classifyStored(record.body, maxDepth),
      { receivedAt: new Date(now()), contentType: record.contentType, userAgent: record.userAgent },
      record.body,
      record.bodySize,
    );
    const outcome = receiver
      ? await receiver.commit.submit(fresh)
      : (await store.insert([fresh], { horizonMs: settings.horizonMs }))[0]!;
    await store.requeue(record.id, {
      state: 'ignored',
      eventName: record.eventName,
      orderingKey: null,
      reason: outcome.duplicate ? 'duplicate' : 'released',
      detail: { releasedAs: outcome.id, quarantined: record.detail },
      flags: record.flags,
    });
    receiver?.quarantine?.released(record.bodySize);
    if (!outcome.duplicate) receiver?.handling.wake();
    logger.info({ id: record.id, as: outcome.id, duplicate: outcome.duplicate }, 'quarantined delivery released');
    return outcome.duplicate
      ? { id: record.id, released: true, as: null, duplicate: true }
      : { id: record.id, released: true, as: outcome.id!, duplicate: false };
  };

  return {
    async stats() {
      await ready();
      return store.counts();
    },
    async list(options) {
      await ready();
      return (await store.list(options)).map((r) => ({ ...r, recovered: (r.flags & FLAG_RECOVERED) !== 0 }));
    },
    async running() {
      await ready();
      return store.running();
    },
    async get(id) {
      await ready();
      return store.get(String(id));
    },
    async deadLetters(opts = {}) {
      await ready();
      return store.list({
        state: 'dead',
        limit: opts.limit ?? 100,
        ...(opts.afterId ? { afterId: opts.afterId } : {}),
        ...(opts.reason ? { reason: opts.reason } : {}),
      });
    },
    async quarantined(opts = {}) {
      await ready();
      return store.list({
        state: 'quarantined',
        limit: opts.limit ?? 100,
        ...(opts.afterId ? { afterId: opts.afterId } : {}),
      });
    },
    replay,
    async replayDeadLetters(filter = {}) {
      await ready();
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
      await ready();
      const result = await store.setAside(String(id), {
        message: note ?? 'set aside by an operator; replay it to run it again',
        at: new Date(now()).toISOString(),
      });
      const answer: SetAsideResult =
        result === 'set_aside'
          ? { id: String(id), setAside: true }
          : { id: String(id), setAside: false, reason: result };
      if (receiver)
        logger.warn(
          { ...answer },
          `webhook event ${id}: ${answer.setAside ? 'set aside' : `not set aside (${answer.reason})`}`,
        );
      return answer;
    },
    releaseQuarantined,
    async recover(payload, options) {
      await ready();
      const submit = (record: NewInboxRecord) =>
        receiver
          ? receiver.commit.submit(record)
          : store.insert([record], { horizonMs: settings.horizonMs }).then((outcomes) => outcomes[0]!);
      const result = await recoverEvent({ submit, maxDepth, logger, now }, payload, options?.source ?? 'reconcile');
      if (!result.duplicate) receiver?.handling.wake();
      return result;
    },
    async prune() {
      await ready();
      return pruneInbox(store, settings.retention, now());
    },
    async transaction(fn) {
      await ready();
      return store.transaction(fn);
    },
    async drain({ timeoutMs = 30_000 } = {}) {
      await ready();
      await drainInbox(store, receiver, timeoutMs);
    },
    close: receiver ? receiver.close : () => store.close(),
    store,
  };
}

/** Resolves when nothing is waiting to be handled (events in retry back-off included). */
async function drainInbox(store: StoreDriver, receiver: ReceiverParts | null, timeoutMs: number): Promise<void> {
  // A bound on a real wait: real time, whatever the receiver's clock.
  const now = systemClock.now;
  const deadline = now() + timeoutMs;
  const handling = receiver?.handling;
  for (;;) {
    await receiver?.commit.idle();
    const counts = await store.counts();
    const active = handling ? await handling.active() : (await store.running()).length;
    if (counts.pending === 0 && active === 0) break;
    if (handling && !handling.hasWorker)
      throw new ConfigError(
        'worker',
        `drain(): ${counts.pending} events are pending and this receiver has no worker (worker: false): drain the process that handles them`,
      );
    if (now() > deadline)
      throw new ReceiverError(
        'TRS_DRAIN_TIMEOUT',
        `drain(): ${counts.pending} events still pending after ${timeoutMs} ms: look at the handlers' errors (onError) or allow more time`,
        { pending: counts.pending },
      );
    if (handling) await handling.progress();
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await receiver?.idle();
}
