// Claims of the PostgreSQL store as leases. claim() takes several events in one statement, each with a fencing token
// and an expiry; a heartbeat renews the leases this process holds (every third of the lease); a lease it fails to
// renew is lost (another process may take the event over once it expires) and the run is told so. Each write of the
// run names its token: ctx.transaction() checks it in the handler's own transaction, an outcome in its UPDATE. Lease
// times are real time (systemClock), whatever the receiver's clock: the database judges them.
import { systemClock } from '@trs/shared';
import { LeaseLostError } from '../../errors.js';
import type { Claim, ClaimResult, DeadLetterReason, InboxRecord, SqlClient } from '../types.js';
import { asStoreError, isConnectionLoss } from './connection.js';
import {
  claimSql,
  completeSql,
  crashedSql,
  deadSql,
  effectSql,
  fenceSql,
  releaseSql,
  renewSql,
  retrySql,
} from './lease-sql.js';
import { crashDetail, dateOf, json, toRecord, type QueryResult, type Row } from './rows.js';

/** A connection of the pool, checked out for one transaction. */
export interface LeaseConnection {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
  release(destroy?: boolean): void;
}

export interface LeaseDb {
  query<R = Row>(text: string, params?: unknown[]): Promise<QueryResult<R>>;
  connect(): Promise<LeaseConnection>;
}

interface Held {
  token: string;
  /** Local time until which the lease is surely ours (renewed before it, by a heartbeat that started earlier). */
  surelyUntil: number;
  lost: AbortController;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Leases {
  private readonly held = new Map<string, Held>();
  private heartbeat: NodeJS.Timeout | undefined;
  private renewing = false;

  constructor(
    private readonly db: LeaseDb,
    private readonly s: string,
    readonly leaseMs: number,
    private readonly bodyOf: (row: Row) => Promise<Buffer>,
  ) {}

  async claim(limit: number, excludeIds: readonly string[], maxAttempts: number): Promise<ClaimResult> {
    const sentAt = systemClock.now();
    let rows: Row[];
    try {
      ({ rows } = await this.db.query<Row>(claimSql(this.s), [limit, excludeIds, this.leaseMs]));
    } catch (error) {
      throw asStoreError(error, 'claiming events');
    }
    const claims: Claim[] = [];
    const crashed: InboxRecord[] = [];
    // in order of receipt (an UPDATE returns its rows in no promised order): the worker runs suspects oldest first
    rows.sort((x, y) => (BigInt(String(x.id)) < BigInt(String(y.id)) ? -1 : 1));
    for (const row of rows) {
      const token = String(row.lease_token);
      const held: Held = { token, surelyUntil: sentAt + this.leaseMs, lost: new AbortController() };
      this.held.set(String(row.id), held);
      const counted = Number(row.attempts);
      if (counted > maxAttempts) {
        // every attempt ended without an outcome: the last one is not run
        const detail = crashDetail({ ...row, attempts: counted - 1, run_started_at: row.previous_run }, maxAttempts);
        const record = { ...toRecord(row), attempts: counted - 1 };
        await this.finish(record, held, crashedSql(this.s), [json(detail)]);
        crashed.push({ ...record, state: 'dead', reason: 'crashed', detail, runStartedAt: null });
        continue;
      }
      try {
        const event = { ...toRecord(row), body: await this.bodyOf(row) };
        claims.push(this.leased(event, held, row.previous_run ? dateOf(row.previous_run) : null));
      } catch (error) {
        await this.giveBack(toRecord(row), held, null);
        throw asStoreError(error, 'reading the body of a claimed event');
      }
    }
    this.schedule();
    return { claims, crashed };
  }

  private schedule(): void {
    if (this.heartbeat || this.held.size === 0) return;
    this.heartbeat = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
  }

  /** One heartbeat: extends every lease held; those not extended are lost. */
  private async renew(): Promise<void> {
    if (this.renewing) return;
    if (this.held.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      return;
    }
    this.renewing = true;
    const sentAt = systemClock.now();
    const entries = [...this.held.entries()];
    try {
      const { rows } = await this.db.query<{ id: string }>(renewSql(this.s), [
        entries.map(([id]) => id),
        entries.map(([, held]) => held.token),
        this.leaseMs,
      ]);
      const renewed = new Set(rows.map((r) => r.id));
      for (const [id, held] of entries) {
        if (this.held.get(id) !== held) continue; // finished meanwhile
        if (renewed.has(id)) held.surelyUntil = sentAt + this.leaseMs;
        else this.lose(id, held);
      }
    } catch {
      // The database is unreachable: the leases run out unless a later heartbeat gets through.
      for (const [id, held] of entries) if (systemClock.now() > held.surelyUntil) this.lose(id, held);
    } finally {
      this.renewing = false;
    }
  }

  private lose(id: string, held: Held): void {
    this.held.delete(id);
    held.lost.abort(new LeaseLostError(id, 'its lease expired before it could be renewed'));
  }

  /**
   * An outcome: sent again while the connection is lost, for as long as the lease is surely this run's (the token
   * makes a second copy harmless); no row changed means the lease is lost.
   */
  private async finish(record: InboxRecord, held: Held, statement: string, extra: unknown[]): Promise<void> {
    const params = [record.id, held.token, record.generation, ...extra];
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { rowCount } = await this.db.query(statement, params);
        if (this.held.get(record.id) === held) this.held.delete(record.id);
        if (rowCount === 0)
          throw new LeaseLostError(
            record.id,
            'another process took it over after its lease expired, or an operator replayed or set it aside',
          );
        return;
      } catch (error) {
        if (!isConnectionLoss(error) || systemClock.now() + 100 * 2 ** attempt > held.surelyUntil) {
          if (this.held.get(record.id) === held) this.held.delete(record.id);
          throw asStoreError(error, `recording the outcome of event ${record.id}`);
        }
        await pause(Math.min(2000, 100 * 2 ** attempt));
      }
    }
  }

  /** Gives an event back untouched (its attempt uncounted); when that fails, its lease runs out instead. */
  private async giveBack(record: InboxRecord, held: Held, previousRun: Date | null): Promise<void> {
    if (this.held.get(record.id) === held) this.held.delete(record.id);
    await this.db
      .query(releaseSql(this.s), [record.id, held.token, record.generation, previousRun])
      .catch(() => undefined);
  }

  /** ctx.transaction(): the handler's writes and the check of its lease, in one transaction, once per slot. */
  private async effect<T>(
    record: InboxRecord,
    held: Held,
    slot: string,
    fn: (db: SqlClient) => Promise<T>,
    ended: () => boolean,
  ): Promise<T> {
    let client: LeaseConnection;
    try {
      client = await this.db.connect();
    } catch (error) {
      throw asStoreError(error, `opening the transaction of a handler of event ${record.id}`);
    }
    let broken = false;
    const query = async <R>(text: string, params?: unknown[]): Promise<QueryResult<R>> => {
      try {
        const result = await client.query(text, params);
        return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        if (isConnectionLoss(error)) broken = true;
        throw error;
      }
    };
    try {
      await query('BEGIN');
      const { rows } = await query<{ ours: boolean | null; done: boolean; result: unknown }>(fenceSql(this.s), [
        record.id,
        record.generation,
        held.token,
        slot,
      ]);
      const fence = rows[0];
      if (!fence?.ours) {
        await query('ROLLBACK');
        throw new LeaseLostError(
          record.id,
          'another process took it over after its lease expired, or an operator replayed or set it aside',
        );
      }
      if (fence.done) {
        await query('COMMIT');
        return (fence.result ?? undefined) as T;
      }
      const result = await fn({
        query: <R>(text: string, params?: unknown[]) => {
          if (ended()) return Promise.reject(new Error(`event ${record.id}: query after the handler's run ended`));
          return query<R>(text, params);
        },
      });
      await query(effectSql(this.s), [record.id, record.generation, slot, json(result)]);
      await query('COMMIT');
      return result;
    } catch (error) {
      if (!broken) await query('ROLLBACK').catch(() => (broken = true));
      throw asStoreError(error, `running a handler's transaction for event ${record.id}`);
    } finally {
      client.release(broken);
    }
  }

  private leased(event: Claim['event'], held: Held, previousRunStartedAt: Date | null): Claim {
    let ended = false;
    const end = <T>(run: () => Promise<T>): Promise<T> => {
      if (ended) return Promise.reject(new Error(`event ${event.id}: its run has already recorded an outcome`));
      return run().then((value) => {
        ended = true;
        return value;
      });
    };
    return {
      event,
      previousRunCrashed: previousRunStartedAt !== null,
      leaseLost: held.lost.signal,
      transaction: <T>(slot: string, fn: (db: SqlClient) => Promise<T>): Promise<T> => {
        if (ended)
          return Promise.reject(
            new Error(
              `event ${event.id}: ctx.transaction() called after the handler's run ended (a handler that timed out, or work left running after it returned)`,
            ),
          );
        return this.effect(event, held, slot, fn, () => ended);
      },
      // Each ctx.transaction() committed on its own, once per slot: a later run skips it and gets its result back.
      rollbackEffects: () => Promise.resolve(),
      complete: (detail?: unknown) => end(() => this.finish(event, held, completeSql(this.s), [json(detail)])),
      retry: (at: Date, detail: unknown) => end(() => this.finish(event, held, retrySql(this.s), [at, json(detail)])),
      deadLetter: (reason: DeadLetterReason, detail: unknown) =>
        end(() => this.finish(event, held, deadSql(this.s), [reason, json(detail)])),
      release: async (options?: { suspect?: boolean }) => {
        if (ended) return;
        ended = true;
        await this.giveBack(event, held, options?.suspect ? previousRunStartedAt : null);
      },
    };
  }

  /** Stops renewing (the store closes; what is still held expires, or was given back). */
  close(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
