// Every generated file is committed. Regenerating them all from spec/dist into a temporary folder must reproduce every
// committed file byte for byte, and no generator-owned folder may hold a file no target writes any more.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { loadModel, repoRoot, strayFiles, targets, writeFiles } from '../src/index.js';
import { viewOf } from '../src/targets/target.js';

const model = await loadModel();

describe('generated files', () => {
  it.each(targets.map((t) => [t.config.name, t] as const))(
    'of %s are current (run pnpm generate)',
    async (name, target) => {
      const files = await target.generate(viewOf(model, target.config.reads));
      expect(files.length).toBeGreaterThan(0);
      const folder = await tempDir(`trs-drift-${name}-`);
      await writeFiles(folder, files);
      const stale: string[] = [];
      for (const file of files) {
        const regenerated = await readFile(path.join(folder, file.path), 'utf8');
        const committed = await readFile(path.join(repoRoot, file.path), 'utf8').catch(() => '(missing)');
        if (committed !== regenerated) stale.push(file.path);
      }
      stale.push(...(await strayFiles(repoRoot, target.config.owns ?? [], files)));
      expect(stale, `stale generated files: run pnpm generate and commit the result`).toEqual([]);
    },
  );
});
