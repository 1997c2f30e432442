// Notes (provider spec 6.3): a user note or an audit-trail line added by an admin call, raising addNote.
import { noteKinds } from '../codes.js';
import { invalidArgument } from '../errors.js';
import { isoSeconds } from '../payloads.js';
import type { TenancyState } from '../state.js';
import { ADMIN_AUTHOR, type ProviderContext } from './context.js';

export function addNote(
  ctx: ProviderContext,
  tenancy: TenancyState,
  note: { kind?: string; content: string; author?: string; applicantRef?: string },
): void {
  const kind = note.kind ?? 'UserNote';
  if (!noteKinds.includes(kind))
    throw invalidArgument(`kind must be one of ${noteKinds.join(', ')}, got ${JSON.stringify(kind)}`);
  if (typeof note.content !== 'string' || !note.content) throw invalidArgument('content must be the text of the note');
  if (note.author !== undefined && (typeof note.author !== 'string' || !note.author))
    throw invalidArgument('author must be the name of who wrote the note');
  const applicant = note.applicantRef ? ctx.state.applicant(tenancy.reference, note.applicantRef) : null;
  const author = note.author ?? ADMIN_AUTHOR;
  const timestamp = ctx.now();
  const payload = ctx.checked(
    'addNote',
    ctx.payloads.addNote(tenancy, { kind, content: note.content, author, timestamp }, applicant),
  );
  const record = { Timestamp: isoSeconds(timestamp), Author: author, Content: note.content };
  if (kind === 'AuditTrail') tenancy.auditTrail.push(record);
  else tenancy.notes.push(record);
  ctx.events.raise('addNote', payload);
}
