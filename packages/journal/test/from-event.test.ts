// What a webhook tells the journal, from the contract's own example payloads: the references it announces, and the
// pending POST it resolves by the field x-resolves-pending names (a createNewTenancy's partnerTenancyId echoes the
// ExternalReference of createTenancy; an addApplicant's partnerContactId that of addTenant or addGuarantor).
import path from 'node:path';
import { eventExample, tempDir } from '@trs/testkit';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { journalEvent, openJournal, pendingResolutions, type Journal } from '../src/index.js';

let folder: string;
let journal: Journal;
beforeEach(async () => {
  folder = await tempDir('trs-journal-event-');
  journal = await openJournal({ dir: path.join(folder, 'journal') });
});
afterEach(async () => {
  await journal.close();
});

it('the generated table names the field of each message that resolves each creating POST', () => {
  expect(pendingResolutions.map((r) => `${r.message} ${r.eventField} → ${r.operation}`)).toEqual([
    'createNewTenancy /data/partnerTenancyId → createTenancy',
    'addApplicant /data/partnerContactId → addTenant',
    'addApplicant /data/partnerContactId → addGuarantor',
    'addApplicant /data/partnerContactId → createAndSubmitTenant',
  ]);
});

it('createNewTenancy: its tenancy and applicants are recorded, and the pending createTenancy it echoes resolved', async () => {
  const payload = eventExample('createNewTenancy', 'tenantAndGuarantor');
  payload.data.partnerTenancyId = 'CRM-TEN-1';
  const pending = await journal.recordPending({
    operation: 'createTenancy',
    externalReference: 'CRM-TEN-1',
    path: { BranchIdOrReferenceNumber: 43 },
    sent: { ExternalReference: 'CRM-TEN-1' },
  });
  const resolved = await journalEvent(journal, 'createNewTenancy', payload);
  expect(resolved.map((p) => [p.id, p.resolved?.reference])).toEqual([[pending.id, '0001260']]);
  expect(await journal.pending()).toEqual([]);
  expect((await journal.references()).map((r) => JSON.stringify({ ...r, firstSeen: undefined }))).toEqual([
    JSON.stringify({ kind: 'tenancy', tenancy: '0001260', source: 'webhook', externalReference: 'CRM-TEN-1' }),
    JSON.stringify({
      kind: 'applicant',
      applicant: 'ABC0004601',
      tenancy: '0001260',
      source: 'webhook',
      type: 'Tenant',
      externalReference: 'CRM-APP-7',
    }),
    JSON.stringify({
      kind: 'applicant',
      applicant: 'ABC0004602',
      tenancy: '0001260',
      source: 'webhook',
      type: 'Guarantor',
    }),
  ]);
});

it('addApplicant resolves a pending addGuarantor by partnerContactId; another ExternalReference stays pending', async () => {
  const payload = eventExample('addApplicant', 'guarantorCreated');
  payload.data.partnerContactId = 'CRM-G-1';
  const mine = await journal.recordPending({
    operation: 'addGuarantor',
    externalReference: 'CRM-G-1',
    path: { ApplicationRef: '0001234' },
    sent: {},
  });
  const other = await journal.recordPending({
    operation: 'addTenant',
    externalReference: 'CRM-T-2',
    path: { ApplicationRef: '0001234' },
    sent: {},
  });
  const resolved = await journalEvent(journal, 'addApplicant', payload);
  expect(resolved.map((p) => [p.id, p.operation, p.resolved?.reference])).toEqual([
    [mine.id, 'addGuarantor', 'ABC0004568'],
  ]);
  expect((await journal.pending()).map((p) => p.id)).toEqual([other.id]);
  expect(await journal.tenancyOfApplicant('ABC0004568')).toBe('0001234');
});

it('a KYC status records its KYCid', async () => {
  await journalEvent(journal, 'kycStatus', eventExample('kycStatus', 'inProgress'));
  expect((await journal.references({ kind: 'kyc' })).length).toBe(1);
});
