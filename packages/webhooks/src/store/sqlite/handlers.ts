// The handlers' connection of the embedded SQLite store: the transactions of handlers (ctx.transaction,
// receiver.inbox.transaction) run on it one at a time, and may stay open across awaits (the store's own statements never do).
import { promised } from '../promised.js';
import type { SqlClient } from '../types.js';
import { retryBusy } from './busy.js';
import type { SqliteDatabase } from './driver.js';

/** One at a time: the handlers' connection may hold a transaction open across awaits. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export class HandlerConnection {
  private readonly mutex = new Mutex();
  private db: SqliteDatabase | undefined;

  /** connect opens the connection, on the first transaction. */
  constructor(private readonly connect: () => SqliteDatabase) {}

  /** A transaction on the handlers' connection, one at a time, that may stay open across awaits. */
  transaction<T>(fn: (db: SqlClient, raw: SqliteDatabase) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      if (!this.db) this.db = await retryBusy(this.connect);
      const db = this.db;
      await retryBusy(() => db.exec('BEGIN IMMEDIATE'));
      let open = true;
      const client: SqlClient = {
        query: <R>(text: string, params: unknown[] = []) =>
          promised(() => {
            if (!open) throw new Error('query after the transaction ended (await every query inside the function)');
            return db.query(text, params) as { rows: R[]; rowCount: number };
          }),
      };
      try {
        const result = await fn(client, db);
        await retryBusy(() => db.exec('COMMIT'));
        open = false;
        return result;
      } catch (error) {
        open = false;
        try {
          db.exec('ROLLBACK');
        } catch {
          // already rolled back
        }
        throw error;
      }
    });
  }

  /** Resolves once the transaction running now (if any) has ended. */
  idle(): Promise<void> {
    return this.mutex.run(() => Promise.resolve());
  }

  close(): void {
    this.db?.close();
    this.db = undefined;
  }
}
