// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/webhooks (packages/codegen). Run `pnpm generate` after changing spec/.

import type { EventName } from '@trs/validators';
import type { DispatchRule, MessageDeduplication } from './dispatch-types.js';

/** Every message of the AsyncAPI document, dispatched or ignored. */
export const eventNames = [
  'updateApplicant',
  'createNewTenancy',
  'addApplicant',
  'applicantReopened',
  'updateApplicationStatus',
  'uploadPartnerDocument',
  'prescribedInformationCompleted',
  'tenancyFinalised',
  'tenancyStartDateChanged',
  'addNote',
  'rentIncreaseNoticeIssued',
  'rentIncreaseNoticeWithdrawn',
  'rentIncreaseWithdrawalFinalised',
  'rentIncreaseApplied',
  'rentIncreaseTribunalReferral',
  'rentIncreaseTribunalReferralWithdrawn',
  'rentIncreaseTribunalDecisionConfirmed',
  'agreedRentConfirmationIssued',
  'agreedRentConfirmationFinalised',
  'kycStatus',
  'reportAvailable',
  'legacyReportAvailable',
  'deprecatedNotification',
] as const satisfies readonly EventName[];

/** The messages a receiver dispatches to handlers: every message but the ignored ones. */
export const dispatchedEventNames = [
  'updateApplicant',
  'createNewTenancy',
  'addApplicant',
  'applicantReopened',
  'updateApplicationStatus',
  'uploadPartnerDocument',
  'prescribedInformationCompleted',
  'tenancyFinalised',
  'tenancyStartDateChanged',
  'addNote',
  'rentIncreaseNoticeIssued',
  'rentIncreaseNoticeWithdrawn',
  'rentIncreaseWithdrawalFinalised',
  'rentIncreaseApplied',
  'rentIncreaseTribunalReferral',
  'rentIncreaseTribunalReferralWithdrawn',
  'rentIncreaseTribunalDecisionConfirmed',
  'agreedRentConfirmationIssued',
  'agreedRentConfirmationFinalised',
  'kycStatus',
  'reportAvailable',
  'deprecatedNotification',
] as const satisfies readonly EventName[];

export type DispatchedEventName = (typeof dispatchedEventNames)[number];

/** Messages recorded as ignored, never dispatched (x-dispatch.ignored, x-ignored). */
export const ignoredEventNames = ['legacyReportAvailable'] as const satisfies readonly EventName[];

export type IgnoredEventName = (typeof ignoredEventNames)[number];

/** topic value → message name (x-topic). */
export const topics: Readonly<Record<string, EventName>> = {
  updateApplicant: 'updateApplicant',
  createNewTenancy: 'createNewTenancy',
  addApplicant: 'addApplicant',
  applicantReopened: 'applicantReopened',
  updateApplicationStatus: 'updateApplicationStatus',
  uploadPartnerDocument: 'uploadPartnerDocument',
  prescribedInformationCompleted: 'prescribedInformationCompleted',
  tenancyFinalised: 'tenancyFinalised',
  tenancyStartDateChanged: 'tenancyStartDateChanged',
  addNote: 'addNote',
  rentIncreaseNoticeIssued: 'rentIncreaseNoticeIssued',
  rentIncreaseNoticeWithdrawn: 'rentIncreaseNoticeWithdrawn',
  rentIncreaseWithdrawalFinalised: 'rentIncreaseWithdrawalFinalised',
  rentIncreaseApplied: 'rentIncreaseApplied',
  rentIncreaseTribunalReferral: 'rentIncreaseTribunalReferral',
  rentIncreaseTribunalReferralWithdrawn: 'rentIncreaseTribunalReferralWithdrawn',
  rentIncreaseTribunalDecisionConfirmed: 'rentIncreaseTribunalDecisionConfirmed',
  agreedRentConfirmationIssued: 'agreedRentConfirmationIssued',
  agreedRentConfirmationFinalised: 'agreedRentConfirmationFinalised',
};

/**
 * How a received payload is classified (provider spec 6.1.8 and 6.4). Rules are tried in order; the first whose
 * conditions all hold names the message. A JSON null counts as absent. A payload with a topic that names no
 * message, or matching no rule, is unknown: recorded and ignored, never an error.
 */
export const dispatchRules: readonly DispatchRule<EventName>[] = [
  {
    message: 'reportAvailable',
    when: [{ pointer: '/URL', matches: '/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+/?(?:[?#].*)?$' }],
  },
  {
    message: 'reportAvailable',
    when: [
      { pointer: '/EntryType', equals: 'Report Available' },
      { pointer: '/topic', present: true },
    ],
  },
  { message: 'legacyReportAvailable', when: [{ pointer: '/EntryType', equals: 'Report Available' }] },
  {
    message: 'kycStatus',
    when: [
      { pointer: '/topic', present: false },
      { pointer: '/KYCid', present: true },
    ],
  },
  {
    message: 'addNote',
    when: [
      { pointer: '/topic', present: false },
      { pointer: '/EntryType', equals: 'Professional Guarantor Update' },
    ],
  },
  {
    message: 'deprecatedNotification',
    when: [
      { pointer: '/topic', present: false },
      { pointer: '/ReferenceNo', present: true },
    ],
  },
  { byTopic: '/topic' },
];

/**
 * Per message: the JSON pointers whose values identify one event (x-idempotency-key). Absent pointers count as
 * absent.
 */
export const idempotencyKeys: Readonly<Record<EventName, readonly string[]>> = {
  updateApplicant: ['/topic', '/applicationRef', '/data/applicantRef', '/data/applicantStatus', '/Status'],
  createNewTenancy: ['/topic', '/applicationRef'],
  addApplicant: ['/topic', '/applicationRef', '/data/applicantRef'],
  applicantReopened: ['/topic', '/applicationRef', '/applicantRef'],
  updateApplicationStatus: [
    '/topic',
    '/applicationRef',
    '/applicationStatus',
    '/isPrescribedInformationRequired',
    '/isPrescribedInformationCompleted',
    '/isTenancyFinalised',
  ],
  uploadPartnerDocument: [
    '/topic',
    '/applicationRef',
    '/ApplicantId',
    '/data/documentType',
    '/data/fileName',
    '/data/presignedUrl',
    '/data/fileData',
  ],
  prescribedInformationCompleted: [
    '/topic',
    '/applicationRef',
    '/isTenancyFinalised',
    '/schemeProvider',
    '/schemeType',
  ],
  tenancyFinalised: [
    '/topic',
    '/applicationRef',
    '/hasInventory',
    '/daysToReportIssues',
    '/isPrescribedInformationRequired',
    '/isPrescribedInformationCompleted',
  ],
  tenancyStartDateChanged: ['/topic', '/applicationRef', '/oldStartDate', '/newStartDate'],
  addNote: ['/topic', '/applicationRef', '/EntryType', '/Timestamp', '/Author', '/Content', '/data/description'],
  rentIncreaseNoticeIssued: ['/topic', '/applicationRef', '/noticeId'],
  rentIncreaseNoticeWithdrawn: ['/topic', '/applicationRef', '/documentS3Key'],
  rentIncreaseWithdrawalFinalised: ['/topic', '/applicationRef', '/documentS3Key'],
  rentIncreaseApplied: ['/topic', '/applicationRef', '/appliedFromDate', '/appliedRentAmount', '/appliedRentFrequency'],
  rentIncreaseTribunalReferral: ['/topic', '/applicationRef', '/dateReferred'],
  rentIncreaseTribunalReferralWithdrawn: ['/topic', '/applicationRef', '/journalNoteText'],
  rentIncreaseTribunalDecisionConfirmed: [
    '/topic',
    '/applicationRef',
    '/confirmedRentStartDate',
    '/confirmedRentAmount',
    '/confirmedRentFrequency',
    '/documentS3Key',
  ],
  agreedRentConfirmationIssued: ['/topic', '/applicationRef', '/documentS3Key'],
  agreedRentConfirmationFinalised: ['/topic', '/applicationRef', '/documentS3Key'],
  kycStatus: ['/KYCid', '/Status'],
  reportAvailable: ['/EntryType', '/URL'],
  legacyReportAvailable: ['/EntryType', '/URL'],
  deprecatedNotification: ['/ReferenceNo'],
};

/**
 * Per message: how a redelivery is told from a new event with the same content (x-idempotency-key). How a receiver
 * tells a redelivery from a new event with the same content (provider spec 3.4, 6.1.5, 6.1.6). Each message's
 * x-idempotency-key lists the fields that identify its content, the fields that tell two raisings of the same
 * content apart (distinguishedBy), the sequence of events it belongs to, and whether it moves that sequence on
 * (advances). With CreationDate, a copy whose content and CreationDate were received already is a redelivery,
 * unless its sequence moved on since by an event of the same CreationDate. Without it, a copy is a redelivery when
 * its content was received within redeliveryHorizonSeconds and no event that advances its sequence was received in
 * between.
 */
export const deduplication: Readonly<Record<EventName, MessageDeduplication>> = {
  updateApplicant: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'applicant', by: ['/applicationRef', '/data/applicantRef'] },
    advances: true,
  },
  createNewTenancy: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'tenancyCreated', by: ['/applicationRef'] },
    advances: true,
  },
  addApplicant: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'applicantAdded', by: ['/applicationRef', '/data/applicantRef'] },
    advances: true,
  },
  applicantReopened: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'applicant', by: ['/applicationRef', '/applicantRef'] },
    advances: true,
  },
  updateApplicationStatus: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'tenancyStep', by: ['/applicationRef'] },
    advances: true,
  },
  uploadPartnerDocument: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'documents', by: ['/applicationRef'] },
    advances: false,
  },
  prescribedInformationCompleted: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'prescribedInformation', by: ['/applicationRef'] },
    advances: true,
  },
  tenancyFinalised: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'tenancyFinalised', by: ['/applicationRef'] },
    advances: true,
  },
  tenancyStartDateChanged: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'startDate', by: ['/applicationRef'] },
    advances: true,
  },
  addNote: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'notes', by: ['/applicationRef'] },
    advances: false,
  },
  rentIncreaseNoticeIssued: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  rentIncreaseNoticeWithdrawn: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  rentIncreaseWithdrawalFinalised: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  rentIncreaseApplied: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  rentIncreaseTribunalReferral: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  rentIncreaseTribunalReferralWithdrawn: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  rentIncreaseTribunalDecisionConfirmed: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  agreedRentConfirmationIssued: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  agreedRentConfirmationFinalised: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'rentReview', by: ['/applicationRef'] },
    advances: true,
  },
  kycStatus: { distinguishedBy: ['/CreationDate'], sequence: { name: 'kyc', by: ['/KYCid'] }, advances: true },
  reportAvailable: {
    distinguishedBy: ['/CreationDate'],
    sequence: { name: 'applicant', by: ['/applicationRef', '/data/applicantRef'] },
    advances: false,
  },
  legacyReportAvailable: { distinguishedBy: ['/CreationDate'], sequence: null, advances: false },
  deprecatedNotification: { distinguishedBy: ['/CreationDate'], sequence: null, advances: false },
};

/**
 * Copies of one payload arrive within this time of its first copy (x-dispatch.deduplication: the provider's retry
 * span, with a margin). Without distinguishing fields, the same content received later is a new event.
 */
export const redeliveryHorizonSeconds = 1800;

/**
 * Per message: the pointers of the fields that name its tenancy (applicationRef; KYCid for KYC), in order of
 * preference. Events of one tenancy are handled in order of receipt. From each message's x-ordering-key.
 */
export const orderingKeys: Readonly<Record<EventName, readonly string[]>> = {
  updateApplicant: ['/applicationRef'],
  createNewTenancy: ['/applicationRef'],
  addApplicant: ['/applicationRef'],
  applicantReopened: ['/applicationRef'],
  updateApplicationStatus: ['/applicationRef'],
  uploadPartnerDocument: ['/applicationRef'],
  prescribedInformationCompleted: ['/applicationRef'],
  tenancyFinalised: ['/applicationRef'],
  tenancyStartDateChanged: ['/applicationRef'],
  addNote: ['/applicationRef'],
  rentIncreaseNoticeIssued: ['/applicationRef'],
  rentIncreaseNoticeWithdrawn: ['/applicationRef'],
  rentIncreaseWithdrawalFinalised: ['/applicationRef'],
  rentIncreaseApplied: ['/applicationRef'],
  rentIncreaseTribunalReferral: ['/applicationRef'],
  rentIncreaseTribunalReferralWithdrawn: ['/applicationRef'],
  rentIncreaseTribunalDecisionConfirmed: ['/applicationRef'],
  agreedRentConfirmationIssued: ['/applicationRef'],
  agreedRentConfirmationFinalised: ['/applicationRef'],
  kycStatus: ['/KYCid'],
  reportAvailable: ['/applicationRef'],
  legacyReportAvailable: [],
  deprecatedNotification: ['/ReferenceNo'],
};

/**
 * The static header the provider sends on every delivery (securitySchemes.staticHeader); the name is configurable.
 */
export const staticHeader = { defaultName: 'X-Webhook-Key' } as const;

/**
 * Per message: the pointers of the fields never to be logged (x-sensitive: personal data, credentials, documents'
 * bytes), '*' standing for every item of an array; everything inside one is covered too. The receiver keeps their
 * values off every log line a handler writes.
 */
export const sensitiveFields: Readonly<Record<EventName, readonly string[]>> = {
  updateApplicant: [
    '/Applicant/FirstName',
    '/Applicant/LastName',
    '/Applicant/EmailAddress',
    '/Applicant/BestPhoneNumber',
    '/Applicant/BirthDay',
    '/Applicant/Nationality',
    '/Applicant/InsuranceNo',
    '/Applicant/AddressHistory',
  ],
  createNewTenancy: ['/data/address', '/data/partnerCustomerEmail'],
  addApplicant: [
    '/Applicant/FirstName',
    '/Applicant/LastName',
    '/Applicant/EmailAddress',
    '/Applicant/BestPhoneNumber',
    '/Applicant/BirthDay',
    '/Applicant/Nationality',
    '/Applicant/InsuranceNo',
    '/Applicant/AddressHistory',
  ],
  applicantReopened: [],
  updateApplicationStatus: [],
  uploadPartnerDocument: ['/data/presignedUrl', '/data/fileData'],
  prescribedInformationCompleted: [],
  tenancyFinalised: [],
  tenancyStartDateChanged: [],
  addNote: ['/data/description', '/Author', '/Content'],
  rentIncreaseNoticeIssued: ['/journalNoteText'],
  rentIncreaseNoticeWithdrawn: ['/journalNoteText'],
  rentIncreaseWithdrawalFinalised: [],
  rentIncreaseApplied: ['/journalNoteText'],
  rentIncreaseTribunalReferral: ['/journalNoteText'],
  rentIncreaseTribunalReferralWithdrawn: ['/journalNoteText'],
  rentIncreaseTribunalDecisionConfirmed: ['/journalNoteText'],
  agreedRentConfirmationIssued: ['/journalNoteText'],
  agreedRentConfirmationFinalised: [],
  kycStatus: ['/Email'],
  reportAvailable: [],
  legacyReportAvailable: [],
  deprecatedNotification: [],
};

/** One line per message, from its summary. */
export const eventSummaries: Readonly<Record<EventName, string>> = {
  updateApplicant: "An applicant's status changed (referencing started, progressed or completed).",
  createNewTenancy: 'A tenancy was created through the partner integration.',
  addApplicant: 'A tenant or guarantor was added to a tenancy.',
  applicantReopened: 'A completed applicant was reopened because more referencing work is needed.',
  updateApplicationStatus: 'The tenancy moved to another step (provider spec 3.1).',
  uploadPartnerDocument: 'A document of the tenancy or of one applicant is ready to fetch.',
  prescribedInformationCompleted: 'Prescribed information (deposit protection) was submitted for the tenancy.',
  tenancyFinalised: 'The tenancy agreement is fully signed and the tenancy finalised.',
  tenancyStartDateChanged: 'The start date of the tenancy changed.',
  addNote: 'A note or audit-trail line was written against an applicant or the tenancy.',
  rentIncreaseNoticeIssued: 'The agent issued a rent-increase notice.',
  rentIncreaseNoticeWithdrawn: 'An issued rent-increase notice was withdrawn.',
  rentIncreaseWithdrawalFinalised: 'The withdrawal-notice document was finalised.',
  rentIncreaseApplied: 'A rent increase took effect on its start date.',
  rentIncreaseTribunalReferral: 'A tenant referred the rent increase to the tribunal.',
  rentIncreaseTribunalReferralWithdrawn: 'The tribunal referral of a rent increase was withdrawn.',
  rentIncreaseTribunalDecisionConfirmed: 'The agent recorded the tribunal decision on a rent increase.',
  agreedRentConfirmationIssued: 'The agent issued an agreed-rent confirmation after a rent review.',
  agreedRentConfirmationFinalised: 'The agreed-rent confirmation document was finalised.',
  kycStatus: 'The status of an identity check (KYC) changed; when complete, the report URLs are included.',
  reportAvailable: 'A finished referencing report can be downloaded.',
  legacyReportAvailable: 'Report Available of a legacy property-passport applicant; ignored.',
  deprecatedNotification:
    'A notification of the deprecated mechanism about one applicant; it carries only ReferenceNo.',
};
