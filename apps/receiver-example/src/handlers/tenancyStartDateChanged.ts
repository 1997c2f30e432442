// tenancyStartDateChanged: The start date of the tenancy changed.
//
// Raised when the start date changes (provider spec 6.3, 6.4, 6.5). oldStartDate is null when there was none; dates are
// yyyy-MM-dd.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "tenancyStartDateChanged".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   oldStartDate (string | null): The previous start date, or null when there was none.
//   newStartDate (string (date), required): A calendar date written yyyy-MM-dd.
//   EntryType (string): Kind of entry.
//   data (object)
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, oldStartDate, newStartDate is a duplicate and is not handled again
// (x-idempotency-key). Events of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('tenancyStartDateChanged', async (event, ctx) => {
  const { oldStartDate, newStartDate } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ oldStartDate, newStartDate });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
