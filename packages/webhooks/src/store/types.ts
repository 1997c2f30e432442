// What the receiver needs from an inbox store. Implementations: embedded SQLite (default), PostgreSQL through `pg`
// (several processes on one database), and memory (unit tests only).
import type { Clock } from '@trs/shared';
import type { DedupeInput } from './dedupe.js';

export type { DedupeInput };

export type InboxState = 'pending' | 'done' | 'dead' | 'ignored' | 'quarantined';

/** Why a record is in the dead-letter store. */
export type DeadLetterReason =
  /** The body is not JSON (answered 400). */
  | 'not_json'
  /** Valid JSON but not an object (a string, a number, an array): not an event. */
  | 'not_an_object'
  /** Valid JSON nested deeper than the configured limit. */
  | 'too_deep'
  /** Larger than the body cap (answered 413); the envelope and the first bytes are kept. */
  | 'too_large'
  /** The payload does not satisfy its message's schema (issues in detail). */
  | 'invalid_payload'
  /** Handlers kept failing until the last attempt (error in detail). */
  | 'handler_failed'
  /** Its runs kept ending without an outcome (the process died while handling it) until the last attempt. */
  | 'crashed'
  /** An operator set it aside (receiver.inbox.setAside, `trs-webhooks set-aside`); replay brings it back. */
  | 'set_aside';

/** Why a record was recorded and not dispatched. */
export type IgnoredReason =
  /** A message the contract marks as ignored (the legacy property-passport Report Available). */
  | 'ignored_message'
  /** A topic that names no message of the contract (the provider may add topics; 6.1.2 says ignore them). */
  | 'unknown_topic'
  /** No topic and no dispatch rule matched. */
  | 'unrecognised'
  /** A quarantined delivery released by an operator turned out to be a copy of an event already received. */
  | 'duplicate'
  /** A quarantined delivery released by an operator: stored again as a delivery (detail.releasedAs). */
  | 'released';

/** Why a delivery is quarantined: it failed the static header (details in detail.refusal). */
export type QuarantineReason = 'unauthorised';

/** flags bit: the payload holds __proto__ or constructor keys (stripped before handlers see it). */
export const FLAG_DANGEROUS_KEYS = 1;
/** flags bit: rebuilt by reconciliation (receiver.recover) after its webhook died, not delivered by the provider. */
export const FLAG_RECOVERED = 2;

/** A body the intake wrote to a file as it arrived (beyond the spill threshold), fsynced. */
export interface SpooledBody {
  readonly file: string;
  readonly size: number;
}

export interface NewInboxRecord {
  receivedAt: Date;
  state: 'pending' | 'dead' | 'ignored' | 'quarantined';
  eventName: string | null;
  /** How copies of this event are recognised (see dedupe.ts). Null: always stored (dead letters, quarantine). */
  dedupe: DedupeInput | null;
  orderingKey: string | null;
  reason: DeadLetterReason | IgnoredReason | QuarantineReason | null;
  detail: unknown;
  flags: number;
  contentType: string | null;
  userAgent: string | null;
  /** Bytes received (for too_large: bytes announced or received). */
  bodySize: number;
  body: Buffer | SpooledBody;
}

export interface InsertOutcome {
  /** The inbox id of the stored record; null when it was a duplicate. */
  id: string | null;
  duplicate: boolean;
  /** The event's idempotency key (also of a duplicate: the key of the event it repeats). */
  idempotencyKey: string | null;
}

export interface InboxRecord {
  id: string;
  receivedAt: Date;
  state: InboxState;
  eventName: string | null;
  idempotencyKey: string | null;
  orderingKey: string | null;
  /** Handler runs started (counted when a run starts, so a run the process died in counts too). */
  attempts: number;
  /** Times the record was replayed. */
  generation: number;
  availableAt: Date;
  finishedAt: Date | null;
  /** When the current run started; set while a run is under way, and left set by a run the process died in. */
  runStartedAt: Date | null;
  reason: string | null;
  detail: unknown;
  flags: number;
  contentType: string | null;
  userAgent: string | null;
  bodySize: number;
}

export interface InboxRecordWithBody extends InboxRecord {
  body: Buffer;
}

/** A minimal SQL client handed to handlers inside ctx.transaction(). */
export interface SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[]; rowCount: number }>;
}

/** An event taken from the inbox by this process, until complete/retry/deadLetter/release. */
export interface Claim {
  /** The record, its attempt already counted (`attempts` is this run's number). */
  readonly event: InboxRecordWithBody;
  /**
   * The previous run of this event started and never ended: the process died while handling it (PostgreSQL: or it
   * hung, or lost the database, until its lease expired).
   */
  readonly previousRunCrashed: boolean;
  /** Aborted when this run's lease is lost (PostgreSQL): another process may be running the event. */
  readonly leaseLost?: AbortSignal;
  /**
   * Runs fn in a database transaction whose effect happens exactly once for this dispatch of the event: a retry
   * of the handler after a crash or an error does not run it again (embedded stores) or rolled it back (PostgreSQL).
   */
  transaction<T>(slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** The handler run failed: forget its effects (PostgreSQL) before recording the failure. */
  rollbackEffects(): Promise<void>;
  complete(detail?: unknown): Promise<void>;
  retry(at: Date, detail: unknown): Promise<void>;
  deadLetter(reason: DeadLetterReason, detail: unknown): Promise<void>;
  /**
   * Give the event back untouched, its attempt uncounted (shutdown; the worker making room for a suspect): handled
   * later, here or elsewhere. `suspect`: it stays marked as an event whose previous run never ended.
   */
  release(options?: { suspect?: boolean }): Promise<void>;
}

/** What claim() found: events to run, and events whose runs all ended without an outcome (now dead letters). */
export interface ClaimResult {
  claims: Claim[];
  crashed: InboxRecord[];
}

export interface ListOptions {
  state?: InboxState;
  limit?: number;
  /** Records with an id greater than this (pagination). */
  afterId?: string;
  reason?: string;
  eventName?: string;
}

export interface Requeue {
  state: 'pending' | 'dead' | 'ignored';
  eventName: string | null;
  orderingKey: string | null;
  reason: string | null;
  detail: unknown;
  flags: number;
}

export interface PruneOptions {
  /** Forget idempotency keys and sequences last seen before this. */
  keysBefore: Date;
  /** Delete done and ignored records finished before this. */
  finishedBefore: Date;
  /** Delete dead letters finished before this (undefined: keep them). */
  deadBefore?: Date;
}

/** How a receiver in another process (the isolated worker, the CLI) opens the same store. */
export type StoreLocation =
  | { kind: 'sqlite'; dir: string; driver?: 'better-sqlite3' | 'node:sqlite' }
  | {
      kind: 'postgres';
      connectionString: string;
      schema?: string;
      poolOptions?: Record<string, unknown>;
      leaseMs?: number;
      listen?: boolean | { connectionString: string };
    };

export interface StoreOpenOptions {
  /** Default: real time. */
  clock?: Clock;
}

export interface StoreDriver {
  readonly kind: 'sqlite' | 'postgres' | 'memory';
  /** How another process opens this store; null when it cannot (memory). */
  readonly location: StoreLocation | null;
  /** Whether several processes may use it at once (a worker process beside the receiving one, a CLI). */
  readonly multiProcess: boolean;
  /**
   * Creates what is missing (directory, schema, tables) and applies migrations. Idempotent. `clock`: the time the
   * store stamps and compares with (when a run starts, is due, ends; the redelivery horizon), the receiver's own.
   */
  open(options?: StoreOpenOptions): Promise<void>;
  /** Where the intake writes bodies larger than the spill threshold as they arrive (null: keep them in memory). */
  spoolDir(): string | null;
  /**
   * Durably stores the records (all or none) before resolving; copies of events already received are not stored
   * (dedupe, decided with dedupe.ts under the redelivery horizon).
   */
  insert(records: NewInboxRecord[], options: { horizonMs: number }): Promise<InsertOutcome[]>;
  /** How many insert() calls may run at once (group commit keeps the rest waiting). */
  readonly insertConcurrency: number;
  /**
   * Up to `limit` claimable events (heads of their tenancy), never one of `excludeIds`. Counts the attempt of each
   * before returning it; an event whose attempts are used up by runs that never ended becomes a `crashed` dead letter.
   */
  claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult>;
  /** Largest number of claims the store can hold at once. */
  readonly claimConcurrency: number;
  /** Calls wake when events may have been stored by another process (PostgreSQL: LISTEN/NOTIFY); returns how to stop. */
  subscribe?(wake: () => void): () => void;
  get(id: string): Promise<InboxRecordWithBody | null>;
  list(options: ListOptions): Promise<InboxRecord[]>;
  counts(): Promise<Record<InboxState, number>>;
  /** Events whose run started and has not ended (in flight here or elsewhere, or cut by a dead process). */
  running(): Promise<InboxRecord[]>;
  /** Replay: reset a record with a new classification, bump its generation. False if no such record. */
  requeue(id: string, next: Requeue): Promise<boolean>;
  /** Parks a pending event as a dead letter `set_aside`. */
  setAside(id: string, detail: unknown): Promise<'set_aside' | 'not_found' | 'not_pending' | 'running'>;
  prune(options: PruneOptions): Promise<{ keys: number; records: number }>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  /** Runs fn in a transaction of the inbox database (set up your own tables next to the inbox). SQL stores only. */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
