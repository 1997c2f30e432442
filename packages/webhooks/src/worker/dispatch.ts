// One run of one event: parse the stored body, validate it, log its name, run its handlers (with a timeout and an
// abort signal), and record the outcome: done, a retry after back-off, or a dead letter.
import { systemClock, type Clock } from '@trs/shared';
import { validateEvent } from '@trs/validators';
import type { DispatchedEventName } from '../core/contract.gen.js';
import { dispatchedEventNames } from '../core/contract.gen.js';
import { HandlerError, StoreError, TrsError, type WebhooksError } from '../errors.js';
import { errorFields, type Logger } from '../log/logger.js';
import { journalEvent, type Journal } from '@trs/journal';
import type { AnyWebhookEvent, HandlerContext, HandlerRegistry } from '../handlers/registry.js';
import { applicantTenancyOf } from '../handlers/applicant-tenancy.js';
import { redactingLogger, redactText, redactValue, sensitiveTexts } from '../log/redact.js';
import { parseStoredBody } from './safe-json.js';
import { FLAG_RECOVERED, type Claim, type InboxRecord } from '../store/types.js';
import { instrumentsOf, type EventIdentity, type Instruments } from '../telemetry/instrumentation.js';

export interface DispatchOptions {
  /** The receiver's instrumentation (none in a worker process of its own). */
  instruments?: Instruments;
  maxAttempts: number;
  handlerTimeoutMs: number;
  backoff: (attempt: number) => number;
  validate: boolean;
  /** When a failed event may run again is read from it (default: real time). */
  clock?: Clock;
  /** Records what each event announces and resolves the pending POST it answers, before its handlers run. */
  journal?: Journal | undefined;
}

const dispatched = new Set<string>(dispatchedEventNames);

function applicationRefOf(payload: unknown): string | null {
  const ref = (payload as { applicationRef?: unknown } | null)?.applicationRef;
  return typeof ref === 'string' ? ref : null;
}

export function createDispatcher(registry: HandlerRegistry, logger: Logger, options: DispatchOptions) {
  const report = (error: HandlerError) => registry.report(error);
  const instruments = options.instruments ?? instrumentsOf([]);

  return function dispatchOne(claim: Claim, signal: AbortSignal): Promise<void> {
    const { id, eventName, idempotencyKey, attempts: attempt } = claim.event;
    const identity: EventIdentity = { id, topic: eventName ?? '', idempotencyKey, attempt };
    instruments.claimed(identity);
    return instruments.handling(identity, () => runOne(claim, signal, identity));
  };

  async function runOne(claim: Claim, signal: AbortSignal, identity: EventIdentity): Promise<void> {
    const record = claim.event;
    const attempt = record.attempts;
    const name = record.eventName ?? '';
    const details = { eventId: record.id, eventName: name, idempotencyKey: record.idempotencyKey, attempt };
    const started = performance.now();
    const annotations: Record<string, unknown> = {};
    let payload: unknown;
    /** The texts at the payload's sensitive fields (x-sensitive): kept off every line this run logs. */
    let secrets: string[] = [];
    const logDispatch = (outcome: 'handled' | 'retry' | 'dead', extra: Record<string, unknown> = {}) => {
      instruments.handled(identity, outcome, (performance.now() - started) / 1000);
      if (outcome === 'dead') instruments.deadLettered(String(extra.reason), name);
      logger.info(
        {
          ...annotations,
          event: name,
          applicationRef: applicationRefOf(payload),
          tenancy: record.orderingKey,
          idempotencyKey: record.idempotencyKey,
          attempt,
          id: record.id,
          outcome,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...extra,
        },
        'webhook event dispatched',
      );
    };
    if (claim.previousRunCrashed)
      logger.warn(
        { id: record.id, event: name, attempt, maxAttempts: options.maxAttempts },
        `webhook event ${record.id} (${name}): its previous run never recorded an outcome (the process handling it died, or hung or lost the database until its lease ran out); running it again, attempt ${attempt} of ${options.maxAttempts}`,
      );
    try {
      payload = parseStoredBody(record.body, record.flags);
      secrets = sensitiveTexts(name, payload);
    } catch (error) {
      await claim.deadLetter('not_json', { message: (error as Error).message });
      logDispatch('dead', { reason: 'not_json' });
      return;
    }
    if (!dispatched.has(name)) {
      await claim.deadLetter('invalid_payload', {
        message: `this version of the contract has no dispatched event named ${JSON.stringify(name)}; replay() classifies it afresh`,
      });
      logDispatch('dead', { reason: 'invalid_payload' });
      return;
    }
    if (options.validate) {
      const result = validateEvent(name as DispatchedEventName, payload);
      if (!result.ok) {
        await claim.deadLetter('invalid_payload', { issues: result.issues });
        logDispatch('dead', { reason: 'invalid_payload', issues: result.issues.map((i) => i.message) });
        report(
          new HandlerError(
            'TRS_INVALID_PAYLOAD',
            `${name} event ${record.id} does not satisfy the contract and is kept in the dead-letter store: ${result.issues.map((i) => i.message).join('; ')}`,
            { ...details, willRetry: false },
          ),
        );
        return;
      }
    }
    const event = Object.freeze({
      id: record.id,
      name: name as DispatchedEventName,
      payload: payload as never,
      idempotencyKey: record.idempotencyKey ?? '',
      tenancy: record.orderingKey,
      attempt,
      replay: record.generation,
      receivedAt: record.receivedAt,
      recovered: (record.flags & FLAG_RECOVERED) !== 0,
    }) as AnyWebhookEvent;
    const handlers = registry.handlersOf(name);
    const abort = new AbortController();
    const onOuterAbort = () => abort.abort(signal.reason);
    signal.addEventListener('abort', onOuterAbort, { once: true });
    // Another process may be running the event now: the handler is asked to stop (its writes are refused anyway).
    const onLeaseLost = () => abort.abort(claim.leaseLost?.reason);
    claim.leaseLost?.addEventListener('abort', onLeaseLost, { once: true });
    /** The run ended but its outcome could not be recorded: the event runs again (after its lease, elsewhere maybe). */
    const outcomeNotRecorded = (error: unknown) => {
      const { code, message } = errorFields(error);
      logger.warn(
        { id: record.id, event: name, attempt, ...(code ? { code } : {}) },
        `webhook event ${record.id} (${name}): the outcome of attempt ${attempt} was not recorded: ${message}`,
      );
      registry.report(
        error instanceof TrsError
          ? (error as WebhooksError)
          : new StoreError(
              'TRS_STORE_UNAVAILABLE',
              `the outcome of ${name} event ${record.id} (attempt ${attempt}) could not be recorded: ${message}`,
              { store: null },
              { cause: error },
            ),
      );
    };
    let effect = 0;
    const context: Omit<HandlerContext, 'applicantTenancy'> = {
      signal: abort.signal,
      logger: redactingLogger(logger, secrets),
      transaction: (fn) => claim.transaction(`effect:${effect++}`, fn),
      annotate: (fields) => void Object.assign(annotations, redactValue(fields, secrets)),
      recovered: event.recovered,
    };
    // Named before its handlers run: when a handler takes the process down, the last line says which event it was.
    logger.info(
      { event: name, id: record.id, tenancy: record.orderingKey, idempotencyKey: record.idempotencyKey, attempt },
      'webhook event starting',
    );
    let timer: NodeJS.Timeout | undefined;
    let failure: { error: unknown } | null = null;
    try {
      const run = (async () => {
        if (options.journal) await journalEvent(options.journal, name, payload);
        const applicantTenancy = await applicantTenancyOf(options.journal, name, payload);
        if (applicantTenancy) {
          annotations.applicant = applicantTenancy.applicant;
          annotations.tenancyFromJournal = applicantTenancy.applicationRef;
          if (!applicantTenancy.known)
            logger.warn(
              { id: record.id, event: name, applicant: applicantTenancy.applicant, reason: applicantTenancy.reason },
              applicantTenancy.message,
            );
        }
        const ctx: HandlerContext = { ...context, applicantTenancy };
        for (const handler of handlers) await handler(event, ctx);
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const error = new Error(
            `the handlers of ${name} event ${record.id} did not finish within ${options.handlerTimeoutMs} ms`,
          );
          abort.abort(error);
          reject(error);
        }, options.handlerTimeoutMs);
      });
      await Promise.race([run, timeout]);
    } catch (error) {
      failure = { error };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onOuterAbort);
      claim.leaseLost?.removeEventListener('abort', onLeaseLost);
    }
    try {
      if (!failure) {
        await claim.complete(handlers.length ? undefined : { handlers: 0 });
        logDispatch('handled', handlers.length ? {} : { handlers: 0 });
        return;
      }
      if (signal.aborted) return; // shutting down: the claim is released and the event stays in the inbox
      await claim.rollbackEffects().catch(() => undefined);
      // A handler's error may quote the payload: its message and stack lose the sensitive texts.
      const { message: raw, stack, ...rest } = errorFields(failure.error);
      const message = redactText(raw, secrets);
      const detail = { error: { ...rest, message, ...(stack ? { stack: redactText(stack, secrets) } : {}) }, attempt };
      if (attempt < options.maxAttempts) {
        const retryAt = new Date((options.clock ?? systemClock).now() + Math.max(0, options.backoff(attempt)));
        await claim.retry(retryAt, detail);
        logDispatch('retry', { retryAt: retryAt.toISOString(), error: message });
        report(
          new HandlerError(
            'TRS_HANDLER_FAILED',
            `a handler of ${name} event ${record.id} failed (attempt ${attempt} of ${options.maxAttempts}); retrying at ${retryAt.toISOString()}: ${message}`,
            { ...details, willRetry: true, retryAt },
            { cause: failure.error },
          ),
        );
      } else {
        await claim.deadLetter('handler_failed', detail);
        logDispatch('dead', { reason: 'handler_failed', error: message });
        report(
          new HandlerError(
            'TRS_HANDLER_FAILED',
            `a handler of ${name} event ${record.id} failed on the last attempt (${attempt}); the event is in the dead-letter store (replay it with receiver.inbox.replay("${record.id}")): ${message}`,
            { ...details, willRetry: false },
            { cause: failure.error },
          ),
        );
      }
    } catch (error) {
      outcomeNotRecorded(error);
    }
  }
}

/** An event whose runs all ended without an outcome: reported as TRS_HANDLER_CRASHED. */
export function crashedError(record: InboxRecord, maxAttempts: number): HandlerError<'TRS_HANDLER_CRASHED'> {
  return new HandlerError(
    'TRS_HANDLER_CRASHED',
    `${record.eventName ?? 'an'} event ${record.id} took the process down on each of its ${record.attempts} runs (an exit, an abort, out of memory); it is now a dead letter "crashed" and no longer run (maxAttempts ${maxAttempts}). Fix the handler, then replay it with receiver.inbox.replay("${record.id}").`,
    {
      eventId: record.id,
      eventName: record.eventName ?? '',
      idempotencyKey: record.idempotencyKey,
      attempt: record.attempts,
      willRetry: false,
    },
  );
}
