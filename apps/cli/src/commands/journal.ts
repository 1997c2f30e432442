// `trs journal list | pending | export`: the reference journal (@trs/journal), read. Its folder is `--dir`, or
// TRS_JOURNAL_DIR, or `journal` in the trs config folder.
import { defineCommand } from '../command.js';
import type { JournalFlags } from '../handlers/journal.js';

const DIR_OPTION = [
  {
    flags: '--dir <folder>',
    description: "the journal's folder (default: journal in the trs config folder)",
    env: 'TRS_JOURNAL_DIR',
  },
];

export const journalListCommand = defineCommand<JournalFlags>({
  path: ['journal', 'list'],
  summary: 'List every reference the journal holds (tenancies, applicants, KYC ids)',
  description: 'The team’s only list: the service has no list or search endpoint (provider spec 1).',
  options: DIR_OPTION,
  json: true,
  examples: ['trs journal list', 'trs journal list --dir /var/lib/crm/trs-journal --json'],
  run: async (flags, context) => (await import('../handlers/journal.js')).listReferences(flags, context),
});

export const journalPendingCommand = defineCommand<JournalFlags>({
  path: ['journal', 'pending'],
  summary: 'List the POSTs whose outcome is unknown and not yet resolved',
  description:
    'Each was sent and may have created something: it is resolved when the webhook echoing its ExternalReference arrives.',
  options: DIR_OPTION,
  json: true,
  examples: ['trs journal pending'],
  run: async (flags, context) => (await import('../handlers/journal.js')).listPending(flags, context),
});

export const journalExportCommand = defineCommand<JournalFlags>({
  path: ['journal', 'export'],
  summary: 'Write the whole journal as one JSON document (schema trs-journal/1)',
  description: 'References and pending POSTs, with the bodies sent: personal data, keep the output private.',
  options: DIR_OPTION,
  examples: ['trs journal export > journal.json'],
  run: async (flags, context) => (await import('../handlers/journal.js')).exportJournal(flags, context),
});

export const journalCommands = [journalListCommand, journalPendingCommand, journalExportCommand];
