// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/journal (packages/codegen). Run `pnpm generate` after changing spec/.

/**
 * Which message resolves which POST of unknown outcome (x-resolves-pending): its eventField echoes the requestField
 * of the body sent, and its reference field holds what the POST created.
 */
export const pendingResolutions = [
  {
    message: 'createNewTenancy',
    operation: 'createTenancy',
    requestField: '/ExternalReference',
    eventField: '/data/partnerTenancyId',
    reference: '/applicationRef',
  },
  {
    message: 'addApplicant',
    operation: 'addTenant',
    requestField: '/ExternalReference',
    eventField: '/data/partnerContactId',
    reference: '/data/applicantRef',
  },
  {
    message: 'addApplicant',
    operation: 'addGuarantor',
    requestField: '/ExternalReference',
    eventField: '/data/partnerContactId',
    reference: '/data/applicantRef',
  },
  {
    message: 'addApplicant',
    operation: 'createAndSubmitTenant',
    requestField: '/ExternalReference',
    eventField: '/data/partnerContactId',
    reference: '/data/applicantRef',
  },
] as const;

/**
 * The messages that name an applicant and no tenancy (x-tenancy-of-applicant), with the field of the applicant
 * reference: the receiver gives their handlers the tenancy the journal holds for it (provider spec 2.1 rule 2).
 */
export const tenancyLookups = [{ message: 'deprecatedNotification', applicant: '/ReferenceNo' }] as const;
