// A POST of unknown outcome recorded after its webhook was handled (the client gave up on a deadline long after the
// provider acted): the webhook's resolvePending found nothing, so recordPending resolves the entry itself with the
// reference the webhook announced, when that reference is the call's outcome: of the operation's kind, echoing its
// ExternalReference (and on its tenancy), announced by a webhook, no other entry's resolution, and first seen no
// earlier than the call began (less 2 minutes of clock difference). The same for both stores, and under a race.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { manualClock, type ManualClock } from '@trs/shared';
import { waitUntil } from '@trs/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  journalEvent,
  journalTablesSql,
  JournalInputError,
  postgresJournal,
  type Journal,
  type PendingPost,
} from '../src/index.js';
import { openStore, pgUrl, type OpenedStore, type StoreName } from './support/stores.js';

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

/** What the receiver's journal step hands the journal for a createNewTenancy and an addApplicant webhook. */
const newTenancy = (tenancy: string, partnerTenancyId: string) => ({
  applicationRef: tenancy,
  data: { partnerTenancyId },
});
const addApplicant = (tenancy: string, applicant: string, partnerContactId: string) => ({
  applicationRef: tenancy,
  data: { applicantRef: applicant, partnerContactId, type: 'Tenant' },
});

const createTenancy = (externalReference: string, attemptedAt?: number) => ({
  operation: 'createTenancy',
  externalReference,
  path: { BranchIdOrReferenceNumber: 1 },
  sent: { ExternalReference: externalReference },
  ...(attemptedAt === undefined ? {} : { attemptedAt: iso(attemptedAt) }),
});

const stores: StoreName[] = ['embedded', 'postgres'];

describe.each(stores)('the %s journal, a POST recorded after its webhook was handled', (name) => {
  let store: OpenedStore | undefined;
  let clock: ManualClock = manualClock(T0);
  let told: PendingPost[] = [];
  const open = async (): Promise<Journal> => {
    clock = manualClock(T0);
    told = [];
    store = await openStore(name, clock);
    store.journal.onResolved((pending) => told.push(pending));
    return store.journal;
  };
  afterEach(async () => {
    await store?.cleanup();
    store = undefined;
  });

  it('is resolved at once with the reference its webhook announced, and the listeners are told once', async () => {
    const journal = await open();
    const attemptedAt = clock.now();
    clock.advance(1_000);
    // The webhook is handled first: its tenancy recorded, its resolvePending finding nothing.
    expect(await journalEvent(journal, 'createNewTenancy', newTenancy('0007777', 'CRM-9'))).toEqual([]);
    clock.advance(5 * MINUTE);
    const pending = await journal.recordPending(createTenancy('CRM-9', attemptedAt));
    expect(pending).toEqual({
      id: pending.id,
      ...createTenancy('CRM-9', attemptedAt),
      created: iso(T0 + 1_000 + 5 * MINUTE),
      resolved: { at: iso(T0 + 1_000 + 5 * MINUTE), reference: '0007777', by: 'webhook' },
    });
    expect(await journal.pending()).toEqual([]);
    expect(told.map((p) => [p.id, p.resolved?.reference, p.resolved?.by])).toEqual([
      [pending.id, '0007777', 'webhook'],
    ]);
    // The same webhook delivered again resolves nothing more, and tells no one again.
    expect(await journalEvent(journal, 'createNewTenancy', newTenancy('0007777', 'CRM-9'))).toEqual([]);
    expect(told).toHaveLength(1);
    const reader = await store!.reopen();
    expect(await reader.pending()).toEqual([]);
    expect(await reader.pending({ all: true })).toEqual([pending]);
  });

  it('an applicant: resolved with the applicant its addApplicant webhook announced on the tenancy of its path', async () => {
    const journal = await open();
    const attemptedAt = clock.now();
    expect(await journalEvent(journal, 'addApplicant', addApplicant('0001234', 'AG0000042', 'CRM-P-1'))).toEqual([]);
    // The same ExternalReference on another tenancy is another applicant: it resolves nothing.
    const elsewhere = await journal.recordPending({
      operation: 'addTenant',
      externalReference: 'CRM-P-1',
      path: { ApplicationRef: '0005678' },
      sent: {},
      attemptedAt: iso(attemptedAt),
    });
    expect(elsewhere.resolved).toBeUndefined();
    const mine = await journal.recordPending({
      operation: 'addTenant',
      externalReference: 'CRM-P-1',
      path: { ApplicationRef: '0001234' },
      sent: {},
      attemptedAt: iso(attemptedAt),
    });
    expect(mine.resolved).toEqual({ at: iso(T0), reference: 'AG0000042', by: 'webhook' });
    expect((await journal.pending()).map((p) => p.id)).toEqual([elsewhere.id]);
    expect(told.map((p) => [p.id, p.resolved?.reference])).toEqual([[mine.id, 'AG0000042']]);
  });

  it('a reference the client recorded from an answer is not the outcome: the webhook-announced one is', async () => {
    const journal = await open();
    const attemptedAt = clock.now();
    // An earlier call with the same ExternalReference succeeded: the client recorded its tenancy (first seen first).
    await journal.record({ kind: 'tenancy', tenancy: '0000001', externalReference: 'CRM-9', source: 'client' });
    const alone = await journal.recordPending(createTenancy('CRM-9', attemptedAt));
    expect(alone.resolved).toBeUndefined();
    expect((await journal.pending()).map((p) => p.id)).toEqual([alone.id]);
    // The webhook of the call of unknown outcome resolves that entry itself; a second entry then takes nothing of it.
    clock.advance(1_000);
    expect(
      (await journalEvent(journal, 'createNewTenancy', newTenancy('0000002', 'CRM-9'))).map((p) => [
        p.id,
        p.resolved?.reference,
      ]),
    ).toEqual([[alone.id, '0000002']]);
    const another = await journal.recordPending(createTenancy('CRM-9', attemptedAt));
    expect(another.resolved).toBeUndefined();
    // A webhook handled before the call's record resolves it, though the client's reference was first seen earlier.
    clock.advance(1_000);
    await journal.record({ kind: 'tenancy', tenancy: '0000004', externalReference: 'CRM-10', source: 'client' });
    clock.advance(1_000);
    expect(await journalEvent(journal, 'createNewTenancy', newTenancy('0000003', 'CRM-10'))).toEqual([]);
    const late = await journal.recordPending(createTenancy('CRM-10', attemptedAt));
    expect(late.resolved?.reference).toBe('0000003');
    expect(told.map((p) => [p.id, p.resolved?.reference])).toEqual([
      [alone.id, '0000002'],
      [late.id, '0000003'],
    ]);
    expect((await journal.pending()).map((p) => p.id)).toEqual([another.id]);
  });

  it('a reference already the resolution of another entry is not taken again; a newer one is', async () => {
    const journal = await open();
    const first = await journal.recordPending(createTenancy('CRM-9', clock.now()));
    clock.advance(1_000);
    expect((await journalEvent(journal, 'createNewTenancy', newTenancy('0000001', 'CRM-9'))).map((p) => p.id)).toEqual([
      first.id,
    ]);
    // A second call with the same ExternalReference: its webhook handled before its record.
    const attemptedAt = clock.now();
    clock.advance(1_000);
    expect(await journalEvent(journal, 'createNewTenancy', newTenancy('0000002', 'CRM-9'))).toEqual([]);
    const second = await journal.recordPending(createTenancy('CRM-9', attemptedAt));
    // 0000001, first seen first, is the first entry's: the second takes 0000002.
    expect(second.resolved?.reference).toBe('0000002');
    // A third has nothing left to take.
    const third = await journal.recordPending(createTenancy('CRM-9', attemptedAt));
    expect(third.resolved).toBeUndefined();
    expect((await journal.pending()).map((p) => p.id)).toEqual([third.id]);
    expect(told.map((p) => [p.id, p.resolved?.reference])).toEqual([
      [first.id, '0000001'],
      [second.id, '0000002'],
    ]);
  });

  it('a reference first seen more than 2 minutes before the call began is not its outcome', async () => {
    const journal = await open();
    for (const [tenancy, external] of [
      ['0000001', 'CRM-EDGE'],
      ['0000002', 'CRM-OLD'],
    ] as const)
      expect(await journalEvent(journal, 'createNewTenancy', newTenancy(tenancy, external))).toEqual([]);
    clock.advance(10 * MINUTE);
    // Exactly 2 minutes of clock difference is allowed; a millisecond more is an earlier call's.
    const edge = await journal.recordPending(createTenancy('CRM-EDGE', T0 + 2 * MINUTE));
    const old = await journal.recordPending(createTenancy('CRM-OLD', T0 + 2 * MINUTE + 1));
    expect(edge.resolved?.reference).toBe('0000001');
    expect(old.resolved).toBeUndefined();
    expect(old.attemptedAt).toBe(iso(T0 + 2 * MINUTE + 1));
    expect((await journal.pending()).map((p) => p.id)).toEqual([old.id]);
    expect(told.map((p) => p.id)).toEqual([edge.id]);
  });

  it('without the time the call began, a reference first seen up to 10 minutes before the entry counts', async () => {
    const journal = await open();
    for (const [tenancy, external] of [
      ['0000001', 'CRM-U1'],
      ['0000002', 'CRM-U2'],
    ] as const)
      expect(await journalEvent(journal, 'createNewTenancy', newTenancy(tenancy, external))).toEqual([]);
    clock.advance(10 * MINUTE);
    const within = await journal.recordPending(createTenancy('CRM-U1'));
    clock.advance(1);
    const before = await journal.recordPending(createTenancy('CRM-U2'));
    expect(within.resolved?.reference).toBe('0000001');
    expect(before.resolved).toBeUndefined();
    expect(within.attemptedAt).toBeUndefined();
    expect(told.map((p) => p.id)).toEqual([within.id]);
  });

  it('keeps the time the call began, as one spelling of the instant, and refuses one that is not a time', async () => {
    const journal = await open();
    const entry = await journal.recordPending({ ...createTenancy('CRM-9'), attemptedAt: '2026-11-28T10:00:00+01:00' });
    expect(entry.attemptedAt).toBe('2026-11-28T09:00:00.000Z');
    expect((await (await store!.reopen()).pending()).map((p) => p.attemptedAt)).toEqual(['2026-11-28T09:00:00.000Z']);
    for (const attemptedAt of ['yesterday', '2026-11-28', '2026-11-28T09:00:00', 1764320400000])
      await expect(journal.recordPending({ ...createTenancy('CRM-10'), attemptedAt } as never)).rejects.toThrow(
        new JournalInputError(
          'pending.attemptedAt',
          'must be an ISO 8601 date and time with its offset (2026-11-28T09:00:00.000Z) when given',
        ),
      );
    expect(await journal.pending()).toHaveLength(1);
  });

  it('a record and a webhook racing each other: every entry resolved exactly once, each listener told once', async () => {
    const client = await open();
    // The receiver: another journal over the same storage (another process would open it so).
    const receiver = await store!.reopen();
    receiver.onResolved((pending) => told.push(pending));
    const pairs = Array.from({ length: 50 }, (_, n) => ({
      external: `CRM-RACE-${n}`,
      tenancy: String(1_000_000 + n),
    }));
    const attemptedAt = clock.now();
    const recorded = await Promise.all(
      pairs.map(async ({ external, tenancy }, n) => {
        const record = () => client.recordPending(createTenancy(external, attemptedAt));
        // The receiver's journal step, as journalEvent takes it: the reference committed, then resolvePending.
        const announce = () =>
          receiver.record({ kind: 'tenancy', tenancy, externalReference: external, source: 'webhook' });
        const resolve = () =>
          receiver.resolvePending({
            operation: 'createTenancy',
            externalReference: external,
            reference: tenancy,
            by: 'webhook',
          });
        // The record starts, by turns: with the webhook (called before it, or after it), once its reference is
        // recorded (racing its resolvePending), or once it is handled (the order of a client that gave up late).
        switch (n % 4) {
          case 0:
            return (await Promise.all([record(), announce().then(resolve)]))[0];
          case 1:
            return (await Promise.all([announce().then(resolve), record()]))[1];
          case 2: {
            await announce();
            return (await Promise.all([resolve(), record()]))[1];
          }
          default:
            await announce().then(resolve);
            return record();
        }
      }),
    );
    expect(await client.pending()).toEqual([]);
    const all = await receiver.pending({ all: true });
    expect(all.map((p) => [p.externalReference, p.resolved?.reference, p.resolved?.by]).sort()).toEqual(
      pairs.map(({ external, tenancy }) => [external, tenancy, 'webhook']).sort(),
    );
    expect(new Set(all.map((p) => p.id))).toEqual(new Set(recorded.map((p) => p.id)));
    // Told once per entry, by whichever journal resolved it.
    expect(told.map((p) => p.id).sort()).toEqual(recorded.map((p) => p.id).sort());
  });
});

describe('the postgres journal over tables of the previous version', () => {
  it('adds the column of the time the call began, and keeps every row', async () => {
    const schema = `trs_journal_${randomBytes(5).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
    try {
      // The pending table as the previous version created it, with one entry.
      await pool.query(`CREATE SCHEMA "${schema}";
        CREATE TABLE "${schema}".trs_journal_pending (
          seq bigserial NOT NULL, id uuid PRIMARY KEY, operation text NOT NULL, external_reference text,
          path jsonb NOT NULL, sent jsonb, created timestamptz NOT NULL, resolved_at timestamptz,
          resolved_reference text, resolved_by text);
        INSERT INTO "${schema}".trs_journal_pending (id, operation, external_reference, path, sent, created)
          VALUES ('7968c47c-0000-4000-8000-000000000001', 'createTenancy', 'CRM-OLD', '{}', '{}', '${iso(T0)}');`);
      const journal = postgresJournal({ pool, schema, clock: manualClock(T0 + MINUTE) });
      const entry = await journal.recordPending(createTenancy('CRM-NEW', T0));
      expect((await journal.pending()).map((p) => [p.externalReference, p.attemptedAt])).toEqual([
        ['CRM-OLD', undefined],
        ['CRM-NEW', iso(T0)],
      ]);
      expect(entry.attemptedAt).toBe(iso(T0));
      // The DDL migrations run is idempotent: run again, nothing changes.
      await pool.query(journalTablesSql(schema));
      expect(await journal.pending()).toHaveLength(2);
      await journal.close();
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});

describe('the postgres journal opening beside a reader', () => {
  it('does not wait for a transaction reading its tables: the column is added only where it is missing', async () => {
    const schema = `trs_journal_${randomBytes(5).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: pgUrl, max: 2 });
    // A journal that finds its tables locked gives up after a minute, rather than waiting as long as the reader.
    const impatient = new pg.Pool({ connectionString: pgUrl, max: 2, options: '-c lock_timeout=60000' });
    const reader = await pool.connect();
    try {
      await postgresJournal({ pool, schema }).pending();
      await reader.query('BEGIN');
      await reader.query(`SELECT count(*) FROM "${schema}".trs_journal_pending`);
      // Another process starts its journal (the DDL of journalTablesSql on first use) while that read is open.
      const another = postgresJournal({ pool: impatient, schema });
      expect(await another.pending()).toEqual([]);
      expect((await another.recordPending(createTenancy('CRM-9', T0))).attemptedAt).toBe(iso(T0));
    } finally {
      await reader.query('ROLLBACK');
      reader.release();
      await impatient.end();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});

describe('the postgres journal, a record and a resolvePending at the worst moment', () => {
  it('never miss each other: the record holds the lock resolvePending takes until it commits', async () => {
    const schema = `trs_journal_${randomBytes(5).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: pgUrl, max: 4 });
    // The client's journal commits only when the test lets it: its entry inserted and the references read, not yet
    // visible to anyone else.
    let arm = false;
    let commitReached!: () => void;
    const reached = new Promise<void>((resolve) => (commitReached = resolve));
    let letCommit!: () => void;
    const commit = new Promise<void>((resolve) => (letCommit = resolve));
    const heldPool = {
      query: (text: string, values?: unknown[]) => pool.query(text, values),
      connect: async () => {
        const connection = await pool.connect();
        return {
          query: async (text: string, values?: unknown[]) => {
            if (arm && text === 'COMMIT') {
              arm = false;
              commitReached();
              await commit;
            }
            return connection.query(text, values);
          },
          release: (destroy?: boolean | Error) => connection.release(destroy),
        };
      },
    };
    const client = postgresJournal({ pool: heldPool, schema });
    const receiver = postgresJournal({ pool, schema });
    const told: PendingPost[] = [];
    for (const journal of [client, receiver]) journal.onResolved((pending) => told.push(pending));
    try {
      await client.pending();
      await receiver.pending();
      arm = true;
      const recording = client.recordPending(createTenancy('CRM-LOCK', Date.now()));
      await Promise.race([
        reached,
        recording.then(() => {
          throw new Error('recordPending ended without a transaction to hold');
        }),
      ]);
      // The webhook now: its reference committed after the record read the references, then its resolvePending,
      // which waits for the record's lock (or, without it, finds nothing: the entry is not committed yet).
      await receiver.record({ kind: 'tenancy', tenancy: '0000001', externalReference: 'CRM-LOCK', source: 'webhook' });
      let settled = false;
      const resolving = receiver
        .resolvePending({
          operation: 'createTenancy',
          externalReference: 'CRM-LOCK',
          reference: '0000001',
          by: 'webhook',
        })
        .finally(() => (settled = true));
      await waitUntil(
        async () =>
          settled ||
          Number(
            (
              await pool.query<{ n: string }>(
                `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objsubid = 1
                   AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
                ['trs-journal-pending:createTenancy:CRM-LOCK'],
              )
            ).rows[0]!.n,
          ) > 0,
        'resolvePending to wait for the lock of the record, or to end',
      );
      letCommit();
      const [entry, resolved] = await Promise.all([recording, resolving]);
      expect(resolved?.id).toBe(entry.id);
      expect(await receiver.pending()).toEqual([]);
      expect(told.map((p) => [p.id, p.resolved?.reference])).toEqual([[entry.id, '0000001']]);
    } finally {
      letCommit();
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    }
  });
});
