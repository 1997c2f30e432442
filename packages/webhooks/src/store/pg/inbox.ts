// The inbox in PostgreSQL's dialect: everything but claiming (leases: leases.ts), so that the store's class keeps only
// its connections and its claim strategy.
import { systemClock, type Clock } from '@trs/shared';
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
import { insertRecords } from './insert.js';
import { migrate } from './migrate.js';
import { json, toBuffer, toRecord, type PgBackend, type Row } from './rows.js';
import { checkSchemaName, notifyChannel, ROW_COLUMNS } from './sql.js';

export abstract class PgInbox implements StoreDriver {
  abstract readonly kind: 'postgres';
  abstract readonly location: StoreLocation;
  abstract readonly multiProcess: boolean;
  abstract readonly insertConcurrency: number;
  abstract readonly claimConcurrency: number;
  protected readonly s: string;
  /** What each commit that stores pending events notifies. */
  protected readonly channel: string;
  private current: PgBackend | undefined;
  private opening: Promise<void> | undefined;
  /** The time of the receiver that opened the store. */
  private clock: Clock = systemClock;

  protected constructor(schema: string) {
    this.s = checkSchemaName(schema);
    this.channel = notifyChannel(schema);
  }

  /** Connects to the engine (creating what is missing on disk). */
  protected abstract connect(): Promise<PgBackend>;
  abstract claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult>;
  abstract spoolDir(): string | null;

  protected get backend(): PgBackend {
    if (!this.current) throw this.notOpen();
    return this.current;
  }

  protected abstract notOpen(): Error;

  async open(options: StoreOpenOptions = {}): Promise<void> {
    this.clock = options.clock ?? this.clock;
    this.opening ??= (async () => {
      const backend = await this.connect();
      try {
        await migrate(backend, this.s);
      } catch (error) {
        await backend.close().catch(() => undefined);
        throw error;
      }
      this.current = backend;
    })().catch((error) => {
      this.opening = undefined;
      throw error;
    });
    await this.opening;
  }

  protected async bodyOf(row: Row, db: SqlClient = this.backend): Promise<Buffer> {
    if ((row.body === null || row.body === undefined) && Number(row.body_size) > 0) {
      const { rows } = await db.query<{ data: unknown }>(
        `SELECT data FROM ${this.s}.body_parts WHERE event_id = $1::bigint ORDER BY part`,
        [row.id],
      );
      return Buffer.concat(rows.map((r) => toBuffer(r.data)));
    }
    return toBuffer(row.body);
  }

  insert(records: NewInboxRecord[], { horizonMs }: { horizonMs: number }): Promise<InsertOutcome[]> {
    return insertRecords(this.backend, this.s, records, horizonMs, this.channel, this.clock.now());
  }

  async get(id: string): Promise<InboxRecordWithBody | null> {
    if (!/^[0-9]{1,18}$/.test(id)) return null;
    const { rows } = await this.backend.query<Row>(
      `SELECT ${ROW_COLUMNS}, body, body_path FROM ${this.s}.inbox WHERE id = $1::bigint`,
      [id],
    );
    const row = rows[0];
    return row ? { ...toRecord(row), body: await this.bodyOf(row) } : null;
  }

  async list(options: ListOptions): Promise<InboxRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.state) where.push(`state = $${params.push(options.state)}`);
    if (options.reason) where.push(`reason = $${params.push(options.reason)}`);
    if (options.eventName) where.push(`event_name = $${params.push(options.eventName)}`);
    if (options.afterId) where.push(`id > $${params.push(options.afterId)}::bigint`);
    const limit = Math.max(1, Math.min(options.limit ?? 100, 10_000));
    const { rows } = await this.backend.query<Row>(
      `SELECT ${ROW_COLUMNS} FROM ${this.s}.inbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY inbox.id LIMIT ${limit}`,
      params,
    );
    return rows.map(toRecord);
  }

  async counts(): Promise<Record<InboxState, number>> {
    const { rows } = await this.backend.query<{ state: InboxState; n: number }>(
      `SELECT state, count(*)::int AS n FROM ${this.s}.inbox GROUP BY state`,
    );
    const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0, quarantined: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  async running(): Promise<InboxRecord[]> {
    const { rows } = await this.backend.query<Row>(
      `SELECT ${ROW_COLUMNS} FROM ${this.s}.inbox WHERE run_started_at IS NOT NULL AND state = 'pending' ORDER BY id LIMIT 1000`,
    );
    return rows.map(toRecord);
  }

  async requeue(id: string, next: Requeue): Promise<boolean> {
    if (!/^[0-9]{1,18}$/.test(id)) return false;
    const { rowCount } = await this.backend.query(
      `UPDATE ${this.s}.inbox SET state = $2, event_name = $3, ordering_key = $4, reason = $5, detail = $6::jsonb, flags = $7,
         attempts = 0, generation = generation + 1, available_at = now(), run_started_at = NULL,
         lease_token = NULL, lease_expires_at = NULL,
         finished_at = CASE WHEN $2 = 'pending' THEN NULL ELSE now() END
       WHERE id = $1::bigint`,
      [id, next.state, next.eventName, next.orderingKey, next.reason, json(next.detail), next.flags],
    );
    return rowCount > 0;
  }

  async setAside(id: string, detail: unknown): Promise<'set_aside' | 'not_found' | 'not_pending' | 'running'> {
    if (!/^[0-9]{1,18}$/.test(id)) return 'not_found';
    // An event whose lease has not expired is being handled (here or in another process).
    const { rows } = await this.backend.query<{ state: string; leased: boolean; changed: boolean }>(
      `WITH target AS (
         SELECT id, state, state = 'pending' AND lease_expires_at > now() AS leased FROM ${this.s}.inbox
         WHERE id = $1::bigint FOR UPDATE
       ), changed AS (
         UPDATE ${this.s}.inbox e SET state = 'dead', reason = 'set_aside', detail = $2::jsonb, finished_at = now(),
           run_started_at = NULL, lease_expires_at = NULL
         FROM target WHERE e.id = target.id AND target.state = 'pending' AND NOT target.leased
         RETURNING e.id
       )
       SELECT target.state, target.leased, EXISTS (SELECT 1 FROM changed) AS changed FROM target`,
      [id, json(detail)],
    );
    const row = rows[0];
    if (!row) return 'not_found';
    if (row.changed) return 'set_aside';
    return row.leased ? 'running' : 'not_pending';
  }

  async prune(options: PruneOptions): Promise<{ keys: number; records: number }> {
    const s = this.s;
    let keys = 0;
    let records = 0;
    // In slices, so that no statement holds many locks or runs long.
    for (const table of ['idempotency_keys', 'sequences']) {
      for (;;) {
        const { rowCount } = await this.backend.query(
          `DELETE FROM ${s}.${table} WHERE key IN (SELECT key FROM ${s}.${table} WHERE seen_at < $1 LIMIT 5000)`,
          [options.keysBefore],
        );
        keys += rowCount;
        if (rowCount < 5000) break;
      }
    }
    const deadClause = options.deadBefore ? ` OR (state = 'dead' AND finished_at < $2)` : '';
    const params: unknown[] = [options.finishedBefore];
    if (options.deadBefore) params.push(options.deadBefore);
    for (;;) {
      const { rows } = await this.backend.query<{ id: string }>(
        `DELETE FROM ${s}.inbox WHERE id IN (
           SELECT id FROM ${s}.inbox WHERE (state IN ('done', 'ignored') AND finished_at < $1)${deadClause} LIMIT 2000)
         RETURNING id::text AS id`,
        params,
      );
      records += rows.length;
      if (rows.length) {
        await this.backend.query(`DELETE FROM ${s}.effects WHERE event_id = ANY ($1::bigint[])`, [
          rows.map((r) => r.id),
        ]);
      }
      if (rows.length < 2000) break;
    }
    return { keys, records };
  }

  async ping(): Promise<void> {
    await this.backend.query('SELECT 1');
  }

  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T> {
    return this.backend.transaction(fn);
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    await opening?.catch(() => undefined);
    const backend = this.current;
    this.current = undefined;
    await backend?.close();
  }
}

export type { Claim };
