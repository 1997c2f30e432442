// Claims are leases (issue 30 §3), through PgBouncer in transaction pooling mode: a process stopped with SIGSTOP while
// it holds events loses them to another process once their leases expire; when it wakes up, neither its handler's
// ctx.transaction() nor its outcome is accepted (fencing), so each effect lands once. Runs on a PostgreSQL cluster
// and a PgBouncer of its own.
import { promises as fs, readFileSync } from 'node:fs';
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
  waitFor,
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

describe('leases through PgBouncer (transaction pooling)', () => {
  it('takes over the events of a stopped process; once it wakes, its writes and outcomes are refused', async () => {
    const schema = uniqueSchema('lease');
    const dir = await tempDir();
    const gate = path.join(dir, 'gate');
    const invocationsFile = path.join(dir, 'invocations.log');
    const common = { store: bouncer.url, schema, invocationsFile, leaseMs: LEASE_MS };
    const a = await startFixture({ ...common, gate });
    fixtures.push(a);

    const withEffect = updateApplicant(1);
    const withoutEffect = updateApplicant(2);
    withoutEffect.data.applicantRef = 'NOE0000002';
    for (const p of [withEffect, withoutEffect]) expect((await deliverUntilAnswered(a.url, p)).status).toBe(204);
    const invoked = () =>
      readFileSync(invocationsFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [key, pid, attempt, id] = line.split(' ');
          return { key, pid: Number(pid), attempt: Number(attempt), id };
        });
    await waitFor(async () => (await fs.stat(invocationsFile).catch(() => null)) && invoked().length === 2, 300_000);
    const ids = invoked().map((i) => i.id!);

    a.child.kill('SIGSTOP'); // hung: holds both runs, answers nothing, renews nothing
    const b = await startFixture(common);
    fixtures.push(b);
    const done = await waitFor(
      async () => {
        const rows = await sql<{ id: string; state: string }>(
          `SELECT id::text AS id, state FROM "${schema}".inbox WHERE id = ANY ($1::bigint[])`,
          [ids],
        );
        return rows.length === 2 && rows.every((r) => r.state === 'done') && rows;
      },
      300_000,
      'both events handled by the second process',
    );
    expect(done.length).toBe(2);
    expect(
      invoked()
        .filter((i) => i.pid === b.child.pid)
        .map((i) => i.id)
        .sort(),
    ).toEqual([...ids].sort());

    await fs.writeFile(gate, '');
    a.child.kill('SIGCONT');
    // Its ctx.transaction() and its outcome are refused: it reports both as lost leases and stays up.
    await waitFor(
      () => (a.output().match(/TRS_LEASE_LOST/g) ?? []).length >= 2 && true,
      300_000,
      'the woken process reporting its lost leases',
    );
    const effects = await sql<{ event_id: string; pid: number }>(
      `SELECT event_id::text AS event_id, pid FROM "${schema}".handled_effects`,
    );
    expect(effects).toHaveLength(1); // the run that took over, once; the woken run's write was refused
    expect(effects[0]).toMatchObject({ pid: b.child.pid });
    expect(ids).toContain(effects[0]!.event_id);
    const after = await sql<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM "${schema}".inbox WHERE id = ANY ($1::bigint[]) ORDER BY id`,
      [ids],
    );
    expect(after).toEqual([
      { state: 'done', attempts: 2 },
      { state: 'done', attempts: 2 },
    ]);
    expect(a.output()).toMatch(/another process took it over/);
    expect(a.child.exitCode).toBeNull();
    await waitFor(async () => (await a.admin<{ ok: boolean }>('health')).ok, 300_000, 'the woken process healthy');
  });
});
