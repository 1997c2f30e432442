// How many attempts are running, and the promises of settled() waiting for none to be.
export interface Activity {
  begin(): void;
  end(): void;
  /** The number of attempts running. */
  running(): number;
  /** Resolves when no attempt is running. */
  settled(this: void): Promise<void>;
  /** Resolves the waiters of settled() when no attempt is running any more. */
  notifyIfIdle(): void;
}

export function createActivity(): Activity {
  let running = 0;
  let waiters: (() => void)[] = [];
  return {
    begin: () => void (running += 1),
    end: () => void (running -= 1),
    running: () => running,
    settled: () => (running === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    notifyIfIdle() {
      if (running !== 0) return;
      const resolved = waiters;
      waiters = [];
      resolved.forEach((resolve) => resolve());
    },
  };
}
