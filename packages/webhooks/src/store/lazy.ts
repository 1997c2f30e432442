// A store whose engine opens on open(): creating a receiver stays synchronous and cheap, and a store that failed to
// open can be opened again later (the next request or start() tries again).
import { StoreError } from '../errors.js';
import type { SqlStore } from './sql-store.js';
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
  SqlClient,
  StoreDriver,
} from './types.js';

export class LazyStore implements StoreDriver {
  private inner: SqlStore | undefined;
  private opening: Promise<SqlStore> | undefined;

  constructor(
    readonly kind: 'pglite' | 'postgres',
    private readonly factory: () => Promise<SqlStore>,
  ) {}

  async open(): Promise<void> {
    if (!this.opening) {
      const opening = (async () => {
        const store = await this.factory();
        try {
          await store.open();
        } catch (error) {
          await store.close().catch(() => undefined);
          throw error;
        }
        this.inner = store;
        return store;
      })();
      this.opening = opening;
      opening.catch(() => {
        if (this.opening === opening) this.opening = undefined;
      });
    }
    await this.opening;
  }

  private get store(): SqlStore {
    if (!this.inner)
      throw new StoreError(
        'TRS_STORE_UNAVAILABLE',
        'the inbox store is not open: call receiver.start() first, or check why opening it failed',
        { store: this.kind },
      );
    return this.inner;
  }

  get insertConcurrency(): number {
    return this.inner?.insertConcurrency ?? 1;
  }
  get claimConcurrency(): number {
    return this.inner?.claimConcurrency ?? 1;
  }
  insert(records: NewInboxRecord[]): Promise<InsertOutcome[]> {
    return this.store.insert(records);
  }
  claim(limit: number, excludeIds: readonly string[]): Promise<Claim[]> {
    return this.store.claim(limit, excludeIds);
  }
  get(id: string): Promise<InboxRecordWithBody | null> {
    return this.store.get(id);
  }
  list(options: ListOptions): Promise<InboxRecord[]> {
    return this.store.list(options);
  }
  counts(): Promise<Record<InboxState, number>> {
    return this.store.counts();
  }
  requeue(id: string, next: Requeue): Promise<boolean> {
    return this.store.requeue(id, next);
  }
  prune(options: PruneOptions): Promise<{ keys: number; records: number }> {
    return this.store.prune(options);
  }
  ping(): Promise<void> {
    return this.store.ping();
  }
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T> {
    return this.store.transaction(fn);
  }
  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    this.inner = undefined;
    if (!opening) return;
    const store = await opening.catch(() => undefined);
    await store?.close();
  }
}
