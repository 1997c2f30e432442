// The audit trail (provider spec 6.3): GET …/AuditTrail lines, each raising addNote.
import { isoSeconds } from '../payloads.js';
import type { ApplicantState, TenancyState } from '../state.js';
import type { ProviderContext } from './context.js';

/**
 * Writes an audit-trail line (GET …/AuditTrail) and, as provider spec 6.3 says of every audit-trail line, raises
 * addNote with its text, against the applicant it concerns or the tenancy. Called once the change it records is
 * made, so its note follows the change's own events.
 */
export function audit(
  ctx: ProviderContext,
  tenancy: TenancyState,
  author: string,
  content: string,
  applicant: ApplicantState | null = null,
): void {
  const timestamp = ctx.now();
  tenancy.auditTrail.push({ Timestamp: isoSeconds(timestamp), Author: author, Content: content });
  if (ctx.config.auditTrailNotes)
    ctx.events.raise(
      'addNote',
      ctx.payloads.addNote(tenancy, { kind: 'AuditTrail', content, author, timestamp }, applicant),
    );
}
