// The example service starts a reconciler beside its receiver (RECONCILE_BASE_URL): a report whose webhook never
// reached the service (here: the sandbox had no webhook address while referencing completed) is recovered at start
// from what the interface shows for the tenancy the client journaled, and handed to the reportAvailable handler.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createClient } from '@trs/client';
import { openJournal } from '@trs/journal';
import { createSandbox } from '@trs/sandbox';
import { restExample as example, tempDir, TYPESCRIPT_LOADER, waitUntil } from '@trs/testkit';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

interface LogLine {
  readonly [field: string]: unknown;
  readonly msg?: string;
}

it('recovers at start the report whose webhook was missed, through its handler', async () => {
  const folder = await tempDir('trs-example-reconcile-');
  const journalDir = path.join(folder, 'journal');
  // No webhook address: Report Available is raised and never delivered, as if the receiver had been down.
  const sandbox = await createSandbox({ referencingDelayMs: null, onProblem: () => undefined });
  try {
    const journal = await openJournal({ dir: journalDir });
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, journal });
    const tenancy = await client.createTenancy(42, example<never>('Application'));
    const tenant = await client.addTenant(tenancy, example<never>('CreateTenant'));
    await client.submitTenant(tenancy, tenant.ReferenceNumber, example<never>('Applicant'));
    expect(sandbox.admin.completeReferencing(tenancy)).toEqual([tenant.ReferenceNumber]);
    await sandbox.admin.settled();
    await journal.close();

    const child = spawn(process.execPath, ['--import', TYPESCRIPT_LOADER, 'src/main.ts'], {
      cwd: appDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        WEBHOOK_AUTH: 'none',
        INBOX_DIR: path.join(folder, 'inbox'),
        RECONCILE_BASE_URL: sandbox.baseUrl,
        TRS_USERNAME: sandbox.credentials.userName,
        TRS_PASSWORD: sandbox.credentials.password,
        JOURNAL: journalDir,
        RECONCILE_REQUESTS_PER_SECOND: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    const lines = () =>
      `${out}\n${err}`
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as LogLine);

    await waitUntil(
      () => lines().some((l) => l.msg === 'reconciliation started'),
      () => `reconciliation to start:\n${err}`,
    );
    // Each report the tenant has (a final report and its Summary, 7) is recovered once and handled once.
    const { reports } = sandbox.admin.tenancy(tenancy).applicants[0]!;
    expect(reports.length).toBeGreaterThan(0);
    const recovered = await waitUntil(
      () => {
        const found = lines().filter((l) => l.msg === 'reconciliation recovered a report whose webhook was missed');
        return found.length === reports.length && found;
      },
      () => `the reports to be recovered:\n${err}`,
    );
    expect(recovered.map((l) => [l.tenancy, l.applicant, l.reportType])).toEqual(
      expect.arrayContaining(reports.map((type) => [tenancy, tenant.ReferenceNumber, type])),
    );
    const dispatched = await waitUntil(
      () => {
        const found = lines().filter(
          (l) => l.msg === 'webhook event dispatched' && l.event === 'reportAvailable' && l.outcome === 'handled',
        );
        return found.length === reports.length && found;
      },
      () => `the recovered reports to be handled:\n${err}`,
    );
    expect(dispatched.map((l) => l.applicationRef)).toEqual(reports.map(() => tenancy));

    child.kill('SIGTERM');
    await waitUntil(() => child.exitCode !== null && child, 'the service to stop');
    expect(child.exitCode).toBe(0);
  } finally {
    await sandbox.close();
  }
});
