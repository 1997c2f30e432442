// Every error the client throws: a class with a stable `code` and a message that says what to do.
// No error ever holds the session token, the password, a Request, request headers or a presigned URL's query.
export { ValidationError } from '@trs/validators';

export type TrsErrorCode =
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
  | 'TRS_INVALID_CONFIG';

/** Names the call an error belongs to, for messages: `createTenancy (POST /Applications/42)`. */
export interface CallDescription {
  operationId?: string;
  method: string;
  /** The URL path the call went to, without query string (never carries a secret). */
  path: string;
}

export abstract class TrsError extends Error {
  abstract readonly code: TrsErrorCode;
  /** The call this error belongs to, when there was one. */
  readonly call?: CallDescription;

  constructor(message: string, options?: { cause?: unknown; call?: CallDescription }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    if (options?.call) this.call = options.call;
  }
}

export function describeCall(call: CallDescription | undefined): string {
  if (!call) return 'the call';
  return call.operationId ? `${call.operationId} (${call.method} ${call.path})` : `${call.method} ${call.path}`;
}

export type AuthFailure = 'credentials-refused' | 'rejected-after-login' | 'no-token-in-answer';

/** Logging in failed, or the service refused a token it had just issued. Never retried in a loop. */
export class AuthError extends TrsError {
  readonly code = 'TRS_AUTH_FAILED';
  readonly reason: AuthFailure;
  readonly status: number | undefined;

  constructor(
    reason: AuthFailure,
    details: { status?: number; userName?: string; providerMessage?: string; call?: CallDescription },
  ) {
    const said = details.providerMessage ? ` The service said: "${details.providerMessage}".` : '';
    const user = details.userName ? `service user "${details.userName}"` : 'the service user';
    const text = {
      'credentials-refused': `The service refused the credentials of ${user} (HTTP ${details.status}).${said} Check the user name and password, and that the user was issued for this environment: a service user is valid only in the environment that issued it.`,
      'rejected-after-login': `${describeCall(details.call)} answered 401 again with a token issued moments before.${said} Another process is probably logging in as ${user} and retiring this client's tokens (each login retires every earlier token of the user): share one session per user (createClient's loadToken/onTokenChange) or give each integration its own user. If no one else uses the user, check that it belongs to the branch you are calling.`,
      'no-token-in-answer': `POST /Authenticate answered ${details.status} without a Token header. The service or a proxy in between is misbehaving; check baseUrl points at the service's {origin}/v2.`,
    }[reason];
    super(text, { call: details.call });
    this.reason = reason;
    this.status = details.status;
  }
}

const STATUS_ADVICE: Record<number, string> = {
  400: 'The service rejected the request as invalid. Correct it; sending it again unchanged fails again.',
  403: 'The service user may not do this. A service user belongs only to the branches it will use: ask the provider to add the branch to the user.',
  404: 'Nothing exists at this address. Check the references: they cannot be searched for, so use the ones stored when the tenancy or applicant was created.',
  429: 'The service is limiting requests. Wait and try again later.',
};

/** The service answered with a status the call does not expect (after any automatic retries). */
export class HttpError extends TrsError {
  readonly code = 'TRS_HTTP_ERROR';
  readonly status: number;
  /** The Message field of the service's error body, if it had one. */
  readonly providerMessage: string | undefined;
  /** The parsed error body (read tolerantly: its shape is not documented). */
  readonly body: unknown;
  /** What the final answer's Retry-After asked for, in milliseconds, if it had one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    status: number,
    details: {
      call?: CallDescription;
      providerMessage?: string;
      body?: unknown;
      retryAfterMs?: number;
      idempotent?: boolean;
      location?: string;
    },
  ) {
    const said = details.providerMessage ? ` The service said: "${details.providerMessage}".` : '';
    let advice = STATUS_ADVICE[status];
    if (status >= 300 && status < 400) {
      advice = `The service redirected${details.location ? ` to ${details.location}` : ''}. API calls do not follow redirects (the Token must not travel to another address): set baseUrl to the address the service answers at (for example https:// instead of http://).`;
    } else if (status >= 500) {
      advice =
        details.idempotent === false
          ? 'The service failed. This call changes data and was not retried: the service should not have acted on it, but look the data up before sending it again.'
          : 'The service failed and the automatic retries did not help. Try again later.';
    }
    if (details.retryAfterMs !== undefined)
      advice =
        `${advice ?? ''} The service asked to wait ${Math.ceil(details.retryAfterMs / 1000)} s before trying again (Retry-After; the client waits on its own only up to retry.maxRetryAfterMs, and within the call's timeout).`.trim();
    super(
      `${describeCall(details.call)} answered HTTP ${status}.${said} ${advice ?? 'Check the request against the provider specification.'}`,
      { call: details.call },
    );
    this.status = status;
    this.providerMessage = details.providerMessage;
    this.body = details.body;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** What to look up, per operation, before sending a call whose outcome is unknown again. */
const LOOK_UP_FIRST: Record<string, string> = {
  createTenancy:
    'The tenancy may or may not have been created, and there is no list or search endpoint to find it. Do not simply retry: a retry can create a second tenancy. Wait for the createNewTenancy webhook (its partnerTenancyId is your ExternalReference) or ask the branch; send again only once you know it was not created.',
  addTenant:
    'The tenant may or may not have been added. Do not simply retry: a retry can add the tenant twice. Wait for the addApplicant webhook (partnerContactId is your ExternalReference), or check with the branch, before adding again.',
  addGuarantor:
    'The guarantor may or may not have been added. Do not simply retry: a retry can add the guarantor twice. Wait for the addApplicant webhook (partnerContactId is your ExternalReference), or check with the branch, before adding again.',
  submitTenant:
    'The details may or may not have been submitted. Fetch the applicant (getApplicant) and check its status, or wait for an updateApplicant webhook, before submitting again.',
  submitGuarantor:
    'The details may or may not have been submitted. Fetch the guarantor (getApplicant) and check its status, or wait for an updateApplicant webhook, before submitting again.',
  createAndSubmitTenant:
    'The tenant may or may not have been created and submitted. Do not simply retry: a retry can create the tenant twice. Wait for the addApplicant webhook (partnerContactId is your ExternalReference) before sending again.',
  cancelTenancy:
    'The tenancy may or may not have been cancelled. Fetch it (getApplication) or check the audit trail before cancelling again.',
  sendNotification: 'The notification may or may not have been accepted; it is deprecated (use webhooks).',
};

export type OutcomeUnknownReason = 'dropped' | 'timeout' | 'aborted' | 'gateway';

/**
 * A call that changes data (a POST) was sent, and no answer tells whether the service acted on it. It is never
 * retried automatically; `message` says what to look up before sending it again.
 */
export class OutcomeUnknownError extends TrsError {
  readonly code = 'TRS_OUTCOME_UNKNOWN';
  readonly reason: OutcomeUnknownReason;
  readonly status: number | undefined;

  constructor(reason: OutcomeUnknownReason, details: { call: CallDescription; cause?: unknown; status?: number }) {
    const what = {
      dropped: 'the connection dropped before the answer arrived',
      timeout: 'no answer arrived within the timeout',
      aborted: 'the call was aborted after it was sent',
      gateway: `a gateway answered HTTP ${details.status}, so the request may have reached the service`,
    }[reason];
    const advice =
      LOOK_UP_FIRST[details.call.operationId ?? ''] ??
      'The service may or may not have acted on it. Look the data up before sending it again.';
    super(`The outcome of ${describeCall(details.call)} is unknown: ${what}. ${advice}`, {
      cause: details.cause,
      call: details.call,
    });
    this.reason = reason;
    this.status = details.status;
  }
}

/** A call that does not change data ran out of time (timeoutMs, or an AbortSignal.timeout you passed). */
export class TimeoutError extends TrsError {
  readonly code = 'TRS_TIMEOUT';
  readonly timeoutMs: number | undefined;

  constructor(details: { call?: CallDescription; timeoutMs?: number; cause?: unknown }) {
    const limit = details.timeoutMs === undefined ? '' : ` within ${details.timeoutMs} ms`;
    super(
      `${describeCall(details.call)} did not complete${limit}. It is safe to repeat (it reads, or sets the same state again): try again, or allow more time (timeoutMs).`,
      details,
    );
    this.timeoutMs = details.timeoutMs;
  }
}

/** The connection failed. `sent` is false when the request provably never reached the service. */
export class NetworkError extends TrsError {
  readonly code = 'TRS_NETWORK_ERROR';
  readonly attempts: number;
  readonly sent: boolean;

  constructor(details: { call?: CallDescription; attempts: number; sent: boolean; cause?: unknown }) {
    const how = details.sent
      ? `the connection dropped (${details.attempts} attempt${details.attempts === 1 ? '' : 's'})`
      : 'the service could not be reached (the request was not sent, so nothing changed)';
    super(`${describeCall(details.call)} failed: ${how}. Check the network and baseUrl, then try again.`, details);
    this.attempts = details.attempts;
    this.sent = details.sent;
  }
}

/** A report download did not answer a PDF. */
export class NotAPdfError extends TrsError {
  readonly code = 'TRS_NOT_A_PDF';
  readonly contentType: string | null;

  constructor(details: { call?: CallDescription; contentType: string | null; reason: 'content-type' | 'signature' }) {
    const why =
      details.reason === 'content-type'
        ? `the answer's content type is ${details.contentType ?? '(none)'}, not application/pdf`
        : 'the answer does not start with %PDF-';
    super(
      `${describeCall(details.call)} did not deliver a PDF: ${why}. The report may not be ready yet (wait for the Report Available webhook), or the URL is not a report URL.`,
      { call: details.call },
    );
    this.contentType = details.contentType;
  }
}

/** A URL would have been fetched over plain HTTP where HTTPS is required. Nothing was sent. */
export class InsecureUrlError extends TrsError {
  readonly code = 'TRS_INSECURE_URL';
  constructor(message: string) {
    super(message);
  }
}

/** A path parameter broke its rule. Nothing was sent. */
export class InvalidParameterError extends TrsError {
  readonly code:
    | 'TRS_INVALID_PARAMETER'
    | 'TRS_INVALID_BRANCH_ID'
    | 'TRS_INVALID_APPLICATION_REF'
    | 'TRS_INVALID_APPLICANT_REF'
    | 'TRS_INVALID_DATE' = 'TRS_INVALID_PARAMETER';
  readonly parameter: string;
  readonly value: unknown;

  constructor(parameter: string, value: unknown, message: string) {
    super(message);
    this.parameter = parameter;
    this.value = value;
  }
}

/** A branch id was not a positive integer (for example a tenancy reference was passed where a branch id belongs). */
export class InvalidBranchIdError extends InvalidParameterError {
  override readonly code = 'TRS_INVALID_BRANCH_ID';
}

/** A tenancy reference was not seven digits as a string (for example a branch id was passed where it belongs). */
export class InvalidApplicationRefError extends InvalidParameterError {
  override readonly code = 'TRS_INVALID_APPLICATION_REF';
}

/** An applicant reference was not an agent prefix followed by seven digits. */
export class InvalidApplicantRefError extends InvalidParameterError {
  override readonly code = 'TRS_INVALID_APPLICANT_REF';
}

/** A date was not a real calendar date written yyyy-MM-dd. */
export class InvalidDateError extends InvalidParameterError {
  override readonly code = 'TRS_INVALID_DATE';
}

/** The service answered 2xx with a body that breaks the contract. */
export class UnexpectedResponseError extends TrsError {
  readonly code = 'TRS_UNEXPECTED_RESPONSE';
  readonly issues: readonly { pointer: string; rule: string; message: string }[];

  constructor(details: {
    call: CallDescription;
    issues: readonly { pointer: string; rule: string; message: string }[];
    note?: string;
  }) {
    super(
      `${describeCall(details.call)} succeeded, but its answer breaks the contract: ${details.issues.map((i) => i.message).join('; ')}.${details.note ? ` ${details.note}` : ''} Report this to the provider with the call and time.`,
      { call: details.call },
    );
    this.issues = details.issues;
  }
}

/** createClient was given options it cannot work with. */
export class ConfigError extends TrsError {
  readonly code = 'TRS_INVALID_CONFIG';
  constructor(message: string) {
    super(message);
  }
}
