// rentIncreaseWithdrawalFinalised: the withdrawal-notice document was finalised.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseWithdrawalFinalised', async (event, ctx) => {
  const { applicationRef, documentName } = event.payload;
  ctx.annotate({ documentName });
  // Business code goes here: file the withdrawal on tenancy applicationRef; the document arrives as an uploadPartnerDocument event (type 30).
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
