// A poison event (a handler that exits the process, aborts, runs out of memory) must not take the receiver down:
// deliveries keep being received and stored, each run counts an attempt when it starts, and the event becomes a
// dead letter "crashed" after maxAttempts, while every other event is handled once. Real processes, real crashes.
// Each test has its own store (a folder, or a schema of its own), its own receiver processes and ports, so the tests
// run side by side: most of their time is waiting (a crashed worker's leases running out, a worker's restart
// back-off), which one test can spend while another works.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, it, type TestContext } from 'vitest';
import {
  deliver,
  dropSchema,
  HEADER,
  here,
  KEY,
  pgUrl,
  startFixture,
  storeDir,
  uniqueSchema,
  updateApplicant,
  waitUntil,
  type Fixture,
} from './helpers.js';

const run = promisify(execFile);
/** The trs-webhooks command as a user runs it: its bin, the built dist/cli.js (the test task builds first). */
const trsWebhooks = path.join(here, '..', 'bin', 'trs-webhooks.js');
const POISON_REF = 'POI0000666';

/**
 * The fixture processes of one test, stopped when it ends (the others run on), and its schema dropped. SIGTERM, not
 * SIGKILL: the receiver then stops its worker process and waits for it to exit. A worker process orphaned by a
 * SIGKILL would go on for its grace of seconds and write to the store's folder while the file's clean-up removes it.
 */
function cleanup({ onTestFinished }: TestContext) {
  const fixtures: Fixture[] = [];
  let schema: string | undefined;
  onTestFinished(async () => {
    await Promise.all(fixtures.map((f) => f.kill('SIGTERM')));
    if (schema) await dropSchema(schema);
  });
  return {
    fixture: (fixture: Fixture) => (fixtures.push(fixture), fixture),
    schema: (name: string) => (schema = name),
  };
}

function poisonEvent() {
  const payload = updateApplicant(666, 1_000_000);
  payload.applicationRef = '0006660';
  payload.data.applicantRef = POISON_REF;
  return payload;
}

const lines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

/** A line of the receiver process's JSON log, with the fields these tests read. */
interface LogLine {
  msg?: string;
  onError?: string;
  event?: string;
  attempt?: number;
  details: { running: unknown[]; eventId?: string };
}
/** A dead letter as the fixture's admin route answers it. */
type DeadLetter = { id: string; reason: string };

describe.concurrent.each([
  ['embedded store, handler calls process.exit', 'sqlite', 'exit'],
  ['embedded store, handler runs out of memory', 'sqlite', 'oom'],
  ['PostgreSQL, handler aborts the process', 'postgres', 'abort'],
] as const)('handlers in a worker process of their own (%s)', (_label, engine, poison) => {
  it('keeps receiving while the worker crashes, makes the poison event a "crashed" dead letter, handles the rest once', async (context) => {
    const { expect } = context;
    const owned = cleanup(context);
    let store: string;
    let schema: string | undefined;
    if (engine === 'postgres') {
      store = pgUrl;
      schema = owned.schema(uniqueSchema('poison'));
    } else store = await storeDir();
    const fixture = owned.fixture(
      await startFixture({
        store,
        // A crashed worker's runs come back when their leases run out (30 s by default), once per crash: a lease of
        // 3 s (as in pg-lease.test.ts) ends each wait sooner. Live runs renew theirs every second, and a run whose
        // lease is lost anyway cannot land its effect (fencing): what it costs is a run more, never a second effect.
        ...(schema ? { schema, leaseMs: 3_000 } : {}),
        isolated: true,
        poison,
        maxAttempts: 3,
        // The handler hoards until the heap is full; a smaller heap is full sooner. The processes need about 10 MB
        // of heap once their modules are loaded.
        ...(poison === 'oom' ? { maxOldSpaceMb: 64 } : {}),
      }),
    );

    // the poison event first, then ordinary events while the worker goes down again and again
    expect((await deliver(fixture.url, poisonEvent(), { [HEADER]: KEY })).status).toBe(204);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      statuses.push((await deliver(fixture.url, updateApplicant(n, 30), { [HEADER]: KEY })).status);
      if (n % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(statuses.every((s) => s === 204)).toBe(true);

    const dead = await waitUntil(async () => {
      const list = await fixture.admin<DeadLetter[]>('dead');
      return list.find((d) => d.reason === 'crashed');
    }, 'the poison event to become a crashed dead letter');
    expect(dead).toMatchObject({ eventName: 'updateApplicant', attempts: 3, reason: 'crashed' });
    await fixture.admin('drain');
    const handled: { key: string; n: number }[] = await fixture.admin('handled');
    expect(handled).toHaveLength(30);
    expect(handled.every((h) => h.n === 1)).toBe(true);

    const out = lines(fixture.output());
    const exits = out.filter((l) => l.onError === 'TRS_WORKER_EXITED');
    expect(exits.length).toBeGreaterThanOrEqual(3);
    // every exit names the poison event among the runs it cut; once it runs alone (a suspect), only it
    for (const exit of exits) expect(exit.details.running).toContainEqual(expect.objectContaining({ id: dead.id }));
    expect(exits.at(-1)!.details.running).toEqual([
      expect.objectContaining({ id: dead.id, eventName: 'updateApplicant' }),
    ]);
    expect(out.some((l) => l.onError === 'TRS_HANDLER_CRASHED' && l.details.eventId === dead.id)).toBe(true);
    // the receiving process never went away
    expect(fixture.child.exitCode).toBeNull();
    const health = await fixture.admin<{ worker: unknown }>('health');
    expect(health.worker).toMatchObject({ isolated: true, running: true });
  });
});

describe.concurrent(
  'handlers in the receiving process (embedded store), restarted by a supervisor after each crash',
  () => {
    it('names the event before its handlers run, counts each run, and after maxAttempts restarts sets it aside as crashed', async (context) => {
      const { expect } = context;
      const owned = cleanup(context);
      const store = await storeDir();
      const start = async (port?: number) =>
        owned.fixture(
          await startFixture({ store, poison: 'exit', maxAttempts: 3, logLevel: 'info', ...(port ? { port } : {}) }),
        );
      let fixture = await start();
      const port = fixture.port;
      expect((await deliver(fixture.url, poisonEvent(), { [HEADER]: KEY })).status).toBe(204);
      const outputs: string[] = [];
      let restarts = 0;
      /** Deliveries made while the supervisor restarts the process, not yet answered 204 (the process died first). */
      const owed: Record<string, unknown>[] = [];
      const deliverOwed = async () => {
        while (owed.length) {
          const answer = await deliver(fixture.url, owed[0], { [HEADER]: KEY }).catch(() => undefined);
          if (answer?.status !== 204) return; // the process went down meanwhile: its successor receives it
          owed.shift();
        }
      };
      // a supervisor (systemd, Kubernetes): start the process again when it dies, until the poison event is set aside
      for (;;) {
        const outcome = await waitUntil(async () => {
          if (fixture.child.exitCode !== null || fixture.child.signalCode !== null) return 'exited';
          const dead = await fixture.admin<DeadLetter[]>('dead').catch(() => undefined);
          return dead?.some((d) => d.reason === 'crashed') ? 'set aside' : undefined;
        }, 'the poison event to take the process down or to become a crashed dead letter');
        if (outcome === 'set aside') break;
        await fixture.exited;
        outputs.push(fixture.output());
        restarts += 1;
        expect(restarts).toBeLessThanOrEqual(4);
        fixture = await start(port);
        // deliveries are received while the process listens before handling starts again
        owed.push(updateApplicant(restarts, 30));
        await deliverOwed();
      }
      await deliverOwed();
      expect(owed).toEqual([]);
      expect(restarts).toBe(3);
      for (const output of outputs) {
        const starting = lines(output).filter((l) => l.msg === 'webhook event starting');
        expect(starting.at(-1)).toMatchObject({ event: 'updateApplicant' });
        expect(output.trim().split('\n').at(-1)).toContain('webhook event starting');
      }
      const attempts = outputs.map(
        (o) =>
          lines(o)
            .filter((l) => l.msg === 'webhook event starting')
            .at(-1)!.attempt,
      );
      expect(attempts).toEqual([1, 2, 3]);
      const dead = await fixture.admin<DeadLetter[]>('dead');
      expect(dead).toEqual([expect.objectContaining({ reason: 'crashed', attempts: 3 })]);
      await fixture.admin('drain');
      const handled = await fixture.admin<unknown[]>('handled');
      expect(handled).toHaveLength(3);
    });

    it('trs-webhooks set-aside parks the poison event without SQL; replay brings it back', async (context) => {
      const { expect } = context;
      const owned = cleanup(context);
      const store = await storeDir();
      let fixture = owned.fixture(await startFixture({ store, poison: 'exit', maxAttempts: 50 }));
      const port = fixture.port;
      expect((await deliver(fixture.url, poisonEvent(), { [HEADER]: KEY })).status).toBe(204);
      await fixture.exited;
      const cli = (...args: string[]) =>
        run(process.execPath, [trsWebhooks, ...args, '--store', store]).then((r) => JSON.parse(r.stdout) as unknown);
      const running = (await cli('running')) as { id: string }[];
      expect(running).toEqual([expect.objectContaining({ eventName: 'updateApplicant', attempts: 1 })]);
      expect(await cli('set-aside', running[0]!.id)).toEqual({ id: running[0]!.id, setAside: true });
      fixture = owned.fixture(await startFixture({ store, poison: 'exit', maxAttempts: 50, port }));
      expect((await deliver(fixture.url, updateApplicant(1, 30), { [HEADER]: KEY })).status).toBe(204);
      await fixture.admin('drain');
      expect(fixture.child.exitCode).toBeNull();
      const dead = await fixture.admin<DeadLetter[]>('dead');
      expect(dead).toEqual([expect.objectContaining({ id: running[0]!.id, reason: 'set_aside' })]);
      await fixture.kill('SIGTERM');
      expect(await cli('replay', running[0]!.id)).toMatchObject({ replayed: true, state: 'pending' });
      expect(await cli('show', running[0]!.id)).toMatchObject({ state: 'pending', attempts: 0 });
    });
  },
);
