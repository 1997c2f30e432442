// prescribedInformationCompleted: prescribed information (deposit protection) was submitted.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('prescribedInformationCompleted', async (event, ctx) => {
  const { applicationRef, schemeProvider, schemeType } = event.payload;
  ctx.annotate({ schemeProvider, schemeType });
  // Business code goes here: record the deposit scheme on tenancy applicationRef.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
