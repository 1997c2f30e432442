// An inbox in memory, for unit tests only: nothing survives the process, and ctx.transaction() is not available.
import { StoreError } from '../errors.js';
import type {
  Claim,
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

interface Entry extends InboxRecordWithBody {}

export interface MemoryStore extends StoreDriver {
  readonly kind: 'memory';
  /** Every record, oldest first (a copy). */
  records(): InboxRecordWithBody[];
}

export function memoryStore(): MemoryStore {
  let nextId = 1;
  const entries = new Map<string, Entry>();
  const keys = new Map<string, Date>();
  let closed = false;
  const check = () => {
    if (closed) throw new StoreError('TRS_STORE_UNAVAILABLE', 'the memory store is closed', { store: 'memory' });
  };
  const copy = (e: Entry): InboxRecordWithBody => ({ ...e });
  const strip = ({ body: _b, ...rest }: Entry): InboxRecord => rest;
  const claimed = new Set<string>();

  const claimOf = (entry: Entry): Claim => {
    claimed.add(entry.id);
    let finished = false;
    const finish = (apply: () => void) => {
      if (finished) throw new Error(`event ${entry.id}: its claim has already ended`);
      finished = true;
      claimed.delete(entry.id);
      if (entry.state === 'pending') apply();
    };
    return {
      event: copy(entry),
      transaction: async () => {
        throw new StoreError(
          'TRS_STORE_NO_SQL',
          'ctx.transaction() needs a SQL store (PGlite or PostgreSQL); the memory store is for unit tests',
          { store: 'memory' },
        );
      },
      rollbackEffects: async () => undefined,
      complete: async (detail?: unknown) =>
        finish(() => {
          entry.state = 'done';
          entry.attempts += 1;
          entry.finishedAt = new Date();
          entry.reason = null;
          if (detail !== undefined) entry.detail = detail;
        }),
      retry: async (at: Date, detail: unknown) =>
        finish(() => {
          entry.attempts += 1;
          entry.availableAt = at;
          entry.detail = detail;
        }),
      deadLetter: async (reason, detail, countsAsAttempt) =>
        finish(() => {
          entry.state = 'dead';
          entry.attempts += countsAsAttempt ? 1 : 0;
          entry.finishedAt = new Date();
          entry.reason = reason;
          entry.detail = detail;
        }),
      release: async () => {
        finished = true;
        claimed.delete(entry.id);
      },
    };
  };

  return {
    kind: 'memory',
    insertConcurrency: 1,
    claimConcurrency: Number.POSITIVE_INFINITY,
    async open() {
      closed = false;
    },
    async insert(records: NewInboxRecord[]): Promise<InsertOutcome[]> {
      check();
      return records.map((record) => {
        if (record.idempotencyKey !== null) {
          if (keys.has(record.idempotencyKey)) return { id: null, duplicate: true };
          keys.set(record.idempotencyKey, record.receivedAt);
        }
        const id = String(nextId++);
        entries.set(id, {
          id,
          receivedAt: record.receivedAt,
          state: record.state,
          eventName: record.eventName,
          idempotencyKey: record.idempotencyKey,
          orderingKey: record.orderingKey,
          attempts: 0,
          generation: 0,
          availableAt: record.receivedAt,
          finishedAt: record.state === 'pending' ? null : record.receivedAt,
          reason: record.reason,
          detail: record.detail ?? null,
          flags: record.flags,
          contentType: record.contentType,
          userAgent: record.userAgent,
          bodySize: record.bodySize,
          body: Buffer.from(record.body),
        });
        return { id, duplicate: false };
      });
    },
    async claim(limit: number, excludeIds: readonly string[]): Promise<Claim[]> {
      check();
      const now = Date.now();
      const exclude = new Set(excludeIds);
      const blocked = new Set<string>();
      const claims: Claim[] = [];
      for (const entry of entries.values()) {
        if (claims.length >= limit) break;
        if (entry.state !== 'pending') continue;
        const head = entry.orderingKey === null || !blocked.has(entry.orderingKey);
        if (entry.orderingKey !== null) blocked.add(entry.orderingKey);
        if (!head || exclude.has(entry.id) || claimed.has(entry.id) || entry.availableAt.getTime() > now) continue;
        claims.push(claimOf(entry));
      }
      return claims;
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
      const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0 };
      for (const entry of entries.values()) counts[entry.state] += 1;
      return counts;
    },
    async requeue(id: string, next: Requeue) {
      check();
      const entry = entries.get(id);
      if (!entry) return false;
      Object.assign(entry, next, {
        attempts: 0,
        generation: entry.generation + 1,
        availableAt: new Date(),
        finishedAt: next.state === 'pending' ? null : new Date(),
      });
      return true;
    },
    async prune(options: PruneOptions) {
      check();
      let k = 0;
      let r = 0;
      for (const [key, seen] of keys) if (seen < options.keysBefore) (keys.delete(key), (k += 1));
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
      throw new StoreError('TRS_STORE_NO_SQL', 'the memory store has no SQL: use pgliteStore or postgresStore', {
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
