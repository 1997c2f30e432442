// rentIncreaseNoticeIssued: the agent issued a rent-increase notice.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseNoticeIssued', async (event, ctx) => {
  const { applicationRef, noticeId, newRentAmount, newRentFrequency, newRentStartDate } = event.payload;
  ctx.annotate({ noticeId, newRentAmount, newRentFrequency, newRentStartDate });
  // Business code goes here: record the proposed rent on tenancy applicationRef; the notice document arrives as an uploadPartnerDocument event (type 28).
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
