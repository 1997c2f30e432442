// The receiver's public shape: what createReceiver() returns and what its operator calls answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPlugin } from './adapters/fastify.js';
import type { DispatchedEventName } from './core/contract.gen.js';
import type { Reply, RequestLike } from './core/request.js';
import type { AnyHandler, AnyHandlerDefinition, ErrorHandler, Handler } from './handlers/registry.js';
import type { InboxRecord, InboxRecordWithBody, InboxState, SqlClient, StoreDriver } from './store/types.js';
import type { RecoverResult } from './receiver/recover.js';

/** The worker in a health report: `handling` is false while it cannot handle events (and `error` says why). */
export interface WorkerHealth {
  running: boolean;
  handling: boolean;
  active: number;
  isolated: boolean;
  pid: number | null;
  restarts: number;
  error?: string;
}

export interface HealthReport {
  /** Receiving and handling both work: the store answers and the worker (if any) can handle events. */
  ok: boolean;
  status: 'starting' | 'running' | 'closing' | 'closed' | 'failed';
  store: { kind: string; up: boolean; error?: string };
  worker: WorkerHealth | null;
  /** Deliveries refused since start (401, 405, 413), by reason. */
  refusals: Readonly<Record<string, number>>;
}

export type ReplayResult =
  | { id: string; replayed: true; state: 'pending' | 'dead' | 'ignored'; eventName: string | null }
  | { id: string; replayed: false; reason: 'not_found' | 'incomplete' | 'quarantined' };

export type SetAsideResult = { id: string; setAside: boolean; reason?: 'not_found' | 'not_pending' | 'running' };

export type ReleaseResult =
  | { id: string; released: true; as: string; duplicate: false }
  | { id: string; released: true; as: null; duplicate: true }
  | { id: string; released: false; reason: 'not_found' | 'not_quarantined' };

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
  /** Puts one event back (classified afresh from its stored body): a dead letter, or a handled event to run again. */
  replay(id: string): Promise<ReplayResult>;
  /** Replays every dead letter (optionally of one reason or event name). */
  replayDeadLetters(filter?: { reason?: string; eventName?: string }): Promise<{ replayed: number }>;
  /** Parks one pending event (a poison event) as a dead letter `set_aside`; replay(id) brings it back. */
  setAside(id: string, note?: string): Promise<SetAsideResult>;
  deadLetters(options?: { limit?: number; afterId?: string; reason?: string }): Promise<InboxRecord[]>;
  /** Deliveries parked by auth.quarantine. */
  quarantined(options?: { limit?: number; afterId?: string }): Promise<InboxRecord[]>;
  /**
   * Takes in an event that reconciliation rebuilt after its webhook died (a Report Available): stored, deduplicated
   * and handled as a delivery would be, marked recovered (event.recovered, ctx.recovered, the inbox listing). A real
   * delivery of it arriving later is a duplicate, and so is a recovery of an event already received.
   */
  recover(payload: object, options?: { source?: string }): Promise<RecoverResult>;
  /** Takes a quarantined delivery in as if it had come with the right header (deduplicated as any delivery). */
  releaseQuarantined(id: string): Promise<ReleaseResult>;
  get(id: string): Promise<InboxRecordWithBody | null>;
  stats(): Promise<Record<InboxState, number>>;
  health(): Promise<HealthReport>;
  /** Runs fn in a transaction of the inbox database, e.g. to create the tables your handlers write with ctx.transaction(). */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** Removes expired idempotency keys and old handled events now. */
  prune(): Promise<{ keys: number; records: number }>;
  /** Resolves when nothing is waiting to be handled (events in retry back-off included). For tests and scripts. */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  readonly store: StoreDriver;
}
