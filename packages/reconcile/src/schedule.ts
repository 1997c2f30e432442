// When reconciliation runs: once when started (with the receiver: catching up after downtime), again after every quiet
// period (no delivery noted for quietMs, default 15 minutes: the provider's retries span about a quarter of an hour,
// provider spec 3.4) while the journal holds open tenancies, and on demand (runNow, `trs reconcile`). Passes never
// overlap in one process; two processes may reconcile at once (the receiver's dedupe makes one event of both copies).
import { checkBudget } from './budget.js';
import { newMemory, reconcilePass, type PassOptions, type PassReport } from './pass.js';

export interface ReconcilerOptions extends PassOptions {
  /** Time without deliveries after which a pass runs. Default 15 minutes. */
  quietMs?: number;
  /** Run a pass at once. Default true. */
  atStart?: boolean;
}

export interface Reconciler {
  /** Runs a pass now (or joins the one running) and answers its report. */
  runNow(): Promise<PassReport>;
  /** A delivery arrived: the quiet period starts again. Call it from a handler, or from the receiver's observer. */
  noteDelivery(): void;
  /** The last pass's report, or null before the first ends. */
  readonly last: PassReport | null;
  /** Stops the timer, aborts the pass under way, and waits for it. */
  stop(): Promise<void>;
}

export const DEFAULT_QUIET_MS = 15 * 60_000;

export function startReconciliation(options: ReconcilerOptions): Reconciler {
  checkBudget(options.budget);
  const quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
  const memory = newMemory();
  const abort = new AbortController();
  let running: Promise<PassReport> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let last: PassReport | null = null;
  let stopped = false;

  const arm = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void runNow().catch(() => undefined), quietMs);
    timer.unref();
  };
  const runNow = (): Promise<PassReport> => {
    running ??= reconcilePass({ ...options, signal: abort.signal }, memory)
      .then((report) => (last = report))
      .finally(() => {
        running = null;
        arm();
      });
    return running;
  };
  if (options.atStart ?? true) void runNow().catch(() => undefined);
  else arm();
  return {
    runNow,
    noteDelivery: arm,
    get last() {
      return last;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      abort.abort();
      await running?.catch(() => undefined);
    },
  };
}
