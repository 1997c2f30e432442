// The handler registry: typed handlers by event name (on, onAny, register/defineHandler) and the error listeners
// (onError). The worker asks it which handlers an event has; the receiver reports errors through it.
import type { EventPayloadMap } from '@trs/validators';
import { dispatchedEventNames, ignoredEventNames, type DispatchedEventName } from '../core/contract.gen.js';
import { ConfigError, UnknownEventError, type WebhooksError } from '../errors.js';
import { errorFields, type Logger } from '../log/logger.js';
import type { SqlClient } from '../store/types.js';
import type { ApplicantTenancy } from './applicant-tenancy.js';

/** One event as a handler sees it. `payload` is typed by the event name (generated from the contract). */
export interface WebhookEvent<N extends DispatchedEventName = DispatchedEventName> {
  /** The inbox id (use it with replay() and setAside()). */
  readonly id: string;
  readonly name: N;
  readonly payload: EventPayloadMap[N];
  /** The same for every copy of one event, another for a new event with the same content (see the README). */
  readonly idempotencyKey: string;
  /** The tenancy whose events are handled in order: "applicationRef:0001234", "KYCid:…", or null. */
  readonly tenancy: string | null;
  /** 1 on the first run; counts runs started, a run the process died in included. */
  readonly attempt: number;
  /** 0, or how many times the event was replayed. */
  readonly replay: number;
  readonly receivedAt: Date;
  /**
   * True when reconciliation rebuilt it from what the interface shows, after its webhook died (receiver.recover):
   * the payload holds what could be read back (for Report Available: applicationRef, URL, ReportType, EntryType and
   * data.applicantRef), not the provider's other fields.
   */
  readonly recovered: boolean;
}

/** Any dispatched event: a union discriminated by `name`. */
export type AnyWebhookEvent = { [N in DispatchedEventName]: WebhookEvent<N> }[DispatchedEventName];

export interface HandlerContext {
  /** Aborted when the handler times out or the receiver shuts down before it finished. */
  readonly signal: AbortSignal;
  /**
   * Runs fn in a transaction of the inbox database, exactly once for this event: if the handler fails afterwards or
   * the process dies, the retry does not apply fn's writes twice (PostgreSQL rolls them back with the failure; the
   * embedded stores record that fn ran and skip it, returning its first result). Write your own tables here to get
   * exactly-once effects. Not available on the memory store. Call it in the same order on every run; return JSON.
   * SQL is the store's: SQLite on the embedded store (placeholders $1, $2 … work on both), PostgreSQL otherwise.
   */
  transaction<T>(fn: (db: SqlClient) => Promise<T>): Promise<T>;
  /** Adds fields to this run's "webhook event dispatched" log line (one line per dispatched event). */
  annotate(fields: Record<string, unknown>): void;
  readonly logger: Logger;
  /** The event was recovered by reconciliation, not delivered by the provider (as event.recovered). */
  readonly recovered: boolean;
  /**
   * For an event that names an applicant and no tenancy (deprecatedNotification: ReferenceNo only, provider spec 2.1
   * rule 2): the tenancy the receiver's journal holds for the applicant (`known: true`, `applicationRef`), or why
   * there is none (`known: false`, `reason`, `message`). Null for every other event: they carry applicationRef.
   */
  readonly applicantTenancy: ApplicantTenancy | null;
}

export type Handler<N extends DispatchedEventName> = (event: WebhookEvent<N>, ctx: HandlerContext) => unknown;
export type AnyHandler = (event: AnyWebhookEvent, ctx: HandlerContext) => unknown;
export type ErrorHandler = (error: WebhooksError) => unknown;

/** A handler bound to its event name, e.g. one per file: `export default defineHandler('addNote', async (e) => …)`. */
export interface HandlerDefinition<N extends DispatchedEventName = DispatchedEventName> {
  readonly name: N;
  readonly handler: Handler<N>;
}

/** A definition of any one event: what register() takes, and what a worker's handler module exports. */
export type AnyHandlerDefinition =
  { [N in DispatchedEventName]: HandlerDefinition<N> }[DispatchedEventName] | HandlerDefinition;

export function defineHandler<N extends DispatchedEventName>(name: N, handler: Handler<N>): HandlerDefinition<N> {
  return { name, handler };
}

/** A definition's handler, for its own event name (the union of definitions does not tie the two together). */
export const handlerOf = (definition: AnyHandlerDefinition) => definition.handler as Handler<DispatchedEventName>;

const dispatched = new Set<string>(dispatchedEventNames);
const ignored = new Set<string>(ignoredEventNames);

export class HandlerRegistry {
  private readonly byName = new Map<string, Set<AnyHandler>>();
  private readonly any = new Set<AnyHandler>();
  private readonly errorHandlers = new Set<ErrorHandler>();

  constructor(private readonly logger: Logger) {}

  on<N extends DispatchedEventName>(name: N | readonly N[], handler: Handler<N>): () => void {
    const names = (Array.isArray(name) ? name : [name]) as string[];
    if (typeof handler !== 'function')
      throw new ConfigError('handler', 'on(name, handler): handler must be a function');
    for (const n of names) if (!dispatched.has(n)) throw new UnknownEventError(n, ignored.has(n), dispatchedEventNames);
    for (const n of names) {
      let set = this.byName.get(n);
      if (!set) this.byName.set(n, (set = new Set()));
      set.add(handler as AnyHandler);
    }
    return () => {
      for (const n of names) this.byName.get(n)?.delete(handler as AnyHandler);
    };
  }

  onAny(handler: AnyHandler): () => void {
    if (typeof handler !== 'function') throw new ConfigError('handler', 'onAny(handler): handler must be a function');
    this.any.add(handler);
    return () => this.any.delete(handler);
  }

  onError(handler: ErrorHandler): () => void {
    if (typeof handler !== 'function') throw new ConfigError('handler', 'onError(handler): handler must be a function');
    this.errorHandlers.add(handler);
    return () => this.errorHandlers.delete(handler);
  }

  register(definitions: readonly AnyHandlerDefinition[]): void {
    for (const definition of definitions) {
      if (!definition || typeof definition !== 'object')
        throw new ConfigError('definitions', 'register(): pass definitions made with defineHandler(name, handler)');
      this.on(definition.name, handlerOf(definition));
    }
  }

  /** The named handlers of an event, then the onAny ones. */
  handlersOf(name: string): AnyHandler[] {
    return [...(this.byName.get(name) ?? []), ...this.any];
  }

  get size(): number {
    let n = this.any.size;
    for (const set of this.byName.values()) n += set.size;
    return n;
  }

  /** To every onError listener; logged when there is none (or one fails). */
  report(error: WebhooksError): void {
    if (this.errorHandlers.size === 0) {
      this.logger.error({ code: error.code, details: error.details }, error.message);
      return;
    }
    for (const handler of this.errorHandlers) {
      try {
        const result = handler(error);
        if (result && typeof (result as Promise<unknown>).catch === 'function')
          (result as Promise<unknown>).catch((e) =>
            this.logger.error({ error: errorFields(e) }, 'an onError handler failed'),
          );
      } catch (e) {
        this.logger.error({ error: errorFields(e) }, 'an onError handler failed');
      }
    }
  }
}

/** A module of handlers for a worker process: `export default [defineHandler(…), …]` or `{ name: definition }`. */
export function definitionsOf(exported: unknown, where: string): AnyHandlerDefinition[] {
  const module = exported as { default?: unknown; handlers?: unknown };
  const value = module?.handlers ?? module?.default;
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : null;
  if (!list || !list.every((d) => d && typeof d === 'object' && typeof (d as HandlerDefinition).handler === 'function'))
    throw new ConfigError(
      'worker.module',
      `${where} must export its handlers as \`handlers\` or as the default export: an array (or an object) of definitions made with defineHandler(name, handler)`,
    );
  return list as AnyHandlerDefinition[];
}
