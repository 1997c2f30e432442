// The receiver's journal, end to end through the sandbox: createTenancy whose connection the sandbox drops after
// acting ends TRS_OUTCOME_UNKNOWN and is pending in the journal; the createNewTenancy webhook the sandbox then
// delivers resolves it (its partnerTenancyId echoes the ExternalReference), the team is told, the pending list is
// empty, and the tenancy is in the journal. The same when the webhook is handled before the client records its POST
// (a client that gives up on a deadline long after the provider acted): the record resolves the entry itself.
import path from 'node:path';
import { OutcomeUnknownError } from '@trs/client';
import { openJournal, type PendingPost } from '@trs/journal';
import { tempDir, waitUntil } from '@trs/testkit';
import { expect, it } from 'vitest';
import { application, clientOf, failureOf, journalReceiver, lateRecorder } from './support.js';

it('outcome unknown → pending → the sandbox delivers createNewTenancy → resolved, told, the pending list empty', async () => {
  const folder = await tempDir('trs-journal-receiver-');
  const journal = await openJournal({ dir: path.join(folder, 'journal') });
  const told: PendingPost[] = [];
  journal.onResolved((pending) => told.push(pending));
  // Deliveries wait until the client has recorded the POST of unknown outcome: this test is about the resolution the
  // webhook makes of a pending entry. (Which of the two comes first is otherwise a race between the sandbox's webhook
  // and the client's record after the dropped connection; the next test holds the other order.)
  let recorded!: () => void;
  const held = new Promise<void>((resolve) => (recorded = resolve));
  const { sandbox, close } = await journalReceiver(journal, { held });
  try {
    const trs = clientOf(sandbox, { journal });
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    const sent = { ...application(), ExternalReference: 'CRM-OUTAGE-1' };
    expect(await failureOf(trs.createTenancy(42, sent))).toBeInstanceOf(OutcomeUnknownError);
    recorded();
    const [created] = sandbox.admin.state().tenancies.map((t) => t.reference);

    // The entry leaves the pending list a moment before the listeners are told: wait for both.
    await waitUntil(
      async () => (await journal.pending()).length === 0 && told.length > 0,
      'the createNewTenancy webhook to resolve it, and the team to be told',
    );
    expect(told.map((p) => [p.operation, p.externalReference, p.resolved?.reference, p.resolved?.by])).toEqual([
      ['createTenancy', 'CRM-OUTAGE-1', created, 'webhook'],
    ]);
    expect(await journal.references({ kind: 'tenancy' })).toMatchObject([
      { tenancy: created, externalReference: 'CRM-OUTAGE-1', source: 'webhook' },
    ]);
  } finally {
    recorded();
    await close();
    await journal.close();
  }
});

it('the createNewTenancy webhook handled before the client records its POST of unknown outcome: resolved all the same', async () => {
  const folder = await tempDir('trs-journal-receiver-');
  const journal = await openJournal({ dir: path.join(folder, 'journal') });
  const told: PendingPost[] = [];
  journal.onResolved((pending) => told.push(pending));
  // Its handler runs once the receiver's journal step is done: the tenancy recorded, resolvePending called.
  let handled = false;
  const { sandbox, close } = await journalReceiver(journal, {
    handlers: (receiver) => receiver.on('createNewTenancy', () => void (handled = true)),
  });
  try {
    // The client records its POST of unknown outcome only once the webhook is handled (a client that gives up late).
    const late = lateRecorder(
      journal,
      () => handled,
      'the createNewTenancy webhook to be handled before the client records',
    );
    const trs = clientOf(sandbox, { journal: late.journal });
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    const sent = { ...application(), ExternalReference: 'CRM-OUTAGE-2' };
    expect(await failureOf(trs.createTenancy(42, sent))).toBeInstanceOf(OutcomeUnknownError);
    const [created] = sandbox.admin.state().tenancies.map((t) => t.reference);

    // The webhook's resolvePending found nothing to resolve; the client's record resolved the entry itself.
    expect(late.heldWhenRecording()).toEqual([]);
    expect(await journal.pending()).toEqual([]);
    expect(told.map((p) => [p.operation, p.externalReference, p.resolved?.reference, p.resolved?.by])).toEqual([
      ['createTenancy', 'CRM-OUTAGE-2', created, 'webhook'],
    ]);
    expect(await journal.pending({ all: true })).toMatchObject([
      {
        operation: 'createTenancy',
        externalReference: 'CRM-OUTAGE-2',
        sent,
        resolved: { reference: created },
      },
    ]);
    // When the client's first attempt began, kept on the entry: before its outcome became unknown.
    const [entry] = await journal.pending({ all: true });
    expect(entry?.attemptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(Date.parse(entry!.attemptedAt!)).toBeLessThanOrEqual(Date.parse(entry!.created));
    expect(await journal.references({ kind: 'tenancy' })).toMatchObject([
      { tenancy: created, externalReference: 'CRM-OUTAGE-2', source: 'webhook' },
    ]);
  } finally {
    await close();
    await journal.close();
  }
});
