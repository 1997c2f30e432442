// `pnpm test`: what the tests need that npm cannot install (test-prerequisites.mjs), then every test and lint task
// through turbo, each cached on its declared inputs (turbo.json): a task whose inputs did not change since it last
// passed is not run again. Arguments go to turbo: `pnpm test --force` runs everything again,
// `pnpm test --filter=@trs/client` one package. Ends with the summary of the files that ran (test/reporters).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// TRS_TEST_NODE is part of every test task's hash (turbo.json): a result under one Node is no result for another.
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', REDOCLY_TELEMETRY: 'off', TRS_TEST_NODE: process.version };
const since = Date.now();

const prerequisites = spawnSync(process.execPath, [path.join(root, 'scripts', 'test-prerequisites.mjs')], {
  stdio: 'inherit',
  env,
});
if (prerequisites.status !== 0) process.exit(prerequisites.status ?? 1);

const tasks = ['lint:eslint', 'lint:types', 'test'];
// The repository's own tests (test/) run as root tasks, one per folder: `test:client`, `test:packaging`, ...
const rootTests = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts).filter(
  (name) => name.startsWith('test:'),
);
const turbo = spawnSync(
  path.join(root, 'node_modules', '.bin', 'turbo'),
  [
    'run',
    ...tasks,
    ...rootTests,
    // Two tasks at a time, each a vitest run of two workers: what two cores bear beside PostgreSQL and Prism.
    '--concurrency=2',
    '--log-order=grouped',
    '--output-logs=new-only',
    // Tests see the whole environment (a test may start npm, Chromium or PostgreSQL); only the variables declared
    // in turbo.json are part of a task's hash.
    '--env-mode=loose',
    '--continue',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env },
);

spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  [path.join(root, 'test', 'reporters', 'summary.ts'), `--since=${since}`],
  { stdio: 'inherit', env },
);
process.exit(turbo.status ?? 1);
