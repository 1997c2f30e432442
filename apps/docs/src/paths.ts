// Where the package and the repository are, from the source (src/) or the compiled library (dist/lib/) alike.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@trs/docs')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('@trs/docs: cannot find the package folder above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

/** apps/docs */
export const packageDir = findPackageDir();
/** The repository root (the docs read a few files beside the contract: the webhooks README, changesets). */
export const repoRoot = path.resolve(packageDir, '../..');
/** Where `pnpm --filter @trs/docs build` writes the site. */
export const siteDir = path.join(packageDir, 'dist', 'site');
