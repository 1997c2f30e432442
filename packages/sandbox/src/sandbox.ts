// createSandbox(): the provider, locally. One node:http server: the REST API under /v2 (exactly where the real base
// address puts it), presigned documents, the admin API and the page under /_sandbox/. State lives in memory.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSender, type SenderEvents } from '@trs/sender';
import { createAdmin, type SandboxAdmin } from './admin.js';
import { createAdminGuard, isLoopbackName } from './admin-guard.js';
import { ADMIN_API_PATH, handleAdminApi } from './admin-http.js';
import { handleApi, sendError, stateHandlers, type ApiContext } from './api.js';
import { TokenStore } from './auth.js';
import { DocumentStore, DOCUMENTS_PATH } from './documents.js';
import { ConfigError } from './errors.js';
import { Drift } from './drift.js';
import { EventLog } from './events.js';
import { FaultQueue } from './faults.js';
import { Outage } from './outage.js';
import { sendBytes, sendJson } from './http.js';
import { resolveOptions, type SandboxOptions } from './options.js';
import { operations } from './operations.gen.js';
import { PAGE_PATH, pageCss, pageJs, pageSecurityHeaders, renderPageHtml } from './page.js';
import { Payloads } from './payloads.js';
import { Provider } from './provider.js';
import { Router } from './router.js';
import { SandboxState } from './state.js';

const BASE_PATH = '/v2';

export interface Sandbox {
  /** The API's base address, version segment included: give it to createClient({ baseUrl }). */
  readonly baseUrl: string;
  /** Scheme, host and port. */
  readonly origin: string;
  /** The page: tenancies, applicants and the live delivery log (with #admin-token=… when there is an admin token). */
  readonly pageUrl: string;
  /**
   * The token every admin API request carries (Authorization: Bearer <token>): the adminToken option, or one generated
   * because the sandbox listens beyond loopback; null when there is none (loopback, no adminToken given).
   */
  readonly adminToken: string | null;
  /** The first service user's credentials, in @trs/client's shape. */
  readonly credentials: { userName: string; password: string };
  readonly admin: SandboxAdmin;
  /** Observe webhook deliveries: every request, attempt and state change. Returns a function that stops it. */
  onDelivery<E extends keyof SenderEvents>(event: E, listener: SenderEvents[E]): () => void;
  /** Stops listening, cancels pending referencing and delivery retries. Safe to call twice. */
  close(): Promise<void>;
}

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const config = resolveOptions(options);
  const pageHtmlOfThisSandbox = renderPageHtml(
    config.docsUrl,
    { auditTrailNotes: config.auditTrailNotes, requireIncomeEvidence: config.requireIncomeEvidence },
    { userName: config.users[0]!.userName, branchId: config.branches[0]!.id },
  );
  const clock = config.clock;
  let origin = '';

  const state = new SandboxState(config.agent.referencePrefix);
  const outage = new Outage(clock);
  const sender = createSender({
    rules: config.rules,
    clock,
    // The delivery log is what a sandbox is for: keep every delivery of a test run.
    maxRecords: 1_000_000,
    ...(config.retryIntervalMs !== undefined ? { retryIntervalMs: config.retryIntervalMs } : {}),
    ...(config.deliveryTimeoutMs !== undefined ? { timeoutMs: config.deliveryTimeoutMs } : {}),
    fetch: outage.wrap(config.fetch ?? ((url, init) => globalThis.fetch(url, init))),
  });
  const drift = new Drift(config.drift);
  const events = new EventLog(
    sender,
    clock,
    config.webhook,
    {
      duplicateAlways: config.traps.duplicateDeliveries,
      outOfOrderAlways: config.traps.outOfOrderDeliveries,
      duplicateNext: 0,
      reorderNext: 0,
    },
    config.onProblem,
    drift,
  );
  const payloads = new Payloads({
    get baseUrl() {
      return `${origin}${BASE_PATH}`;
    },
    get origin() {
      return origin;
    },
    agentId: config.agent.id,
    agentEmail: config.agent.email,
    branchName: (id) => config.branches.find((b) => b.id === id)?.name ?? `Branch ${id}`,
    now: () => clock.now(),
  });
  const documents = new DocumentStore(state, clock, config.documentUrlLifetimeMs, () => origin);
  const provider = new Provider(state, events, payloads, documents, {
    clock,
    referencingDelayMs: config.referencingDelayMs,
    branches: config.branches,
    documentsAsFileData: config.traps.documentsAsFileData,
    auditTrailNotes: config.auditTrailNotes,
    requireIncomeEvidence: config.requireIncomeEvidence,
    onProblem: config.onProblem,
  });
  const auth = new TokenStore(config.users, config.tokenLifetimeMs, clock);
  const faults = new FaultQueue();
  const api: ApiContext = {
    router: new Router(Object.values(operations)),
    auth,
    faults,
    drift,
    provider,
    state,
    handlers: {},
    onProblem: config.onProblem,
  };
  api.handlers = stateHandlers(api);
  const admin = createAdmin({
    state,
    provider,
    events,
    auth,
    faults,
    outage,
    drift,
    users: config.users,
    setWebhook: (webhook) => {
      events.webhook = webhook;
    },
  });

  // Beyond loopback anyone on the network reaches the admin API, which delivers events and re-points webhooks.
  const loopbackOnly = isLoopbackName(config.host);
  const adminToken = config.adminToken ?? (loopbackOnly ? null : randomBytes(24).toString('base64url'));
  if (!loopbackOnly)
    config.onProblem(
      `listening on ${config.host}, beyond this machine: anyone who can reach it can use the API with the sandbox's users, and the admin API with its admin token (${config.adminToken ? 'the adminToken option' : 'generated for this run: sandbox.adminToken'}). Listen on 127.0.0.1 unless other machines must reach the sandbox.`,
    );
  const adminGuard = createAdminGuard({ loopbackOnly, adminToken });

  const { headersMs, requestMs } = config.serverTimeouts;
  const server = http.createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      keepAliveTimeout: 5_000,
      // How often Node looks for requests past their timeouts (its default, 30 s, would let them run that long).
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersMs / 2))),
    },
    (req, res) => {
      route(req, res).catch((error) => {
        config.onProblem(`${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`);
        if (res.headersSent || res.destroyed) return res.destroy();
        sendError(res, null, 500, `The sandbox failed: ${(error as Error).message}`);
      });
    },
  );

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`))
      return handleApi(api, req, res, path.slice(BASE_PATH.length) || '/');
    if (path.startsWith(`${ADMIN_API_PATH}/`))
      return handleAdminApi(admin, adminGuard, req, res, path.slice(ADMIN_API_PATH.length), url.searchParams);
    if (req.method === 'GET' && path.startsWith(DOCUMENTS_PATH)) {
      const found = documents.resolve(path, url.searchParams);
      if ('status' in found) return sendJson(res, found.status, { Message: found.message });
      return sendBytes(res, 200, 'application/pdf', found.document.content, {
        'Content-Disposition': `attachment; filename="${found.document.fileName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
      });
    }
    if (req.method === 'GET' && (path === PAGE_PATH || path === '/_sandbox'))
      return sendBytes(res, 200, 'text/html; charset=utf-8', pageHtmlOfThisSandbox, pageSecurityHeaders);
    if (req.method === 'GET' && path === '/_sandbox/page.js')
      return sendBytes(res, 200, 'text/javascript; charset=utf-8', pageJs, pageSecurityHeaders);
    if (req.method === 'GET' && path === '/_sandbox/page.css')
      return sendBytes(res, 200, 'text/css; charset=utf-8', pageCss, pageSecurityHeaders);
    if (req.method === 'GET' && path === '/')
      return sendBytes(res, 302, 'text/plain', 'See /_sandbox/', { Location: PAGE_PATH });
    sendJson(res, 404, { Message: `Nothing here: the API is under ${BASE_PATH}, the page at ${PAGE_PATH}.` });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ConfigError(
          'port',
          error.code === 'EADDRINUSE'
            ? `port ${config.port} on ${config.host} is already in use: choose another port (0 picks a free one)`
            : `cannot listen on ${config.host}:${config.port}: ${error.message}`,
        ),
      ),
    );
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    baseUrl: `${origin}${BASE_PATH}`,
    origin,
    pageUrl: `${origin}${PAGE_PATH}${adminToken ? `#admin-token=${encodeURIComponent(adminToken)}` : ''}`,
    adminToken,
    credentials: { userName: config.users[0]!.userName, password: config.users[0]!.password },
    admin,
    onDelivery: (event, listener) => sender.on(event, listener),
    close() {
      closing ??= (async () => {
        provider.stopAll();
        await sender.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
