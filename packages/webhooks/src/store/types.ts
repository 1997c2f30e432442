// What the receiver needs from an inbox store. Three implementations: embedded PGlite (default), PostgreSQL
// through `pg` (several processes on one database), and memory (unit tests only).

export type InboxState = 'pending' | 'done' | 'dead' | 'ignored';

/** Why a record is in the dead-letter store. */
export type DeadLetterReason =
  /** The body is not JSON (answered 400). */
  | 'not_json'
  /** Valid JSON but not an object (a string, a number, an array): not an event. */
  | 'not_an_object'
  /** Valid JSON nested deeper than the configured limit. */
  | 'too_deep'
  /** Larger than the body cap (answered 413); only the first bytes are kept. */
  | 'too_large'
  /** The payload does not satisfy its message's schema (issues in detail). */
  | 'invalid_payload'
  /** Handlers kept failing until the last attempt (error in detail). */
  | 'handler_failed';

/** Why a record was recorded and not dispatched. */
export type IgnoredReason =
  /** A message the contract marks as ignored (the legacy property-passport Report Available). */
  | 'ignored_message'
  /** A topic that names no message of the contract (the provider may add topics; 6.1.2 says ignore them). */
  | 'unknown_topic'
  /** No topic and no dispatch rule matched. */
  | 'unrecognised';

/** flags bit: the payload holds __proto__ or constructor keys (stripped before handlers see it). */
export const FLAG_DANGEROUS_KEYS = 1;

export interface NewInboxRecord {
  receivedAt: Date;
  state: 'pending' | 'dead' | 'ignored';
  eventName: string | null;
  /** Records with the same key are one event: only the first is stored. Null: always stored. */
  idempotencyKey: string | null;
  orderingKey: string | null;
  reason: DeadLetterReason | IgnoredReason | null;
  detail: unknown;
  flags: number;
  contentType: string | null;
  userAgent: string | null;
  /** Bytes received (for too_large: bytes announced or received when reading stopped). */
  bodySize: number;
  body: Buffer;
}

export interface InsertOutcome {
  /** The inbox id of the stored record; null when it was a duplicate. */
  id: string | null;
  duplicate: boolean;
}

export interface InboxRecord {
  id: string;
  receivedAt: Date;
  state: InboxState;
  eventName: string | null;
  idempotencyKey: string | null;
  orderingKey: string | null;
  /** Handler runs that ended (success or failure). */
  attempts: number;
  /** Times the record was replayed. */
  generation: number;
  availableAt: Date;
  finishedAt: Date | null;
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

export interface ErrorDetail {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

/** An event taken from the inbox by this process, until complete/retry/deadLetter/release. */
export interface Claim {
  readonly event: InboxRecordWithBody;
  /**
   * Runs fn in a database transaction whose effect happens exactly once for this dispatch of the event: a retry
   * of the handler after a crash or an error does not run it again (PGlite) or rolled it back (PostgreSQL).
   */
  transaction<T>(slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** The handler run failed: forget its effects (PostgreSQL) before recording the failure. */
  rollbackEffects(): Promise<void>;
  complete(detail?: unknown): Promise<void>;
  retry(at: Date, detail: unknown): Promise<void>;
  deadLetter(reason: DeadLetterReason, detail: unknown, countsAsAttempt: boolean): Promise<void>;
  /** Give the event back untouched (shutdown): it is handled on the next start or by another process. */
  release(): Promise<void>;
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
  /** Forget idempotency keys first seen before this. */
  keysBefore: Date;
  /** Delete done and ignored records finished before this. */
  finishedBefore: Date;
  /** Delete dead letters finished before this (undefined: keep them). */
  deadBefore?: Date;
}

export interface StoreDriver {
  readonly kind: 'pglite' | 'postgres' | 'memory';
  /** Creates what is missing (directory, schema, tables) and applies migrations. Idempotent. */
  open(): Promise<void>;
  /** Durably stores the records (all or none) before resolving. Keyed duplicates are dropped. */
  insert(records: NewInboxRecord[]): Promise<InsertOutcome[]>;
  /** How many insert() calls may run at once (group commit keeps the rest waiting). */
  readonly insertConcurrency: number;
  /** Up to `limit` claimable events (heads of their tenancy), never one of `excludeIds`. */
  claim(limit: number, excludeIds: readonly string[]): Promise<Claim[]>;
  /** Largest number of claims the store can hold at once (PostgreSQL: one connection each). */
  readonly claimConcurrency: number;
  get(id: string): Promise<InboxRecordWithBody | null>;
  list(options: ListOptions): Promise<InboxRecord[]>;
  counts(): Promise<Record<InboxState, number>>;
  /** Replay: reset a record with a new classification, bump its generation. False if no such record. */
  requeue(id: string, next: Requeue): Promise<boolean>;
  prune(options: PruneOptions): Promise<{ keys: number; records: number }>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  /** Runs fn in a transaction of the inbox database (set up your own tables next to the inbox). SQL stores only. */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
