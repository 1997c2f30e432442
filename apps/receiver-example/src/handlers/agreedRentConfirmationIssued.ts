// agreedRentConfirmationIssued: The agent issued an agreed-rent confirmation after a rent review.
//
// Raised when the agent issues an agreed-rent confirmation after a rent review (provider spec 6.3, 6.4). Carries
// applicationRef, partnerTenancyId, ApplicationId and EntryType at the top level (see RentReviewEvent); money is a
// number, dates are yyyy-MM-dd, frequencies are text. The confirmation document (documentType 29, Agreed rent
// confirmation) arrives through uploadPartnerDocument.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "agreedRentConfirmationIssued".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   documentS3Key (string): Internal storage key of the agreed-rent confirmation, not a URL. The document itself
//     arrives through the matching uploadPartnerDocument event.
//   documentName (string): File name of the agreed-rent confirmation.
//   journalNoteText (string): Text of the journal note written for this step of the rent review. Never logged
//     (x-sensitive: personal).
//   statusText (string): Status of the rent review, as text.
//   agreedRentAmount (number): The agreed rent.
//   agreedRentStartDate (string (date)): The date from which the agreed rent applies.
//   data (object)
//   EntryType (string): Kind of entry, for example Status Update, Report Available, Status Update KYC.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//   partnerTenancyId (string | null): The tenancy's ExternalReference, as the client set it on create.
//
// A redelivery with the same topic, applicationRef, documentS3Key is a duplicate and is not handled again
// (x-idempotency-key). Events of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('agreedRentConfirmationIssued', async (event, ctx) => {
  const { documentS3Key } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ documentS3Key });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
