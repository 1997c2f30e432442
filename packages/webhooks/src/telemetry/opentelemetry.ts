// OpenTelemetry spans of the receiver through @opentelemetry/api (an optional peer dependency: install it to use
// this module, `@trs/webhooks/opentelemetry`; without an SDK registered by the application every span is a no-op).
//   receive <topic>   one per delivery, a child of the active span (the HTTP server span of your instrumentation)
//   process <topic>   one per run of an event's handlers, a new trace; the handlers run inside its context, so that
//                     the spans of what they call (@trs/client's calls, your database) nest under it
// Both carry the event's dedupe key as messaging.message.id, the same on every copy and every process: search by
// it to go from a delivery to its runs. A run in the process that received the event also links to its receive span.
import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type SpanContext,
  type Tracer,
} from '@opentelemetry/api';
import type {
  EventIdentity,
  HandledOutcome,
  ReceivedOutcome,
  ReceiverInstrumentation,
  StoredDelivery,
} from './instrumentation.js';
import { topicLabel } from './topic.js';

export interface OpenTelemetryOptions {
  /** Default: the global provider's tracer named `@trs/webhooks`. */
  tracer?: Tracer;
  /** Receive spans remembered for links from the runs of their events in this process. Default 10,000. */
  linkedReceives?: number;
}

const SYSTEM = { 'messaging.system': 'trs-webhooks' } as const;
/** Answers that mean the delivery will come again or is lost: the receive span is marked as an error. */
const FAILED: ReadonlySet<ReceivedOutcome> = new Set(['unavailable', 'overloaded', 'timeout', 'refused', 'too_large']);

async function inSpan<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(context.active(), span), run);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.name ?? 'Error' });
    throw error;
  } finally {
    span.end();
  }
}

export function openTelemetry(options: OpenTelemetryOptions = {}): ReceiverInstrumentation {
  const tracer = () => options.tracer ?? trace.getTracer('@trs/webhooks');
  const capacity = options.linkedReceives ?? 10_000;
  const receives = new Map<string, SpanContext>();
  const remember = (key: string, span: SpanContext) => {
    receives.delete(key);
    receives.set(key, span);
    if (receives.size > capacity) receives.delete(receives.keys().next().value!);
  };

  return {
    receiving(run) {
      const span = tracer().startSpan('receive webhook', {
        kind: SpanKind.INTERNAL,
        attributes: { ...SYSTEM, 'messaging.operation.type': 'receive', 'messaging.operation.name': 'receive' },
      });
      return inSpan(span, run);
    },
    received(outcome: ReceivedOutcome, stored: StoredDelivery | null) {
      const span = trace.getActiveSpan();
      if (!span) return;
      span.setAttribute('trs.webhooks.outcome', outcome);
      if (stored) {
        const attributes: Attributes = {};
        if (stored.topic) {
          attributes['messaging.destination.name'] = topicLabel(stored.topic);
          span.updateName(`receive ${topicLabel(stored.topic)}`);
        }
        if (stored.idempotencyKey) attributes['messaging.message.id'] = stored.idempotencyKey;
        if (stored.id) attributes['trs.webhooks.inbox_id'] = stored.id;
        span.setAttributes(attributes);
        if (stored.idempotencyKey && !stored.duplicate) remember(stored.idempotencyKey, span.spanContext());
      }
      if (FAILED.has(outcome)) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
    },
    handling<T>(event: EventIdentity, run: () => Promise<T>): Promise<T> {
      const topic = topicLabel(event.topic);
      const received = event.idempotencyKey ? receives.get(event.idempotencyKey) : undefined;
      const span = tracer().startSpan(`process ${topic}`, {
        kind: SpanKind.CONSUMER,
        // A run is its own trace: the worker is not part of whatever request happened to start the receiver.
        root: true,
        links: received ? [{ context: received }] : [],
        attributes: {
          ...SYSTEM,
          'messaging.operation.type': 'process',
          'messaging.operation.name': 'process',
          'messaging.destination.name': topic,
          ...(event.idempotencyKey ? { 'messaging.message.id': event.idempotencyKey } : {}),
          'trs.webhooks.inbox_id': event.id,
          'trs.webhooks.attempt': event.attempt,
        },
      });
      return inSpan(span, run);
    },
    handled(_event: EventIdentity, outcome: HandledOutcome) {
      const span = trace.getActiveSpan();
      if (!span) return;
      span.setAttribute('trs.webhooks.outcome', outcome);
      if (outcome !== 'handled') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
    },
  };
}
