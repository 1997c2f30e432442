// kycStatus: the status of an identity check (KYC) changed. It has no applicationRef: it is identified by KYCid.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('kycStatus', async (event, ctx) => {
  const { KYCid, Status, UserType, Reports } = event.payload;
  ctx.annotate({ KYCid, status: Status, userType: UserType, reports: Reports ? Object.keys(Reports) : [] });
  // Business code goes here: update the identity check KYCid; when Status is COMPLETED, Reports holds one URL per check (fetch them with the Token header).
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
