// The inbox on SQL: one implementation for PGlite and PostgreSQL, over a small backend interface.
//
// Claims differ by engine, the statements do not:
// - PostgreSQL: each claim holds its own connection with an open transaction and a row lock (FOR UPDATE SKIP
//   LOCKED) for as long as the handler runs. Another process skips the row; if this process dies, the server drops
//   the connection, the lock goes with it and the event is at once claimable again. Effects a handler writes through
//   ctx.transaction() commit together with the "done" mark, or roll back with a failure.
// - PGlite: one process owns the directory (a lock file makes sure of it), so claims are kept in memory and nothing
//   is held open in the database while a handler runs (that would block every other query, receiving included).
//   ctx.transaction() commits at once together with a row in `effects`; a retried run finds that row and does not
//   run the function again.
import type {
  Claim,
  DeadLetterReason,
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
} from './types.js';
import {
  checkSchemaName,
  lockSql,
  walkSql,
  WALK_PAGE,
  completeSql,
  deadSql,
  insertKeyedSql,
  insertUnkeyedSql,
  migrationPrelude,
  migrations,
  retrySql,
  ROW_COLUMNS,
  INSERT_COLUMNS,
} from './sql.js';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface SqlSession extends SqlClient {
  release(broken?: boolean): void;
}

export interface SqlBackend {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** The same, as a named prepared statement where the engine keeps them per connection (PostgreSQL). */
  prepared?<Row = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** PostgreSQL only: a connection of its own, for a claim held across a handler. */
  session?(): Promise<SqlSession>;
  /** Connections available to claims at once (PostgreSQL); PGlite: unlimited. */
  readonly claimConcurrency: number;
  readonly insertConcurrency: number;
  close(): Promise<void>;
}

/** Where the embedded store keeps bodies too large to be worth a trip through the WASM engine. */
export interface BodyFiles {
  readonly threshold: number;
  write(body: Buffer): Promise<string>;
  read(path: string): Promise<Buffer>;
  remove(paths: string[]): Promise<void>;
  /** Deletes files no record points at (left by a crash between writing the file and the row). */
  sweep(referenced: (paths: string[]) => Promise<Set<string>>): Promise<void>;
}

const MAX_ROWS_PER_STATEMENT = 400;
/**
 * PostgreSQL: a body larger than this is written in parts of this size (rows of body_parts in the same transaction),
 * so that the driver, which copies each message it sends, never holds a second copy of a large document.
 */
const PART_BYTES = 1024 * 1024;

type Row = Record<string, any>;

function toBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.alloc(0);
}

function toRecord(row: Row): InboxRecord {
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
    reason: row.reason ?? null,
    detail: row.detail ?? null,
    flags: Number(row.flags),
    contentType: row.content_type ?? null,
    userAgent: row.user_agent ?? null,
    bodySize: Number(row.body_size),
  };
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export class SqlStore implements StoreDriver {
  readonly kind: 'pglite' | 'postgres';
  private readonly s: string;
  private readonly sql: { walk: string; lock: string; complete: string; retry: string; dead: string; unkeyed: string };

  constructor(
    private readonly backend: SqlBackend,
    schema: string,
    private readonly bodyFiles?: BodyFiles,
  ) {
    this.kind = backend.kind;
    this.s = checkSchemaName(schema);
    this.sql = {
      walk: walkSql(this.s),
      lock: lockSql(this.s, backend.kind === 'postgres'),
      complete: completeSql(this.s),
      retry: retrySql(this.s),
      dead: deadSql(this.s),
      unkeyed: insertUnkeyedSql(this.s),
    };
  }

  get insertConcurrency(): number {
    return this.backend.insertConcurrency;
  }
  get claimConcurrency(): number {
    return this.backend.claimConcurrency;
  }

  async open(): Promise<void> {
    const s = this.s;
    await this.backend.transaction(async (db) => {
      // One process migrates at a time; the others wait here and then find nothing to do.
      await db.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`trs-webhooks-migrate:${s}`]);
      for (const statement of migrationPrelude(s)
        .split(';')
        .map((x) => x.trim())
        .filter(Boolean))
        await db.query(statement);
      const applied = new Set(
        (await db.query<{ version: number }>(`SELECT version FROM ${s}.migrations`)).rows.map((r) => Number(r.version)),
      );
      for (const migration of migrations(s)) {
        if (applied.has(migration.version)) continue;
        for (const statement of migration.sql
          .split(';')
          .map((x) => x.trim())
          .filter(Boolean))
          await db.query(statement);
        await db.query(`INSERT INTO ${s}.migrations (version, name) VALUES ($1, $2)`, [
          migration.version,
          migration.name,
        ]);
      }
    });
    if (this.bodyFiles) {
      await this.bodyFiles.sweep(async (paths) => {
        if (!paths.length) return new Set();
        const { rows } = await this.backend.query<{ body_path: string }>(
          `SELECT body_path FROM ${s}.inbox WHERE body_path = ANY ($1::text[])`,
          [paths],
        );
        return new Set(rows.map((r) => r.body_path));
      });
    }
  }

  private async params(record: NewInboxRecord): Promise<unknown[]> {
    let body: Buffer | null = record.body;
    let bodyPath: string | null = null;
    if (this.bodyFiles && body.length > this.bodyFiles.threshold) {
      bodyPath = await this.bodyFiles.write(body);
      body = null;
    } else if (!this.bodyFiles && body.length > PART_BYTES) {
      body = null; // written in parts once the row has its id
    }
    return [
      record.receivedAt,
      record.state,
      record.eventName,
      record.idempotencyKey,
      record.orderingKey,
      record.reason,
      json(record.detail),
      record.flags,
      record.contentType,
      record.userAgent,
      record.bodySize,
      body,
      bodyPath,
    ];
  }

  async insert(records: NewInboxRecord[]): Promise<InsertOutcome[]> {
    const outcomes: InsertOutcome[] = records.map(() => ({ id: null, duplicate: true }));
    // Keyed records: the first of each key in this batch competes for it; the others are duplicates already.
    const firstByKey = new Map<string, number>();
    const unkeyed: number[] = [];
    records.forEach((record, index) => {
      if (record.idempotencyKey === null) unkeyed.push(index);
      else if (!firstByKey.has(record.idempotencyKey)) firstByKey.set(record.idempotencyKey, index);
    });
    const keyed = [...firstByKey.values()];
    const paramsByIndex = new Map<number, unknown[]>();
    for (const index of [...keyed, ...unkeyed]) paramsByIndex.set(index, await this.params(records[index]!));
    const writtenFiles = [...paramsByIndex.values()]
      .map((p) => p[12])
      .filter((p): p is string => typeof p === 'string');

    const hasParts = [...paramsByIndex.values()].some((p) => p[11] === null && p[12] === null);
    // One statement is atomic by itself: the common batch (keyed events, small bodies) needs no BEGIN/COMMIT round trips.
    const single = unkeyed.length === 0 && keyed.length <= MAX_ROWS_PER_STATEMENT && !hasParts;
    const run = single
      ? <T>(fn: (db: SqlClient) => Promise<T>) => fn(this.backend)
      : <T>(fn: (db: SqlClient) => Promise<T>) => this.backend.transaction(fn);
    try {
      await run(async (db) => {
        for (let start = 0; start < keyed.length; start += MAX_ROWS_PER_STATEMENT) {
          const slice = keyed.slice(start, start + MAX_ROWS_PER_STATEMENT);
          const params: unknown[] = [];
          slice.forEach((index, n) => params.push(n, ...paramsByIndex.get(index)!));
          const text = insertKeyedSql(this.s, slice.length);
          const { rows } =
            single && this.backend.prepared
              ? await this.backend.prepared<{ id: string; idempotency_key: string }>(
                  `trs_insert_${this.s.replace(/"/g, '')}_${slice.length}`,
                  text,
                  params,
                )
              : await db.query<{ id: string; idempotency_key: string }>(text, params);
          for (const row of rows) {
            const index = firstByKey.get(row.idempotency_key)!;
            outcomes[index] = { id: String(row.id), duplicate: false };
          }
        }
        for (const index of unkeyed) {
          const { rows } = await db.query<{ id: string }>(this.sql.unkeyed, paramsByIndex.get(index)!);
          outcomes[index] = { id: String(rows[0]!.id), duplicate: false };
        }
        for (const [index, params] of paramsByIndex) {
          const id = outcomes[index]!.id;
          if (id === null || params[11] !== null || params[12] !== null) continue;
          const body = records[index]!.body;
          for (let part = 0, offset = 0; offset < body.length; part += 1, offset += PART_BYTES) {
            await db.query(
              `INSERT INTO ${this.s}.body_parts (event_id, part, data) VALUES ($1::bigint, $2, $3::bytea)`,
              [id, part, body.subarray(offset, offset + PART_BYTES)],
            );
          }
        }
      });
    } catch (error) {
      if (this.bodyFiles && writtenFiles.length) await this.bodyFiles.remove(writtenFiles).catch(() => undefined);
      throw error;
    }
    if (this.bodyFiles) {
      // A duplicate's body file is not referenced by any row.
      const kept = new Set(
        [...paramsByIndex.entries()]
          .filter(([index]) => outcomes[index]!.id !== null)
          .map(([, p]) => p[12])
          .filter((p): p is string => typeof p === 'string'),
      );
      const orphans = writtenFiles.filter((p) => !kept.has(p));
      if (orphans.length) await this.bodyFiles.remove(orphans).catch(() => undefined);
    }
    return outcomes;
  }

  private async bodyOf(row: Row, db: SqlClient = this.backend): Promise<Buffer> {
    if (row.body_path && this.bodyFiles) return this.bodyFiles.read(row.body_path);
    if ((row.body === null || row.body === undefined) && Number(row.body_size) > 0) {
      const { rows } = await db.query<{ data: unknown }>(
        `SELECT data FROM ${this.s}.body_parts WHERE event_id = $1::bigint ORDER BY part`,
        [row.id],
      );
      return Buffer.concat(rows.map((r) => toBuffer(r.data)));
    }
    return toBuffer(row.body);
  }

  /**
   * Claimable rows: the first `limit` heads of their tenancy, in order of receipt, not in excludeIds. Candidates are
   * tried in groups, so that heads locked by another process (skipped) do not hide the ones after them.
   */
  private async findClaimable(db: SqlClient, limit: number, excludeIds: readonly string[]): Promise<Row[]> {
    const exclude = new Set(excludeIds);
    const seen = new Set<string>();
    const found: Row[] = [];
    let candidates: string[] = [];
    const tryCandidates = async () => {
      if (!candidates.length) return;
      const { rows } = await db.query<Row>(this.sql.lock, [candidates, limit - found.length]);
      found.push(...rows);
      candidates = [];
    };
    let after = '0';
    for (;;) {
      const { rows } = await db.query<{ id: string; ordering_key: string | null; due: boolean }>(this.sql.walk, [
        after,
        WALK_PAGE,
      ]);
      for (const row of rows) {
        const head = row.ordering_key === null || !seen.has(row.ordering_key);
        if (row.ordering_key !== null) seen.add(row.ordering_key);
        if (head && row.due && !exclude.has(row.id)) candidates.push(row.id);
        if (candidates.length >= limit - found.length + 32) {
          await tryCandidates();
          if (found.length >= limit) return found;
        }
      }
      if (rows.length < WALK_PAGE) break;
      after = rows[rows.length - 1]!.id;
    }
    await tryCandidates();
    return found;
  }

  async claim(limit: number, excludeIds: readonly string[]): Promise<Claim[]> {
    if (this.backend.session) return this.claimHeld(excludeIds);
    const rows = await this.findClaimable(this.backend, limit, excludeIds);
    const claims: Claim[] = [];
    for (const row of rows) claims.push(this.memoryClaim({ ...toRecord(row), body: await this.bodyOf(row) }));
    return claims;
  }

  /** PostgreSQL: one event per connection, locked until the handler's outcome is committed. */
  private async claimHeld(excludeIds: readonly string[]): Promise<Claim[]> {
    const session = await this.backend.session!();
    let row: Row | undefined;
    try {
      await session.query('BEGIN');
      [row] = await this.findClaimable(session, 1, excludeIds);
      if (!row) {
        await session.query('ROLLBACK');
        session.release();
        return [];
      }
    } catch (error) {
      session.release(true);
      throw error;
    }
    let body: Buffer;
    try {
      body = await this.bodyOf(row, session);
    } catch (error) {
      await session.query('ROLLBACK').catch(() => undefined);
      session.release(true);
      throw error;
    }
    const event: InboxRecordWithBody = { ...toRecord(row), body };
    const sql = this.sql;
    let savepoint = false;
    let finished = false;
    const finish = async (statement: string, params: unknown[]) => {
      if (finished) throw new Error(`event ${event.id}: its claim has already ended`);
      finished = true;
      try {
        await session.query(statement, params);
        await session.query('COMMIT');
        session.release();
      } catch (error) {
        session.release(true);
        throw error;
      }
    };
    return [
      {
        event,
        async transaction<T>(_slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T> {
          if (finished)
            throw new Error(
              `event ${event.id}: ctx.transaction() called after the handler's run ended (a handler that timed out, or work left running after it returned)`,
            );
          if (!savepoint) {
            await session.query('SAVEPOINT trs_handler');
            savepoint = true;
          }
          await session.query('SAVEPOINT trs_effect');
          try {
            const result = await fn({
              query: (text, params) => {
                if (finished)
                  return Promise.reject(new Error(`event ${event.id}: query after the handler's run ended`));
                return session.query(text, params) as any;
              },
            });
            await session.query('RELEASE SAVEPOINT trs_effect');
            return result;
          } catch (error) {
            await session.query('ROLLBACK TO SAVEPOINT trs_effect');
            throw error;
          }
        },
        async rollbackEffects() {
          if (savepoint) await session.query('ROLLBACK TO SAVEPOINT trs_handler');
        },
        complete: (detail?: unknown) => finish(sql.complete, [event.id, json(detail)]),
        retry: (at: Date, detail: unknown) => finish(sql.retry, [event.id, at, json(detail)]),
        deadLetter: (reason: DeadLetterReason, detail: unknown, countsAsAttempt: boolean) =>
          finish(sql.dead, [event.id, reason, json(detail), countsAsAttempt ? 1 : 0]),
        async release() {
          if (finished) return;
          finished = true;
          try {
            await session.query('ROLLBACK');
            session.release();
          } catch {
            session.release(true);
          }
        },
      },
    ];
  }

  private completions: { id: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private completionScheduled = false;

  /** Marks events done in one statement per turn of the event loop (the embedded engine runs on this thread). */
  private completeSoon(id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.completions.push({ id, resolve, reject });
      if (this.completionScheduled) return;
      this.completionScheduled = true;
      setImmediate(() => {
        this.completionScheduled = false;
        const batch = this.completions.splice(0);
        this.backend
          .query(
            `UPDATE ${this.s}.inbox SET state = 'done', attempts = attempts + 1, finished_at = now(), reason = NULL WHERE id = ANY ($1::bigint[]) AND state = 'pending'`,
            [batch.map((c) => c.id)],
          )
          .then(
            () => batch.forEach((c) => c.resolve()),
            (error) => batch.forEach((c) => c.reject(error)),
          );
      });
    });
  }

  /** PGlite: the claim is this process's own; effects are made idempotent with the effects table. */
  private memoryClaim(event: InboxRecordWithBody): Claim {
    const { backend, sql, s } = this;
    let finished = false;
    const finish = async (statement: string, params: unknown[]) => {
      if (finished) throw new Error(`event ${event.id}: its claim has already ended`);
      finished = true;
      await backend.query(statement, params);
    };
    return {
      event,
      transaction: <T>(slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T> => {
        if (finished)
          return Promise.reject(new Error(`event ${event.id}: ctx.transaction() called after the handler's run ended`));
        return backend.transaction(async (db) => {
          const done = await db.query<{ result: unknown }>(
            `SELECT result FROM ${s}.effects WHERE event_id = $1::bigint AND generation = $2 AND slot = $3`,
            [event.id, event.generation, slot],
          );
          if (done.rows.length) return (done.rows[0]!.result ?? undefined) as T;
          const result = await fn(db);
          await db.query(
            `INSERT INTO ${s}.effects (event_id, generation, slot, result) VALUES ($1::bigint, $2, $3, $4::jsonb)`,
            [event.id, event.generation, slot, json(result)],
          );
          return result;
        });
      },
      rollbackEffects: async () => undefined,
      complete: (detail?: unknown) => {
        if (detail !== undefined && detail !== null) return finish(sql.complete, [event.id, json(detail)]);
        if (finished) return Promise.reject(new Error(`event ${event.id}: its claim has already ended`));
        finished = true;
        return this.completeSoon(event.id);
      },
      retry: (at: Date, detail: unknown) => finish(sql.retry, [event.id, at, json(detail)]),
      deadLetter: (reason: DeadLetterReason, detail: unknown, countsAsAttempt: boolean) =>
        finish(sql.dead, [event.id, reason, json(detail), countsAsAttempt ? 1 : 0]),
      release: async () => {
        finished = true;
      },
    };
  }

  async get(id: string): Promise<InboxRecordWithBody | null> {
    if (!/^[0-9]{1,19}$/.test(id)) return null;
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
    const counts: Record<InboxState, number> = { pending: 0, done: 0, dead: 0, ignored: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  async requeue(id: string, next: Requeue): Promise<boolean> {
    if (!/^[0-9]{1,19}$/.test(id)) return false;
    const { rowCount } = await this.backend.query(
      `UPDATE ${this.s}.inbox SET state = $2, event_name = $3, ordering_key = $4, reason = $5, detail = $6::jsonb, flags = $7,
         attempts = 0, generation = generation + 1, available_at = now(),
         finished_at = CASE WHEN $2 = 'pending' THEN NULL ELSE now() END
       WHERE id = $1::bigint`,
      [id, next.state, next.eventName, next.orderingKey, next.reason, json(next.detail), next.flags],
    );
    return rowCount > 0;
  }

  async prune(options: PruneOptions): Promise<{ keys: number; records: number }> {
    const s = this.s;
    let keys = 0;
    let records = 0;
    // In slices, so that no statement holds many locks or runs long.
    for (;;) {
      const { rowCount } = await this.backend.query(
        `DELETE FROM ${s}.idempotency_keys WHERE key IN (SELECT key FROM ${s}.idempotency_keys WHERE first_seen_at < $1 LIMIT 5000)`,
        [options.keysBefore],
      );
      keys += rowCount;
      if (rowCount < 5000) break;
    }
    const deadClause = options.deadBefore ? ` OR (state = 'dead' AND finished_at < $2)` : '';
    const params: unknown[] = [options.finishedBefore];
    if (options.deadBefore) params.push(options.deadBefore);
    for (;;) {
      const { rows } = await this.backend.query<{ id: string; body_path: string | null }>(
        `DELETE FROM ${s}.inbox WHERE id IN (
           SELECT id FROM ${s}.inbox WHERE (state IN ('done', 'ignored') AND finished_at < $1)${deadClause} LIMIT 2000)
         RETURNING id::text AS id, body_path`,
        params,
      );
      records += rows.length;
      if (rows.length) {
        await this.backend.query(`DELETE FROM ${s}.effects WHERE event_id = ANY ($1::bigint[])`, [
          rows.map((r) => r.id),
        ]);
        const paths = rows.map((r) => r.body_path).filter((p): p is string => Boolean(p));
        if (paths.length && this.bodyFiles) await this.bodyFiles.remove(paths);
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

  close(): Promise<void> {
    return this.backend.close();
  }
}

export { INSERT_COLUMNS };
