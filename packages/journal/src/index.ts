// @trs/journal: the reference journal. Every reference the service returned or announced, and every POST whose outcome
// is unknown, kept durably: the team's only list, since the interface has no list or search endpoint (provider spec 1).
export { openJournal, JOURNAL_FILE, type FileJournalOptions } from './file-journal.js';
export {
  postgresJournal,
  journalTablesSql,
  type PostgresJournalOptions,
  type JournalPgPool,
  type JournalPgClient,
} from './postgres-journal.js';
export { JournalInputError, JournalWriteError } from './errors.js';
export type * from './types.js';
export { pendingResolutions, tenancyLookups } from './resolutions.gen.js';
export { referencesFromEvent, resolveFromEvent, journalEvent, applicantWithoutTenancy } from './from-event.js';
