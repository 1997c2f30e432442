// The journal with handlers in a process of their own (worker: { module }): the module exports `journal`, opened over
// the same folder as the rest of the application's. That process records what events announce (an addApplicant's
// applicant, with its tenancy) and gives a deprecated notification's handler the tenancy. Passing `journal` beside
// worker.module is refused with what to do instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openJournal } from '@trs/journal';
import { waitUntil } from '@trs/testkit';
import { afterEach, expect, it, vi } from 'vitest';
import { ConfigError, createReceiver, type Receiver } from '../src/index.js';
import { deliver, example, HEADER, here, KEY, serve, storeDir, tempDir, type Served } from './helpers.js';

let receiver: Receiver | undefined;
let served: Served | undefined;
afterEach(async () => {
  await served?.close();
  await receiver?.close();
  // the test files of this package share their worker process (vitest.config.ts): no variable outlives its test
  vi.unstubAllEnvs();
});

const linesOf = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { applicant: string; given: unknown })
    : [];

it('the worker module exports the journal: its process records references and gives handlers the tenancy', async () => {
  const folder = await tempDir();
  const journalDir = path.join(folder, 'journal');
  const out = path.join(folder, 'handled.ndjson');
  vi.stubEnv('FIXTURE_JOURNAL_DIR', journalDir);
  vi.stubEnv('FIXTURE_OUT', out);
  receiver = createReceiver({
    auth: { values: [KEY] },
    store: await storeDir(),
    worker: { module: path.join(here, 'fixtures', 'journal-worker.ts'), pollIntervalMs: 20 },
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  await receiver.start();
  served = await serve(receiver.node);
  const added = example('addApplicant', 'guarantorCreated') as {
    applicationRef: string;
    data: { applicantRef: string };
  };
  const applicant = added.data.applicantRef;
  expect((await deliver(served.url, added, { [HEADER]: KEY })).status).toBe(204);
  const journal = await openJournal({ dir: journalDir });
  try {
    // The worker process recorded the applicant; this process reads it from the shared folder.
    await waitUntil(async () => (await journal.tenancyOfApplicant(applicant)) !== undefined, 'the applicant journaled');
    expect(await journal.tenancyOfApplicant(applicant)).toBe(added.applicationRef);

    const notification = { ReferenceNo: applicant, CreationDate: '2026-11-18T09:30:00Z' };
    expect((await deliver(served.url, notification, { [HEADER]: KEY })).status).toBe(204);
    const unknown = { ReferenceNo: 'ZZZ0000001', CreationDate: '2026-11-18T09:31:00Z' };
    expect((await deliver(served.url, unknown, { [HEADER]: KEY })).status).toBe(204);
    await waitUntil(() => linesOf(out).length === 2, 'both notifications handled in the worker process');
    const byApplicant = Object.fromEntries(linesOf(out).map((line) => [line.applicant, line.given]));
    expect(byApplicant[applicant]).toEqual({ known: true, applicant, applicationRef: added.applicationRef });
    expect(byApplicant.ZZZ0000001).toMatchObject({ known: false, reason: 'not-in-journal' });
  } finally {
    await journal.close();
  }
});

it('journal beside worker.module is refused, saying to export it from the module', async () => {
  const journal = await openJournal({ dir: path.join(await tempDir(), 'journal') });
  try {
    expect(() =>
      createReceiver({
        auth: { values: [KEY] },
        store: 'unused',
        journal,
        worker: { module: path.join(here, 'fixtures', 'journal-worker.ts') },
      }),
    ).toThrow(ConfigError);
    expect(() =>
      createReceiver({
        auth: { values: [KEY] },
        store: 'unused',
        journal,
        worker: { module: path.join(here, 'fixtures', 'journal-worker.ts') },
      }),
    ).toThrow(/export `journal` from the module/);
  } finally {
    await journal.close();
  }
});
