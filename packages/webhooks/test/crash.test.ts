// Crash safety on the embedded store (SQLite): while events are being sent, the receiver process is killed with SIGKILL
// three times and started again. The sender behaves like the provider: a delivery that got no 2xx is sent again
// later, and some that did get one are sent again anyway (duplicates). In the end every event answered 2xx has
// been handled exactly once (its effect, written through ctx.transaction(), is in the table once).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  storeDir,
  postJson,
  sleep,
  startFixture,
  tempDir,
  updateApplicant,
  type ExamplePayload,
  type Fixture,
} from './helpers.js';

let current: Fixture | undefined;
afterAll(async () => {
  await current?.kill('SIGKILL');
});

describe('SIGKILL while receiving and handling (embedded SQLite store)', () => {
  it('every event answered 2xx is handled exactly once after three kills', async () => {
    const dir = await storeDir();
    const invocationsFile = path.join(await tempDir(), 'invocations.log');
    const start = (port?: number) =>
      startFixture({ store: dir, invocationsFile, handlerDelayMs: 15, concurrency: 4, ...(port ? { port } : {}) });
    current = await start();
    const port = current.port;

    const total = 300;
    const payloads = Array.from({ length: total }, (_, n) => {
      const payload = updateApplicant(n, 30);
      payload.data.rentShare = n;
      return payload;
    });
    const refOf = (payload: ExamplePayload) => payload.data.applicantRef as string;
    const acked = new Set<number>();
    const queue = [...payloads.keys()];
    let failures = 0;
    let kills = 0;
    let restarting: Promise<void> | undefined;

    const killAndRestart = async () => {
      const victim = current!;
      await sleep(Math.random() * 30);
      await victim.kill('SIGKILL');
      kills += 1;
      current = await start(port);
    };

    const sender = async () => {
      while (queue.length) {
        if (restarting) await restarting;
        const n = queue.shift()!;
        try {
          const response = await postJson(`http://127.0.0.1:${port}/`, payloads[n]);
          if (response.status === 204) {
            acked.add(n);
            if (n % 5 === 0 && !queue.includes(n) && Math.random() < 0.5) queue.push(n); // a duplicate, later
          } else queue.push(n);
        } catch {
          failures += 1;
          queue.push(n); // no answer: the provider tries again
          await sleep(50);
        }
        if (kills < 3 && acked.size >= (kills + 1) * 70 && !restarting) {
          restarting = killAndRestart().finally(() => {
            restarting = undefined;
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, sender));
    if (restarting) await restarting;
    expect(kills).toBe(3);
    expect(acked.size).toBe(total);

    await current.admin('drain');
    const handled: { key: string; ref: string; n: number }[] = await current.admin('handled');
    const counts = new Map(handled.map((h) => [h.ref, h.n]));
    const missing = payloads.filter((p) => !counts.has(refOf(p)));
    const twice = handled.filter((h) => h.n !== 1);
    expect({ missing: missing.length, twice }).toEqual({ missing: 0, twice: [] });
    expect(counts.size).toBe(total);

    // handlers may have been started again for events whose run was cut by a kill; their effects were not repeated
    const invocations = readFileSync(invocationsFile, 'utf8').trim().split('\n').length;
    expect(invocations).toBeGreaterThanOrEqual(total);
    console.log(
      `crash test: ${kills} kills, ${failures} deliveries without an answer, ${invocations - total} handler runs repeated after a kill`,
    );
    await current.kill('SIGTERM');
    current = undefined;
  });
});
