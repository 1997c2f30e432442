// Configuration from the environment, checked at start: a wrong value stops the service with a message that names
// the variable and the rule.
import path from 'node:path';
import { ConfigError } from '@trs/webhooks';

export interface Config {
  host: string;
  port: number;
  webhookPath: string;
  healthPath: string;
  headerName: string;
  /** Accepted values of the static header; empty only when WEBHOOK_AUTH=none. */
  headerValues: string[];
  /** postgres://… or a directory of the embedded store. */
  store: string;
  /** Schema of the inbox tables (DATABASE_SCHEMA, default trs_webhooks). */
  schema: string;
  concurrency: number;
  maxAttempts: number;
  maxBodyBytes: number;
  /** A delivery's body must arrive within this time, else 408 (the provider sends it again). */
  bodyTimeoutMs: number;
  /** process: the handlers run in a worker process of their own (a crash there never stops receiving); inline: here. */
  worker: 'process' | 'inline';
  /** Park deliveries with a missing or wrong static header (202) instead of refusing them (401). */
  quarantine: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  shutdownTimeoutMs: number;
  /** Where the uploadPartnerDocument handler saves documents; unset: it does not download them. */
  documentsDir: string | undefined;
  /** Reconciliation beside the receiver (src/reconciliation/), when RECONCILE_BASE_URL is set; else null. */
  reconcile: ReconcileConfig | null;
}

export interface ReconcileConfig {
  /** The provider's base address, …/v2 (RECONCILE_BASE_URL). */
  baseUrl: string;
  /** The service user it reads with (TRS_USERNAME, TRS_PASSWORD): use one of its own, or share your client's session. */
  userName: string;
  password: string;
  /** The journal your client records into: a directory, or a postgres:// URL (JOURNAL, default .data/journal). */
  journal: string;
  /** Schema of the journal's tables on PostgreSQL (JOURNAL_SCHEMA, default trs_journal). */
  journalSchema: string;
  /** Quiet time without deliveries before a pass (RECONCILE_QUIET_MS, default 15 minutes). */
  quietMs: number;
  /** Requests a pass may make (RECONCILE_MAX_REQUESTS, default 300) and a second (RECONCILE_REQUESTS_PER_SECOND, 2). */
  maxRequestsPerPass: number;
  requestsPerSecond: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new ConfigError(name, `${name} must be a whole number ≥ ${min}, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function reconcileConfig(env: NodeJS.ProcessEnv): ReconcileConfig | null {
  const baseUrl = env.RECONCILE_BASE_URL;
  if (!baseUrl) return null;
  if (!/^https?:\/\/[^/]+/.test(baseUrl))
    throw new ConfigError(
      'RECONCILE_BASE_URL',
      `RECONCILE_BASE_URL must be the provider's base address (https://…/v2)`,
    );
  const userName = env.TRS_USERNAME ?? '';
  const password = env.TRS_PASSWORD ?? '';
  if (!userName || !password)
    throw new ConfigError(
      'TRS_USERNAME',
      'reconciliation (RECONCILE_BASE_URL) reads the interface as a service user: set TRS_USERNAME and TRS_PASSWORD',
    );
  const rate = env.RECONCILE_REQUESTS_PER_SECOND ?? '2';
  if (!/^\d+(\.\d+)?$/.test(rate) || Number(rate) <= 0)
    throw new ConfigError(
      'RECONCILE_REQUESTS_PER_SECOND',
      `RECONCILE_REQUESTS_PER_SECOND must be a number > 0, got ${JSON.stringify(rate)}`,
    );
  const journal = env.JOURNAL ?? path.join('.data', 'journal');
  return {
    baseUrl,
    userName,
    password,
    journal: journal.startsWith('postgres') ? journal : path.resolve(journal),
    journalSchema: env.JOURNAL_SCHEMA ?? 'trs_journal',
    quietMs: integer(env, 'RECONCILE_QUIET_MS', 15 * 60_000),
    maxRequestsPerPass: integer(env, 'RECONCILE_MAX_REQUESTS', 300),
    requestsPerSecond: Number(rate),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const auth = env.WEBHOOK_AUTH ?? 'header';
  if (auth !== 'header' && auth !== 'none')
    throw new ConfigError('WEBHOOK_AUTH', `WEBHOOK_AUTH must be "header" or "none", got ${JSON.stringify(auth)}`);
  const headerValues = (env.WEBHOOK_HEADER_VALUES ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (auth === 'header' && headerValues.length === 0) {
    throw new ConfigError(
      'WEBHOOK_HEADER_VALUES',
      'WEBHOOK_HEADER_VALUES must hold the value of the static header configured on the agent (several, comma separated, during a rotation); WEBHOOK_AUTH=none turns the check off for local tries',
    );
  }
  const webhookPath = env.WEBHOOK_PATH ?? '/webhooks';
  const healthPath = env.HEALTH_PATH ?? '/healthz';
  for (const [name, value] of [
    ['WEBHOOK_PATH', webhookPath],
    ['HEALTH_PATH', healthPath],
  ] as const) {
    if (!value.startsWith('/')) throw new ConfigError(name, `${name} must start with /, got ${JSON.stringify(value)}`);
  }
  const worker = env.WORKER ?? 'process';
  if (worker !== 'process' && worker !== 'inline')
    throw new ConfigError('WORKER', `WORKER must be "process" or "inline", got ${JSON.stringify(worker)}`);
  const quarantine = env.WEBHOOK_QUARANTINE ?? 'off';
  if (quarantine !== 'on' && quarantine !== 'off')
    throw new ConfigError(
      'WEBHOOK_QUARANTINE',
      `WEBHOOK_QUARANTINE must be "on" or "off", got ${JSON.stringify(quarantine)}`,
    );
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel))
    throw new ConfigError('LOG_LEVEL', `LOG_LEVEL must be debug, info, warn or error, got ${JSON.stringify(logLevel)}`);
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError(
      'DATABASE_URL',
      'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded store in INBOX_DIR)',
    );
  return {
    host: env.HOST ?? '0.0.0.0',
    port: integer(env, 'PORT', 8080, 0),
    webhookPath,
    healthPath,
    headerName: env.WEBHOOK_HEADER_NAME ?? 'X-Webhook-Key',
    headerValues,
    store: databaseUrl || path.resolve(env.INBOX_DIR ?? path.join('.data', 'inbox')),
    schema: env.DATABASE_SCHEMA ?? 'trs_webhooks',
    concurrency: integer(env, 'WORKER_CONCURRENCY', 8),
    maxAttempts: integer(env, 'MAX_ATTEMPTS', 10),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 128 * 1024 * 1024),
    bodyTimeoutMs: integer(env, 'BODY_TIMEOUT_MS', 10_000),
    worker,
    quarantine: quarantine === 'on',
    logLevel: logLevel as Config['logLevel'],
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    documentsDir: env.DOCUMENTS_DIR ? path.resolve(env.DOCUMENTS_DIR) : undefined,
    reconcile: reconcileConfig(env),
  };
}
