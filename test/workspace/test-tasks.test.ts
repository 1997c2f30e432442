// `pnpm test` runs every test file: it runs turbo's test tasks (scripts/test.mjs), one per workspace package with a
// `test` script and the root scripts `test:<name>` over the folders of test/ (one per folder, and the registry test
// of test/packaging a task of its own). A test file that no task runs would be dropped silently, one that two run
// would cost its time twice; a package's run with a configuration of its own would lose the shared timeouts and
// reporters.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { workspacePackages } from '@trs/contract-check/packages';
import { repoRoot } from '@trs/testkit';
import { expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * The test files of test/ a root script runs: `vitest run --dir test/<folder>`, then either the files it names
 * (`test/<folder>/<file>`, a task of their own) or the files it leaves to such a task (`--exclude <file>`, a path
 * in the folder).
 */
function filesOfRootScript(script: string, testFiles: string[]): string[] | undefined {
  const [, folder, rest = ''] = /^vitest run --dir test\/([\w-]+)((?: .+)?)$/.exec(script) ?? [];
  if (!folder) return undefined;
  const named: string[] = [];
  const excluded: string[] = [];
  for (const [, exclude, file] of rest.matchAll(/ (?:--exclude (\S+)|(\S+))/g)) {
    if (exclude) excluded.push(`test/${folder}/${exclude}`);
    else named.push(file!);
  }
  return testFiles.filter(
    (file) =>
      file.startsWith(`test/${folder}/`) && !excluded.includes(file) && (named.length === 0 || named.includes(file)),
  );
}

it('every committed test file belongs to exactly one test task that pnpm test runs', async () => {
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
  const tasksOf = new Map<string, string[]>(testFiles.map((file) => [file, []]));
  for (const [name, script] of Object.entries(rootScripts)) {
    if (!name.startsWith('test:')) continue;
    const files = filesOfRootScript(script, testFiles);
    expect(
      files,
      `the root script ${name}: vitest run --dir test/<folder>, with files named or excluded`,
    ).toBeDefined();
    for (const file of files!) tasksOf.get(file)!.push(name);
  }
  for (const file of testFiles)
    if (packagesWithTests.some((dir) => file.startsWith(dir))) tasksOf.get(file)!.push('test');
  const orphans = testFiles.filter((file) => tasksOf.get(file)!.length === 0);
  const twice = testFiles.filter((file) => tasksOf.get(file)!.length > 1);
  expect(testFiles.length).toBeGreaterThan(100);
  expect(orphans, 'test files no test task runs').toEqual([]);
  expect(twice, 'test files two test tasks run').toEqual([]);
  // The registry test is a task of its own (scripts/test.mjs starts it first), and test:packaging runs the rest.
  expect(tasksOf.get('test/packaging/install.test.ts')).toEqual(['test:registry']);
});

it('every package runs its tests with the root vitest.config.ts (its timeouts, workers and reporters)', async () => {
  for (const { dir, manifest } of await workspacePackages(repoRoot)) {
    const test = (manifest.scripts as Record<string, string> | undefined)?.test;
    if (test === undefined) continue;
    const up = path.posix.relative(dir, '.');
    expect(test, `${dir}/package.json`).toBe(`vitest run --root ${up} --dir .`);
  }
});
