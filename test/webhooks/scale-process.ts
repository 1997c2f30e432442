// A receiver process for test/bench/webhooks-scale.bench.ts, on the PostgreSQL store (SCALE_URL, schema SCALE_SCHEMA).
// SCALE_WORKER=1 runs the worker (default concurrency) with a handler that waits SCALE_DELAY_MS; SCALE_LISTEN=0
// switches LISTEN/NOTIFY off (polling only). Counts the database round trips it makes (every query of pg's Client)
// and when each handler run started. Prints "READY <port>"; GET /__admin/stats answers what it counted.
import http from 'node:http';
import { createRequire } from 'node:module';
import { createReceiver } from '@trs/webhooks';
import { postgresStore } from '@trs/webhooks/postgres';

// The pg the store loads (resolved from @trs/webhooks): each query of its Client is one round trip.
const pg = createRequire(import.meta.resolve('@trs/webhooks'))('pg') as {
  Client: { prototype: { query: (...args: unknown[]) => unknown } };
};
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  queries += 1;
  return query.apply(this, args);
};

const delay = Number(process.env.SCALE_DELAY_MS ?? 0);
const worker = process.env.SCALE_WORKER === '1';
const starts: number[] = [];
let lastEnd = 0;
const receiver = createReceiver({
  auth: { values: ['bench-key'] },
  store: postgresStore({
    connectionString: process.env.SCALE_URL!,
    schema: process.env.SCALE_SCHEMA!,
    ...(process.env.SCALE_LISTEN === '0' ? { listen: false } : {}),
  }),
  worker: worker ? {} : false,
  logger: { info() {}, warn() {}, error: (fields, message) => console.error(message, fields) },
});
receiver.onAny(async () => {
  starts.push(performance.timeOrigin + performance.now());
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  lastEnd = performance.timeOrigin + performance.now();
});
await receiver.start();
const queriesAtStart = queries;

const server = http.createServer((req, res) => {
  if (req.url === '/__admin/stats') {
    void receiver.inbox.stats().then((stats) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...stats, handled: starts.length, starts, lastEnd, queries: queries - queriesAtStart }));
    });
    return;
  }
  receiver.node(req, res);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${(server.address() as { port: number }).port}\n`));
process.on('SIGTERM', () => {
  server.close();
  void receiver.close({ timeoutMs: 2000 }).then(() => process.exit(0));
});
