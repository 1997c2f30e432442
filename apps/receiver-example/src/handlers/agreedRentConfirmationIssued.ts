// agreedRentConfirmationIssued: the agent issued an agreed-rent confirmation after a rent review.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('agreedRentConfirmationIssued', async (event, ctx) => {
  const { applicationRef, agreedRentAmount, agreedRentStartDate } = event.payload;
  ctx.annotate({ agreedRentAmount, agreedRentStartDate });
  // Business code goes here: record the agreed rent on tenancy applicationRef; the document arrives as an uploadPartnerDocument event (type 29).
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
