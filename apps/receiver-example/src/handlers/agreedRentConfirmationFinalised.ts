// agreedRentConfirmationFinalised: the agreed-rent confirmation document was finalised.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('agreedRentConfirmationFinalised', async (event, ctx) => {
  const { applicationRef, documentName } = event.payload;
  ctx.annotate({ documentName });
  // Business code goes here: file the confirmation on tenancy applicationRef.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
