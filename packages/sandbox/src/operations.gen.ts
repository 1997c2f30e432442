// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/sandbox (packages/codegen). Run `pnpm generate` after changing spec/.

import type { OperationEntry } from './operation-entry.js';

/** Every operation of the OpenAPI document, by operationId. */
export const operations = {
  authenticate: {
    operationId: 'authenticate',
    summary: 'Log in a service user and receive a session token',
    method: 'POST',
    path: '/Authenticate',
    authenticated: false,
    deprecated: false,
    pathParameters: [],
    requestBody: { validator: 'Credentials', contentType: 'application/json', required: true },
    success: {
      status: 200,
      contentType: null,
      example: null,
      headers: { Token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01', TokenExpiry: '720' },
    },
    errors: {
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  listBranches: {
    operationId: 'listBranches',
    summary: 'List the branches the service user belongs to',
    method: 'GET',
    path: '/Branches',
    authenticated: true,
    deprecated: false,
    pathParameters: [],
    requestBody: null,
    success: { status: 200, contentType: 'application/json', example: [{ Id: 42 }, { Id: 57 }], headers: {} },
    errors: {
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  getApplication: {
    operationId: 'getApplication',
    summary: 'Fetch a tenancy by its reference',
    method: 'GET',
    path: '/Applications/{BranchIdOrReferenceNumber}',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'BranchIdOrReferenceNumber', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/json',
      example: {
        ReferenceNumber: '0001234',
        ExternalReference: 'CRM-TEN-88213',
        RentalDetails: {
          MonthlyRent: 1250,
          TenancyTerm: 12,
          TenancyStartDate: '2026-12-01',
          HowWillTheProperyBeManaged: 3,
          RentalFrequency: 1,
        },
        PropertyInformation: {
          NumberOfBedrooms: 2,
          Address: { Postcode: 'M1 1AE', Street: 'Oldham Street', Town: 'Manchester' },
        },
        ReferenceRequired: true,
      },
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  createTenancy: {
    operationId: 'createTenancy',
    summary: 'Create a tenancy under a branch',
    method: 'POST',
    path: '/Applications/{BranchIdOrReferenceNumber}',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'BranchIdOrReferenceNumber', type: 'integer', minimum: 1 }],
    requestBody: { validator: 'Application', contentType: 'application/json', required: true },
    success: { status: 200, contentType: 'application/json', example: '0001234', headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  getApplicant: {
    operationId: 'getApplicant',
    summary: 'Fetch one applicant of a tenancy',
    method: 'GET',
    path: '/Applications/{ApplicationRef}/{Reference}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'Reference', type: 'string', pattern: '^[A-Z]{1,10}[0-9]{7}$' },
    ],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/json',
      example: {
        Title: 3,
        FirstName: 'Amelia',
        LastName: 'Hart',
        EmailAddress: 'amelia.hart@example.com',
        ReportType: 1,
        BirthDay: '1994-03-17',
        Nationality: 'British',
        MaritalStatus: 7,
        HasAdverceData: false,
        AddressHistory: [{ DateMovedIn: '2021-09-01', LivingStatus: 1, Address: { Postcode: 'LS1 4AP' } }],
        SignedConsent: { DeliveryMethod: 1 },
        ReferenceNumber: 'ABC0004567',
      },
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  addTenant: {
    operationId: 'addTenant',
    summary: 'Add a tenant to a tenancy',
    method: 'POST',
    path: '/Applications/{ApplicationRef}/Tenants',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: { validator: 'CreateTenant', contentType: 'application/json', required: true },
    success: {
      status: 200,
      contentType: 'application/json',
      example: {
        Title: 3,
        FirstName: 'Amelia',
        LastName: 'Hart',
        EmailAddress: 'amelia.hart@example.com',
        ReportType: 1,
        ShareOfRent: 625,
        IsApplicantFillingTheForm: true,
        ReferenceNumber: 'ABC0004567',
      },
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  submitTenant: {
    operationId: 'submitTenant',
    summary: "Submit a tenant's details and start referencing",
    method: 'POST',
    path: '/Applications/{ApplicationRef}/Tenants/{TenantRef}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'TenantRef', type: 'string', pattern: '^[A-Z]{1,10}[0-9]{7}$' },
    ],
    requestBody: { validator: 'Applicant', contentType: 'application/json', required: true },
    success: { status: 200, contentType: null, example: null, headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  createAndSubmitTenant: {
    operationId: 'createAndSubmitTenant',
    summary: 'Add a tenant and submit the details in one call',
    method: 'POST',
    path: '/Applications/{ApplicationRef}/CompletedTenants',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: { validator: 'Applicant', contentType: 'application/json', required: true },
    success: {
      status: 200,
      contentType: 'application/json',
      example: {
        Title: 3,
        FirstName: 'Amelia',
        LastName: 'Hart',
        EmailAddress: 'amelia.hart@example.com',
        ReportType: 1,
        BirthDay: '1994-03-17',
        Nationality: 'British',
        MaritalStatus: 7,
        HasAdverceData: false,
        AddressHistory: [{ DateMovedIn: '2021-09-01', LivingStatus: 1, Address: { Postcode: 'LS1 4AP' } }],
        SignedConsent: { DeliveryMethod: 1 },
        ReferenceNumber: 'ABC0004567',
      },
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  addGuarantor: {
    operationId: 'addGuarantor',
    summary: 'Add a guarantor to a tenancy',
    method: 'POST',
    path: '/Applications/{ApplicationRef}/Guarantors',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: { validator: 'CreateTenant', contentType: 'application/json', required: true },
    success: {
      status: 200,
      contentType: 'application/json',
      example: {
        Title: 10,
        State: 'Mrs',
        FirstName: 'Helen',
        LastName: 'Hart',
        EmailAddress: 'helen.hart@example.com',
        ReportType: 5,
        ReferenceNumber: 'ABC0004999',
      },
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  submitGuarantor: {
    operationId: 'submitGuarantor',
    summary: "Submit a guarantor's details",
    method: 'POST',
    path: '/Applications/{ApplicationRef}/Guarantors/{GuarantorRef}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'GuarantorRef', type: 'string', pattern: '^[A-Z]{1,10}[0-9]{7}$' },
    ],
    requestBody: { validator: 'Applicant', contentType: 'application/json', required: true },
    success: { status: 200, contentType: null, example: null, headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  listReports: {
    operationId: 'listReports',
    summary: 'List the report types available for a tenancy',
    method: 'GET',
    path: '/Applications/{ApplicationRef}/Reports',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: null,
    success: { status: 200, contentType: 'application/json', example: [1, 7], headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  downloadReport: {
    operationId: 'downloadReport',
    summary: 'Download a tenancy report as PDF',
    method: 'GET',
    path: '/Applications/{ApplicationRef}/Reports/{ReportType}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'ReportType', type: 'integer' },
    ],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/pdf',
      example: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  downloadApplicantReport: {
    operationId: 'downloadApplicantReport',
    summary: "Download one applicant's report as PDF",
    method: 'GET',
    path: '/Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'ApplicantRef', type: 'string', pattern: '^[A-Z]{1,10}[0-9]{7}$' },
      { name: 'ReportType', type: 'integer' },
    ],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/pdf',
      example: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
      '404': { contentType: null, example: null },
    },
  },
  downloadKycReport: {
    operationId: 'downloadKycReport',
    summary: 'Download an identity-check (KYC) report',
    method: 'GET',
    path: '/KYC/Report/{KYCid}/{ReportType}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'KYCid', type: 'string', minLength: 1 },
      { name: 'ReportType', type: 'integer' },
    ],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/pdf',
      example: '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      headers: {},
    },
    errors: {
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  setRentShare: {
    operationId: 'setRentShare',
    summary: "Set each applicant's share of the rent",
    method: 'PUT',
    path: '/Applications/{ApplicationRef}/RentShare',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: { validator: 'RentShare', contentType: 'application/json', required: true },
    success: { status: 200, contentType: null, example: null, headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  changeTenancyStartDate: {
    operationId: 'changeTenancyStartDate',
    summary: 'Change the tenancy start date',
    method: 'PUT',
    path: '/Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'TenancyStartDate', type: 'string', format: 'date' },
    ],
    requestBody: null,
    success: { status: 200, contentType: null, example: null, headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  cancelTenancy: {
    operationId: 'cancelTenancy',
    summary: 'Cancel the tenancy for an applicant, giving a reason',
    method: 'POST',
    path: '/Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}',
    authenticated: true,
    deprecated: false,
    pathParameters: [
      { name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' },
      { name: 'ApplicantRef', type: 'string', pattern: '^[A-Z]{1,10}[0-9]{7}$' },
    ],
    requestBody: { validator: 'CancellationReason', contentType: 'application/json', required: true },
    success: { status: 200, contentType: null, example: null, headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  listNotes: {
    operationId: 'listNotes',
    summary: 'List the notes of a tenancy',
    method: 'GET',
    path: '/Applications/{ApplicationRef}/Notes',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/json',
      example: [
        { Timestamp: '2026-11-20T09:14:03Z', Author: 'Referencing team', Content: 'Employer reference requested.' },
      ],
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  getAuditTrail: {
    operationId: 'getAuditTrail',
    summary: 'Fetch the audit trail of a tenancy',
    method: 'GET',
    path: '/Applications/{ApplicationRef}/AuditTrail',
    authenticated: true,
    deprecated: false,
    pathParameters: [{ name: 'ApplicationRef', type: 'string', pattern: '^[0-9]{7}$' }],
    requestBody: null,
    success: {
      status: 200,
      contentType: 'application/json',
      example: [
        { Timestamp: '2026-11-19T16:02:11Z', Author: 'System', Content: 'Tenant ABC0004567 submitted.' },
        { Timestamp: '2026-11-20T09:14:03Z', Author: 'System', Content: 'Employer reference requested.' },
      ],
      headers: {},
    },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
  sendNotification: {
    operationId: 'sendNotification',
    summary: 'Deprecated notification mechanism, replaced by webhooks',
    method: 'POST',
    path: '/Notifications',
    authenticated: true,
    deprecated: true,
    pathParameters: [],
    requestBody: { validator: 'Notification', contentType: 'application/json', required: true },
    success: { status: 200, contentType: null, example: null, headers: {} },
    errors: {
      '400': {
        contentType: 'application/json',
        example: { Message: "The value '0001234' is not valid for BranchId." },
      },
      '401': {
        contentType: 'application/json',
        example: { Message: 'Authorization has been denied for this request.' },
      },
    },
  },
} as const satisfies Readonly<Record<string, OperationEntry>>;

export type OperationId = keyof typeof operations;
