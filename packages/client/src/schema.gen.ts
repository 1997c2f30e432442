// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/client with openapi-typescript (packages/codegen). Run `pnpm generate` after changing spec/.

export interface paths {
  '/Authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in a service user and receive a session token
     * @description Answers 200 with response headers Token (a GUID) and TokenExpiry (minutes; 720). Send the token as request
     *     header Token on every later call.
     *
     *     Each successful login issues a new token and retires every earlier token of the same user. Two processes
     *     sharing a user therefore invalidate each other: use one session per user (sharing its token) or one user per
     *     integration. A service user belongs to the branches it will use, and is valid in another environment only if
     *     it was issued there.
     */
    post: operations['authenticate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Branches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the branches the service user belongs to
     * @description Each entry's integer Id is the BranchId that create tenancy takes.
     */
    get: operations['listBranches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{BranchIdOrReferenceNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Fetch a tenancy by its reference
     * @description The path parameter is the tenancy reference (seven digits, as a string), never a branch id. Sending a branch
     *     id here is a client error.
     */
    get: operations['getApplication'];
    put?: never;
    /**
     * Create a tenancy under a branch
     * @description The path parameter is a branch id (an integer from GET /Branches), never a tenancy reference. Sending a
     *     tenancy reference here is a client error.
     *
     *     Answers 200 with the new tenancy's reference as a JSON string of seven digits. Store it: there is no list or
     *     search endpoint, and it is the {ApplicationRef} of every later call. Raises the webhook createNewTenancy.
     */
    post: operations['createTenancy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/{Reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Fetch one applicant of a tenancy
     * @description Answers the applicant (tenant or guarantor) whose reference the service returned when it was added. Reference is the applicant reference (agent prefix and seven digits), ApplicationRef the tenancy it belongs to: a client must have stored both, since nothing lists applicants.
     */
    get: operations['getApplicant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a tenant to a tenancy
     * @description Answers 200 with the Applicant, including its ReferenceNumber (store it, with the link to the tenancy: deprecated
     *     notifications carry only the applicant reference). The tenant exists with status Created and referencing has
     *     not started until the details are submitted. With IsApplicantFillingTheForm true the service e-mails the tenant
     *     a form and chases the tenant; otherwise it chases the branch. Raises the webhook addApplicant.
     */
    post: operations['addTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Tenants/{TenantRef}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a tenant's details and start referencing
     * @description Sends the full Applicant. The submit-time fields (date of birth, nationality, marital status, address history,
     *     income evidence and signed consent) are required here even if they were left out on create. Answers 200 and
     *     referencing starts; updateApplicant webhooks follow, and Report Available when the report is ready.
     */
    post: operations['submitTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/CompletedTenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a tenant and submit the details in one call
     * @description Sends the full Applicant (submit-time fields required); the tenant is created and referencing starts.
     */
    post: operations['createAndSubmitTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Guarantors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a guarantor to a tenancy
     * @description Works as add tenant does; the guarantor has status Created until submitted. Raises addApplicant.
     */
    post: operations['addGuarantor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Guarantors/{GuarantorRef}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a guarantor's details
     * @description Works as submit tenant does; the submit-time fields are required.
     */
    post: operations['submitGuarantor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the report types available for a tenancy
     * @description Answers the ReportType ids (provider spec 2.5) whose report can be downloaded now for this tenancy, with GET …/Reports/{ReportType}. A final report usually comes with its Summary (type 7).
     */
    get: operations['listReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Reports/{ReportType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a tenancy report as PDF
     * @description Needs the Token header, as every report download does.
     */
    get: operations['downloadReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download one applicant's report as PDF
     * @description The URL form carried by Report Available webhooks ({base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>). Needs the Token header.
     */
    get: operations['downloadApplicantReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/KYC/Report/{KYCid}/{ReportType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an identity-check (KYC) report
     * @description The URL form carried by KYC status webhooks ({base_url}/KYC/Report/<KYCid>/<report_type>). Needs the Token header.
     */
    get: operations['downloadKycReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/RentShare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set each applicant's share of the rent
     * @description Replaces the share of the monthly rent of each applicant named, as an array of {ApplicantRef, Rent}. Sending the same shares again leaves the same state, so the call is safe to repeat.
     */
    put: operations['setRentShare'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the tenancy start date
     * @description No body; the date travels in the path as yyyy-MM-dd. Raises the webhook tenancyStartDateChanged.
     */
    put: operations['changeTenancyStartDate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the tenancy for an applicant, giving a reason
     * @description The body is a single JSON string holding the reason.
     */
    post: operations['cancelTenancy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/Notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the notes of a tenancy
     * @description Answers the notes written against the tenancy and its applicants. New notes are also pushed as addNote webhooks.
     */
    get: operations['listNotes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Applications/{ApplicationRef}/AuditTrail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Fetch the audit trail of a tenancy
     * @description Answers the audit trail of the tenancy: the record of what happened to it and its applicants, and when. Audit lines are also pushed as addNote webhooks with EntryType AuditTrail.
     */
    get: operations['getAuditTrail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deprecated notification mechanism, replaced by webhooks
     * @deprecated
     * @description Deprecated in favour of webhooks. A notification carries only the applicant reference, in a field named ReferenceNo, and no application reference: a client that needs the tenancy must have stored the applicant-to-tenancy link when it created the applicant.
     */
    post: operations['sendNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * Credentials
     * @description Credentials of a service user, sent to POST /Authenticate.
     */
    Credentials: {
      UserName: string;
      Password: string;
    };
    /**
     * ErrorBody
     * @description An error answer of the service.
     */
    ErrorBody: {
      Message?: string;
    };
    /**
     * BranchId
     * @description A branch, taken from the Id of an entry of GET /Branches (provider spec 2.1). An integer, never a tenancy reference.
     * @example 42
     */
    BranchId: number;
    /**
     * Branch
     * @description A branch the service user belongs to; its Id is the BranchId of create tenancy.
     */
    Branch: {
      Id: components['schemas']['BranchId'];
    };
    /**
     * BranchList
     * @description The branches the service user belongs to, as GET /Branches returns them.
     */
    BranchList: components['schemas']['Branch'][];
    /**
     * ApplicationReference
     * @description The tenancy reference (provider spec 2.1): seven digits, zero padded, always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.
     * @example 0001234
     */
    ApplicationReference: string;
    /**
     * ExternalReference
     * @description The client's own id, set on create. Optional; the service never lists or searches by it.
     * @example CRM-TEN-88213
     */
    ExternalReference: string;
    /**
     * Money
     * @description An amount of money in pounds, as a JSON number.
     * @example 1250
     */
    Money: number;
    /**
     * IsoDate
     * Format: date
     * @description A calendar date written yyyy-MM-dd.
     * @example 2026-12-01
     */
    IsoDate: string;
    /**
     * ManagementType
     * @description Dictionary code of how the property will be managed (RentalDetails.HowWillTheProperyBeManaged).
     * @example 3
     */
    ManagementType: number;
    /**
     * RentalFrequency
     * @description Dictionary code of how often rent is paid.
     * @example 1
     */
    RentalFrequency: number;
    /**
     * RentalDetails
     * @description Rent and term of the tenancy (provider spec 2.2).
     */
    RentalDetails: {
      MonthlyRent: components['schemas']['Money'];
      BillsIncludedWithinTheRent?: boolean;
      /** @description Length of the tenancy. */
      TenancyTerm?: number;
      TenancyStartDate: components['schemas']['IsoDate'];
      /** @description How the property will be managed. The field name is spelled exactly so by the provider. */
      HowWillTheProperyBeManaged?: components['schemas']['ManagementType'];
      RentalFrequency?: components['schemas']['RentalFrequency'];
    };
    /**
     * Address
     * @description A postal address (provider spec 2.2); also used in address history. All fields are strings.
     * @example {
     *       "Postcode": "SW1A 1AA",
     *       "HouseNumber": "10",
     *       "Street": "Downing Street",
     *       "Town": "London",
     *       "County": "Greater London",
     *       "Country": "United Kingdom"
     *     }
     */
    Address: {
      Postcode: string;
      HouseNumber?: string;
      Street?: string;
      Town?: string;
      County?: string;
      Country?: string;
    };
    /**
     * PropertyInformation
     * @description The let property (provider spec 2.2).
     */
    PropertyInformation: {
      IsLandlordKnown?: boolean;
      /** @description House in multiple occupation. */
      IsHMO?: boolean;
      NumberOfBedrooms?: number;
      Address: components['schemas']['Address'];
    };
    /**
     * ApplicationRecord
     * @description The application (tenancy) as GET /Applications/{ReferenceNumber} returns it.
     */
    ApplicationRecord: {
      ReferenceNumber?: components['schemas']['ApplicationReference'];
      ExternalReference?: components['schemas']['ExternalReference'];
      RentalDetails?: components['schemas']['RentalDetails'];
      PropertyInformation?: components['schemas']['PropertyInformation'];
      InviteLandlordForAMLCheck?: boolean;
      ReferenceRequired?: boolean;
    };
    /**
     * Application
     * @description Body of create tenancy, POST /Applications/{BranchId} (provider spec 2.2).
     */
    Application: {
      ExternalReference?: components['schemas']['ExternalReference'];
      RentalDetails: components['schemas']['RentalDetails'];
      PropertyInformation: components['schemas']['PropertyInformation'];
      InviteLandlordForAMLCheck?: boolean;
      ReferenceRequired?: boolean;
    };
    /**
     * ApplicantReference
     * @description One person on the tenancy (provider spec 2.1): agent prefix followed by seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.
     * @example ABC0004567
     * @example DY0000321
     */
    ApplicantReference: string;
    /**
     * Title
     * @description Dictionary code of a person's title. When the code is 10 (Other) the title text goes in State.
     * @example 3
     */
    Title: number;
    /**
     * ReportType
     * @description Report product id (provider spec 2.5). Integers, never names.
     * @example 1
     */
    ReportType: number;
    /**
     * IdentityCheck
     * @description Which identity checks (KYC) to run for the applicant.
     */
    IdentityCheck: {
      IdVerification?: boolean;
      RightToRentVerification?: boolean;
      AMLVerification?: boolean;
      PEPsAndSanctionsVerification?: boolean;
    };
    /**
     * MaritalStatus
     * @description Dictionary code of marital status.
     * @example 7
     */
    MaritalStatus: number;
    /**
     * LivingStatus
     * @description Dictionary code of how the applicant lived at an address of their history.
     * @example 1
     */
    LivingStatus: number;
    /**
     * AddressHistoryEntry
     * @description One address the applicant lived at.
     */
    AddressHistoryEntry: {
      DateMovedIn: components['schemas']['IsoDate'];
      LivingStatus?: components['schemas']['LivingStatus'];
      Address: components['schemas']['Address'];
    };
    /**
     * DeliveryMethod
     * @description Dictionary code of how signed consent was delivered.
     * @example 1
     */
    DeliveryMethod: number;
    /**
     * SignedConsent
     * @description The applicant's signed consent to referencing.
     */
    SignedConsent: {
      DeliveryMethod: components['schemas']['DeliveryMethod'];
    };
    /**
     * ApplicantDetails
     * @description Every known field of an applicant (tenant or guarantor), provider spec 2.3, with none required. The base of CreateTenant and Applicant, and the shape of an applicant the service returns or embeds in an event.
     */
    ApplicantDetails: {
      Title?: components['schemas']['Title'];
      /** @description The title text; needed only when Title is 10 (Other). */
      State?: string;
      FirstName?: string;
      LastName?: string;
      /** @description Sent on submit. */
      IsNameLegal?: boolean;
      /** Format: email */
      EmailAddress?: string;
      /** @description Sent on submit. */
      BestPhoneNumber?: string;
      ReportType?: components['schemas']['ReportType'];
      ShareOfRent?: components['schemas']['Money'];
      RentCoveredByOtherTenant?: boolean;
      IsIncomeReferenceRequired?: boolean;
      /**
       * @description When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch.
       * @default false
       */
      IsApplicantFillingTheForm?: boolean;
      IdentityCheck?: components['schemas']['IdentityCheck'];
      BirthDay?: components['schemas']['IsoDate'];
      Nationality?: string;
      MaritalStatus?: components['schemas']['MaritalStatus'];
      AnyPreviousSurnames?: boolean;
      HasInsuranceNo?: boolean;
      /** @description National Insurance number. */
      InsuranceNo?: string;
      /** @description Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider. */
      HasAdverceData?: boolean;
      AddressHistory?: components['schemas']['AddressHistoryEntry'][];
      SignedConsent?: components['schemas']['SignedConsent'];
      /** @description Evidence of the applicant's income, required at submit (provider spec 2.3). Any JSON object is accepted and kept as it is sent. */
      IncomeEvidence?: {
        [key: string]: unknown;
      };
      /** @description The client's own id for this applicant, set on create. Events carry it back as partnerContactId (addApplicant, createNewTenancy) and ApplicantExternalReference (per-applicant documents). */
      ExternalReference?: components['schemas']['ExternalReference'];
      /** @description The applicant reference, returned by the service. */
      readonly ReferenceNumber?: components['schemas']['ApplicantReference'];
    };
    /**
     * CreateTenant
     * @description Body of add tenant (and, by assumption, add guarantor). Submit-time fields may be left out here; they are required when the details are submitted (see Applicant).
     */
    CreateTenant: WithRequired<components['schemas']['ApplicantDetails'], 'FirstName' | 'LastName' | 'EmailAddress'>;
    /**
     * Applicant
     * @description The full Applicant, sent to submit a tenant or guarantor and to create-and-submit in one call. Its required list holds the submit-time fields of provider spec 2.3: date of birth, nationality, marital status, address history and signed consent, even if they were left out on create. Income evidence, also required at submit, travels as IncomeEvidence (our reading; not in the required list).
     */
    Applicant: {
      AddressHistory: components['schemas']['AddressHistoryEntry'][];
    } & WithRequired<
      components['schemas']['ApplicantDetails'],
      | 'FirstName'
      | 'LastName'
      | 'EmailAddress'
      | 'BirthDay'
      | 'Nationality'
      | 'MaritalStatus'
      | 'AddressHistory'
      | 'SignedConsent'
    >;
    /**
     * ReportTypeList
     * @description Report type ids available for the tenancy.
     */
    ReportTypeList: components['schemas']['ReportType'][];
    /**
     * Pdf
     * @description A PDF document (bytes starting with %PDF-).
     */
    Pdf: string;
    /**
     * KycReportType
     * @description Report type of an identity check (KYC), used in KYC payloads and report URLs.
     * @example 100
     */
    KycReportType: number;
    /**
     * RentShareEntry
     * @description One applicant's share of the rent, in PUT …/RentShare.
     */
    RentShareEntry: {
      ApplicantRef: components['schemas']['ApplicantReference'];
      Rent: components['schemas']['Money'];
    };
    /**
     * RentShare
     * @description Body of PUT …/RentShare, each applicant's share of the rent.
     */
    RentShare: components['schemas']['RentShareEntry'][];
    /**
     * CancellationReason
     * @description Body of cancel tenancy, a single JSON string holding the reason.
     * @example Tenant withdrew before referencing started
     */
    CancellationReason: string;
    /**
     * NoteRecord
     * @description A note written against the tenancy or an applicant, as GET …/Notes returns it.
     */
    NoteRecord: {
      /** Format: date-time */
      Timestamp?: string;
      Author?: string;
      Content?: string;
    };
    /**
     * NoteList
     * @description The notes of a tenancy, as GET …/Notes returns them.
     */
    NoteList: components['schemas']['NoteRecord'][];
    /**
     * AuditTrailRecord
     * @description One line of the tenancy's audit trail, as GET …/AuditTrail returns it.
     */
    AuditTrailRecord: {
      /** Format: date-time */
      Timestamp?: string;
      Author?: string;
      Content?: string;
    };
    /**
     * AuditTrail
     * @description The audit trail of a tenancy, as GET …/AuditTrail returns it.
     */
    AuditTrail: components['schemas']['AuditTrailRecord'][];
    /**
     * Notification
     * @description Body of the deprecated POST /Notifications.
     */
    Notification: {
      /** @description The applicant reference; deprecated notifications carry no application reference. */
      ReferenceNo: components['schemas']['ApplicantReference'];
    };
  };
  responses: {
    /** @description The token is expired, retired or missing. Authenticate again (POST /Authenticate) and retry the request once. A token is retired whenever the same service user logs in again, so two processes sharing a user invalidate each other: share one session per user, or use one user per integration. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
    /** @description The request is invalid: a body that breaks the schema, or a wrong kind of identifier (a tenancy reference where a branch id belongs, or the reverse). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorBody'];
      };
    };
  };
  parameters: {
    /**
     * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
     * @example 0001234
     */
    ApplicationRef: components['schemas']['ApplicationReference'];
    /**
     * @description The tenant's applicant reference, the ReferenceNumber returned by add tenant.
     * @example ABC0004567
     */
    TenantRef: components['schemas']['ApplicantReference'];
    /**
     * @description The guarantor's applicant reference, the ReferenceNumber returned by add guarantor.
     * @example ABC0004999
     */
    GuarantorRef: components['schemas']['ApplicantReference'];
    /**
     * @description Report product id (provider spec 2.5), for example 1 (Elite) or 7 (Summary).
     * @example 1
     */
    ReportType: components['schemas']['ReportType'];
    /**
     * @description An applicant reference (agent prefix followed by seven digits; DY for self-service drafts).
     * @example ABC0004567
     */
    ApplicantRefPath: components['schemas']['ApplicantReference'];
  };
  requestBodies: never;
  headers: {
    /**
     * @description The session token, a GUID. Send it as request header Token on every later call. Issuing it retires every earlier token of the same service user.
     * @example 3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01
     */
    Token: string;
    /**
     * @description Lifetime of the token in minutes (720, that is 12 hours). Re-authenticate before it runs out.
     * @example 720
     */
    TokenExpiry: number;
  };
  pathItems: never;
}
export type Credentials = components['schemas']['Credentials'];
export type ErrorBody = components['schemas']['ErrorBody'];
export type BranchId = components['schemas']['BranchId'];
export type Branch = components['schemas']['Branch'];
export type BranchList = components['schemas']['BranchList'];
export type ApplicationReference = components['schemas']['ApplicationReference'];
export type ExternalReference = components['schemas']['ExternalReference'];
export type Money = components['schemas']['Money'];
export type IsoDate = components['schemas']['IsoDate'];
export type ManagementType = components['schemas']['ManagementType'];
export type RentalFrequency = components['schemas']['RentalFrequency'];
export type RentalDetails = components['schemas']['RentalDetails'];
export type Address = components['schemas']['Address'];
export type PropertyInformation = components['schemas']['PropertyInformation'];
export type ApplicationRecord = components['schemas']['ApplicationRecord'];
export type Application = components['schemas']['Application'];
export type ApplicantReference = components['schemas']['ApplicantReference'];
export type Title = components['schemas']['Title'];
export type ReportType = components['schemas']['ReportType'];
export type IdentityCheck = components['schemas']['IdentityCheck'];
export type MaritalStatus = components['schemas']['MaritalStatus'];
export type LivingStatus = components['schemas']['LivingStatus'];
export type AddressHistoryEntry = components['schemas']['AddressHistoryEntry'];
export type DeliveryMethod = components['schemas']['DeliveryMethod'];
export type SignedConsent = components['schemas']['SignedConsent'];
export type ApplicantDetails = components['schemas']['ApplicantDetails'];
export type CreateTenant = components['schemas']['CreateTenant'];
export type Applicant = components['schemas']['Applicant'];
export type ReportTypeList = components['schemas']['ReportTypeList'];
export type Pdf = components['schemas']['Pdf'];
export type KycReportType = components['schemas']['KycReportType'];
export type RentShareEntry = components['schemas']['RentShareEntry'];
export type RentShare = components['schemas']['RentShare'];
export type CancellationReason = components['schemas']['CancellationReason'];
export type NoteRecord = components['schemas']['NoteRecord'];
export type NoteList = components['schemas']['NoteList'];
export type AuditTrailRecord = components['schemas']['AuditTrailRecord'];
export type AuditTrail = components['schemas']['AuditTrail'];
export type Notification = components['schemas']['Notification'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ParameterApplicationRef = components['parameters']['ApplicationRef'];
export type ParameterTenantRef = components['parameters']['TenantRef'];
export type ParameterGuarantorRef = components['parameters']['GuarantorRef'];
export type ParameterReportType = components['parameters']['ReportType'];
export type ParameterApplicantRefPath = components['parameters']['ApplicantRefPath'];
export type HeaderToken = components['headers']['Token'];
export type HeaderTokenExpiry = components['headers']['TokenExpiry'];
export type $defs = Record<string, never>;
export interface operations {
  authenticate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Credentials'];
      };
    };
    responses: {
      /** @description Logged in. The token is in the response headers; the body is not used. */
      200: {
        headers: {
          Token: components['headers']['Token'];
          TokenExpiry: components['headers']['TokenExpiry'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The credentials were refused. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  listBranches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The branches. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BranchList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  getApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference (seven-digit string) returned by create tenancy.
         * @example 0001234
         */
        BranchIdOrReferenceNumber: components['schemas']['ApplicationReference'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tenancy. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationRecord'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  createTenancy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The branch id (integer) under which the tenancy is created.
         * @example 42
         */
        BranchIdOrReferenceNumber: components['schemas']['BranchId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Application'];
      };
    };
    responses: {
      /** @description Created. The body is the tenancy reference as a JSON string. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationReference'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getApplicant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description The applicant reference (tenant or guarantor).
         * @example ABC0004567
         */
        Reference: components['schemas']['ApplicantReference'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applicant. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicantDetails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  addTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTenant'];
      };
    };
    responses: {
      /** @description Added, status Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicantDetails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  submitTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description The tenant's applicant reference, the ReferenceNumber returned by add tenant.
         * @example ABC0004567
         */
        TenantRef: components['parameters']['TenantRef'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Applicant'];
      };
    };
    responses: {
      /** @description Submitted; referencing has started. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  createAndSubmitTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Applicant'];
      };
    };
    responses: {
      /** @description Created and submitted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicantDetails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  addGuarantor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTenant'];
      };
    };
    responses: {
      /** @description Added, status Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicantDetails'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  submitGuarantor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description The guarantor's applicant reference, the ReferenceNumber returned by add guarantor.
         * @example ABC0004999
         */
        GuarantorRef: components['parameters']['GuarantorRef'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Applicant'];
      };
    };
    responses: {
      /** @description Submitted; referencing has started. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  listReports: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The available report type ids. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportTypeList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  downloadReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description Report product id (provider spec 2.5), for example 1 (Elite) or 7 (Summary).
         * @example 1
         */
        ReportType: components['parameters']['ReportType'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Pdf'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  downloadApplicantReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description An applicant reference (agent prefix followed by seven digits; DY for self-service drafts).
         * @example ABC0004567
         */
        ApplicantRef: components['parameters']['ApplicantRefPath'];
        /**
         * @description Report product id (provider spec 2.5), for example 1 (Elite) or 7 (Summary).
         * @example 1
         */
        ReportType: components['parameters']['ReportType'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Pdf'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description No such report (read as "not ready" by reconciliation, like 400). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  downloadKycReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The identity check's id, from the KYC status webhook.
         * @example kyc-5f1c2e
         */
        KYCid: string;
        /**
         * @description KYC report type, 100 to 103.
         * @example 100
         */
        ReportType: components['schemas']['KycReportType'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The KYC report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Pdf'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  setRentShare: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RentShare'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  changeTenancyStartDate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description The new start date, yyyy-MM-dd.
         * @example 2027-01-15
         */
        TenancyStartDate: components['schemas']['IsoDate'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  cancelTenancy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
        /**
         * @description An applicant reference (agent prefix followed by seven digits; DY for self-service drafts).
         * @example ABC0004567
         */
        ApplicantRef: components['parameters']['ApplicantRefPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancellationReason'];
      };
    };
    responses: {
      /** @description Cancelled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  listNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getAuditTrail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenancy reference returned by create tenancy; seven digits as a string (zero padded).
         * @example 0001234
         */
        ApplicationRef: components['parameters']['ApplicationRef'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit trail. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditTrail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  sendNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Notification'];
      };
    };
    responses: {
      /** @description Accepted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
