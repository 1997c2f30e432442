// Deduplication must never swallow a genuinely new event: the sequences of provider spec 3.2 and 6 over real HTTP,
// each event delivered with redeliveries of it (the provider sending its stored payload again: the same bytes)
// interleaved, on the embedded store and on PostgreSQL. A redelivery is one handler call; a new event with the same
// content is another. Each test has its own receiver and store (a folder, or a schema of its own), so the tests run
// side by side.
import { manualClock, type Clock } from '@trs/shared';
import { afterAll, describe, it } from 'vitest';
import { createReceiver, type AnyWebhookEvent, type Receiver } from '../src/index.js';
import { postgresStore } from '../src/store/pg/postgres.js';
import {
  deliver,
  dropSchema,
  example,
  KEY,
  HEADER,
  pgUrl,
  pool,
  serve,
  storeDir,
  uniqueSchema,
  type Served,
} from './helpers.js';

const quiet = { info() {}, warn() {}, error() {} };
const schemas: string[] = [];
afterAll(async () => {
  for (const s of schemas) await dropSchema(s);
});

interface Rig {
  receiver: Receiver;
  served: Served;
  handled: AnyWebhookEvent[];
  /** Delivers each body (a string: sent byte for byte), expecting 204. */
  send(...bodies: string[]): Promise<void>;
  close(): Promise<void>;
}

const engines = ['sqlite', 'postgres'] as const;

async function rig(
  engine: (typeof engines)[number],
  options: { redeliveryHorizonMs?: number; clock?: Clock } = {},
): Promise<Rig> {
  let store;
  if (engine === 'postgres') {
    const schema = uniqueSchema('dedupe');
    schemas.push(schema);
    store = postgresStore({ connectionString: pgUrl, schema });
  } else store = await storeDir();
  const receiver = createReceiver({
    auth: { values: [KEY] },
    store,
    logger: quiet,
    worker: { concurrency: 4, pollIntervalMs: 20 },
    ...options,
  });
  const handled: AnyWebhookEvent[] = [];
  receiver.onAny((event) => {
    handled.push(event);
  });
  await receiver.start();
  const served = await serve(receiver.node);
  return {
    receiver,
    served,
    handled,
    async send(...bodies) {
      for (const body of bodies) {
        const response = await deliver(served.url, body, { [HEADER]: KEY });
        if (response.status !== 204) throw new Error(`delivery answered ${response.status}: ${response.body}`);
      }
      await receiver.inbox.drain();
    },
    async close() {
      await served.close();
      await receiver.close();
    },
  };
}

const APP = '0004321';
const TENANT = 'ABC0007001';
const REPORTS = `https://preprod.referencing.invalid/v2/Applications/${APP}/${TENANT}/Reports`;

/** The reopen lifecycle of provider spec 3.2: completed → reopened → in progress → completed → a re-issued pair. */
function lifecycle(creationDate?: string): Record<string, unknown>[] {
  const status = (Status: string) => ({
    topic: 'updateApplicant',
    applicationRef: APP,
    applicationStatus: 1,
    Status,
    data: { applicantRef: TENANT, applicantStatus: Status, reportType: 1 },
    EntryType: 'Status Update',
  });
  const report = (type: number) => ({
    topic: 'updateApplicant',
    applicationRef: APP,
    ReportType: type,
    URL: `${REPORTS}/${type}`,
    EntryType: 'Report Available',
    Status: 'Completed',
    data: { applicantRef: TENANT, applicantStatus: 'Completed', reportType: type },
  });
  const reopened = {
    topic: 'applicantReopened',
    applicationRef: APP,
    applicantRef: TENANT,
    EntryType: 'Applicant Reopened',
  };
  const events = [
    status('References in Progress'),
    status('Completed'),
    report(1),
    report(7),
    reopened,
    status('References in Progress'),
    status('Completed'),
    report(1),
    report(7),
  ];
  return creationDate ? events.map((e) => ({ ...e, CreationDate: creationDate })) : events;
}

const what = (e: AnyWebhookEvent) =>
  e.name === 'reportAvailable'
    ? `report ${(e.payload as { ReportType?: number }).ReportType}`
    : e.name === 'updateApplicant'
      ? `status ${(e.payload as { Status?: string }).Status}`
      : e.name;

const EXPECTED_LIFECYCLE = [
  'status References in Progress',
  'status Completed',
  'report 1',
  'report 7',
  'applicantReopened',
  'status References in Progress',
  'status Completed',
  'report 1',
  'report 7',
];

describe.concurrent.each(engines)('deduplication over HTTP (%s store)', (engine) => {
  it('the reopen lifecycle of spec 3.2 reaches the handlers as its 9 events, each once, however often redelivered', async ({
    expect,
  }) => {
    // without CreationDate (the order and the horizon decide), and with one CreationDate for all (one second)
    for (const creationDate of [undefined, '2026-11-23T10:00:00Z']) {
      const r = await rig(engine);
      try {
        const bodies = lifecycle(creationDate).map((e) => JSON.stringify(e));
        const [rip1, done1, r1, r7, reopened, rip2, done2, r1b, r7b] = bodies as [string, ...string[]];
        // each event, then copies: right away, and late (the pair's copies in the other order)
        expect(rip2).toBe(rip1); // byte for byte: only the order tells the second round from a redelivery
        await r.send(rip1, rip1, done1!, done1!, r1!, r7!, r1!, r7!, r7!);
        await r.send(reopened!, reopened!, rip2!, done2!, done2!, r1b!, r7b!, r7b!, r1b!, r1b!);
        expect(r.handled.map(what)).toEqual(EXPECTED_LIFECYCLE);
        // a handler can tell the second completion apart from the first
        const keys = r.handled.map((e) => e.idempotencyKey);
        expect(new Set(keys).size).toBe(9);
        expect(await r.receiver.inbox.stats()).toMatchObject({ pending: 0, done: 9, dead: 0 });
      } finally {
        await r.close();
      }
    }
  });

  it('a start date moved A→B, B→A, A→B reaches the handlers three times, in order, and the last date is B', async ({
    expect,
  }) => {
    const r = await rig(engine);
    try {
      const move = (oldStartDate: string, newStartDate: string) =>
        JSON.stringify({
          topic: 'tenancyStartDateChanged',
          applicationRef: APP,
          oldStartDate,
          newStartDate,
          EntryType: 'Start Date Changed',
        });
      const ab = move('2027-01-01', '2027-02-01');
      const ba = move('2027-02-01', '2027-01-01');
      await r.send(ab, ab, ba, ba, ab, ab);
      const dates = r.handled.map((e) => (e.payload as { newStartDate: string }).newStartDate);
      expect(dates).toEqual(['2027-02-01', '2027-01-01', '2027-02-01']);
    } finally {
      await r.close();
    }
  });

  it('a second reopening of one applicant, two notes with the same text, a regenerated document: each a new event', async ({
    expect,
  }) => {
    const r = await rig(engine);
    try {
      const reopen = JSON.stringify({ topic: 'applicantReopened', applicationRef: APP, applicantRef: TENANT });
      const status = (Status: string) =>
        JSON.stringify({
          topic: 'updateApplicant',
          applicationRef: APP,
          Status,
          data: { applicantRef: TENANT, applicantStatus: Status },
        });
      await r.send(reopen, status('References in Progress'), status('Completed'), reopen, reopen);
      expect(r.handled.filter((e) => e.name === 'applicantReopened')).toHaveLength(2);

      const note = (Timestamp: string) =>
        JSON.stringify({
          topic: 'addNote',
          applicationRef: APP,
          data: { typeId: 'MI', description: 'Called the landlord.' },
          Timestamp,
          Author: 'Agent',
          Content: 'Called the landlord.',
          EntryType: 'UserNote',
        });
      const first = note('2026-11-23T10:00:00Z');
      await r.send(first, note('2026-11-23T10:05:00Z'), first);
      expect(r.handled.filter((e) => e.name === 'addNote')).toHaveLength(2);

      const document = example('uploadPartnerDocument', 'presignedUrl');
      delete document.CreationDate;
      const regenerated = {
        ...document,
        data: { ...document.data, presignedUrl: `${String(document.data.presignedUrl)}&regenerated=1` },
      };
      await r.send(
        JSON.stringify(document),
        JSON.stringify(document),
        JSON.stringify(regenerated),
        JSON.stringify(document),
      );
      const documents = r.handled.filter((e) => e.name === 'uploadPartnerDocument');
      expect(documents.map((e) => (e.payload as { data: { presignedUrl: string } }).data.presignedUrl)).toEqual([
        document.data.presignedUrl,
        regenerated.data.presignedUrl,
      ]);
    } finally {
      await r.close();
    }
  });

  it('with CreationDate, a copy arriving after later events of its sequence is still a redelivery (the 2xx was lost)', async ({
    expect,
  }) => {
    const r = await rig(engine);
    try {
      const status = (Status: string, CreationDate: string) =>
        JSON.stringify({
          topic: 'updateApplicant',
          applicationRef: APP,
          Status,
          CreationDate,
          data: { applicantRef: TENANT, applicantStatus: Status },
        });
      const started = status('References in Progress', '2026-11-23T10:00:00Z');
      const completed = status('Completed', '2026-11-23T11:00:00Z');
      const againStarted = status('References in Progress', '2026-11-23T12:00:00Z');
      await r.send(started, completed, started, againStarted, completed, started);
      expect(r.handled.map(what)).toEqual([
        'status References in Progress',
        'status Completed',
        'status References in Progress',
      ]);
    } finally {
      await r.close();
    }
  });

  it('KYC progress: each status of one check once, a status seen again after another one again', async ({ expect }) => {
    const r = await rig(engine);
    try {
      const kyc = (Status: string) =>
        JSON.stringify({ KYCid: 'kyc-77', Status, UserType: 1, EntryType: 'Status Update KYC' });
      const steps = ['SENT', 'IN PROGRESS', 'CONFIRMATION', 'IN PROGRESS', 'COMPLETED'];
      await r.send(...steps.flatMap((s) => [kyc(s), kyc(s)]));
      expect(r.handled.map((e) => (e.payload as { Status: string }).Status)).toEqual(steps);
    } finally {
      await r.close();
    }
  });

  it('simultaneous copies of one event (several URLs, retries racing) make one handler call', async ({ expect }) => {
    const r = await rig(engine);
    try {
      const events = Array.from({ length: 12 }, (_, n) =>
        JSON.stringify({
          topic: 'updateApplicant',
          applicationRef: APP,
          Status: 'Completed',
          data: { applicantRef: `ABC00080${String(n).padStart(2, '0')}` },
        }),
      );
      const copies = events.flatMap((body) => Array.from({ length: 8 }, () => body));
      const statuses = await pool(
        copies,
        32,
        async (body) => (await deliver(r.served.url, body, { [HEADER]: KEY })).status,
      );
      expect(new Set(statuses)).toEqual(new Set([204]));
      await r.receiver.inbox.drain();
      expect(r.handled).toHaveLength(12);
    } finally {
      await r.close();
    }
  });

  it('without CreationDate a copy later than the redelivery horizon is a new event; with one it stays a redelivery', async ({
    expect,
  }) => {
    // The receiver's clock, moved by the test: the copies are 0 ms apart, then 600 ms, whatever the machine's speed.
    const clock = manualClock(Date.now());
    const r = await rig(engine, { redeliveryHorizonMs: 400, clock });
    try {
      const undated = JSON.stringify({
        topic: 'addNote',
        applicationRef: APP,
        data: { description: 'Guarantor approved.' },
        EntryType: 'Professional Guarantor Update',
      });
      const dated = JSON.stringify({
        topic: 'createNewTenancy',
        applicationRef: APP,
        CreationDate: '2026-11-23T10:00:00Z',
        data: {},
      });
      await r.send(undated, dated, undated, dated);
      expect(r.handled.map((e) => e.name)).toEqual(['addNote', 'createNewTenancy']);
      clock.advance(600);
      await r.send(undated, dated);
      expect(r.handled.map((e) => e.name)).toEqual(['addNote', 'createNewTenancy', 'addNote']);
      expect(r.handled[2]!.idempotencyKey).not.toBe(r.handled[0]!.idempotencyKey);
    } finally {
      await r.close();
    }
  });
});

describe.concurrent('deduplication across two receivers on one PostgreSQL database', () => {
  it('copies of one event delivered to both at the same moment make one handler call', async ({ expect }) => {
    const schema = uniqueSchema('dedupe2');
    schemas.push(schema);
    const make = () =>
      createReceiver({
        auth: { values: [KEY] },
        store: postgresStore({ connectionString: pgUrl, schema }),
        logger: quiet,
        worker: { pollIntervalMs: 20 },
      });
    const [a, b] = [make(), make()];
    const handled: string[] = [];
    for (const receiver of [a, b]) receiver.onAny((e) => void handled.push(e.idempotencyKey));
    await Promise.all([a.start(), b.start()]);
    const [sa, sb] = await Promise.all([serve(a.node), serve(b.node)]);
    try {
      const bodies = Array.from({ length: 20 }, (_, n) =>
        JSON.stringify({ KYCid: `kyc-${n}`, Status: 'COMPLETED', EntryType: 'Status Update KYC' }),
      );
      await pool(
        bodies.flatMap((body) => [
          [sa.url, body],
          [sb.url, body],
          [sa.url, body],
          [sb.url, body],
        ]),
        16,
        async ([url, body]) => expect((await deliver(url!, body!, { [HEADER]: KEY })).status).toBe(204),
      );
      await Promise.all([a.inbox.drain(), b.inbox.drain()]);
      expect(handled).toHaveLength(20);
      expect(new Set(handled).size).toBe(20);
    } finally {
      await Promise.all([sa.close(), sb.close()]);
      await Promise.all([a.close(), b.close()]);
    }
  });
});
