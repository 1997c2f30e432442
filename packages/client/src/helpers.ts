// The policy every generated helper (helpers.gen.ts) runs through: the raw client (so the checks, the session and
// the retries apply), then the answer unwrapped: a 2xx body checked for the references it must carry and validated
// against the contract, or the error that says what to do. A helper answers its data, or `{ data, response }` when
// called through `client.withResponse`.
import type { Clock } from '@trs/shared';
import { validate, type ValidatorName } from '@trs/validators';
import type { DownloadOptions } from './download.js';
import {
  HttpError,
  OutcomeUnknownError,
  outcomeUnknownAdvice,
  ReferenceNotReturnedError,
  UnexpectedResponseError,
  type CallDescription,
} from './errors.js';
import { parseErrorBody } from './http.js';
import { ReferenceRecorder } from './journal.js';
import { operations, type OperationId } from './operations.gen.js';
import type { CallOptions } from './options.js';
import { bodyOf, checkedBody } from './pdf.js';
import type { RawClient } from './raw.js';
import type { Redactor } from './redact.js';
import { checkReturnedReferences } from './references.js';
import { parseRetryAfter, type RetryOptions } from './retry-policy.js';

/** Whether helpers answer their data, or `{ data, response }`. */
export type AnswerMode = 'data' | 'response';

/** What a helper answers: its data, or (through `client.withResponse`) the data and the final Response. */
export type Answer<Mode extends AnswerMode, T> = Mode extends 'response' ? WithResponse<T> : T;

/** A helper's data and the final answer it came in (status, headers; the body is already read). */
export interface WithResponse<T> {
  data: T;
  response: Response;
}

/** An answer whose reference fields are always there (the helper throws ReferenceNotReturnedError otherwise). */
export type WithReference<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

export interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** What a helper hands the raw client: its call options, and how to read the answer. */
export type HelperInit = {
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
  readonly retry?: RetryOptions | false | undefined;
  readonly parseAs: 'text' | 'arrayBuffer' | 'stream';
};

/** What the helpers share with the client that owns them. */
export interface HelperCore {
  readonly raw: RawClient;
  readonly redactor: Redactor;
  readonly clock: Clock;
  /** Records the references of creating calls (the client's `journal` option), when there is a journal. */
  readonly recorder: ReferenceRecorder | undefined;
}

const MAX_RAW = 64 * 1024;

function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : whole,
  );
}

function initOf(options: CallOptions | undefined, parseAs: HelperInit['parseAs']): HelperInit {
  return { signal: options?.signal, timeoutMs: options?.timeoutMs, retry: options?.retry, parseAs };
}

export abstract class HelperBase<Mode extends AnswerMode> {
  readonly #core: HelperCore;
  readonly #mode: Mode;

  protected constructor(core: HelperCore, mode: Mode) {
    this.#core = core;
    this.#mode = mode;
  }

  /** The typed openapi-fetch client: every path of the contract, with the session, checks and retries applied. */
  get raw(): RawClient {
    return this.#core.raw;
  }

  #answer<T>(data: T, response: Response): Answer<Mode, T> {
    return (this.#mode === 'response' ? { data, response } : data) as Answer<Mode, T>;
  }

  #describe(operationId: OperationId, path: Record<string, unknown>): CallDescription {
    const operation = operations[operationId];
    return { operationId, method: operation.method, path: fillPath(operation.path, path) };
  }

  /**
   * Sends a call through the raw client and unwraps its answer: the data, checked, or the matching error. A creating
   * call (one whose answer carries references) hands over `sent`, its body: with a journal, its references are
   * recorded before it resolves, and it is recorded as pending when its outcome is unknown.
   */
  protected async call<T>(
    operationId: OperationId,
    path: Record<string, unknown>,
    options: CallOptions | undefined,
    send: (init: HelperInit) => Promise<RawResult>,
    sent?: unknown,
  ): Promise<Answer<Mode, T>> {
    const recorder = ReferenceRecorder.records(operationId) ? this.#core.recorder : undefined;
    // When the first attempt began: a reference its webhook announced since then may be this call's outcome.
    const attemptedAt = this.#core.clock.now();
    try {
      const { data, error, response } = await send(initOf(options, 'text'));
      if (!response.ok) throw this.#failure(operationId, this.#describe(operationId, path), response, error);
      let value: T;
      try {
        value = this.#read<T>(operationId, path, response, data);
      } catch (unexpected) {
        // An answer that breaks the contract may still carry the references in their documented form.
        const carried = unexpected instanceof UnexpectedResponseError ? unexpected.details.references : null;
        if (recorder && carried) await recorder.returned(operationId, path, sent, carried);
        throw unexpected;
      }
      await recorder?.returned(operationId, path, sent, ReferenceRecorder.referencesOf(operationId, value));
      return this.#answer(value, response);
    } catch (error) {
      // Unknown outcome, or the service acted without handing over a reference we can trust: pending until resolved.
      if (recorder && (error instanceof OutcomeUnknownError || error instanceof ReferenceNotReturnedError))
        await recorder.unknown(operationId, path, sent, attemptedAt);
      throw this.#core.redactor.error(error);
    }
  }

  /**
   * Sends a file download (a PDF report) and hands over its body, checked: bytes (read within the call, so its
   * timeout and retries cover them), or a stream on request (read at your pace).
   */
  protected async download(
    operationId: OperationId,
    path: Record<string, unknown>,
    options: DownloadOptions | undefined,
    send: (init: HelperInit) => Promise<RawResult>,
  ): Promise<Answer<Mode, Uint8Array | ReadableStream<Uint8Array>>> {
    try {
      const streamed = options?.parseAs === 'stream';
      const { data, error, response } = await send(initOf(options, streamed ? 'stream' : 'arrayBuffer'));
      const call = this.#describe(operationId, path);
      if (!response.ok) throw this.#failure(operationId, call, response, error);
      const requirePdf = operations[operationId].responseContentType === 'application/pdf';
      return this.#answer(await checkedBody(response, bodyOf(data), call, requirePdf), response);
    } catch (error) {
      throw this.#core.redactor.error(error);
    }
  }

  /**
   * The error of an answer that is not 2xx, which the transport handed over (outcome.ts decided it is the call's
   * answer: a 5xx to a call that changes data never comes here, it ended as an OutcomeUnknownError).
   */
  #failure(operationId: OperationId, call: CallDescription, response: Response, error: unknown): Error {
    const operation = operations[operationId];
    const { body, providerMessage } = parseErrorBody(error, this.#core.redactor);
    return new HttpError(response.status, {
      call,
      providerMessage,
      body,
      idempotent: operation.idempotent,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), this.#core.clock.now()),
      location: response.headers.get('Location') ?? undefined,
    });
  }

  /** A 2xx answer read as text: the references it must carry, then the contract. */
  #read<T>(operationId: OperationId, path: Record<string, unknown>, response: Response, data: unknown): T {
    const operation = operations[operationId];
    if (operation.responseContentType === null && operation.returns.length === 0) return undefined as T;
    const raw = typeof data === 'string' ? data : '';
    let value: unknown;
    let parsed = true;
    try {
      value = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      parsed = false;
    }
    const validatorName = operation.responseValidator as ValidatorName | null;
    // The common case: nothing to recover, an answer that keeps the contract.
    if (parsed && operation.returns.length === 0 && (!validatorName || validate[validatorName](value).ok))
      return value as T;
    const call = this.#describe(operationId, path);
    const redactor = this.#core.redactor;
    const returned = checkReturnedReferences(operation.returns, raw, value, parsed);
    if (!returned.ok) {
      throw new ReferenceNotReturnedError({
        call,
        status: response.status,
        identifier: returned.reference.schema,
        pointer: returned.reference.pointer,
        raw: redactor.text(raw.slice(0, MAX_RAW)),
        data: parsed ? redactor.value(value) : null,
        recovered: returned.recovered,
        found: redactor.text(returned.found),
      });
    }
    // An unreadable 2xx answer to a call that is not idempotent: the service most likely acted on it.
    const advice = operation.idempotent ? null : outcomeUnknownAdvice(operationId);
    const note = advice
      ? `The service answered 2xx, so it most likely acted on the call: do not send it again blindly. ${advice}`
      : undefined;
    if (!parsed)
      throw new UnexpectedResponseError({
        call,
        issues: [{ pointer: '', rule: 'json', message: '(the answer) is not JSON' }],
        note,
        references: returned.references,
      });
    if (validatorName) {
      const checked = validate[validatorName](value);
      if (!checked.ok)
        throw new UnexpectedResponseError({ call, issues: checked.issues, note, references: returned.references });
    }
    return value as T;
  }
}
