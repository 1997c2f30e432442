// One session shared by several workers that log in as one service user (provider spec 5.6: each login retires every
// earlier token of the user), against the sandbox. Five workers start together with an empty store whose every
// operation takes 0 to 20 ms, run 300 calls in three phases, and meet two storms between the phases: a login by
// another process that retires every token, then every token expiring. No call may fail; one login at the start and
// one per storm, as the README states. In one process (clients sharing the in-memory store), and in five OS processes
// sharing the ready stores: a file with a lock file, and a PostgreSQL row with an advisory lock. A store without a
// login lock is refused: without one no bound holds on a busy machine.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, createClient, type StoredToken } from '@trs/client';
import type { Sandbox } from '@trs/sandbox';
import { tempDir, TYPESCRIPT_LOADER } from '@trs/testkit';
import { createMemoryTokenStore } from '@trs/client/token-store/memory';
import { createPostgresTokenStore } from '@trs/client/token-store/postgres';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clientLogins, startSandbox } from './support.js';
import { CALLS_PER_PHASE, runPhase, withLatency, type PhaseResult } from './token-sharing.js';

const WORKERS = 5;
const LATENCY_MS = 20;
const PHASES = ['start together', 'after another process logged in', 'after the tokens expired'] as const;
const pgUrl = process.env.TRS_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sandboxes: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((s) => s.close()));
});

/** The storm before each phase after the first: what another process or the clock does to every token. */
function storm(sandbox: Sandbox, phase: number): void {
  if (phase === 1) sandbox.admin.retireTokens();
  if (phase === 2) sandbox.admin.expireTokens();
}

interface Outcome {
  calls: number;
  failed: string[];
  logins: number;
}

/** Runs the phases on every worker, the storms between them, and sums up what the workers and the sandbox saw. */
async function runWorkers(sandbox: Sandbox, phase: (index: number) => Promise<PhaseResult[]>): Promise<Outcome> {
  const outcome: Outcome = { calls: 0, failed: [], logins: 0 };
  for (let index = 0; index < PHASES.length; index += 1) {
    storm(sandbox, index);
    for (const result of await phase(index)) {
      outcome.calls += result.ok + result.failed.length;
      outcome.failed.push(...result.failed);
    }
  }
  outcome.logins = clientLogins(sandbox);
  return outcome;
}

describe('a store without a login lock', () => {
  const baseUrl = 'http://127.0.0.1:9/v2';
  const credentials = { userName: 'u', password: 'p' };
  let stored: StoredToken | undefined;
  const loadToken = () => stored;
  const onTokenChange = (token: StoredToken) => void (stored = token);

  it('is refused when the client is created, with what to use instead', () => {
    let error: unknown;
    try {
      createClient({ baseUrl, credentials, tokenStore: { loadToken, onTokenChange } as never });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/acquireLoginLock/);
    expect((error as ConfigError).message).toMatch(/createMemoryTokenStore/);
  });

  it('onTokenChange alone (keeping each new token, sharing nothing) needs no lock', () => {
    expect(() => createClient({ baseUrl, credentials, tokenStore: { onTokenChange } })).not.toThrow();
  });
});

describe('a token the store offers is refused too', () => {
  it('a real login follows, never an error', async () => {
    const sandbox = await startSandbox();
    sandboxes.push(sandbox);
    const store = createMemoryTokenStore();
    const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, tokenStore: store });
    await client.listBranches();
    // The store now holds a token the service does not accept (retired by a login elsewhere, or just stale).
    store.onTokenChange({ token: '3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01', expiresAt: Date.now() + 3_600_000 });
    sandbox.admin.retireTokens();
    expect(await client.listBranches()).toHaveLength(2);
    expect(clientLogins(sandbox)).toBe(2);
    expect(store.loadToken()?.token).not.toBe('3f2c7a9e-8b1d-4c55-9e0f-2a6b7c8d9e01');
    expect(await client.listBranches()).toHaveLength(2);
    expect(clientLogins(sandbox)).toBe(2);
  });
});

describe('clients in one process sharing the in-memory store with 0–20 ms latency', () => {
  it('no call fails, one login at the start and one per storm', async () => {
    const sandbox = await startSandbox();
    sandboxes.push(sandbox);
    const store = withLatency(createMemoryTokenStore(), LATENCY_MS);
    const clients = Array.from({ length: WORKERS }, () =>
      createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, tokenStore: store }),
    );
    const outcome = await runWorkers(sandbox, () => Promise.all(clients.map(runPhase)));
    expect(outcome.failed).toEqual([]);
    expect(outcome.calls).toBe(WORKERS * CALLS_PER_PHASE * PHASES.length);
    expect(outcome.logins).toBe(PHASES.length);
  });
});

/** Five worker processes (worker.ts), each a client with the named ready store, driven phase by phase. */
class Workers {
  readonly #children: ChildProcess[] = [];

  constructor(
    sandbox: Sandbox,
    store: { kind: 'file'; path: string } | { kind: 'postgres'; url: string; key: string },
  ) {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');
    for (let i = 0; i < WORKERS; i += 1) {
      this.#children.push(
        fork(script, [], {
          execArgv: ['--import', TYPESCRIPT_LOADER],
          env: {
            ...process.env,
            TRS_WORKER: JSON.stringify({
              baseUrl: sandbox.baseUrl,
              credentials: sandbox.credentials,
              store,
              latencyMs: LATENCY_MS,
            }),
          },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        }),
      );
    }
  }

  /** Every worker runs one phase at the same moment; resolves with their results. */
  phase(): Promise<PhaseResult[]> {
    return Promise.all(
      this.#children.map(
        (child) =>
          new Promise<PhaseResult>((resolve, reject) => {
            const onExit = (code: number | null) => reject(new Error(`a worker exited (${code}) during a phase`));
            child.once('exit', onExit);
            child.once('message', (message) => {
              child.off('exit', onExit);
              resolve(message as PhaseResult);
            });
            child.send('phase');
          }),
      ),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.#children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.send('stop');
          }),
      ),
    );
  }
}

describe('five OS processes sharing a ready store with 0–20 ms latency', () => {
  let workers: Workers | undefined;
  afterEach(async () => {
    await workers?.stop();
    workers = undefined;
  });

  it('the file store (a lock file beside the token file): no call fails, one login at the start and one per storm', async () => {
    const folder = await tempDir('trs-token-store-');
    const sandbox = await startSandbox();
    sandboxes.push(sandbox);
    workers = new Workers(sandbox, { kind: 'file', path: path.join(folder, 'shared', 'token.json') });
    const outcome = await runWorkers(sandbox, () => workers!.phase());
    expect(outcome.failed).toEqual([]);
    expect(outcome.calls).toBe(WORKERS * CALLS_PER_PHASE * PHASES.length);
    expect(outcome.logins).toBe(PHASES.length);
  });

  describe('the PostgreSQL store', () => {
    const key = `token-sharing-${process.pid}-${Date.now()}`;
    const store = createPostgresTokenStore({ connectionString: pgUrl, key });
    afterAll(async () => {
      await store.clear().catch(() => undefined);
      await store.close();
    });

    it('a row and an advisory lock: no call fails, one login at the start and one per storm', async () => {
      const sandbox = await startSandbox();
      sandboxes.push(sandbox);
      workers = new Workers(sandbox, { kind: 'postgres', url: pgUrl, key });
      const outcome = await runWorkers(sandbox, () => workers!.phase());
      expect(outcome.failed).toEqual([]);
      expect(outcome.calls).toBe(WORKERS * CALLS_PER_PHASE * PHASES.length);
      expect(outcome.logins).toBe(PHASES.length);
      // The row holds the session the workers share: the token of the last login.
      expect(await store.loadToken()).toEqual({
        token: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        expiresAt: expect.any(Number) as unknown,
        issuedAt: expect.any(Number) as unknown,
      });
    });
  });
});
