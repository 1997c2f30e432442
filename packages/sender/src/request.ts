// One HTTP request of an attempt, with its own timeout (real time, always); it never throws: a timeout or a failed
// connection is an answer of its own.
import type { Internal, SenderContext } from './context.js';

export interface Answer {
  status: number | null;
  failure: 'timeout' | 'connection' | null;
  message: string;
  startedAt: number;
  durationMs: number;
}

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return `${cause.code}${cause.message ? `: ${cause.message}` : ''}`;
  return (error as Error)?.message ?? String(error);
}

export async function request(
  context: SenderContext,
  internal: Internal,
  url: string,
  budgetMs: number,
): Promise<Answer> {
  const { clock, plan, aborts } = context;
  const startedAt = clock.now();
  const started = performance.now();
  const controller = new AbortController();
  aborts.add(controller);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, budgetMs);
  try {
    const response = await context.fetch(url, {
      method: plan.method,
      headers: internal.headers,
      body: internal.record.body,
      redirect: 'manual',
      signal: controller.signal,
    });
    // The provider does not read the answer (6.1.2); release the connection.
    await response.body?.cancel().catch(() => undefined);
    return {
      status: response.status,
      failure: null,
      message: `HTTP ${response.status}`,
      startedAt,
      durationMs: performance.now() - started,
    };
  } catch (error) {
    const durationMs = performance.now() - started;
    if (timedOut)
      return { status: null, failure: 'timeout', message: `no answer within ${budgetMs} ms`, startedAt, durationMs };
    const message = context.closed() ? 'aborted: the sender was closed' : `connection failed: ${describeError(error)}`;
    return { status: null, failure: 'connection', message, startedAt, durationMs };
  } finally {
    clearTimeout(timer);
    aborts.delete(controller);
  }
}
