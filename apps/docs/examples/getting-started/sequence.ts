// The typical sequence of the provider (its section 1): create the tenancy, add the tenant, submit the tenant's
// details so that referencing starts. The report arrives later, by webhook (receiver.ts).
import type { TrsClient } from '@trs/client';
import type { ReferenceStore } from './references.js';
import { application, tenant, tenantDetails } from './tenancy-data.js';

export async function startReferencing(trs: TrsClient, references: ReferenceStore) {
  // #region branch
  const [branch] = await trs.listBranches(); // logs in on first need
  if (!branch) throw new Error('this service user belongs to no branch: ask the account manager');
  // #endregion branch

  // #region create-tenancy
  // A branch id (integer) here; a tenancy reference (seven-digit string) on GET: one URL template for both.
  const applicationRef = await trs.createTenancy(branch.Id, application);
  await references.save({ kind: 'tenancy', applicationRef, externalReference: application.ExternalReference });
  // #endregion create-tenancy

  // #region add-tenant
  const added = await trs.addTenant(applicationRef, tenant); // status Created: referencing has not started
  const tenantRef = added.ReferenceNumber!;
  await references.save({ kind: 'applicant', applicantRef: tenantRef, applicationRef });
  // #endregion add-tenant

  // #region submit-tenant
  // Every missing submit-time field is named in one ValidationError, before anything is sent.
  await trs.submitTenant(applicationRef, tenantRef, tenantDetails);
  // #endregion submit-tenant

  return { applicationRef, tenantRef };
}
