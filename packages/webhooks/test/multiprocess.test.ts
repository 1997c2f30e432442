// Two receiver processes on one PostgreSQL database, under load, each delivery going to one of them or (as the
// provider does with several URLs) to both: no event is handled twice, none is lost, each tenancy stays in order.
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dropSchema,
  pgUrl,
  pool,
  deliver,
  startFixture,
  tempDir,
  uniqueSchema,
  updateApplicant,
  type Fixture,
} from './helpers.js';

const schema = uniqueSchema('multi');
const fixtures: Fixture[] = [];
afterAll(async () => {
  await Promise.all(fixtures.map((f) => f.kill('SIGKILL')));
  await dropSchema(schema);
});

describe('two receiver processes on one PostgreSQL database', () => {
  it('handle 1,200 events delivered to either or both: each exactly once, in order per tenancy', async () => {
    const dir = await tempDir();
    const files = [path.join(dir, 'a.log'), path.join(dir, 'b.log')];
    const [a, b] = await Promise.all(
      files.map((invocationsFile) =>
        startFixture({ store: pgUrl, schema, invocationsFile, handlerDelayMs: 4, concurrency: 6 }),
      ),
    );
    fixtures.push(a!, b!);

    const tenancies = 40;
    const perTenancy = 30;
    const expected = new Set<string>();
    let both = 0;
    await pool([...Array(tenancies).keys()], tenancies, async (t) => {
      for (let n = 0; n < perTenancy; n += 1) {
        const payload = updateApplicant(t * 1000 + n, 1_000_000);
        payload.applicationRef = String(t + 1).padStart(7, '0');
        payload.data.rentShare = n; // the order within the tenancy
        expected.add(String(payload.data.applicantRef));
        const targets = (t + n) % 3 === 0 ? [a!, b!] : [(t + n) % 2 ? a! : b!];
        if (targets.length === 2) both += 1;
        // like the provider: the next event of a tenancy is raised after this one was delivered
        const statuses = await Promise.all(targets.map(async (f) => (await deliver(f.url, payload)).status));
        if (statuses.some((s) => s !== 204)) throw new Error(`delivery answered ${statuses.join(', ')}`);
      }
    });
    expect(both).toBeGreaterThan(300);
    await Promise.all([a!.admin('drain'), b!.admin('drain')]);

    const handled: { key: string; ref: string; n: number }[] = await a!.admin('handled');
    expect(handled.length).toBe(tenancies * perTenancy);
    expect(handled.filter((h) => h.n !== 1)).toEqual([]);
    expect(new Set(handled.map((h) => h.ref))).toEqual(expected);

    // no handler ran twice for one event (the invocation logs are written before any effect)
    const invocations = files.flatMap((f) => readFileSync(f, 'utf8').trim().split('\n')).map((line) => line.split(' '));
    expect(invocations.length).toBe(tenancies * perTenancy);
    const pids = new Set(invocations.map(([, pid]) => pid));
    expect(pids.size).toBe(2); // both processes did work

    const order: { tenancy: string; seq: number }[] = await a!.admin('order');
    const byTenancy = new Map<string, number[]>();
    for (const row of order) byTenancy.set(row.tenancy, [...(byTenancy.get(row.tenancy) ?? []), row.seq]);
    expect(byTenancy.size).toBe(tenancies);
    for (const [, seqs] of byTenancy) expect(seqs).toEqual([...Array(perTenancy).keys()]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
