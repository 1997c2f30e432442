import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'test/bench/**'],
    // Generous bounds: a test waits for events and conditions, never for a time. These only stop a test that hangs,
    // and must hold on a saturated 2-core machine, where a test can run ten times slower than on an idle one.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Two cores: Prism instances and PostgreSQL share them with the test workers.
    maxWorkers: 2,
    // The default output, then the total test time and the critical path (test/reporters/critical-path.ts).
    reporters: ['default', './test/reporters/critical-path.ts'],
    typecheck: {
      enabled: true,
      include: ['**/*.test-d.ts'],
      tsconfig: './tsconfig.typecheck.json',
    },
  },
});
