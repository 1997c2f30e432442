// `pnpm test` runs every test file: it runs turbo's test tasks (scripts/test.mjs), one per workspace package with a
// `test` script and one per folder of test/ with a root script `test:<folder>`. A test file that no task runs would
// be dropped silently; a package's run with a configuration of its own would lose the shared timeouts and reporters.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { workspacePackages } from '@trs/contract-check';
import { repoRoot } from '@trs/testkit';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('every committed test file belongs to a test task that pnpm test runs', async () => {
  const testFiles = (await run('git', ['ls-files', '*.test.ts'], { cwd: repoRoot, maxBuffer: 64 << 20 })).stdout
    .split('\n')
    .filter(Boolean);
  const rootScripts = (
    JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const packagesWithTests = (await workspacePackages(repoRoot))
    .filter(({ manifest }) => typeof (manifest.scripts as Record<string, string> | undefined)?.test === 'string')
    .map(({ dir }) => `${dir}/`);
  const orphans = testFiles.filter((file) => {
    if (packagesWithTests.some((dir) => file.startsWith(dir))) return false;
    const [top, folder] = file.split('/');
    return !(top === 'test' && rootScripts[`test:${folder}`] === `vitest run --dir test/${folder}`);
  });
  expect(testFiles.length).toBeGreaterThan(100);
  expect(orphans, 'test files no test task runs').toEqual([]);
});

it('every package runs its tests with the root vitest.config.ts (its timeouts, workers and reporters)', async () => {
  for (const { dir, manifest } of await workspacePackages(repoRoot)) {
    const test = (manifest.scripts as Record<string, string> | undefined)?.test;
    if (test === undefined) continue;
    const up = path.posix.relative(dir, '.');
    expect(test, `${dir}/package.json`).toBe(`vitest run --root ${up} --dir .`);
  }
});
