// A process of its own that appends `count` references to the embedded journal in `dir` (tenancy references
// prefix + n), as fast as it can, then exits: several of them at once share one journal folder.
import { openJournal } from '../../src/index.js';

const [dir, prefix, count] = process.argv.slice(2) as [string, string, string];
const journal = await openJournal({ dir });
await Promise.all(
  Array.from({ length: Number(count) }, (_, n) =>
    journal.record({ kind: 'tenancy', tenancy: `${prefix}${String(n).padStart(4, '0')}`, source: 'client' }),
  ),
);
await journal.close();
