// Identity checks (KYC, provider spec 2.5, 3.3): started on submit when the applicant's IdentityCheck asks for them,
// completed with the applicant, each report arriving as a document.
import { codeNamed, documentTypes, userTypes } from '../codes.js';
import { invalidArgument } from '../errors.js';
import type { ApplicantState, KycCheckState, TenancyState } from '../state.js';
import type { ProviderContext } from './context.js';
import { sendDocument } from './documents.js';

/**
 * The identity checks an applicant's IdentityCheck asks for, the KYC report type of each (provider spec 2.5) and the
 * documentType its report arrives as (provider spec 6.4). The contract links them only in prose, so here by hand.
 */
const IDENTITY_CHECKS = [
  { field: 'IdVerification', kycType: 100, document: 'Identity check report' },
  { field: 'RightToRentVerification', kycType: 101, document: 'Right to Rent report' },
  { field: 'AMLVerification', kycType: 102, document: 'Anti-money-laundering report' },
  { field: 'PEPsAndSanctionsVerification', kycType: 103, document: 'PEPs and sanctions report' },
] as const;

export function startIdentityCheck(ctx: ProviderContext, tenancy: TenancyState, applicant: ApplicantState): void {
  const requested = IDENTITY_CHECKS.filter((c) => applicant.details.IdentityCheck?.[c.field] === true);
  if (!requested.length) return;
  const check: KycCheckState = {
    id: ctx.state.nextKycId(),
    tenancyReference: tenancy.reference,
    applicantRef: applicant.reference,
    userType: codeNamed(userTypes, applicant.kind === 'tenant' ? 'Tenant' : 'Guarantor'),
    email: applicant.details.EmailAddress ?? null,
    checks: requested.map((c) => c.kycType),
    status: 'SENT',
    updatedAt: ctx.now(),
  };
  ctx.state.kycChecks.set(check.id, check);
  applicant.kycId = check.id;
  ctx.events.raise('kycStatus', ctx.payloads.kycStatus(check));
  setKycStatus(ctx, check, 'IN PROGRESS');
}

export function completeIdentityCheck(ctx: ProviderContext, tenancy: TenancyState, applicant: ApplicantState): void {
  const check = applicant.kycId ? ctx.state.kycChecks.get(applicant.kycId) : undefined;
  if (!check || check.status === 'COMPLETED') return;
  setKycStatus(ctx, check, 'COMPLETED');
  for (const type of check.checks) {
    const entry = IDENTITY_CHECKS.find((c) => c.kycType === type)!;
    sendDocument(ctx, tenancy, {
      documentType: codeNamed(documentTypes, entry.document),
      applicantRef: applicant.reference,
      fileName: `${entry.document} ${applicant.reference}.pdf`,
    });
  }
}

export function setKycStatus(ctx: ProviderContext, check: KycCheckState, status: string): void {
  if (typeof status !== 'string' || !status)
    throw invalidArgument('status must be a KYC status text (SENT, COMPLETED …)');
  const payload = ctx.checked('kycStatus', ctx.payloads.kycStatus({ ...check, status }));
  check.status = status;
  check.updatedAt = ctx.now();
  ctx.events.raise('kycStatus', payload);
}
