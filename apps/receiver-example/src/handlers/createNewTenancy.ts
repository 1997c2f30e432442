// createNewTenancy: A tenancy was created through the partner integration.
//
// Raised when a tenancy is created, and sent only for tenancies created through the partner integration (provider spec
// 6.3, 6.4, 6.5). data holds the property address, the applicants already on the tenancy, the partner's external
// references, the branch and agent, and two integer codes (referencingServiceType, applicationType) whose meanings are
// not shown.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "createNewTenancy".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   data (object, required)
//   data.address (object): The property address. Never logged (x-sensitive: personal).
//   data.applicants (array of object): The applicants on the tenancy when it was created.
//   data.partnerTenancyId (string | null): The tenancy's ExternalReference.
//   data.partnerApplicantId (string | null): An applicant's ExternalReference (an external reference of the
//     partner).
//   data.partnerCustomerEmail (string | null): E-mail address of the partner's customer. Never logged
//     (x-sensitive: personal).
//   data.branchId (integer): A branch, taken from the Id of an entry of GET /Branches (provider spec 2.1). An
//     integer, never a tenancy reference.
//   data.branchName (string)
//   data.agentId (integer | string): The agent's id at the provider.
//   data.referencingServiceType (integer): Integer code of the referencing service.
//   data.applicationType (integer): Integer code of the kind of application.
//   EntryType (string): Kind of entry.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef is a duplicate and is not handled again (x-idempotency-key). Events
// of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('createNewTenancy', async (event, ctx) => {
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
