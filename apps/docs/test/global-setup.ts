// A vitest global set-up for the docs tests (vitest.config.ts): the site as `pnpm docs:build` builds it, built once for
// the run instead of once by each file that reads it (about 2.4 s of CPU each), and removed after the run. Files read it
// with builtSite() (support.ts). The builds of site.test.ts with other inputs stay in that file.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import type { TestProject } from 'vitest/node';
import { buildSite, type BuildResult } from '../src/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    docsSite?: BuildResult;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // (no test file's clean-up runs in this, vitest's main process: the teardown removes it)
  const dir = await tempDir('trs-docs-');
  project.provide('docsSite', await buildSite({ outDir: path.join(dir, 'site') }));
  return () => rm(dir, { recursive: true, force: true });
}
