import { describe, expect, it } from 'vitest';
import { clockFrom, manualClock, systemClock } from '../src/index.js';

describe('manualClock', () => {
  it('runs timers in order of due time as time advances, and only those due', () => {
    const clock = manualClock(1_000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 200);
    clock.setTimeout(() => fired.push('a'), 100);
    const cancelled = clock.setTimeout(() => fired.push('never'), 150);
    clock.clearTimeout(cancelled);
    clock.advance(150);
    expect(fired).toEqual(['a']);
    expect(clock.now()).toBe(1_150);
    expect(clock.runNext()).toBe(true);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.now()).toBe(1_200);
    expect(clock.runNext()).toBe(false);
    expect(clock.pending()).toBe(0);
  });

  it('refuses to move backwards', () => {
    expect(() => manualClock().advance(-1)).toThrow(/ms must be a number of milliseconds ≥ 0/);
  });
});

describe('clockFrom', () => {
  it('reads the three shapes a clock option takes', () => {
    expect(clockFrom(undefined)).toBe(systemClock);
    expect(clockFrom(() => 42).now()).toBe(42);
    const onlyNow = clockFrom({ now: () => 7 });
    expect(onlyNow.now()).toBe(7);
    expect(onlyNow.setTimeout).toBe(systemClock.setTimeout);
    const manual = manualClock();
    expect(clockFrom(manual)).toBe(manual);
  });

  it('says what a clock must be', () => {
    expect(() => clockFrom({} as never)).toThrow(/function returning ms, or an object with now\(\)/);
    expect(() => clockFrom({ now: () => 1, setTimeout: () => 1 })).toThrow(/both setTimeout.*or neither/);
  });
});
