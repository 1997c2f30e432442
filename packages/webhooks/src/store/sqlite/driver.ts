// The two SQLite drivers the embedded store runs on, behind one small synchronous interface: better-sqlite3 (the
// default before Node 24; an optional dependency, since it is a native module) and node:sqlite (built into Node from
// 22.13, 22.5 behind --experimental-sqlite; no native module to build), the default from Node 24 and the fallback when
// better-sqlite3 is not installed or its native module does not load.
import { createRequire } from 'node:module';
import { StoreError } from '../../errors.js';

export type SqliteDriverName = 'better-sqlite3' | 'node:sqlite';

export interface SqliteStatement {
  run(...params: unknown[]): { changes: number | bigint };
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}

export interface SqliteDatabase {
  readonly driver: SqliteDriverName;
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  /** A statement of a handler's own SQL: rows for a query, the count of changed rows for the rest. */
  query(sql: string, params: readonly unknown[]): { rows: Record<string, unknown>[]; rowCount: number };
  close(): void;
}

/** What the store uses of either driver's connection; better-sqlite3's statements also say whether they read. */
interface DriverConnection {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement & { readonly reader?: boolean };
  close(): void;
}
type OpenConnection = new (file: string) => DriverConnection;

const require = createRequire(import.meta.url);

/**
 * Every better-sqlite3 statement this thread prepared, for the thread's whole life. better-sqlite3 12 (the last for
 * Node 20) aborts the process on Node 24 when the garbage collector destroys a statement at a moment no JavaScript
 * context is entered ("Assertion failed: (env) != nullptr" in Statement::~Statement), which can happen at any
 * allocation. A statement that is never garbage, because it stays referenced here, is never destroyed that way.
 * Each connection prepares one statement per SQL text (the store's fixed set, and a handler's SQL), so this grows
 * with the connections opened and the distinct SQL texts they run, not with the events.
 */
const retained: unknown[] = [];

/** `$1, $2 …` (the placeholders PostgreSQL uses, so that a handler's SQL reads the same) bound by number. */
function bindNumbered(params: readonly unknown[]): Record<string, unknown> {
  return Object.fromEntries(params.map((value, index) => [String(index + 1), toSqlite(value)]));
}

/** SQLite stores numbers, text, blobs and null: booleans become 1/0, dates ISO text, objects JSON. */
export function toSqlite(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

function betterSqlite3(file: string): SqliteDatabase {
  const loaded = loadBetterSqlite3();
  if (!('module' in loaded))
    throw new StoreError(
      'TRS_STORE_UNAVAILABLE',
      `the embedded store needs the package better-sqlite3, which did not load (${(loaded.error as Error).message}): install it so that its native module is built for this Node (npm install better-sqlite3, or npm rebuild better-sqlite3; npm 11 runs its build when package.json allows it: "allowScripts": { "better-sqlite3": true }), or run on Node ≥ 22.13, where the store uses node:sqlite`,
      { store: 'sqlite' },
      { cause: loaded.error },
    );
  const Database = loaded.module;
  const db = new Database(file);
  const statements = new Map<string, SqliteStatement & { readonly reader?: boolean }>();
  /** The connection's statement of this SQL text, prepared on first use and kept (see retained). */
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
      retained.push(statement);
    }
    return statement;
  };
  return {
    driver: 'better-sqlite3',
    exec: (sql) => void db.exec(sql),
    prepare,
    query(sql, params) {
      const statement = prepare(sql);
      const bound = params.length ? [bindNumbered(params)] : [];
      if (statement.reader) {
        const rows = statement.all(...bound);
        return { rows, rowCount: rows.length };
      }
      const { changes } = statement.run(...bound);
      return { rows: [], rowCount: Number(changes) };
    },
    close: () => db.close(),
  };
}

/** node:sqlite, or the reason this Node has none. */
function loadNodeSqlite(): { module: { DatabaseSync: OpenConnection } } | { error: unknown } {
  try {
    const module = (process.getBuiltinModule?.('node:sqlite') ?? require('node:sqlite')) as
      { DatabaseSync?: OpenConnection } | undefined;
    if (!module?.DatabaseSync) throw new Error(`Node ${process.versions.node} has no node:sqlite`);
    return { module: { DatabaseSync: module.DatabaseSync } };
  } catch (error) {
    return { error };
  }
}

/** better-sqlite3 with its native module loaded for this Node, or the reason it did not load. */
function loadBetterSqlite3(): { module: OpenConnection } | { error: unknown } {
  try {
    const Database = require('better-sqlite3') as OpenConnection;
    // The native module loads with the first database, not with the package.
    new Database(':memory:').close();
    return { module: Database };
  } catch (error) {
    return { error };
  }
}

let defaultDriver: SqliteDriverName | undefined;

/**
 * From Node 24 better-sqlite3 12 aborts the process at exit ("Assertion failed: (env) != nullptr" as its objects are
 * collected after their environment), and better-sqlite3 13, which fixes it, needs Node 22: there node:sqlite is the
 * default.
 */
const PREFERS_NODE_SQLITE = Number(process.versions.node.split('.')[0]) >= 24;

/**
 * The driver of a store that names none: on Node 24 and later node:sqlite; before, better-sqlite3 when its native
 * module loads, else node:sqlite when this Node has it (an install that skipped or failed the native build still gets
 * a working inbox), else better-sqlite3 again, so that opening the store reports why it did not load.
 */
export function defaultSqliteDriver(): SqliteDriverName {
  const nodeSqliteLoads = () => 'module' in loadNodeSqlite();
  defaultDriver ??=
    PREFERS_NODE_SQLITE && nodeSqliteLoads()
      ? 'node:sqlite'
      : 'module' in loadBetterSqlite3() || !nodeSqliteLoads()
        ? 'better-sqlite3'
        : 'node:sqlite';
  return defaultDriver;
}

function nodeSqlite(file: string): SqliteDatabase {
  const loaded = loadNodeSqlite();
  if (!('module' in loaded))
    throw new StoreError(
      'TRS_STORE_UNAVAILABLE',
      `sqliteStore({ driver: 'node:sqlite' }) needs Node ≥ 22.13 (22.5 with --experimental-sqlite; this is ${process.versions.node}): use the default driver, better-sqlite3`,
      { store: 'sqlite' },
      { cause: loaded.error },
    );
  const sqlite = loaded.module;
  const db = new sqlite.DatabaseSync(file);
  const cache = new Map<string, SqliteStatement>();
  const changes = db.prepare('SELECT changes() AS n');
  return {
    driver: 'node:sqlite',
    exec: (sql) => db.exec(sql),
    prepare: (sql) => db.prepare(sql),
    query(sql, params) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        if (cache.size > 200) cache.clear();
        cache.set(sql, statement);
      }
      const bound = params.length ? [bindNumbered(params)] : [];
      const rows = statement.all(...bound);
      if (rows.length) return { rows, rowCount: rows.length };
      const isQuery = /^\s*(select|with|pragma|values|explain)\b/i.test(sql) && !/\breturning\b/i.test(sql);
      return { rows, rowCount: isQuery ? 0 : Number(changes.get()?.n) };
    },
    close: () => db.close(),
  };
}

export function openSqlite(file: string, driver: SqliteDriverName): SqliteDatabase {
  return driver === 'node:sqlite' ? nodeSqlite(file) : betterSqlite3(file);
}

/** SQLITE_BUSY / SQLITE_LOCKED: another connection holds the write lock; try again shortly. */
export function isBusy(error: unknown): boolean {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return (
    e?.code === 'SQLITE_BUSY' ||
    e?.code === 'SQLITE_LOCKED' ||
    e?.code === 'SQLITE_BUSY_SNAPSHOT' ||
    e?.errcode === 5 ||
    e?.errcode === 6 ||
    (typeof e?.message === 'string' && /database is locked|database table is locked/.test(e.message))
  );
}
