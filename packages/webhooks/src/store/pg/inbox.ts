// The inbox in PostgreSQL's dialect: everything but claiming (a claim holds a row lock: postgres.ts), so that the
// store's class keeps only its connections and its claim strategy.
import { createReadStream } from 'node:fs';
import { decideBatch, keysToLoad, type KeyState, type SequenceState } from '../../dedupe.js';
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
} from '../types.js';
import { checkSchemaName, insertSql, migrationPrelude, migrations, ROW_COLUMNS, WALK_PAGE, walkSql } from './sql.js';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** The engine under the inbox: a pool of PostgreSQL connections. */
export interface PgBackend extends SqlClient {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MAX_ROWS_PER_STATEMENT = 400;
/**
 * A body larger than this is written in parts of this size (rows of body_parts in the same transaction), so that the
 * driver, which copies each message it sends, never holds a second copy of a large document.
 */
export const PART_BYTES = 1024 * 1024;

export type Row = Record<string, any>;

export const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.alloc(0);
}

export function toRecord(row: Row): InboxRecord {
  return {
    id: String(row.id),
    receivedAt: new Date(row.received_at),
    state: row.state as InboxState,
    eventName: row.event_name ?? null,
    idempotencyKey: row.idempotency_key ?? null,
    orderingKey: row.ordering_key ?? null,
    attempts: Number(row.attempts),
    generation: Number(row.generation),
    availableAt: new Date(row.available_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
    runStartedAt: row.run_started_at ? new Date(row.run_started_at) : null,
    reason: row.reason ?? null,
    detail: row.detail ?? null,
    flags: Number(row.flags),
    contentType: row.content_type ?? null,
    userAgent: row.user_agent ?? null,
    bodySize: Number(row.body_size),
  };
}

export function crashDetail(row: Row, maxAttempts: number) {
  return {
    message: `every one of its ${Number(row.attempts)} runs ended without an outcome: the process handling it died (a handler that exits, aborts or runs out of memory); maxAttempts is ${maxAttempts}. Fix the handler, then replay it.`,
    attempts: Number(row.attempts),
    lastRunStartedAt: row.run_started_at ? new Date(row.run_started_at).toISOString() : null,
  };
}

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export abstract class PgInbox implements StoreDriver {
  abstract readonly kind: 'postgres';
  abstract readonly location: StoreLocation;
  abstract readonly multiProcess: boolean;
  abstract readonly insertConcurrency: number;
  abstract readonly claimConcurrency: number;
  protected readonly s: string;
  private current: PgBackend | undefined;
  private opening: Promise<void> | undefined;

  protected constructor(schema: string) {
    this.s = checkSchemaName(schema);
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

  async open(): Promise<void> {
    this.opening ??= (async () => {
      const backend = await this.connect();
      try {
        await this.migrate(backend);
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

  private async migrate(backend: PgBackend): Promise<void> {
    const s = this.s;
    await backend.transaction(async (db) => {
      // One process migrates at a time; the others wait here and then find nothing to do.
      await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`trs-webhooks-migrate:${s}`]);
      for (const statement of split(migrationPrelude(s))) await db.query(statement);
      const applied = new Set(
        (await db.query<{ version: number }>(`SELECT version FROM ${s}.migrations`)).rows.map((r) => Number(r.version)),
      );
      for (const migration of migrations(s)) {
        if (applied.has(migration.version)) continue;
        for (const statement of split(migration.sql)) await db.query(statement);
        await db.query(`INSERT INTO ${s}.migrations (version, name) VALUES ($1, $2)`, [
          migration.version,
          migration.name,
        ]);
      }
    });
  }

  async insert(records: NewInboxRecord[], { horizonMs }: { horizonMs: number }): Promise<InsertOutcome[]> {
    const s = this.s;
    const inputs = records.map((r) => r.dedupe);
    // Every keyed record locks one row of `sequences` (its sequence, or its own key), in key order: two processes
    // storing copies of one event at the same moment decide one after the other, and never deadlock.
    const locks = [
      ...new Set(inputs.flatMap((input) => (input ? [input.sequence ?? `~${input.content}`] : []))),
    ].sort();
    const outcomes = await this.backend.transaction(async (db) => {
      const sequences = new Map<string, SequenceState>();
      if (locks.length) {
        await db.query(
          `INSERT INTO ${s}.sequences (key, epoch, head, head_at, seen_at)
           SELECT k, 0, NULL, 'epoch'::timestamptz, now() FROM unnest($1::text[]) AS k ORDER BY k
           ON CONFLICT (key) DO NOTHING`,
          [locks],
        );
        const { rows } = await db.query<Row>(
          `SELECT key, epoch, head, ${ms('head_at')} AS head_at, head_mark, ${ms('seen_at')} AS seen_at
           FROM ${s}.sequences WHERE key = ANY ($1::text[]) ORDER BY key FOR UPDATE`,
          [locks],
        );
        for (const row of rows)
          sequences.set(row.key, {
            epoch: Number(row.epoch),
            head: row.head ?? null,
            headAt: Number(row.head_at),
            headMark: row.head_mark ?? null,
            seenAt: Number(row.seen_at),
          });
      }
      const wanted = keysToLoad(inputs, (key) => sequences.get(key));
      const keys = new Map<string, KeyState>();
      if (wanted.length) {
        const { rows } = await db.query<Row>(
          `SELECT key, ${ms('seen_at')} AS seen_at, occurrence, epoch FROM ${s}.idempotency_keys WHERE key = ANY ($1::text[])`,
          [wanted],
        );
        for (const row of rows)
          keys.set(row.key, {
            seenAt: Number(row.seen_at),
            occurrence: Number(row.occurrence),
            epoch: Number(row.epoch),
          });
      }
      const decided = decideBatch(inputs, Date.now(), horizonMs, {
        sequence: (key) => sequences.get(key),
        key: (key) => keys.get(key),
      });
      if (decided.keys.size) {
        const entries = [...decided.keys.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
        await db.query(
          `INSERT INTO ${s}.idempotency_keys (key, seen_at, occurrence, epoch)
           SELECT k, to_timestamp(t / 1000.0), o, e FROM unnest($1::text[], $2::float8[], $3::int[], $4::bigint[]) AS v(k, t, o, e)
           ON CONFLICT (key) DO UPDATE SET seen_at = EXCLUDED.seen_at, occurrence = EXCLUDED.occurrence, epoch = EXCLUDED.epoch`,
          [
            entries.map(([k]) => k),
            entries.map(([, v]) => v.seenAt),
            entries.map(([, v]) => v.occurrence),
            entries.map(([, v]) => v.epoch),
          ],
        );
      }
      if (decided.sequences.size) {
        const entries = [...decided.sequences.entries()];
        await db.query(
          `UPDATE ${s}.sequences AS q SET epoch = v.epoch, head = v.head, head_at = to_timestamp(v.head_at / 1000.0),
             head_mark = v.head_mark, seen_at = to_timestamp(v.seen_at / 1000.0)
           FROM unnest($1::text[], $2::bigint[], $3::text[], $4::float8[], $5::text[], $6::float8[])
             AS v(key, epoch, head, head_at, head_mark, seen_at)
           WHERE q.key = v.key`,
          [
            entries.map(([k]) => k),
            entries.map(([, v]) => v.epoch),
            entries.map(([, v]) => v.head),
            entries.map(([, v]) => v.headAt),
            entries.map(([, v]) => v.headMark),
            entries.map(([, v]) => v.seenAt),
          ],
        );
      }
      const stored = records
        .map((record, index) => ({ record, index, decision: decided.decisions[index] }))
        .filter((x) => !x.decision?.duplicate);
      const ids = new Map<number, string>();
      for (let start = 0; start < stored.length; start += MAX_ROWS_PER_STATEMENT) {
        const slice = stored.slice(start, start + MAX_ROWS_PER_STATEMENT);
        const params: unknown[] = [];
        slice.forEach(({ record, decision }, n) =>
          params.push(n, ...this.params(record, decision?.idempotencyKey ?? null)),
        );
        const { rows } = await db.query<{ id: string }>(insertSql(s, slice.length), params);
        // ids are drawn in the order of the rows (ORDER BY n), so ascending ids follow the slice
        const sorted = rows.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
        slice.forEach(({ index }, n) => ids.set(index, sorted[n]!));
      }
      for (const { record, index } of stored) {
        if (this.inline(record)) continue;
        await this.writeParts(db, ids.get(index)!, record);
      }
      return records.map((_, index): InsertOutcome => {
        const decision = decided.decisions[index];
        if (decision?.duplicate) return { id: null, duplicate: true, idempotencyKey: decision.idempotencyKey };
        return { id: ids.get(index)!, duplicate: false, idempotencyKey: decision?.idempotencyKey ?? null };
      });
    });
    return outcomes;
  }

  /** Whether the body goes into the row itself (else: body_parts). */
  private inline(record: NewInboxRecord): boolean {
    return Buffer.isBuffer(record.body) && record.body.length <= PART_BYTES;
  }

  private params(record: NewInboxRecord, idempotencyKey: string | null): unknown[] {
    const body = this.inline(record) ? (record.body as Buffer) : null;
    return [
      record.receivedAt,
      record.state,
      record.eventName,
      idempotencyKey,
      record.orderingKey,
      record.reason,
      json(record.detail),
      record.flags,
      record.contentType,
      record.userAgent,
      record.bodySize,
      body,
      // body_path: bodies as files were the PGlite store's; PostgreSQL keeps large ones in body_parts.
      null,
    ];
  }

  /** A large body in parts of PART_BYTES, read from its spool file a part at a time. */
  private async writeParts(db: SqlClient, id: string, record: NewInboxRecord): Promise<void> {
    const insert = `INSERT INTO ${this.s}.body_parts (event_id, part, data) VALUES ($1::bigint, $2, $3::bytea)`;
    let part = 0;
    if (Buffer.isBuffer(record.body)) {
      for (let offset = 0; offset < record.body.length; offset += PART_BYTES, part += 1)
        await db.query(insert, [id, part, record.body.subarray(offset, offset + PART_BYTES)]);
      return;
    }
    for await (const chunk of createReadStream(record.body.file, { highWaterMark: PART_BYTES })) {
      await db.query(insert, [id, part, chunk]);
      part += 1;
    }
  }

  /**
   * The ids of events at the head of their tenancy, due and not excluded, walked in order of receipt a page at a time
   * until `enough` are found.
   */
  protected async headCandidates(db: SqlClient, enough: number, excludeIds: readonly string[]): Promise<string[]> {
    const exclude = new Set(excludeIds);
    const seen = new Set<string>();
    const candidates: string[] = [];
    let after = '0';
    for (;;) {
      const { rows } = await db.query<{ id: string; ordering_key: string | null; due: boolean }>(walkSql(this.s), [
        after,
        WALK_PAGE,
      ]);
      for (const row of rows) {
        const head = row.ordering_key === null || !seen.has(row.ordering_key);
        if (row.ordering_key !== null) seen.add(row.ordering_key);
        if (head && row.due && !exclude.has(row.id)) candidates.push(row.id);
      }
      if (rows.length < WALK_PAGE || candidates.length >= enough) break;
      after = rows[rows.length - 1]!.id;
    }
    return candidates;
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
         finished_at = CASE WHEN $2 = 'pending' THEN NULL ELSE now() END
       WHERE id = $1::bigint`,
      [id, next.state, next.eventName, next.orderingKey, next.reason, json(next.detail), next.flags],
    );
    return rowCount > 0;
  }

  async setAside(id: string, detail: unknown): Promise<'set_aside' | 'not_found' | 'not_pending' | 'running'> {
    if (!/^[0-9]{1,18}$/.test(id)) return 'not_found';
    return this.backend.transaction(async (db) => {
      let state: string | undefined;
      try {
        const { rows } = await db.query<{ state: string }>(
          `SELECT state FROM ${this.s}.inbox WHERE id = $1::bigint FOR UPDATE NOWAIT`,
          [id],
        );
        state = rows[0]?.state;
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') return 'running';
        throw error;
      }
      if (state === undefined) return 'not_found';
      if (state !== 'pending') return 'not_pending';
      await db.query(
        `UPDATE ${this.s}.inbox SET state = 'dead', reason = 'set_aside', detail = $2::jsonb, finished_at = now(),
           run_started_at = NULL WHERE id = $1::bigint`,
        [id, json(detail)],
      );
      return 'set_aside';
    });
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

function split(sql: string): string[] {
  return sql
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);
}

export type { Claim };
