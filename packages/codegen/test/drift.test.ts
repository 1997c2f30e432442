// Generated files are committed; regenerating them from spec/dist into a temporary folder must reproduce every
// committed file byte for byte.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateAll, repoRoot, targets, writeFiles } from '../src/index.js';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('generated sources', () => {
  it.each(Object.keys(targets))('of %s are current (run pnpm generate after changing spec/)', async (target) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), `trs-codegen-${target}-`));
    folders.push(folder);
    const files = await generateAll([target]);
    await writeFiles(folder, files);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.path).toMatch(/\.gen\.ts$/);
      const regenerated = await readFile(path.join(folder, file.path), 'utf8');
      expect(regenerated).toMatch(/^(\/\/ @ts-nocheck\n)?\/\/ DO NOT EDIT/);
      const committed = await readFile(path.join(repoRoot, file.path), 'utf8').catch(() => '(missing)');
      expect(committed, `${file.path} differs from what the generator writes now`).toBe(regenerated);
    }
  });
});
