// Publishing: changesets version the public packages only, and the contract's info.version is @trs/spec's version.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import getReleasePlanModule from '@changesets/get-release-plan';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { declaredBumps } from '../src/changesets.js';
import { publicPackages } from '../src/packages.js';
import { repoRoot } from '../src/paths.js';
import {
  documentVersions,
  specPackageVersion,
  syncContractVersion,
  VERSIONED_DOCUMENTS,
} from '../src/release/contract-version.js';

// The package is CommonJS: under tsx its function can arrive as the default export's `default`.
const interop = getReleasePlanModule as typeof getReleasePlanModule & { default?: typeof getReleasePlanModule };
const getReleasePlan = interop.default ?? getReleasePlanModule;

describe("the contract's version", () => {
  it('is the version of @trs/spec in both documents and both bundles', async () => {
    const version = await specPackageVersion();
    expect(await documentVersions()).toEqual(Object.fromEntries(VERSIONED_DOCUMENTS.map((file) => [file, version])));
    for (const name of ['openapi', 'asyncapi']) {
      const bundled = JSON.parse(await readFile(path.join(repoRoot, 'spec', 'dist', `${name}.json`), 'utf8')) as {
        info: { version: string };
      };
      expect(bundled.info.version, `spec/dist/${name}.json (run pnpm generate)`).toBe(version);
    }
  });

  it('follows a new @trs/spec version into both documents, changing nothing else in them', async () => {
    const root = await tempDir('trs-contract-version-');
    for (const file of VERSIONED_DOCUMENTS) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await cp(path.join(repoRoot, file), path.join(root, file));
    }
    await writeFile(path.join(root, 'spec', 'package.json'), JSON.stringify({ name: '@trs/spec', version: '3.1.0' }));
    expect(await syncContractVersion(root)).toEqual(VERSIONED_DOCUMENTS);
    expect(Object.values(await documentVersions(root))).toEqual(['3.1.0', '3.1.0']);
    for (const file of VERSIONED_DOCUMENTS) {
      const before = (await readFile(path.join(repoRoot, file), 'utf8')).split('\n');
      const after = (await readFile(path.join(root, file), 'utf8')).split('\n');
      const differing = after.filter((line, index) => line !== before[index]);
      expect(differing).toEqual(['  version: 3.1.0']);
    }
    expect(await syncContractVersion(root)).toEqual([]);
  });
});

describe('changesets', () => {
  it('reads the configuration and the pending changesets, and would release public packages only', async () => {
    const plan = await getReleasePlan(repoRoot);
    const publicNames = (await publicPackages()).map((pkg) => pkg.name);
    const released = plan.releases.filter((release) => release.type !== 'none');
    expect(released.length).toBeGreaterThan(0);
    for (const release of released) expect(publicNames).toContain(release.name);
    // Private packages that depend on a released one stay at their version.
    for (const release of plan.releases.filter((r) => !publicNames.includes(r.name))) {
      expect(release.newVersion, release.name).toBe(release.oldVersion);
    }
    const config: unknown = JSON.parse(await readFile(path.join(repoRoot, '.changeset', 'config.json'), 'utf8'));
    expect(config).toMatchObject({
      access: 'public',
      baseBranch: 'main',
      privatePackages: { version: false, tag: false },
    });
  });

  it('covers the published packages: every workspace package not marked private', async () => {
    const names = (await publicPackages()).map((pkg) => pkg.name);
    expect(names).toEqual(expect.arrayContaining(['@trs/spec', '@trs/validators', '@trs/client', '@trs/webhooks']));
    expect(names).not.toContain('@trs/codegen');
    expect(names).not.toContain('@trs/contract-check');
  });

  it('tells which packages a changeset bumps to a new major version', async () => {
    const root = await tempDir('trs-changesets-');
    await mkdir(path.join(root, '.changeset'));
    await writeFile(path.join(root, '.changeset', 'README.md'), '# not a changeset\n');
    await writeFile(
      path.join(root, '.changeset', 'a.md'),
      "---\n'@trs/spec': major\n'@trs/client': patch\n---\n\nRemoved a field.\n",
    );
    await writeFile(
      path.join(root, '.changeset', 'b.md'),
      "---\n'@trs/spec': major\n'@trs/webhooks': major\n---\n\nRenamed a topic.\n",
    );
    const { majors, files } = await declaredBumps(root);
    expect(files).toEqual(['.changeset/a.md', '.changeset/b.md']);
    expect(Object.fromEntries(majors)).toEqual({
      '@trs/spec': ['.changeset/a.md', '.changeset/b.md'],
      '@trs/webhooks': ['.changeset/b.md'],
    });
  });
});
