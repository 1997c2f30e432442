// The sender's notion of time. Retry cadence, timestamps and scheduled attempts go through a clock, so that a test
// can compress the provider's hour of retries into milliseconds (manualClock) without touching real timers.
// Request timeouts are not part of it: they bound a real network exchange and always use real time.

export interface SenderClock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Real time: Date.now and the global timers. */
export const systemClock: SenderClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ManualClock extends SenderClock {
  /** Moves time forward by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
  /** Moves time forward to the next pending timer and runs it (and any due at the same moment). False if none. */
  runNext(): boolean;
  /** How many timers are waiting. */
  pending(): number;
}

/** A clock that moves only when told to: for tests. Starts at `startMs` (default 2026-01-01T00:00:00Z). */
export function manualClock(startMs = Date.UTC(2026, 0, 1)): ManualClock {
  let current = startMs;
  let sequence = 0;
  const timers = new Map<number, { due: number; order: number; callback: () => void }>();

  const nextDue = () => {
    let next: { id: number; due: number; order: number } | undefined;
    for (const [id, timer] of timers) {
      if (!next || timer.due < next.due || (timer.due === next.due && timer.order < next.order))
        next = { id, due: timer.due, order: timer.order };
    }
    return next;
  };

  const fire = (id: number) => {
    const timer = timers.get(id)!;
    timers.delete(id);
    timer.callback();
  };

  return {
    now: () => current,
    setTimeout(callback, ms) {
      const id = ++sequence;
      timers.set(id, { due: current + Math.max(0, ms), order: id, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError(`advance(ms): ms must be a number of milliseconds ≥ 0, got ${ms}`);
      const target = current + ms;
      for (let next = nextDue(); next && next.due <= target; next = nextDue()) {
        current = next.due;
        fire(next.id);
      }
      current = target;
    },
    runNext() {
      const next = nextDue();
      if (!next) return false;
      current = Math.max(current, next.due);
      fire(next.id);
      return true;
    },
    pending: () => timers.size,
  };
}
