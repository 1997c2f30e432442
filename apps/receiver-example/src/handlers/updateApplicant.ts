// updateApplicant: an applicant's status changed (referencing started, progressed or completed).
import { defineHandler } from '@trs/webhooks';

export default defineHandler('updateApplicant', async (event, ctx) => {
  const { applicationRef, data, Status } = event.payload;
  ctx.annotate({ applicantRef: data.applicantRef, applicantStatus: data.applicantStatus, status: Status });
  // Business code goes here: update the referencing status of applicant data.applicantRef on tenancy applicationRef; a completed applicant may come with the full Applicant object.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
