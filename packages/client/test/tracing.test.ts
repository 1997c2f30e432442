// Spans of the client's calls (tracing: openTelemetryTracing()): one per call, a child of the span active when it
// was made (a webhook handler's), around all its attempts; the fetch runs inside it, so HTTP spans nest under it.
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTelemetryTracing } from '../src/opentelemetry.js';
import { createClient, type ClientOptions } from '../src/index.js';
import { PASSWORD, startProvider, USER, type Provider } from './support/provider.js';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const contextManager = new AsyncLocalStorageContextManager();
const tracer = provider.getTracer('test');

beforeAll(() => {
  contextManager.enable();
  context.setGlobalContextManager(contextManager);
});
afterAll(() => {
  context.disable();
});

let service: Provider;
beforeEach(() => {
  service = startProvider();
  exporter.reset();
});
afterEach(() => service.close());

describe('a span per call', () => {
  it('nests under the active span, names the operation, counts attempts, and holds the fetch in its context', async () => {
    let activeAtFetch: string | undefined;
    const fetch: ClientOptions['fetch'] = (request) => {
      activeAtFetch = trace.getActiveSpan()?.spanContext().spanId;
      return service.fetch(request);
    };
    const client = createClient({
      baseUrl: service.url,
      fetch,
      credentials: { userName: USER, password: PASSWORD },
      retry: { baseDelayMs: 5 },
      tracing: openTelemetryTracing({ tracer }),
    });
    await client.login();
    service.script('GET /Branches', { status: 503 });
    await tracer.startActiveSpan('process rentIncreaseApplied', async (parent) => {
      await client.listBranches();
      parent.end();
    });
    const spans = exporter.getFinishedSpans();
    const parent = spans.find((s) => s.name === 'process rentIncreaseApplied')!;
    const call = spans.find((s) => s.name.startsWith('trs ') && s.attributes['http.request.method'] === 'GET')!;
    expect(call).toBeDefined();
    expect(call.name).toMatch(/^trs \w+/);
    expect(call.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(call.spanContext().traceId).toBe(parent.spanContext().traceId);
    expect(call.attributes['http.response.status_code']).toBe(200);
    expect(call.attributes['trs.attempts']).toBe(2);
    // the fetch (where an HTTP instrumentation would start its span) ran inside the call's span
    expect(activeAtFetch).toBe(call.spanContext().spanId);
  });

  it('a call answered with an error ends its span as an error with the status', async () => {
    const client = createClient({
      baseUrl: service.url,
      fetch: service.fetch,
      credentials: { userName: USER, password: PASSWORD },
      tracing: openTelemetryTracing({ tracer }),
    });
    await client.login();
    service.script('GET /Branches', { status: 400 });
    await expect(client.listBranches()).rejects.toMatchObject({ code: 'TRS_HTTP_ERROR' });
    const call = exporter
      .getFinishedSpans()
      .find((s) => s.name.startsWith('trs ') && s.attributes['http.request.method'] === 'GET')!;
    expect(call.status.code).toBe(2);
    expect(call.attributes['error.type']).toBe('400');
    expect(call.attributes['http.response.status_code']).toBe(400);
  });

  it('a call that fails without an answer ends its span with the error code', async () => {
    const client = createClient({
      baseUrl: service.url,
      fetch: (request) =>
        request.url.includes('/Branches') ? Promise.reject(new TypeError('fetch failed')) : service.fetch(request),
      credentials: { userName: USER, password: PASSWORD },
      retry: { retries: 1, baseDelayMs: 5 },
      tracing: openTelemetryTracing({ tracer }),
    });
    await client.login();
    const error = (await client.listBranches().catch((e: unknown) => e)) as { code: string };
    const call = exporter
      .getFinishedSpans()
      .find((s) => s.name.startsWith('trs ') && s.attributes['http.request.method'] === 'GET')!;
    expect(call.status.code).toBe(2);
    expect(call.attributes['error.type']).toBe(error.code);
    expect(call.attributes['trs.attempts']).toBe(2);
  });

  it('tracing must be an object with call()', () => {
    const error = (() => {
      try {
        createClient({
          baseUrl: service.url,
          fetch: service.fetch,
          credentials: { userName: USER, password: PASSWORD },
          tracing: {} as never,
        });
      } catch (e) {
        return e as { code: string; message: string };
      }
    })();
    expect(error?.code).toBe('TRS_INVALID_CONFIG');
    expect(error?.message).toMatch(/tracing must be an object with call/);
  });
});
