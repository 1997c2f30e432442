// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/validators with json-schema-to-typescript (packages/codegen). Run `pnpm generate` after changing spec/.

/**
 * The tenancy reference (provider spec 2.1): seven digits, zero padded, always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicationReference".
 */
export type ApplicationReference = string;
/**
 * Step of the tenancy (provider spec 3.1): applicationStatus on updateApplicationStatus and addApplicant. Transitions between steps are not shown; each change is announced by updateApplicationStatus.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "TenancyStep".
 */
export type TenancyStep = number;
/**
 * Status text of an applicant (provider spec 3.2). Named statuses are Created and References in Progress; the set is not closed, so any string is accepted.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantStatus".
 */
export type ApplicantStatus = string;
/**
 * One person on the tenancy (provider spec 2.1): agent prefix followed by seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantReference".
 */
export type ApplicantReference = string;
/**
 * Whether the applicant is a tenant or a guarantor (the field type of addApplicant data and of the applicants of createNewTenancy). Seen as tenant or guarantor.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantKind".
 */
export type ApplicantKind = string | number;
/**
 * The client's own id, set on create. Optional; the service never lists or searches by it.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ExternalReference".
 */
export type ExternalReference = string;
/**
 * Report product id (provider spec 2.5). Integers, never names.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ReportType".
 */
export type ReportType = number;
/**
 * Dictionary code of a person's title. When the code is 10 (Other) the title text goes in State.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Title".
 */
export type Title = number;
/**
 * An amount of money in pounds, as a JSON number.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Money".
 */
export type Money = number;
/**
 * A calendar date written yyyy-MM-dd.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "IsoDate".
 */
export type IsoDate = string;
/**
 * Dictionary code of marital status.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "MaritalStatus".
 */
export type MaritalStatus = number;
/**
 * Dictionary code of how the applicant lived at an address of their history.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "LivingStatus".
 */
export type LivingStatus = number;
/**
 * Dictionary code of how signed consent was delivered.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "DeliveryMethod".
 */
export type DeliveryMethod = number;
/**
 * How the property will be managed. The field name is spelled exactly so by the provider.
 */
export type ManagementType = number;
/**
 * Dictionary code of how often rent is paid.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentalFrequency".
 */
export type RentalFrequency = number;
/**
 * Dictionary code of how the property will be managed (RentalDetails.HowWillTheProperyBeManaged).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ManagementType".
 */
export type ManagementType1 = number;
/**
 * The audit trail of a tenancy, as GET …/AuditTrail returns it.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AuditTrail".
 */
export type AuditTrail = AuditTrailRecord[];
/**
 * A branch, taken from the Id of an entry of GET /Branches (provider spec 2.1). An integer, never a tenancy reference.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "BranchId".
 */
export type BranchId = number;
/**
 * The branches the service user belongs to, as GET /Branches returns them.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "BranchList".
 */
export type BranchList = Branch[];
/**
 * Body of cancel tenancy, a single JSON string holding the reason.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "CancellationReason".
 */
export type CancellationReason = string;
/**
 * Status of an identity check (provider spec 3.3). Transitions are not shown.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "KycStatus".
 */
export type KycStatus = string;
/**
 * Who an identity check (KYC) is for.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "UserType".
 */
export type UserType = number;
/**
 * The notes of a tenancy, as GET …/Notes returns them.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "NoteList".
 */
export type NoteList = NoteRecord[];
/**
 * One person on the tenancy (provider spec 2.1): agent prefix followed by seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.
 */
export type ApplicantReference1 = string;
/**
 * How often a rent-review amount is paid (provider spec 6.4, rent review topics). Text, unlike the integer RentalFrequency code of create tenancy. Known values are weekly, fortnightly, 4-weekly and monthly.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentFrequencyText".
 */
export type RentFrequencyText = string;
/**
 * Body of PUT …/RentShare, each applicant's share of the rent.
 *
 * @minItems 1
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentShare".
 */
export type RentShare = [RentShareEntry, ...RentShareEntry[]];
/**
 * Report type ids available for the tenancy.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ReportTypeList".
 */
export type ReportTypeList = ReportType[];
/**
 * Kind of document in uploadPartnerDocument (provider spec 6.4). Integers, never names.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "DocumentType".
 */
export type DocumentType = number;
/**
 * A PDF document (bytes starting with %PDF-).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Pdf".
 */
export type Pdf = string;
/**
 * Report type of an identity check (KYC), used in KYC payloads and report URLs.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "KycReportType".
 */
export type KycReportType = number;

/**
 * The type each validator of @trs/validators narrows to, by validator name.
 */
export interface ValidatedTypes {
  AddApplicantEvent: AddApplicantEvent;
  AddNoteEvent: AddNoteEvent;
  AgreedRentConfirmationFinalisedEvent: AgreedRentConfirmationFinalisedEvent;
  AgreedRentConfirmationIssuedEvent: AgreedRentConfirmationIssuedEvent;
  Applicant: Applicant;
  ApplicantDetails: ApplicantDetailsAsReceived;
  ApplicantReopenedEvent: ApplicantReopenedEvent;
  Application: Application;
  ApplicationRecord: ApplicationRecord;
  ApplicationReference: ApplicationReference;
  AuditTrail: AuditTrail;
  BranchList: BranchList;
  CancellationReason: CancellationReason;
  CreateNewTenancyEvent: CreateNewTenancyEvent;
  CreateTenant: CreateTenant;
  Credentials: Credentials;
  DeprecatedNotificationEvent: DeprecatedNotificationEvent;
  ErrorBody: ErrorBody;
  KycStatusEvent: KycStatusEvent;
  LegacyReportAvailableEvent: LegacyReportAvailableEvent;
  NoteList: NoteList;
  Notification: Notification;
  PrescribedInformationCompletedEvent: PrescribedInformationCompletedEvent;
  RentIncreaseAppliedEvent: RentIncreaseAppliedEvent;
  RentIncreaseNoticeIssuedEvent: RentIncreaseNoticeIssuedEvent;
  RentIncreaseNoticeWithdrawnEvent: RentIncreaseNoticeWithdrawnEvent;
  RentIncreaseTribunalDecisionConfirmedEvent: RentIncreaseTribunalDecisionConfirmedEvent;
  RentIncreaseTribunalReferralEvent: RentIncreaseTribunalReferralEvent;
  RentIncreaseTribunalReferralWithdrawnEvent: RentIncreaseTribunalReferralWithdrawnEvent;
  RentIncreaseWithdrawalFinalisedEvent: RentIncreaseWithdrawalFinalisedEvent;
  RentShare: RentShare;
  ReportAvailableEvent: ReportAvailableEvent;
  ReportTypeList: ReportTypeList;
  TenancyFinalisedEvent: TenancyFinalisedEvent;
  TenancyStartDateChangedEvent: TenancyStartDateChangedEvent;
  UpdateApplicantEvent: UpdateApplicantEvent;
  UpdateApplicationStatusEvent: UpdateApplicationStatusEvent;
  UploadPartnerDocumentEvent: UploadPartnerDocumentEvent;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AddApplicantEvent".
 */
export interface AddApplicantEvent {
  topic: string & 'addApplicant';
  applicationRef: ApplicationReference;
  /**
   * The tenancy step (provider spec 3.1), not the 0/1 of updateApplicant.
   */
  applicationStatus?: TenancyStep | null;
  Status?: ApplicantStatus | null;
  data: {
    applicantRef: ApplicantReference;
    type?: ApplicantKind | null;
    /**
     * The applicant's ExternalReference, as the client set it.
     */
    partnerContactId?: ExternalReference | null;
    applicantStatus?: ApplicantStatus | null;
    reportType?: ReportType | null;
    rentShare?: number | null;
  };
  /**
   * The full Applicant object, present when the applicant is already completed.
   */
  Applicant?: {
    Title?: Title | null;
    /**
     * The title text; needed only when Title is 10 (Other).
     */
    State?: string | null;
    FirstName?: string | null;
    LastName?: string | null;
    /**
     * Sent on submit.
     */
    IsNameLegal?: boolean | null;
    EmailAddress?: string | null;
    /**
     * Sent on submit.
     */
    BestPhoneNumber?: string | null;
    ReportType?: ReportType | null;
    ShareOfRent?: Money | null;
    RentCoveredByOtherTenant?: boolean | null;
    IsIncomeReferenceRequired?: boolean | null;
    /**
     * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
     */
    IsApplicantFillingTheForm?: boolean | null;
    IdentityCheck?: IdentityCheckAsReceived | null;
    BirthDay?: IsoDate | null;
    Nationality?: string | null;
    MaritalStatus?: MaritalStatus | null;
    AnyPreviousSurnames?: boolean | null;
    HasInsuranceNo?: boolean | null;
    /**
     * National Insurance number.
     */
    InsuranceNo?: string | null;
    /**
     * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
     */
    HasAdverceData?: boolean | null;
    AddressHistory?: AddressHistoryEntryAsReceived[] | null;
    SignedConsent?: SignedConsent | null;
    /**
     * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
     */
    IncomeEvidence?: {
      [k: string]: unknown | undefined;
    } | null;
    /**
     * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
     */
    ExternalReference?: ExternalReference | null;
    /**
     * The applicant reference, returned by the service.
     */
    ReferenceNumber?: ApplicantReference | null;
  } | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * Which identity checks (KYC) to run for the applicant.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "IdentityCheckAsReceived".
 */
export interface IdentityCheckAsReceived {
  IdVerification?: boolean | null;
  RightToRentVerification?: boolean | null;
  AMLVerification?: boolean | null;
  PEPsAndSanctionsVerification?: boolean | null;
}
/**
 * One address the applicant lived at.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AddressHistoryEntryAsReceived".
 */
export interface AddressHistoryEntryAsReceived {
  DateMovedIn: IsoDate;
  LivingStatus?: LivingStatus | null;
  Address: AddressAsReceived;
}
/**
 * A postal address (provider spec 2.2); also used in address history. All fields are strings.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AddressAsReceived".
 */
export interface AddressAsReceived {
  Postcode: string;
  HouseNumber?: string | null;
  Street?: string | null;
  Town?: string | null;
  County?: string | null;
  Country?: string | null;
}
/**
 * The applicant's signed consent to referencing.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "SignedConsent".
 */
export interface SignedConsent {
  DeliveryMethod: DeliveryMethod;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AddNoteEvent".
 */
export interface AddNoteEvent {
  topic?: (string & 'addNote') | null;
  applicationRef?: ApplicationReference | null;
  data: {
    /**
     * Always the text MI.
     */
    typeId?: string | null;
    /**
     * The note text.
     */
    description?: string | null;
  };
  EntryType?: string | null;
  /**
   * When the note was written, an ISO 8601 date-time. UserNote, SystemNote and AuditTrail only.
   */
  Timestamp?: string | null;
  /**
   * Who wrote the note. UserNote, SystemNote and AuditTrail only.
   */
  Author?: string | null;
  /**
   * The text of the note or audit-trail line. UserNote, SystemNote and AuditTrail only.
   */
  Content?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AgreedRentConfirmationFinalisedEvent".
 */
export interface AgreedRentConfirmationFinalisedEvent {
  topic: string & 'agreedRentConfirmationFinalised';
  applicationRef: ApplicationReference;
  /**
   * Internal storage key of the agreed-rent confirmation, not a URL. The document itself arrives through the matching uploadPartnerDocument event.
   */
  documentS3Key?: string | null;
  /**
   * File name of the agreed-rent confirmation.
   */
  documentName?: string | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AgreedRentConfirmationIssuedEvent".
 */
export interface AgreedRentConfirmationIssuedEvent {
  topic: string & 'agreedRentConfirmationIssued';
  applicationRef: ApplicationReference;
  /**
   * Internal storage key of the agreed-rent confirmation, not a URL. The document itself arrives through the matching uploadPartnerDocument event.
   */
  documentS3Key?: string | null;
  /**
   * File name of the agreed-rent confirmation.
   */
  documentName?: string | null;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  /**
   * Status of the rent review, as text.
   */
  statusText?: string | null;
  /**
   * The agreed rent.
   */
  agreedRentAmount?: Money | null;
  /**
   * The date from which the agreed rent applies.
   */
  agreedRentStartDate?: IsoDate | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * The full Applicant, sent to submit a tenant or guarantor and to create-and-submit in one call. Its required list holds the submit-time fields of provider spec 2.3: date of birth, nationality, marital status, address history and signed consent, even if they were left out on create. Income evidence, also required at submit, travels as IncomeEvidence (our reading; not in the required list).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Applicant".
 */
export interface Applicant {
  AddressHistory: AddressHistoryEntry[] & [AddressHistoryEntry, ...AddressHistoryEntry[]];
  Title?: Title;
  /**
   * The title text; needed only when Title is 10 (Other).
   */
  State?: string;
  FirstName: string;
  LastName: string;
  /**
   * Sent on submit.
   */
  IsNameLegal?: boolean;
  EmailAddress: string;
  /**
   * Sent on submit.
   */
  BestPhoneNumber?: string;
  ReportType?: ReportType;
  ShareOfRent?: Money;
  RentCoveredByOtherTenant?: boolean;
  IsIncomeReferenceRequired?: boolean;
  /**
   * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
   */
  IsApplicantFillingTheForm?: boolean;
  IdentityCheck?: IdentityCheck;
  BirthDay: IsoDate;
  Nationality: string;
  MaritalStatus: MaritalStatus;
  AnyPreviousSurnames?: boolean;
  HasInsuranceNo?: boolean;
  /**
   * National Insurance number.
   */
  InsuranceNo?: string;
  /**
   * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
   */
  HasAdverceData?: boolean;
  SignedConsent: SignedConsent;
  /**
   * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
   */
  IncomeEvidence?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
   */
  ExternalReference?: ExternalReference;
  /**
   * The applicant reference, returned by the service.
   */
  ReferenceNumber?: ApplicantReference;
}
/**
 * One address the applicant lived at.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AddressHistoryEntry".
 */
export interface AddressHistoryEntry {
  DateMovedIn: IsoDate;
  LivingStatus?: LivingStatus;
  Address: Address;
}
/**
 * A postal address (provider spec 2.2); also used in address history. All fields are strings.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Address".
 */
export interface Address {
  Postcode: string;
  HouseNumber?: string;
  Street?: string;
  Town?: string;
  County?: string;
  Country?: string;
}
/**
 * Which identity checks (KYC) to run for the applicant.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "IdentityCheck".
 */
export interface IdentityCheck {
  IdVerification?: boolean;
  RightToRentVerification?: boolean;
  AMLVerification?: boolean;
  PEPsAndSanctionsVerification?: boolean;
}
/**
 * Every known field of an applicant (tenant or guarantor), provider spec 2.3, with none required. The base of CreateTenant and Applicant, and the shape of an applicant the service returns or embeds in an event.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantDetailsAsReceived".
 */
export interface ApplicantDetailsAsReceived {
  Title?: Title | null;
  /**
   * The title text; needed only when Title is 10 (Other).
   */
  State?: string | null;
  FirstName?: string | null;
  LastName?: string | null;
  /**
   * Sent on submit.
   */
  IsNameLegal?: boolean | null;
  EmailAddress?: string | null;
  /**
   * Sent on submit.
   */
  BestPhoneNumber?: string | null;
  ReportType?: ReportType | null;
  ShareOfRent?: Money | null;
  RentCoveredByOtherTenant?: boolean | null;
  IsIncomeReferenceRequired?: boolean | null;
  /**
   * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
   */
  IsApplicantFillingTheForm?: boolean | null;
  IdentityCheck?: IdentityCheckAsReceived | null;
  BirthDay?: IsoDate | null;
  Nationality?: string | null;
  MaritalStatus?: MaritalStatus | null;
  AnyPreviousSurnames?: boolean | null;
  HasInsuranceNo?: boolean | null;
  /**
   * National Insurance number.
   */
  InsuranceNo?: string | null;
  /**
   * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
   */
  HasAdverceData?: boolean | null;
  AddressHistory?: AddressHistoryEntryAsReceived[] | null;
  SignedConsent?: SignedConsent | null;
  /**
   * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
   */
  IncomeEvidence?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
   */
  ExternalReference?: ExternalReference | null;
  /**
   * The applicant reference, returned by the service.
   */
  ReferenceNumber?: ApplicantReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantReopenedEvent".
 */
export interface ApplicantReopenedEvent {
  topic: string & 'applicantReopened';
  applicationRef: ApplicationReference;
  applicantRef: ApplicantReference;
  EntryType?: string | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * Body of create tenancy, POST /Applications/{BranchId} (provider spec 2.2).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Application".
 */
export interface Application {
  ExternalReference?: ExternalReference;
  RentalDetails: RentalDetails;
  PropertyInformation: PropertyInformation;
  InviteLandlordForAMLCheck?: boolean;
  ReferenceRequired?: boolean;
}
/**
 * Rent and term of the tenancy (provider spec 2.2).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentalDetails".
 */
export interface RentalDetails {
  MonthlyRent: Money;
  BillsIncludedWithinTheRent?: boolean;
  /**
   * Length of the tenancy.
   */
  TenancyTerm?: number;
  TenancyStartDate: IsoDate;
  HowWillTheProperyBeManaged?: ManagementType;
  RentalFrequency?: RentalFrequency;
}
/**
 * The let property (provider spec 2.2).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "PropertyInformation".
 */
export interface PropertyInformation {
  IsLandlordKnown?: boolean;
  /**
   * House in multiple occupation.
   */
  IsHMO?: boolean;
  NumberOfBedrooms?: number;
  Address: Address;
}
/**
 * The application (tenancy) as GET /Applications/{ReferenceNumber} returns it.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicationRecord".
 */
export interface ApplicationRecord {
  ReferenceNumber?: ApplicationReference | null;
  ExternalReference?: ExternalReference | null;
  RentalDetails?: RentalDetailsAsReceived | null;
  PropertyInformation?: PropertyInformationAsReceived | null;
  InviteLandlordForAMLCheck?: boolean | null;
  ReferenceRequired?: boolean | null;
}
/**
 * Rent and term of the tenancy (provider spec 2.2).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentalDetailsAsReceived".
 */
export interface RentalDetailsAsReceived {
  MonthlyRent: Money;
  BillsIncludedWithinTheRent?: boolean | null;
  /**
   * Length of the tenancy.
   */
  TenancyTerm?: number | null;
  TenancyStartDate: IsoDate;
  /**
   * How the property will be managed. The field name is spelled exactly so by the provider.
   */
  HowWillTheProperyBeManaged?: ManagementType1 | null;
  RentalFrequency?: RentalFrequency | null;
}
/**
 * The let property (provider spec 2.2).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "PropertyInformationAsReceived".
 */
export interface PropertyInformationAsReceived {
  IsLandlordKnown?: boolean | null;
  /**
   * House in multiple occupation.
   */
  IsHMO?: boolean | null;
  NumberOfBedrooms?: number | null;
  Address: AddressAsReceived;
}
/**
 * One line of the tenancy's audit trail, as GET …/AuditTrail returns it.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AuditTrailRecord".
 */
export interface AuditTrailRecord {
  Timestamp?: string | null;
  Author?: string | null;
  Content?: string | null;
}
/**
 * A branch the service user belongs to; its Id is the BranchId of create tenancy.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Branch".
 */
export interface Branch {
  Id: BranchId;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "CreateNewTenancyEvent".
 */
export interface CreateNewTenancyEvent {
  topic: string & 'createNewTenancy';
  applicationRef: ApplicationReference;
  data: {
    /**
     * The property address.
     */
    address?: {
      addressLine1?: string | null;
      addressLine2?: string | null;
      town?: string | null;
      county?: string | null;
      postcode?: string | null;
      country?: string | null;
    } | null;
    /**
     * The applicants on the tenancy when it was created.
     */
    applicants?: AddedApplicantData[] | null;
    /**
     * The tenancy's ExternalReference.
     */
    partnerTenancyId?: ExternalReference | null;
    /**
     * An applicant's ExternalReference (an external reference of the partner).
     */
    partnerApplicantId?: ExternalReference | null;
    /**
     * E-mail address of the partner's customer.
     */
    partnerCustomerEmail?: string | null;
    branchId?: BranchId | null;
    branchName?: string | null;
    /**
     * The agent's id at the provider.
     */
    agentId?: (number | string) | null;
    /**
     * Integer code of the referencing service.
     */
    referencingServiceType?: number | null;
    /**
     * Integer code of the kind of application.
     */
    applicationType?: number | null;
  };
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * One applicant as addApplicant data and as an entry of createNewTenancy data.applicants: the applicant-event data (applicantRef, applicantStatus, reportType, rentShare) plus type and partnerContactId.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "AddedApplicantData".
 */
export interface AddedApplicantData {
  type?: ApplicantKind | null;
  /**
   * The applicant's ExternalReference, as the client set it.
   */
  partnerContactId?: ExternalReference | null;
  applicantRef?: ApplicantReference | null;
  applicantStatus?: ApplicantStatus | null;
  reportType?: ReportType | null;
  rentShare?: number | null;
}
/**
 * Body of add tenant (and, by assumption, add guarantor). Submit-time fields may be left out here; they are required when the details are submitted (see Applicant).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "CreateTenant".
 */
export interface CreateTenant {
  Title?: Title;
  /**
   * The title text; needed only when Title is 10 (Other).
   */
  State?: string;
  FirstName: string;
  LastName: string;
  /**
   * Sent on submit.
   */
  IsNameLegal?: boolean;
  EmailAddress: string;
  /**
   * Sent on submit.
   */
  BestPhoneNumber?: string;
  ReportType?: ReportType;
  ShareOfRent?: Money;
  RentCoveredByOtherTenant?: boolean;
  IsIncomeReferenceRequired?: boolean;
  /**
   * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
   */
  IsApplicantFillingTheForm?: boolean;
  IdentityCheck?: IdentityCheck;
  BirthDay?: IsoDate;
  Nationality?: string;
  MaritalStatus?: MaritalStatus;
  AnyPreviousSurnames?: boolean;
  HasInsuranceNo?: boolean;
  /**
   * National Insurance number.
   */
  InsuranceNo?: string;
  /**
   * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
   */
  HasAdverceData?: boolean;
  AddressHistory?: AddressHistoryEntry[];
  SignedConsent?: SignedConsent;
  /**
   * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
   */
  IncomeEvidence?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
   */
  ExternalReference?: ExternalReference;
  /**
   * The applicant reference, returned by the service.
   */
  ReferenceNumber?: ApplicantReference;
}
/**
 * Credentials of a service user, sent to POST /Authenticate.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Credentials".
 */
export interface Credentials {
  UserName: string;
  Password: string;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "DeprecatedNotificationEvent".
 */
export interface DeprecatedNotificationEvent {
  /**
   * The applicant reference (ApplicantRef); the notification carries no application reference.
   */
  ReferenceNo: ApplicantReference;
  /**
   * The event's topic. Absent on KYC status and legacy report payloads.
   */
  topic?: string | null;
  applicationRef?: ApplicationReference | null;
  data?: {} | null;
  /**
   * Kind of entry, for example Status Update, Report Available, Status Update KYC.
   */
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * An error answer of the service.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ErrorBody".
 */
export interface ErrorBody {
  Message?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "KycStatusEvent".
 */
export interface KycStatusEvent {
  /**
   * The id of the identity check.
   */
  KYCid: string;
  Status: KycStatus;
  UserType?: UserType | null;
  /**
   * E-mail address of the person checked.
   */
  Email?: string | null;
  /**
   * Present only when the check is complete. One entry per requested check, keyed by KYC report type (100 identity, 101 Right to Rent, 102 anti-money-laundering, 103 PEPs and sanctions; provider spec 2.5); each value is the URL {base_url}/KYC/Report/<KYCid>/<report_type>. Fetching a report needs the Token header (provider spec 4, 5.8).
   */
  Reports?: {
    /**
     * URL of the identity report.
     */
    '100'?: string | null;
    /**
     * URL of the Right to Rent report.
     */
    '101'?: string | null;
    /**
     * URL of the anti-money-laundering report.
     */
    '102'?: string | null;
    /**
     * URL of the PEPs and sanctions report.
     */
    '103'?: string | null;
  } | null;
  EntryType?: string | null;
  /**
   * The event's topic. Absent on KYC status and legacy report payloads.
   */
  topic?: string | null;
  applicationRef?: ApplicationReference | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "LegacyReportAvailableEvent".
 */
export interface LegacyReportAvailableEvent {
  EntryType: string;
  /**
   * The legacy report URL, not of the form of reportAvailable.
   */
  URL: string;
  ReportType?: ReportType | null;
  /**
   * The event's topic. Absent on KYC status and legacy report payloads.
   */
  topic?: string | null;
  applicationRef?: ApplicationReference | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * A note written against the tenancy or an applicant, as GET …/Notes returns it.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "NoteRecord".
 */
export interface NoteRecord {
  Timestamp?: string | null;
  Author?: string | null;
  Content?: string | null;
}
/**
 * Body of the deprecated POST /Notifications.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "Notification".
 */
export interface Notification {
  ReferenceNo: ApplicantReference1;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "PrescribedInformationCompletedEvent".
 */
export interface PrescribedInformationCompletedEvent {
  topic: string & 'prescribedInformationCompleted';
  applicationRef: ApplicationReference;
  /**
   * Whether the tenancy is already finalised.
   */
  isTenancyFinalised?: boolean | null;
  /**
   * The deposit protection scheme provider, as text.
   */
  schemeProvider?: string | null;
  /**
   * The type of deposit protection scheme, as text.
   */
  schemeType?: string | null;
  EntryType?: string | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseAppliedEvent".
 */
export interface RentIncreaseAppliedEvent {
  topic: string & 'rentIncreaseApplied';
  applicationRef: ApplicationReference;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  /**
   * Status of the rent review, as text (states Complete).
   */
  statusText?: string | null;
  /**
   * The rent now in force.
   */
  appliedRentAmount?: Money | null;
  /**
   * How often the applied rent is paid.
   */
  appliedRentFrequency?: RentFrequencyText | null;
  /**
   * The date from which the rent applies.
   */
  appliedFromDate?: IsoDate | null;
  /**
   * The rent before the increase.
   */
  previousRentAmount?: Money | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseNoticeIssuedEvent".
 */
export interface RentIncreaseNoticeIssuedEvent {
  topic: string & 'rentIncreaseNoticeIssued';
  applicationRef: ApplicationReference;
  /**
   * The provider's id of the rent-increase notice.
   */
  noticeId?: number | null;
  /**
   * Internal storage key of the rent-increase notice, not a URL. The document itself arrives through the matching uploadPartnerDocument event.
   */
  documentS3Key?: string | null;
  /**
   * File name of the rent-increase notice.
   */
  documentName?: string | null;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  /**
   * Status of the rent review, as text.
   */
  statusText?: string | null;
  /**
   * The new rent.
   */
  newRentAmount?: Money | null;
  /**
   * How often the new rent is paid.
   */
  newRentFrequency?: RentFrequencyText | null;
  /**
   * The date from which the new rent applies.
   */
  newRentStartDate?: IsoDate | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseNoticeWithdrawnEvent".
 */
export interface RentIncreaseNoticeWithdrawnEvent {
  topic: string & 'rentIncreaseNoticeWithdrawn';
  applicationRef: ApplicationReference;
  /**
   * Internal storage key of the withdrawal document, not a URL. The document itself arrives through the matching uploadPartnerDocument event.
   */
  documentS3Key?: string | null;
  /**
   * File name of the withdrawal document.
   */
  documentName?: string | null;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  /**
   * Status of the rent review, as text (states Complete).
   */
  statusText?: string | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseTribunalDecisionConfirmedEvent".
 */
export interface RentIncreaseTribunalDecisionConfirmedEvent {
  topic: string & 'rentIncreaseTribunalDecisionConfirmed';
  applicationRef: ApplicationReference;
  /**
   * The rent the tribunal confirmed.
   */
  confirmedRentAmount?: Money | null;
  /**
   * How often the confirmed rent is paid.
   */
  confirmedRentFrequency?: RentFrequencyText | null;
  /**
   * The date from which the confirmed rent applies.
   */
  confirmedRentStartDate?: IsoDate | null;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  /**
   * Internal storage key of the decision document, not a URL; present only when a decision document exists.
   */
  documentS3Key?: string | null;
  /**
   * File name of the decision document; present only when a decision document exists.
   */
  documentName?: string | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseTribunalReferralEvent".
 */
export interface RentIncreaseTribunalReferralEvent {
  topic: string & 'rentIncreaseTribunalReferral';
  applicationRef: ApplicationReference;
  /**
   * The date the increase was referred to the tribunal.
   */
  dateReferred?: IsoDate | null;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseTribunalReferralWithdrawnEvent".
 */
export interface RentIncreaseTribunalReferralWithdrawnEvent {
  topic: string & 'rentIncreaseTribunalReferralWithdrawn';
  applicationRef: ApplicationReference;
  /**
   * Text of the journal note written for this step of the rent review.
   */
  journalNoteText?: string | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentIncreaseWithdrawalFinalisedEvent".
 */
export interface RentIncreaseWithdrawalFinalisedEvent {
  topic: string & 'rentIncreaseWithdrawalFinalised';
  applicationRef: ApplicationReference;
  /**
   * Internal storage key of the withdrawal notice, not a URL. The document itself arrives through the matching uploadPartnerDocument event.
   */
  documentS3Key?: string | null;
  /**
   * File name of the withdrawal notice.
   */
  documentName?: string | null;
  data?: {} | null;
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
}
/**
 * One applicant's share of the rent, in PUT …/RentShare.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentShareEntry".
 */
export interface RentShareEntry {
  ApplicantRef: ApplicantReference;
  Rent: Money;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ReportAvailableEvent".
 */
export interface ReportAvailableEvent {
  topic?: string | null;
  /**
   * The report product of this report (provider spec 2.5); 7 is the Summary of a pair.
   */
  ReportType: ReportType;
  /**
   * Where to download the report (a PDF): {base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>. Fetching it needs the Token header (provider spec 4, 5.8).
   */
  URL: string;
  EntryType: string;
  /**
   * As on updateApplicant, 0 while the application is still starting, otherwise 1.
   */
  applicationStatus?: number | null;
  Status?: ApplicantStatus | null;
  data?: {
    applicantRef?: ApplicantReference | null;
    applicantStatus?: ApplicantStatus | null;
    reportType?: ReportType | null;
    rentShare?: number | null;
  } | null;
  applicationRef: ApplicationReference;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "TenancyFinalisedEvent".
 */
export interface TenancyFinalisedEvent {
  topic: string & 'tenancyFinalised';
  applicationRef: ApplicationReference;
  /**
   * Whether the tenancy has an inventory.
   */
  hasInventory?: boolean | null;
  /**
   * Number of days the tenants have to report issues (with the inventory); may be null.
   */
  daysToReportIssues?: number | null;
  /**
   * Whether prescribed information (deposit protection) is required for this tenancy.
   */
  isPrescribedInformationRequired?: boolean | null;
  /**
   * Whether prescribed information has been submitted.
   */
  isPrescribedInformationCompleted?: boolean | null;
  EntryType?: string | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "TenancyStartDateChangedEvent".
 */
export interface TenancyStartDateChangedEvent {
  topic: string & 'tenancyStartDateChanged';
  applicationRef: ApplicationReference;
  /**
   * The previous start date, or null when there was none.
   */
  oldStartDate?: IsoDate | null;
  newStartDate: IsoDate;
  EntryType?: string | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "UpdateApplicantEvent".
 */
export interface UpdateApplicantEvent {
  topic: string & 'updateApplicant';
  applicationRef: ApplicationReference;
  /**
   * 0 while the application is still starting, otherwise 1.
   */
  applicationStatus?: number | null;
  Status?: ApplicantStatus | null;
  data: {
    applicantRef: ApplicantReference;
    applicantStatus?: ApplicantStatus | null;
    reportType?: ReportType | null;
    rentShare?: number | null;
  };
  /**
   * The full Applicant object, present when the applicant is completed.
   */
  Applicant?: {
    Title?: Title | null;
    /**
     * The title text; needed only when Title is 10 (Other).
     */
    State?: string | null;
    FirstName?: string | null;
    LastName?: string | null;
    /**
     * Sent on submit.
     */
    IsNameLegal?: boolean | null;
    EmailAddress?: string | null;
    /**
     * Sent on submit.
     */
    BestPhoneNumber?: string | null;
    ReportType?: ReportType | null;
    ShareOfRent?: Money | null;
    RentCoveredByOtherTenant?: boolean | null;
    IsIncomeReferenceRequired?: boolean | null;
    /**
     * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
     */
    IsApplicantFillingTheForm?: boolean | null;
    IdentityCheck?: IdentityCheckAsReceived | null;
    BirthDay?: IsoDate | null;
    Nationality?: string | null;
    MaritalStatus?: MaritalStatus | null;
    AnyPreviousSurnames?: boolean | null;
    HasInsuranceNo?: boolean | null;
    /**
     * National Insurance number.
     */
    InsuranceNo?: string | null;
    /**
     * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
     */
    HasAdverceData?: boolean | null;
    AddressHistory?: AddressHistoryEntryAsReceived[] | null;
    SignedConsent?: SignedConsent | null;
    /**
     * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
     */
    IncomeEvidence?: {
      [k: string]: unknown | undefined;
    } | null;
    /**
     * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
     */
    ExternalReference?: ExternalReference | null;
    /**
     * The applicant reference, returned by the service.
     */
    ReferenceNumber?: ApplicantReference | null;
  } | null;
  /**
   * Kind of entry, for example Status Update, Report Available, Status Update KYC.
   */
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "UpdateApplicationStatusEvent".
 */
export interface UpdateApplicationStatusEvent {
  topic: string & 'updateApplicationStatus';
  applicationRef: ApplicationReference;
  applicationStatus: TenancyStep;
  /**
   * Whether prescribed information (deposit protection) is required for this tenancy.
   */
  isPrescribedInformationRequired?: boolean | null;
  /**
   * Whether prescribed information has been submitted.
   */
  isPrescribedInformationCompleted?: boolean | null;
  /**
   * Whether the tenancy agreement is fully signed and the tenancy finalised.
   */
  isTenancyFinalised?: boolean | null;
  /**
   * Integer code of how the applicants will sign.
   */
  howWillSignApplicants?: number | null;
  /**
   * Integer code of how the agent and landlord will sign.
   */
  howWillSignAgentLandlord?: number | null;
  EntryType?: string | null;
  data?: {} | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "UploadPartnerDocumentEvent".
 */
export interface UploadPartnerDocumentEvent {
  topic: string & 'uploadPartnerDocument';
  applicationRef: ApplicationReference;
  data: (PresignedURLUsual | InlineBase64FilePublishingFailed) & {
    documentType: DocumentType;
    /**
     * The file name of the document.
     */
    fileName: string;
    /**
     * Presigned URL of the file. Fetch it within 24 hours of the event, without a Token; after that it no longer works.
     */
    presignedUrl?: string | null;
    /**
     * The file itself, base64 encoded, sent instead of presignedUrl when publishing the file failed. Can be large.
     */
    fileData?: string | null;
  };
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
export interface PresignedURLUsual {
  presignedUrl: string;
}
export interface InlineBase64FilePublishingFailed {
  fileData: string;
}
/**
 * Body of create tenancy, POST /Applications/{BranchId} (provider spec 2.2).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicationAsReceived".
 */
export interface ApplicationAsReceived {
  ExternalReference?: ExternalReference | null;
  RentalDetails: RentalDetailsAsReceived;
  PropertyInformation: PropertyInformationAsReceived;
  InviteLandlordForAMLCheck?: boolean | null;
  ReferenceRequired?: boolean | null;
}
/**
 * Every known field of an applicant (tenant or guarantor), provider spec 2.3, with none required. The base of CreateTenant and Applicant, and the shape of an applicant the service returns or embeds in an event.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantDetails".
 */
export interface ApplicantDetails {
  Title?: Title;
  /**
   * The title text; needed only when Title is 10 (Other).
   */
  State?: string;
  FirstName?: string;
  LastName?: string;
  /**
   * Sent on submit.
   */
  IsNameLegal?: boolean;
  EmailAddress?: string;
  /**
   * Sent on submit.
   */
  BestPhoneNumber?: string;
  ReportType?: ReportType;
  ShareOfRent?: Money;
  RentCoveredByOtherTenant?: boolean;
  IsIncomeReferenceRequired?: boolean;
  /**
   * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
   */
  IsApplicantFillingTheForm?: boolean;
  IdentityCheck?: IdentityCheck;
  BirthDay?: IsoDate;
  Nationality?: string;
  MaritalStatus?: MaritalStatus;
  AnyPreviousSurnames?: boolean;
  HasInsuranceNo?: boolean;
  /**
   * National Insurance number.
   */
  InsuranceNo?: string;
  /**
   * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
   */
  HasAdverceData?: boolean;
  AddressHistory?: AddressHistoryEntry[];
  SignedConsent?: SignedConsent;
  /**
   * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
   */
  IncomeEvidence?: {
    [k: string]: unknown | undefined;
  };
  /**
   * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
   */
  ExternalReference?: ExternalReference;
  /**
   * The applicant reference, returned by the service.
   */
  ReferenceNumber?: ApplicantReference;
}
/**
 * Body of add tenant (and, by assumption, add guarantor). Submit-time fields may be left out here; they are required when the details are submitted (see Applicant).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "CreateTenantAsReceived".
 */
export interface CreateTenantAsReceived {
  Title?: Title | null;
  /**
   * The title text; needed only when Title is 10 (Other).
   */
  State?: string | null;
  FirstName: string;
  LastName: string;
  /**
   * Sent on submit.
   */
  IsNameLegal?: boolean | null;
  EmailAddress: string;
  /**
   * Sent on submit.
   */
  BestPhoneNumber?: string | null;
  ReportType?: ReportType | null;
  ShareOfRent?: Money | null;
  RentCoveredByOtherTenant?: boolean | null;
  IsIncomeReferenceRequired?: boolean | null;
  /**
   * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
   */
  IsApplicantFillingTheForm?: boolean | null;
  IdentityCheck?: IdentityCheckAsReceived | null;
  BirthDay?: IsoDate | null;
  Nationality?: string | null;
  MaritalStatus?: MaritalStatus | null;
  AnyPreviousSurnames?: boolean | null;
  HasInsuranceNo?: boolean | null;
  /**
   * National Insurance number.
   */
  InsuranceNo?: string | null;
  /**
   * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
   */
  HasAdverceData?: boolean | null;
  AddressHistory?: AddressHistoryEntryAsReceived[] | null;
  SignedConsent?: SignedConsent | null;
  /**
   * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
   */
  IncomeEvidence?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
   */
  ExternalReference?: ExternalReference | null;
  /**
   * The applicant reference, returned by the service.
   */
  ReferenceNumber?: ApplicantReference | null;
}
/**
 * The full Applicant, sent to submit a tenant or guarantor and to create-and-submit in one call. Its required list holds the submit-time fields of provider spec 2.3: date of birth, nationality, marital status, address history and signed consent, even if they were left out on create. Income evidence, also required at submit, travels as IncomeEvidence (our reading; not in the required list).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantAsReceived".
 */
export interface ApplicantAsReceived {
  AddressHistory: AddressHistoryEntryAsReceived[] & [AddressHistoryEntryAsReceived, ...AddressHistoryEntryAsReceived[]];
  Title?: Title | null;
  /**
   * The title text; needed only when Title is 10 (Other).
   */
  State?: string | null;
  FirstName: string;
  LastName: string;
  /**
   * Sent on submit.
   */
  IsNameLegal?: boolean | null;
  EmailAddress: string;
  /**
   * Sent on submit.
   */
  BestPhoneNumber?: string | null;
  ReportType?: ReportType | null;
  ShareOfRent?: Money | null;
  RentCoveredByOtherTenant?: boolean | null;
  IsIncomeReferenceRequired?: boolean | null;
  /**
   * When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
   */
  IsApplicantFillingTheForm?: boolean | null;
  IdentityCheck?: IdentityCheckAsReceived | null;
  BirthDay: IsoDate;
  Nationality: string;
  MaritalStatus: MaritalStatus;
  AnyPreviousSurnames?: boolean | null;
  HasInsuranceNo?: boolean | null;
  /**
   * National Insurance number.
   */
  InsuranceNo?: string | null;
  /**
   * Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider.
   */
  HasAdverceData?: boolean | null;
  SignedConsent: SignedConsent;
  /**
   * Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent.
   */
  IncomeEvidence?: {
    [k: string]: unknown | undefined;
  } | null;
  /**
   * The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents).
   */
  ExternalReference?: ExternalReference | null;
  /**
   * The applicant reference, returned by the service.
   */
  ReferenceNumber?: ApplicantReference | null;
}
/**
 * HTTP headers of every delivery. The optional static header configured on the agent (see the security scheme) is sent too. Header names are case-insensitive.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "WebhookHeaders".
 */
export interface WebhookHeaders {
  'User-Agent'?: 'Service-Webhook-Client/1.0';
  'Content-Type'?: 'application/json';
}
/**
 * Envelope fields most agent webhooks carry (provider spec 6.2). Inbound payloads are read tolerantly: no field of the envelope is required here and unknown fields pass; each message states what it requires, and its x-sent-fields which of these fields the provider sends.
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "EventMetadata".
 */
export interface EventMetadata {
  /**
   * The event's topic. Absent on KYC status and legacy report payloads.
   */
  topic?: string | null;
  applicationRef?: ApplicationReference | null;
  data?: {} | null;
  /**
   * Kind of entry, for example Status Update, Report Available, Status Update KYC.
   */
  EntryType?: string | null;
  /**
   * When the event was raised.
   */
  CreationDate?: string | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * The provider's internal id of the applicant, on per-applicant events.
   */
  ApplicantId?: (number | string) | null;
  /**
   * The tenancy's ExternalReference, as the client set it.
   */
  ApplicationExternalReference?: string | null;
  /**
   * The applicant's ExternalReference.
   */
  ApplicantExternalReference?: string | null;
}
/**
 * The data of applicant events (updateApplicant, addApplicant, Report Available).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "ApplicantEventData".
 */
export interface ApplicantEventData {
  applicantRef?: ApplicantReference | null;
  applicantStatus?: ApplicantStatus | null;
  reportType?: ReportType | null;
  rentShare?: number | null;
}
/**
 * Top-level fields every rent-review event carries (provider spec 6.4, rent review topics): applicationRef, partnerTenancyId, ApplicationId and EntryType. Money is a number, dates are yyyy-MM-dd, frequencies are text. A documentS3Key is an internal key, not a URL: the document itself arrives through the matching uploadPartnerDocument event (documentType 28 to 30).
 *
 * This interface was referenced by `ValidatedTypes`'s JSON-Schema
 * via the `definition` "RentReviewEvent".
 */
export interface RentReviewEvent {
  applicationRef?: ApplicationReference | null;
  /**
   * The tenancy's ExternalReference, as the client set it on create.
   */
  partnerTenancyId?: ExternalReference | null;
  /**
   * The provider's internal numeric id of the tenancy.
   */
  ApplicationId?: number | null;
  /**
   * Kind of entry of the rent-review event.
   */
  EntryType?: string | null;
}
