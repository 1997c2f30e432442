// A vitest reporter that prints the ten slowest test files when a run ends (import, hooks and tests of each file:
// where a CI minute goes). It runs next to the default reporter (vitest.config.ts).
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows = testModules
      .map((module) => {
        const d = module.diagnostic();
        return {
          file: path.relative(process.cwd(), module.moduleId),
          ms: d.collectDuration + d.setupDuration + d.prepareDuration + d.duration,
          state: module.state(),
        };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (rows.length < 2) return;
    const width = Math.max(...rows.map((row) => row.file.length));
    const lines = rows.map(
      (row) =>
        `  ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.file.padEnd(width)}${row.state === 'failed' ? '  (failed)' : ''}`,
    );
    process.stdout.write(`\nThe ${rows.length} slowest test files (import, hooks and tests):\n${lines.join('\n')}\n`);
  }
}
