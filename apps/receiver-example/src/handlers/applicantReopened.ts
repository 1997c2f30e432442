// applicantReopened: a completed applicant was reopened; updateApplicant events follow.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('applicantReopened', async (event, ctx) => {
  const { applicationRef, applicantRef } = event.payload;
  ctx.annotate({ applicantRef });
  // Business code goes here: mark applicant applicantRef of tenancy applicationRef as in progress again.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
