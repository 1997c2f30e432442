// What the sandbox sends: every payload validates against its AsyncAPI message with every object closed (the
// sandbox never sends what the contract does not say), and the provider's traps happen on demand: duplicates,
// out-of-order deliveries, the fileData variant, webhooks switched off and on.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@trs/client';
import { eventExample, repoRoot, startScriptedReceiver, type ScriptedReceiver } from '@trs/testkit';
import { validateEvent, type EventName } from '@trs/validators';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, rentReviewTopics, validateSentEvent, type Sandbox, type SandboxOptions } from '../src/index.js';
import { application, clientFilledTenant, fullApplicant } from './support.js';

let receiver: ScriptedReceiver;
const sandboxes: Sandbox[] = [];
beforeEach(async () => {
  receiver = await startScriptedReceiver();
});
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
  await receiver.close();
});

async function start(options: SandboxOptions = {}): Promise<Sandbox> {
  const sandbox = await createSandbox({
    referencingDelayMs: null,
    webhook: { urls: receiver.url('/hook') },
    ...options,
  });
  sandboxes.push(sandbox);
  return sandbox;
}

async function tenancyWithCompletedTenant(sandbox: Sandbox) {
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const reference = await client.createTenancy(42, application());
  const tenant = await client.addTenant(reference, clientFilledTenant());
  await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
  sandbox.admin.completeReferencing(reference);
  await sandbox.admin.settled();
  return { client, reference, applicantRef: tenant.ReferenceNumber };
}

/** A delivered payload, with the fields these tests read. */
interface Delivered {
  topic?: string;
  Status?: string;
  applicationStatus?: string;
  ReportType?: number;
  EntryType?: string;
  applicationRef?: string;
  ApplicantExternalReference?: string | null;
  data: {
    description?: string;
    fileData: string;
    presignedUrl?: string;
    applicantRef?: string;
    partnerContactId?: string | null;
  };
}

const received = () => receiver.requestsTo('/hook').map((r) => JSON.parse(r.body) as Delivered);

describe('the contract check (objects closed)', () => {
  it('every payload the sandbox raises, for every message it can send, validates strictly and is delivered as sent', async () => {
    const sandbox = await start();
    const { client, reference, applicantRef } = await tenancyWithCompletedTenant(sandbox);
    await client.changeTenancyStartDate(reference, '2027-03-01');
    sandbox.admin.reopenApplicant(reference, applicantRef);
    sandbox.admin.completeReferencing(reference);
    for (const kind of ['UserNote', 'SystemNote', 'AuditTrail', 'Professional Guarantor Update'])
      sandbox.admin.addNote(reference, { kind, content: `A ${kind}`, applicantRef });
    for (const topic of rentReviewTopics) sandbox.admin.rentReview(reference, topic);
    sandbox.admin.setTenancyStep(reference, 4);
    sandbox.admin.completePrescribedInformation(reference);
    sandbox.admin.finaliseTenancy(reference);
    sandbox.admin.sendDocument(reference, { documentType: 2 });
    sandbox.admin.sendDocument(reference, { documentType: 0, applicantRef, asFileData: true });
    sandbox.admin.sendLegacyReport();
    sandbox.admin.sendDeprecatedNotification(reference, applicantRef);
    sandbox.admin.setKycStatus(sandbox.admin.tenancy(reference).applicants[0]!.kycId!, 'CANCELLED');
    await sandbox.admin.settled();

    const events = sandbox.admin.events();
    const messages = readdirSync(path.join(repoRoot, 'spec', 'asyncapi', 'messages')).map((f) =>
      f.replace('.yaml', ''),
    );
    expect(new Set(events.map((e) => e.name))).toEqual(new Set(messages));
    for (const event of events) {
      expect(event.status, `${event.id} ${event.name}: ${event.problem}`).toBe('sent');
      expect(validateSentEvent(event.name, event.payload)).toMatchObject({ ok: true });
      expect(validateEvent(event.name, event.payload)).toMatchObject({ ok: true });
      expect(event.deliveries[0]!.state).toBe('delivered');
    }
    expect(received()).toEqual(expect.arrayContaining(events.map((e) => e.payload)));
    expect(received()).toHaveLength(events.length);
  });

  it('a payload with a field the contract does not name is refused before anything happens, and never sent', async () => {
    const sandbox = await start();
    const example = eventExample('updateApplicant', 'referencingStarted');
    expect(() =>
      sandbox.admin.sendEvent('updateApplicant', { ...example, data: { ...example.data, score: 7 } }),
    ).toThrow(/\/data\/score is not a field/);
    const { reference } = await tenancyWithCompletedTenant(sandbox);
    const before = sandbox.admin.events().length;
    expect(() => sandbox.admin.rentReview(reference, 'rentIncreaseApplied', { appliedRentAmout: 1300 })).toThrow(
      /appliedRentAmout is not a field/,
    );
    await sandbox.admin.settled();
    expect(sandbox.admin.events()).toHaveLength(before);
    expect(sandbox.admin.tenancy(reference).monthlyRent).toBe(1250);
    expect(received().some((p) => 'score' in (p.data ?? {}) || 'appliedRentAmout' in p)).toBe(false);
    expect(sandbox.admin.events().every((e) => e.status === 'sent')).toBe(true);
  });

  it('a contract example sent through the admin API arrives byte for byte as JSON of the example', async () => {
    const sandbox = await start();
    const example = eventExample('kycStatus', 'completed');
    sandbox.admin.sendEvent('kycStatus', example);
    await sandbox.admin.settled();
    expect(receiver.requestsTo('/hook').map((r) => r.body)).toEqual([JSON.stringify(example)]);
  });
});

describe("the applicant's ExternalReference (set on create)", () => {
  it('comes back as partnerContactId and ApplicantExternalReference; a value sent again on submit changes nothing', async () => {
    const sandbox = await start();
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, clientFilledTenant({ ExternalReference: 'CRM-CONTACT-7' }));
    const other = await client.addTenant(reference, clientFilledTenant({ EmailAddress: 'second@example.com' }));
    await client.submitTenant(reference, tenant.ReferenceNumber, {
      ...fullApplicant(),
      ExternalReference: 'CRM-CONTACT-CHANGED',
    });
    sandbox.admin.sendDocument(reference, { documentType: 0, applicantRef: tenant.ReferenceNumber });
    await sandbox.admin.settled();

    const added = received().filter((p) => p.topic === 'addApplicant');
    expect(added.map((p) => [p.data.applicantRef, p.data.partnerContactId, p.ApplicantExternalReference])).toEqual([
      [tenant.ReferenceNumber, 'CRM-CONTACT-7', 'CRM-CONTACT-7'],
      [other.ReferenceNumber, null, null],
    ]);
    const document = received().find((p) => p.topic === 'uploadPartnerDocument');
    expect(document?.ApplicantExternalReference).toBe('CRM-CONTACT-7');
  });
});

describe('traps on demand', () => {
  it('duplicateNextEvents: the next event is delivered twice, as two deliveries of the same body', async () => {
    const sandbox = await start();
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    sandbox.admin.duplicateNextEvents(1);
    const reference = await client.createTenancy(42, application());
    await client.addTenant(reference, clientFilledTenant());
    await sandbox.admin.settled();
    const bodies = receiver.requestsTo('/hook').map((r) => r.body);
    expect(bodies.map((b) => (JSON.parse(b) as Delivered).topic)).toEqual([
      'createNewTenancy',
      'createNewTenancy',
      'addNote',
      'addApplicant',
      'addNote',
    ]);
    expect(bodies[0]).toBe(bodies[1]);
    const [created] = sandbox.admin.events({ name: 'createNewTenancy' });
    expect(created!.traps).toEqual(['duplicate']);
    expect(created!.deliveries).toHaveLength(2);
  });

  it('traps.duplicateDeliveries: every event twice', async () => {
    const sandbox = await start({ traps: { duplicateDeliveries: true } });
    sandbox.admin.sendLegacyReport();
    sandbox.admin.sendLegacyReport();
    await sandbox.admin.settled();
    expect(receiver.requestsTo('/hook')).toHaveLength(4);
  });

  it('reorderNextEvents: the next events are held, then delivered in reverse order of raising', async () => {
    const sandbox = await start();
    const { reference } = await tenancyWithCompletedTenant(sandbox);
    const before = receiver.requestsTo('/hook').length;
    sandbox.admin.reorderNextEvents(3);
    for (const text of ['first', 'second', 'third']) sandbox.admin.addNote(reference, { content: text });
    await sandbox.admin.settled();
    const notes = received()
      .slice(before)
      .map((p) => p.data.description);
    expect(notes).toEqual(['third', 'second', 'first']);
  });

  it('releaseHeldEvents delivers what is held even if fewer events came than asked', async () => {
    const sandbox = await start();
    const { reference } = await tenancyWithCompletedTenant(sandbox);
    const before = receiver.requestsTo('/hook').length;
    sandbox.admin.reorderNextEvents(5);
    sandbox.admin.addNote(reference, { content: 'a' });
    sandbox.admin.addNote(reference, { content: 'b' });
    await sandbox.admin.settled();
    expect(receiver.requestsTo('/hook')).toHaveLength(before);
    expect(sandbox.admin.state().traps.held).toBe(2);
    expect(sandbox.admin.releaseHeldEvents()).toBe(2);
    await sandbox.admin.settled();
    expect(
      received()
        .slice(before)
        .map((p) => p.data.description),
    ).toEqual(['b', 'a']);
  });

  it('traps.outOfOrderDeliveries: what one call raises arrives in reverse order', async () => {
    const sandbox = await start({ traps: { outOfOrderDeliveries: true } });
    const { reference } = await tenancyWithCompletedTenant(sandbox);
    const completion = received()
      .filter((p) => p.applicationRef === reference && p.topic !== 'uploadPartnerDocument')
      .map((p) =>
        p.EntryType === 'Report Available'
          ? `report ${p.ReportType}`
          : `${p.topic} ${p.Status ?? p.applicationStatus ?? ''}`.trim(),
      );
    expect(completion.slice(-6)).toEqual([
      'addNote',
      'updateApplicationStatus 2',
      'addNote',
      'report 7',
      'report 1',
      'updateApplicant Completed',
    ]);
  });

  it('traps.documentsAsFileData: documents carry base64 fileData instead of a presigned URL', async () => {
    const sandbox = await start({ traps: { documentsAsFileData: true } });
    await tenancyWithCompletedTenant(sandbox);
    const documents = received().filter((p) => p.topic === 'uploadPartnerDocument');
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document.data.presignedUrl).toBeUndefined();
      expect(Buffer.from(document.data.fileData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('with webhooks disabled nothing is sent; enabled again, later events are, and an earlier one can be redelivered', async () => {
    const sandbox = await start({ webhook: { urls: receiver.url('/hook'), enabled: false } });
    sandbox.admin.sendLegacyReport();
    await sandbox.admin.settled();
    const [first] = sandbox.admin.events();
    expect(first).toMatchObject({ status: 'not-sent', problem: expect.stringContaining('disabled') as unknown });
    sandbox.admin.configureWebhook({ urls: receiver.url('/hook') });
    sandbox.admin.sendLegacyReport();
    sandbox.admin.redeliver(first!.id);
    await sandbox.admin.settled();
    expect(receiver.requestsTo('/hook')).toHaveLength(2);
    expect(sandbox.admin.event(first!.id).status).toBe('sent');
  });
});

describe('admin waiting helpers', () => {
  it('waitForEvent resolves with an event raised later, by name or by predicate', async () => {
    const sandbox = await start();
    const waiting = sandbox.admin.waitForEvent('legacyReportAvailable');
    const byPredicate = sandbox.admin.waitForEvent((e) => e.name === ('legacyReportAvailable' as EventName));
    sandbox.admin.sendLegacyReport();
    expect((await waiting).name).toBe('legacyReportAvailable');
    expect((await byPredicate).id).toBe((await waiting).id);
    await expect(sandbox.admin.waitForEvent('addNote', { timeoutMs: 20 })).rejects.toMatchObject({
      code: 'TRS_SANDBOX_INVALID_STATE',
    });
  });
});
