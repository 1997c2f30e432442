// The journal's promises, the same for both stores: every reference kept with its first-seen time and source, a
// pending POST resolved once by the webhook that matches it (and the team told), a deprecated notification's applicant
// given its tenancy, finished tenancies and applicants left out of what reconciliation reads, one exported document.
import { manualClock } from '@trs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalInputError, type Journal, type PendingPost } from '../src/index.js';
import { openStore, type OpenedStore, type StoreName } from './support/stores.js';

const stores: StoreName[] = ['embedded', 'postgres'];

describe.each(stores)('the %s journal', (name) => {
  let store: OpenedStore | undefined;
  let clock = manualClock();
  const open = async () => {
    clock = manualClock(Date.UTC(2026, 10, 28, 9, 0, 0));
    return (store = await openStore(name, clock)).journal;
  };
  afterEach(async () => {
    await store?.cleanup();
    store = undefined;
  });

  it('keeps each reference once, with its first-seen time and source, filling what a later record adds', async () => {
    const journal = await open();
    await journal.record({ kind: 'tenancy', tenancy: '0001234', source: 'client' });
    clock.advance(60_000);
    await journal.record({ kind: 'tenancy', tenancy: '0001234', source: 'webhook', externalReference: 'CRM-1' });
    await journal.record({
      kind: 'applicant',
      applicant: 'AG0000042',
      tenancy: '0001234',
      type: 'Tenant',
      externalReference: 'CRM-P-1',
      source: 'client',
    });
    await journal.record({ kind: 'kyc', kyc: 'kyc-77', userType: 1, source: 'webhook' });

    const reopened = await store!.reopen();
    expect(await reopened.references()).toEqual([
      {
        kind: 'tenancy',
        tenancy: '0001234',
        externalReference: 'CRM-1',
        source: 'client',
        firstSeen: '2026-11-28T09:00:00.000Z',
      },
      {
        kind: 'applicant',
        applicant: 'AG0000042',
        tenancy: '0001234',
        type: 'Tenant',
        externalReference: 'CRM-P-1',
        source: 'client',
        firstSeen: '2026-11-28T09:01:00.000Z',
      },
      { kind: 'kyc', kyc: 'kyc-77', userType: 1, source: 'webhook', firstSeen: '2026-11-28T09:01:00.000Z' },
    ]);
    expect((await reopened.references({ kind: 'applicant' })).map((r) => r.kind)).toEqual(['applicant']);
    expect(await reopened.tenancyOfApplicant('AG0000042')).toBe('0001234');
    expect(await reopened.tenancyOfApplicant('AG0000043')).toBeUndefined();
  });

  it('resolves a pending POST once, by the webhook echoing its ExternalReference, and tells the listeners', async () => {
    const journal = await open();
    const told: PendingPost[] = [];
    journal.onResolved((pending) => told.push(pending));
    const sent = { ExternalReference: 'CRM-9', RentalDetails: { MonthlyRent: 950 } };
    const pending = await journal.recordPending({
      operation: 'createTenancy',
      externalReference: 'CRM-9',
      path: { BranchIdOrReferenceNumber: 1 },
      sent,
    });
    expect(await (await store!.reopen()).pending()).toEqual([
      {
        id: pending.id,
        operation: 'createTenancy',
        externalReference: 'CRM-9',
        path: { BranchIdOrReferenceNumber: 1 },
        sent,
        created: '2026-11-28T09:00:00.000Z',
      },
    ]);
    // Another operation's webhook, or another ExternalReference, resolves nothing.
    expect(
      await journal.resolvePending({
        operation: 'addTenant',
        externalReference: 'CRM-9',
        reference: 'AG1',
        by: 'webhook',
      }),
    ).toBeUndefined();
    const resolved = await journal.resolvePending({
      operation: 'createTenancy',
      externalReference: 'CRM-9',
      reference: '0007777',
      by: 'webhook',
    });
    expect(resolved?.resolved).toEqual({ at: '2026-11-28T09:00:00.000Z', reference: '0007777', by: 'webhook' });
    // The same webhook delivered again resolves nothing more.
    expect(
      await journal.resolvePending({
        operation: 'createTenancy',
        externalReference: 'CRM-9',
        reference: '0007777',
        by: 'webhook',
      }),
    ).toBeUndefined();
    expect(told.map((p) => [p.id, p.resolved?.reference])).toEqual([[pending.id, '0007777']]);
    const reader = await store!.reopen();
    expect(await reader.pending()).toEqual([]);
    expect((await reader.pending({ all: true })).map((p) => p.resolved?.reference)).toEqual(['0007777']);
  });

  it('resolves by id, and a second pending POST with the same ExternalReference by the next webhook', async () => {
    const journal = await open();
    const first = await journal.recordPending({
      operation: 'addTenant',
      externalReference: 'P',
      path: { ApplicationRef: '0000001' },
      sent: {},
    });
    const second = await journal.recordPending({
      operation: 'addTenant',
      externalReference: 'P',
      path: { ApplicationRef: '0000001' },
      sent: {},
    });
    expect(
      (
        await journal.resolvePending({
          operation: 'addTenant',
          externalReference: 'P',
          reference: 'AG0000001',
          by: 'webhook',
        })
      )?.id,
    ).toBe(first.id);
    // The first webhook delivered again is a duplicate: it must not take the second entry for itself.
    expect(
      await journal.resolvePending({
        operation: 'addTenant',
        externalReference: 'P',
        reference: 'AG0000001',
        by: 'webhook',
      }),
    ).toBeUndefined();
    expect((await journal.pending()).map((p) => p.id)).toEqual([second.id]);
    expect((await journal.resolvePending({ id: second.id, reference: 'AG0000002', by: 'manual' }))?.id).toBe(second.id);
    expect(await journal.pending()).toEqual([]);
  });

  it('yields the open tenancies with their open applicants, and leaves out what is marked finished', async () => {
    const journal = await open();
    await journal.record({ kind: 'tenancy', tenancy: '0000001', source: 'client' });
    await journal.record({ kind: 'tenancy', tenancy: '0000002', source: 'client' });
    for (const applicant of ['AG0000011', 'AG0000012'])
      await journal.record({ kind: 'applicant', applicant, tenancy: '0000001', type: 'Tenant', source: 'client' });
    // A tenancy known only through an applicant a webhook announced.
    await journal.record({ kind: 'applicant', applicant: 'DY0000031', tenancy: '0000003', source: 'webhook' });
    await journal.markFinished({ applicant: 'AG0000012' });
    await journal.markFinished({ tenancy: '0000002' });

    const listed: string[] = [];
    for await (const tenancy of (await store!.reopen()).openTenancies())
      listed.push(`${tenancy.tenancy.tenancy}: ${tenancy.applicants.map((a) => a.applicant).join(' ')}`);
    expect(listed).toEqual(['0000001: AG0000011', '0000003: DY0000031']);
    const exported = await journal.export();
    expect(exported.schema).toBe('trs-journal/1');
    expect(
      exported.references
        .filter((r) => 'finished' in r)
        .map((r) => (r.kind === 'applicant' ? r.applicant : r.kind === 'tenancy' ? r.tenancy : r.kyc)),
    ).toEqual(['0000002', 'AG0000012']);
  });

  it('refuses bad input, naming the field and the rule, and writes nothing', async () => {
    const journal: Journal = await open();
    const refused = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof JournalInputError ? error.message : String(error)),
      );
    expect(await refused(journal.record({ kind: 'applicant', applicant: 'AG1', source: 'client' } as never))).toMatch(
      /^reference\.tenancy must be a non-empty string/,
    );
    expect(await refused(journal.record({ kind: 'tenancy', tenancy: '0000001', source: 'mail' } as never))).toMatch(
      /^reference\.source must be one of client, webhook/,
    );
    expect(
      await refused(
        journal.resolvePending({ operation: 'createTenancy', externalReference: 'x', reference: '', by: 'webhook' }),
      ),
    ).toMatch(/^resolve\.reference must be a non-empty string/);
    expect(
      await refused(journal.recordPending({ operation: 'createTenancy', path: { a: {} as never }, sent: {} })),
    ).toMatch(/^pending\.path\.a must be a string or a number/);
    expect(await journal.export()).toMatchObject({ references: [], pending: [] });
  });
});
