// tenancyStartDateChanged: the tenancy start date changed.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('tenancyStartDateChanged', async (event, ctx) => {
  const { applicationRef, oldStartDate, newStartDate } = event.payload;
  ctx.annotate({ oldStartDate, newStartDate });
  // Business code goes here: move the start of tenancy applicationRef to newStartDate (yyyy-MM-dd).
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
