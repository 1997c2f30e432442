// createNewTenancy: a tenancy was created through the partner integration.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('createNewTenancy', async (event, ctx) => {
  const { applicationRef, data } = event.payload;
  ctx.annotate({
    partnerTenancyId: data.partnerTenancyId,
    applicants: data.applicants?.length ?? 0,
    branchId: data.branchId,
  });
  // Business code goes here: store applicationRef against your tenancy (data.partnerTenancyId is your ExternalReference) and each data.applicants[].applicantRef against your contacts: the service has no list endpoint, a lost reference cannot be recovered.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
