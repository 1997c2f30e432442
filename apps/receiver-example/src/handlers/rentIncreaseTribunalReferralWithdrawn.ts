// rentIncreaseTribunalReferralWithdrawn: The tribunal referral of a rent increase was withdrawn.
//
// Raised when the tribunal referral is withdrawn (provider spec 6.3, 6.4). Carries applicationRef, partnerTenancyId,
// ApplicationId and EntryType at the top level (see RentReviewEvent); money is a number, dates are yyyy-MM-dd,
// frequencies are text. Besides those it carries only journalNoteText.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "rentIncreaseTribunalReferralWithdrawn".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   journalNoteText (string): Text of the journal note written for this step of the rent review. Never logged
//     (x-sensitive: personal).
//   data (object)
//   EntryType (string): Kind of entry, for example Status Update, Report Available, Status Update KYC.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//   partnerTenancyId (string | null): The tenancy's ExternalReference, as the client set it on create.
//
// A redelivery with the same topic, applicationRef, journalNoteText is a duplicate and is not handled again
// (x-idempotency-key). Events of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('rentIncreaseTribunalReferralWithdrawn', async (event, ctx) => {
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract): not journalNoteText (personal data).
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
