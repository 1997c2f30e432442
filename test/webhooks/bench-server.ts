// A server process for test/bench/webhooks.bench.ts. BENCH_MODE=bare: node:http answering 204 and nothing else (the
// baseline). BENCH_MODE=receiver: @trs/webhooks on BENCH_STORE (a directory: the default embedded store, SQLite
// with better-sqlite3; BENCH_ENGINE=node:sqlite for the other candidate; or a postgres:// URL, schema
// BENCH_SCHEMA), with the worker (no-op handler) when BENCH_WORKER=1. Prints "READY <port> <ms to start>". Admin routes
// under /__admin/: stats, usage (CPU time of this process and database round trips so far), memory (peak RSS sampled
// every 2 ms), reset-peak, settings, drop-schema.
import http from 'node:http';
import { createRequire } from 'node:module';
import { createReceiver, type Receiver } from '@trs/webhooks';
import { postgresStore } from '@trs/webhooks/postgres';
import { sqliteStore } from '@trs/webhooks/sqlite';

const started = performance.now();

// The pg the PostgreSQL store loads (resolved from @trs/webhooks): each query of its Client is one round trip.
const pg = createRequire(import.meta.resolve('@trs/webhooks'))('pg') as {
  Client: {
    prototype: { query: (...args: unknown[]) => unknown };
    new (options: { connectionString: string }): {
      connect(): Promise<void>;
      query(text: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
};
let roundTrips = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  roundTrips += 1;
  return query.apply(this, args);
};
const mode = process.env.BENCH_MODE ?? 'bare';
let peakRss = process.memoryUsage().rss;
let sampler: NodeJS.Timeout | undefined; // started by reset-peak only: sampling costs CPU in the throughput runs

let receiver: Receiver | undefined;
if (mode === 'receiver') {
  const store = process.env.BENCH_STORE!;
  const schema = process.env.BENCH_SCHEMA ?? 'trs_webhooks';
  const engine = process.env.BENCH_ENGINE;
  receiver = createReceiver({
    auth: { values: ['bench-key'] },
    store: store.startsWith('postgres')
      ? postgresStore({
          connectionString: store,
          schema,
          ...(process.env.BENCH_INGEST ? { ingestConnections: Number(process.env.BENCH_INGEST) } : {}),
        })
      : engine === 'node:sqlite'
        ? sqliteStore({ dir: store, driver: 'node:sqlite' })
        : store,
    worker: process.env.BENCH_WORKER === '1' ? { concurrency: 8 } : false,
    logger: { info() {}, warn() {}, error: (fields, message) => console.error(message, fields) },
  });
  receiver.onAny(() => undefined);
  await receiver.start();
}

const admin = async (route: string): Promise<unknown> => {
  if (route === 'memory') return { ...process.memoryUsage(), peakRss };
  if (route === 'reset-peak') {
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    peakRss = process.memoryUsage().rss;
    sampler ??= setInterval(() => {
      const rss = process.memoryUsage().rss;
      if (rss > peakRss) peakRss = rss;
    }, 2).unref();
    return { rss: peakRss };
  }
  if (route === 'stats') return receiver ? receiver.inbox.stats() : {};
  if (route === 'usage') {
    const { user, system } = process.cpuUsage();
    return { cpuMs: (user + system) / 1000, roundTrips };
  }
  if (route === 'settings') {
    if (!receiver) return [];
    if (receiver.inbox.store.kind === 'sqlite')
      return receiver.inbox.transaction(async (db) => {
        const settings: { name: string; setting: unknown }[] = [];
        // Read on the connection handlers use (synchronous=NORMAL: a lost handler outcome is a run again); deliveries
        // are committed by the writer thread's own connection, synchronous=FULL (src/store/sqlite-writer-thread.ts).
        for (const name of ['journal_mode', 'synchronous'])
          settings.push({
            name: name === 'synchronous' ? "synchronous (handlers' connection; the delivery writer's is FULL)" : name,
            setting: Object.values((await db.query(`PRAGMA ${name}`)).rows[0] ?? {})[0],
          });
        return settings;
      });
    return receiver.inbox.transaction(
      async (db) =>
        (
          await db.query(
            `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method')`,
          )
        ).rows,
    );
  }
  if (route === 'drop-schema') {
    const schema = process.env.BENCH_SCHEMA;
    if (receiver && schema) {
      // The deliveries still in flight when the load stopped are stored first: a DROP beside an insert can deadlock.
      await receiver.close({ timeoutMs: 10_000 });
      receiver = undefined;
      const client = new pg.Client({ connectionString: process.env.BENCH_STORE! });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    }
    return { dropped: schema ?? null };
  }
  throw new Error(`no route ${route}`);
};

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/__admin/')) {
    admin(req.url.slice('/__admin/'.length)).then(
      (value) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value)),
      (error) => res.writeHead(500).end(String(error)),
    );
    return;
  }
  if (receiver) return receiver.node(req, res);
  res.writeHead(204).end();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(
    `READY ${(server.address() as { port: number }).port} ${Math.round(performance.now() - started)}\n`,
  ),
);
process.on('SIGTERM', () => {
  server.close();
  void Promise.resolve(receiver?.close()).finally(() => process.exit(0));
});
