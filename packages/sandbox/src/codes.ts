// The contract's dictionaries (x-codes) that the sandbox writes into reports, file names, statuses and the page:
// report products, KYC checks, document types, tenancy steps, KYC statuses, user types, applicant statuses and note
// kinds. Generated from the contract (codes.gen.ts), so that a code added in spec/ reaches the sandbox unchanged.
import { messageCodes, schemaCodes } from './codes.gen.js';

const numbered = (codes: Readonly<Record<string, string>>) =>
  new Map(Object.entries(codes).map(([k, v]) => [Number(k), v]));

/** Report products (provider spec 2.5): 1 Elite … 7 Summary. */
export const reportProducts = numbered(schemaCodes.ReportType);
/** KYC report types (provider spec 2.5): 100 identity … 103 PEPs and sanctions. */
export const kycReportTypes = numbered(schemaCodes.KycReportType);
/** documentType of uploadPartnerDocument (provider spec 6.4). */
export const documentTypes = numbered(schemaCodes.DocumentType);
/** Tenancy steps (provider spec 3.1). */
export const tenancySteps = numbered(schemaCodes.TenancyStep);
/** UserType of KYC payloads (provider spec 6.4). */
export const userTypes = numbered(schemaCodes.UserType);
/** KYC statuses (provider spec 3.3), in the contract's order: SENT, IN PROGRESS, CONFIRMATION, COMPLETED, … */
export const kycStatuses = Object.keys(schemaCodes.KycStatus);
/** The named applicant statuses (provider spec 3.2): Created, References in Progress. */
export const applicantStatuses = Object.keys(schemaCodes.ApplicantStatus);
/** EntryType variants of addNote: UserNote, SystemNote, AuditTrail, Professional Guarantor Update. */
export const noteKinds = Object.keys(messageCodes.addNote['/EntryType']);

export function codeNamed(codes: Map<number, string>, name: string): number {
  for (const [code, text] of codes) if (text.toLowerCase() === name.toLowerCase()) return code;
  throw new Error(`the contract names no code "${name}" (known: ${[...codes.values()].join(', ')})`);
}

/** The Summary product (7), sent with every final report as a pair (provider spec 6.4). */
export const SUMMARY_REPORT = codeNamed(reportProducts, 'Summary');
/** The product of an applicant sent without ReportType: Elite (an assumption; the provider shows no default). */
export const DEFAULT_PRODUCT = codeNamed(reportProducts, 'Elite');
export const [STATUS_CREATED, STATUS_IN_PROGRESS] = applicantStatuses as [string, string];
/** The completed status's name is not shown by the provider (provider spec 3.2); the contract's examples use it. */
export const STATUS_COMPLETED = 'Completed';
/** Our own status after cancel tenancy: its effect on the applicant is not shown (provider spec 4). */
export const STATUS_CANCELLED = 'Cancelled';

export const productName = (type: number) => reportProducts.get(type) ?? `report type ${type}`;
