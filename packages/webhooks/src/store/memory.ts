// An inbox in memory, for unit tests only: nothing survives the process, and ctx.transaction() is not available.
import { decideBatch, type KeyState, type SequenceState } from '../dedupe.js';
import { StoreError } from '../errors.js';
import type {
  Claim,
  ClaimResult,
  InboxRecord,
  InboxRecordWithBody,
  InboxState,
  InsertOutcome,
  ListOptions,
  NewInboxRecord,
  PruneOptions,
  Requeue,
  StoreDriver,
} from './types.js';

export interface MemoryStore extends StoreDriver {
  readonly kind: 'memory';
  /** Every record, oldest first (a copy). */
  records(): InboxRecordWithBody[];
}

export function memoryStore(): MemoryStore {
  let nextId = 1;
  const entries = new Map<string, InboxRecordWithBody>();
  const keys = new Map<string, KeyState>();
  const sequences = new Map<string, SequenceState>();
  let closed = false;
  const check = () => {
    if (closed) throw new StoreError('TRS_STORE_UNAVAILABLE', 'the memory store is closed', { store: 'memory' });
  };
  const copy = (e: InboxRecordWithBody): InboxRecordWithBody => ({ ...e });
  const strip = ({ body: _b, ...rest }: InboxRecordWithBody): InboxRecord => rest;
  const claimed = new Set<string>();

  const claimOf = (entry: InboxRecordWithBody, previousRunStartedAt: Date | null): Claim => {
    const previousRunCrashed = previousRunStartedAt !== null;
    claimed.add(entry.id);
    const generation = entry.generation;
    let finished = false;
    const finish = (apply: () => void) => {
      if (finished) throw new Error(`event ${entry.id}: its claim has already ended`);
      finished = true;
      claimed.delete(entry.id);
      if (entry.state === 'pending' && entry.generation === generation) {
        entry.runStartedAt = null;
        apply();
      }
    };
    return {
      event: copy(entry),
      previousRunCrashed,
      transaction: async () => {
        throw new StoreError(
          'TRS_STORE_NO_SQL',
          'ctx.transaction() needs a SQL store (SQLite, PostgreSQL); the memory store is for unit tests',
          { store: 'memory' },
        );
      },
      rollbackEffects: async () => undefined,
      complete: async (detail?: unknown) =>
        finish(() => {
          entry.state = 'done';
          entry.finishedAt = new Date();
          entry.reason = null;
          if (detail !== undefined) entry.detail = detail;
        }),
      retry: async (at: Date, detail: unknown) =>
        finish(() => {
          entry.availableAt = at;
          entry.detail = detail;
        }),
      deadLetter: async (reason, detail) =>
        finish(() => {
          entry.state = 'dead';
          entry.finishedAt = new Date();
          entry.reason = reason;
          entry.detail = detail;
        }),
      release: async (options?: { suspect?: boolean }) => {
        if (finished) return;
        finish(() => {
          entry.attempts = Math.max(0, entry.attempts - 1);
          if (options?.suspect) entry.runStartedAt = previousRunStartedAt;
        });
      },
    };
  };

  return {
    kind: 'memory',
    location: null,
    multiProcess: false,
    insertConcurrency: 1,
    claimConcurrency: Number.POSITIVE_INFINITY,
    async open() {
      closed = false;
    },
    spoolDir: () => null,
    async insert(records: NewInboxRecord[], { horizonMs }): Promise<InsertOutcome[]> {
      check();
      const decided = decideBatch(
        records.map((r) => r.dedupe),
        Date.now(),
        horizonMs,
        { sequence: (key) => sequences.get(key), key: (key) => keys.get(key) },
      );
      for (const [key, value] of decided.sequences) sequences.set(key, value);
      for (const [key, value] of decided.keys) keys.set(key, value);
      return records.map((record, index) => {
        const decision = decided.decisions[index];
        if (decision?.duplicate) return { id: null, duplicate: true, idempotencyKey: decision.idempotencyKey };
        if (!Buffer.isBuffer(record.body))
          throw new StoreError('TRS_STORE_CORRUPT', 'the memory store keeps bodies in memory only', {
            store: 'memory',
          });
        const id = String(nextId++);
        entries.set(id, {
          id,
          receivedAt: record.receivedAt,
          state: record.state,
          eventName: record.eventName,
          idempotencyKey: decision?.idempotencyKey ?? null,
          orderingKey: record.orderingKey,
          attempts: 0,
          generation: 0,
          availableAt: record.receivedAt,
          finishedAt: record.state === 'pending' ? null : record.receivedAt,
          runStartedAt: null,
          reason: record.reason,
          detail: record.detail ?? null,
          flags: record.flags,
          contentType: record.contentType,
          userAgent: record.userAgent,
          bodySize: record.bodySize,
          body: Buffer.from(record.body),
        });
        return { id, duplicate: false, idempotencyKey: decision?.idempotencyKey ?? null };
      });
    },
    async claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult> {
      check();
      const now = Date.now();
      const exclude = new Set(excludeIds);
      const blocked = new Set<string>();
      const claims: Claim[] = [];
      const crashed: InboxRecord[] = [];
      for (const entry of entries.values()) {
        if (claims.length >= limit) break;
        if (entry.state !== 'pending') continue;
        const head = entry.orderingKey === null || !blocked.has(entry.orderingKey);
        if (entry.orderingKey !== null) blocked.add(entry.orderingKey);
        if (!head || exclude.has(entry.id) || claimed.has(entry.id) || entry.availableAt.getTime() > now) continue;
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
        claims.push(claimOf(entry, previous));
      }
      return { claims, crashed };
    },
    async get(id: string) {
      check();
      const entry = entries.get(id);
      return entry ? copy(entry) : null;
    },
    async list(options: ListOptions) {
      check();
      const limit = options.limit ?? 100;
      const out: InboxRecord[] = [];
      for (const entry of entries.values()) {
        if (out.length >= limit) break;
        if (options.state && entry.state !== options.state) continue;
        if (options.reason && entry.reason !== options.reason) continue;
        if (options.eventName && entry.eventName !== options.eventName) continue;
        if (options.afterId && Number(entry.id) <= Number(options.afterId)) continue;
        out.push(strip(entry));
      }
      return out;
    },
    async counts() {
      check();
      const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0, quarantined: 0 };
      for (const entry of entries.values()) counts[entry.state] += 1;
      return counts;
    },
    async running() {
      check();
      return [...entries.values()].filter((e) => e.state === 'pending' && e.runStartedAt !== null).map(strip);
    },
    async requeue(id: string, next: Requeue) {
      check();
      const entry = entries.get(id);
      if (!entry) return false;
      Object.assign(entry, next, {
        attempts: 0,
        generation: entry.generation + 1,
        availableAt: new Date(),
        runStartedAt: null,
        finishedAt: next.state === 'pending' ? null : new Date(),
      });
      return true;
    },
    async setAside(id: string, detail: unknown) {
      check();
      const entry = entries.get(id);
      if (!entry) return 'not_found';
      if (entry.state !== 'pending') return 'not_pending';
      Object.assign(entry, { state: 'dead', reason: 'set_aside', detail, finishedAt: new Date(), runStartedAt: null });
      return 'set_aside';
    },
    async prune(options: PruneOptions) {
      check();
      let k = 0;
      let r = 0;
      const cutoff = options.keysBefore.getTime();
      for (const [key, state] of keys) if (state.seenAt < cutoff) (keys.delete(key), (k += 1));
      for (const [key, state] of sequences) if (state.seenAt < cutoff) (sequences.delete(key), (k += 1));
      for (const [id, entry] of entries) {
        const finished = entry.finishedAt;
        if (!finished) continue;
        if (
          ((entry.state === 'done' || entry.state === 'ignored') && finished < options.finishedBefore) ||
          (entry.state === 'dead' && options.deadBefore && finished < options.deadBefore)
        ) {
          entries.delete(id);
          r += 1;
        }
      }
      return { keys: k, records: r };
    },
    async ping() {
      check();
    },
    async transaction() {
      throw new StoreError('TRS_STORE_NO_SQL', 'the memory store has no SQL: use sqliteStore or postgresStore', {
        store: 'memory',
      });
    },
    async close() {
      closed = true;
    },
    records() {
      return [...entries.values()].map(copy);
    },
  };
}
