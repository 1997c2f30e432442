// Every published package (each workspace package not marked private, so a new one is covered the day it lands)
// as a consumer's installer and resolver see it: publint --strict on what `pnpm pack` would publish, `attw --pack`
// (are the types wrong?) on every export for ESM consumers under node16 and bundler resolution, and the fields
// a registry page and an installer read.
import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { publicPackages } from '@trs/contract-check';
import { repoRoot } from '@trs/testkit';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, it } from 'vitest';
import { readJsonFile } from './json.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const attw = path.join(path.dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');
const packages = await publicPackages(repoRoot);
/** The workspace's manifest: what every published package repeats of it. */
const root = await readJsonFile<{ license: string; repository: { url: string }; engines: { node: string } }>(
  path.join(repoRoot, 'package.json'),
);

it('the published packages are found in the workspace', () => {
  expect(packages.map((pkg) => pkg.name)).toEqual(
    expect.arrayContaining([
      '@trs/spec',
      '@trs/validators',
      '@trs/client',
      '@trs/webhooks',
      '@trs/sender',
      '@trs/journal',
      '@trs/sandbox',
    ]),
  );
});

describe.each(packages.map((pkg) => [pkg.name, pkg] as const))('%s', (_name, pkg) => {
  const dir = path.join(repoRoot, pkg.dir);

  it('passes publint --strict on the files pnpm pack publishes', async () => {
    const { messages, pkg: manifest } = await publint({ pkgDir: dir, pack: 'pnpm', strict: true });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, manifest) ?? message.code}`)).toEqual(
      [],
    );
  });

  it('packs with every export resolving to JavaScript and types for ESM consumers (attw --pack)', async () => {
    const result = await run(
      process.execPath,
      [attw, '--pack', dir, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color'],
      { cwd: repoRoot, maxBuffer: 16 << 20 },
    ).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.ok, result.output).toBe(true);
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
