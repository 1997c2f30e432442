// The ready token stores on their own: what they keep, and that their login lock excludes, waits, gives up on an abort
// and survives a holder that died. The memory store in this process; the file store on a temporary folder; the
// PostgreSQL store on a real server (TRS_TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), in a
// table of its own for this run.
import { mkdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { tempDir } from '@trs/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFileTokenStore } from '../src/token-store/file.js';
import { createMemoryTokenStore } from '../src/token-store/memory.js';
import { createPostgresTokenStore, tokenTableSql, type PostgresTokenStore } from '../src/token-store/postgres.js';

const token = {
  token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01',
  expiresAt: Date.parse('2027-01-15T21:00:00Z'),
  issuedAt: Date.parse('2027-01-15T09:00:00Z'),
};
const newer = {
  token: '5a9d0c3b-1e2f-4a6b-8c7d-9e0f1a2b3c4d',
  expiresAt: token.expiresAt + 60_000,
  issuedAt: token.issuedAt + 60_000,
};

/** Whether the promise is still pending once the events queued before this check have run. */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  return (await Promise.race([promise, new Promise((resolve) => setImmediate(() => resolve(marker)))])) === marker;
}

describe('memory store', () => {
  it('keeps the token it is given; clear() forgets it', () => {
    const store = createMemoryTokenStore();
    expect(store.loadToken()).toBeUndefined();
    store.onTokenChange(token);
    expect(store.loadToken()).toEqual(token);
    store.clear();
    expect(store.loadToken()).toBeUndefined();
  });

  it('the lock is held by one client at a time, in order: the next waits, and an abort ends its wait only', async () => {
    const store = createMemoryTokenStore();
    const release = await store.acquireLoginLock({ signal: new AbortController().signal });
    const controller = new AbortController();
    const gaveUp = store.acquireLoginLock({ signal: controller.signal });
    const next = store.acquireLoginLock({ signal: new AbortController().signal });
    expect(await stillWaiting(gaveUp)).toBe(true);
    controller.abort(new Error('gave up'));
    await expect(gaveUp).rejects.toThrow('gave up');
    expect(await stillWaiting(next)).toBe(true);
    await release();
    const releaseNext = await next;
    const last = store.acquireLoginLock({ signal: new AbortController().signal });
    expect(await stillWaiting(last)).toBe(true);
    await releaseNext();
    await (
      await last
    )();
  });
});

describe('file store', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await tempDir('trs-file-store-');
  });

  it('keeps the token in a file only its owner can read, creating the folder; a missing or damaged file is no token', async () => {
    const file = path.join(folder, 'a', 'b', 'token.json');
    const store = createFileTokenStore({ path: file });
    expect(await store.loadToken()).toBeUndefined();
    await store.onTokenChange(token);
    expect(await store.loadToken()).toEqual(token);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await store.onTokenChange(newer);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(newer);
    await writeFile(file, '{"token": ');
    expect(await store.loadToken()).toBeUndefined();
    await writeFile(file, JSON.stringify({ token: '', expiresAt: 'soon' }));
    expect(await store.loadToken()).toBeUndefined();
    await store.clear();
    expect(await store.loadToken()).toBeUndefined();
  });

  it('the lock is held by one process at a time: the next waits, and an abort ends its wait', async () => {
    const file = path.join(folder, 'lock', 'token.json');
    const first = createFileTokenStore({ path: file });
    const second = createFileTokenStore({ path: file });
    const release = await first.acquireLoginLock({ signal: new AbortController().signal });
    const controller = new AbortController();
    const waiting = second.acquireLoginLock({ signal: controller.signal });
    expect(await stillWaiting(waiting)).toBe(true);
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    const next = second.acquireLoginLock({ signal: new AbortController().signal });
    expect(await stillWaiting(next)).toBe(true);
    await release();
    const releaseNext = await next;
    await releaseNext();
  });

  it('a lock left by a process that died is taken over once stale', async () => {
    const file = path.join(folder, 'stale', 'token.json');
    await mkdir(`${file}.lock`, { recursive: true });
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(`${file}.lock`, longAgo, longAgo);
    const store = createFileTokenStore({ path: file, staleMs: 2_000 });
    const release = await store.acquireLoginLock({ signal: AbortSignal.timeout(10_000) });
    await release();
  });

  it('refuses unusable options', () => {
    expect(() => createFileTokenStore({ path: '' })).toThrow(/path/);
    expect(() => createFileTokenStore({ path: 'x', staleMs: 100 })).toThrow(/staleMs/);
  });
});

describe('PostgreSQL store', () => {
  const url = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const table = `trs_client_tokens_test_${process.pid}`;
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  const stores: PostgresTokenStore[] = [];
  const storeOf = (key: string, options: { createTable?: boolean; own?: boolean } = {}) => {
    const store = options.own
      ? createPostgresTokenStore({ connectionString: url, key, table, createTable: options.createTable })
      : createPostgresTokenStore({ pool: admin, key, table, createTable: options.createTable });
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await admin.query(`DROP TABLE IF EXISTS ${table}`);
    await admin.end();
  });

  it('keeps one row per key, created on first use; the newest token wins; clear forgets it', async () => {
    const [a, b] = [storeOf('user-a'), storeOf('user-b')];
    expect(await a.loadToken()).toBeUndefined();
    await a.onTokenChange(token);
    expect(await a.loadToken()).toEqual(token);
    expect(await b.loadToken()).toBeUndefined();
    await a.onTokenChange(newer);
    await a.onTokenChange(token); // a late write of an older login
    expect(await a.loadToken()).toEqual(newer);
    await a.clear();
    expect(await a.loadToken()).toBeUndefined();
  });

  it('the advisory lock excludes across connections; an abort ends a wait; a holder that dies frees it', async () => {
    // Only this store's lock: other tests share the server, and their advisory locks are not ours to count or end.
    const advisory = async (granted: boolean) =>
      (
        await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted = $1 AND objsubid = 1
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($2, 0)`,
          [granted, `trs-client-token:${table}:lock`],
        )
      ).rows.map((row) => row.pid);
    const first = storeOf('lock', { own: true });
    const second = storeOf('lock', { own: true });
    const release = await first.acquireLoginLock({ signal: new AbortController().signal });
    expect(await advisory(true)).toHaveLength(1);
    const controller = new AbortController();
    const waiting = second.acquireLoginLock({ signal: controller.signal });
    expect(await stillWaiting(waiting)).toBe(true);
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    const next = second.acquireLoginLock({ signal: new AbortController().signal });
    expect(await stillWaiting(next)).toBe(true);
    await release();
    const releaseNext = await next;
    // The holder dies: PostgreSQL ends its session, and with it the lock.
    const third = storeOf('lock', { own: true });
    const after = third.acquireLoginLock({ signal: AbortSignal.timeout(20_000) });
    expect(await stillWaiting(after)).toBe(true);
    const [holder] = await advisory(true);
    await admin.query('SELECT pg_terminate_backend($1)', [holder]);
    await (
      await after
    )();
    await releaseNext(); // its connection is gone: releasing only drops it
    expect(await advisory(true)).toHaveLength(0);
  });

  it('close() frees a login lock still held, on its own pool or a pool it was given', async () => {
    const own = storeOf('closing', { own: true });
    await own.acquireLoginLock({ signal: new AbortController().signal });
    await own.close(); // would wait forever on the held connection
    const given = storeOf('closing');
    const release = await given.acquireLoginLock({ signal: AbortSignal.timeout(120_000) });
    await given.close();
    await release(); // already freed: nothing more to do
    const next = storeOf('closing');
    await (
      await next.acquireLoginLock({ signal: AbortSignal.timeout(120_000) })
    )();
  });

  it('with createTable: false, the table is the migrations’ (its DDL is exported)', async () => {
    const store = storeOf('x', { createTable: false });
    await admin.query(`DROP TABLE IF EXISTS ${table}`);
    await expect(store.loadToken()).rejects.toThrow(/does not exist/);
    await admin.query(tokenTableSql(table));
    expect(await store.loadToken()).toBeUndefined();
  });

  it('refuses unusable options', () => {
    expect(() => createPostgresTokenStore({})).toThrow(/pool .* or a connectionString/);
    expect(() => createPostgresTokenStore({ pool: admin, table: 'x; DROP TABLE y' })).toThrow(/plain SQL name/);
  });
});
