// The raw client: openapi-fetch's, with every call checked and sent through the transport. Before openapi-fetch
// builds its Request, each call's path parameters and JSON body are checked against the contract (nothing is sent,
// no login either, when they break it), and the call is described for the transport: its operation, whether it is
// safe to repeat, its timeout, AbortSignal and retry policy. That description reaches the transport through
// openapi-fetch's per-request `fetch` option, so middleware (`use`) sees the Request once and the final answer once,
// and may return a new Request without switching anything off. Path: helper → openapi-fetch → transport → fetch.
import type { Client, Middleware } from 'openapi-fetch';
import { ConfigError, validate, ValidationError, type ValidatorName } from '@trs/validators';
import { Call, CallSignals } from './call.js';
import { checkPathParameters } from './identifiers.js';
import { operations, operationsByRoute, type OperationId } from './operations.gen.js';
import type { Redactor } from './redact.js';
import { describeValue, type RetryOptions, type RetryPolicy } from './retry-policy.js';
import type { paths } from './schema.gen.js';
import { sendWith, type Transport } from './transport.js';

export type RawClient = Client<paths>;

/** What the client's own calls (logins, URL downloads) say about themselves, where the contract's table cannot. */
export interface CallOverrides {
  operationId?: string | undefined;
  authenticated?: boolean;
  repeatable?: boolean;
  /** Signals the caller made and disposes itself (one set for every hop of a download). */
  signals?: CallSignals;
  /** Receives the call once it exists (the login reads its attempts). */
  observe?: (call: Call) => void;
}

type Init = Record<string, unknown> & {
  signal?: AbortSignal | null;
  timeoutMs?: unknown;
  retry?: RetryOptions | false;
  fetch?: (request: Request) => Promise<Response>;
  params?: { path?: Record<string, unknown> };
  body?: unknown;
  bodySerializer?: (body: unknown) => unknown;
};
type Result = { data?: unknown; error?: unknown; response: Response };

/** Keys of a call's options that the client consumes; the rest go to openapi-fetch unchanged. */
const OWN_KEYS = new Set(['signal', 'timeoutMs', 'retry', 'fetch', 'bodySerializer']);

export interface RawCallerDeps {
  core: Client<paths>;
  transport: Transport;
  policy: RetryPolicy;
  timeoutMs: number;
  redactor: Redactor;
  basePath: string;
}

/** Serialises a contract body once and checks exactly what will be sent. */
function serializedBody(operationId: string, validatorName: string, init: Init | undefined): string {
  const serialize = init?.bodySerializer ?? JSON.stringify;
  const body = init?.body === undefined ? undefined : serialize(init.body);
  if (body === undefined || body === '') {
    throw new ValidationError(validatorName, [
      { pointer: '', rule: 'required', message: `(the body of ${operationId}) is required` },
    ]);
  }
  const notJson = () =>
    new ValidationError(validatorName, [
      { pointer: '', rule: 'json', message: `(the body of ${operationId}) must be JSON` },
    ]);
  if (typeof body !== 'string') throw notJson();
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw notJson();
  }
  const result = validate[validatorName as ValidatorName](value);
  if (!result.ok) throw new ValidationError(validatorName, result.issues);
  return body;
}

function checkTimeout(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new ConfigError(
      'timeoutMs',
      `timeoutMs must be a positive number of milliseconds, got ${describeValue(value)}.`,
    );
  return value;
}

export class RawCaller {
  readonly #deps: RawCallerDeps;

  constructor(deps: RawCallerDeps) {
    this.#deps = deps;
  }

  /** One call through openapi-fetch and the transport; the signals it made are disposed when it is over. */
  call(method: string, schemaPath: string, init: Init | undefined, overrides?: CallOverrides): Promise<Result> {
    let call: Call;
    let options: Record<string, unknown>;
    try {
      ({ call, options } = this.#prepare(method, schemaPath, init, overrides));
    } catch (error) {
      return Promise.reject(error);
    }
    const own = overrides?.signals === undefined;
    return (this.#deps.core.request as (m: string, p: string, o: unknown) => Promise<Result>)(
      method.toLowerCase(),
      schemaPath,
      options,
    ).then(
      (result) => {
        if (own) call.signals.dispose();
        if (result.error !== undefined) result.error = this.#deps.redactor.value(result.error);
        return result;
      },
      (error: unknown) => {
        if (own) call.signals.dispose();
        throw this.#deps.redactor.error(error);
      },
    );
  }

  #prepare(method: string, schemaPath: string, init: Init | undefined, overrides: CallOverrides | undefined) {
    // A URL download names no operation (its concrete path could look like a template of the contract).
    const operationId = (
      overrides && 'operationId' in overrides ? overrides.operationId : operationsByRoute[`${method} ${schemaPath}`]
    ) as OperationId | undefined;
    const operation = operationId === undefined ? undefined : operations[operationId];
    if (operation) checkPathParameters(operationId!, operation, init?.params?.path);
    const body = operation?.requestBody ? serializedBody(operationId!, operation.requestBody, init) : undefined;
    const timeoutMs = checkTimeout(init?.timeoutMs);
    let policy = this.#deps.policy;
    if (init?.retry !== undefined) {
      try {
        policy = policy.with(init.retry);
      } catch (error) {
        throw new ConfigError('retry', `${(error as Error).message}.`);
      }
    }
    const userFetch = init?.fetch;
    const call = new Call(
      {
        operationId,
        method,
        authenticated: overrides?.authenticated ?? operation?.authenticated ?? true,
        // Whether a call is safe to repeat is the contract's (operations.gen.ts); one it does not describe never is.
        repeatable: overrides?.repeatable ?? (operation ? operation.idempotent || operation.issuesSessionToken : false),
        signals: overrides?.signals ?? new CallSignals(init?.signal ?? undefined, timeoutMs ?? this.#deps.timeoutMs),
        policy,
        send: userFetch ? sendWith(userFetch) : undefined,
        streamed: init?.parseAs === 'stream',
      },
      this.#deps.basePath,
    );
    overrides?.observe?.(call);
    const options: Record<string, unknown> = { fetch: this.#deps.transport.fetchFor(call) };
    if (body !== undefined) options.bodySerializer = () => body;
    if (init) for (const key in init) if (!OWN_KEYS.has(key)) options[key] = init[key];
    return { call, options };
  }

  /** The public raw client: openapi-fetch's methods, each call through `call`. */
  client(): RawClient {
    const method = (name: string) => (url: string, init?: Init) => this.call(name, url, init);
    const core = this.#deps.core;
    return {
      GET: method('GET'),
      PUT: method('PUT'),
      POST: method('POST'),
      DELETE: method('DELETE'),
      OPTIONS: method('OPTIONS'),
      HEAD: method('HEAD'),
      PATCH: method('PATCH'),
      TRACE: method('TRACE'),
      request: (verb: string, url: string, init?: Init) => this.call(String(verb).toUpperCase(), url, init),
      use: (...middleware: Middleware[]) => core.use(...middleware),
      eject: (...middleware: Middleware[]) => core.eject(...middleware),
    } as unknown as RawClient;
  }
}
