// Generated files are committed; regenerating them from spec/dist must change nothing.
import { describe, expect, it } from 'vitest';
import { generateAll, repoRoot, staleFiles, targets } from '../src/index.js';

describe('generated sources', () => {
  it.each(Object.keys(targets))('of %s are current (run pnpm generate after changing spec/)', async (target) => {
    const files = await generateAll([target]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.path).toMatch(/\.gen\.ts$/);
      expect(file.content).toMatch(/^(\/\/ @ts-nocheck\n)?\/\/ DO NOT EDIT/);
    }
    expect(await staleFiles(repoRoot, files)).toEqual([]);
  });
});
