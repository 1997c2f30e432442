// uploadPartnerDocument: A document of the tenancy or of one applicant is ready to fetch.
//
// Raised when a document is ready (provider spec 6.3, 6.4). data holds documentType (an integer, see DocumentType),
// fileName and EITHER presignedUrl OR fileData. The usual shape is presignedUrl: fetch it within 24 hours, without a
// Token (provider spec 8: presigned URL validity 24 hours). If publishing the file failed, the same payload carries the
// file itself as base64 fileData instead, which can be large, so a receiver caps its body parser accordingly. Receivers
// handle both. For a per-applicant document (signed receipt, KYC reports) the envelope also has ApplicantId and
// ApplicantExternalReference. Rent-review documents (types 28 to 30) arrive here; the rent-review event names them by
// documentS3Key, which this event does not carry (see RentReviewEvent).
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string, required): Always "uploadPartnerDocument".
//   applicationRef (string, required): The tenancy reference (provider spec 2.1): seven digits, zero padded,
//     always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or
//     {ReferenceNumber}.
//   data (object, required): The document. Exactly one of presignedUrl and fileData is expected; a payload with
//     both is accepted.
//   data.documentType (integer, required): Kind of document in uploadPartnerDocument (provider spec 6.4).
//     Integers, never names. 31 known codes, see DocumentType (x-codes); others may come.
//   data.fileName (string, required): The file name of the document.
//   data.presignedUrl (string (uri)): Presigned URL of the file. Fetch it within 24 hours of the event, without a
//     Token; after that it no longer works. Never logged (x-sensitive: secret).
//   data.fileData (string): The file itself, base64 encoded, sent instead of presignedUrl when publishing the file
//     failed. Can be large. Never logged, only its length (x-sensitive: document).
//   EntryType (string): Document available.
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, ApplicantId, data.documentType, data.fileName, data.presignedUrl,
// data.fileData is a duplicate and is not handled again (x-idempotency-key). Events of one applicationRef are handled
// one at a time, in order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('uploadPartnerDocument', async (event, ctx) => {
  const { ApplicantId } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract): not data.presignedUrl (a credential),
  // data.fileData (a document's bytes: its length instead).
  ctx.annotate({
    ApplicantId,
    documentType: event.payload.data.documentType,
    fileName: event.payload.data.fileName,
    fileDataLength: event.payload.data.fileData?.length,
  });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
