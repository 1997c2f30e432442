// The PostgreSQL store when the database goes away (issue 30 §1): backends terminated under the receiver, a server
// restart in the middle of a burst, and the idle-in-transaction timeout a DBA sets. No database event ends the
// process: while it cannot store it answers 503 (never 2xx without storing, never 4xx), /healthz says not ok, and it
// resumes on its own. Runs on a PostgreSQL cluster of its own (restarted and cut here), never the shared server. The
// cuts and the idle-in-transaction timeout run side by side, each on a database of its own; the restart after them.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '@trs/testkit';
import {
  deliverUntilAnswered,
  pool,
  post,
  sleep,
  startFixture,
  updateApplicant,
  waitUntil,
  uniqueSchema,
  type Fixture,
} from './helpers.js';

let cluster: PrivatePostgres;
const fixtures: Fixture[] = [];
beforeAll(async () => {
  cluster = await startPrivatePostgres();
});
afterAll(async () => {
  await Promise.all(fixtures.map((f) => f.kill('SIGKILL')));
  await cluster?.destroy();
});

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, params)).rows as R[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Cuts every connection the receivers on the database `test` hold (ingest, worker, listener), as
 * `pg_terminate_backend` by a DBA does.
 */
const terminateReceivers = () =>
  sql(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name LIKE 'trs-webhooks%' AND datname = current_database() AND pid <> pg_backend_pid()`,
  ).catch(() => []);

async function start(
  schema: string,
  extra: Partial<Parameters<typeof startFixture>[0]> = {},
  url = cluster.url,
): Promise<Fixture> {
  const fixture = await startFixture({ store: url, schema, handlerDelayMs: 100, concurrency: 4, ...extra });
  fixtures.push(fixture);
  return fixture;
}

function events(count: number, tenancies: number, offset: number) {
  return Array.from({ length: count }, (_, n) => {
    const payload = updateApplicant(offset + n, 1_000_000);
    payload.applicationRef = String(offset + (n % tenancies)).padStart(7, '0');
    payload.data.rentShare = Math.floor(n / tenancies);
    return payload;
  });
}

/** Like the provider: the next event of a tenancy is raised after the previous one was delivered (a 2xx). */
async function deliverInOrder(url: string, payloads: ReturnType<typeof events>) {
  const byTenancy = new Map<string, typeof payloads>();
  for (const p of payloads) {
    const tenancy = String(p.applicationRef);
    byTenancy.set(tenancy, [...(byTenancy.get(tenancy) ?? []), p]);
  }
  const answers = await pool([...byTenancy.values()], byTenancy.size, async (list) => {
    const mine = [];
    for (const p of list) mine.push(await deliverUntilAnswered(url, p));
    return mine;
  });
  return answers.flat();
}

type Handled = { key: string; ref: string; n: number };

/** Every event answered 2xx handled exactly once, none twice, each tenancy in order of delivery. */
async function expectHandledOnce(fixture: Fixture, refs: string[], expect: ExpectStatic): Promise<void> {
  const handled = await waitUntil(async () => {
    const rows = await fixture.admin<Handled[]>('handled').catch(() => []);
    return rows.length >= refs.length && rows;
  }, `${refs.length} events handled`);
  expect(handled.filter((h) => h.n !== 1)).toEqual([]);
  expect(new Set(handled.map((h) => h.ref))).toEqual(new Set(refs));
  const order = await fixture.admin<{ tenancy: string; seq: number }[]>('order');
  const byTenancy = new Map<string, number[]>();
  for (const row of order) byTenancy.set(row.tenancy, [...(byTenancy.get(row.tenancy) ?? []), row.seq]);
  for (const [, seqs] of byTenancy) expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
}

describe('the PostgreSQL store when the database goes away', () => {
  it.concurrent(
    'survives its connections being terminated again and again during a burst: 503 meanwhile, nothing lost, nothing twice',
    async ({ expect }) => {
      const fixture = await start(uniqueSchema('terminate'));
      const payloads = events(150, 15, 10_000);
      let delivering = true;
      let cuts = 0;
      const cutter = (async () => {
        while (delivering) {
          cuts += (await terminateReceivers()).length;
          await sleep(250);
        }
      })();
      const answers = await deliverInOrder(fixture.url, payloads);
      // and while the handlers work through what is stored
      await waitUntil(
        async () => (await fixture.admin<Handled[]>('handled').catch(() => [])).length >= 40,
        'the handlers to get through 40 events',
      );
      delivering = false;
      await cutter;
      expect(cuts).toBeGreaterThan(0);
      expect(answers.map((a) => a.status).filter((s) => s !== 204)).toEqual([]);
      expect(answers.flatMap((a) => a.statuses).filter((s) => s >= 400 && s < 500)).toEqual([]);
      await expectHandledOnce(
        fixture,
        payloads.map((p) => String(p.data.applicantRef)),
        expect,
      );
      expect(fixture.child.exitCode).toBeNull();
      expect(fixture.output()).not.toMatch(/Unhandled 'error' event/);
      await waitUntil(async () => (await fixture.admin<{ ok: boolean }>('health')).ok, 'health ok again');
    },
  );

  it.concurrent(
    'runs handlers longer than idle_in_transaction_session_timeout (no transaction is held while a handler runs)',
    async ({ expect }) => {
      // a database of its own, so that the timeout applies to this receiver alone
      await sql(`CREATE DATABASE idle`);
      await sql(`ALTER DATABASE idle SET idle_in_transaction_session_timeout = '300ms'`);
      const url = new URL(cluster.url);
      url.pathname = '/idle';
      const fixture = await start(uniqueSchema('idle'), { handlerDelayMs: 1500 }, url.href);
      const payloads = events(12, 4, 30_000);
      const answers = await deliverInOrder(fixture.url, payloads);
      expect(answers.map((a) => a.status)).toEqual(payloads.map(() => 204));
      await expectHandledOnce(
        fixture,
        payloads.map((p) => String(p.data.applicantRef)),
        expect,
      );
      expect(fixture.child.exitCode).toBeNull();
      expect(fixture.output()).not.toMatch(/idle-in-transaction|Unhandled 'error' event/);
    },
  );

  it('answers 503 and says not ok while the server is down, then resumes on its own after a restart mid-burst', async () => {
    const fixture = await start(uniqueSchema('restart'));
    const payloads = events(120, 12, 20_000);
    const first = payloads.slice(0, 40);
    const rest = payloads.slice(40);
    const answers = await deliverInOrder(fixture.url, first);
    await cluster.stop();
    // while the server is down: not ok, and a delivery gets 503 (the provider retries it), never a 2xx or 4xx
    await waitUntil(async () => !(await fixture.admin<{ ok: boolean }>('health')).ok, 'health not ok');
    expect((await post(fixture.url, JSON.stringify(rest[0]))).status).toBe(503);
    const later = deliverInOrder(fixture.url, rest);
    await cluster.start();
    answers.push(...(await later));
    expect(answers.map((a) => a.status).filter((s) => s !== 204)).toEqual([]);
    expect(answers.flatMap((a) => a.statuses).filter((s) => s >= 400 && s < 500)).toEqual([]);
    await expectHandledOnce(
      fixture,
      payloads.map((p) => String(p.data.applicantRef)),
      expect,
    );
    await waitUntil(async () => (await fixture.admin<{ ok: boolean }>('health')).ok, 'health ok again');
    expect(fixture.child.exitCode).toBeNull();
    expect(fixture.output()).not.toMatch(/Unhandled 'error' event/);
  });
});
