// applicantReopened: A completed applicant was reopened because more referencing work is needed.
//
// Raised when a completed applicant is reopened (provider spec 3.2, 6.3, 6.4). The applicant returns to in progress and
// further updateApplicant events follow. applicantRef is at the top level, not inside data.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "applicantReopened".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   applicantRef (string, required): One person on the tenancy (provider spec 2.1): agent prefix followed by seven
//     digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.
//   EntryType (string): Applicant Reopened.
//   data (object)
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, applicantRef is a duplicate and is not handled again
// (x-idempotency-key). Events of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('applicantReopened', async (event, ctx) => {
  const { applicantRef } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ applicantRef });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
