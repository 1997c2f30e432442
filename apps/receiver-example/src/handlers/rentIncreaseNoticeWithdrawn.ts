// rentIncreaseNoticeWithdrawn: an issued rent-increase notice was withdrawn.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseNoticeWithdrawn', async (event, ctx) => {
  const { applicationRef, statusText, documentName } = event.payload;
  ctx.annotate({ statusText, documentName });
  // Business code goes here: cancel the proposed rent on tenancy applicationRef.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
