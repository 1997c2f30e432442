// updateApplicant: An applicant's status changed (referencing started, progressed or completed).
//
// Raised when an applicant's status changes. applicationStatus here is 0 while the application is still starting,
// otherwise 1; it is not the tenancy step of provider spec 3.1. When the applicant is completed a full Applicant object
// may be included. Report Available payloads also carry this topic; they are classified by EntryType and URL first (see
// x-dispatch).
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "updateApplicant".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   applicationStatus (integer): 0 while the application is still starting, otherwise 1. Known codes: 0 =
//     Application still starting | 1 = Application started; others may come.
//   Status (string): Status text of an applicant (provider spec 3.2). Named statuses are Created and References in
//     Progress; the set is not closed, so any string is accepted. Known codes: Created = Added; referencing has not
//     started | References in Progress = Submitted; referencing in progress; others may come.
//   data (object, required): The data of applicant events (updateApplicant, addApplicant, Report Available).
//   data.applicantRef (string, required): One person on the tenancy (provider spec 2.1): agent prefix followed by
//     seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.
//   data.applicantStatus (string): Status text of an applicant (provider spec 3.2). Named statuses are Created and
//     References in Progress; the set is not closed, so any string is accepted. Known codes: Created = Added;
//     referencing has not started | References in Progress = Submitted; referencing in progress; others may come.
//   data.reportType (integer): Report product id (provider spec 2.5). Integers, never names. Known codes: 1 =
//     Elite | 3 = Interim | 5 = Essential | 6 = Upgraded to Elite | 7 = Summary | 8 = Essential+ | 9 = Essential++;
//     others may come.
//   data.rentShare (number)
//   Applicant (object): The full Applicant object, present when the applicant is completed.
//   EntryType (string): Kind of entry, for example Status Update, Report Available, Status Update KYC.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, data.applicantRef, data.applicantStatus, Status is a duplicate and
// is not handled again (x-idempotency-key). Events of one applicationRef are handled one at a time, in order of
// receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('updateApplicant', async (event, ctx) => {
  const { Status } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({
    applicantRef: event.payload.data.applicantRef,
    applicantStatus: event.payload.data.applicantStatus,
    Status,
  });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
