// kycStatus: The status of an identity check (KYC) changed; when complete, the report URLs are included.
//
// Pushed by the separate identity-check (KYC) flow through the same webhook channel (provider spec 1, 6.4). It has no
// topic and no applicationRef: identify it by KYCid and EntryType (Status Update KYC). Status is a KYC status of
// provider spec 3.3; UserType says who the check is for. Reports is present only when the check is complete: its keys
// are KYC report types 100 to 103 (one per requested check) and its values the URLs
// {base_url}/KYC/Report/<KYCid>/<report_type> of the reports.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   KYCid (string, required): The id of the identity check.
//   Status (string, required): Status of an identity check (provider spec 3.3). Transitions are not shown. Known
//     codes: SENT = Sent to the person | IN PROGRESS = The person has started | CONFIRMATION = Awaiting confirmation
//     | COMPLETED = Complete; Reports holds one URL per requested check | CANCELLED = Cancelled | EXPIRED = Expired
//     | ABANDONED = Abandoned; others may come.
//   UserType (integer): Who an identity check (KYC) is for. Known codes: 1 = Tenant | 2 = Guarantor | 3 =
//     Permitted occupier | 4 = Landlord | 5 = Buyer | 6 = Seller | 7 = Other; others may come.
//   Email (string): E-mail address of the person checked. Never logged (x-sensitive: personal).
//   Reports (object): Present only when the check is complete. One entry per requested check, keyed by KYC report
//     type (100 identity, 101 Right to Rent, 102 anti-money-laundering, 103 PEPs and sanctions; provider spec 2.5);
//     each value is the URL {base_url}/KYC/Report/<KYCid>/<report_type>. Fetching a report needs the Token header
//     (provider spec 4, 5.8).
//   Reports.100 (string (uri)): URL of the identity report.
//   Reports.101 (string (uri)): URL of the Right to Rent report.
//   Reports.102 (string (uri)): URL of the anti-money-laundering report.
//   Reports.103 (string (uri)): URL of the PEPs and sanctions report.
//   EntryType (string): Status Update KYC.
//   topic (string): The event's topic. Absent on KYC status and legacy report payloads.
//   applicationRef (string): The tenancy reference (provider spec 2.1): seven digits, zero padded, always a
//     string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.
//   data (object)
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same KYCid, Status is a duplicate and is not handled again (x-idempotency-key). Events of one
// KYCid are handled one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('kycStatus', async (event, ctx) => {
  const { KYCid, Status } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract).
  ctx.annotate({ KYCid, Status });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
