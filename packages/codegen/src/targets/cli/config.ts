import type { TargetConfig } from '../target.js';

export const config = {
  name: 'cli',
  description:
    "@trs/cli: one command per operation of the contract (words, arguments with their rules, the body's validator and examples, the kind of answer), turned into `trs` commands by apps/cli/src/operations/",
  reads: ['operations'],
  // The commands call the generated helpers of @trs/client by operationId.
  dependsOn: ['client'],
  outputs: ['apps/cli/src/operations'],
} as const satisfies TargetConfig<'operations'>;

export const OUTPUT = 'apps/cli/src/operations/commands.gen.ts';

/**
 * The words of each operation's command, where they read better than the ones made from its operationId (an
 * operation missing here still gets a command the day it lands: `addFooBar` becomes `trs foo-bar add`). A path
 * parameter named in `options` is an option (`--branch 42`) instead of a positional argument.
 */
export const COMMAND_NAMES: Readonly<
  Record<string, { words: readonly string[]; options?: Readonly<Record<string, string>>; done?: string }>
> = {
  listBranches: { words: ['branches'] },
  createTenancy: { words: ['tenancy', 'create'], options: { BranchIdOrReferenceNumber: 'branch' } },
  getApplication: { words: ['tenancy', 'get'] },
  cancelTenancy: {
    words: ['tenancy', 'cancel'],
    done: 'Cancelled tenancy {ApplicationRef} for applicant {ApplicantRef}.',
  },
  changeTenancyStartDate: {
    words: ['tenancy', 'start-date'],
    done: 'The start date of tenancy {ApplicationRef} is now {TenancyStartDate}.',
  },
  setRentShare: { words: ['tenancy', 'rent-share'], done: 'Set the rent shares of tenancy {ApplicationRef}.' },
  getAuditTrail: { words: ['tenancy', 'audit-trail'] },
  getApplicant: { words: ['applicant', 'get'] },
  downloadApplicantReport: { words: ['applicant', 'report'] },
  addTenant: { words: ['tenant', 'add'] },
  submitTenant: {
    words: ['tenant', 'submit'],
    done: 'Submitted tenant {TenantRef} of tenancy {ApplicationRef}: referencing has started.',
  },
  createAndSubmitTenant: { words: ['tenant', 'add-submitted'] },
  addGuarantor: { words: ['guarantor', 'add'] },
  submitGuarantor: {
    words: ['guarantor', 'submit'],
    done: 'Submitted guarantor {GuarantorRef} of tenancy {ApplicationRef}: referencing has started.',
  },
  listReports: { words: ['reports', 'list'] },
  downloadReport: { words: ['report', 'download'] },
  downloadKycReport: { words: ['kyc', 'report'] },
  listNotes: { words: ['notes'] },
  sendNotification: { words: ['notification', 'send'] },
};

/** What the words that only group commands are about (a new noun gets a summary made from its operations). */
export const GROUP_SUMMARIES: Readonly<Record<string, string>> = {
  tenancy: 'Create, show, cancel and change tenancies',
  tenant: 'Add and submit tenants',
  guarantor: 'Add and submit guarantors',
  applicant: "Show an applicant and download an applicant's report",
  reports: 'List the reports of a tenancy',
  report: 'Download a report',
  kyc: 'Download identity-check (KYC) reports',
  notification: 'The deprecated notification call (webhooks replace it)',
};
