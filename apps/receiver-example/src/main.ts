// The receiver service: POST deliveries on WEBHOOK_PATH, a health endpoint, graceful shutdown on SIGTERM/SIGINT.
// Copy this app, then put your business code into the handler files of src/handlers/ (generated from the contract:
// one per event, registered by src/handlers/index.gen.ts and loaded by src/worker.ts).
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import { PRIVATE_DIR_MODE } from '@trs/shared';
import { ConfigError, createReceiver, jsonLogger, type Logger, type Receiver } from '@trs/webhooks';
import { loadConfig, type Config, type ReconcileConfig } from './config.js';

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
// Documents are personal data: their folder is the owner's only (saveDocument writes each file 0600).
if (config.documentsDir) await mkdir(config.documentsDir, { recursive: true, mode: PRIVATE_DIR_MODE });

const receiver = createReceiver({
  auth: config.headerValues.length
    ? { header: config.headerName, values: config.headerValues, quarantine: config.quarantine }
    : false,
  // Loaded only for a PostgreSQL inbox: pg is an optional dependency, absent where the embedded inbox is used.
  store: config.store.startsWith('postgres')
    ? (await import('@trs/webhooks/postgres')).postgresStore({
        connectionString: config.store,
        schema: config.schema,
        workerConnections: config.concurrency,
      })
    : config.store,
  maxBodyBytes: config.maxBodyBytes,
  bodyTimeoutMs: config.bodyTimeoutMs,
  worker: {
    concurrency: config.concurrency,
    maxAttempts: config.maxAttempts,
    ...(config.worker === 'process' ? { module: new URL('./worker.js', import.meta.url) } : {}),
  },
  logger,
});
if (config.worker === 'inline') receiver.register(...(await import('./worker.js')).handlers);
receiver.onError((error) =>
  logger.error({ code: error.code, ...('details' in error ? { details: error.details } : {}) }, error.message),
);

/** Reconciliation beside the receiver, once started (RECONCILE_BASE_URL): told of each delivery. */
let reconciliation: Reconciliation | null = null;

/** WEBHOOK_PATH in any case, with or without a trailing slash: a typo in WebhookAddress must not lose events. */
const deliveryPath = config.webhookPath.replace(/\/+$/, '').toLowerCase() || '/';
const isDeliveryPath = (pathname: string) => (pathname.replace(/\/+$/, '').toLowerCase() || '/') === deliveryPath;

async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://receiver');
  if (isDeliveryPath(url.pathname)) {
    reconciliation?.noteDelivery();
    return receiver.node(req, res);
  }
  if (url.pathname === config.healthPath && (req.method === 'GET' || req.method === 'HEAD')) {
    const health = await receiver.health();
    res.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(health));
    return;
  }
  // Anything else is refused, never silently: a POST here may be a delivery to a mistyped WebhookAddress.
  logger.warn(
    {
      method: req.method,
      path: url.pathname,
      remoteAddress: req.socket.remoteAddress,
      userAgent: req.headers['user-agent'] ?? null,
      deliveriesGoTo: config.webhookPath,
    },
    req.method === 'POST'
      ? `refused a POST to ${url.pathname} with 404: if it is a delivery, the agent's WebhookAddress does not end in ${config.webhookPath} (the provider drops a delivery answered 404)`
      : `404 for ${req.method} ${url.pathname}`,
  );
  res
    .writeHead(404, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { code: 'not_found', message: `Deliveries go to ${config.webhookPath}.` } }));
}

const server = http.createServer((req, res) => {
  route(req, res).catch((error: unknown) => {
    logger.error(
      { path: req.url?.split('?')[0], error: error instanceof Error ? error.message : 'unknown' },
      'request failed',
    );
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":"internal"}}');
  });
});
// Slow senders are cut off by the receiver (408 after 10 s); these only guard the headers and idle connections.
server.headersTimeout = 15_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 65_000;

// Listening first: deliveries are received (and stored) whatever the handlers do.
server.listen(config.port, config.host, () => {
  const address = server.address();
  logger.info(
    {
      port: typeof address === 'object' && address ? address.port : config.port,
      path: config.webhookPath,
      store: config.store.startsWith('postgres') ? 'postgres' : config.store,
      worker: config.worker,
    },
    'receiver listening',
  );
});
await receiver.start();

interface Reconciliation {
  noteDelivery(): void;
  close(): Promise<void>;
}
/**
 * Reconciliation (RECONCILE_BASE_URL): src/reconciliation/, loaded only when configured. `trs init receiver` copies
 * src/*.ts only: a team that wants it copies that folder and installs @trs/client, @trs/journal and @trs/reconcile.
 */
async function startReconciliation(settings: ReconcileConfig): Promise<Reconciliation> {
  const where = new URL('./reconciliation/start.js', import.meta.url).href;
  let module: { startReconciler(r: Receiver, c: ReconcileConfig, l: Logger): Promise<Reconciliation> };
  try {
    module = (await import(where)) as typeof module;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new ConfigError(
      'RECONCILE_BASE_URL',
      'reconciliation runs from src/reconciliation/ of apps/receiver-example: copy that folder and install @trs/client, @trs/journal and @trs/reconcile, or unset RECONCILE_BASE_URL',
    );
  }
  const running = await module.startReconciler(receiver, settings, logger);
  logger.info({ baseUrl: settings.baseUrl, quietMs: settings.quietMs }, 'reconciliation started');
  return running;
}
reconciliation = config.reconcile ? await startReconciliation(config.reconcile) : null;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: no new deliveries, finishing the ones in hand');
  server.close();
  await reconciliation?.close();
  await receiver.close({ timeoutMs: config.shutdownTimeoutMs });
  server.closeAllConnections();
  logger.info({}, 'stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
