// receiver.inbox.recover(): a Report Available that reconciliation rebuilt after its webhook died enters the inbox as a
// delivery would: the same handlers, once; marked recovered (event, ctx, inbox listing). A real delivery of it that
// arrives later (the provider's dead delivery resent) is a duplicate; a recovery after a real delivery is a
// duplicate; after the applicant is reopened, its re-issued report is a new event again. On the embedded store and on
// PostgreSQL.
import { afterAll, describe, it } from 'vitest';
import { createReceiver, type AnyWebhookEvent, type Receiver } from '../src/index.js';
import { openStore } from '../src/inbox/open.js';
import { postgresStore } from '../src/store/pg/postgres.js';
import { deliver, dropSchema, HEADER, KEY, pgUrl, serve, storeDir, uniqueSchema, type Served } from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };
const schemas: string[] = [];
afterAll(async () => {
  for (const s of schemas) await dropSchema(s);
});

const APP = '0004321';
const TENANT = 'ABC0007001';
const url = (type: number) => `https://preprod.referencing.invalid/v2/Applications/${APP}/${TENANT}/Reports/${type}`;

/** What reconciliation rebuilds: only what the interface shows. */
const recovered = (type: number) => ({
  applicationRef: APP,
  ReportType: type,
  URL: url(type),
  EntryType: 'Report Available',
  data: { applicantRef: TENANT },
});

/** What the provider sends (the dead delivery, resent). */
const real = (type: number, CreationDate = '2026-11-27T10:00:00Z') => ({
  topic: 'updateApplicant',
  applicationRef: APP,
  ReportType: type,
  URL: url(type),
  EntryType: 'Report Available',
  applicationStatus: 1,
  Status: 'Completed',
  data: { applicantRef: TENANT, applicantStatus: 'Completed', reportType: 1 },
  CreationDate,
});

const reopened = {
  topic: 'applicantReopened',
  applicationRef: APP,
  applicantRef: TENANT,
  EntryType: 'Applicant Reopened',
  CreationDate: '2026-11-27T11:00:00Z',
};

interface Rig {
  receiver: Receiver;
  served: Served;
  handled: { event: AnyWebhookEvent; ctxRecovered: boolean }[];
  send(body: unknown): Promise<void>;
  close(): Promise<void>;
  where: string;
}

async function rig(engine: 'sqlite' | 'postgres'): Promise<Rig> {
  let where: string;
  let store;
  if (engine === 'postgres') {
    const schema = uniqueSchema('recover');
    schemas.push(schema);
    where = `${pgUrl}?schema=${schema}`;
    store = postgresStore({ connectionString: pgUrl, schema });
  } else store = where = await storeDir();
  const receiver = createReceiver({ auth: { values: [KEY] }, store, logger: quiet, worker: { pollIntervalMs: 20 } });
  const handled: Rig['handled'] = [];
  receiver.onAny((event, ctx) => {
    handled.push({ event, ctxRecovered: ctx.recovered });
  });
  await receiver.start();
  const served = await serve(receiver.node);
  return {
    receiver,
    served,
    handled,
    where,
    async send(body) {
      const response = await deliver(served.url, JSON.stringify(body), { [HEADER]: KEY });
      if (response.status !== 204) throw new Error(`delivery answered ${response.status}: ${response.body}`);
      await receiver.inbox.drain();
    },
    async close() {
      await served.close();
      await receiver.close();
    },
  };
}

// Each test has its own receiver and store (a folder, or a schema of its own), so the tests run side by side.
describe.concurrent.each(['sqlite', 'postgres'] as const)('receiver.inbox.recover() on %s', (engine) => {
  it('runs the handlers once, marked recovered; the real delivery arriving later is a duplicate', async ({
    expect,
  }) => {
    const r = await rig(engine);
    try {
      const first = await r.receiver.inbox.recover(recovered(1));
      expect(first).toMatchObject({ duplicate: false, eventName: 'reportAvailable' });
      await r.receiver.inbox.drain();
      expect(r.handled).toHaveLength(1);
      expect(r.handled[0]!.event.name).toBe('reportAvailable');
      expect(r.handled[0]!.event.recovered).toBe(true);
      expect(r.handled[0]!.ctxRecovered).toBe(true);
      // The dead delivery, resent by the provider (trs webhooks resend), and a copy of it: both duplicates.
      await r.send(real(1));
      await r.send(real(1));
      expect(r.handled).toHaveLength(1);
      // Recovering it again (a second reconciliation pass): a duplicate.
      expect((await r.receiver.inbox.recover(recovered(1))).duplicate).toBe(true);
      // The Summary of the pair is another event.
      await r.send(real(7));
      expect(r.handled.map((h) => [(h.event.payload as { URL?: string }).URL, h.event.recovered])).toEqual([
        [url(1), true],
        [url(7), false],
      ]);
      if (engine === 'sqlite') {
        const inbox = await openStore(r.where);
        try {
          const listed = await inbox.list({ eventName: 'reportAvailable' });
          expect(listed.map((l) => l.recovered)).toEqual([true, false]);
        } finally {
          await inbox.close();
        }
      }
    } finally {
      await r.close();
    }
  });

  it('a recovery of a report already delivered is a duplicate; after a reopening the re-issued report is new', async ({
    expect,
  }) => {
    const r = await rig(engine);
    try {
      await r.send(real(1));
      expect((await r.receiver.inbox.recover(recovered(1))).duplicate).toBe(true);
      await r.receiver.inbox.drain();
      expect(r.handled.map((h) => h.event.recovered)).toEqual([false]);
      await r.send(reopened);
      // The re-issued report's webhook died too: reconciliation recovers it as a new event.
      expect((await r.receiver.inbox.recover(recovered(1))).duplicate).toBe(false);
      await r.receiver.inbox.drain();
      expect(r.handled.map((h) => [h.event.name, h.event.recovered])).toEqual([
        ['reportAvailable', false],
        ['applicantReopened', false],
        ['reportAvailable', true],
      ]);
      // ... and its real delivery, resent later, is a duplicate of that recovery.
      await r.send(real(1, '2026-11-27T12:00:00Z'));
      expect(r.handled).toHaveLength(3);
    } finally {
      await r.close();
    }
  });

  it('two real reports of one URL with different CreationDates stay two events (the contract rule holds)', async ({
    expect,
  }) => {
    const r = await rig(engine);
    try {
      await r.send(real(1, '2026-11-27T10:00:00Z'));
      await r.send(real(1, '2026-11-27T10:30:00Z'));
      expect(r.handled).toHaveLength(2);
    } finally {
      await r.close();
    }
  });

  it('refuses what reconciliation cannot rebuild, naming it', async ({ expect }) => {
    const r = await rig(engine);
    try {
      await expect(r.receiver.inbox.recover(reopened)).rejects.toThrow(/Report Available.*applicantReopened/);
    } finally {
      await r.close();
    }
  });
});
