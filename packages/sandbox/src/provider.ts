// What the provider does, as provider spec sections 1 to 6 describe it: tenancies under branches, applicants added
// (Created) and submitted (referencing in progress, then completed after a delay or on an admin call), reports and
// identity checks, rent share, start date, cancellation, notes and audit trail, documents, and the webhooks each
// of these raises. The REST handlers and the admin API both act through this class; nothing here knows HTTP.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  validate,
  validateSentEvent,
  type Applicant,
  type ApplicantDetails,
  type Application,
  type EventName,
  type RentShare,
} from '@trs/validators';
import type { SenderClock } from '@trs/sender';
import {
  codeNamed,
  DEFAULT_PRODUCT,
  documentTypes,
  kycReportTypes,
  noteKinds,
  productName,
  STATUS_CANCELLED,
  STATUS_COMPLETED,
  STATUS_CREATED,
  STATUS_IN_PROGRESS,
  SUMMARY_REPORT,
  tenancySteps,
  userTypes,
} from './codes.js';
import type { DocumentStore } from './documents.js';
import { invalidArgument, invalidState, notFound } from './errors.js';
import type { EventLog } from './events.js';
import { isoSeconds, Payloads, rentReviewTopics, unexplainedCodes, type RentReviewTopic } from './payloads.js';
import { renderPdf } from './pdf.js';
import type {
  ApplicantKind,
  ApplicantState,
  KycCheckState,
  SandboxState,
  StoredDocument,
  TenancyState,
} from './state.js';

const require = createRequire(import.meta.url);
/** The contract's example of a full Applicant: fills the submit-time fields an applicant's form leaves out. */
const exampleApplicant = JSON.parse(readFileSync(require.resolve('@trs/spec/examples/rest/Applicant.json'), 'utf8'))
  .value as Applicant;
const SUBMIT_TIME_FIELDS = ['BirthDay', 'Nationality', 'MaritalStatus', 'AddressHistory', 'SignedConsent'] as const;

/**
 * The identity checks an applicant's IdentityCheck asks for, the KYC report type of each (provider spec 2.5) and the
 * documentType its report arrives as (provider spec 6.4). The contract links them only in prose, so here by hand.
 */
const IDENTITY_CHECKS = [
  { field: 'IdVerification', kycType: 100, document: 'Identity check report' },
  { field: 'RightToRentVerification', kycType: 101, document: 'Right to Rent report' },
  { field: 'AMLVerification', kycType: 102, document: 'Anti-money-laundering report' },
  { field: 'PEPsAndSanctionsVerification', kycType: 103, document: 'PEPs and sanctions report' },
] as const;

/** Rent-review topics whose document arrives through uploadPartnerDocument, and its documentType (6.4: 28 to 30). */
const RENT_REVIEW_DOCUMENTS: Partial<Record<RentReviewTopic, string>> = {
  rentIncreaseNoticeIssued: 'Rent increase notice',
  rentIncreaseNoticeWithdrawn: 'Withdrawal notice',
  rentIncreaseWithdrawalFinalised: 'Withdrawal notice',
  agreedRentConfirmationIssued: 'Agreed rent confirmation',
  agreedRentConfirmationFinalised: 'Agreed rent confirmation',
};

const SYSTEM_AUTHOR = 'trs sandbox';
const ADMIN_AUTHOR = 'Sandbox admin';

/** The flags and codes of updateApplicationStatus an admin call may set with the step. */
export interface TenancyStepFlags {
  isPrescribedInformationRequired?: boolean;
  isPrescribedInformationCompleted?: boolean;
  isTenancyFinalised?: boolean;
  howWillSignApplicants?: number;
  howWillSignAgentLandlord?: number;
}
const STEP_FLAGS: readonly (keyof TenancyStepFlags)[] = [
  'isPrescribedInformationRequired',
  'isPrescribedInformationCompleted',
  'isTenancyFinalised',
  'howWillSignApplicants',
  'howWillSignAgentLandlord',
];

/** A request the service refuses: a client error (400 where documented) or an unknown identifier. */
export class ClientError extends Error {
  constructor(
    readonly kind: 'bad-request' | 'not-found',
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
const badRequest = (message: string) => new ClientError('bad-request', message);

export interface ProviderConfig {
  clock: SenderClock;
  referencingDelayMs: number | null;
  branches: { id: number; name: string }[];
  documentsAsFileData: boolean;
  /** Every audit-trail line raises addNote (provider spec 6.3). */
  auditTrailNotes: boolean;
  /** Submit refuses an applicant without IncomeEvidence (provider spec 2.3; the field name is our reading). */
  requireIncomeEvidence: boolean;
  onProblem: (message: string) => void;
}

export class Provider {
  /** How many of the next documents are sent as fileData (admin trap). */
  fileDataNext = 0;
  private readonly pdfCache = new Map<string, Promise<Uint8Array>>();
  private rentReviewSequence = 0;
  private legacySequence = 0;

  constructor(
    readonly state: SandboxState,
    private readonly events: EventLog,
    private readonly payloads: Payloads,
    private readonly documents: DocumentStore,
    private readonly config: ProviderConfig,
  ) {}

  private now(): number {
    return this.config.clock.now();
  }

  /**
   * Writes an audit-trail line (GET …/AuditTrail) and, as provider spec 6.3 says of every audit-trail line, raises
   * addNote with its text, against the applicant it concerns or the tenancy. Called once the change it records is
   * made, so its note follows the change's own events.
   */
  private audit(tenancy: TenancyState, author: string, content: string, applicant: ApplicantState | null = null): void {
    const timestamp = this.now();
    tenancy.auditTrail.push({ Timestamp: isoSeconds(timestamp), Author: author, Content: content });
    if (this.config.auditTrailNotes)
      this.events.raise(
        'addNote',
        this.payloads.addNote(tenancy, { kind: 'AuditTrail', content, author, timestamp }, applicant),
      );
  }

  /**
   * The payload of an event an admin call is about to raise, checked as the provider sends it before the call changes
   * anything: a value outside the contract (a rent frequency the provider does not name, a per-applicant document
   * without its applicant) is refused, naming the field, and nothing happens.
   */
  private checked<T extends object>(name: EventName, payload: T): T {
    const check = validateSentEvent(name, payload);
    if (!check.ok)
      throw invalidArgument(
        `the ${name} event this would raise breaks the contract: ${check.issues.map((i) => i.message).join('; ')}`,
      );
    return payload;
  }

  private name(applicant: ApplicantState): string {
    return [applicant.details.FirstName, applicant.details.LastName].filter(Boolean).join(' ') || applicant.reference;
  }

  // ─── Tenancies ────────────────────────────────────────────────────────────────────────────────────────────────

  createTenancy(userName: string, userBranches: number[], branchId: number, application: Application): TenancyState {
    if (!this.config.branches.some((b) => b.id === branchId))
      throw badRequest(
        `The value '${branchId}' is not valid for BranchId: it is not a branch of this agent (GET /Branches lists them). A tenancy reference is not a branch id.`,
      );
    if (!userBranches.includes(branchId))
      throw badRequest(
        `The value '${branchId}' is not valid for BranchId: user ${userName} does not belong to branch ${branchId}.`,
      );
    const { reference, applicationId } = this.state.nextTenancyReference();
    const tenancy: TenancyState = {
      reference,
      applicationId,
      branchId,
      createdBy: userName,
      createdAt: this.now(),
      application: structuredClone(application),
      step: codeNamed(tenancySteps, 'Referencing in progress'),
      started: false,
      prescribedInformationRequired: false,
      prescribedInformationCompleted: false,
      finalised: false,
      howWillSignApplicants: unexplainedCodes.howWillSignApplicants,
      howWillSignAgentLandlord: unexplainedCodes.howWillSignAgentLandlord,
      applicants: [],
      notes: [],
      auditTrail: [],
      cancellation: null,
    };
    this.state.tenancies.set(reference, tenancy);
    this.events.raise('createNewTenancy', this.payloads.createNewTenancy(tenancy));
    this.audit(tenancy, userName, `Tenancy ${reference} created under branch ${branchId}.`);
    return tenancy;
  }

  /** The application record as GET /Applications/{ReferenceNumber} answers it. */
  applicationRecord(tenancy: TenancyState) {
    return { ReferenceNumber: tenancy.reference, ...structuredClone(tenancy.application) };
  }

  changeStartDate(tenancy: TenancyState, newStartDate: string, author: string): boolean {
    const old = tenancy.application.RentalDetails.TenancyStartDate ?? null;
    if (old === newStartDate) return false;
    tenancy.application.RentalDetails.TenancyStartDate = newStartDate;
    this.events.raise('tenancyStartDateChanged', this.payloads.tenancyStartDateChanged(tenancy, old, newStartDate));
    this.audit(tenancy, author, `Tenancy start date changed from ${old ?? '(none)'} to ${newStartDate}.`);
    return true;
  }

  setRentShare(tenancy: TenancyState, shares: RentShare, author: string): void {
    const seen = new Set<string>();
    for (const share of shares) {
      if (seen.has(share.ApplicantRef))
        throw badRequest(`ApplicantRef ${share.ApplicantRef} appears twice in the rent share.`);
      seen.add(share.ApplicantRef);
      const applicant = this.state.applicants.get(share.ApplicantRef);
      if (!applicant || applicant.tenancyReference !== tenancy.reference)
        throw badRequest(`ApplicantRef ${share.ApplicantRef} is not an applicant of tenancy ${tenancy.reference}.`);
    }
    for (const share of shares) {
      const applicant = this.state.applicants.get(share.ApplicantRef)!;
      applicant.details.ShareOfRent = share.Rent;
      this.audit(tenancy, author, `Rent share of ${share.ApplicantRef} set to ${share.Rent}.`, applicant);
    }
  }

  cancel(tenancy: TenancyState, applicant: ApplicantState, reason: string, author: string): void {
    if (applicant.status === STATUS_CANCELLED)
      throw badRequest(`Applicant ${applicant.reference} is already cancelled.`);
    this.stopCompletion(applicant);
    applicant.status = STATUS_CANCELLED;
    tenancy.cancellation = { applicantRef: applicant.reference, reason, at: this.now() };
    this.events.raise('updateApplicant', this.payloads.updateApplicant(tenancy, applicant));
    this.audit(tenancy, author, `Tenancy cancelled for ${applicant.reference}: ${reason}`, applicant);
  }

  // ─── Applicants ───────────────────────────────────────────────────────────────────────────────────────────────

  addApplicant(tenancy: TenancyState, kind: ApplicantKind, details: ApplicantDetails, author: string): ApplicantState {
    const selfService = details.IsApplicantFillingTheForm === true;
    const { reference, applicantId } = this.state.nextApplicantReference(selfService);
    const { ReferenceNumber: _ignored, ...own } = structuredClone(details);
    const applicant: ApplicantState = {
      reference,
      applicantId,
      kind,
      tenancyReference: tenancy.reference,
      details: own,
      status: STATUS_CREATED,
      createdAt: this.now(),
      submittedAt: null,
      completedAt: null,
      completesAt: null,
      completionTimer: undefined,
      reports: [],
      kycId: null,
      webhooksEnabledAtSubmit: null,
    };
    tenancy.applicants.push(applicant);
    this.state.applicants.set(reference, applicant);
    this.events.raise('addApplicant', this.payloads.addApplicant(tenancy, applicant));
    this.audit(
      tenancy,
      author,
      `${kind === 'tenant' ? 'Tenant' : 'Guarantor'} ${this.name(applicant)} (${reference}) added${selfService ? '; the applicant is invited to fill in the form' : ''}.`,
      applicant,
    );
    return applicant;
  }

  /** The applicant as GET …/{Reference} and the add calls answer it. */
  applicantRecord(applicant: ApplicantState): ApplicantDetails {
    return { ...structuredClone(applicant.details), ReferenceNumber: applicant.reference };
  }

  submit(
    tenancy: TenancyState,
    applicant: ApplicantState,
    details: Applicant,
    author: string,
    kind?: ApplicantKind,
  ): void {
    if (kind && applicant.kind !== kind)
      throw badRequest(
        `${applicant.reference} is a ${applicant.kind}: submit it with POST /Applications/${tenancy.reference}/${applicant.kind === 'tenant' ? 'Tenants' : 'Guarantors'}/${applicant.reference}.`,
      );
    if (applicant.status !== STATUS_CREATED)
      throw badRequest(`Applicant ${applicant.reference} is already submitted (status ${applicant.status}).`);
    if (this.config.requireIncomeEvidence && details.IncomeEvidence === undefined && !applicant.details.IncomeEvidence)
      throw badRequest(
        `IncomeEvidence is required at submit (provider spec 2.3: income evidence is required when details are submitted), on submit or on create. Send it as a JSON object.`,
      );
    // The references are the service's and the create call's (ExternalReference is set on create).
    const { ReferenceNumber: _reference, ExternalReference: _external, ...own } = structuredClone(details);
    applicant.details = { ...applicant.details, ...own };
    applicant.status = STATUS_IN_PROGRESS;
    applicant.submittedAt = this.now();
    // Provider spec 1: the report-ready callback needs webhooks enabled before submission.
    applicant.webhooksEnabledAtSubmit = this.events.webhooksEnabled();
    tenancy.started = true;
    this.events.raise('updateApplicant', this.payloads.updateApplicant(tenancy, applicant));
    this.audit(tenancy, author, `Details of ${applicant.reference} submitted; referencing started.`, applicant);
    this.startIdentityCheck(tenancy, applicant);
    this.refreshStep(tenancy);
    this.scheduleCompletion(tenancy, applicant);
  }

  /** As if the applicant filled in the e-mailed form: the submit-time fields they leave out come from the contract's example. */
  submitForm(tenancy: TenancyState, applicant: ApplicantState, details: Partial<Applicant> = {}): void {
    const merged: Record<string, unknown> = { ...applicant.details, ...details };
    for (const field of SUBMIT_TIME_FIELDS)
      if (merged[field] === undefined) merged[field] = structuredClone(exampleApplicant[field]);
    if (this.config.requireIncomeEvidence && merged.IncomeEvidence === undefined) merged.IncomeEvidence = {};
    const checked = validate.Applicant(merged);
    if (!checked.ok)
      throw invalidArgument(`the form is incomplete: ${checked.issues.map((i) => i.message).join('; ')}`);
    this.submit(tenancy, applicant, checked.value, this.name(applicant));
  }

  private scheduleCompletion(tenancy: TenancyState, applicant: ApplicantState): void {
    const delay = this.config.referencingDelayMs;
    if (delay === null) return;
    applicant.completesAt = this.now() + delay;
    applicant.completionTimer = this.config.clock.setTimeout(() => {
      applicant.completionTimer = undefined;
      try {
        if (applicant.status === STATUS_IN_PROGRESS) this.complete(tenancy, applicant);
      } catch (error) {
        this.config.onProblem(`completing ${applicant.reference} failed: ${(error as Error).stack}`);
      }
    }, delay);
  }

  private stopCompletion(applicant: ApplicantState): void {
    if (applicant.completionTimer !== undefined) this.config.clock.clearTimeout(applicant.completionTimer);
    applicant.completionTimer = undefined;
    applicant.completesAt = null;
  }

  /** Stops every pending timer (close). */
  stopAll(): void {
    for (const applicant of this.state.applicants.values()) this.stopCompletion(applicant);
  }

  /** Referencing of an applicant completes: identity check, status, the report pair, the tenancy step. */
  complete(tenancy: TenancyState, applicant: ApplicantState): void {
    if (applicant.status !== STATUS_IN_PROGRESS)
      throw invalidState(
        `${applicant.reference} is ${applicant.status}: only an applicant whose referencing is in progress can complete`,
      );
    this.stopCompletion(applicant);
    this.completeIdentityCheck(tenancy, applicant);
    applicant.status = STATUS_COMPLETED;
    applicant.completedAt = this.now();
    const product = applicant.details.ReportType ?? DEFAULT_PRODUCT;
    applicant.reports = [...new Set([...applicant.reports, product, SUMMARY_REPORT])];
    this.events.raise('updateApplicant', this.payloads.updateApplicant(tenancy, applicant));
    this.sendReportPair(tenancy, applicant, product);
    this.audit(
      tenancy,
      SYSTEM_AUTHOR,
      `Referencing of ${applicant.reference} completed; ${productName(product)} report issued.`,
      applicant,
    );
    this.refreshStep(tenancy);
  }

  /** Report Available for a report and its Summary (type 7), as the provider sends a final report (6.4). */
  sendReportPair(tenancy: TenancyState, applicant: ApplicantState, reportType?: number): number[] {
    if (applicant.status !== STATUS_COMPLETED)
      throw invalidState(`${applicant.reference} is ${applicant.status}: reports exist once referencing is complete`);
    const product = reportType ?? applicant.details.ReportType ?? DEFAULT_PRODUCT;
    const pair = [...new Set([product, SUMMARY_REPORT])];
    const payloads = pair.map((type) =>
      this.checked('reportAvailable', this.payloads.reportAvailable(tenancy, applicant, type)),
    );
    applicant.reports = [...new Set([...applicant.reports, ...pair])];
    const withheld =
      applicant.webhooksEnabledAtSubmit === false
        ? `webhooks were disabled when ${applicant.reference} was submitted (provider spec 1: webhooks must be enabled before submission if the report-ready callback is wanted)`
        : undefined;
    for (const payload of payloads) this.events.raise('reportAvailable', payload, withheld ? { withheld } : {});
    return pair;
  }

  reopen(tenancy: TenancyState, applicant: ApplicantState): void {
    if (applicant.status !== STATUS_COMPLETED)
      throw invalidState(`${applicant.reference} is ${applicant.status}: only a completed applicant can be reopened`);
    applicant.status = STATUS_IN_PROGRESS;
    applicant.completedAt = null;
    this.events.raise('applicantReopened', this.payloads.applicantReopened(tenancy, applicant));
    this.events.raise('updateApplicant', this.payloads.updateApplicant(tenancy, applicant));
    this.audit(tenancy, SYSTEM_AUTHOR, `${applicant.reference} reopened: more referencing work is needed.`, applicant);
    this.refreshStep(tenancy);
    this.scheduleCompletion(tenancy, applicant);
  }

  /** Step 2 (referencing complete) once every applicant still on the tenancy is complete; back to 1 otherwise. */
  private refreshStep(tenancy: TenancyState): void {
    const inProgress = codeNamed(tenancySteps, 'Referencing in progress');
    const complete = codeNamed(tenancySteps, 'Referencing complete');
    if (tenancy.step !== inProgress && tenancy.step !== complete) return;
    const active = tenancy.applicants.filter((a) => a.status !== STATUS_CANCELLED && a.status !== STATUS_CREATED);
    const next = active.length > 0 && active.every((a) => a.status === STATUS_COMPLETED) ? complete : inProgress;
    if (next !== tenancy.step) this.setStep(tenancy, next);
  }

  setStep(tenancy: TenancyState, step: number, flags: TenancyStepFlags = {}): void {
    if (!tenancySteps.has(step))
      throw invalidArgument(
        `step must be a tenancy step of the contract (${[...tenancySteps.keys()].join(', ')}), got ${step}`,
      );
    const unknown = Object.keys(flags ?? {}).filter((name) => !STEP_FLAGS.includes(name as keyof TenancyStepFlags));
    if (unknown.length)
      throw invalidArgument(
        `${unknown.join(', ')}: not a field of updateApplicationStatus (known: ${STEP_FLAGS.join(', ')})`,
      );
    const next: TenancyState = {
      ...tenancy,
      step,
      prescribedInformationRequired: flags.isPrescribedInformationRequired ?? tenancy.prescribedInformationRequired,
      prescribedInformationCompleted: flags.isPrescribedInformationCompleted ?? tenancy.prescribedInformationCompleted,
      finalised: flags.isTenancyFinalised ?? tenancy.finalised,
      howWillSignApplicants: flags.howWillSignApplicants ?? tenancy.howWillSignApplicants,
      howWillSignAgentLandlord: flags.howWillSignAgentLandlord ?? tenancy.howWillSignAgentLandlord,
    };
    const payload = this.checked('updateApplicationStatus', this.payloads.updateApplicationStatus(next));
    Object.assign(tenancy, {
      step,
      prescribedInformationRequired: next.prescribedInformationRequired,
      prescribedInformationCompleted: next.prescribedInformationCompleted,
      finalised: next.finalised,
      howWillSignApplicants: next.howWillSignApplicants,
      howWillSignAgentLandlord: next.howWillSignAgentLandlord,
    });
    this.events.raise('updateApplicationStatus', payload);
    this.audit(tenancy, SYSTEM_AUTHOR, `Tenancy step: ${tenancySteps.get(step)}.`);
  }

  // ─── Identity checks (KYC) ────────────────────────────────────────────────────────────────────────────────────

  private startIdentityCheck(tenancy: TenancyState, applicant: ApplicantState): void {
    const requested = IDENTITY_CHECKS.filter((c) => applicant.details.IdentityCheck?.[c.field] === true);
    if (!requested.length) return;
    const check: KycCheckState = {
      id: this.state.nextKycId(),
      tenancyReference: tenancy.reference,
      applicantRef: applicant.reference,
      userType: codeNamed(userTypes, applicant.kind === 'tenant' ? 'Tenant' : 'Guarantor'),
      email: applicant.details.EmailAddress ?? null,
      checks: requested.map((c) => c.kycType),
      status: 'SENT',
      updatedAt: this.now(),
    };
    this.state.kycChecks.set(check.id, check);
    applicant.kycId = check.id;
    this.events.raise('kycStatus', this.payloads.kycStatus(check));
    this.setKycStatus(check, 'IN PROGRESS');
  }

  private completeIdentityCheck(tenancy: TenancyState, applicant: ApplicantState): void {
    const check = applicant.kycId ? this.state.kycChecks.get(applicant.kycId) : undefined;
    if (!check || check.status === 'COMPLETED') return;
    this.setKycStatus(check, 'COMPLETED');
    for (const type of check.checks) {
      const entry = IDENTITY_CHECKS.find((c) => c.kycType === type)!;
      this.sendDocument(tenancy, {
        documentType: codeNamed(documentTypes, entry.document),
        applicantRef: applicant.reference,
        fileName: `${entry.document} ${applicant.reference}.pdf`,
      });
    }
  }

  setKycStatus(check: KycCheckState, status: string): void {
    if (typeof status !== 'string' || !status)
      throw invalidArgument('status must be a KYC status text (SENT, COMPLETED …)');
    const payload = this.checked('kycStatus', this.payloads.kycStatus({ ...check, status }));
    check.status = status;
    check.updatedAt = this.now();
    this.events.raise('kycStatus', payload);
  }

  // ─── Documents, notes and the other events ───────────────────────────────────────────────────────────────────

  sendDocument(
    tenancy: TenancyState,
    request: { documentType: number; applicantRef?: string; fileName?: string; asFileData?: boolean },
  ): StoredDocument {
    if (!Number.isInteger(request.documentType) || request.documentType < 0)
      throw invalidArgument(
        `documentType must be a documentType code (0 to 30 in the contract), got ${request.documentType}`,
      );
    if (request.fileName !== undefined && (typeof request.fileName !== 'string' || !request.fileName))
      throw invalidArgument(`fileName must be the document's file name, got ${JSON.stringify(request.fileName)}`);
    const applicant = request.applicantRef ? this.state.applicant(tenancy.reference, request.applicantRef) : null;
    const kindName = documentTypes.get(request.documentType) ?? `Document type ${request.documentType}`;
    const fileName = request.fileName ?? `${kindName} ${tenancy.reference}.pdf`;
    // The event this raises once the file is rendered, checked now (a per-applicant document needs its applicant).
    const probe = { id: 'probe', documentType: request.documentType, fileName, expiresAt: 0 } as StoredDocument;
    try {
      this.checked(
        'uploadPartnerDocument',
        this.payloads.uploadPartnerDocument(
          tenancy,
          probe,
          { presignedUrl: this.documents.presignedUrl(probe) },
          applicant,
        ),
      );
    } catch (error) {
      if (applicant || !/\/ApplicantId is required/.test((error as Error).message)) throw error;
      throw invalidArgument(
        `${(error as Error).message}: give applicantRef (documentType ${request.documentType}, ${kindName}, is a per-applicant document)`,
      );
    }
    const lines = [
      `Document: ${kindName} (documentType ${request.documentType})`,
      `Tenancy: ${tenancy.reference}`,
      ...(applicant ? [`Applicant: ${this.name(applicant)} (${applicant.reference})`] : []),
      `File: ${fileName}`,
    ];
    const content = this.pdfFor(`document:${tenancy.reference}:${fileName}:${this.now()}`, kindName, lines);
    // Rendering is asynchronous; the document is stored once its bytes exist, and the event raised then.
    const stored = this.documents.add({
      tenancyReference: tenancy.reference,
      applicantRef: applicant?.reference ?? null,
      documentType: request.documentType,
      fileName,
      content: new Uint8Array(),
    });
    let asFileData = request.asFileData ?? this.config.documentsAsFileData;
    if (request.asFileData === undefined && this.fileDataNext > 0) {
      this.fileDataNext -= 1;
      asFileData = true;
    }
    const pending = content.then((bytes) => {
      stored.content = bytes;
      const delivery = asFileData
        ? { fileData: Buffer.from(bytes).toString('base64') }
        : { presignedUrl: this.documents.presignedUrl(stored) };
      this.events.raise(
        'uploadPartnerDocument',
        this.payloads.uploadPartnerDocument(tenancy, stored, delivery, applicant),
      );
    });
    this.track(pending);
    return stored;
  }

  addNote(
    tenancy: TenancyState,
    note: { kind?: string; content: string; author?: string; applicantRef?: string },
  ): void {
    const kind = note.kind ?? 'UserNote';
    if (!noteKinds.includes(kind))
      throw invalidArgument(`kind must be one of ${noteKinds.join(', ')}, got ${JSON.stringify(kind)}`);
    if (typeof note.content !== 'string' || !note.content)
      throw invalidArgument('content must be the text of the note');
    if (note.author !== undefined && (typeof note.author !== 'string' || !note.author))
      throw invalidArgument('author must be the name of who wrote the note');
    const applicant = note.applicantRef ? this.state.applicant(tenancy.reference, note.applicantRef) : null;
    const author = note.author ?? ADMIN_AUTHOR;
    const timestamp = this.now();
    const payload = this.checked(
      'addNote',
      this.payloads.addNote(tenancy, { kind, content: note.content, author, timestamp }, applicant),
    );
    const record = { Timestamp: isoSeconds(timestamp), Author: author, Content: note.content };
    if (kind === 'AuditTrail') tenancy.auditTrail.push(record);
    else tenancy.notes.push(record);
    this.events.raise('addNote', payload);
  }

  finalise(tenancy: TenancyState, details: { hasInventory?: boolean; daysToReportIssues?: number | null } = {}): void {
    if (tenancy.finalised) throw invalidState(`tenancy ${tenancy.reference} is already finalised`);
    const payload = this.checked(
      'tenancyFinalised',
      this.payloads.tenancyFinalised(tenancy, {
        hasInventory: details.hasInventory ?? true,
        daysToReportIssues: details.daysToReportIssues === undefined ? 7 : details.daysToReportIssues,
      }),
    );
    tenancy.finalised = true;
    this.events.raise('tenancyFinalised', payload);
    this.audit(tenancy, SYSTEM_AUTHOR, 'Tenancy agreement fully signed; tenancy finalised.');
  }

  completePrescribedInformation(
    tenancy: TenancyState,
    details: { schemeProvider?: string; schemeType?: string } = {},
  ): void {
    const payload = this.checked(
      'prescribedInformationCompleted',
      this.payloads.prescribedInformationCompleted(tenancy, {
        schemeProvider: details.schemeProvider ?? 'Sandbox Deposit Scheme',
        schemeType: details.schemeType ?? 'Custodial',
      }),
    );
    tenancy.prescribedInformationRequired = true;
    tenancy.prescribedInformationCompleted = true;
    this.events.raise('prescribedInformationCompleted', payload);
    this.audit(tenancy, SYSTEM_AUTHOR, 'Prescribed information (deposit protection) submitted.');
  }

  rentReview(tenancy: TenancyState, topic: RentReviewTopic, fields: Record<string, unknown> = {}): void {
    if (!rentReviewTopics.includes(topic))
      throw invalidArgument(
        `topic must be a rent-review topic (${rentReviewTopics.join(', ')}), got ${JSON.stringify(topic)}`,
      );
    if (!fields || typeof fields !== 'object' || Array.isArray(fields))
      throw invalidArgument('fields must be an object of the fields to send instead of the defaults');
    const payload = this.checked(topic, this.payloads.rentReview(tenancy, topic, this.rentReviewSequence + 1, fields));
    this.rentReviewSequence += 1;
    this.events.raise(topic, payload);
    if (typeof payload.journalNoteText === 'string') this.audit(tenancy, SYSTEM_AUTHOR, payload.journalNoteText);
    if (
      topic === 'rentIncreaseApplied' &&
      payload.appliedRentFrequency === 'monthly' &&
      typeof payload.appliedRentAmount === 'number'
    )
      tenancy.application.RentalDetails.MonthlyRent = payload.appliedRentAmount;
    const documentName = RENT_REVIEW_DOCUMENTS[topic];
    if (documentName && typeof payload.documentName === 'string')
      this.sendDocument(tenancy, {
        documentType: codeNamed(documentTypes, documentName),
        fileName: payload.documentName,
      });
  }

  sendLegacyReport(tenancy: TenancyState | null): void {
    this.legacySequence += 1;
    this.events.raise('legacyReportAvailable', this.payloads.legacyReportAvailable(tenancy, this.legacySequence));
  }

  // ─── Reports (PDF) ────────────────────────────────────────────────────────────────────────────────────────────

  private pdfFor(key: string, title: string, lines: string[]): Promise<Uint8Array> {
    let pdf = this.pdfCache.get(key);
    if (!pdf) {
      pdf = renderPdf({ title, lines, date: new Date(this.now()) });
      this.pdfCache.set(key, pdf);
    }
    return pdf;
  }

  applicantReport(tenancy: TenancyState, applicant: ApplicantState, reportType: number): Promise<Uint8Array> {
    if (!applicant.reports.includes(reportType))
      throw badRequest(
        `Report type ${reportType} of ${applicant.reference} is not available (status ${applicant.status}; available: ${applicant.reports.join(', ') || 'none'}). Wait for Report Available.`,
      );
    const address = tenancy.application.PropertyInformation.Address;
    return this.pdfFor(
      `report:${applicant.reference}:${reportType}:${applicant.completedAt}`,
      `${productName(reportType)} report`,
      [
        `Applicant: ${this.name(applicant)}`,
        `Applicant reference: ${applicant.reference} (${applicant.kind})`,
        `Product: ${productName(reportType)} (report type ${reportType})`,
        `Tenancy: ${tenancy.reference}`,
        `Property: ${[address.HouseNumber, address.Street, address.Town, address.Postcode].filter(Boolean).join(', ')}`,
        `Referencing status: ${applicant.status}`,
        `Issued: ${isoSeconds(applicant.completedAt ?? this.now())}`,
      ],
    );
  }

  tenancyReport(tenancy: TenancyState, reportType: number): Promise<Uint8Array> {
    const covered = tenancy.applicants.filter((a) => a.reports.includes(reportType));
    if (!covered.length)
      throw badRequest(`Report type ${reportType} is not available for tenancy ${tenancy.reference} yet.`);
    return this.pdfFor(
      `tenancy-report:${tenancy.reference}:${reportType}:${covered.map((a) => `${a.reference}@${a.completedAt}`).join(',')}`,
      `${productName(reportType)} report`,
      [
        `Tenancy: ${tenancy.reference}`,
        `Product: ${productName(reportType)} (report type ${reportType})`,
        ...covered.map((a) => `Applicant: ${this.name(a)} (${a.reference}, ${a.kind})`),
      ],
    );
  }

  availableReports(tenancy: TenancyState): number[] {
    return [...new Set(tenancy.applicants.flatMap((a) => a.reports))].sort((a, b) => a - b);
  }

  kycReport(check: KycCheckState, reportType: number): Promise<Uint8Array> {
    if (!check.checks.includes(reportType))
      throw notFound(
        `Identity check ${check.id} has no report type ${reportType} (requested: ${check.checks.join(', ')}).`,
      );
    if (check.status !== 'COMPLETED')
      throw notFound(`Identity check ${check.id} is ${check.status}: its reports exist once COMPLETED.`);
    const applicant = this.state.applicants.get(check.applicantRef);
    return this.pdfFor(
      `kyc:${check.id}:${reportType}`,
      `${kycReportTypes.get(reportType) ?? 'Identity'} check report`,
      [
        `Identity check: ${check.id}`,
        `Check: ${kycReportTypes.get(reportType) ?? reportType} (report type ${reportType})`,
        ...(applicant ? [`Applicant: ${this.name(applicant)} (${applicant.reference})`] : []),
        `Status: ${check.status}`,
      ],
    );
  }

  // Documents are rendered asynchronously; settled() waits for them so that their events are raised.
  private readonly inFlight = new Set<Promise<unknown>>();
  private track(promise: Promise<unknown>): void {
    const tracked = promise.catch((error) => this.config.onProblem(`a document failed: ${(error as Error).stack}`));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
