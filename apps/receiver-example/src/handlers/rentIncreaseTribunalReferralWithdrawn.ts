// rentIncreaseTribunalReferralWithdrawn: the tribunal referral was withdrawn.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseTribunalReferralWithdrawn', async (event, ctx) => {
  const { applicationRef, journalNoteText } = event.payload;
  ctx.annotate({ journalNoteText });
  // Business code goes here: resume the rent review of tenancy applicationRef.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
