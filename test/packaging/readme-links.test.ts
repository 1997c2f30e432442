// A published package's README is read on a registry page and in node_modules, where the repository's folders are
// not: every link in it must be absolute (or an anchor of the page), and no text may send the reader to a path of
// this repository as if it were there.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const published = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .map((name) => path.join(folder, name))
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .filter(
      (dir) =>
        !(JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { private?: boolean }).private,
    ),
);

describe('published READMEs', () => {
  it('are found (the public packages)', () => {
    expect(published).toEqual(expect.arrayContaining(['packages/client', 'packages/webhooks', 'apps/cli']));
  });

  it.each(published)('%s links only to absolute addresses', (dir) => {
    const text = readFileSync(path.join(root, dir, 'README.md'), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((m) => m[1]!);
    expect(targets.filter((target) => !/^(https?:\/\/|#|mailto:)/.test(target))).toEqual([]);
    expect(text).not.toMatch(/of this repository|apps\/docs\/dist/);
  });
});

describe("trs's --help", () => {
  it('sends no one to a path of this repository', async () => {
    const bin = path.join(root, 'apps', 'cli', 'dist', 'bin.js');
    for (const argv of [['--help'], ['sandbox', '--help'], ['init', 'receiver', '--help']]) {
      const { stdout } = await run(process.execPath, [bin, ...argv]);
      expect(stdout).toContain('Usage: trs');
      expect(stdout, argv.join(' ')).not.toMatch(/of this repository|apps\/docs\/|\.\.\//);
    }
  });
});
