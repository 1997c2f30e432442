// What the provider does, as provider spec sections 1 to 6 describe it: tenancies under branches, applicants added
// (Created) and submitted (referencing in progress, then completed after a delay or on an admin call), reports and
// identity checks, rent share, start date, cancellation, notes and audit trail, documents, and the webhooks each
// of these raises. The REST handlers and the admin API both act through this class; nothing here knows HTTP.
// Each resource is a module of provider/ over the shared state of provider/context.ts; this class only binds them.
import type { DocumentStore } from './documents.js';
import type { EventLog } from './events.js';
import type { Payloads } from './payloads.js';
import * as applicants from './provider/applicants.js';
import * as completion from './provider/completion.js';
import { ProviderContext, type ProviderConfig } from './provider/context.js';
import * as documents from './provider/documents.js';
import * as kyc from './provider/kyc.js';
import * as notes from './provider/notes.js';
import * as reports from './provider/reports.js';
import * as rentReview from './provider/rent-review.js';
import * as tenancies from './provider/tenancies.js';
import type { SandboxState } from './state.js';

export { ClientError, type ProviderConfig } from './provider/context.js';
export type { TenancyStepFlags } from './provider/tenancies.js';

/** The arguments of a resource function after the shared context. */
type Args<F> = F extends (ctx: ProviderContext, ...args: infer A) => unknown ? A : never;

export class Provider {
  private readonly ctx: ProviderContext;

  constructor(
    readonly state: SandboxState,
    events: EventLog,
    payloads: Payloads,
    documentStore: DocumentStore,
    config: ProviderConfig,
  ) {
    this.ctx = new ProviderContext(state, events, payloads, documentStore, config);
  }

  /** How many of the next documents are sent as fileData (admin trap). */
  get fileDataNext(): number {
    return this.ctx.fileDataNext;
  }
  set fileDataNext(count: number) {
    this.ctx.fileDataNext = count;
  }

  // Tenancies
  createTenancy(...args: Args<typeof tenancies.createTenancy>) {
    return tenancies.createTenancy(this.ctx, ...args);
  }
  applicationRecord(...args: Args<typeof tenancies.applicationRecord>) {
    return tenancies.applicationRecord(this.ctx, ...args);
  }
  changeStartDate(...args: Args<typeof tenancies.changeStartDate>) {
    return tenancies.changeStartDate(this.ctx, ...args);
  }
  setRentShare(...args: Args<typeof tenancies.setRentShare>) {
    return tenancies.setRentShare(this.ctx, ...args);
  }
  setStep(...args: Args<typeof tenancies.setStep>) {
    return tenancies.setStep(this.ctx, ...args);
  }
  finalise(...args: Args<typeof tenancies.finalise>) {
    return tenancies.finalise(this.ctx, ...args);
  }
  completePrescribedInformation(...args: Args<typeof tenancies.completePrescribedInformation>) {
    return tenancies.completePrescribedInformation(this.ctx, ...args);
  }

  // Applicants
  addApplicant(...args: Args<typeof applicants.addApplicant>) {
    return applicants.addApplicant(this.ctx, ...args);
  }
  applicantRecord(...args: Args<typeof applicants.applicantRecord>) {
    return applicants.applicantRecord(this.ctx, ...args);
  }
  submit(...args: Args<typeof applicants.submit>) {
    return applicants.submit(this.ctx, ...args);
  }
  submitForm(...args: Args<typeof applicants.submitForm>) {
    return applicants.submitForm(this.ctx, ...args);
  }
  cancel(...args: Args<typeof applicants.cancel>) {
    return applicants.cancel(this.ctx, ...args);
  }

  // Completion
  complete(...args: Args<typeof completion.complete>) {
    return completion.complete(this.ctx, ...args);
  }
  sendReportPair(...args: Args<typeof completion.sendReportPair>) {
    return completion.sendReportPair(this.ctx, ...args);
  }
  reopen(...args: Args<typeof completion.reopen>) {
    return completion.reopen(this.ctx, ...args);
  }
  /** Stops every pending timer (close). */
  stopAll() {
    completion.stopAll(this.ctx);
  }

  // Identity checks (KYC), notes, documents, rent review
  setKycStatus(...args: Args<typeof kyc.setKycStatus>) {
    return kyc.setKycStatus(this.ctx, ...args);
  }
  addNote(...args: Args<typeof notes.addNote>) {
    return notes.addNote(this.ctx, ...args);
  }
  sendDocument(...args: Args<typeof documents.sendDocument>) {
    return documents.sendDocument(this.ctx, ...args);
  }
  rentReview(...args: Args<typeof rentReview.rentReview>) {
    return rentReview.rentReview(this.ctx, ...args);
  }
  sendDeprecatedNotification(...args: Args<typeof applicants.sendDeprecatedNotification>) {
    return applicants.sendDeprecatedNotification(this.ctx, ...args);
  }
  sendLegacyReport(...args: Args<typeof rentReview.sendLegacyReport>) {
    return rentReview.sendLegacyReport(this.ctx, ...args);
  }

  // Reports (PDF)
  applicantReport(...args: Args<typeof reports.applicantReport>) {
    return reports.applicantReport(this.ctx, ...args);
  }
  tenancyReport(...args: Args<typeof reports.tenancyReport>) {
    return reports.tenancyReport(this.ctx, ...args);
  }
  availableReports(...args: Args<typeof reports.availableReports>) {
    return reports.availableReports(this.ctx, ...args);
  }
  kycReport(...args: Args<typeof reports.kycReport>) {
    return reports.kycReport(this.ctx, ...args);
  }

  /** Resolves once every document being rendered is stored and its event raised. */
  settled(): Promise<void> {
    return this.ctx.settled();
  }
}
