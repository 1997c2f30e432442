// `trs journal list | pending | export`: the reference journal (@trs/journal), read. Its folder is `--dir`, or
// TRS_JOURNAL_DIR, or `journal` in the trs config folder.
import { openJournal, type Journal } from '@trs/journal';
import { journalDir } from '../api/journal.js';
import { defineCommand, type CommandContext } from '../command.js';

interface JournalFlags {
  dir?: string;
  json?: boolean;
}

const DIR_OPTION = [
  {
    flags: '--dir <folder>',
    description: "the journal's folder (default: journal in the trs config folder)",
    env: 'TRS_JOURNAL_DIR',
  },
];

async function withJournal<T>(flags: JournalFlags, context: CommandContext, read: (j: Journal) => Promise<T>) {
  const journal = await openJournal({ dir: journalDir(context.io.env, flags.dir) });
  try {
    return await read(journal);
  } finally {
    await journal.close();
  }
}

export const journalListCommand = defineCommand<JournalFlags>({
  path: ['journal', 'list'],
  summary: 'List every reference the journal holds (tenancies, applicants, KYC ids)',
  description: 'The team’s only list: the service has no list or search endpoint (provider spec 1).',
  options: DIR_OPTION,
  json: true,
  examples: ['trs journal list', 'trs journal list --dir /var/lib/crm/trs-journal --json'],
  async run(flags, context) {
    const references = await withJournal(flags, context, (journal) => journal.references());
    if (flags.json) return context.json(references);
    for (const r of references) {
      const id = r.kind === 'tenancy' ? r.tenancy : r.kind === 'applicant' ? `${r.applicant} of ${r.tenancy}` : r.kyc;
      const finished = 'finished' in r && r.finished ? ' finished' : '';
      context.out(`${r.kind} ${id} (${r.source}, ${r.firstSeen})${finished}`);
    }
  },
});

export const journalPendingCommand = defineCommand<JournalFlags>({
  path: ['journal', 'pending'],
  summary: 'List the POSTs whose outcome is unknown and not yet resolved',
  description:
    'Each was sent and may have created something: it is resolved when the webhook echoing its ExternalReference arrives.',
  options: DIR_OPTION,
  json: true,
  examples: ['trs journal pending'],
  async run(flags, context) {
    const pending = await withJournal(flags, context, (journal) => journal.pending());
    if (flags.json) return context.json(pending);
    if (!pending.length) return context.out('Nothing pending.');
    for (const p of pending)
      context.out(`${p.id} ${p.operation} ExternalReference ${p.externalReference ?? '(none)'} since ${p.created}`);
  },
});

export const journalExportCommand = defineCommand<JournalFlags>({
  path: ['journal', 'export'],
  summary: 'Write the whole journal as one JSON document (schema trs-journal/1)',
  description: 'References and pending POSTs, with the bodies sent: personal data, keep the output private.',
  options: DIR_OPTION,
  examples: ['trs journal export > journal.json'],
  async run(flags, context) {
    context.json(await withJournal(flags, context, (journal) => journal.export()));
  },
});

export const journalCommands = [journalListCommand, journalPendingCommand, journalExportCommand];
