// Referencing completion (provider spec 3.2, 6.4): after the configured delay or on an admin call an applicant
// completes and its report pair is announced; a completed applicant may be reopened.
import { DEFAULT_PRODUCT, productName, STATUS_COMPLETED, STATUS_IN_PROGRESS, SUMMARY_REPORT } from '../codes.js';
import { invalidState } from '../errors.js';
import type { ApplicantState, TenancyState } from '../state.js';
import { audit } from './audit.js';
import { type ProviderContext, SYSTEM_AUTHOR } from './context.js';
import { completeIdentityCheck } from './kyc.js';
import { refreshStep } from './tenancies.js';

export function scheduleCompletion(ctx: ProviderContext, tenancy: TenancyState, applicant: ApplicantState): void {
  const delay = ctx.config.referencingDelayMs;
  if (delay === null) return;
  applicant.completesAt = ctx.now() + delay;
  applicant.completionTimer = ctx.config.clock.setTimeout(() => {
    applicant.completionTimer = undefined;
    try {
      if (applicant.status === STATUS_IN_PROGRESS) complete(ctx, tenancy, applicant);
    } catch (error) {
      ctx.config.onProblem(`completing ${applicant.reference} failed: ${(error as Error).stack}`);
    }
  }, delay);
}

export function stopCompletion(ctx: ProviderContext, applicant: ApplicantState): void {
  if (applicant.completionTimer !== undefined) ctx.config.clock.clearTimeout(applicant.completionTimer);
  applicant.completionTimer = undefined;
  applicant.completesAt = null;
}

/** Stops every pending timer (close). */
export function stopAll(ctx: ProviderContext): void {
  for (const applicant of ctx.state.applicants.values()) stopCompletion(ctx, applicant);
}

/** Referencing of an applicant completes: identity check, status, the report pair, the tenancy step. */
export function complete(ctx: ProviderContext, tenancy: TenancyState, applicant: ApplicantState): void {
  if (applicant.status !== STATUS_IN_PROGRESS)
    throw invalidState(
      `${applicant.reference} is ${applicant.status}: only an applicant whose referencing is in progress can complete`,
    );
  stopCompletion(ctx, applicant);
  completeIdentityCheck(ctx, tenancy, applicant);
  applicant.status = STATUS_COMPLETED;
  applicant.completedAt = ctx.now();
  const product = applicant.details.ReportType ?? DEFAULT_PRODUCT;
  applicant.reports = [...new Set([...applicant.reports, product, SUMMARY_REPORT])];
  ctx.events.raise('updateApplicant', ctx.payloads.updateApplicant(tenancy, applicant));
  sendReportPair(ctx, tenancy, applicant, product);
  audit(
    ctx,
    tenancy,
    SYSTEM_AUTHOR,
    `Referencing of ${applicant.reference} completed; ${productName(product)} report issued.`,
    applicant,
  );
  refreshStep(ctx, tenancy);
}

/** Report Available for a report and its Summary (type 7), as the provider sends a final report (6.4). */
export function sendReportPair(
  ctx: ProviderContext,
  tenancy: TenancyState,
  applicant: ApplicantState,
  reportType?: number,
): number[] {
  if (applicant.status !== STATUS_COMPLETED)
    throw invalidState(`${applicant.reference} is ${applicant.status}: reports exist once referencing is complete`);
  const product = reportType ?? applicant.details.ReportType ?? DEFAULT_PRODUCT;
  const pair = [...new Set([product, SUMMARY_REPORT])];
  const payloads = pair.map((type) =>
    ctx.checked('reportAvailable', ctx.payloads.reportAvailable(tenancy, applicant, type)),
  );
  applicant.reports = [...new Set([...applicant.reports, ...pair])];
  const withheld =
    applicant.webhooksEnabledAtSubmit === false
      ? `webhooks were disabled when ${applicant.reference} was submitted (provider spec 1: webhooks must be enabled before submission if the report-ready callback is wanted)`
      : undefined;
  for (const payload of payloads) ctx.events.raise('reportAvailable', payload, withheld ? { withheld } : {});
  return pair;
}

export function reopen(ctx: ProviderContext, tenancy: TenancyState, applicant: ApplicantState): void {
  if (applicant.status !== STATUS_COMPLETED)
    throw invalidState(`${applicant.reference} is ${applicant.status}: only a completed applicant can be reopened`);
  applicant.status = STATUS_IN_PROGRESS;
  applicant.completedAt = null;
  ctx.events.raise('applicantReopened', ctx.payloads.applicantReopened(tenancy, applicant));
  ctx.events.raise('updateApplicant', ctx.payloads.updateApplicant(tenancy, applicant));
  audit(ctx, tenancy, SYSTEM_AUTHOR, `${applicant.reference} reopened: more referencing work is needed.`, applicant);
  refreshStep(ctx, tenancy);
  scheduleCompletion(ctx, tenancy, applicant);
}
