// From what a user wrote (a directory, a postgres:// URL, a store object) to a store; and from a store's location
// back to a store, in another process (the isolated worker, the CLI).
import path from 'node:path';
import { ConfigError } from '../errors.js';
import { postgresStore } from './pg/postgres.js';
import { sqliteStore } from './sqlite/sqlite.js';
import type { StoreDriver, StoreLocation } from './types.js';

export const DEFAULT_STORE_DIR = path.join('.data', 'trs-webhooks');

/** A directory holds the embedded SQLite store. */
export function storeAt(dir: string): StoreDriver {
  return sqliteStore({ dir: path.resolve(dir) });
}

export function resolveStore(store: StoreDriver | string | undefined, concurrency: number): StoreDriver {
  if (store === undefined) return storeAt(DEFAULT_STORE_DIR);
  if (typeof store === 'string') {
    if (/^postgres(ql)?:\/\//.test(store))
      return postgresStore({ connectionString: store, concurrencyHint: concurrency });
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(store))
      throw new ConfigError('store', `store ${JSON.stringify(store)}: use a postgres:// URL or a directory path`);
    if (!store.trim()) throw new ConfigError('store', 'store must be a directory, a postgres:// URL or a store object');
    return storeAt(store);
  }
  if (!store || typeof store !== 'object' || typeof store.insert !== 'function')
    throw new ConfigError(
      'store',
      'store must be a directory, a postgres:// URL or a store object (sqliteStore, postgresStore, memoryStore)',
    );
  return store;
}

export function storeFromLocation(location: StoreLocation, concurrency = 8): StoreDriver {
  switch (location.kind) {
    case 'sqlite':
      return sqliteStore({ dir: location.dir, ...(location.driver ? { driver: location.driver } : {}) });
    case 'postgres':
      return postgresStore({
        connectionString: location.connectionString,
        ...(location.schema ? { schema: location.schema } : {}),
        ...(location.poolOptions ? { poolOptions: location.poolOptions } : {}),
        ...(location.leaseMs ? { leaseMs: location.leaseMs } : {}),
        ...(location.listen !== undefined ? { listen: location.listen } : {}),
        concurrencyHint: concurrency,
      });
  }
}
