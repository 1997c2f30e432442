// updateApplicationStatus: the tenancy step changed.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('updateApplicationStatus', async (event, ctx) => {
  const { applicationRef, applicationStatus, isTenancyFinalised } = event.payload;
  ctx.annotate({ applicationStatus, isTenancyFinalised });
  // Business code goes here: move tenancy applicationRef to step applicationStatus (provider spec 3.1) in your CRM.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
