// addApplicant: an applicant (tenant or guarantor) was added to the tenancy.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('addApplicant', async (event, ctx) => {
  const { applicationRef, data, Status } = event.payload;
  ctx.annotate({
    applicantRef: data.applicantRef,
    type: data.type,
    partnerContactId: data.partnerContactId,
    status: Status,
  });
  // Business code goes here: link data.applicantRef to your contact data.partnerContactId on tenancy applicationRef.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
