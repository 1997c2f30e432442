// Tenancies (provider spec 2.2, 3.1): create one under a branch, its application record, start date, rent share,
// the tenancy step (updateApplicationStatus), finalising and the prescribed information.
import type { Application, RentShare } from '@trs/validators';
import { codeNamed, STATUS_CANCELLED, STATUS_COMPLETED, STATUS_CREATED, tenancySteps } from '../codes.js';
import { invalidArgument, invalidState } from '../errors.js';
import { unexplainedCodes } from '../payloads.js';
import type { TenancyState } from '../state.js';
import { audit } from './audit.js';
import { badRequest, type ProviderContext, SYSTEM_AUTHOR } from './context.js';

/** The flags and codes of updateApplicationStatus an admin call may set with the step. */
export interface TenancyStepFlags {
  isPrescribedInformationRequired?: boolean;
  isPrescribedInformationCompleted?: boolean;
  isTenancyFinalised?: boolean;
  howWillSignApplicants?: number;
  howWillSignAgentLandlord?: number;
}
const STEP_FLAGS: readonly (keyof TenancyStepFlags)[] = [
  'isPrescribedInformationRequired',
  'isPrescribedInformationCompleted',
  'isTenancyFinalised',
  'howWillSignApplicants',
  'howWillSignAgentLandlord',
];

export function createTenancy(
  ctx: ProviderContext,
  userName: string,
  userBranches: number[],
  branchId: number,
  application: Application,
): TenancyState {
  if (!ctx.config.branches.some((b) => b.id === branchId))
    throw badRequest(
      `The value '${branchId}' is not valid for BranchId: it is not a branch of this agent (GET /Branches lists them). A tenancy reference is not a branch id.`,
    );
  if (!userBranches.includes(branchId))
    throw badRequest(
      `The value '${branchId}' is not valid for BranchId: user ${userName} does not belong to branch ${branchId}.`,
    );
  const { reference, applicationId } = ctx.state.nextTenancyReference();
  const tenancy: TenancyState = {
    reference,
    applicationId,
    branchId,
    createdBy: userName,
    createdAt: ctx.now(),
    application: structuredClone(application),
    step: codeNamed(tenancySteps, 'Referencing in progress'),
    started: false,
    prescribedInformationRequired: false,
    prescribedInformationCompleted: false,
    finalised: false,
    howWillSignApplicants: unexplainedCodes.howWillSignApplicants,
    howWillSignAgentLandlord: unexplainedCodes.howWillSignAgentLandlord,
    applicants: [],
    notes: [],
    auditTrail: [],
    cancellation: null,
  };
  ctx.state.tenancies.set(reference, tenancy);
  ctx.events.raise('createNewTenancy', ctx.payloads.createNewTenancy(tenancy));
  audit(ctx, tenancy, userName, `Tenancy ${reference} created under branch ${branchId}.`);
  return tenancy;
}

/** The application record as GET /Applications/{ReferenceNumber} answers it. */
export function applicationRecord(ctx: ProviderContext, tenancy: TenancyState) {
  return { ReferenceNumber: tenancy.reference, ...structuredClone(tenancy.application) };
}

export function changeStartDate(
  ctx: ProviderContext,
  tenancy: TenancyState,
  newStartDate: string,
  author: string,
): boolean {
  const old = tenancy.application.RentalDetails.TenancyStartDate ?? null;
  if (old === newStartDate) return false;
  tenancy.application.RentalDetails.TenancyStartDate = newStartDate;
  ctx.events.raise('tenancyStartDateChanged', ctx.payloads.tenancyStartDateChanged(tenancy, old, newStartDate));
  audit(ctx, tenancy, author, `Tenancy start date changed from ${old ?? '(none)'} to ${newStartDate}.`);
  return true;
}

export function setRentShare(ctx: ProviderContext, tenancy: TenancyState, shares: RentShare, author: string): void {
  const seen = new Set<string>();
  for (const share of shares) {
    if (seen.has(share.ApplicantRef))
      throw badRequest(`ApplicantRef ${share.ApplicantRef} appears twice in the rent share.`);
    seen.add(share.ApplicantRef);
    const applicant = ctx.state.applicants.get(share.ApplicantRef);
    if (!applicant || applicant.tenancyReference !== tenancy.reference)
      throw badRequest(`ApplicantRef ${share.ApplicantRef} is not an applicant of tenancy ${tenancy.reference}.`);
  }
  for (const share of shares) {
    const applicant = ctx.state.applicants.get(share.ApplicantRef)!;
    applicant.details.ShareOfRent = share.Rent;
    audit(ctx, tenancy, author, `Rent share of ${share.ApplicantRef} set to ${share.Rent}.`, applicant);
  }
}

export function finalise(
  ctx: ProviderContext,
  tenancy: TenancyState,
  details: { hasInventory?: boolean; daysToReportIssues?: number | null } = {},
): void {
  if (tenancy.finalised) throw invalidState(`tenancy ${tenancy.reference} is already finalised`);
  const payload = ctx.checked(
    'tenancyFinalised',
    ctx.payloads.tenancyFinalised(tenancy, {
      hasInventory: details.hasInventory ?? true,
      daysToReportIssues: details.daysToReportIssues === undefined ? 7 : details.daysToReportIssues,
    }),
  );
  tenancy.finalised = true;
  ctx.events.raise('tenancyFinalised', payload);
  audit(ctx, tenancy, SYSTEM_AUTHOR, 'Tenancy agreement fully signed; tenancy finalised.');
}

export function completePrescribedInformation(
  ctx: ProviderContext,
  tenancy: TenancyState,
  details: { schemeProvider?: string; schemeType?: string } = {},
): void {
  const payload = ctx.checked(
    'prescribedInformationCompleted',
    ctx.payloads.prescribedInformationCompleted(tenancy, {
      schemeProvider: details.schemeProvider ?? 'Sandbox Deposit Scheme',
      schemeType: details.schemeType ?? 'Custodial',
    }),
  );
  tenancy.prescribedInformationRequired = true;
  tenancy.prescribedInformationCompleted = true;
  ctx.events.raise('prescribedInformationCompleted', payload);
  audit(ctx, tenancy, SYSTEM_AUTHOR, 'Prescribed information (deposit protection) submitted.');
}

export function setStep(ctx: ProviderContext, tenancy: TenancyState, step: number, flags: TenancyStepFlags = {}): void {
  if (!tenancySteps.has(step))
    throw invalidArgument(
      `step must be a tenancy step of the contract (${[...tenancySteps.keys()].join(', ')}), got ${step}`,
    );
  const unknown = Object.keys(flags ?? {}).filter((name) => !STEP_FLAGS.includes(name as keyof TenancyStepFlags));
  if (unknown.length)
    throw invalidArgument(
      `${unknown.join(', ')}: not a field of updateApplicationStatus (known: ${STEP_FLAGS.join(', ')})`,
    );
  const next: TenancyState = {
    ...tenancy,
    step,
    prescribedInformationRequired: flags.isPrescribedInformationRequired ?? tenancy.prescribedInformationRequired,
    prescribedInformationCompleted: flags.isPrescribedInformationCompleted ?? tenancy.prescribedInformationCompleted,
    finalised: flags.isTenancyFinalised ?? tenancy.finalised,
    howWillSignApplicants: flags.howWillSignApplicants ?? tenancy.howWillSignApplicants,
    howWillSignAgentLandlord: flags.howWillSignAgentLandlord ?? tenancy.howWillSignAgentLandlord,
  };
  const payload = ctx.checked('updateApplicationStatus', ctx.payloads.updateApplicationStatus(next));
  Object.assign(tenancy, {
    step,
    prescribedInformationRequired: next.prescribedInformationRequired,
    prescribedInformationCompleted: next.prescribedInformationCompleted,
    finalised: next.finalised,
    howWillSignApplicants: next.howWillSignApplicants,
    howWillSignAgentLandlord: next.howWillSignAgentLandlord,
  });
  ctx.events.raise('updateApplicationStatus', payload);
  audit(ctx, tenancy, SYSTEM_AUTHOR, `Tenancy step: ${tenancySteps.get(step)}.`);
}

/** Step 2 (referencing complete) once every applicant still on the tenancy is complete; back to 1 otherwise. */
export function refreshStep(ctx: ProviderContext, tenancy: TenancyState): void {
  const inProgress = codeNamed(tenancySteps, 'Referencing in progress');
  const complete = codeNamed(tenancySteps, 'Referencing complete');
  if (tenancy.step !== inProgress && tenancy.step !== complete) return;
  const active = tenancy.applicants.filter((a) => a.status !== STATUS_CANCELLED && a.status !== STATUS_CREATED);
  const next = active.length > 0 && active.every((a) => a.status === STATUS_COMPLETED) ? complete : inProgress;
  if (next !== tenancy.step) setStep(ctx, tenancy, next);
}
