// updateApplicationStatus: The tenancy moved to another step (provider spec 3.1).
//
// Raised on every change of tenancy step (provider spec 3.1, 6.3, 6.4). applicationStatus is the tenancy step; the
// event also carries the prescribed-information and finalisation flags and two signing codes whose meanings are not
// shown.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "updateApplicationStatus".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   applicationStatus (integer, required): Step of the tenancy (provider spec 3.1): applicationStatus on
//     updateApplicationStatus and addApplicant. Transitions between steps are not shown; each change is announced by
//     updateApplicationStatus. 12 known codes, see TenancyStep (x-codes); others may come.
//   isPrescribedInformationRequired (boolean): Whether prescribed information (deposit protection) is required for
//     this tenancy.
//   isPrescribedInformationCompleted (boolean): Whether prescribed information has been submitted.
//   isTenancyFinalised (boolean): Whether the tenancy agreement is fully signed and the tenancy finalised.
//   howWillSignApplicants (integer): Integer code of how the applicants will sign.
//   howWillSignAgentLandlord (integer): Integer code of how the agent and landlord will sign.
//   EntryType (string): Update Application Status.
//   data (object)
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, applicationStatus, isPrescribedInformationRequired,
// isPrescribedInformationCompleted, isTenancyFinalised is a duplicate and is not handled again (x-idempotency-key).
// Events of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('updateApplicationStatus', async (event, ctx) => {
  const { applicationStatus, isPrescribedInformationRequired, isPrescribedInformationCompleted, isTenancyFinalised } =
    event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({
    applicationStatus,
    isPrescribedInformationRequired,
    isPrescribedInformationCompleted,
    isTenancyFinalised,
  });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
