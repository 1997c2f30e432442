// addNote: A note or audit-trail line was written against an applicant or the tenancy.
//
// Raised when a note or audit-trail line is written against an applicant or the tenancy (provider spec 6.3, 6.4). Every
// variant carries data {typeId (always the text MI), description}. The variants, told apart by EntryType: - UserNote,
// SystemNote, AuditTrail (applicant and reference notes): also Timestamp (ISO 8601 date-time), Author and Content at
// the top level.
//
// - Professional Guarantor Update (a professional-guarantor note): carries only data. One schema covers all variants;
// the variant fields are optional.
//
// event.payload (as the contract describes it; unknown fields and codes pass too):
//   topic (string): Always "addNote".
//   applicationRef (string): The tenancy reference (provider spec 2.1): seven digits, zero padded, always a
//     string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.
//   data (object, required)
//   data.typeId (string): Always the text MI.
//   data.description (string): The note text. Never logged (x-sensitive: personal).
//   EntryType (string): The variant: UserNote, SystemNote or AuditTrail (with Timestamp, Author and Content), or
//     Professional Guarantor Update (data only). Known codes: UserNote = A note written by a user (applicant and
//     reference notes) | SystemNote = A note written by the system | AuditTrail = An audit-trail line | Professional
//     Guarantor Update = A professional-guarantor note; carries only data; others may come.
//   Timestamp (string): When the note was written, an ISO 8601 date-time. UserNote, SystemNote and AuditTrail
//     only.
//   Author (string): Who wrote the note. UserNote, SystemNote and AuditTrail only. Never logged (x-sensitive:
//     personal).
//   Content (string): The text of the note or audit-trail line. UserNote, SystemNote and AuditTrail only. Never
//     logged (x-sensitive: personal).
//   CreationDate (string): When the event was raised.
//   ApplicationId (integer): The provider's internal numeric id of the tenancy.
//   ApplicantId (integer | string): The provider's internal id of the applicant, on per-applicant events.
//   ApplicationExternalReference (string | null): The tenancy's ExternalReference, as the client set it.
//   ApplicantExternalReference (string | null): The applicant's ExternalReference.
//
// A redelivery with the same topic, applicationRef, EntryType, Timestamp, Author, Content, data.description is a
// duplicate and is not handled again (x-idempotency-key). Events of one applicationRef are handled one at a time, in
// order of receipt.
//
// A stub written from the contract by @trs/codegen (receiver-skeleton). It is yours to edit: regenerating adds stubs
// for new events and rewrites index.gen.ts, never this file.
import { defineHandler } from '@trs/webhooks';

export default defineHandler('addNote', async (event, ctx) => {
  const { EntryType, Timestamp } = event.payload;
  // The fields that identify this event go on its log line ("webhook event dispatched"); never personal data, a
  // credential or a document's bytes (x-sensitive in the contract): not Author (personal data), Content (personal
  // data), data.description (personal data).
  ctx.annotate({ EntryType, Timestamp });
  // Your code goes here. Write your own tables through ctx.transaction((db) => db.query(...)) to apply each event's
  // writes exactly once; make calls to other systems idempotent with event.idempotencyKey.
});
