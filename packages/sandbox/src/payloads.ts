// Webhook payloads built from the sandbox's state, one builder per message of the AsyncAPI document. Every field the
// provider spec names for a message is written (the contract's x-sent-fields; validateSentEvent refuses a payload
// that leaves one out), and only fields the contract names. Where the provider does not show a value, the sandbox
// writes a placeholder and says so (README, readings.ts): the EntryType text of most topics is the topic in words, and
// the integer codes whose meanings are not shown (referencingServiceType …) are the contract's examples' values.
// Every payload is checked against its message as sent before it is sent (events.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EventPayloadMap } from '@trs/validators';
import { DEFAULT_PRODUCT, STATUS_COMPLETED } from './codes.js';
import { messagesByTag } from './codes.gen.js';
import type { ApplicantState, KycCheckState, StoredDocument, TenancyState } from './state.js';

const require = createRequire(import.meta.url);
/** An event example's payload, as JSON (the fields read here are checked by the tests of the codes). */
type ExamplePayload = Record<string, unknown> & { data: Record<string, unknown> };
const exampleEvent = (name: string) =>
  (
    JSON.parse(readFileSync(require.resolve(`@trs/spec/examples/events/${name}.json`), 'utf8')) as {
      payload: ExamplePayload;
    }
  ).payload;
const tenancyExample = exampleEvent('createNewTenancy.singleTenant').data;
const stepExample = exampleEvent('updateApplicationStatus.referencingComplete');

/** The integer codes whose meanings are not shown (provider spec 6.6): the values of the contract's examples. */
export const unexplainedCodes = {
  referencingServiceType: tenancyExample.referencingServiceType as number,
  applicationType: tenancyExample.applicationType as number,
  howWillSignApplicants: stepExample.howWillSignApplicants as number,
  howWillSignAgentLandlord: stepExample.howWillSignAgentLandlord as number,
};

export interface PayloadContext {
  /** The API base address ({origin}/v2): report and KYC URLs start with it. */
  baseUrl: string;
  origin: string;
  agentId: number;
  /** partnerCustomerEmail of createNewTenancy: the agent's e-mail address (the partner's customer). */
  agentEmail: string;
  branchName(id: number): string;
  now(): number;
}

/** ISO 8601 without milliseconds, as the provider's examples write CreationDate and Timestamp. */
export const isoSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The topics of the contract's rent-review messages (tag "Rent reviews" of the AsyncAPI document). */
export const rentReviewTopics = messagesByTag['Rent reviews'];
export type RentReviewTopic = (typeof rentReviewTopics)[number];

/**
 * "rentIncreaseNoticeIssued" → "Rent Increase Notice Issued": the placeholder EntryType of the topics whose text the
 * provider does not show (as the contract's examples write it).
 */
export const entryTypeOf = (topic: string) => topic.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

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

  /**
   * The applicant-event data. reportType is the product its reports use (the default product when it was added
   * without ReportType); rentShare is its ShareOfRent, 0 until one is set.
   */
  private applicantData(applicant: ApplicantState) {
    return {
      applicantRef: applicant.reference,
      applicantStatus: applicant.status,
      reportType: applicant.details.ReportType ?? DEFAULT_PRODUCT,
      rentShare: applicant.details.ShareOfRent ?? 0,
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
        partnerApplicantId: tenancy.applicants[0]?.details.ExternalReference ?? null,
        partnerCustomerEmail: this.context.agentEmail,
        branchId: tenancy.branchId,
        branchName: this.context.branchName(tenancy.branchId),
        agentId: this.context.agentId,
        referencingServiceType: unexplainedCodes.referencingServiceType,
        applicationType: unexplainedCodes.applicationType,
      },
      EntryType: entryTypeOf('createNewTenancy'),
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
      EntryType: entryTypeOf('addApplicant'),
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
      howWillSignApplicants: tenancy.howWillSignApplicants,
      howWillSignAgentLandlord: tenancy.howWillSignAgentLandlord,
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
      EntryType: entryTypeOf('tenancyStartDateChanged'),
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
      EntryType: entryTypeOf('tenancyFinalised'),
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
      EntryType: entryTypeOf('prescribedInformationCompleted'),
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
      EntryType: entryTypeOf(topic),
      ...defaults[topic],
      ...fields,
      ...this.envelope(tenancy),
    };
  }

  /** The deprecated notification (provider spec 2.1 rule 2): the applicant reference and no tenancy. */
  deprecatedNotification(applicant: ApplicantState): EventPayloadMap['deprecatedNotification'] {
    return { ReferenceNo: applicant.reference, CreationDate: isoSeconds(this.context.now()) };
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
