// tenancyFinalised: the tenancy agreement is fully signed and the tenancy finalised.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('tenancyFinalised', async (event, ctx) => {
  const { applicationRef, hasInventory, daysToReportIssues } = event.payload;
  ctx.annotate({ hasInventory, daysToReportIssues });
  // Business code goes here: mark tenancy applicationRef as finalised; schedule the inventory check-in if hasInventory.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
