// The embedded default: SQLite in a directory (inbox.db, its WAL, and bodies/ for large bodies), created on first start.
//
// Durability: WAL journal with synchronous=FULL on the connection that stores deliveries, so that every commit is
// fsynced before insert() resolves and the 2xx goes out (group commit: one fsync for every delivery of a batch). That
// connection lives on a thread of its own (writer.ts), so the event loop keeps receiving while a batch syncs.
// Several processes may open the store (the receiver, its isolated worker process, the CLI); exactly one of them
// handles events at a time (the worker lock file), and it keeps its claims in memory.
//
// Connections: `main` runs the store's own short statements (never left open across an await); `handlers` runs the
// transactions of handlers (ctx.transaction, receiver.inbox.transaction), one at a time, which may stay open across awaits.
// A connection that finds the database locked by another does not block the thread: the write is tried again a few
// milliseconds later (busy_timeout 0).
import path from 'node:path';
import { ensurePrivateDirSync, makePrivateFileSync, systemClock, tightenEntriesSync, type Clock } from '@trs/shared';
import { ConfigError, StoreError } from '../../errors.js';
import { BodyFiles } from '../body-files.js';
import { takePidLock } from '../pid-lock.js';
import { immediateTransaction, retryBusy } from './busy.js';
import { crashDetail, sqliteClaim, type ClaimStore } from './claim.js';
import { text } from '../columns.js';
import { defaultSqliteDriver, openSqlite, type SqliteDatabase, type SqliteDriverName } from './driver.js';
import { HandlerConnection } from './handlers.js';
import { applyMigrations, COLUMNS, json, listQuery, PRAGMAS, toBuffer, toRecord, WALK_PAGE, type Row } from './sql.js';
import { SqliteWriter } from './writer.js';
import { promised } from '../promised.js';
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
  SqlClient,
  StoreDriver,
  StoreLocation,
  StoreOpenOptions,
} from '../types.js';

export interface SqliteStoreOptions {
  /** Directory of the store; created when missing. */
  dir: string;
  /**
   * better-sqlite3 (any supported Node; the default before Node 24 when its native module loads) or node:sqlite
   * (Node ≥ 22.13, nothing native to build; the default on Node 24 and later, and where better-sqlite3 is not
   * installed or does not load).
   */
  driver?: SqliteDriverName;
}

export class SqliteStore implements StoreDriver {
  readonly kind = 'sqlite' as const;
  readonly multiProcess = true;
  readonly insertConcurrency = 1;
  readonly claimConcurrency = Number.POSITIVE_INFINITY;
  readonly location: StoreLocation;
  private readonly dir: string;
  private readonly driver: SqliteDriverName;
  private readonly files: BodyFiles;
  private main: SqliteDatabase | undefined;
  private readonly handlers = new HandlerConnection(() => this.connect('NORMAL'));
  /** Deliveries are written (and fsynced) on a thread of their own: the event loop keeps receiving meanwhile. */
  private writer: SqliteWriter | undefined;
  private releaseWorkerLock: (() => Promise<void>) | undefined;
  private workerLock: Promise<void> | undefined;
  private readonly statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  private outcomes: { sql: string; params: unknown[]; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private outcomeScheduled = false;
  private clock: Clock = systemClock; // the time of the receiver that opened the store
  private readonly claimStore: ClaimStore = {
    now: () => this.clock.now(),
    outcome: (sql, params) => this.outcome(sql, params),
    handlerTransaction: (fn) => this.handlers.transaction(fn),
  };

  constructor(options: SqliteStoreOptions) {
    this.dir = path.resolve(options.dir);
    this.driver = options.driver ?? defaultSqliteDriver();
    this.location = { kind: 'sqlite', dir: this.dir, driver: this.driver };
    this.files = new BodyFiles(this.dir, 'sqlite');
  }

  private notOpen(): StoreError {
    return new StoreError(
      'TRS_STORE_UNAVAILABLE',
      'the inbox store is not open: call receiver.start() first, or check why opening it failed',
      { store: 'sqlite' },
    );
  }

  private get db(): SqliteDatabase {
    if (!this.main) throw this.notOpen();
    return this.main;
  }

  private statement(sql: string) {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  private connect(synchronous: 'FULL' | 'NORMAL'): SqliteDatabase {
    const db = openSqlite(path.join(this.dir, 'inbox.db'), this.driver);
    try {
      for (const pragma of PRAGMAS(synchronous)) db.exec(pragma);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }

  async open(options: StoreOpenOptions = {}): Promise<void> {
    this.clock = options.clock ?? this.clock;
    if (this.main) return;
    try {
      ensurePrivateDirSync(this.dir, { tighten: true });
      ensurePrivateDirSync(this.files.dir, { tighten: true });
      makePrivateFileSync(path.join(this.dir, 'inbox.db'));
      tightenEntriesSync(this.dir);
      tightenEntriesSync(this.files.dir);
      const main = await retryBusy(() => this.connect('FULL'));
      this.main = main;
      await this.write(() => applyMigrations(main));
    } catch (error) {
      this.main?.close();
      this.main = undefined;
      if (error instanceof StoreError) throw error;
      throw new StoreError(
        'TRS_STORE_UNAVAILABLE',
        `could not open the embedded store in ${this.dir}: ${(error as Error).message}`,
        { store: 'sqlite' },
        { cause: error },
      );
    }
    this.writer = new SqliteWriter({
      file: path.join(this.dir, 'inbox.db'),
      driver: this.driver,
      bodies: this.files.dir,
    });
    await this.files.sweep((names) =>
      promised(() => {
        const found = new Set<string>();
        const select = this.statement('SELECT 1 AS x FROM inbox WHERE body_path = ?');
        for (const name of names) if (select.get(name)) found.add(name);
        return found;
      }),
    );
  }

  spoolDir(): string {
    return this.files.dir;
  }

  /** Runs fn in a write transaction of the main connection, trying again while another connection holds the lock. */
  private write<T>(fn: () => T): Promise<T> {
    return retryBusy(() => immediateTransaction(this.db, fn));
  }

  async insert(records: NewInboxRecord[], { horizonMs }: { horizonMs: number }): Promise<InsertOutcome[]> {
    if (!this.writer) throw this.notOpen();
    if (records.some((r) => !Buffer.isBuffer(r.body))) await this.files.syncDirectory();
    const outcomes = await this.writer.insert(records, horizonMs, this.clock.now());
    // A duplicate's spooled body is no record's.
    const orphans = records
      .filter((r, i) => outcomes[i]!.duplicate && !Buffer.isBuffer(r.body))
      .map((r) => this.files.nameOf((r.body as { file: string }).file));
    if (orphans.length) await this.files.remove(orphans).catch(() => undefined);
    return outcomes;
  }

  private async bodyOf(row: Row): Promise<Buffer> {
    const bodyPath = text(row.body_path);
    if (bodyPath) return this.files.read(bodyPath);
    return toBuffer(row.body);
  }

  /** One process handles this store's events at a time: the first claim takes the worker lock. */
  private takeWorkerLock(): Promise<void> {
    this.workerLock ??= takePidLock(
      path.join(this.dir, 'worker.lock'),
      'sqlite',
      (owner) =>
        `the events of the embedded store ${this.dir} are handled by process ${owner}: run one worker per store (other processes may receive and use the CLI), or use the PostgreSQL store for several workers`,
    ).then(
      (release) => void (this.releaseWorkerLock = release),
      (error) => {
        this.workerLock = undefined;
        throw error;
      },
    );
    return this.workerLock;
  }

  async claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult> {
    await this.takeWorkerLock();
    const exclude = new Set(excludeIds);
    const seen = new Set<string>();
    const candidates: string[] = [];
    const now = this.clock.now();
    const walk = this.statement(
      `SELECT id, ordering_key, available_at FROM inbox WHERE state = 'pending' AND id > ? ORDER BY id LIMIT ${WALK_PAGE}`,
    );
    let after = 0;
    for (;;) {
      const rows = walk.all(after);
      for (const row of rows) {
        const key = text(row.ordering_key);
        const head = key === null || !seen.has(key);
        if (key !== null) seen.add(key);
        if (head && Number(row.available_at) <= now && !exclude.has(String(row.id))) candidates.push(String(row.id));
      }
      if (rows.length < WALK_PAGE || candidates.length >= limit) break;
      after = Number(rows[rows.length - 1]!.id);
    }
    if (!candidates.length) return { claims: [], crashed: [] };
    const select = this.statement(`SELECT ${COLUMNS}, body, body_path FROM inbox WHERE id = ? AND state = 'pending'`);
    const start = this.statement(`UPDATE inbox SET attempts = attempts + 1, run_started_at = ? WHERE id = ?`);
    const crash = this.statement(
      `UPDATE inbox SET state = 'dead', reason = 'crashed', detail = ?, finished_at = ?, run_started_at = NULL WHERE id = ?`,
    );
    const taken = await this.write(() => {
      const claimed: { row: Row; previous: number | null }[] = [];
      const crashed: InboxRecord[] = [];
      for (const id of candidates.slice(0, limit)) {
        const row = select.get(Number(id));
        if (!row) continue;
        const previous =
          row.run_started_at === null || row.run_started_at === undefined ? null : Number(row.run_started_at);
        if (Number(row.attempts) >= maxAttempts) {
          const detail = crashDetail(row, maxAttempts);
          crash.run(json(detail), now, Number(id));
          crashed.push({ ...toRecord(row), state: 'dead', reason: 'crashed', detail, finishedAt: new Date(now) });
          continue;
        }
        start.run(now, Number(id));
        claimed.push({ row: { ...row, attempts: Number(row.attempts) + 1, run_started_at: now }, previous });
      }
      return { claimed, crashed };
    });
    const claims: Claim[] = [];
    for (const { row, previous } of taken.claimed)
      claims.push(sqliteClaim({ ...toRecord(row), body: await this.bodyOf(row) }, previous, this.claimStore));
    return { claims, crashed: taken.crashed };
  }

  /** Outcomes of handler runs, written together once per turn of the event loop (one commit for many). */
  private outcome(sql: string, params: unknown[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.outcomes.push({ sql, params, resolve, reject });
      if (this.outcomeScheduled) return;
      this.outcomeScheduled = true;
      setImmediate(() => {
        this.outcomeScheduled = false;
        const batch = this.outcomes.splice(0);
        this.write(() => {
          for (const o of batch) this.statement(o.sql).run(...o.params);
        }).then(
          () => batch.forEach((o) => o.resolve()),
          (error) => batch.forEach((o) => o.reject(error)),
        );
      });
    });
  }

  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T> {
    return this.handlers.transaction((db) => fn(db));
  }

  async get(id: string): Promise<InboxRecordWithBody | null> {
    if (!/^[0-9]{1,15}$/.test(id)) return null;
    const row = this.statement(`SELECT ${COLUMNS}, body, body_path FROM inbox WHERE id = ?`).get(Number(id));
    return row ? { ...toRecord(row), body: await this.bodyOf(row) } : null;
  }

  list(options: ListOptions): Promise<InboxRecord[]> {
    return promised(() => {
      const { sql, params } = listQuery(options);
      return this.statement(sql)
        .all(...params)
        .map(toRecord);
    });
  }

  counts(): Promise<Record<InboxState, number>> {
    return promised(() => {
      const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0, quarantined: 0 };
      for (const row of this.statement('SELECT state, count(*) AS n FROM inbox GROUP BY state').all())
        counts[row.state as InboxState] = Number(row.n);
      return counts;
    });
  }

  running(): Promise<InboxRecord[]> {
    return promised(() =>
      this.statement(
        `SELECT ${COLUMNS} FROM inbox WHERE run_started_at IS NOT NULL AND state = 'pending' ORDER BY id LIMIT 1000`,
      )
        .all()
        .map(toRecord),
    );
  }

  async requeue(id: string, next: Requeue): Promise<boolean> {
    if (!/^[0-9]{1,15}$/.test(id)) return false;
    const now = this.clock.now();
    const { changes } = await this.write(() =>
      this.statement(
        `UPDATE inbox SET state = ?, event_name = ?, ordering_key = ?, reason = ?, detail = ?, flags = ?,
           attempts = 0, generation = generation + 1, available_at = ?, run_started_at = NULL,
           finished_at = CASE WHEN ? = 'pending' THEN NULL ELSE ? END
         WHERE id = ?`,
      ).run(
        next.state,
        next.eventName,
        next.orderingKey,
        next.reason,
        json(next.detail),
        next.flags,
        now,
        next.state,
        now,
        Number(id),
      ),
    );
    return Number(changes) > 0;
  }

  async setAside(id: string, detail: unknown): Promise<'set_aside' | 'not_found' | 'not_pending' | 'running'> {
    if (!/^[0-9]{1,15}$/.test(id)) return 'not_found';
    return this.write(() => {
      const row = this.statement('SELECT state FROM inbox WHERE id = ?').get(Number(id));
      if (!row) return 'not_found' as const;
      if (row.state !== 'pending') return 'not_pending' as const;
      this.statement(
        `UPDATE inbox SET state = 'dead', reason = 'set_aside', detail = ?, finished_at = ?, run_started_at = NULL WHERE id = ?`,
      ).run(json(detail), this.clock.now(), Number(id));
      return 'set_aside' as const;
    });
  }

  async prune(options: PruneOptions): Promise<{ keys: number; records: number }> {
    const keysBefore = options.keysBefore.getTime();
    let keys = 0;
    let records = 0;
    for (;;) {
      const n = await this.write(() => {
        const a = this.statement(
          'DELETE FROM idempotency_keys WHERE key IN (SELECT key FROM idempotency_keys WHERE seen_at < ? LIMIT 5000)',
        ).run(keysBefore).changes;
        const b = this.statement(
          'DELETE FROM sequences WHERE key IN (SELECT key FROM sequences WHERE seen_at < ? LIMIT 5000)',
        ).run(keysBefore).changes;
        return Number(a) + Number(b);
      });
      keys += n;
      if (n === 0) break;
    }
    const dead = options.deadBefore ? options.deadBefore.getTime() : null;
    for (;;) {
      const rows = await this.write(() => {
        const found = this.statement(
          `SELECT id, body_path FROM inbox WHERE (state IN ('done', 'ignored') AND finished_at < ?)
             OR (? IS NOT NULL AND state = 'dead' AND finished_at < ?) LIMIT 2000`,
        ).all(options.finishedBefore.getTime(), dead, dead);
        const remove = this.statement('DELETE FROM inbox WHERE id = ?');
        const effects = this.statement('DELETE FROM effects WHERE event_id = ?');
        for (const row of found) {
          remove.run(row.id);
          effects.run(row.id);
        }
        return found;
      });
      records += rows.length;
      const paths = rows.map((r) => r.body_path).filter((p): p is string => Boolean(p));
      if (paths.length) await this.files.remove(paths);
      if (rows.length < 2000) break;
    }
    return { keys, records };
  }

  ping(): Promise<void> {
    return promised(() => void this.statement('SELECT 1').get());
  }

  async close(): Promise<void> {
    // let a transaction of a handler still running end before the connection goes
    await this.handlers.idle();
    if (this.outcomes.length) await new Promise((resolve) => setImmediate(resolve));
    await this.writer?.close();
    this.writer = undefined;
    this.statements.clear();
    this.handlers.close();
    this.main?.close();
    this.main = undefined;
    await this.releaseWorkerLock?.();
    this.releaseWorkerLock = undefined;
    this.workerLock = undefined;
  }
}

/** The embedded store: SQLite in a directory. */
export function sqliteStore(options: SqliteStoreOptions): StoreDriver {
  if (!options || typeof options.dir !== 'string' || !options.dir)
    throw new ConfigError('dir', 'sqliteStore({ dir }): dir must be the directory of the embedded store');
  if (options.driver !== undefined && options.driver !== 'better-sqlite3' && options.driver !== 'node:sqlite')
    throw new ConfigError(
      'driver',
      `sqliteStore({ driver }): driver must be "better-sqlite3" or "node:sqlite", got ${JSON.stringify(options.driver)}`,
    );
  return new SqliteStore(options);
}
