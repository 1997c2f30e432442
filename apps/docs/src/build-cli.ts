// `pnpm --filter @trs/docs build` (a turbo task): writes the site into dist/site and says what it wrote.
import path from 'node:path';
import { buildSite } from './build/site.js';
import { packageDir, siteDir } from './paths.js';

const started = performance.now();
const result = await buildSite({ outDir: siteDir });
console.log(
  `docs: ${result.pages.length} pages, ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KiB in ${path.relative(packageDir, siteDir)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
