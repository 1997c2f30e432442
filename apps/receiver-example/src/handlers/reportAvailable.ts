// reportAvailable: a report of an applicant is ready (recognised by its URL even though its topic is updateApplicant).
import { defineHandler } from '@trs/webhooks';

export default defineHandler('reportAvailable', async (event, ctx) => {
  const { applicationRef, ReportType, URL } = event.payload;
  ctx.annotate({ reportType: ReportType, url: URL });
  // Business code goes here: download the PDF at URL with the Token header (see @trs/client) and attach it to tenancy applicationRef; a final report usually arrives with a Summary (type 7).
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
