// addApplicant: A tenant or guarantor was added to a tenancy.
//
// Raised when an applicant is added (provider spec 6.3, 6.4, 6.5). data is the data of updateApplicant (applicantRef,
// applicantStatus, reportType, rentShare) plus type (tenant or guarantor) and partnerContactId (the applicant's
// ExternalReference). The top level also has Status and, if the applicant is already completed, the full Applicant
// object. applicationStatus here is the tenancy step of provider spec 3.1, unlike updateApplicant.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "addApplicant".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   applicationStatus (integer): The tenancy step (provider spec 3.1), not the 0/1 of updateApplicant. 12 known
//     codes, see TenancyStep (x-codes); others may come.
//   Status (string): Status text of an applicant (provider spec 3.2). Named statuses are Created and References in
//     Progress; the set is not closed, so any string is accepted. Known codes: Created = Added; referencing has not
//     started | References in Progress = Submitted; referencing in progress; others may come.
//   data (object, required): One applicant as addApplicant data and as an entry of createNewTenancy
//     data.applicants: the applicant-event data (applicantRef, applicantStatus, reportType, rentShare) plus type and
//     partnerContactId.
//   data.applicantRef (string, required): One person on the tenancy (provider spec 2.1): agent prefix followed by
//     seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.
//   data.type (string | integer): Whether the applicant is a tenant or a guarantor (the field type of addApplicant
//     data and of the applicants of createNewTenancy). Seen as tenant or guarantor. Known codes: tenant = Tenant |
//     guarantor = Guarantor; others may come.
//   data.partnerContactId (string | null): The applicant's ExternalReference, as the client set it.
//   data.applicantStatus (string): Status text of an applicant (provider spec 3.2). Named statuses are Created and
//     References in Progress; the set is not closed, so any string is accepted. Known codes: Created = Added;
//     referencing has not started | References in Progress = Submitted; referencing in progress; others may come.
//   data.reportType (integer): Report product id (provider spec 2.5). Integers, never names. Known codes: 1 =
//     Elite | 3 = Interim | 5 = Essential | 6 = Upgraded to Elite | 7 = Summary | 8 = Essential+ | 9 = Essential++;
//     others may come.
//   data.rentShare (number)
//   Applicant (object): The full Applicant object, present when the applicant is already completed.
//   EntryType (string): Kind of entry.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, data.applicantRef is a duplicate and is not handled again
// (x-idempotency-key). Events of one applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('addApplicant', async (event, ctx) => {
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ applicantRef: event.payload.data.applicantRef });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
