// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/client (packages/codegen). Run `pnpm generate` after changing spec/.

import type { DownloadOptions } from './download.js';
import { HelperBase } from './helpers.js';
import type { Answer, AnswerMode, WithReference } from './helpers.js';
import type { PathParameterArg } from './identifiers.js';
import type { CallOptions } from './options.js';
import type {
  Applicant,
  ApplicantDetails,
  Application,
  ApplicationRecord,
  ApplicationReference,
  AuditTrail,
  BranchList,
  CancellationReason,
  CreateTenant,
  NoteList,
  Notification,
  RentShare,
  ReportTypeList,
  paths,
} from './schema.gen.js';

/**
 * One typed method per operation of the contract (the login is the session's: login()). Each checks its identifiers
 * and body before anything is sent, and returns the answer validated against the contract (with the Response too,
 * through client.withResponse), or throws one of the client's errors.
 */
export abstract class OperationHelpers<Mode extends AnswerMode = 'data'> extends HelperBase<Mode> {
  /**
   * List the branches the service user belongs to.
   *
   * Each entry's integer Id is the BranchId that create tenancy takes.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   */
  listBranches(options: CallOptions = {}): Promise<Answer<Mode, BranchList>> {
    return this.call('listBranches', {}, options, (init) => this.raw.GET('/Branches', init));
  }

  /**
   * Fetch a tenancy by its reference.
   *
   * The path parameter is the tenancy reference (seven digits, as a string), never a branch id. Sending a branch id
   * here is a client error.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationReference The tenancy reference (seven-digit string) returned by create tenancy.
   */
  getApplication<const TApplicationReference extends string>(
    applicationReference: PathParameterArg<'ApplicationReference', TApplicationReference>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, ApplicationRecord>> {
    const path = { BranchIdOrReferenceNumber: applicationReference as string };
    return this.call('getApplication', path, options, (init) =>
      this.raw.GET('/Applications/{BranchIdOrReferenceNumber}', { params: { path }, ...init }),
    );
  }

  /**
   * Create a tenancy under a branch.
   *
   * The path parameter is a branch id (an integer from GET /Branches), never a tenancy reference. Sending a tenancy
   * reference here is a client error.
   *
   * Answers 200 with the new tenancy's reference as a JSON string of seven digits. Store it: there is no list or
   * search endpoint, and it is the {ApplicationRef} of every later call. Raises the webhook createNewTenancy.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * tenancy may or may not have been created, and there is no list or search endpoint to find it. Do not simply
   * retry: a retry can create a second tenancy. Wait for the createNewTenancy webhook (its partnerTenancyId is your
   * ExternalReference) or ask the branch; send again only once you know it was not created.
   *
   * @param branchId The branch id (integer) under which the tenancy is created.
   * @param application The Application body.
   */
  createTenancy<const TBranchId extends number>(
    branchId: PathParameterArg<'BranchId', TBranchId>,
    application: Application,
    options: CallOptions = {},
  ): Promise<Answer<Mode, ApplicationReference>> {
    const path = { BranchIdOrReferenceNumber: branchId as number };
    return this.call(
      'createTenancy',
      path,
      options,
      (init) =>
        this.raw.POST('/Applications/{BranchIdOrReferenceNumber}', { params: { path }, body: application, ...init }),
      application,
    );
  }

  /**
   * Fetch one applicant of a tenancy.
   *
   * Answers the applicant (tenant or guarantor) whose reference the service returned when it was added. Reference
   * is the applicant reference (agent prefix and seven digits), ApplicationRef the tenancy it belongs to: a client
   * must have stored both, since nothing lists applicants.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param reference The applicant reference (tenant or guarantor).
   */
  getApplicant<const TApplicationRef extends string, const TReference extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    reference: PathParameterArg<'ApplicantReference', TReference>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, ApplicantDetails>> {
    const path = { ApplicationRef: applicationRef as string, Reference: reference as string };
    return this.call('getApplicant', path, options, (init) =>
      this.raw.GET('/Applications/{ApplicationRef}/{Reference}', { params: { path }, ...init }),
    );
  }

  /**
   * Add a tenant to a tenancy.
   *
   * Answers 200 with the Applicant, including its ReferenceNumber (store it, with the link to the tenancy:
   * deprecated notifications carry only the applicant reference). The tenant exists with status Created and
   * referencing has not started until the details are submitted. With IsApplicantFillingTheForm true the service
   * e-mails the tenant a form and chases the tenant; otherwise it chases the branch. Raises the webhook
   * addApplicant.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * tenant may or may not have been added. Do not simply retry: a retry can add the tenant twice. Wait for the
   * addApplicant webhook (partnerContactId is your ExternalReference), or check with the branch, before adding
   * again.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param createTenant The CreateTenant body.
   */
  addTenant<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    createTenant: CreateTenant,
    options: CallOptions = {},
  ): Promise<Answer<Mode, WithReference<ApplicantDetails, 'ReferenceNumber'>>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call(
      'addTenant',
      path,
      options,
      (init) =>
        this.raw.POST('/Applications/{ApplicationRef}/Tenants', { params: { path }, body: createTenant, ...init }),
      createTenant,
    );
  }

  /**
   * Submit a tenant's details and start referencing.
   *
   * Sends the full Applicant. The submit-time fields (date of birth, nationality, marital status, address history,
   * income evidence and signed consent) are required here even if they were left out on create. Answers 200 and
   * referencing starts; updateApplicant webhooks follow, and Report Available when the report is ready.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * details may or may not have been submitted. Fetch the applicant (getApplicant) and check its status, or wait
   * for an updateApplicant webhook, before submitting again.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param tenantRef The tenant's applicant reference, the ReferenceNumber returned by add tenant.
   * @param applicant The Applicant body.
   */
  submitTenant<const TApplicationRef extends string, const TTenantRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    tenantRef: PathParameterArg<'ApplicantReference', TTenantRef>,
    applicant: Applicant,
    options: CallOptions = {},
  ): Promise<Answer<Mode, void>> {
    const path = { ApplicationRef: applicationRef as string, TenantRef: tenantRef as string };
    return this.call('submitTenant', path, options, (init) =>
      this.raw.POST('/Applications/{ApplicationRef}/Tenants/{TenantRef}', {
        params: { path },
        body: applicant,
        ...init,
      }),
    );
  }

  /**
   * Add a tenant and submit the details in one call.
   *
   * Sends the full Applicant (submit-time fields required); the tenant is created and referencing starts.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * tenant may or may not have been created and submitted. Do not simply retry: a retry can create the tenant
   * twice. Wait for the addApplicant webhook (partnerContactId is your ExternalReference) before sending again.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param applicant The Applicant body.
   */
  createAndSubmitTenant<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    applicant: Applicant,
    options: CallOptions = {},
  ): Promise<Answer<Mode, WithReference<ApplicantDetails, 'ReferenceNumber'>>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call(
      'createAndSubmitTenant',
      path,
      options,
      (init) =>
        this.raw.POST('/Applications/{ApplicationRef}/CompletedTenants', {
          params: { path },
          body: applicant,
          ...init,
        }),
      applicant,
    );
  }

  /**
   * Add a guarantor to a tenancy.
   *
   * Works as add tenant does; the guarantor has status Created until submitted. Raises addApplicant.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * guarantor may or may not have been added. Do not simply retry: a retry can add the guarantor twice. Wait for
   * the addApplicant webhook (partnerContactId is your ExternalReference), or check with the branch, before adding
   * again.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param createTenant The CreateTenant body.
   */
  addGuarantor<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    createTenant: CreateTenant,
    options: CallOptions = {},
  ): Promise<Answer<Mode, WithReference<ApplicantDetails, 'ReferenceNumber'>>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call(
      'addGuarantor',
      path,
      options,
      (init) =>
        this.raw.POST('/Applications/{ApplicationRef}/Guarantors', { params: { path }, body: createTenant, ...init }),
      createTenant,
    );
  }

  /**
   * Submit a guarantor's details.
   *
   * Works as submit tenant does; the submit-time fields are required.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * details may or may not have been submitted. Fetch the guarantor (getApplicant) and check its status, or wait
   * for an updateApplicant webhook, before submitting again.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param guarantorRef The guarantor's applicant reference, the ReferenceNumber returned by add guarantor.
   * @param applicant The Applicant body.
   */
  submitGuarantor<const TApplicationRef extends string, const TGuarantorRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    guarantorRef: PathParameterArg<'ApplicantReference', TGuarantorRef>,
    applicant: Applicant,
    options: CallOptions = {},
  ): Promise<Answer<Mode, void>> {
    const path = { ApplicationRef: applicationRef as string, GuarantorRef: guarantorRef as string };
    return this.call('submitGuarantor', path, options, (init) =>
      this.raw.POST('/Applications/{ApplicationRef}/Guarantors/{GuarantorRef}', {
        params: { path },
        body: applicant,
        ...init,
      }),
    );
  }

  /**
   * List the report types available for a tenancy.
   *
   * Answers the ReportType ids (provider spec 2.5) whose report can be downloaded now for this tenancy, with GET
   * …/Reports/{ReportType}. A final report usually comes with its Summary (type 7).
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   */
  listReports<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, ReportTypeList>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call('listReports', path, options, (init) =>
      this.raw.GET('/Applications/{ApplicationRef}/Reports', { params: { path }, ...init }),
    );
  }

  /**
   * Download a tenancy report as PDF.
   *
   * Needs the Token header, as every report download does.
   *
   * Answers application/pdf, checked to be a PDF (content type and %PDF- signature) before it is handed over: bytes
   * (Uint8Array) by default, a ReadableStream with { parseAs: 'stream' }.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param reportType Report product id (provider spec 2.5), for example 1 (Elite) or 7 (Summary).
   */
  downloadReport<const TApplicationRef extends string, const TReportType extends number>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    reportType: PathParameterArg<'ReportType', TReportType>,
    options?: DownloadOptions & { parseAs?: 'bytes' },
  ): Promise<Answer<Mode, Uint8Array>>;
  downloadReport<const TApplicationRef extends string, const TReportType extends number>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    reportType: PathParameterArg<'ReportType', TReportType>,
    options: DownloadOptions & { parseAs: 'stream' },
  ): Promise<Answer<Mode, ReadableStream<Uint8Array>>>;
  downloadReport(
    applicationRef: string,
    reportType: number,
    options: DownloadOptions = {},
  ): Promise<Answer<Mode, Uint8Array | ReadableStream<Uint8Array>>> {
    const path = { ApplicationRef: applicationRef, ReportType: reportType };
    return this.download('downloadReport', path, options, (init) =>
      this.raw.GET('/Applications/{ApplicationRef}/Reports/{ReportType}', { params: { path }, ...init }),
    );
  }

  /**
   * Download one applicant's report as PDF.
   *
   * The URL form carried by Report Available webhooks
   * ({base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>). Needs the Token header.
   *
   * Answers application/pdf, checked to be a PDF (content type and %PDF- signature) before it is handed over: bytes
   * (Uint8Array) by default, a ReadableStream with { parseAs: 'stream' }.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param applicantRef An applicant reference (agent prefix followed by seven digits; DY for self-service drafts).
   * @param reportType Report product id (provider spec 2.5), for example 1 (Elite) or 7 (Summary).
   */
  downloadApplicantReport<
    const TApplicationRef extends string,
    const TApplicantRef extends string,
    const TReportType extends number,
  >(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    applicantRef: PathParameterArg<'ApplicantReference', TApplicantRef>,
    reportType: PathParameterArg<'ReportType', TReportType>,
    options?: DownloadOptions & { parseAs?: 'bytes' },
  ): Promise<Answer<Mode, Uint8Array>>;
  downloadApplicantReport<
    const TApplicationRef extends string,
    const TApplicantRef extends string,
    const TReportType extends number,
  >(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    applicantRef: PathParameterArg<'ApplicantReference', TApplicantRef>,
    reportType: PathParameterArg<'ReportType', TReportType>,
    options: DownloadOptions & { parseAs: 'stream' },
  ): Promise<Answer<Mode, ReadableStream<Uint8Array>>>;
  downloadApplicantReport(
    applicationRef: string,
    applicantRef: string,
    reportType: number,
    options: DownloadOptions = {},
  ): Promise<Answer<Mode, Uint8Array | ReadableStream<Uint8Array>>> {
    const path = { ApplicationRef: applicationRef, ApplicantRef: applicantRef, ReportType: reportType };
    return this.download('downloadApplicantReport', path, options, (init) =>
      this.raw.GET('/Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}', { params: { path }, ...init }),
    );
  }

  /**
   * Download an identity-check (KYC) report.
   *
   * The URL form carried by KYC status webhooks ({base_url}/KYC/Report/<KYCid>/<report_type>). Needs the Token
   * header.
   *
   * Answers application/pdf, checked to be a PDF (content type and %PDF- signature) before it is handed over: bytes
   * (Uint8Array) by default, a ReadableStream with { parseAs: 'stream' }.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param kycId The identity check's id, from the KYC status webhook.
   * @param reportType KYC report type, 100 to 103.
   */
  downloadKycReport<const TReportType extends number>(
    kycId: string,
    reportType: PathParameterArg<'KycReportType', TReportType>,
    options?: DownloadOptions & { parseAs?: 'bytes' },
  ): Promise<Answer<Mode, Uint8Array>>;
  downloadKycReport<const TReportType extends number>(
    kycId: string,
    reportType: PathParameterArg<'KycReportType', TReportType>,
    options: DownloadOptions & { parseAs: 'stream' },
  ): Promise<Answer<Mode, ReadableStream<Uint8Array>>>;
  downloadKycReport(
    kycId: string,
    reportType: number,
    options: DownloadOptions = {},
  ): Promise<Answer<Mode, Uint8Array | ReadableStream<Uint8Array>>> {
    const path = { KYCid: kycId, ReportType: reportType };
    return this.download('downloadKycReport', path, options, (init) =>
      this.raw.GET('/KYC/Report/{KYCid}/{ReportType}', { params: { path }, ...init }),
    );
  }

  /**
   * Set each applicant's share of the rent.
   *
   * Replaces the share of the monthly rent of each applicant named, as an array of {ApplicantRef, Rent}. Sending
   * the same shares again leaves the same state, so the call is safe to repeat.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param rentShare The RentShare body.
   */
  setRentShare<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    rentShare: RentShare,
    options: CallOptions = {},
  ): Promise<Answer<Mode, void>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call('setRentShare', path, options, (init) =>
      this.raw.PUT('/Applications/{ApplicationRef}/RentShare', { params: { path }, body: rentShare, ...init }),
    );
  }

  /**
   * Change the tenancy start date.
   *
   * No body; the date travels in the path as yyyy-MM-dd. Raises the webhook tenancyStartDateChanged.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param tenancyStartDate The new start date, yyyy-MM-dd.
   */
  changeTenancyStartDate<const TApplicationRef extends string, const TTenancyStartDate extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    tenancyStartDate: PathParameterArg<'IsoDate', TTenancyStartDate>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, void>> {
    const path = { ApplicationRef: applicationRef as string, TenancyStartDate: tenancyStartDate as string };
    return this.call('changeTenancyStartDate', path, options, (init) =>
      this.raw.PUT('/Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}', { params: { path }, ...init }),
    );
  }

  /**
   * Cancel the tenancy for an applicant, giving a reason.
   *
   * The body is a single JSON string holding the reason.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * tenancy may or may not have been cancelled. Fetch it (getApplication) or check the audit trail before
   * cancelling again.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   * @param applicantRef An applicant reference (agent prefix followed by seven digits; DY for self-service drafts).
   * @param cancellationReason The CancellationReason body.
   */
  cancelTenancy<const TApplicationRef extends string, const TApplicantRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    applicantRef: PathParameterArg<'ApplicantReference', TApplicantRef>,
    cancellationReason: CancellationReason,
    options: CallOptions = {},
  ): Promise<Answer<Mode, void>> {
    const path = { ApplicationRef: applicationRef as string, ApplicantRef: applicantRef as string };
    return this.call('cancelTenancy', path, options, (init) =>
      this.raw.POST('/Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}', {
        params: { path },
        body: cancellationReason,
        ...init,
      }),
    );
  }

  /**
   * List the notes of a tenancy.
   *
   * Answers the notes written against the tenancy and its applicants. New notes are also pushed as addNote
   * webhooks.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   */
  listNotes<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, NoteList>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call('listNotes', path, options, (init) =>
      this.raw.GET('/Applications/{ApplicationRef}/Notes', { params: { path }, ...init }),
    );
  }

  /**
   * Fetch the audit trail of a tenancy.
   *
   * Answers the audit trail of the tenancy: the record of what happened to it and its applicants, and when. Audit
   * lines are also pushed as addNote webhooks with EntryType AuditTrail.
   *
   * Safe to repeat: retried on its own after 429, 502, 503, 504 or a dropped connection.
   *
   * @param applicationRef The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
   */
  getAuditTrail<const TApplicationRef extends string>(
    applicationRef: PathParameterArg<'ApplicationReference', TApplicationRef>,
    options: CallOptions = {},
  ): Promise<Answer<Mode, AuditTrail>> {
    const path = { ApplicationRef: applicationRef as string };
    return this.call('getAuditTrail', path, options, (init) =>
      this.raw.GET('/Applications/{ApplicationRef}/AuditTrail', { params: { path }, ...init }),
    );
  }

  /**
   * Deprecated notification mechanism, replaced by webhooks.
   *
   * Deprecated in favour of webhooks. A notification carries only the applicant reference, in a field named
   * ReferenceNo, and no application reference: a client that needs the tenancy must have stored the
   * applicant-to-tenancy link when it created the applicant.
   *
   * Never sent twice by the client once it may have reached the service (only once more after a 401, which the
   * service answers before acting). If its outcome is unknown (OutcomeUnknownError, TRS_OUTCOME_UNKNOWN): The
   * notification may or may not have been accepted; it is deprecated (use webhooks).
   *
   * @param notification The Notification body.
   * @deprecated Deprecated by the provider.
   */
  sendNotification(notification: Notification, options: CallOptions = {}): Promise<Answer<Mode, void>> {
    return this.call('sendNotification', {}, options, (init) =>
      this.raw.POST('/Notifications', { body: notification, ...init }),
    );
  }
}
