// The journal's errors, on the error design of every @trs package (TrsError of @trs/shared).
import { TrsError } from '@trs/shared';

/** A value given to the journal (an option or a record) breaks a rule; nothing was written. */
export class JournalInputError extends TrsError<'TRS_JOURNAL_INVALID_INPUT', { field: string; rule: string }> {
  constructor(field: string, rule: string) {
    super('TRS_JOURNAL_INVALID_INPUT', `${field} ${rule}. Nothing was written to the journal.`, { field, rule });
  }
}

/** The journal could not store a write durably (disk full, permissions, the database gone); the cause says why. */
export class JournalWriteError extends TrsError<'TRS_JOURNAL_WRITE_FAILED', { store: string }> {
  constructor(store: string, cause: unknown) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(
      'TRS_JOURNAL_WRITE_FAILED',
      `The reference journal (${store}) could not store a write: ${why}. Fix the store, then record what was lost: nothing else keeps it.`,
      { store },
      { cause },
    );
  }
}
