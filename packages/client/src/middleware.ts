// openapi-fetch middleware that puts every call of the raw client through the checks and the transport:
// path parameters and the JSON body are checked against the contract before anything is sent (a login
// included), then the transport attaches the token, re-sends after a 401 and retries what is safe to retry.
// `withCallSignals` wraps the openapi-fetch client so that each call's timeout and AbortSignal exist before
// openapi-fetch builds its Request (which carries them to the transport), and are disposed when the call is over.
import type { Client, Middleware } from 'openapi-fetch';
import { ConfigError, validate, ValidationError, type ValidatorName } from '@trs/validators';
import { checkPathParameters } from './identifiers.js';
import { operations, operationsByRoute, type OperationId } from './operations.gen.js';
import type { paths } from './schema.gen.js';
import { attachSignals, SIGNALS, signalsOf, type CallSignals, type CallState, type Transport } from './transport.js';

export function checkBody(operationId: string, validatorName: string, body: string | undefined): void {
  let value: unknown;
  try {
    value = body === undefined || body === '' ? undefined : JSON.parse(body);
  } catch {
    throw new ValidationError(validatorName, [
      { pointer: '', rule: 'json', message: `(the body of ${operationId}) must be JSON` },
    ]);
  }
  if (value === undefined) {
    throw new ValidationError(validatorName, [
      { pointer: '', rule: 'required', message: `(the body of ${operationId}) is required` },
    ]);
  }
  const result = validate[validatorName as ValidatorName](value);
  if (!result.ok) throw new ValidationError(validatorName, result.issues);
}

export function sessionMiddleware(transport: Transport): Middleware {
  const calls = new WeakMap<Request, CallState>();
  return {
    async onRequest({ request, schemaPath, params }) {
      const operationId = operationsByRoute[`${request.method} ${schemaPath}`] as OperationId | undefined;
      const operation = operationId ? operations[operationId] : undefined;
      if (operationId && operation) checkPathParameters(operationId, operation, params.path);
      const body = request.body ? await request.text() : undefined;
      if (operationId && operation?.requestBody) checkBody(operationId, operation.requestBody, body);
      const prepared = signalsOf(request);
      const begun = transport.begin(
        {
          operationId,
          method: request.method,
          url: request.url,
          headers: request.headers,
          body,
          authenticated: operation?.authenticated ?? true,
          // Whether a call is safe to repeat is the contract's (operations.gen.ts); one it does not describe never is.
          idempotent: operation?.idempotent ?? false,
        },
        prepared ?? transport.signals(request.signal),
      );
      const state = begun instanceof Promise ? await begun : begun;
      if (!request.bodyUsed) {
        // No body: the first attempt goes out as openapi-fetch built it, with the Token added.
        transport.adopt(state, attachSignals(request, state.signals));
        calls.set(request, state);
        return undefined;
      }
      const next = transport.request(state);
      calls.set(next, state);
      return next;
    },
    onResponse({ request, response }) {
      const state = calls.get(request);
      return state && transport.needsSettling(state, response) ? transport.settle(state, response) : undefined;
    },
    async onError({ request, error }) {
      const state = calls.get(request);
      // A Response returned here goes through onResponse (and so through settle) next.
      return state ? transport.onNetworkFailure(state, error) : undefined;
    },
  };
}

type Init = Record<string, unknown> & { signal?: AbortSignal | null; timeoutMs?: unknown };

/**
 * The raw client: openapi-fetch's, with each call's signals prepared first and disposed when the call is over
 * (for parseAs 'stream', when the stream is handed over). Accepts `timeoutMs` next to the usual options:
 * `client.raw.GET('/Branches', { timeoutMs: 2000, signal })`.
 */
export function withCallSignals(client: Client<paths>, transport: Transport): Client<paths> {
  const c = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const call = (name: string, args: unknown[], init: Init | undefined): Promise<unknown> => {
    // Signals made by the caller (the client's download helpers) stay the caller's to dispose.
    if (init?.[SIGNALS]) return c[name]!(...args, init);
    let signals: CallSignals;
    try {
      const timeoutMs = init?.timeoutMs;
      if (timeoutMs !== undefined && typeof timeoutMs !== 'number')
        throw new ConfigError('timeoutMs', `timeoutMs must be a number of milliseconds, got ${typeof timeoutMs}`);
      signals = transport.signals(init?.signal ?? undefined, timeoutMs as number | undefined);
    } catch (error) {
      return Promise.reject(error);
    }
    // The caller's signal is part of the call's signals; openapi-fetch's Request carries them (not a signal of its own).
    const options: Init = { [SIGNALS]: signals };
    if (init) for (const key in init) if (key !== 'signal' && key !== 'timeoutMs') options[key] = init[key];
    return c[name]!(...args, options).finally(() => signals.dispose());
  };
  const method = (name: string) => (url: unknown, init?: Init) => call(name, [url], init);
  return {
    GET: method('GET'),
    PUT: method('PUT'),
    POST: method('POST'),
    DELETE: method('DELETE'),
    OPTIONS: method('OPTIONS'),
    HEAD: method('HEAD'),
    PATCH: method('PATCH'),
    TRACE: method('TRACE'),
    request: (verb: unknown, url: unknown, init?: Init) => call('request', [verb, url], init),
    use: (...middleware: Middleware[]) => client.use(...middleware),
    eject: (...middleware: Middleware[]) => client.eject(...middleware),
  } as unknown as Client<paths>;
}
