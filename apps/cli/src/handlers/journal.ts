// The handlers of `trs journal list | pending | export` (commands/journal.ts), loaded when one runs.
import { openJournal, type Journal } from '@trs/journal';
import { journalDir } from '../api/journal.js';
import type { CommandContext } from '../command.js';

export interface JournalFlags {
  dir?: string;
  json?: boolean;
}

async function withJournal<T>(flags: JournalFlags, context: CommandContext, read: (j: Journal) => Promise<T>) {
  const journal = await openJournal({ dir: journalDir(context.io.env, flags.dir) });
  try {
    return await read(journal);
  } finally {
    await journal.close();
  }
}

export async function listReferences(flags: JournalFlags, context: CommandContext): Promise<number | void> {
  const references = await withJournal(flags, context, (journal) => journal.references());
  if (flags.json) return context.json(references);
  for (const r of references) {
    const id = r.kind === 'tenancy' ? r.tenancy : r.kind === 'applicant' ? `${r.applicant} of ${r.tenancy}` : r.kyc;
    const finished = 'finished' in r && r.finished ? ' finished' : '';
    context.out(`${r.kind} ${id} (${r.source}, ${r.firstSeen})${finished}`);
  }
}

export async function listPending(flags: JournalFlags, context: CommandContext): Promise<number | void> {
  const pending = await withJournal(flags, context, (journal) => journal.pending());
  if (flags.json) return context.json(pending);
  if (!pending.length) return context.out('Nothing pending.');
  for (const p of pending)
    context.out(`${p.id} ${p.operation} ExternalReference ${p.externalReference ?? '(none)'} since ${p.created}`);
}

export async function exportJournal(flags: JournalFlags, context: CommandContext): Promise<number | void> {
  context.json(await withJournal(flags, context, (journal) => journal.export()));
}
