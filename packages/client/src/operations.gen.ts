// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/client.ts (packages/codegen). Run `pnpm generate` after changing spec/.

/** A path parameter and the rule of its schema, checked before any request is sent. */
export interface PathParameterRule {
  readonly name: string;
  /** The component the schema refers to (BranchId, ApplicationReference, …), or null for an inline schema. */
  readonly schema: string | null;
  readonly type: 'integer' | 'string' | 'number';
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly minLength?: number;
}

/** What the client knows about one operation of the contract. */
export interface OperationInfo {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  /** The path template, relative to the base URL ({origin}/v2). */
  readonly path: string;
  readonly summary: string;
  /** Sends the Token header (false only for POST /Authenticate). */
  readonly authenticated: boolean;
  /** Repeating it has the effect of sending it once (RFC 9110 method semantics, or x-idempotent): retried automatically. */
  readonly idempotent: boolean;
  readonly deprecated: boolean;
  /** The @trs/validators validator of the JSON request body, or null when the call sends no body. */
  readonly requestBody: string | null;
  readonly successStatus: number;
  /** Content type of the success answer, or null when it has no body. */
  readonly responseContentType: string | null;
  /** The @trs/validators validator of the JSON success answer, or null. */
  readonly responseValidator: string | null;
  readonly pathParameters: readonly PathParameterRule[];
}

/** Every operation of spec/dist/openapi.json, by operationId. */
export const operations = {
  "authenticate": {
    "method": "POST",
    "path": "/Authenticate",
    "summary": "Log in a service user and receive a session token",
    "authenticated": false,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "Credentials",
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": []
  },
  "listBranches": {
    "method": "GET",
    "path": "/Branches",
    "summary": "List the branches the service user belongs to",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "BranchList",
    "pathParameters": []
  },
  "getApplication": {
    "method": "GET",
    "path": "/Applications/{BranchIdOrReferenceNumber}",
    "summary": "Fetch a tenancy by its reference",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ApplicationRecord",
    "pathParameters": [
      {
        "name": "BranchIdOrReferenceNumber",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "createTenancy": {
    "method": "POST",
    "path": "/Applications/{BranchIdOrReferenceNumber}",
    "summary": "Create a tenancy under a branch",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "Application",
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ApplicationReference",
    "pathParameters": [
      {
        "name": "BranchIdOrReferenceNumber",
        "schema": "BranchId",
        "type": "integer",
        "minimum": 1
      }
    ]
  },
  "getApplicant": {
    "method": "GET",
    "path": "/Applications/{ApplicationRef}/{Reference}",
    "summary": "Fetch one applicant of a tenancy",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ApplicantDetails",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "Reference",
        "schema": "ApplicantReference",
        "type": "string",
        "pattern": "^[A-Z]{1,10}[0-9]{7}$"
      }
    ]
  },
  "addTenant": {
    "method": "POST",
    "path": "/Applications/{ApplicationRef}/Tenants",
    "summary": "Add a tenant to a tenancy",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "CreateTenant",
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ApplicantDetails",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "submitTenant": {
    "method": "POST",
    "path": "/Applications/{ApplicationRef}/Tenants/{TenantRef}",
    "summary": "Submit a tenant's details and start referencing",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "Applicant",
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "TenantRef",
        "schema": "ApplicantReference",
        "type": "string",
        "pattern": "^[A-Z]{1,10}[0-9]{7}$"
      }
    ]
  },
  "createAndSubmitTenant": {
    "method": "POST",
    "path": "/Applications/{ApplicationRef}/CompletedTenants",
    "summary": "Add a tenant and submit the details in one call",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "Applicant",
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ApplicantDetails",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "addGuarantor": {
    "method": "POST",
    "path": "/Applications/{ApplicationRef}/Guarantors",
    "summary": "Add a guarantor to a tenancy",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "CreateTenant",
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ApplicantDetails",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "submitGuarantor": {
    "method": "POST",
    "path": "/Applications/{ApplicationRef}/Guarantors/{GuarantorRef}",
    "summary": "Submit a guarantor's details",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "Applicant",
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "GuarantorRef",
        "schema": "ApplicantReference",
        "type": "string",
        "pattern": "^[A-Z]{1,10}[0-9]{7}$"
      }
    ]
  },
  "listReports": {
    "method": "GET",
    "path": "/Applications/{ApplicationRef}/Reports",
    "summary": "List the report types available for a tenancy",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "ReportTypeList",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "downloadReport": {
    "method": "GET",
    "path": "/Applications/{ApplicationRef}/Reports/{ReportType}",
    "summary": "Download a tenancy report as PDF",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/pdf",
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "ReportType",
        "schema": "ReportType",
        "type": "integer"
      }
    ]
  },
  "downloadApplicantReport": {
    "method": "GET",
    "path": "/Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}",
    "summary": "Download one applicant's report as PDF",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/pdf",
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "ApplicantRef",
        "schema": "ApplicantReference",
        "type": "string",
        "pattern": "^[A-Z]{1,10}[0-9]{7}$"
      },
      {
        "name": "ReportType",
        "schema": "ReportType",
        "type": "integer"
      }
    ]
  },
  "downloadKycReport": {
    "method": "GET",
    "path": "/KYC/Report/{KYCid}/{ReportType}",
    "summary": "Download an identity-check (KYC) report",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/pdf",
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "KYCid",
        "schema": null,
        "type": "string",
        "minLength": 1
      },
      {
        "name": "ReportType",
        "schema": "KycReportType",
        "type": "integer"
      }
    ]
  },
  "setRentShare": {
    "method": "PUT",
    "path": "/Applications/{ApplicationRef}/RentShare",
    "summary": "Set each applicant's share of the rent",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": "RentShare",
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "changeTenancyStartDate": {
    "method": "PUT",
    "path": "/Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}",
    "summary": "Change the tenancy start date",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "TenancyStartDate",
        "schema": "IsoDate",
        "type": "string",
        "format": "date"
      }
    ]
  },
  "cancelTenancy": {
    "method": "POST",
    "path": "/Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}",
    "summary": "Cancel the tenancy for an applicant, giving a reason",
    "authenticated": true,
    "idempotent": false,
    "deprecated": false,
    "requestBody": "CancellationReason",
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      },
      {
        "name": "ApplicantRef",
        "schema": "ApplicantReference",
        "type": "string",
        "pattern": "^[A-Z]{1,10}[0-9]{7}$"
      }
    ]
  },
  "listNotes": {
    "method": "GET",
    "path": "/Applications/{ApplicationRef}/Notes",
    "summary": "List the notes of a tenancy",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "NoteList",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "getAuditTrail": {
    "method": "GET",
    "path": "/Applications/{ApplicationRef}/AuditTrail",
    "summary": "Fetch the audit trail of a tenancy",
    "authenticated": true,
    "idempotent": true,
    "deprecated": false,
    "requestBody": null,
    "successStatus": 200,
    "responseContentType": "application/json",
    "responseValidator": "AuditTrail",
    "pathParameters": [
      {
        "name": "ApplicationRef",
        "schema": "ApplicationReference",
        "type": "string",
        "pattern": "^[0-9]{7}$"
      }
    ]
  },
  "sendNotification": {
    "method": "POST",
    "path": "/Notifications",
    "summary": "Deprecated notification mechanism, replaced by webhooks",
    "authenticated": true,
    "idempotent": false,
    "deprecated": true,
    "requestBody": "Notification",
    "successStatus": 200,
    "responseContentType": null,
    "responseValidator": null,
    "pathParameters": []
  }
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof operations;

/** The operation of each "METHOD /path/template" (the schemaPath openapi-fetch hands to middleware). */
export const operationsByRoute: Readonly<Record<string, OperationId>> = {
  "POST /Authenticate": "authenticate",
  "GET /Branches": "listBranches",
  "GET /Applications/{BranchIdOrReferenceNumber}": "getApplication",
  "POST /Applications/{BranchIdOrReferenceNumber}": "createTenancy",
  "GET /Applications/{ApplicationRef}/{Reference}": "getApplicant",
  "POST /Applications/{ApplicationRef}/Tenants": "addTenant",
  "POST /Applications/{ApplicationRef}/Tenants/{TenantRef}": "submitTenant",
  "POST /Applications/{ApplicationRef}/CompletedTenants": "createAndSubmitTenant",
  "POST /Applications/{ApplicationRef}/Guarantors": "addGuarantor",
  "POST /Applications/{ApplicationRef}/Guarantors/{GuarantorRef}": "submitGuarantor",
  "GET /Applications/{ApplicationRef}/Reports": "listReports",
  "GET /Applications/{ApplicationRef}/Reports/{ReportType}": "downloadReport",
  "GET /Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}": "downloadApplicantReport",
  "GET /KYC/Report/{KYCid}/{ReportType}": "downloadKycReport",
  "PUT /Applications/{ApplicationRef}/RentShare": "setRentShare",
  "PUT /Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}": "changeTenancyStartDate",
  "POST /Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}": "cancelTenancy",
  "GET /Applications/{ApplicationRef}/Notes": "listNotes",
  "GET /Applications/{ApplicationRef}/AuditTrail": "getAuditTrail",
  "POST /Notifications": "sendNotification"
};
