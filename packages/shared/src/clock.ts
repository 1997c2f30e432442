// The one notion of time of the @trs packages. Timestamps, token expiry, retry cadence and scheduled work go through a
// Clock, so that a test can move time (manualClock compresses the provider's hour of retries into milliseconds)
// without touching real timers. Timeouts that bound a real network exchange use real time, whatever the clock.

export interface Clock {
  /** Milliseconds since the epoch. */
  now(this: void): number;
  setTimeout(this: void, callback: () => void, ms: number): unknown;
  clearTimeout(this: void, handle: unknown): void;
}

/** Real time: Date.now and the global timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What an option named `clock` accepts: a Clock, or only the time (`{ now }` or `() => ms`) with real timers. */
export type ClockOption = Clock | { now(): number } | (() => number);

/**
 * The Clock an option describes (undefined: real time). Throws a TypeError saying what a clock must be; the caller
 * names its option in its own error.
 */
export function clockFrom(option: ClockOption | undefined): Clock {
  if (option === undefined) return systemClock;
  if (typeof option === 'function') return { ...systemClock, now: option };
  const candidate = option as { now?: unknown; setTimeout?: unknown; clearTimeout?: unknown } | null;
  if (typeof candidate !== 'object' || candidate === null || typeof candidate.now !== 'function')
    throw new TypeError('a clock is a function returning ms, or an object with now() (and setTimeout, clearTimeout)');
  const timers = [candidate.setTimeout, candidate.clearTimeout].filter((fn) => typeof fn === 'function').length;
  if (timers === 1) throw new TypeError('a clock has both setTimeout(fn, ms) and clearTimeout(handle), or neither');
  if (timers === 2) return option as Clock;
  const timeOnly = option;
  return { ...systemClock, now: () => timeOnly.now() };
}

export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, running every timer that falls due on the way, in order. */
  advance(this: void, ms: number): void;
  /** Moves time forward to the next pending timer and runs it (and any due at the same moment). False if none. */
  runNext(this: void): boolean;
  /** How many timers are waiting. */
  pending(this: void): number;
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
