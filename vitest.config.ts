import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TYPESCRIPT_LOADER } from './packages/testkit/src/paths.js';

/**
 * Packages whose test files run one after another in the same worker process, sharing its imports (isolate: false):
 * each of their files imports the same heavy, stateless modules (the generator, the compiled validators, the client,
 * the sandbox, the CLI's commands, the docs' builder), which took 17 of codegen's 20 s of wall time when every file
 * started a process of its own, and about half of the sandbox's CPU. Their tests keep no state outside the test file
 * (no mocks, no environment or working-directory changes that outlive a test). `@trs/webhooks` joined them once its
 * workers ran with the cached TypeScript loader (below): alone on a quiet machine, two runs each, CPU 83.1 and 81.4 s
 * with a process per file, 64.6 and 64.7 s sharing, and the same "tests" (test/README.md, seventh pass). Every other
 * package runs each file in a fresh process.
 */
const SHARED_IMPORTS = [
  'packages/codegen',
  'packages/validators',
  'packages/client',
  'packages/sandbox',
  'packages/discovery',
  'apps/cli',
  'apps/docs',
  'packages/webhooks',
];
/**
 * Packages whose tests start processes and threads from their TypeScript sources that take on the loader of the
 * process starting them (`@trs/webhooks`' worker processes and SQLite writer threads, its src/source-loader.ts): their
 * test workers run with the cached loader of @trs/testkit, which those inherit, instead of each registering tsx (about
 * 0.3 s of CPU more each). Measured alone, two runs each: "tests" 92.7 and 88.0 s before, 78.0 and 81.5 s after.
 */
const TYPESCRIPT_CHILDREN = ['packages/webhooks'];

/**
 * Packages whose test files run one at a time: each of their slow files keeps both cores busy on its own (Chromium
 * and the in-process sandbox; the TypeScript compiler beside generated code), so two of them at once each took about
 * twice as long, and the package's run ended no sooner. Alone on a quiet machine, two runs each, one file at a time
 * against two (test/README.md, eighth pass): docs "tests" 22.8 and 23.8 s against 44.7 and 47.3 s, wall 28.9 and
 * 30.1 s against 28.9 and 30.5 s; codegen 10.4 and 10.9 s against 19.2 and 20.4 s, wall 13.1 and 13.6 s against 12.5
 * and 13.1 s. Beside the linters of `pnpm test` (nice 19), which take the moments one file leaves a core idle, the
 * docs took about 3 s longer one at a time. Elsewhere one file at a time made the wait longer by more (contract-check
 * 2.2 s alone, the CLI 17 s, webhooks 22 s).
 */
const ONE_FILE_AT_A_TIME = ['apps/docs', 'packages/codegen'];

/** Whether vitest runs for one of these packages (its `test` script starts it in the package's folder). */
const runsFor = (folders: string[]) =>
  folders.some((folder) => process.cwd() === path.join(import.meta.dirname, folder));

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'test/bench/**'],
    // Generous bounds: a test waits for events and conditions, never for a time. These only stop a test that hangs,
    // and must hold on a saturated 2-core machine, where a test can run ten times slower than on an idle one.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Two cores: Prism instances and PostgreSQL share them with the test workers.
    maxWorkers: runsFor(ONE_FILE_AT_A_TIME) ? 1 : 2,
    isolate: !runsFor(SHARED_IMPORTS),
    execArgv: runsFor(TYPESCRIPT_CHILDREN) ? ['--import', TYPESCRIPT_LOADER] : [],
    // After each test file, the temporary folders its tests made with tempDir of @trs/testkit.
    setupFiles: ['./packages/testkit/src/cleanup.ts'],
    // What the docs tests read as built: the site, built once for the run (apps/docs/test/global-setup.ts).
    globalSetup: runsFor(['apps/docs']) ? ['./apps/docs/test/global-setup.ts'] : [],
    // The default output, then the total test time and the critical path (test/reporters/critical-path.ts).
    reporters: ['default', './test/reporters/critical-path.ts'],
    // The type-level tests (*.test-d.ts) are compiled by `pnpm lint:types` (tsc -p tsconfig.typecheck.json, a task of
    // `pnpm test`), where a failed expectTypeOf is a type error. Vitest's typecheck ran that same whole-workspace tsc
    // again in every package's run, against packages that run was not built for.
    typecheck: { enabled: false },
  },
});
