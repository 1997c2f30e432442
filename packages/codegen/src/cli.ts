#!/usr/bin/env -S node --import tsx
// trs-codegen [target ...] [--check]: writes the generated sources, or with --check lists the stale ones.
import { generateAll, repoRoot, staleFiles, writeFiles } from './index.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const files = await generateAll(
  args.filter((a) => !a.startsWith('--')).length ? args.filter((a) => !a.startsWith('--')) : undefined,
);
if (check) {
  const stale = await staleFiles(repoRoot, files);
  if (stale.length) {
    console.error(`generated files are stale; run pnpm generate:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${files.length} generated files are current`);
} else {
  await writeFiles(repoRoot, files);
  console.log(`wrote ${files.length} generated files`);
}
