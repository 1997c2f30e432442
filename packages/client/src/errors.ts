// Every error the client throws: the one design of the @trs packages (TrsError from @trs/validators: a stable `code`,
// a message that says what to do, typed `details`). The flat fields users read (`status`, `reason`, …) read `details`.
// No error ever holds the session token, the password, a Request, request headers or a presigned URL's query.
import { ConfigError, TrsError, ValidationError } from '@trs/validators';
import { operations } from './operations.gen.js';

export { ConfigError, TrsError, ValidationError };

export type ClientErrorCode =
  | 'TRS_VALIDATION_FAILED'
  | 'TRS_INVALID_CONFIG'
  | 'TRS_AUTH_FAILED'
  | 'TRS_HTTP_ERROR'
  | 'TRS_OUTCOME_UNKNOWN'
  | 'TRS_TIMEOUT'
  | 'TRS_NETWORK_ERROR'
  | 'TRS_NOT_A_PDF'
  | 'TRS_INSECURE_URL'
  | 'TRS_INVALID_BRANCH_ID'
  | 'TRS_INVALID_APPLICATION_REF'
  | 'TRS_INVALID_APPLICANT_REF'
  | 'TRS_INVALID_DATE'
  | 'TRS_INVALID_PARAMETER'
  | 'TRS_UNEXPECTED_RESPONSE'
  | 'TRS_REFERENCE_NOT_RETURNED'
  | 'TRS_JOURNAL_NOT_RECORDED';

/** Names the call an error belongs to, for messages: `createTenancy (POST /Applications/42)`. */
export interface CallDescription {
  operationId?: string | undefined;
  method: string;
  /** The URL path the call went to, without query string (never carries a secret). */
  path: string;
}

/** A sentence that ends with one full stop (or the question or exclamation mark it already has). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** ` The service said: "…".`, without a doubled full stop when the service's message ends with one. */
function quoteService(providerMessage: string | null | undefined): string {
  if (!providerMessage) return '';
  const text = providerMessage.trim();
  return ` The service said: "${text}"${/[.!?]$/.test(text) ? '' : '.'}`;
}

function httpStatus(status: number | null | undefined): string {
  return typeof status === 'number' && Number.isFinite(status) ? `HTTP ${status}` : 'an answer without a status';
}

export function describeCall(call: CallDescription | null | undefined): string {
  if (!call) return 'the call';
  return call.operationId ? `${call.operationId} (${call.method} ${call.path})` : `${call.method} ${call.path}`;
}

/** The details every error of a call has: the call. */
export interface CallDetails {
  /** The call this error belongs to, when there was one. */
  readonly call: CallDescription | null;
}

/** An error that belongs to a call: `call` reads `details.call`. */
abstract class CallError<Code extends ClientErrorCode, Details extends CallDetails> extends TrsError<Code, Details> {
  get call(): CallDescription | undefined {
    return this.details.call ?? undefined;
  }
}

export type AuthFailure = 'credentials-refused' | 'rejected-after-login' | 'no-token-in-answer';

export interface AuthErrorDetails extends CallDetails {
  readonly reason: AuthFailure;
  readonly status: number | null;
  /** For rejected-after-login: how many tokens the service refused during the call. */
  readonly refusals: number | null;
}

/** Logging in failed, or the service kept refusing tokens it had just issued. Never retried in a loop. */
export class AuthError extends CallError<'TRS_AUTH_FAILED', AuthErrorDetails> {
  constructor(
    reason: AuthFailure,
    details: {
      status?: number;
      userName?: string;
      providerMessage?: string;
      call?: CallDescription;
      refusals?: number;
    },
  ) {
    const said = quoteService(details.providerMessage);
    const user = details.userName ? `service user "${details.userName}"` : 'the service user';
    const refusals = details.refusals ?? 0;
    const text = {
      'credentials-refused': `The service refused the credentials of ${user} (${httpStatus(details.status)}).${said} Check the user name and password, and that the user was issued for this environment: a service user is valid only in the environment that issued it.`,
      'rejected-after-login': `${describeCall(details.call)} answered 401 to a token that a login had issued moments before${refusals > 1 ? ` (${refusals} tokens were refused during this call)` : ''}.${said} Another process is probably logging in as ${user} and retiring this client's tokens (each login retires every earlier token of the user): share one session between the processes (createClient's tokenStore, with a lock) or give each integration its own user.`,
      'no-token-in-answer': `POST /Authenticate answered ${httpStatus(details.status)} without a Token header. The service or a proxy in between is misbehaving; check that baseUrl is the service's address with its version segment (https://host/v2).`,
    }[reason];
    super('TRS_AUTH_FAILED', text, {
      reason,
      status: details.status ?? null,
      refusals: details.refusals ?? null,
      call: details.call ?? null,
    });
  }

  get reason(): AuthFailure {
    return this.details.reason;
  }

  get status(): number | undefined {
    return this.details.status ?? undefined;
  }
}

const STATUS_ADVICE: Record<number, string> = {
  400: 'The service rejected the request as invalid. Correct it; sending it again unchanged fails again.',
  401: 'The service refused the session token. The client logs in again and sends a call once more on its own; if this persists, check that no other process logs in as the same user without sharing the session.',
  403: 'The service user may not do this. A service user belongs only to the branches it will use: ask the provider to add the branch to the user.',
  404: 'Nothing exists at this address. Check the references: they cannot be searched for, so use the ones stored when the tenancy or applicant was created.',
  429: 'The service is limiting requests. Wait and try again later.',
};

/** A report that is not ready yet is a question of time, not of a wrong request (the CLI says the same). */
const REPORT_NOT_READY =
  'If the report is not ready yet, this works later: wait for its Report Available webhook (listReports shows the report types ready for a tenancy), then download it again. If it should be ready, check the references and the report type.';
const KYC_REPORT_NOT_READY =
  'If the identity check is not complete yet, this works later: its reports exist once the check is COMPLETED (the KYC status webhook then carries their URLs), then download it again. If it should be ready, check the KYCid and the report type.';

/** Whether the operation downloads a report (its answer is a PDF, per the contract). */
function downloadsReport(operationId: string | undefined): boolean {
  if (!operationId || !Object.hasOwn(operations, operationId)) return false;
  return operations[operationId as keyof typeof operations].responseContentType === 'application/pdf';
}

/** Which kind of URL a download fetched: its advice differs. */
export type DownloadKind = 'under-base' | 'outside-base' | 'presigned';

export interface HttpErrorDetails extends CallDetails {
  readonly status: number;
  /** The Message field of the service's error body, if it had one. */
  readonly providerMessage: string | null;
  /** The parsed error body (read tolerantly: its shape is not documented), secrets cut out. */
  readonly body: unknown;
  /** What the final answer's Retry-After asked for, in milliseconds, if it had one. */
  readonly retryAfterMs: number | null;
}

function adviceFor(
  status: number,
  details: {
    call?: CallDescription;
    idempotent?: boolean;
    location?: string;
    download?: DownloadKind;
    baseUrl?: string;
  },
): string | undefined {
  if (details.call?.operationId === 'authenticate' && (status === 404 || status === 405))
    return "Nothing answers logins at this address: baseUrl is probably wrong. It must be the service's base address with its version segment, such as https://host/v2: check for a missing or an extra /v2.";
  if (details.download === 'presigned' && status === 403)
    return 'The presigned URL has probably expired: document URLs work for 24 hours after the uploadPartnerDocument webhook (provider spec 8). Fetch documents when the webhook arrives; for an older one, ask the branch to send the document again.';
  if (details.download === 'presigned' && status === 404)
    return 'Nothing exists at this presigned URL. Use the presignedUrl exactly as the webhook sent it.';
  if (details.download === 'outside-base' && status === 401)
    return `No Token was sent: the URL is not under baseUrl (${details.baseUrl ?? 'the base URL'}). If this host is the service's, set baseUrl to it.`;
  if (details.download === 'under-base' && (status === 400 || status === 404))
    return 'The report may not be ready yet: this works later, once the Report Available webhook has arrived (download it again then). Otherwise the URL was changed: use it exactly as the webhook sent it.';
  if ((status === 400 || status === 404) && downloadsReport(details.call?.operationId))
    return details.call?.operationId === 'downloadKycReport' ? KYC_REPORT_NOT_READY : REPORT_NOT_READY;
  if (status >= 300 && status < 400)
    return `The service redirected${details.location ? ` to ${details.location}` : ''}. API calls do not follow redirects (the Token must not travel to another address): set baseUrl to the address the service answers at (for example https:// instead of http://).`;
  if (status >= 500)
    return details.idempotent === false
      ? 'The service failed. This call changes data and was not retried: look the data up before sending it again.'
      : 'The service failed and the automatic retries did not help. Try again later.';
  return STATUS_ADVICE[status];
}

/** The service answered with a status the call does not expect (after any automatic retries). */
export class HttpError extends CallError<'TRS_HTTP_ERROR', HttpErrorDetails> {
  constructor(
    status: number,
    details: {
      call?: CallDescription;
      providerMessage?: string;
      body?: unknown;
      retryAfterMs?: number;
      idempotent?: boolean;
      location?: string;
      download?: DownloadKind;
      baseUrl?: string;
    },
  ) {
    let advice = adviceFor(status, details) ?? 'Check the request against the provider specification.';
    const retryAfterMs =
      typeof details.retryAfterMs === 'number' && Number.isFinite(details.retryAfterMs) ? details.retryAfterMs : null;
    if (retryAfterMs !== null)
      advice = `${sentence(advice)} The service asked to wait ${Math.ceil(retryAfterMs / 1000)} s before trying again (Retry-After; the client waits on its own only up to retry.maxRetryAfterMs, and within the call's timeout).`;
    super(
      'TRS_HTTP_ERROR',
      `${describeCall(details.call)} answered ${httpStatus(status)}.${quoteService(details.providerMessage)} ${sentence(advice)}`,
      {
        status,
        providerMessage: details.providerMessage ?? null,
        body: details.body,
        retryAfterMs,
        call: details.call ?? null,
      },
    );
  }

  get status(): number {
    return this.details.status;
  }

  get providerMessage(): string | undefined {
    return this.details.providerMessage ?? undefined;
  }

  get body(): unknown {
    return this.details.body;
  }

  get retryAfterMs(): number | undefined {
    return this.details.retryAfterMs ?? undefined;
  }
}

/** What the contract says to look up before sending again a call whose outcome is unknown (its x-advice). */
export function outcomeUnknownAdvice(operationId: string | undefined): string | null {
  if (!operationId || !Object.hasOwn(operations, operationId)) return null;
  const advice = operations[operationId as keyof typeof operations].advice as { outcomeUnknown?: string } | null;
  return advice?.outcomeUnknown ?? null;
}

export type OutcomeUnknownReason = 'dropped' | 'timeout' | 'aborted' | 'gateway' | 'server-error';

export interface OutcomeUnknownErrorDetails extends CallDetails {
  readonly call: CallDescription;
  readonly reason: OutcomeUnknownReason;
  /** The status, for reasons 'gateway' (502, 504) and 'server-error' (any other 5xx). */
  readonly status: number | null;
  /** What to look up before sending the call again (the operation's x-advice in the contract). */
  readonly advice: string;
}

/**
 * A call that changes data (a POST) was sent, and no answer tells whether the service acted on it. It is never
 * retried automatically; `message` (and `details.advice`) says what to look up before sending it again.
 */
export class OutcomeUnknownError extends CallError<'TRS_OUTCOME_UNKNOWN', OutcomeUnknownErrorDetails> {
  constructor(reason: OutcomeUnknownReason, details: { call: CallDescription; cause?: unknown; status?: number }) {
    const what = {
      dropped: 'the connection dropped before the answer arrived',
      timeout: 'no answer arrived within the timeout',
      aborted: 'the call was aborted after it was sent',
      gateway: `a gateway answered ${httpStatus(details.status)}, so the request may have reached the service`,
      'server-error': `the service answered ${httpStatus(details.status)}, and a service that fails may have acted before failing`,
    }[reason];
    const advice =
      outcomeUnknownAdvice(details.call.operationId) ??
      'The service may or may not have acted on it. Look the data up before sending it again.';
    super(
      'TRS_OUTCOME_UNKNOWN',
      `The outcome of ${describeCall(details.call)} is unknown: ${what}. ${sentence(advice)}`,
      { reason, status: details.status ?? null, advice, call: details.call },
      { cause: details.cause },
    );
  }

  get reason(): OutcomeUnknownReason {
    return this.details.reason;
  }

  get status(): number | undefined {
    return this.details.status ?? undefined;
  }
}

export interface TimeoutErrorDetails extends CallDetails {
  /** The limit the call ran into, when it was the client's (timeoutMs). */
  readonly timeoutMs: number | null;
}

/** A call that does not change data ran out of time (timeoutMs, or an AbortSignal.timeout you passed). */
export class TimeoutError extends CallError<'TRS_TIMEOUT', TimeoutErrorDetails> {
  constructor(details: { call?: CallDescription; timeoutMs?: number; cause?: unknown }) {
    const limit = details.timeoutMs === undefined ? '' : ` within ${details.timeoutMs} ms`;
    super(
      'TRS_TIMEOUT',
      `${describeCall(details.call)} did not complete${limit}. It is safe to repeat (it reads, or sets the same state again): try again, or allow more time (timeoutMs).`,
      { timeoutMs: details.timeoutMs ?? null, call: details.call ?? null },
      { cause: details.cause },
    );
  }

  get timeoutMs(): number | undefined {
    return this.details.timeoutMs ?? undefined;
  }
}

export interface NetworkErrorDetails extends CallDetails {
  readonly attempts: number;
  /** False when the request provably never reached the service (nothing changed: sending it again is safe). */
  readonly sent: boolean;
}

/** The connection failed. `sent` is false when the request provably never reached the service. */
export class NetworkError extends CallError<'TRS_NETWORK_ERROR', NetworkErrorDetails> {
  constructor(details: { call?: CallDescription; attempts: number; sent: boolean; cause?: unknown }) {
    const how = details.sent
      ? `the connection dropped (${details.attempts} attempt${details.attempts === 1 ? '' : 's'})`
      : 'the service could not be reached (the request was not sent, so nothing changed)';
    super(
      'TRS_NETWORK_ERROR',
      `${describeCall(details.call)} failed: ${how}. Check the network and baseUrl, then try again.`,
      { attempts: details.attempts, sent: details.sent, call: details.call ?? null },
      { cause: details.cause },
    );
  }

  get attempts(): number {
    return this.details.attempts;
  }

  get sent(): boolean {
    return this.details.sent;
  }
}

export interface NotAPdfErrorDetails extends CallDetails {
  readonly contentType: string | null;
  readonly reason: 'content-type' | 'signature';
}

/** A report download did not answer a PDF. */
export class NotAPdfError extends CallError<'TRS_NOT_A_PDF', NotAPdfErrorDetails> {
  constructor(details: { call?: CallDescription; contentType: string | null; reason: 'content-type' | 'signature' }) {
    const why =
      details.reason === 'content-type'
        ? `the answer's content type is ${details.contentType ?? '(none)'}, not application/pdf`
        : 'the answer does not start with %PDF-';
    super(
      'TRS_NOT_A_PDF',
      `${describeCall(details.call)} did not deliver a PDF: ${why}. Check that the URL is the service's report URL: something else (a proxy, a login page) may have answered in its place. A report that is not ready yet is refused with an error status instead (an HttpError that says so).`,
      { contentType: details.contentType, reason: details.reason, call: details.call ?? null },
    );
  }

  get contentType(): string | null {
    return this.details.contentType;
  }
}

/** A URL would have been fetched over plain HTTP where HTTPS is required (the one rule of @trs/shared). */
export { InsecureUrlError } from '@trs/shared';

export type InvalidParameterCode =
  | 'TRS_INVALID_PARAMETER'
  | 'TRS_INVALID_BRANCH_ID'
  | 'TRS_INVALID_APPLICATION_REF'
  | 'TRS_INVALID_APPLICANT_REF'
  | 'TRS_INVALID_DATE';

export interface InvalidParameterDetails {
  /** The parameter as the contract names it (BranchId, ApplicationRef, TenantRef, …). */
  readonly parameter: string;
  readonly value: unknown;
}

/** A path parameter broke its rule. Nothing was sent. */
export class InvalidParameterError<Code extends InvalidParameterCode = 'TRS_INVALID_PARAMETER'> extends TrsError<
  Code,
  InvalidParameterDetails
> {
  constructor(parameter: string, value: unknown, message: string, code: Code = 'TRS_INVALID_PARAMETER' as Code) {
    super(code, message, { parameter, value });
  }

  get parameter(): string {
    return this.details.parameter;
  }

  get value(): unknown {
    return this.details.value;
  }
}

/** A branch id was not a positive integer (for example a tenancy reference was passed where a branch id belongs). */
export class InvalidBranchIdError extends InvalidParameterError<'TRS_INVALID_BRANCH_ID'> {
  constructor(parameter: string, value: unknown, message: string) {
    super(parameter, value, message, 'TRS_INVALID_BRANCH_ID');
  }
}

/** A tenancy reference was not seven digits as a string (for example a branch id was passed where it belongs). */
export class InvalidApplicationRefError extends InvalidParameterError<'TRS_INVALID_APPLICATION_REF'> {
  constructor(parameter: string, value: unknown, message: string) {
    super(parameter, value, message, 'TRS_INVALID_APPLICATION_REF');
  }
}

/** An applicant reference was not an agent prefix followed by seven digits. */
export class InvalidApplicantRefError extends InvalidParameterError<'TRS_INVALID_APPLICANT_REF'> {
  constructor(parameter: string, value: unknown, message: string) {
    super(parameter, value, message, 'TRS_INVALID_APPLICANT_REF');
  }
}

/** A date was not a real calendar date written yyyy-MM-dd. */
export class InvalidDateError extends InvalidParameterError<'TRS_INVALID_DATE'> {
  constructor(parameter: string, value: unknown, message: string) {
    super(parameter, value, message, 'TRS_INVALID_DATE');
  }
}

export interface UnexpectedResponseErrorDetails extends CallDetails {
  readonly call: CallDescription;
  readonly issues: readonly { pointer: string; rule: string; message: string }[];
  /** References the answer did carry in the documented form (a call that created something): store them. */
  readonly references: Readonly<Record<string, string>> | null;
}

/** The service answered 2xx with a body that breaks the contract. */
export class UnexpectedResponseError extends CallError<'TRS_UNEXPECTED_RESPONSE', UnexpectedResponseErrorDetails> {
  constructor(details: {
    call: CallDescription;
    issues: readonly { pointer: string; rule: string; message: string }[];
    note?: string;
    references?: Readonly<Record<string, string>>;
  }) {
    const refs = details.references && Object.keys(details.references).length ? details.references : null;
    const store = refs
      ? ` It did carry ${Object.entries(refs)
          .map(([pointer, value]) => `${pointer ? pointer.slice(1) : 'the reference'} "${value}"`)
          .join(' and ')}: store ${Object.keys(refs).length > 1 ? 'them' : 'it'} now (details.references).`
      : '';
    super(
      'TRS_UNEXPECTED_RESPONSE',
      `${describeCall(details.call)} succeeded, but its answer breaks the contract: ${sentence(details.issues.map((i) => i.message).join('; '))}${store}${details.note ? ` ${sentence(details.note)}` : ''} Report this to the provider with the call and time.`,
      { issues: details.issues, references: refs, call: details.call },
    );
  }

  get issues(): readonly { pointer: string; rule: string; message: string }[] {
    return this.details.issues;
  }
}

export interface ReferenceNotReturnedErrorDetails extends CallDetails {
  readonly call: CallDescription;
  /** The status of the answer (2xx: the service says it acted). */
  readonly status: number;
  /** The kind of reference expected: ApplicationReference (a tenancy) or ApplicantReference (a tenant, a guarantor). */
  readonly identifier: string;
  /** Where the reference belongs in the answer: '' (the whole answer) or a field ('/ReferenceNumber'). */
  readonly pointer: string;
  /** The answer as received (text, at most 64 KiB, secrets cut out). */
  readonly raw: string;
  /** The answer parsed as JSON, or null when it was not JSON. */
  readonly data: unknown;
  /** The reference recovered from the answer in its documented form, when one could be (a guess: confirm it), else null. */
  readonly recovered: string | null;
}

/** What a reference of each kind looks like, for messages. */
const REFERENCE_FORMS: Record<string, { thing: string; form: string }> = {
  ApplicationReference: { thing: 'the tenancy', form: 'a JSON string of seven digits, such as "0001234"' },
  ApplicantReference: {
    thing: 'the applicant',
    form: 'an agent prefix and seven digits, such as "ABC0004567"',
  },
};

/**
 * The service has probably created something (it answered 2xx to a call that creates), but its answer does not carry
 * the new reference in the documented form, and nothing can list references later (provider spec 1). The error holds
 * the raw answer and any reference it could recover: store them before anything else.
 */
export class ReferenceNotReturnedError extends CallError<
  'TRS_REFERENCE_NOT_RETURNED',
  ReferenceNotReturnedErrorDetails
> {
  constructor(details: {
    call: CallDescription;
    status: number;
    identifier: string;
    pointer: string;
    raw: string;
    data: unknown;
    recovered: string | null;
    found: string;
  }) {
    const kind = REFERENCE_FORMS[details.identifier] ?? { thing: 'what it created', form: 'its documented form' };
    const where = details.pointer ? `${details.pointer.slice(1)}, ` : '';
    const recovered = details.recovered
      ? `The reference is probably "${details.recovered}" (details.recovered, recovered from the answer): store it with details.raw, the answer as received`
      : 'No reference could be recovered from the answer: store details.raw, the answer as received';
    const advice = outcomeUnknownAdvice(details.call.operationId);
    super(
      'TRS_REFERENCE_NOT_RETURNED',
      `${describeCall(details.call)} answered ${httpStatus(details.status)}, so the service has probably created ${kind.thing}, but the answer does not carry its reference as the contract says (${where}${kind.form}): it carried ${details.found}. ${recovered}, now: nothing can list references, so a lost one cannot be found again. Do not send the call again to get it.${advice ? ` ${sentence(advice)}` : ''}`,
      {
        status: details.status,
        identifier: details.identifier,
        pointer: details.pointer,
        raw: details.raw,
        data: details.data,
        recovered: details.recovered,
        call: details.call,
      },
    );
  }

  get recovered(): string | null {
    return this.details.recovered;
  }

  get raw(): string {
    return this.details.raw;
  }
}
