// Tracing of the client's calls: createClient's `tracing` option (`openTelemetryTracing()` from
// `@trs/client/opentelemetry`, or your own). The transport runs each call inside `call()`: every attempt, retry and
// login wait of the call happens in it, and so does the fetch, whose own instrumentation then nests its HTTP spans
// under the call's span.
import { ConfigError } from './errors.js';

/** What a call is, for its span: identifiers only (never its URL, which holds references, nor its body). */
export interface TracedCall {
  /** The contract's operationId; null for a URL that is not a path of the contract. */
  operationId: string | null;
  method: string;
}

/** How the call ended. */
export interface TracedOutcome {
  /** The final answer's status; null when the call failed without one. */
  status: number | null;
  /** Attempts sent. */
  attempts: number;
  /** The error's code when the call failed (TRS_…), else null. */
  error: string | null;
}

export interface ClientTracing {
  /** Runs one call; `outcome()` tells how it ended once `run` has settled. */
  call(call: TracedCall, run: () => Promise<Response>, outcome: (error?: unknown) => TracedOutcome): Promise<Response>;
}

export function checkTracing(value: unknown): ClientTracing | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof (value as ClientTracing).call !== 'function')
    throw new ConfigError(
      'tracing',
      'createClient: tracing must be an object with call(call, run, outcome), such as openTelemetryTracing() of @trs/client/opentelemetry.',
    );
  return value as ClientTracing;
}

export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const name = (error as Error | null)?.name;
  return typeof name === 'string' ? name : 'Error';
}
