// OpenTelemetry spans of the client's calls through @opentelemetry/api (an optional peer dependency):
// `createClient({ …, tracing: openTelemetryTracing() })`. One span per call, named after its operation, a child of
// the active span (a webhook handler's `process` span, your request's span), around all its attempts; the HTTP spans
// of your fetch instrumentation nest under it.
import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { errorCodeOf, type ClientTracing } from './tracing.js';

export interface OpenTelemetryTracingOptions {
  /** Default: the global provider's tracer named `@trs/client`. */
  tracer?: Tracer;
}

export function openTelemetryTracing(options: OpenTelemetryTracingOptions = {}): ClientTracing {
  return {
    async call(call, run, outcome) {
      const tracer = options.tracer ?? trace.getTracer('@trs/client');
      const span = tracer.startSpan(`trs ${call.operationId ?? call.method}`, {
        kind: SpanKind.INTERNAL,
        attributes: {
          'rpc.system': 'trs',
          'rpc.method': call.operationId ?? 'other',
          'http.request.method': call.method,
        },
      });
      try {
        const response = await context.with(trace.setSpan(context.active(), span), run);
        const ended = outcome();
        span.setAttributes({ 'http.response.status_code': response.status, 'trs.attempts': ended.attempts });
        if (response.status >= 400) {
          // the helper turns it into an HttpError; the span says which answer it was
          span.setAttribute('error.type', String(response.status));
          span.setStatus({ code: SpanStatusCode.ERROR, message: String(response.status) });
        }
        return response;
      } catch (error) {
        const ended = outcome(error);
        span.setAttributes({
          'trs.attempts': ended.attempts,
          'error.type': ended.error ?? errorCodeOf(error),
          ...(ended.status === null ? {} : { 'http.response.status_code': ended.status }),
        });
        span.setStatus({ code: SpanStatusCode.ERROR, message: ended.error ?? errorCodeOf(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  };
}
