// reportAvailable: A finished referencing report can be downloaded.
//
// Raised when a report is finished (provider spec 6.4, 6.5). It carries ReportType, applicationRef, URL
// ({base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>) and EntryType Report Available.
// Because it is built on the applicant-status payload it normally also carries topic updateApplicant, Status,
// applicationStatus and data, so it is classified by URL (and EntryType), never by topic alone (see x-dispatch). A
// final report usually arrives as a pair: the report and its Summary (ReportType 7). Webhooks must be enabled before
// the applicant is submitted for this event to be sent.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string): Normally updateApplicant, since the payload is built on the applicant-status payload; not used
//     to classify it.
//   ReportType (integer): The report product of this report (provider spec 2.5); 7 is the Summary of a pair. Known
//     codes: 1 = Elite | 3 = Interim | 5 = Essential | 6 = Upgraded to Elite | 7 = Summary | 8 = Essential+ | 9 =
//     Essential++; others may come.
//   URL (string, required): Where to download the report (a PDF):
//     {base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>. Fetching it needs the Token
//     header (provider spec 4, 5.8).
//   EntryType (string, required): Report Available.
//   applicationStatus (integer): As on updateApplicant, 0 while the application is still starting, otherwise 1.
//     Known codes: 0 = Application still starting | 1 = Application started; others may come.
//   Status (string): Status text of an applicant (provider spec 3.2). Named statuses are Created and References in
//     Progress; the set is not closed, so any string is accepted. Known codes: Created = Added; referencing has not
//     started | References in Progress = Submitted; referencing in progress; others may come.
//   data (object): The data of applicant events (updateApplicant, addApplicant, Report Available).
//   applicationRef (string): The tenancy reference (provider spec 2.1): seven digits, zero padded, always a
//     string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same EntryType, URL is a duplicate and is not handled again (x-idempotency-key). Events of one
// applicationRef are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('reportAvailable', async (event, ctx) => {
  const { EntryType, URL } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ EntryType, URL });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
