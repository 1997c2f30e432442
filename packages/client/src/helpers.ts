// Typed helpers for every operation, over the raw openapi-fetch client (so the middleware's checks, session and
// retries apply). Each unwraps the answer: a 2xx body, validated against the contract, or a thrown error.
import type { Client } from 'openapi-fetch';
import { validate, type ValidatorName } from '@trs/validators';
import { HttpError, OutcomeUnknownError, UnexpectedResponseError, type CallDescription } from './errors.js';
import { parseErrorBody } from './http.js';
import type { ApplicantRefArg, ApplicationRef, ApplicationRefArg, BranchIdArg, IsoDateArg } from './identifiers.js';
import { operations, type OperationId } from './operations.gen.js';
import type { CallOptions } from './options.js';
import type { Redactor } from './redact.js';
import { parseRetryAfter } from './retry-policy.js';
import type {
  Applicant,
  ApplicantDetails,
  Application,
  ApplicationRecord,
  AuditTrail,
  BranchList,
  CreateTenant,
  NoteList,
  Notification,
  paths,
  RentShare,
  ReportTypeList,
} from './schema.gen.js';

export type RawClient = Client<paths>;

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** Gateway statuses: the request may have reached the service before the gateway gave up. */
const GATEWAY = new Set([502, 504]);

function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(String(values[name])) : whole,
  );
}

export abstract class TenancyHelpers {
  /** The typed openapi-fetch client: every path of the contract, with the session, checks and retries applied. */
  abstract readonly raw: RawClient;
  protected abstract readonly redactor: Redactor;

  /** Unwraps a raw result: the success body, validated, or the matching error. */
  protected async unwrap<T>(
    operationId: OperationId,
    path: Record<string, unknown>,
    pending: Promise<RawResult>,
    note?: string,
  ): Promise<T> {
    return (await this.unwrapResult<T>(operationId, path, pending, note)).data;
  }

  protected async unwrapResult<T>(
    operationId: OperationId,
    path: Record<string, unknown>,
    pending: Promise<RawResult>,
    note?: string,
  ): Promise<{ data: T; response: Response; call: CallDescription }> {
    const operation = operations[operationId];
    const call: CallDescription = { operationId, method: operation.method, path: fillPath(operation.path, path) };
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
      const result = validate[validatorName](data);
      if (!result.ok) throw new UnexpectedResponseError({ call, issues: result.issues, note });
    }
    return { data: data as T, response, call };
  }

  /** The branches the service user belongs to; each Id is a branch id for createTenancy. */
  listBranches(options: CallOptions = {}): Promise<BranchList> {
    return this.unwrap('listBranches', {}, this.raw.GET('/Branches', { ...options }));
  }

  /**
   * Creates a tenancy under a branch and returns its reference, a seven-digit string. Store it at once: there is
   * no list or search endpoint. Not retried after a dropped connection or timeout (OutcomeUnknownError).
   */
  createTenancy<const B extends number>(
    branchId: BranchIdArg<B>,
    application: Application,
    options: CallOptions = {},
  ): Promise<ApplicationRef> {
    const path = { BranchIdOrReferenceNumber: branchId as number };
    return this.unwrap(
      'createTenancy',
      path,
      this.raw.POST('/Applications/{BranchIdOrReferenceNumber}', { params: { path }, body: application, ...options }),
      'The tenancy was probably created (the service answered 2xx): find its reference (createNewTenancy webhook) before creating it again.',
    );
  }

  /** Fetches a tenancy by the reference createTenancy returned. */
  getApplication<const R extends string>(
    ref: ApplicationRefArg<R>,
    options: CallOptions = {},
  ): Promise<ApplicationRecord> {
    const path = { BranchIdOrReferenceNumber: ref as string };
    return this.unwrap(
      'getApplication',
      path,
      this.raw.GET('/Applications/{BranchIdOrReferenceNumber}', { params: { path }, ...options }),
    );
  }

  /** Fetches one applicant (tenant or guarantor) of a tenancy. */
  getApplicant<const R extends string, const A extends string>(
    ref: ApplicationRefArg<R>,
    applicantRef: ApplicantRefArg<A>,
    options: CallOptions = {},
  ): Promise<ApplicantDetails> {
    const path = { ApplicationRef: ref as string, Reference: applicantRef as string };
    return this.unwrap(
      'getApplicant',
      path,
      this.raw.GET('/Applications/{ApplicationRef}/{Reference}', { params: { path }, ...options }),
    );
  }

  /** Adds a tenant (status Created; referencing starts on submit). Store the returned ReferenceNumber with the tenancy's. */
  addTenant<const R extends string>(
    ref: ApplicationRefArg<R>,
    tenant: CreateTenant,
    options: CallOptions = {},
  ): Promise<ApplicantDetails> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'addTenant',
      path,
      this.raw.POST('/Applications/{ApplicationRef}/Tenants', { params: { path }, body: tenant, ...options }),
    );
  }

  /** Submits a tenant's full details and starts referencing. Every missing submit-time field is reported at once, before sending. */
  submitTenant<const R extends string, const T extends string>(
    ref: ApplicationRefArg<R>,
    tenantRef: ApplicantRefArg<T>,
    applicant: Applicant,
    options: CallOptions = {},
  ): Promise<void> {
    const path = { ApplicationRef: ref as string, TenantRef: tenantRef as string };
    return this.unwrap(
      'submitTenant',
      path,
      this.raw.POST('/Applications/{ApplicationRef}/Tenants/{TenantRef}', {
        params: { path },
        body: applicant,
        ...options,
      }),
    );
  }

  /** Adds a tenant and submits the full details in one call. */
  createAndSubmitTenant<const R extends string>(
    ref: ApplicationRefArg<R>,
    applicant: Applicant,
    options: CallOptions = {},
  ): Promise<ApplicantDetails> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'createAndSubmitTenant',
      path,
      this.raw.POST('/Applications/{ApplicationRef}/CompletedTenants', {
        params: { path },
        body: applicant,
        ...options,
      }),
    );
  }

  /** Adds a guarantor (status Created). */
  addGuarantor<const R extends string>(
    ref: ApplicationRefArg<R>,
    guarantor: CreateTenant,
    options: CallOptions = {},
  ): Promise<ApplicantDetails> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'addGuarantor',
      path,
      this.raw.POST('/Applications/{ApplicationRef}/Guarantors', { params: { path }, body: guarantor, ...options }),
    );
  }

  /** Submits a guarantor's full details. Every missing submit-time field is reported at once, before sending. */
  submitGuarantor<const R extends string, const G extends string>(
    ref: ApplicationRefArg<R>,
    guarantorRef: ApplicantRefArg<G>,
    applicant: Applicant,
    options: CallOptions = {},
  ): Promise<void> {
    const path = { ApplicationRef: ref as string, GuarantorRef: guarantorRef as string };
    return this.unwrap(
      'submitGuarantor',
      path,
      this.raw.POST('/Applications/{ApplicationRef}/Guarantors/{GuarantorRef}', {
        params: { path },
        body: applicant,
        ...options,
      }),
    );
  }

  /** Sets each applicant's share of the rent. Idempotent (the same shares twice leave the same state): retried like a GET. */
  setRentShare<const R extends string>(
    ref: ApplicationRefArg<R>,
    shares: RentShare,
    options: CallOptions = {},
  ): Promise<void> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'setRentShare',
      path,
      this.raw.PUT('/Applications/{ApplicationRef}/RentShare', { params: { path }, body: shares, ...options }),
    );
  }

  /** Changes the tenancy start date (a real calendar date written yyyy-MM-dd). Idempotent: retried like a GET. */
  changeTenancyStartDate<const R extends string, const D extends string>(
    ref: ApplicationRefArg<R>,
    date: IsoDateArg<D>,
    options: CallOptions = {},
  ): Promise<void> {
    const path = { ApplicationRef: ref as string, TenancyStartDate: date as string };
    return this.unwrap(
      'changeTenancyStartDate',
      path,
      this.raw.PUT('/Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}', {
        params: { path },
        ...options,
      }),
    );
  }

  /** Cancels the tenancy for an applicant; the reason travels as a JSON string. Not retried after a dropped connection. */
  cancelTenancy<const R extends string, const A extends string>(
    ref: ApplicationRefArg<R>,
    applicantRef: ApplicantRefArg<A>,
    reason: string,
    options: CallOptions = {},
  ): Promise<void> {
    const path = { ApplicationRef: ref as string, ApplicantRef: applicantRef as string };
    return this.unwrap(
      'cancelTenancy',
      path,
      this.raw.POST('/Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}', {
        params: { path },
        body: reason,
        ...options,
      }),
    );
  }

  /** The notes of a tenancy. */
  listNotes<const R extends string>(ref: ApplicationRefArg<R>, options: CallOptions = {}): Promise<NoteList> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'listNotes',
      path,
      this.raw.GET('/Applications/{ApplicationRef}/Notes', { params: { path }, ...options }),
    );
  }

  /** The audit trail of a tenancy. */
  getAuditTrail<const R extends string>(ref: ApplicationRefArg<R>, options: CallOptions = {}): Promise<AuditTrail> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'getAuditTrail',
      path,
      this.raw.GET('/Applications/{ApplicationRef}/AuditTrail', { params: { path }, ...options }),
    );
  }

  /** The report type ids available for a tenancy. */
  listReports<const R extends string>(ref: ApplicationRefArg<R>, options: CallOptions = {}): Promise<ReportTypeList> {
    const path = { ApplicationRef: ref as string };
    return this.unwrap(
      'listReports',
      path,
      this.raw.GET('/Applications/{ApplicationRef}/Reports', { params: { path }, ...options }),
    );
  }

  /** @deprecated POST /Notifications is deprecated by the provider in favour of webhooks. */
  sendNotification(notification: Notification, options: CallOptions = {}): Promise<void> {
    return this.unwrap('sendNotification', {}, this.raw.POST('/Notifications', { body: notification, ...options }));
  }
}
