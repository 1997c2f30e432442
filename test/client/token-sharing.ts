// The workload of the token-sharing tests, shared by the in-process test and the worker processes: a client that
// runs phases of calls, and a store wrapper that adds latency to every store operation.
import type { StoredToken, TokenStore, TrsClient } from '@trs/client';

/** Calls per phase per worker, and how many run at once within a worker. */
export const CALLS_PER_PHASE = 20;
export const CONCURRENCY = 4;

export interface PhaseResult {
  ok: number;
  failed: string[];
  logins: number;
}

/** Runs one phase: CALLS_PER_PHASE calls, CONCURRENCY at a time; every failure is reported by its code and message. */
export async function runPhase(client: TrsClient): Promise<PhaseResult> {
  let next = 0;
  let ok = 0;
  const failed: string[] = [];
  const lane = async () => {
    while (next < CALLS_PER_PHASE) {
      next += 1;
      try {
        await client.listBranches();
        ok += 1;
      } catch (error) {
        failed.push(`${(error as { code?: string }).code ?? 'Error'}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { ok, failed, logins: client.loginCount };
}

const delay = (maxMs: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * maxMs));

/** The store with a latency of 0 to maxMs before and after each operation (as a network store has). */
export function withLatency(store: TokenStore, maxMs: number): TokenStore {
  const slow =
    <A extends unknown[], R>(operation: (...args: A) => R | Promise<R>) =>
    async (...args: A): Promise<R> => {
      await delay(maxMs / 2);
      const result = await operation(...args);
      await delay(maxMs / 2);
      return result;
    };
  return {
    loadToken: slow(() => store.loadToken()),
    onTokenChange: slow((token: StoredToken) => store.onTokenChange(token)),
    acquireLoginLock: slow((options: { signal: AbortSignal }) => store.acquireLoginLock(options)),
  };
}
