// OpenTelemetry spans (instrumentation: openTelemetry()): a `receive` span per delivery, a child of the HTTP server
// span; a `process` span per run, a trace of its own in whose context the handlers run (so the CRM's own spans nest
// under it); both carry the event's dedupe key, and the run links to the delivery that brought the event.
import { context, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReceiver } from '../src/index.js';
import { memoryStore } from '../src/store/memory/memory.js';
import { openTelemetry } from '../src/telemetry/opentelemetry.js';
import { HEADER, KEY, updateApplicant } from './helpers.js';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  contextManager.enable();
  context.setGlobalContextManager(contextManager);
});
afterAll(() => context.disable());
beforeEach(() => exporter.reset());

const quiet = { info() {}, warn() {}, error() {} };
const delivery = (payload: unknown) =>
  new Request('http://receiver/webhooks', {
    method: 'POST',
    headers: { [HEADER]: KEY, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

describe('spans', () => {
  it('one trace from the delivery to the handler and what it writes, linked by the dedupe key', async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      instrumentation: openTelemetry({ tracer }),
    });
    receiver.on('updateApplicant', async () => {
      // the CRM's own instrumentation: a span started in the handler
      await tracer.startActiveSpan('crm write applicant', async (span) => {
        await Promise.resolve();
        span.end();
      });
    });
    // as an HTTP instrumentation would: the request handled inside the server span
    const status = await tracer.startActiveSpan('POST /webhooks', async (span) => {
      const response = await receiver.fetch(delivery(updateApplicant(1)));
      span.end();
      return response.status;
    });
    expect(status).toBe(204);
    await receiver.inbox.drain();
    await receiver.close();

    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.name === 'POST /webhooks')!;
    const receive = spans.find((s) => s.name === 'receive updateApplicant')!;
    const process = spans.find((s) => s.name === 'process updateApplicant')!;
    const write = spans.find((s) => s.name === 'crm write applicant')!;
    expect(receive).toBeDefined();
    expect(process).toBeDefined();
    // receive: a child of the server span
    expect(receive.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
    expect(receive.attributes['trs.webhooks.outcome']).toBe('accepted');
    // the handler's write nests under the process span, in its trace
    expect(write.parentSpanContext?.spanId).toBe(process.spanContext().spanId);
    expect(write.spanContext().traceId).toBe(process.spanContext().traceId);
    // the run: its own trace, the same dedupe key as the delivery, and a link to it
    expect(process.parentSpanContext).toBeUndefined();
    const key = receive.attributes['messaging.message.id'];
    expect(typeof key).toBe('string');
    expect(process.attributes['messaging.message.id']).toBe(key);
    expect(process.links.map((l) => l.context.spanId)).toEqual([receive.spanContext().spanId]);
    expect(process.attributes['trs.webhooks.outcome']).toBe('handled');
    expect(process.attributes['trs.webhooks.attempt']).toBe(1);
    expect(process.status.code).not.toBe(SpanStatusCode.ERROR);
  });

  it('a failing run is an error span with its outcome; a refused delivery an error receive span', async () => {
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: memoryStore(),
      logger: quiet,
      worker: { maxAttempts: 1 },
      instrumentation: [openTelemetry({ tracer })],
    });
    receiver.on('updateApplicant', () => {
      throw new Error('the CRM is down');
    });
    expect((await receiver.fetch(delivery(updateApplicant(2)))).status).toBe(204);
    const refused = await receiver.fetch(
      new Request('http://receiver/webhooks', { method: 'POST', body: '{}', headers: { [HEADER]: 'wrong' } }),
    );
    expect(refused.status).toBe(401);
    await receiver.inbox.drain();
    await receiver.close();
    const spans = exporter.getFinishedSpans();
    const process = spans.find((s) => s.name === 'process updateApplicant')!;
    expect(process.status.code).toBe(SpanStatusCode.ERROR);
    expect(process.attributes['trs.webhooks.outcome']).toBe('dead');
    const receives = spans.filter((s) => s.name.startsWith('receive'));
    expect(receives.map((s) => s.attributes['trs.webhooks.outcome']).sort()).toEqual(['accepted', 'refused']);
    expect(receives.find((s) => s.attributes['trs.webhooks.outcome'] === 'refused')!.status.code).toBe(
      SpanStatusCode.ERROR,
    );
    // no trace of the first delivery's request in the run's trace: a run is a trace of its own
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});
