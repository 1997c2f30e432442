// The policy every generated helper (helpers.gen.ts) runs through: the raw openapi-fetch client (so the middleware's
// checks, session and retries apply), then the answer unwrapped: a 2xx body validated against the contract, or the
// error that says what to do.
import type { Client } from 'openapi-fetch';
import { validate, type ValidatorName } from '@trs/validators';
import type { DownloadOptions } from './download.js';
import {
  HttpError,
  OutcomeUnknownError,
  outcomeUnknownAdvice,
  UnexpectedResponseError,
  type CallDescription,
} from './errors.js';
import { parseErrorBody } from './http.js';
import { operations, type OperationId } from './operations.gen.js';
import type { Redactor } from './redact.js';
import { parseRetryAfter } from './retry-policy.js';
import type { paths } from './schema.gen.js';
import { SIGNALS, type CallSignals } from './transport.js';

export type RawClient = Client<paths>;

export interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** What a download helper hands openapi-fetch: read the body as a stream, with the call's signals. */
export interface DownloadInit {
  readonly parseAs: 'stream';
  readonly [SIGNALS]: CallSignals;
}

/** Gateway statuses: the request may have reached the service before the gateway gave up. */
const GATEWAY = new Set([502, 504]);

function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : whole,
  );
}

export abstract class HelperBase {
  /** The typed openapi-fetch client: every path of the contract, with the session, checks and retries applied. */
  abstract readonly raw: RawClient;
  protected abstract readonly redactor: Redactor;

  /** Sends a file download (a PDF report) and hands over its body, checked: bytes, or a stream on request. */
  protected abstract download(
    operationId: OperationId,
    path: Record<string, unknown>,
    options: DownloadOptions,
    send: (init: DownloadInit) => Promise<RawResult>,
  ): Promise<Uint8Array | ReadableStream<Uint8Array>>;

  /** Unwraps a raw result: the success body, validated, or the matching error. */
  protected async unwrap<T>(
    operationId: OperationId,
    path: Record<string, unknown>,
    pending: Promise<RawResult>,
  ): Promise<T> {
    return (await this.unwrapResult<T>(operationId, path, pending)).data;
  }

  protected async unwrapResult<T>(
    operationId: OperationId,
    path: Record<string, unknown>,
    pending: Promise<RawResult>,
  ): Promise<{ data: T; response: Response; call: CallDescription }> {
    const operation = operations[operationId];
    const call: CallDescription = { operationId, method: operation.method, path: fillPath(operation.path, path) };
    // An unreadable 2xx answer to a call that is not idempotent: the service most likely acted on it.
    const advice = operation.idempotent ? null : outcomeUnknownAdvice(operationId);
    const note = advice
      ? `The service answered 2xx, so it most likely acted on the call: do not send it again blindly. ${advice}`
      : undefined;
    let result: RawResult;
    try {
      result = await pending;
    } catch (error) {
      // openapi-fetch parses a 2xx JSON answer; a body that is not JSON breaks the contract.
      if (error instanceof SyntaxError)
        throw new UnexpectedResponseError({
          call,
          issues: [{ pointer: '', rule: 'json', message: '(the answer) is not JSON' }],
          note,
        });
      throw error;
    }
    const { data, error, response } = result;
    if (!response.ok) {
      if (!operation.idempotent && GATEWAY.has(response.status))
        throw new OutcomeUnknownError('gateway', { call, status: response.status });
      const { body, providerMessage } = parseErrorBody(error, this.redactor);
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
      throw new HttpError(response.status, {
        call,
        providerMessage,
        body,
        idempotent: operation.idempotent,
        retryAfterMs,
        location: response.headers.get('Location') ?? undefined,
      });
    }
    const validatorName = operation.responseValidator as ValidatorName | null;
    if (validatorName) {
      const checked = validate[validatorName](data);
      if (!checked.ok) throw new UnexpectedResponseError({ call, issues: checked.issues, note });
    }
    return { data: data as T, response, call };
  }
}
