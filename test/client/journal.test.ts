// The client's journal against the sandbox: every reference a creating call returns is in the journal before the
// call resolves (a process killed the moment it resolves loses none), a creating call of unknown outcome is pending
// with its ExternalReference and what was sent, and a journal that fails never costs the caller the reference.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JournalRecordError, OutcomeUnknownError, type ClientJournal } from '@trs/client';
import { openJournal, type Journal } from '@trs/journal';
import type { Sandbox } from '@trs/sandbox';
import { tempDir, TYPESCRIPT_LOADER } from '@trs/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { application, clientOf, createTenant, failureOf, fullApplicant, startSandbox } from './support.js';

let sandbox: Sandbox;
let folder: string;
let journal: Journal;
beforeEach(async () => {
  sandbox = await startSandbox();
  folder = await tempDir('trs-client-journal-');
  journal = await openJournal({ dir: path.join(folder, 'journal') });
});
afterEach(async () => {
  await journal.close();
  await sandbox.close();
});

describe('every reference the service returns is recorded before the call resolves', () => {
  it('tenancy, tenant, guarantor and create-and-submit: each with its tenancy, type and ExternalReference', async () => {
    const trs = clientOf(sandbox, { journal });
    const tenancy = await trs.createTenancy(42, application());
    const tenant = await trs.addTenant(tenancy, { ...createTenant(), ExternalReference: 'CRM-P-1' });
    const guarantor = await trs.addGuarantor(tenancy, { ...createTenant(), ExternalReference: 'CRM-G-1' });
    const completed = await trs.createAndSubmitTenant(tenancy, fullApplicant());
    const held = (await journal.references()).map(({ firstSeen, ...rest }) => (expect(firstSeen).toMatch(/Z$/), rest));
    expect(held).toEqual([
      { kind: 'tenancy', tenancy, externalReference: 'CRM-TEN-88213', source: 'client' },
      {
        kind: 'applicant',
        applicant: tenant.ReferenceNumber,
        tenancy,
        type: 'Tenant',
        externalReference: 'CRM-P-1',
        source: 'client',
      },
      {
        kind: 'applicant',
        applicant: guarantor.ReferenceNumber,
        tenancy,
        type: 'Guarantor',
        externalReference: 'CRM-G-1',
        source: 'client',
      },
      { kind: 'applicant', applicant: completed.ReferenceNumber, tenancy, type: 'Tenant', source: 'client' },
    ]);
    expect(await journal.tenancyOfApplicant(guarantor.ReferenceNumber)).toBe(tenancy);
  });

  it('a process killed (SIGKILL) the moment createTenancy resolves: the reference is in the journal', async () => {
    const dir = path.join(folder, 'killed');
    const child = spawn(
      process.execPath,
      [
        '--import',
        TYPESCRIPT_LOADER,
        path.join(path.dirname(fileURLToPath(import.meta.url)), 'journal', 'killed-child.ts'),
        sandbox.baseUrl,
        sandbox.credentials.userName,
        sandbox.credentials.password,
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal).toBe('SIGKILL');
    const answered = stdout.trim();
    expect(sandbox.admin.state().tenancies.map((t) => t.reference)).toContain(answered);
    const reopened = await openJournal({ dir });
    expect((await reopened.references()).map((r) => (r.kind === 'tenancy' ? r.tenancy : null))).toEqual([answered]);
    await reopened.close();
  });
});

describe('a creating call whose outcome is unknown', () => {
  it('"acted, then dropped the connection": TRS_OUTCOME_UNKNOWN, and the journal holds it pending with what was sent', async () => {
    const trs = clientOf(sandbox, { journal });
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    const sent = application();
    const error = await failureOf(trs.createTenancy(42, sent));
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect(error).toMatchObject({ code: 'TRS_OUTCOME_UNKNOWN' });
    const pending = await journal.pending();
    expect(pending).toHaveLength(1);
    const [entry] = pending;
    expect(entry!.created).toMatch(/Z$/);
    expect(entry).toMatchObject({
      operation: 'createTenancy',
      externalReference: 'CRM-TEN-88213',
      path: { BranchIdOrReferenceNumber: 42 },
      sent,
    });
    expect(await journal.references()).toEqual([]);
  });
});

describe('a journal that fails', () => {
  it('never costs the caller the reference: the call answers it, the error is logged and handed to onJournalError', async () => {
    const failing: ClientJournal = {
      record: () => Promise.reject(new Error('ENOSPC: no space left on device')),
      recordPending: () => Promise.reject(new Error('ENOSPC: no space left on device')),
    };
    const reported: JournalRecordError[] = [];
    const logged: string[] = [];
    const trs = clientOf(sandbox, {
      journal: failing,
      onJournalError: (error) => reported.push(error),
      logger: { error: (message) => logged.push(message) },
    });
    const tenancy = await trs.createTenancy(42, application());
    expect(tenancy).toMatch(/^\d{7}$/);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({
      code: 'TRS_JOURNAL_NOT_RECORDED',
      details: { operation: 'createTenancy', references: [tenancy], pending: false },
    });
    expect(logged).toEqual([
      expect.stringContaining(`createTenancy returned ${tenancy}, but the journal could not record it`),
    ]);
    expect(logged[0]).toMatch(/ENOSPC/);
  });
});
