// A webhook receiver as the CLI runs it: @trs/webhooks' createReceiver on node:http, the way
// apps/receiver-example runs it (deliveries on /webhooks, health on /healthz, a durable inbox), with two windows
// for the person at the terminal: every delivery as it arrives (event, tenancy, idempotency key, duplicate or not;
// read from the documented StoreDriver interface, whose insert() says which records were duplicates) and every
// event as its handlers ran.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AnyWebhookEvent, Logger, Receiver } from '@trs/webhooks';
import type { StoreDriver } from '@trs/webhooks/store';
import { CliError } from '../errors.js';
import { loadOptional } from '../optional.js';

/** One delivery as the receiver classified and stored it. */
export interface Arrival {
  receivedAt: Date;
  /** The event name, or null when nothing recognised it. */
  event: string | null;
  /** "applicationRef:0001234", "KYCid:…", or null. */
  tenancy: string | null;
  idempotencyKey: string | null;
  duplicate: boolean;
  /** pending (to be handled), ignored (legacy report, unknown topic) or dead (not JSON, invalid payload …). */
  state: 'pending' | 'ignored' | 'dead';
  /** Why it is ignored or dead. */
  reason: string | null;
  /** The raw body as received. */
  body: Buffer;
}

export interface HandledEvent {
  name: string;
  tenancy: string | null;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  handledAt: Date;
}

export interface ReceiverServerOptions {
  port: number;
  host?: string;
  /** The static header and its accepted value; null accepts deliveries without it (local tries only). */
  auth: { name: string; value: string } | null;
  /** A directory or postgres:// URL; default a fresh temporary directory, removed on close. */
  store?: string;
  /** Where the receiver's own warnings go. */
  logger: Logger;
  onArrival?: (arrival: Arrival) => void;
  onHandled?: (event: HandledEvent) => void;
  /** A request to another path than /webhooks (refused 404): shown by `trs webhooks listen`. */
  onStray?: (stray: StrayRequest) => void;
}

export interface StrayRequest {
  receivedAt: Date;
  method: string;
  path: string;
  /** Its body, up to STRAY_BODY_CAP bytes. */
  body: Buffer;
}

/** A refused request's body is shown, not stored: its start is enough. */
const STRAY_BODY_CAP = 64 * 1024;

export interface ReceiverServer {
  /** The delivery URL (…/webhooks). */
  readonly url: string;
  readonly healthUrl: string;
  readonly receiver: Receiver;
  readonly handled: readonly HandledEvent[];
  /** Resolves with the first handled event that matches (already handled, or later); rejects on timeout or abort. */
  waitFor(match: (event: HandledEvent) => boolean, timeoutMs: number, signal?: AbortSignal): Promise<HandledEvent>;
  close(): Promise<void>;
}

export const WEBHOOK_PATH = '/webhooks';
const HEALTH_PATH = '/healthz';

type InsertArguments = Parameters<StoreDriver['insert']>;

/** The store, with every insert reported: which records were new and which were duplicates. */
function observed(store: StoreDriver, onArrival: ((arrival: Arrival) => void) | undefined): StoreDriver {
  if (!onArrival) return store;
  return new Proxy(store, {
    get(target, property) {
      if (property === 'insert') {
        return async (...args: InsertArguments) => {
          const [records] = args;
          // A large body was written to a file as it arrived; read it before the store takes it over.
          const bodies = await Promise.all(
            records.map(async (record) => (Buffer.isBuffer(record.body) ? record.body : readFile(record.body.file))),
          );
          const outcomes = await target.insert(...args);
          for (const [index, record] of records.entries()) {
            onArrival({
              receivedAt: record.receivedAt,
              event: record.eventName,
              tenancy: record.orderingKey,
              idempotencyKey: outcomes[index]?.idempotencyKey ?? null,
              duplicate: outcomes[index]?.duplicate ?? false,
              state: record.state === 'quarantined' ? 'dead' : record.state,
              reason: record.reason,
              body: bodies[index]!,
            });
          }
          return outcomes;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new CliError(
              'TRS_CLI_FAILED',
              `Port ${port} is in use: stop what listens there, or choose another port (--receiver-port / --port).`,
            )
          : error,
      );
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startReceiverServer(options: ReceiverServerOptions): Promise<ReceiverServer> {
  const host = options.host ?? '127.0.0.1';
  const temporary = options.store ? null : await mkdtemp(path.join(os.tmpdir(), 'trs-inbox-'));
  const location = options.store ?? temporary!;
  const usedBy = 'The webhook receiver';
  const { createReceiver } = await loadOptional('@trs/webhooks', usedBy, () => import('@trs/webhooks'));
  const store = /^postgres(ql)?:\/\//.test(location)
    ? (await loadOptional('@trs/webhooks', usedBy, () => import('@trs/webhooks/postgres'))).postgresStore({
        connectionString: location,
      })
    : (await loadOptional('@trs/webhooks', usedBy, () => import('@trs/webhooks/sqlite'))).sqliteStore({
        dir: path.resolve(location),
      });
  const receiver = createReceiver({
    auth: options.auth ? { header: options.auth.name, values: [options.auth.value] } : false,
    store: observed(store, options.onArrival),
    logger: options.logger,
    // The local stack shows events as they come: look for work often.
    worker: { pollIntervalMs: 50 },
  });

  const handled: HandledEvent[] = [];
  let waiters: { match: (event: HandledEvent) => boolean; resolve: (event: HandledEvent) => void }[] = [];
  receiver.onAny((event: AnyWebhookEvent) => {
    const entry: HandledEvent = {
      name: event.name,
      tenancy: event.tenancy,
      idempotencyKey: event.idempotencyKey,
      payload: event.payload as unknown as Record<string, unknown>,
      handledAt: new Date(),
    };
    handled.push(entry);
    options.onHandled?.(entry);
    waiters = waiters.filter((waiter) => (waiter.match(entry) ? (waiter.resolve(entry), false) : true));
  });

  const route = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const pathname = new URL(req.url ?? '/', 'http://receiver').pathname;
    if (pathname === WEBHOOK_PATH) return receiver.node(req, res);
    if (pathname === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      const health = await receiver.health();
      res.writeHead(health.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(health));
      return;
    }
    if (options.onStray) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size <= STRAY_BODY_CAP) chunks.push(chunk as Buffer);
      }
      options.onStray({
        receivedAt: new Date(),
        method: req.method ?? '',
        path: pathname,
        body: Buffer.concat(chunks),
      });
    }
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code: 'not_found', message: `Deliveries go to ${WEBHOOK_PATH}.` } }));
  };
  const server = http.createServer((req, res) => {
    route(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":"internal"}}');
    });
  });
  try {
    await receiver.start();
  } catch (error) {
    if (temporary) await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  let address: AddressInfo;
  try {
    address = await listen(server, options.port, host);
  } catch (error) {
    await receiver.close();
    if (temporary) await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    url: `${origin}${WEBHOOK_PATH}`,
    healthUrl: `${origin}${HEALTH_PATH}`,
    receiver,
    handled,
    waitFor(match, timeoutMs, signal) {
      const found = handled.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const finish = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', abort);
          waiters = waiters.filter((w) => w !== waiter);
        };
        const waiter = {
          match,
          resolve: (event: HandledEvent) => {
            finish();
            resolve(event);
          },
        };
        const timer = setTimeout(() => {
          finish();
          reject(new CliError('TRS_CLI_TIMEOUT', `No matching webhook reached the receiver within ${timeoutMs} ms.`));
        }, timeoutMs);
        const abort = () => {
          finish();
          reject(signal!.reason ?? new Error('aborted'));
        };
        signal?.addEventListener('abort', abort, { once: true });
        waiters.push(waiter);
      });
    },
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          // Connections kept alive by a sender are closed once idle; none may hold the stop up for long.
          const force = setTimeout(() => server.closeAllConnections(), 2_000);
          server.close(() => {
            clearTimeout(force);
            resolve();
          });
          server.closeIdleConnections();
        });
        await receiver.close({ timeoutMs: 5_000 });
        server.closeAllConnections();
        if (temporary) await rm(temporary, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
