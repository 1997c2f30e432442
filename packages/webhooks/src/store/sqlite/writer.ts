// The embedded store's writer: the deliveries of a batch are decided (redelivery or new event) and inserted in one
// transaction, fsynced, on a thread of its own, so that the event loop keeps reading requests while the disk syncs;
// the next batch forms meanwhile (group commit). The thread has its own connection (WAL, synchronous=FULL).
// It is never terminated: close() asks it to close its connection, and it ends by itself (a thread torn down while it
// holds better-sqlite3 statements can abort the process on Node 24).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { StoreError } from '../../errors.js';
import { sourceLoaderInherited } from '../../source-loader.js';
import type { SqliteDriverName } from './driver.js';
import type { InsertOutcome, NewInboxRecord } from '../types.js';

export interface WriterConfig {
  file: string;
  driver: SqliteDriverName;
  /** The store's bodies directory: spooled bodies are recorded by their name in it. */
  bodies: string;
}

/** `now`: the store's clock when the batch was sent (a clock does not cross to the thread; its reading does). */
export type WriterRequest = { id: number; records: NewInboxRecord[]; horizonMs: number; now: number } | { close: true };
export type WriterReply =
  { id: number; outcomes: InsertOutcome[] } | { id: number; error: { message: string; code?: string; busy: boolean } };

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The thread next to this file: .js when built. Run from the sources (tests), it is .ts, loaded through the process's
 * TypeScript loader, or through tsx registered in the thread when the process has none to share.
 */
function spawnThread(config: WriterConfig): Worker {
  const js = path.join(here, 'writer-thread.js');
  if (existsSync(js)) return new Worker(js, { workerData: config });
  const ts = pathToFileURL(path.join(here, 'writer-thread.ts')).href;
  const register = sourceLoaderInherited()
    ? ''
    : `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}); register(); `;
  const boot = `${register}await import(${JSON.stringify(ts)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: config });
}

export class SqliteWriter {
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<number, { resolve: (o: InsertOutcome[]) => void; reject: (e: unknown) => void }>();
  private failure: Error | undefined;
  private readonly exited: Promise<void>;

  constructor(config: WriterConfig) {
    this.worker = spawnThread(config);
    this.worker.unref();
    this.worker.on('message', (reply: WriterReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('outcomes' in reply) waiting.resolve(reply.outcomes);
      else
        waiting.reject(
          new StoreError(
            'TRS_STORE_UNAVAILABLE',
            reply.error.busy
              ? `the embedded store stayed locked by another connection: a handler transaction (ctx.transaction) that waits on something slow holds it; keep those short (${reply.error.message})`
              : `the embedded store could not write the deliveries: ${reply.error.message}`,
            { store: 'sqlite' },
          ),
        );
    });
    this.worker.on('error', (error) => this.fail(error));
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', (code) => {
        if (this.pending.size) this.fail(new Error(`the writer thread exited (code ${code})`));
        this.failure ??= new Error('the writer thread is closed');
        resolve();
      }),
    );
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const waiting of this.pending.values())
      waiting.reject(
        new StoreError(
          'TRS_STORE_UNAVAILABLE',
          `the embedded store's writer failed: ${error.message}`,
          { store: 'sqlite' },
          { cause: error },
        ),
      );
    this.pending.clear();
  }

  insert(records: NewInboxRecord[], horizonMs: number, now: number): Promise<InsertOutcome[]> {
    if (this.failure)
      return Promise.reject(
        new StoreError('TRS_STORE_UNAVAILABLE', `the embedded store's writer failed: ${this.failure.message}`, {
          store: 'sqlite',
        }),
      );
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, records, horizonMs, now } satisfies WriterRequest);
    }).finally(() => {
      if (this.pending.size === 0) this.worker.unref();
    }) as Promise<InsertOutcome[]>;
  }

  /** Waits for the writes in progress, then lets the thread close its connection and end by itself. */
  async close(): Promise<void> {
    while (this.pending.size) await new Promise((resolve) => setTimeout(resolve, 5));
    this.worker.ref();
    this.worker.postMessage({ close: true } satisfies WriterRequest);
    await this.exited;
  }
}
