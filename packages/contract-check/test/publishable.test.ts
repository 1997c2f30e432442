// The release refuses a public package that depends on a private one (a fixture workspace, through the function and
// through the command `pnpm release` runs first), the real workspace passes, and every document that lists the
// published packages lists exactly the workspace packages without "private": true.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { publicPackages } from '../src/packages.js';
import { repoRoot } from '../src/paths.js';
import { describePrivateDependency, privateDependencies } from '../src/release/publishable.js';
import { PUBLISHED_LIST_FILES, publishedListMismatches } from '../src/release/published-list.js';

const run = promisify(execFile);

async function fixtureWorkspace(): Promise<string> {
  const root = await tempDir('trs-publishable-');
  await writeFile(path.join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
  const manifests: Record<string, object> = {
    app: { name: '@fixture/app', version: '1.0.0', dependencies: { '@fixture/internal': 'workspace:*' } },
    internal: { name: '@fixture/internal', version: '0.0.0', private: true },
    tools: { name: '@fixture/tools', version: '1.0.0', devDependencies: { '@fixture/internal': 'workspace:*' } },
  };
  for (const [dir, manifest] of Object.entries(manifests)) {
    await mkdir(path.join(root, 'packages', dir), { recursive: true });
    await writeFile(path.join(root, 'packages', dir, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

describe('a public package that depends on a private one', () => {
  it('is found, named with its private dependency (a devDependency on it is fine)', async () => {
    const found = await privateDependencies(await fixtureWorkspace());
    expect(found).toEqual([{ package: '@fixture/app', dependency: '@fixture/internal', field: 'dependencies' }]);
    expect(describePrivateDependency(found[0]!)).toMatch(
      /^@fixture\/app cannot be published: it depends on @fixture\/internal \(dependencies\), which is private/,
    );
  });

  it('stops `pnpm release` before it builds or publishes anything', async () => {
    const root = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: { release: string };
    };
    const [check, ...rest] = root.scripts.release.split(' && ');
    expect(check).toBe('tsx packages/contract-check/src/release/publishable.ts');
    expect(rest.join(' && ')).toMatch(/changeset publish$/);

    const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
    const script = path.join(repoRoot, 'packages', 'contract-check', 'src', 'release', 'publishable.ts');
    const refused = await run(tsx, [script], { cwd: await fixtureWorkspace() }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('@fixture/app cannot be published: it depends on @fixture/internal');
    await run(tsx, [script], { cwd: repoRoot });
  });

  it('does not happen in this workspace', async () => {
    expect((await privateDependencies(repoRoot)).map(describePrivateDependency)).toEqual([]);
  });
});

it('every list of the published packages is the workspace packages without "private": true', async () => {
  expect((await publicPackages(repoRoot)).length).toBeGreaterThan(0);
  expect(PUBLISHED_LIST_FILES.length).toBeGreaterThan(1);
  expect(await publishedListMismatches(repoRoot)).toEqual([]);
});
