import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'test/bench/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: Prism instances and PostgreSQL share them with the test workers.
    maxWorkers: 2,
    // The default output, then the ten slowest test files.
    reporters: ['default', './test/reporters/slowest-files.ts'],
    typecheck: {
      enabled: true,
      include: ['**/*.test-d.ts'],
      tsconfig: './tsconfig.typecheck.json',
    },
  },
});
