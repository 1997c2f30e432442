// The receiver service: POST deliveries on WEBHOOK_PATH, a health endpoint, graceful shutdown on SIGTERM/SIGINT.
// Copy this app, then put your business code into the handler files of src/handlers/ (generated from the contract:
// one per event, registered by src/handlers/index.gen.ts).
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { ConfigError, createReceiver, jsonLogger, pgliteStore, postgresStore } from '@trs/webhooks';
import { loadConfig, type Config } from './config.js';
import { saveDocumentsTo } from './documents.js';
import { handlers } from './handlers/index.gen.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', msg: error.message, code: error.code, ...error.details })}\n`,
      );
      process.exit(2);
    }
    throw error;
  }
}
const config = configOrExit();
const logger = jsonLogger({ level: config.logLevel, base: { service: 'receiver-example' } });
if (config.documentsDir) await mkdir(config.documentsDir, { recursive: true });

const receiver = createReceiver({
  auth: config.headerValues.length ? { header: config.headerName, values: config.headerValues } : false,
  store: config.store.startsWith('postgres')
    ? postgresStore({ connectionString: config.store, schema: config.schema, workerConnections: config.concurrency })
    : pgliteStore({ dir: config.store, schema: config.schema }),
  maxBodyBytes: config.maxBodyBytes,
  worker: { concurrency: config.concurrency, maxAttempts: config.maxAttempts },
  logger,
});
receiver.register(...Object.values(handlers));
if (config.documentsDir) receiver.register(saveDocumentsTo(config.documentsDir));
receiver.onError((error) =>
  logger.error({ code: error.code, ...('details' in error ? { details: error.details } : {}) }, error.message),
);

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://receiver');
  if (url.pathname === config.webhookPath) return receiver.node(req, res);
  if (url.pathname === config.healthPath && (req.method === 'GET' || req.method === 'HEAD')) {
    const health = await receiver.health();
    res.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    return res.end(JSON.stringify(health));
  }
  res
    .writeHead(404, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { code: 'not_found', message: `Deliveries go to ${config.webhookPath}.` } }));
});
// Slow senders are cut off by the receiver (408 after 10 s); these only guard the headers and idle connections.
server.headersTimeout = 15_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 65_000;

await receiver.start();
server.listen(config.port, config.host, () => {
  const address = server.address();
  logger.info(
    {
      port: typeof address === 'object' && address ? address.port : config.port,
      path: config.webhookPath,
      store: config.store.startsWith('postgres') ? 'postgres' : config.store,
    },
    'receiver listening',
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: no new deliveries, finishing the ones in hand');
  server.close();
  await receiver.close({ timeoutMs: config.shutdownTimeoutMs });
  server.closeAllConnections();
  logger.info({}, 'stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
