// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/validators (packages/codegen). Run `pnpm generate` after changing spec/.

import type { ValidatedTypes } from './types.gen.js';

/** Every validator, by name. */
export const validatorNames = [
  'AddApplicantEvent',
  'AddNoteEvent',
  'AgreedRentConfirmationFinalisedEvent',
  'AgreedRentConfirmationIssuedEvent',
  'Applicant',
  'ApplicantDetails',
  'ApplicantReopenedEvent',
  'Application',
  'ApplicationRecord',
  'ApplicationReference',
  'AuditTrail',
  'BranchList',
  'CancellationReason',
  'CreateNewTenancyEvent',
  'CreateTenant',
  'Credentials',
  'ErrorBody',
  'KycStatusEvent',
  'LegacyReportAvailableEvent',
  'NoteList',
  'Notification',
  'PrescribedInformationCompletedEvent',
  'RentIncreaseAppliedEvent',
  'RentIncreaseNoticeIssuedEvent',
  'RentIncreaseNoticeWithdrawnEvent',
  'RentIncreaseTribunalDecisionConfirmedEvent',
  'RentIncreaseTribunalReferralEvent',
  'RentIncreaseTribunalReferralWithdrawnEvent',
  'RentIncreaseWithdrawalFinalisedEvent',
  'RentShare',
  'ReportAvailableEvent',
  'ReportTypeList',
  'TenancyFinalisedEvent',
  'TenancyStartDateChangedEvent',
  'UpdateApplicantEvent',
  'UpdateApplicationStatusEvent',
  'UploadPartnerDocumentEvent',
] as const;

export type ValidatorName = (typeof validatorNames)[number];

/**
 * request: what we send, validated strictly (objects closed). response and message: what we receive, read
 * tolerantly.
 */
export const validatorRoles: Readonly<Record<ValidatorName, 'request' | 'response' | 'message'>> = {
  AddApplicantEvent: 'message',
  AddNoteEvent: 'message',
  AgreedRentConfirmationFinalisedEvent: 'message',
  AgreedRentConfirmationIssuedEvent: 'message',
  Applicant: 'request',
  ApplicantDetails: 'response',
  ApplicantReopenedEvent: 'message',
  Application: 'request',
  ApplicationRecord: 'response',
  ApplicationReference: 'response',
  AuditTrail: 'response',
  BranchList: 'response',
  CancellationReason: 'request',
  CreateNewTenancyEvent: 'message',
  CreateTenant: 'request',
  Credentials: 'request',
  ErrorBody: 'response',
  KycStatusEvent: 'message',
  LegacyReportAvailableEvent: 'message',
  NoteList: 'response',
  Notification: 'request',
  PrescribedInformationCompletedEvent: 'message',
  RentIncreaseAppliedEvent: 'message',
  RentIncreaseNoticeIssuedEvent: 'message',
  RentIncreaseNoticeWithdrawnEvent: 'message',
  RentIncreaseTribunalDecisionConfirmedEvent: 'message',
  RentIncreaseTribunalReferralEvent: 'message',
  RentIncreaseTribunalReferralWithdrawnEvent: 'message',
  RentIncreaseWithdrawalFinalisedEvent: 'message',
  RentShare: 'request',
  ReportAvailableEvent: 'message',
  ReportTypeList: 'response',
  TenancyFinalisedEvent: 'message',
  TenancyStartDateChangedEvent: 'message',
  UpdateApplicantEvent: 'message',
  UpdateApplicationStatusEvent: 'message',
  UploadPartnerDocumentEvent: 'message',
};

/** The request-body validator of each operation that has a JSON body. */
export const requestBodyValidators = {
  authenticate: 'Credentials',
  createTenancy: 'Application',
  addTenant: 'CreateTenant',
  submitTenant: 'Applicant',
  createAndSubmitTenant: 'Applicant',
  addGuarantor: 'CreateTenant',
  submitGuarantor: 'Applicant',
  setRentShare: 'RentShare',
  cancelTenancy: 'CancellationReason',
  sendNotification: 'Notification',
} as const satisfies Record<string, ValidatorName>;

/** The response validator of each operation, by status, where the response is JSON. */
export const responseValidators = {
  authenticate: { '401': 'ErrorBody' },
  listBranches: { '200': 'BranchList', '401': 'ErrorBody' },
  getApplication: { '200': 'ApplicationRecord', '400': 'ErrorBody', '401': 'ErrorBody' },
  createTenancy: { '200': 'ApplicationReference', '400': 'ErrorBody', '401': 'ErrorBody' },
  getApplicant: { '200': 'ApplicantDetails', '400': 'ErrorBody', '401': 'ErrorBody' },
  addTenant: { '200': 'ApplicantDetails', '400': 'ErrorBody', '401': 'ErrorBody' },
  submitTenant: { '400': 'ErrorBody', '401': 'ErrorBody' },
  createAndSubmitTenant: { '200': 'ApplicantDetails', '400': 'ErrorBody', '401': 'ErrorBody' },
  addGuarantor: { '200': 'ApplicantDetails', '400': 'ErrorBody', '401': 'ErrorBody' },
  submitGuarantor: { '400': 'ErrorBody', '401': 'ErrorBody' },
  listReports: { '200': 'ReportTypeList', '400': 'ErrorBody', '401': 'ErrorBody' },
  downloadReport: { '400': 'ErrorBody', '401': 'ErrorBody' },
  downloadApplicantReport: { '400': 'ErrorBody', '401': 'ErrorBody' },
  downloadKycReport: { '401': 'ErrorBody' },
  setRentShare: { '400': 'ErrorBody', '401': 'ErrorBody' },
  changeTenancyStartDate: { '400': 'ErrorBody', '401': 'ErrorBody' },
  cancelTenancy: { '400': 'ErrorBody', '401': 'ErrorBody' },
  listNotes: { '200': 'NoteList', '400': 'ErrorBody', '401': 'ErrorBody' },
  getAuditTrail: { '200': 'AuditTrail', '400': 'ErrorBody', '401': 'ErrorBody' },
  sendNotification: { '400': 'ErrorBody', '401': 'ErrorBody' },
} as const satisfies Record<string, Record<string, ValidatorName>>;

/** The payload validator of each webhook event (as received: tolerant), by event name. */
export const eventValidators = {
  updateApplicant: 'UpdateApplicantEvent',
  createNewTenancy: 'CreateNewTenancyEvent',
  addApplicant: 'AddApplicantEvent',
  applicantReopened: 'ApplicantReopenedEvent',
  updateApplicationStatus: 'UpdateApplicationStatusEvent',
  uploadPartnerDocument: 'UploadPartnerDocumentEvent',
  prescribedInformationCompleted: 'PrescribedInformationCompletedEvent',
  tenancyFinalised: 'TenancyFinalisedEvent',
  tenancyStartDateChanged: 'TenancyStartDateChangedEvent',
  addNote: 'AddNoteEvent',
  rentIncreaseNoticeIssued: 'RentIncreaseNoticeIssuedEvent',
  rentIncreaseNoticeWithdrawn: 'RentIncreaseNoticeWithdrawnEvent',
  rentIncreaseWithdrawalFinalised: 'RentIncreaseWithdrawalFinalisedEvent',
  rentIncreaseApplied: 'RentIncreaseAppliedEvent',
  rentIncreaseTribunalReferral: 'RentIncreaseTribunalReferralEvent',
  rentIncreaseTribunalReferralWithdrawn: 'RentIncreaseTribunalReferralWithdrawnEvent',
  rentIncreaseTribunalDecisionConfirmed: 'RentIncreaseTribunalDecisionConfirmedEvent',
  agreedRentConfirmationIssued: 'AgreedRentConfirmationIssuedEvent',
  agreedRentConfirmationFinalised: 'AgreedRentConfirmationFinalisedEvent',
  kycStatus: 'KycStatusEvent',
  reportAvailable: 'ReportAvailableEvent',
  legacyReportAvailable: 'LegacyReportAvailableEvent',
} as const satisfies Record<string, ValidatorName>;

export type EventName = keyof typeof eventValidators;

/** The standalone validator of each webhook event as the provider sends it (every object closed), by event name. */
export const sentEventValidators: Readonly<Record<EventName, string>> = {
  updateApplicant: 'UpdateApplicantEventAsSent',
  createNewTenancy: 'CreateNewTenancyEventAsSent',
  addApplicant: 'AddApplicantEventAsSent',
  applicantReopened: 'ApplicantReopenedEventAsSent',
  updateApplicationStatus: 'UpdateApplicationStatusEventAsSent',
  uploadPartnerDocument: 'UploadPartnerDocumentEventAsSent',
  prescribedInformationCompleted: 'PrescribedInformationCompletedEventAsSent',
  tenancyFinalised: 'TenancyFinalisedEventAsSent',
  tenancyStartDateChanged: 'TenancyStartDateChangedEventAsSent',
  addNote: 'AddNoteEventAsSent',
  rentIncreaseNoticeIssued: 'RentIncreaseNoticeIssuedEventAsSent',
  rentIncreaseNoticeWithdrawn: 'RentIncreaseNoticeWithdrawnEventAsSent',
  rentIncreaseWithdrawalFinalised: 'RentIncreaseWithdrawalFinalisedEventAsSent',
  rentIncreaseApplied: 'RentIncreaseAppliedEventAsSent',
  rentIncreaseTribunalReferral: 'RentIncreaseTribunalReferralEventAsSent',
  rentIncreaseTribunalReferralWithdrawn: 'RentIncreaseTribunalReferralWithdrawnEventAsSent',
  rentIncreaseTribunalDecisionConfirmed: 'RentIncreaseTribunalDecisionConfirmedEventAsSent',
  agreedRentConfirmationIssued: 'AgreedRentConfirmationIssuedEventAsSent',
  agreedRentConfirmationFinalised: 'AgreedRentConfirmationFinalisedEventAsSent',
  kycStatus: 'KycStatusEventAsSent',
  reportAvailable: 'ReportAvailableEventAsSent',
  legacyReportAvailable: 'LegacyReportAvailableEventAsSent',
};

/** The payload type of each webhook event, by event name. */
export type EventPayloadMap = { [E in EventName]: ValidatedTypes[(typeof eventValidators)[E]] };

/** Readable wording of the contract's patterns, for error messages. */
export const patternDescriptions: Readonly<Record<string, string>> = {
  '^[0-9]{7}$':
    'must be application reference (The tenancy reference (provider spec 2.1): seven digits, zero padded, always a string), for example "0001234"',
  '^[A-Z]{1,10}[0-9]{7}$':
    'must be applicant reference (One person on the tenancy (provider spec 2.1): agent prefix followed by seven digits), for example "ABC0004567"',
};

/** When a field is required only by a condition (if/then), the condition in words, by field name. */
export const conditionalRequirements: Readonly<Record<string, string>> = { State: 'when Title is 10' };
