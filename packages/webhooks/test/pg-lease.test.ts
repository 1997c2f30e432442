// Claims are leases (issue 30 §3), through PgBouncer in transaction pooling mode: a process stopped with SIGSTOP while
// it holds events loses them to another process once their leases expire; when it wakes up, neither its handler's
// ctx.transaction() nor its outcome is accepted (fencing), so each effect lands once. Runs on a PostgreSQL cluster
// and a PgBouncer of its own.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgBouncer, startPrivatePostgres, type PgBouncer, type PrivatePostgres } from '@trs/testkit';
import {
  deliverUntilAnswered,
  startFixture,
  tempDir,
  uniqueSchema,
  updateApplicant,
  waitUntil,
  type Fixture,
} from './helpers.js';

let cluster: PrivatePostgres;
let bouncer: PgBouncer;
const fixtures: Fixture[] = [];
beforeAll(async () => {
  cluster = await startPrivatePostgres();
  bouncer = await startPgBouncer(cluster.port, { poolMode: 'transaction' });
});
afterAll(async () => {
  for (const f of fixtures) f.child.kill('SIGCONT');
  await Promise.all(fixtures.map((f) => f.kill('SIGKILL')));
  await bouncer?.stop();
  await cluster?.destroy();
});

async function sql<R>(text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as R[];
  } finally {
    await client.end();
  }
}

const LEASE_MS = 3000;

/**
 * Process A starts the event's run and is stopped (SIGSTOP) before its handler writes or returns; process B takes
 * the event over once A's lease expires and holds its own run; then A wakes up and goes on with its run, and only
 * once A has reported its lost lease is B's run let go. Returns both processes and the event's id.
 */
async function takeOver(payload: unknown) {
  const schema = uniqueSchema('lease');
  const dir = await tempDir();
  const [gateA, gateB] = [path.join(dir, 'gate-a'), path.join(dir, 'gate-b')];
  const invocationsFile = path.join(dir, 'invocations.log');
  const common = { store: bouncer.url, schema, invocationsFile, leaseMs: LEASE_MS };
  const invoked = async () =>
    (await fs.readFile(invocationsFile, 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => ({ pid: Number(line.split(' ')[1]), id: line.split(' ')[3]! }));
  const a = await startFixture({ ...common, gate: gateA });
  fixtures.push(a);
  expect((await deliverUntilAnswered(a.url, payload)).status).toBe(204);
  const [first] = await waitUntil(async () => (await invoked()).length === 1 && invoked(), 'A running it');
  a.child.kill('SIGSTOP'); // hung: answers nothing, renews nothing
  const b = await startFixture({ ...common, gate: gateB });
  fixtures.push(b);
  await waitUntil(async () => (await invoked()).some((i) => i.pid === b.child.pid), 'B taking it over');
  await fs.writeFile(gateA, '');
  a.child.kill('SIGCONT');
  await waitUntil(() => /TRS_LEASE_LOST/.test(a.output()), 'A reporting its lost lease');
  await fs.writeFile(gateB, '');
  const row = await waitUntil(async () => {
    const [found] = await sql<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM "${schema}".inbox WHERE id = $1::bigint`,
      [first!.id],
    );
    return found?.state === 'done' && found;
  }, 'B handling it');
  return { a, b, id: first!.id, schema, row };
}

// The two cases side by side: each is mostly a lease running out, on a schema of its own.
describe.concurrent('leases through PgBouncer (transaction pooling)', () => {
  it("takes over a stopped process's event; once it wakes, its ctx.transaction() is refused, so the effect lands once", async ({
    expect,
  }) => {
    const { a, b, id, schema, row } = await takeOver(updateApplicant(1));
    expect(row).toEqual({ state: 'done', attempts: 2 });
    // written once, by the run that took over; the woken run's write was refused
    const effects = await sql(`SELECT event_id::text AS event_id, pid FROM "${schema}".handled_effects`);
    expect(effects).toEqual([{ event_id: id, pid: b.child.pid }]);
    expect(a.output()).toMatch(new RegExp(`event ${id}: this run lost its lease \\(another process took it over`));
    expect(a.child.exitCode).toBeNull();
    await waitUntil(async () => (await a.admin<{ ok: boolean }>('health')).ok, 'the woken process healthy');
  });

  it("refuses the outcome of a woken process's run after the takeover", async ({ expect }) => {
    const event = updateApplicant(2);
    event.data.applicantRef = 'NOE0000002'; // its handler writes nothing: the run ends with its outcome alone
    const { a, b, id, row } = await takeOver(event);
    expect(row).toEqual({ state: 'done', attempts: 2 });
    const reports = a
      .output()
      .split('\n')
      .filter((line) => line.includes('"onError":"TRS_LEASE_LOST"'))
      .map((line) => JSON.parse(line) as { details: { eventId: string } });
    expect(reports.map((r) => r.details.eventId)).toEqual([id]);
    expect(b.output()).not.toMatch(/TRS_LEASE_LOST/);
    expect(a.child.exitCode).toBeNull();
  });
});
