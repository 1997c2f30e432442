// Two receiver processes on one PostgreSQL inbox reconcile at the same moment after an outage (issue 31): each missed
// report is one handler call in all, whichever process recovered or handled it. Real PostgreSQL, a schema of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { TYPESCRIPT_LOADER, waitUntil } from '@trs/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientOf, TestJournal, typicalSequence } from './support.js';

const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const here = path.dirname(fileURLToPath(import.meta.url));
const receiverScript = path.join(here, 'fixtures', 'reconciling-receiver.ts');
const schema = `trs_reconcile_${process.pid}_${randomBytes(3).toString('hex')}`;
const handledSchema = `${schema}_handled`;
const TENANCIES = 3;

let sandbox: Sandbox;
const db = new pg.Client({ connectionString: pgUrl });

beforeAll(async () => {
  await db.connect();
  await db.query(`CREATE SCHEMA "${handledSchema}"`);
  await db.query(
    `CREATE TABLE "${handledSchema}".handled (url text NOT NULL, pid integer NOT NULL, recovered boolean NOT NULL)`,
  );
  sandbox = await createSandbox({
    referencingDelayMs: null,
    onProblem: () => undefined,
    users: [
      { userName: 'one', password: 'one' },
      { userName: 'two', password: 'two' },
    ],
    webhook: { urls: 'http://127.0.0.1:9/webhooks', retryIntervalMs: 20 },
  });
});
afterAll(async () => {
  await sandbox?.close();
  await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
  await db.query(`DROP SCHEMA IF EXISTS "${handledSchema}" CASCADE`).catch(() => undefined);
  await db.end();
});

function startProcess(user: string, journal: TestJournal): { child: ChildProcess; output: () => string } {
  const open = [...journal.tenancies].map(([tenancy, { applicants }]) => ({ tenancy, applicants: [...applicants] }));
  const child = spawn(process.execPath, ['--import', TYPESCRIPT_LOADER, receiverScript], {
    env: {
      ...process.env,
      FIXTURE_PG: pgUrl,
      FIXTURE_SCHEMA: schema,
      FIXTURE_HANDLED_TABLE: `"${handledSchema}".handled`,
      FIXTURE_BASE_URL: sandbox.baseUrl,
      FIXTURE_USER: user,
      FIXTURE_JOURNAL: JSON.stringify(open),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return { child, output: () => out };
}

it('two processes reconciling at once make one handler call per missed report', async () => {
  const journal = new TestJournal();
  const client = clientOf(sandbox, { userName: 'one', password: 'one' });
  sandbox.admin.startOutage({ kind: 'unreachable' });
  const tenancies: string[] = [];
  for (let i = 0; i < TENANCIES; i++) tenancies.push((await typicalSequence(client, journal)).tenancy);
  for (const tenancy of tenancies) sandbox.admin.completeReferencing(tenancy);
  const reports = await waitUntil(() => {
    const events = tenancies.flatMap((t) => sandbox.admin.events({ name: 'reportAvailable', applicationRef: t }));
    const allDead = events.every((e) => e.deliveries.length > 0 && e.deliveries[0]!.state === 'dead');
    return events.length === TENANCIES * 2 && allDead && events;
  }, 'every report to die at the sandbox');
  sandbox.admin.endOutage();

  // The first process creates the inbox's tables; then both start together.
  const one = startProcess('one', journal);
  await waitUntil(
    () => one.output().includes('ready'),
    () => `process one to be ready:\n${one.output()}`,
  );
  const two = startProcess('two', journal);
  await waitUntil(
    () => two.output().includes('ready'),
    () => `process two to be ready:\n${two.output()}`,
  );
  const exited = [one, two].map(
    (p) => new Promise<number | null>((resolve) => p.child.on('close', (code) => resolve(code))),
  );
  one.child.stdin!.write('go\n');
  two.child.stdin!.write('go\n');
  // A generous bound, only so that a process that hangs is stopped and its output shown.
  let timer: NodeJS.Timeout | undefined;
  const codes = await Promise.race([
    Promise.all(exited),
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 300_000))),
  ]);
  clearTimeout(timer);
  if (!codes) for (const p of [one, two]) p.child.kill();
  expect(codes, one.output() + two.output()).toEqual([0, 0]);
  const results = [one, two].map(
    (p) =>
      JSON.parse(p.output().trim().split('\n').at(-1)!) as { recovered: number; alreadyHeld: number; errors: number },
  );
  expect(results.reduce((n, r) => n + r.recovered, 0)).toBe(reports.length);
  expect(results.every((r) => r.errors === 0 && r.recovered + r.alreadyHeld === reports.length)).toBe(true);

  const { rows } = await db.query<{ url: string; calls: string; recovered: boolean }>(
    `SELECT url, count(*) AS calls, bool_and(recovered) AS recovered FROM "${handledSchema}".handled GROUP BY url ORDER BY url`,
  );
  expect(rows.map((r) => [r.url, Number(r.calls), r.recovered])).toEqual(
    reports
      .map((e) => [(e.payload as { URL: string }).URL, 1, true])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
});
