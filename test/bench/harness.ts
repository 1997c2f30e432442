// Shared shape and helpers of the benchmarks.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** The baseline measured in the same run, and the ratio value/baseline. */
  baseline?: { name: string; value: number };
  /** The goal, in words, and whether this run met it. */
  goal?: { text: string; met: boolean };
}

export interface BenchSection {
  title: string;
  figures: BenchFigure[];
  notes?: string[];
}

/** Runs fn repeatedly for about `ms` milliseconds after a warm-up; returns operations per second. */
export function opsPerSecond(fn: () => unknown, ms = 1000): number {
  const warmUntil = performance.now() + Math.min(200, ms / 5);
  while (performance.now() < warmUntil) fn();
  let count = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i += 1) fn();
    count += 100;
    now = performance.now();
  }
  return (count * 1000) / (now - start);
}

/** Interleaved rounds of the baseline and the candidate, so that drift of the machine hits both alike. */
export function compareOpsPerSecond(
  baseline: () => unknown,
  candidate: () => unknown,
  rounds = 9,
  ms = 150,
): { baseline: number; candidate: number } {
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2) {
      b.push(opsPerSecond(candidate, ms));
      a.push(opsPerSecond(baseline, ms));
    } else {
      a.push(opsPerSecond(baseline, ms));
      b.push(opsPerSecond(candidate, ms));
    }
  }
  return { baseline: median(a), candidate: median(b) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
