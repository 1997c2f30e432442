// The two stores of the journal, each opened fresh for one test: the embedded one in a temporary folder, PostgreSQL
// in a schema of its own (TRS_TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; the tests fail
// without a server, they are never skipped).
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ClockOption } from '@trs/shared';
import { tempDir } from '@trs/testkit';
import { openJournal, postgresJournal, type Journal } from '../../src/index.js';

export const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface OpenedStore {
  journal: Journal;
  /** Another journal over the same storage (another process would open it so). */
  reopen(): Promise<Journal>;
  cleanup(): Promise<void>;
}

export type StoreName = 'embedded' | 'postgres';

export async function openStore(name: StoreName, clock?: ClockOption): Promise<OpenedStore> {
  if (name === 'embedded') {
    const dir = path.join(await tempDir('trs-journal-'), 'journal');
    const opened: Journal[] = [await openJournal({ dir, ...(clock ? { clock } : {}) })];
    return {
      journal: opened[0]!,
      reopen: async () => {
        const journal = await openJournal({ dir, ...(clock ? { clock } : {}) });
        opened.push(journal);
        return journal;
      },
      cleanup: async () => {
        await Promise.all(opened.map((journal) => journal.close()));
      },
    };
  }
  const schema = `trs_journal_${randomBytes(5).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: pgUrl, max: 4 });
  const open = () => postgresJournal({ pool, schema, ...(clock ? { clock } : {}) });
  return {
    journal: open(),
    reopen: () => Promise.resolve(open()),
    cleanup: async () => {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}
