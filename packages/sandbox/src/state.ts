// The sandbox's memory: tenancies with their applicants, notes and audit trail; identity checks; documents. Kept in
// memory only (a team starts a fresh sandbox per test run). References are handed out in sequence, so a run is
// reproducible: tenancies 0000001, 0000002 …; applicants <prefix>0000001 … (DY for self-service drafts).
import type { Application, ApplicantDetails, AuditTrailRecord, NoteRecord } from '@trs/validators';
import { notFound } from './errors.js';

export type ApplicantKind = 'tenant' | 'guarantor';

export interface ApplicantState {
  reference: string;
  /** The provider's internal id (ApplicantId in events). */
  applicantId: number;
  kind: ApplicantKind;
  tenancyReference: string;
  /** What the client sent, create and submit bodies merged (ReferenceNumber excluded). */
  details: ApplicantDetails;
  status: string;
  createdAt: number;
  submittedAt: number | null;
  completedAt: number | null;
  /** When referencing completes by itself (clock time), or null. */
  completesAt: number | null;
  completionTimer: unknown;
  /** Report types ready to download (the product and the Summary once complete). */
  reports: number[];
  kycId: string | null;
  /**
   * WebhookEnabled when the applicant was submitted (null before): provider spec 1, "Webhooks must be enabled before
   * submission if the report-ready callback is wanted". False: its Report Available events are never sent.
   */
  webhooksEnabledAtSubmit: boolean | null;
}

export interface TenancyState {
  reference: string;
  /** The provider's internal id (ApplicationId in events). */
  applicationId: number;
  branchId: number;
  createdBy: string;
  createdAt: number;
  application: Application;
  /** Tenancy step (provider spec 3.1). */
  step: number;
  /** Whether referencing has started (the first applicant was submitted): applicationStatus 1 on updateApplicant. */
  started: boolean;
  prescribedInformationRequired: boolean;
  prescribedInformationCompleted: boolean;
  finalised: boolean;
  /** The signing codes of updateApplicationStatus (their meanings are not shown, provider spec 6.6). */
  howWillSignApplicants: number;
  howWillSignAgentLandlord: number;
  applicants: ApplicantState[];
  notes: NoteRecord[];
  auditTrail: AuditTrailRecord[];
  /** The cancellation, if any: who it was for and why. */
  cancellation: { applicantRef: string; reason: string; at: number } | null;
}

export interface KycCheckState {
  id: string;
  tenancyReference: string;
  applicantRef: string;
  userType: number;
  email: string | null;
  /** KYC report types requested (100 to 103). */
  checks: number[];
  status: string;
  updatedAt: number;
}

export interface StoredDocument {
  id: string;
  tenancyReference: string;
  applicantRef: string | null;
  documentType: number;
  fileName: string;
  content: Uint8Array;
  createdAt: number;
  /** Until when its presigned URL works (clock time). */
  expiresAt: number;
}

export class SandboxState {
  readonly tenancies = new Map<string, TenancyState>();
  readonly applicants = new Map<string, ApplicantState>();
  readonly kycChecks = new Map<string, KycCheckState>();
  readonly documents = new Map<string, StoredDocument>();
  private tenancySequence = 0;
  private applicantSequence = 0;
  private kycSequence = 0;
  private documentSequence = 0;

  constructor(private readonly referencePrefix: string) {}

  nextTenancyReference(): { reference: string; applicationId: number } {
    this.tenancySequence += 1;
    return { reference: String(this.tenancySequence).padStart(7, '0'), applicationId: 980_000 + this.tenancySequence };
  }

  nextApplicantReference(selfService: boolean): { reference: string; applicantId: number } {
    this.applicantSequence += 1;
    const prefix = selfService ? 'DY' : this.referencePrefix;
    return {
      reference: `${prefix}${String(this.applicantSequence).padStart(7, '0')}`,
      applicantId: 55_000 + this.applicantSequence,
    };
  }

  nextKycId(): string {
    this.kycSequence += 1;
    return `kyc-${String(this.kycSequence).padStart(6, '0')}`;
  }

  nextDocumentId(): string {
    this.documentSequence += 1;
    return `doc-${String(this.documentSequence).padStart(6, '0')}`;
  }

  tenancy(reference: string): TenancyState {
    const tenancy = this.tenancies.get(reference);
    if (!tenancy) throw notFound(`No tenancy ${reference}: use a reference that create tenancy returned`);
    return tenancy;
  }

  applicant(tenancyReference: string, applicantRef: string): ApplicantState {
    const tenancy = this.tenancy(tenancyReference);
    const applicant = this.applicants.get(applicantRef);
    if (!applicant || applicant.tenancyReference !== tenancy.reference)
      throw notFound(`No applicant ${applicantRef} on tenancy ${tenancy.reference}`);
    return applicant;
  }

  kyc(id: string): KycCheckState {
    const check = this.kycChecks.get(id);
    if (!check) throw notFound(`No identity check ${id}`);
    return check;
  }
}
