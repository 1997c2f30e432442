// The worker process (worker: { module }) lives only as long as its receiving process: the receiving process is
// killed with SIGKILL at several moments of its worker process's life (just forked, loading the handler module,
// handling an event), and the worker process is gone soon after (waited for with a generous deadline, no timing
// asserted). And health() says not ok while handling is impossible: while another process holds the embedded
// store's worker lock (TRS_STORE_LOCKED), whether the handlers run in the receiving process or in a worker process.
// Each test has its own store and processes, so the tests run side by side: most of their time is waiting (a
// process starting, an orphaned worker process giving its run in hand its grace before it exits).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TYPESCRIPT_LOADER } from '@trs/testkit';
import { describe, it, type TestContext } from 'vitest';
import { createReceiver } from '../src/index.js';
import { HEADER, KEY, deliver, here, storeDir, tempDir, updateApplicant, waitUntil } from './helpers.js';

/** The processes one test started, killed when it ends (the other tests' processes run on). */
interface Owned {
  children: ChildProcess[];
  workers: number[];
}

function owned({ onTestFinished }: TestContext): Owned {
  const mine: Owned = { children: [], workers: [] };
  onTestFinished(() => {
    for (const child of mine.children) child.kill('SIGKILL');
    for (const pid of mine.workers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });
  return mine;
}

/** Whether the process runs (a zombie waiting for its new parent to reap it has ended). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
interface Parent {
  child: ChildProcess;
  output(): string;
  exited: Promise<unknown>;
  /** The line's number once it appears on stdout. */
  line(prefix: 'WORKER' | 'READY'): Promise<number>;
}

const parentScript = path.join(here, 'fixtures', 'orphan-parent.ts');

function startParent(env: Record<string, string>, { children }: Owned): Parent {
  const child = spawn(process.execPath, ['--import', TYPESCRIPT_LOADER, parentScript], {
    cwd: here,
    env: { ...process.env, FIXTURE_KEY: KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => log,
    exited,
    line: (prefix) =>
      waitUntil(() => {
        const match = new RegExp(`^${prefix} (\\d+)$`, 'm').exec(log);
        return match ? Number(match[1]) : undefined;
      }, `${prefix} from the receiving process`),
  };
}

async function expectGone(pid: number, parent: Parent): Promise<void> {
  await waitUntil(
    () => !alive(pid),
    () => `worker process ${pid} to end after its parent died:\n${parent.output()}`,
  );
}

describe.concurrent('the worker process dies with its receiving process', () => {
  it('killed right after it forked the worker process', async (context) => {
    const { expect } = context;
    const mine = owned(context);
    const parent = startParent({ FIXTURE_STORE: await storeDir(), ORPHAN_KILL_AT: 'forked' }, mine);
    const pid = await parent.line('WORKER');
    mine.workers.push(pid);
    await parent.exited;
    expect(parent.child.signalCode).toBe('SIGKILL');
    await expectGone(pid, parent);
  });

  it('killed while the worker process loads the handler module', async (context) => {
    const mine = owned(context);
    const mark = path.join(await tempDir(), 'mark');
    const parent = startParent({ FIXTURE_STORE: await storeDir(), ORPHAN_MARK: mark, ORPHAN_HANG: '1' }, mine);
    const pid = await parent.line('WORKER');
    mine.workers.push(pid);
    await waitUntil(
      async () => ((await readFile(mark, 'utf8').catch(() => '')).includes('importing') ? true : undefined),
      'the worker process to load the handler module',
    );
    parent.child.kill('SIGKILL');
    await parent.exited;
    await expectGone(pid, parent);
  });

  it('killed while the worker process handles an event', async (context) => {
    const { expect } = context;
    const mine = owned(context);
    const mark = path.join(await tempDir(), 'mark');
    const parent = startParent({ FIXTURE_STORE: await storeDir(), ORPHAN_MARK: mark }, mine);
    const pid = await parent.line('WORKER');
    mine.workers.push(pid);
    const port = await parent.line('READY');
    expect((await deliver(`http://127.0.0.1:${port}/`, updateApplicant(1), { [HEADER]: KEY })).status).toBe(204);
    await waitUntil(
      async () => ((await readFile(mark, 'utf8').catch(() => '')).includes('handling') ? true : undefined),
      'the worker process to handle the event',
    );
    parent.child.kill('SIGKILL');
    await parent.exited;
    await expectGone(pid, parent);
  });
});

describe.concurrent('health() while another process holds the embedded store worker lock', () => {
  /** A live process that is not this one, named as the lock's holder in the store's worker.lock. */
  async function lockHeldElsewhere(dir: string, { children }: Owned): Promise<() => Promise<void>> {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    children.push(holder);
    await mkdir(dir, { recursive: true });
    const lock = path.join(dir, 'worker.lock');
    await writeFile(lock, String(holder.pid));
    return async () => {
      await rm(lock, { force: true });
      holder.kill('SIGKILL');
    };
  }

  it('handlers in the receiving process: not ok, naming TRS_STORE_LOCKED, until the lock is free', async (context) => {
    const { expect } = context;
    const dir = await storeDir();
    const release = await lockHeldElsewhere(dir, owned(context));
    const receiver = createReceiver({
      auth: { values: [KEY] },
      store: dir,
      worker: { pollIntervalMs: 50 },
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    });
    receiver.on('updateApplicant', () => undefined);
    try {
      await receiver.start();
      const locked = await waitUntil(async () => {
        const health = await receiver.health();
        return health.worker?.error ? health : undefined;
      }, 'health() to report the held lock');
      expect(locked).toMatchObject({ ok: false, store: { up: true }, worker: { running: true, handling: false } });
      expect(locked.worker!.error).toMatch(/^TRS_STORE_LOCKED: /);
      await release();
      const freed = await waitUntil(
        async () => ((await receiver.health()).ok ? true : undefined),
        'health() to be ok once the lock is free',
      );
      expect(freed).toBe(true);
    } finally {
      await release();
      await receiver.close();
    }
  });

  it('handlers in a worker process: /healthz answers 503, naming TRS_STORE_LOCKED, until the lock is free', async (context) => {
    const { expect } = context;
    const mine = owned(context);
    const dir = await storeDir();
    const release = await lockHeldElsewhere(dir, mine);
    const parent = startParent({ FIXTURE_STORE: dir }, mine);
    mine.workers.push(await parent.line('WORKER'));
    const port = await parent.line('READY');
    const healthz = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      return {
        status: response.status,
        body: (await response.json()) as { worker?: { error?: string } },
      };
    };
    const locked = await waitUntil(async () => {
      const health = await healthz();
      return health.body.worker?.error ? health : undefined;
    }, '/healthz to report the held lock');
    expect(locked.status).toBe(503);
    expect(locked.body).toMatchObject({ ok: false, worker: { isolated: true, running: true, handling: false } });
    expect(locked.body.worker?.error).toMatch(/^TRS_STORE_LOCKED: /);
    await release();
    await waitUntil(
      async () => ((await healthz()).status === 200 ? true : undefined),
      '/healthz to answer 200 once the lock is free',
    );
  });
});
