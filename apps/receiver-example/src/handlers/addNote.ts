// addNote: a note or audit-trail line was written against an applicant or the tenancy.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('addNote', async (event, ctx) => {
  const { applicationRef, EntryType, Author, Timestamp } = event.payload;
  ctx.annotate({ entryType: EntryType, author: Author, timestamp: Timestamp });
  // Business code goes here: append the note (data.description, Content) to the journal of tenancy applicationRef.
  // To write your own tables exactly once per event, use the inbox database: await ctx.transaction((db) => db.query(...)).
});
