// `pnpm test`: what the tests need that npm cannot install (test-prerequisites.mjs), then every test and lint task
// through turbo, each cached on its declared inputs (turbo.json): a task whose inputs did not change since it last
// passed is not run again. Arguments go to turbo: `pnpm test --force` runs everything again,
// `pnpm test --filter=@trs/client` one package. Ends with the summary of the files that ran (test/reporters).
//
// The order is chosen, not left to turbo: turbo starts tasks in the order they became ready, so test tasks of the
// first packages built took the two slots from the builds after them, and the registry test (`test:registry`, the
// longest, which needs every build) started last and ended the run. So:
// 1. every build, two at a time, and beside them, at the lowest priority, what the registry test prepares once
//    (test/packaging/prepare.ts: downloads and native builds, kept in node_modules/.cache);
// 2. the registry test (most of it npm and node processes of its own), then every other test task, one task at a
//    time (each task's vitest runs two files at a time);
// 3. beside both, from the start, the two linters at the lowest priority (nice 19): they count as no test time and
//    take only the CPU that the tests leave idle.
// Tests that ran beside the registry test, or beside the linters at the same priority, shared the two cores with
// them: each file took longer, vitest's "tests" (the sum of the files' times) grew with the crowding, and the run
// ended barely sooner (test/README.md, fifth pass). The builds are cache hits in every later run (a hit leaves the
// files on disk alone), so nothing builds twice.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const turboBin = path.join(root, 'node_modules', '.bin', 'turbo');
const args = process.argv.slice(2);
const force = args.includes('--force');
const turboArgs = args.filter((arg) => arg !== '--force');
// TRS_TEST_NODE is part of every test task's hash (turbo.json): a result under one Node is no result for another.
// TRS_TEST_FORCE too: `--force` would make the test runs of step 2 build again beside each other, so they get a
// value no earlier run had instead, and only the builds of step 1 get `--force`.
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  REDOCLY_TELEMETRY: 'off',
  TRS_TEST_NODE: process.version,
  ...(force ? { TRS_TEST_FORCE: String(Date.now()) } : {}),
};
const since = Date.now();

const prerequisites = spawnSync(process.execPath, [path.join(root, 'scripts', 'test-prerequisites.mjs')], {
  stdio: 'inherit',
  env,
});
if (prerequisites.status !== 0) process.exit(prerequisites.status ?? 1);

// The repository's own tests (test/) run as root tasks, one per script: `test:client`, `test:packaging`, ...
const rootTests = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts).filter(
  (name) => name.startsWith('test:'),
);
const registry = 'test:registry';
const lints = ['lint:eslint', 'lint:types'];
const rest = ['test', ...rootTests.filter((name) => name !== registry)];

/** A command at the lowest CPU priority (nice 19), where there is `nice`. */
const atLowPriority = (command) => (process.platform === 'win32' ? command : ['nice', '-n', '19', ...command]);

/**
 * One turbo run; resolves with its exit code. Tests see the whole environment (a test may start npm, Chromium or
 * PostgreSQL): turbo.json sets envMode "loose" for every run, so that `pnpm build`, `pnpm release` (which the
 * registry test runs) and this share their builds' hashes, and the release's build is a cache hit, not a second
 * build of every package under the running tests. Only the variables turbo.json declares are part of a hash.
 */
function turbo(tasks, concurrency, { extra = [], lowPriority = false } = {}) {
  const command = [
    turboBin,
    'run',
    ...tasks,
    `--concurrency=${concurrency}`,
    '--log-order=grouped',
    '--output-logs=new-only',
    '--continue',
    ...turboArgs,
    ...extra,
  ];
  const [file, ...args] = lowPriority ? atLowPriority(command) : command;
  const child = spawn(file, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

/**
 * What the registry test prepares once into node_modules/.cache (test/packaging/prepare.ts: two Node binaries,
 * Verdaccio, better-sqlite3's addon for each Node), started beside the builds, at the lowest priority, when the whole
 * suite runs. Resolves when it ends, whatever its outcome: what it could not prepare, the registry test prepares
 * itself (and fails there, naming it, if it cannot either).
 */
function prepareRegistryTest() {
  if (turboArgs.length > 0) return Promise.resolve();
  const [file, ...args] = atLowPriority([
    path.join(root, 'node_modules', '.bin', 'tsx'),
    path.join(root, 'test', 'packaging', 'prepare.ts'),
  ]);
  const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve) => {
    const failed = (why) => {
      console.error(
        `The registry test's preparation failed here (${why}); it prepares what is missing itself.\n${errors}`,
      );
      resolve();
    };
    child.on('error', (error) => failed(error.message));
    child.on('exit', (code) => (code === 0 ? resolve() : failed(`exit code ${code}`)));
  });
}

const prepared = prepareRegistryTest();
const built = await turbo(['build'], 2, { extra: force ? ['--force'] : [] });
await prepared;
/** Every test task and linter; a build that failed would be tried again by runs side by side: then one run. */
async function testAndLint() {
  if (built !== 0) return [await turbo([registry, ...lints, ...rest], 2)];
  const linted = turbo(lints, 2, { lowPriority: true });
  const codes = [await turbo([registry], 1), await turbo(rest, 1)];
  return [...codes, await linted];
}
const tested = await testAndLint();

spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'test', 'reporters', 'summary.ts'), `--since=${since}`],
  { stdio: 'inherit', env },
);
process.exit([built, ...tested].find((code) => code !== 0) ?? 0);
