// The receiver's public shape: what createReceiver() returns and what its operator calls answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPlugin } from './adapters/fastify.js';
import type { DispatchedEventName } from './core/contract.gen.js';
import type { Reply, RequestLike } from './core/request.js';
import type { AnyHandler, AnyHandlerDefinition, ErrorHandler, Handler } from './handlers/registry.js';
import type { Inbox } from './inbox/inbox.js';
import type { WorkerHealth } from './worker/handling.js';

export type { WorkerHealth };

export interface HealthReport {
  /** Receiving and handling both work: the store answers and the worker (if any) can handle events. */
  ok: boolean;
  status: 'starting' | 'running' | 'closing' | 'closed' | 'failed';
  store: { kind: string; up: boolean; error?: string };
  worker: WorkerHealth | null;
  /** Deliveries refused since start (401, 405, 413), by reason. */
  refusals: Readonly<Record<string, number>>;
}

export interface Receiver {
  /** Handle one event name (or several). Returns a function that removes the handler. */
  on<N extends DispatchedEventName>(name: N | readonly N[], handler: Handler<N>): () => void;
  /** Handle every dispatched event (after the named handlers of that event). */
  onAny(handler: AnyHandler): () => void;
  /** Every problem worth a person's attention: handler failures, refused deliveries, store and worker trouble. */
  onError(handler: ErrorHandler): () => void;
  /** Register handlers made with defineHandler(). */
  register(...definitions: readonly AnyHandlerDefinition[]): void;
  /** node:http / Express / Connect handler: `http.createServer(receiver.node)`, `app.post('/webhooks', receiver.node)`. */
  readonly node: (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;
  /** Fetch handler: Request → Response (Hono: `app.post('/webhooks', (c) => receiver.fetch(c.req.raw))`). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Fastify plugin: `app.register(receiver.fastify, { path: '/webhooks' })`. */
  readonly fastify: FastifyPlugin;
  /** The framework-free core: one request in, one reply out (null: the sender went away). */
  receive(request: RequestLike): Promise<Reply | null>;
  /** Opens the store (creating it on first start) and starts the worker. Requests start it too, if you do not. */
  start(): Promise<void>;
  /** Stops accepting (503), finishes deliveries being received, waits for handlers up to timeoutMs (default 10 s), leaves the rest for the next start. */
  close(options?: { timeoutMs?: number }): Promise<void>;
  health(): Promise<HealthReport>;
  /**
   * The operator's calls on this receiver's inbox (stats, list, get, replay, setAside, releaseQuarantined, drain,
   * transaction, prune...): the same calls as openStore() gives without a receiver; each starts the receiver first.
   */
  readonly inbox: Inbox;
}
