// tenancyFinalised: The tenancy agreement is fully signed and the tenancy finalised.
//
// Raised when the tenancy agreement is fully signed and the tenancy finalised (provider spec 6.3, 6.4). The payload
// includes hasInventory, daysToReportIssues (may be null) and the prescribed-information flags.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "tenancyFinalised".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   hasInventory (boolean): Whether the tenancy has an inventory.
//   daysToReportIssues (integer | null): Number of days the tenants have to report issues (with the inventory);
//     may be null.
//   isPrescribedInformationRequired (boolean): Whether prescribed information (deposit protection) is required for
//     this tenancy.
//   isPrescribedInformationCompleted (boolean): Whether prescribed information has been submitted.
//   EntryType (string): Kind of entry.
//   data (object)
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, hasInventory, daysToReportIssues, isPrescribedInformationRequired,
// isPrescribedInformationCompleted is a duplicate and is not handled again (x-idempotency-key). Events of one
// applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('tenancyFinalised', async (event, ctx) => {
  const { hasInventory, daysToReportIssues, isPrescribedInformationRequired, isPrescribedInformationCompleted } =
    event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ hasInventory, daysToReportIssues, isPrescribedInformationRequired, isPrescribedInformationCompleted });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
