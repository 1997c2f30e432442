// rentIncreaseTribunalReferral: a tenant referred the rent increase to the tribunal.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseTribunalReferral', async (event, ctx) => {
  const { applicationRef, dateReferred } = event.payload;
  ctx.annotate({ dateReferred });
  // Business code goes here: put the rent review of tenancy applicationRef on hold pending the tribunal.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
