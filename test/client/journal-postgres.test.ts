// The PostgreSQL journal through the client and the receiver, as two processes share it: each has a journal of its
// own over one database (a schema of this test's own on the shared server). The client records into it: a createTenancy
// whose connection the sandbox drops after acting is pending there; the receiver's journal resolves it when the
// createNewTenancy webhook arrives. The client adds a tenant; the receiver reads the applicant's tenancy from the same
// tables for a deprecated notification (ReferenceNo only). When the webhook is handled before the client records its
// POST of unknown outcome (a client that gives up late), the client's record resolves the entry itself.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { OutcomeUnknownError } from '@trs/client';
import { postgresJournal, type PendingPost } from '@trs/journal';
import type { ApplicantTenancy } from '@trs/webhooks';
import { waitUntil } from '@trs/testkit';
import { expect, it } from 'vitest';
import { application, clientOf, createTenant, failureOf, journalReceiver, lateRecorder } from './support.js';

const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

it('the client records into PostgreSQL; the receiver resolves its pending POST and reads its applicant from there', async () => {
  const schema = `trs_journal_e2e_${randomBytes(5).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: pgUrl, max: 4 });
  const clientJournal = postgresJournal({ pool, schema });
  const receiverJournal = postgresJournal({ pool, schema });
  const told: PendingPost[] = [];
  receiverJournal.onResolved((pending) => told.push(pending));
  const tenancies: (ApplicantTenancy | null)[] = [];
  // Deliveries wait until the client has recorded the POST of unknown outcome: this test is about the resolution the
  // webhook makes of a pending entry. (Which of the two comes first is otherwise a race between the sandbox's webhook
  // and the client's record after the dropped connection; the next test holds the other order.)
  let recorded!: () => void;
  const held = new Promise<void>((resolve) => (recorded = resolve));
  const { sandbox, close } = await journalReceiver(receiverJournal, {
    handlers: (receiver) =>
      receiver.on('deprecatedNotification', (_event, ctx) => void tenancies.push(ctx.applicantTenancy)),
    held,
  });
  try {
    const trs = clientOf(sandbox, { journal: clientJournal });
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    const sent = { ...application(), ExternalReference: 'CRM-PG-1' };
    expect(await failureOf(trs.createTenancy(42, sent))).toBeInstanceOf(OutcomeUnknownError);
    recorded();
    const [created] = sandbox.admin.state().tenancies.map((t) => t.reference);

    // The entry leaves the pending list a moment before the listeners are told: wait for both.
    await waitUntil(
      async () => (await clientJournal.pending()).length === 0 && told.length > 0,
      'the createNewTenancy webhook to resolve it, and the team to be told',
    );
    expect(told.map((p) => [p.operation, p.externalReference, p.resolved?.reference, p.resolved?.by])).toEqual([
      ['createTenancy', 'CRM-PG-1', created, 'webhook'],
    ]);
    expect(await clientJournal.pending({ all: true })).toMatchObject([
      { operation: 'createTenancy', externalReference: 'CRM-PG-1', sent, resolved: { reference: created } },
    ]);

    const tenant = await trs.addTenant(created!, createTenant());
    expect(await receiverJournal.tenancyOfApplicant(tenant.ReferenceNumber)).toBe(created);
    sandbox.admin.sendDeprecatedNotification(created!, tenant.ReferenceNumber);
    await waitUntil(() => tenancies.length === 1, 'the deprecated notification to be handled');
    expect(tenancies).toEqual([{ known: true, applicant: tenant.ReferenceNumber, applicationRef: created }]);
    // The tables are the ones of this test's schema, nowhere else.
    const { rows } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM "${schema}".trs_journal_references WHERE kind = 'applicant' AND id = $1`,
      [tenant.ReferenceNumber],
    );
    expect(Number(rows[0]!.n)).toBe(1);
  } finally {
    recorded();
    await close();
    await clientJournal.close();
    await receiverJournal.close();
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  }
});

it('the receiver handles the createNewTenancy webhook before the client records its POST: the record resolves it', async () => {
  const schema = `trs_journal_e2e_${randomBytes(5).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: pgUrl, max: 4 });
  const clientJournal = postgresJournal({ pool, schema });
  const receiverJournal = postgresJournal({ pool, schema });
  // Each process is told of what it resolves: here the client's journal, whose record finds the webhook's tenancy.
  const told: [string, PendingPost][] = [];
  clientJournal.onResolved((pending) => told.push(['client', pending]));
  receiverJournal.onResolved((pending) => told.push(['receiver', pending]));
  // Its handler runs once the receiver's journal step is done: the tenancy recorded, resolvePending called.
  let handled = false;
  const { sandbox, close } = await journalReceiver(receiverJournal, {
    handlers: (receiver) => receiver.on('createNewTenancy', () => void (handled = true)),
  });
  try {
    // The client records its POST of unknown outcome only once the webhook is handled (a client that gives up late).
    const late = lateRecorder(
      clientJournal,
      () => handled,
      'the createNewTenancy webhook to be handled before the client records',
    );
    const trs = clientOf(sandbox, { journal: late.journal });
    sandbox.admin.injectFaults({ fault: { kind: 'drop', afterProcessing: true }, operations: ['createTenancy'] });
    const sent = { ...application(), ExternalReference: 'CRM-PG-2' };
    expect(await failureOf(trs.createTenancy(42, sent))).toBeInstanceOf(OutcomeUnknownError);
    const [created] = sandbox.admin.state().tenancies.map((t) => t.reference);

    // The webhook's resolvePending found nothing to resolve; the client's record resolved the entry itself.
    expect(late.heldWhenRecording()).toEqual([]);
    expect(await receiverJournal.pending()).toEqual([]);
    expect(
      told.map(([by, p]) => [by, p.operation, p.externalReference, p.resolved?.reference, p.resolved?.by]),
    ).toEqual([['client', 'createTenancy', 'CRM-PG-2', created, 'webhook']]);
    expect(await receiverJournal.pending({ all: true })).toMatchObject([
      {
        operation: 'createTenancy',
        externalReference: 'CRM-PG-2',
        sent,
        resolved: { reference: created },
      },
    ]);
    // When the client's first attempt began, kept on the entry: before its outcome became unknown.
    const [entry] = await receiverJournal.pending({ all: true });
    expect(entry?.attemptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(Date.parse(entry!.attemptedAt!)).toBeLessThanOrEqual(Date.parse(entry!.created));
    expect(await receiverJournal.references({ kind: 'tenancy' })).toMatchObject([
      { tenancy: created, externalReference: 'CRM-PG-2', source: 'webhook' },
    ]);
  } finally {
    await close();
    await clientJournal.close();
    await receiverJournal.close();
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await pool.end();
  }
});
