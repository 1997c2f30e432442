// deprecatedNotification: A notification of the deprecated mechanism about one applicant; it carries only ReferenceNo.
//
// The deprecated notification mechanism (provider spec 1, 4 and 9: replaced by webhooks) carries only the applicant
// reference, in a field named ReferenceNo, and no application reference (provider spec 2.1 rule 2): a receiver that
// needs the tenancy looks it up in what it stored when the applicant was created. The receiver's journal does that
// (x-tenancy-of-applicant): the handler is given the tenancy, or told plainly that the journal does not know the
// applicant.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   ReferenceNo (string, required): The applicant reference (ApplicantRef); the notification carries no
//     application reference.
//   topic (string): The event's topic. Absent on KYC status and legacy report payloads.
//   applicationRef (string): The tenancy reference (provider spec 2.1): seven digits, zero padded, always a
//     string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.
//   data (object)
//   EntryType (string): Kind of entry, for example Status Update, Report Available, Status Update KYC.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same ReferenceNo is a duplicate and is not handled again (x-idempotency-key). Events of one
// ReferenceNo are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('deprecatedNotification', async (event, ctx) => {
  const { ReferenceNo } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ ReferenceNo });
  // This event names an applicant (ReferenceNo) and no tenancy: the receiver's journal (createReceiver({ journal }))
  // gives the tenancy. ctx.applicantTenancy is { known: true, applicationRef } or, when the journal does not know the
  // applicant, { known: false, reason, message }: throw to retry later, or look it up elsewhere.
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
