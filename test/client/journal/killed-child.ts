// A CRM process that creates a tenancy with the journal in `dir`, writes the reference the call answered to stdout,
// and is killed (SIGKILL, no exit handler, no close) the moment the call resolves. Its disk is slow: each record
// starts a while after it is asked for, so a client that did not wait for the journal would be killed first.
import { writeSync } from 'node:fs';
import { createClient, type ClientJournal } from '@trs/client';
import { openJournal } from '@trs/journal';
import { application } from '../support.js';

const [baseUrl, userName, password, dir] = process.argv.slice(2) as [string, string, string, string];
const journal = await openJournal({ dir });
const slowDisk: ClientJournal = {
  record: async (reference) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await journal.record(reference);
  },
  recordPending: (pending) => journal.recordPending(pending),
};
const trs = createClient({ baseUrl, credentials: { userName, password }, journal: slowDisk });
const reference = await trs.createTenancy(42, application());
writeSync(1, `${reference}\n`);
process.kill(process.pid, 'SIGKILL');
