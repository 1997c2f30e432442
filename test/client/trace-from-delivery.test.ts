// One trace from a webhook event to the calls its handler makes: the receiver's `process` span (openTelemetry() of
// @trs/webhooks) is the parent of the client's call spans (tracing: openTelemetryTracing() of @trs/client), and of
// the HTTP the call sends, against the sandbox.
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { openTelemetryTracing } from '@trs/client/opentelemetry';
import { eventExample } from '@trs/testkit';
import { createReceiver } from '@trs/webhooks';
import { memoryStore } from '@trs/webhooks/memory';
import { openTelemetry } from '@trs/webhooks/opentelemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startSandbox } from './support.js';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  contextManager.enable();
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(provider);
});
afterAll(() => {
  trace.disable();
  context.disable();
});

describe('a trace from a delivery to the CRM', () => {
  it("the handler's client calls are children of the event's process span", async () => {
    const sandbox = await startSandbox();
    let seenByFetch: string | undefined;
    const client = clientOf(sandbox, {
      tracing: openTelemetryTracing(),
      fetch: (request) => {
        seenByFetch = trace.getActiveSpan()?.spanContext().traceId;
        return fetch(request);
      },
    });
    const receiver = createReceiver({
      auth: false,
      store: memoryStore(),
      logger: { info() {}, warn() {}, error() {} },
      instrumentation: openTelemetry(),
    });
    receiver.on('updateApplicant', async () => {
      await client.listBranches();
    });
    try {
      const payload = eventExample('updateApplicant', 'referencingStarted');
      const answer = await receiver.fetch(
        new Request('http://receiver/webhooks', { method: 'POST', body: JSON.stringify(payload) }),
      );
      expect(answer.status).toBe(204);
      await receiver.inbox.drain();
    } finally {
      await receiver.close();
      await sandbox.close();
    }
    const spans = exporter.getFinishedSpans();
    const processSpan = spans.find((s) => s.name === 'process updateApplicant')!;
    const callSpans = spans.filter((s) => s.name === 'trs listBranches');
    expect(processSpan).toBeDefined();
    expect(callSpans.length).toBeGreaterThanOrEqual(1);
    for (const call of callSpans) {
      expect(call.parentSpanContext?.spanId).toBe(processSpan.spanContext().spanId);
      expect(call.spanContext().traceId).toBe(processSpan.spanContext().traceId);
    }
    expect(seenByFetch).toBe(processSpan.spanContext().traceId);
  });
});
