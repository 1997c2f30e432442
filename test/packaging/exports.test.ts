// Every published package (each workspace package not marked private, so a new one is covered the day it lands)
// as a consumer's installer and resolver see it: publint --strict and attw (are the types wrong?) on every export for
// ESM consumers under node16 and bundler resolution, both on the one tarball `pnpm pack` makes of it (pack.ts), and
// the fields a registry page and an installer read.
import { execFile } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { publicPackages } from '@trs/contract-check/packages';
import { repoRoot } from '@trs/testkit';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonFile } from './json.js';
import { packTarballs, removeTarballs } from './pack.js';

const run = promisify(execFile);
const packages = await publicPackages(repoRoot);
/** The workspace's manifest: what every published package repeats of it. */
const root = await readJsonFile<{ license: string; repository: { url: string }; engines: { node: string } }>(
  path.join(repoRoot, 'package.json'),
);

afterAll(removeTarballs);

/** The tarball of `pkg`, packed with every other public package by one `pnpm -r pack` (pack.ts). */
const tarballOf = async (pkg: (typeof packages)[number]) => (await packTarballs(packages)).get(pkg.name)!;

let attw: Promise<Record<string, { ok: boolean; report: string } | undefined>> | undefined;
/** attw on every package's tarball, in one process (attw.mjs). */
function attwResults() {
  attw ??= Promise.all(packages.map(tarballOf)).then(async (tarballs) => {
    const { stdout } = await run(process.execPath, [path.join(import.meta.dirname, 'attw.mjs'), ...tarballs], {
      maxBuffer: 16 << 20,
    });
    return JSON.parse(stdout) as Record<string, { ok: boolean; report: string } | undefined>;
  });
  return attw;
}

it('the published packages are found in the workspace', () => {
  expect(packages.map((pkg) => pkg.name)).toEqual(
    expect.arrayContaining([
      '@trs/spec',
      '@trs/validators',
      '@trs/client',
      '@trs/webhooks',
      '@trs/sender',
      '@trs/journal',
      '@trs/reconcile',
      '@trs/sandbox',
    ]),
  );
});

describe.each(packages.map((pkg) => [pkg.name, pkg] as const))('%s', (_name, pkg) => {
  const dir = path.join(repoRoot, pkg.dir);

  it('passes publint --strict on the files pnpm pack publishes', async () => {
    const tarball = await readFile(await tarballOf(pkg));
    const { messages, pkg: manifest } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      strict: true,
    });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, manifest) ?? message.code}`)).toEqual(
      [],
    );
  });

  it('packs with every export resolving to JavaScript and types for ESM consumers (attw)', async () => {
    const result = (await attwResults())[await tarballOf(pkg)];
    expect(result, `attw checked ${pkg.name}`).toBeDefined();
    expect(result!.ok, result!.report).toBe(true);
  });

  it('declares its license, repository folder, supported Node versions, ESM exports and a README', async () => {
    const manifest = pkg.manifest;
    expect(manifest.license).toBe(root.license);
    expect(manifest.repository).toEqual({ type: 'git', url: root.repository.url, directory: pkg.dir });
    expect(manifest.engines).toEqual({ node: root.engines.node });
    expect(manifest.type).toBe('module');
    expect(manifest.publishConfig).toEqual({ access: 'public' });
    await access(path.join(dir, 'README.md'));
    // Each conditional export ends with `default`, so resolvers that know neither `import` nor `types` still work.
    for (const [subpath, target] of Object.entries(manifest.exports as Record<string, unknown>)) {
      if (typeof target === 'object' && target !== null)
        expect(Object.keys(target).at(-1), `exports["${subpath}"]`).toBe('default');
    }
    for (const [name, range] of Object.entries((manifest.dependencies ?? {}) as Record<string, string>)) {
      if (name.startsWith('@trs/'))
        expect(range, `${name} is published with the workspace version`).toBe('workspace:*');
    }
  });
});
