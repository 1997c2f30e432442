// Applicants (provider spec 2.3, 3.2): added (Created), submitted by the agent or through the e-mailed form (referencing
// in progress), and cancelled.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Applicant, type ApplicantDetails, validate } from '@trs/validators';
import { STATUS_CANCELLED, STATUS_CREATED, STATUS_IN_PROGRESS } from '../codes.js';
import { invalidArgument } from '../errors.js';
import type { ApplicantKind, ApplicantState, TenancyState } from '../state.js';
import { audit } from './audit.js';
import { scheduleCompletion, stopCompletion } from './completion.js';
import { badRequest, type ProviderContext } from './context.js';
import { startIdentityCheck } from './kyc.js';
import { refreshStep } from './tenancies.js';

const require = createRequire(import.meta.url);
/** The contract's example of a full Applicant: fills the submit-time fields an applicant's form leaves out. */
const exampleApplicant = (
  JSON.parse(readFileSync(require.resolve('@trs/spec/examples/rest/Applicant.json'), 'utf8')) as { value: Applicant }
).value;
const SUBMIT_TIME_FIELDS = ['BirthDay', 'Nationality', 'MaritalStatus', 'AddressHistory', 'SignedConsent'] as const;

export function addApplicant(
  ctx: ProviderContext,
  tenancy: TenancyState,
  kind: ApplicantKind,
  details: ApplicantDetails,
  author: string,
): ApplicantState {
  const selfService = details.IsApplicantFillingTheForm === true;
  const { reference, applicantId } = ctx.state.nextApplicantReference(selfService);
  const { ReferenceNumber: _ignored, ...own } = structuredClone(details);
  const applicant: ApplicantState = {
    reference,
    applicantId,
    kind,
    tenancyReference: tenancy.reference,
    details: own,
    status: STATUS_CREATED,
    createdAt: ctx.now(),
    submittedAt: null,
    completedAt: null,
    completesAt: null,
    completionTimer: undefined,
    reports: [],
    kycId: null,
    webhooksEnabledAtSubmit: null,
  };
  tenancy.applicants.push(applicant);
  ctx.state.applicants.set(reference, applicant);
  ctx.events.raise('addApplicant', ctx.payloads.addApplicant(tenancy, applicant));
  audit(
    ctx,
    tenancy,
    author,
    `${kind === 'tenant' ? 'Tenant' : 'Guarantor'} ${ctx.name(applicant)} (${reference}) added${selfService ? '; the applicant is invited to fill in the form' : ''}.`,
    applicant,
  );
  return applicant;
}

/** The applicant as GET …/{Reference} and the add calls answer it. */
/** A notification of the deprecated mechanism about the applicant: it carries only ReferenceNo (provider spec 2.1). */
export function sendDeprecatedNotification(ctx: ProviderContext, applicant: ApplicantState): void {
  ctx.events.raise('deprecatedNotification', ctx.payloads.deprecatedNotification(applicant));
}

export function applicantRecord(ctx: ProviderContext, applicant: ApplicantState): ApplicantDetails {
  return { ...structuredClone(applicant.details), ReferenceNumber: applicant.reference };
}

export function submit(
  ctx: ProviderContext,
  tenancy: TenancyState,
  applicant: ApplicantState,
  details: Applicant,
  author: string,
  kind?: ApplicantKind,
): void {
  if (kind && applicant.kind !== kind)
    throw badRequest(
      `${applicant.reference} is a ${applicant.kind}: submit it with POST /Applications/${tenancy.reference}/${applicant.kind === 'tenant' ? 'Tenants' : 'Guarantors'}/${applicant.reference}.`,
    );
  if (applicant.status !== STATUS_CREATED)
    throw badRequest(`Applicant ${applicant.reference} is already submitted (status ${applicant.status}).`);
  if (ctx.config.requireIncomeEvidence && details.IncomeEvidence === undefined && !applicant.details.IncomeEvidence)
    throw badRequest(
      `IncomeEvidence is required at submit (provider spec 2.3: income evidence is required when details are submitted), on submit or on create. Send it as a JSON object.`,
    );
  // The references are the service's and the create call's (ExternalReference is set on create).
  const { ReferenceNumber: _reference, ExternalReference: _external, ...own } = structuredClone(details);
  applicant.details = { ...applicant.details, ...own };
  applicant.status = STATUS_IN_PROGRESS;
  applicant.submittedAt = ctx.now();
  // Provider spec 1: the report-ready callback needs webhooks enabled before submission.
  applicant.webhooksEnabledAtSubmit = ctx.events.webhooksEnabled();
  tenancy.started = true;
  ctx.events.raise('updateApplicant', ctx.payloads.updateApplicant(tenancy, applicant));
  audit(ctx, tenancy, author, `Details of ${applicant.reference} submitted; referencing started.`, applicant);
  startIdentityCheck(ctx, tenancy, applicant);
  refreshStep(ctx, tenancy);
  scheduleCompletion(ctx, tenancy, applicant);
}

/** As if the applicant filled in the e-mailed form: the submit-time fields they leave out come from the contract's example. */
export function submitForm(
  ctx: ProviderContext,
  tenancy: TenancyState,
  applicant: ApplicantState,
  details: Partial<Applicant> = {},
): void {
  const merged: Record<string, unknown> = { ...applicant.details, ...details };
  for (const field of SUBMIT_TIME_FIELDS)
    if (merged[field] === undefined) merged[field] = structuredClone(exampleApplicant[field]);
  if (ctx.config.requireIncomeEvidence && merged.IncomeEvidence === undefined) merged.IncomeEvidence = {};
  const checked = validate.Applicant(merged);
  if (!checked.ok) throw invalidArgument(`the form is incomplete: ${checked.issues.map((i) => i.message).join('; ')}`);
  submit(ctx, tenancy, applicant, checked.value, ctx.name(applicant));
}

export function cancel(
  ctx: ProviderContext,
  tenancy: TenancyState,
  applicant: ApplicantState,
  reason: string,
  author: string,
): void {
  if (applicant.status === STATUS_CANCELLED) throw badRequest(`Applicant ${applicant.reference} is already cancelled.`);
  stopCompletion(ctx, applicant);
  applicant.status = STATUS_CANCELLED;
  tenancy.cancellation = { applicantRef: applicant.reference, reason, at: ctx.now() };
  ctx.events.raise('updateApplicant', ctx.payloads.updateApplicant(tenancy, applicant));
  audit(ctx, tenancy, author, `Tenancy cancelled for ${applicant.reference}: ${reason}`, applicant);
}
