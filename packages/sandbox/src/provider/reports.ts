// Reports: the PDFs of an applicant's, a tenancy's and an identity check's reports, once they exist.
import { kycReportTypes, productName } from '../codes.js';
import { notFound } from '../errors.js';
import { isoSeconds } from '../payloads.js';
import type { ApplicantState, KycCheckState, TenancyState } from '../state.js';
import { badRequest, type ProviderContext } from './context.js';

export function applicantReport(
  ctx: ProviderContext,
  tenancy: TenancyState,
  applicant: ApplicantState,
  reportType: number,
): Promise<Uint8Array> {
  if (!applicant.reports.includes(reportType))
    throw badRequest(
      `Report type ${reportType} of ${applicant.reference} is not available (status ${applicant.status}; available: ${applicant.reports.join(', ') || 'none'}). Wait for Report Available.`,
    );
  const address = tenancy.application.PropertyInformation.Address;
  return ctx.pdfFor(
    `report:${applicant.reference}:${reportType}:${applicant.completedAt}`,
    `${productName(reportType)} report`,
    [
      `Applicant: ${ctx.name(applicant)}`,
      `Applicant reference: ${applicant.reference} (${applicant.kind})`,
      `Product: ${productName(reportType)} (report type ${reportType})`,
      `Tenancy: ${tenancy.reference}`,
      `Property: ${[address.HouseNumber, address.Street, address.Town, address.Postcode].filter(Boolean).join(', ')}`,
      `Referencing status: ${applicant.status}`,
      `Issued: ${isoSeconds(applicant.completedAt ?? ctx.now())}`,
    ],
  );
}

export function tenancyReport(ctx: ProviderContext, tenancy: TenancyState, reportType: number): Promise<Uint8Array> {
  const covered = tenancy.applicants.filter((a) => a.reports.includes(reportType));
  if (!covered.length)
    throw badRequest(`Report type ${reportType} is not available for tenancy ${tenancy.reference} yet.`);
  return ctx.pdfFor(
    `tenancy-report:${tenancy.reference}:${reportType}:${covered.map((a) => `${a.reference}@${a.completedAt}`).join(',')}`,
    `${productName(reportType)} report`,
    [
      `Tenancy: ${tenancy.reference}`,
      `Product: ${productName(reportType)} (report type ${reportType})`,
      ...covered.map((a) => `Applicant: ${ctx.name(a)} (${a.reference}, ${a.kind})`),
    ],
  );
}

export function availableReports(ctx: ProviderContext, tenancy: TenancyState): number[] {
  return [...new Set(tenancy.applicants.flatMap((a) => a.reports))].sort((a, b) => a - b);
}

export function kycReport(ctx: ProviderContext, check: KycCheckState, reportType: number): Promise<Uint8Array> {
  if (!check.checks.includes(reportType))
    throw notFound(
      `Identity check ${check.id} has no report type ${reportType} (requested: ${check.checks.join(', ')}).`,
    );
  if (check.status !== 'COMPLETED')
    throw notFound(`Identity check ${check.id} is ${check.status}: its reports exist once COMPLETED.`);
  const applicant = ctx.state.applicants.get(check.applicantRef);
  return ctx.pdfFor(`kyc:${check.id}:${reportType}`, `${kycReportTypes.get(reportType) ?? 'Identity'} check report`, [
    `Identity check: ${check.id}`,
    `Check: ${kycReportTypes.get(reportType) ?? reportType} (report type ${reportType})`,
    ...(applicant ? [`Applicant: ${ctx.name(applicant)} (${applicant.reference})`] : []),
    `Status: ${check.status}`,
  ]);
}
