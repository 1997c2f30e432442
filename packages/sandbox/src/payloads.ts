// Webhook payloads built from the sandbox's state, one builder per message of the AsyncAPI document. Only fields
// the contract names are written, and where the provider's material does not show a value (the EntryType text of
// most topics, the meaning of referencingServiceType …) the field is left out rather than invented. Every payload
// is checked against its message, objects closed, before it is sent (events.ts).
import type { EventPayloadMap } from '@trs/validators';
import { STATUS_COMPLETED } from './codes.js';
import { messagesByTag } from './codes.gen.js';
import type { ApplicantState, KycCheckState, StoredDocument, TenancyState } from './state.js';

export interface PayloadContext {
  /** The API base address ({origin}/v2): report and KYC URLs start with it. */
  baseUrl: string;
  origin: string;
  agentId: number;
  branchName(id: number): string;
  now(): number;
}

/** ISO 8601 without milliseconds, as the provider's examples write CreationDate and Timestamp. */
export const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The topics of the contract's rent-review messages (tag "Rent reviews" of the AsyncAPI document). */
export const rentReviewTopics = messagesByTag['Rent reviews'];
export type RentReviewTopic = (typeof rentReviewTopics)[number];

/** "rentIncreaseNoticeIssued" → "Rent Increase Notice Issued": the placeholder EntryType of the contract's examples. */
const words = (topic: string) => topic.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(d, lastDay));
  return shifted.toISOString().slice(0, 10);
}

export class Payloads {
  constructor(private readonly context: PayloadContext) {}

  private envelope(tenancy: TenancyState) {
    return {
      CreationDate: isoSeconds(this.context.now()),
      ApplicationId: tenancy.applicationId,
      ApplicationExternalReference: tenancy.application.ExternalReference ?? null,
    };
  }

  private applicantEnvelope(tenancy: TenancyState, applicant: ApplicantState) {
    return {
      ...this.envelope(tenancy),
      ApplicantId: applicant.applicantId,
      ApplicantExternalReference: applicant.details.ExternalReference ?? null,
    };
  }

  private applicantData(applicant: ApplicantState) {
    return {
      applicantRef: applicant.reference,
      applicantStatus: applicant.status,
      ...(applicant.details.ReportType !== undefined ? { reportType: applicant.details.ReportType } : {}),
      ...(applicant.details.ShareOfRent !== undefined ? { rentShare: applicant.details.ShareOfRent } : {}),
    };
  }

  private fullApplicant(applicant: ApplicantState) {
    return applicant.status === STATUS_COMPLETED
      ? { Applicant: { ...applicant.details, ReferenceNumber: applicant.reference } }
      : {};
  }

  reportUrl(tenancy: TenancyState, applicant: ApplicantState, reportType: number): string {
    return `${this.context.baseUrl}/Applications/${tenancy.reference}/${applicant.reference}/Reports/${reportType}`;
  }

  kycReportUrl(check: KycCheckState, reportType: number): string {
    return `${this.context.baseUrl}/KYC/Report/${encodeURIComponent(check.id)}/${reportType}`;
  }

  createNewTenancy(tenancy: TenancyState): EventPayloadMap['createNewTenancy'] {
    const address = tenancy.application.PropertyInformation.Address;
    const line1 = [address.HouseNumber, address.Street].filter(Boolean).join(' ');
    return {
      topic: 'createNewTenancy',
      applicationRef: tenancy.reference,
      data: {
        address: {
          addressLine1: line1 || null,
          addressLine2: null,
          town: address.Town ?? null,
          county: address.County ?? null,
          postcode: address.Postcode,
          country: address.Country ?? null,
        },
        applicants: tenancy.applicants.map((a) => ({
          ...this.applicantData(a),
          type: a.kind,
          partnerContactId: a.details.ExternalReference ?? null,
        })),
        partnerTenancyId: tenancy.application.ExternalReference ?? null,
        branchId: tenancy.branchId,
        branchName: this.context.branchName(tenancy.branchId),
        agentId: this.context.agentId,
      },
      ...this.envelope(tenancy),
    };
  }

  addApplicant(tenancy: TenancyState, applicant: ApplicantState): EventPayloadMap['addApplicant'] {
    return {
      topic: 'addApplicant',
      applicationRef: tenancy.reference,
      applicationStatus: tenancy.step,
      Status: applicant.status,
      data: {
        ...this.applicantData(applicant),
        type: applicant.kind,
        partnerContactId: applicant.details.ExternalReference ?? null,
      },
      ...this.fullApplicant(applicant),
      ...this.applicantEnvelope(tenancy, applicant),
    };
  }

  updateApplicant(tenancy: TenancyState, applicant: ApplicantState): EventPayloadMap['updateApplicant'] {
    return {
      topic: 'updateApplicant',
      applicationRef: tenancy.reference,
      applicationStatus: tenancy.started ? 1 : 0,
      Status: applicant.status,
      data: this.applicantData(applicant),
      ...this.fullApplicant(applicant),
      EntryType: 'Status Update',
      ...this.applicantEnvelope(tenancy, applicant),
    };
  }

  reportAvailable(
    tenancy: TenancyState,
    applicant: ApplicantState,
    reportType: number,
  ): EventPayloadMap['reportAvailable'] {
    return {
      topic: 'updateApplicant',
      applicationRef: tenancy.reference,
      ReportType: reportType,
      URL: this.reportUrl(tenancy, applicant, reportType),
      EntryType: 'Report Available',
      applicationStatus: tenancy.started ? 1 : 0,
      Status: applicant.status,
      data: this.applicantData(applicant),
      ...this.applicantEnvelope(tenancy, applicant),
    };
  }

  updateApplicationStatus(tenancy: TenancyState): EventPayloadMap['updateApplicationStatus'] {
    return {
      topic: 'updateApplicationStatus',
      applicationRef: tenancy.reference,
      applicationStatus: tenancy.step,
      isPrescribedInformationRequired: tenancy.prescribedInformationRequired,
      isPrescribedInformationCompleted: tenancy.prescribedInformationCompleted,
      isTenancyFinalised: tenancy.finalised,
      EntryType: 'Update Application Status',
      ...this.envelope(tenancy),
    };
  }

  applicantReopened(tenancy: TenancyState, applicant: ApplicantState): EventPayloadMap['applicantReopened'] {
    return {
      topic: 'applicantReopened',
      applicationRef: tenancy.reference,
      applicantRef: applicant.reference,
      EntryType: 'Applicant Reopened',
      ...this.applicantEnvelope(tenancy, applicant),
    };
  }

  tenancyStartDateChanged(
    tenancy: TenancyState,
    oldStartDate: string | null,
    newStartDate: string,
  ): EventPayloadMap['tenancyStartDateChanged'] {
    return {
      topic: 'tenancyStartDateChanged',
      applicationRef: tenancy.reference,
      oldStartDate,
      newStartDate,
      ...this.envelope(tenancy),
    };
  }

  kycStatus(check: KycCheckState): EventPayloadMap['kycStatus'] {
    const complete = check.status === 'COMPLETED';
    return {
      Status: check.status,
      KYCid: check.id,
      UserType: check.userType,
      ...(check.email ? { Email: check.email } : {}),
      ...(complete
        ? { Reports: Object.fromEntries(check.checks.map((type) => [String(type), this.kycReportUrl(check, type)])) }
        : {}),
      EntryType: 'Status Update KYC',
      CreationDate: isoSeconds(this.context.now()),
    };
  }

  uploadPartnerDocument(
    tenancy: TenancyState,
    document: StoredDocument,
    delivery: { presignedUrl: string } | { fileData: string },
    applicant: ApplicantState | null,
  ): EventPayloadMap['uploadPartnerDocument'] {
    return {
      topic: 'uploadPartnerDocument',
      applicationRef: tenancy.reference,
      data: { documentType: document.documentType, fileName: document.fileName, ...delivery },
      EntryType: 'Document available',
      ...(applicant ? this.applicantEnvelope(tenancy, applicant) : this.envelope(tenancy)),
    };
  }

  addNote(
    tenancy: TenancyState,
    note: { kind: string; content: string; author: string; timestamp: number },
    applicant: ApplicantState | null,
  ): EventPayloadMap['addNote'] {
    const professionalGuarantor = note.kind === 'Professional Guarantor Update';
    return {
      topic: 'addNote',
      applicationRef: tenancy.reference,
      data: { typeId: 'MI', description: note.content },
      EntryType: note.kind,
      ...(professionalGuarantor
        ? {}
        : { Timestamp: isoSeconds(note.timestamp), Author: note.author, Content: note.content }),
      ...(applicant ? this.applicantEnvelope(tenancy, applicant) : this.envelope(tenancy)),
    };
  }

  tenancyFinalised(
    tenancy: TenancyState,
    details: { hasInventory: boolean; daysToReportIssues: number | null },
  ): EventPayloadMap['tenancyFinalised'] {
    return {
      topic: 'tenancyFinalised',
      applicationRef: tenancy.reference,
      hasInventory: details.hasInventory,
      daysToReportIssues: details.daysToReportIssues,
      isPrescribedInformationRequired: tenancy.prescribedInformationRequired,
      isPrescribedInformationCompleted: tenancy.prescribedInformationCompleted,
      ...this.envelope(tenancy),
    };
  }

  prescribedInformationCompleted(
    tenancy: TenancyState,
    details: { schemeProvider: string; schemeType: string },
  ): EventPayloadMap['prescribedInformationCompleted'] {
    return {
      topic: 'prescribedInformationCompleted',
      applicationRef: tenancy.reference,
      isTenancyFinalised: tenancy.finalised,
      schemeProvider: details.schemeProvider,
      schemeType: details.schemeType,
      ...this.envelope(tenancy),
    };
  }

  /** The fields of a rent-review event, defaults from the tenancy's rent and dates, overridden by `fields`. */
  rentReview(
    tenancy: TenancyState,
    topic: RentReviewTopic,
    sequence: number,
    fields: Record<string, unknown> = {},
  ): Record<string, unknown> & { topic: RentReviewTopic; documentName?: string } {
    const rent = tenancy.application.RentalDetails.MonthlyRent;
    const increased = Math.round(rent * 1.04);
    const from = addMonths(tenancy.application.RentalDetails.TenancyStartDate, 12);
    const today = isoSeconds(this.context.now()).slice(0, 10);
    const key = (name: string) =>
      `agents/${this.context.agentId}/tenancies/${tenancy.applicationId}/rent-review/${name}-${sequence}.pdf`;
    const defaults: Record<RentReviewTopic, Record<string, unknown>> = {
      rentIncreaseNoticeIssued: {
        noticeId: 5000 + sequence,
        documentS3Key: key('notice'),
        documentName: 'Rent increase notice.pdf',
        journalNoteText: `Rent increase notice issued: new rent ${increased} monthly from ${from}.`,
        statusText: 'Notice issued',
        newRentAmount: increased,
        newRentFrequency: 'monthly',
        newRentStartDate: from,
      },
      rentIncreaseNoticeWithdrawn: {
        documentS3Key: key('withdrawal'),
        documentName: 'Withdrawal notice.pdf',
        journalNoteText: 'Rent increase notice withdrawn.',
        statusText: 'Complete',
      },
      rentIncreaseWithdrawalFinalised: { documentS3Key: key('withdrawal'), documentName: 'Withdrawal notice.pdf' },
      rentIncreaseApplied: {
        journalNoteText: `Rent increase applied: ${increased} monthly from ${from}.`,
        statusText: 'Complete',
        appliedRentAmount: increased,
        appliedRentFrequency: 'monthly',
        appliedFromDate: from,
        previousRentAmount: rent,
      },
      rentIncreaseTribunalReferral: {
        dateReferred: today,
        journalNoteText: 'A tenant referred the increase to the tribunal.',
      },
      rentIncreaseTribunalReferralWithdrawn: { journalNoteText: 'The tribunal referral was withdrawn.' },
      rentIncreaseTribunalDecisionConfirmed: {
        confirmedRentAmount: increased,
        confirmedRentFrequency: 'monthly',
        confirmedRentStartDate: from,
        journalNoteText: `Tribunal decision recorded: ${increased} monthly from ${from}.`,
      },
      agreedRentConfirmationIssued: {
        documentS3Key: key('agreed-rent'),
        documentName: 'Agreed rent confirmation.pdf',
        journalNoteText: `Agreed rent confirmation issued: ${increased} from ${from}.`,
        statusText: 'Issued',
        agreedRentAmount: increased,
        agreedRentStartDate: from,
      },
      agreedRentConfirmationFinalised: {
        documentS3Key: key('agreed-rent'),
        documentName: 'Agreed rent confirmation.pdf',
      },
    };
    return {
      topic,
      applicationRef: tenancy.reference,
      partnerTenancyId: tenancy.application.ExternalReference ?? null,
      ApplicationId: tenancy.applicationId,
      EntryType: words(topic),
      ...defaults[topic],
      ...fields,
      CreationDate: isoSeconds(this.context.now()),
    } as Record<string, unknown> & { topic: RentReviewTopic; documentName?: string };
  }

  legacyReportAvailable(tenancy: TenancyState | null, sequence: number): EventPayloadMap['legacyReportAvailable'] {
    return {
      EntryType: 'Report Available',
      URL: `${this.context.origin}/PropertyPassport/Reports/${sequence}`,
      ReportType: 1,
      CreationDate: isoSeconds(this.context.now()),
      ...(tenancy ? { ApplicationId: tenancy.applicationId } : {}),
    };
  }
}
