// The published packages are the workspace packages without "private": true. Documents that name them carry the
// list between `<!-- published-packages -->` markers; `pnpm docs:packages` writes it from the workspace and a test
// fails when one is stale, so a new public package is listed the day it lands.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { publicPackages } from '../packages.js';
import { repoRoot } from '../paths.js';

/** The documents that list the published packages. */
export const PUBLISHED_LIST_FILES = ['README.md', '.changeset/README.md', 'apps/docs/content/install.md'];

const MARKERS = /(<!-- published-packages -->)([\s\S]*?)(<!-- \/published-packages -->)/;

/** The list as the documents write it: `@trs/spec`, `@trs/validators`, … in workspace order. */
export async function publishedList(root = repoRoot): Promise<string> {
  return (await publicPackages(root)).map((pkg) => `\`${pkg.name}\``).join(', ');
}

/** Each listed document whose list is missing or differs, with the list it should hold. */
export async function publishedListMismatches(root = repoRoot): Promise<string[]> {
  const wanted = await publishedList(root);
  const problems: string[] = [];
  for (const file of PUBLISHED_LIST_FILES) {
    const text = await readFile(path.join(root, file), 'utf8');
    const found = MARKERS.exec(text);
    if (!found) problems.push(`${file}: no <!-- published-packages --> list (run pnpm docs:packages after adding it)`);
    else if (found[2] !== wanted)
      problems.push(`${file} lists ${found[2]}; the workspace publishes ${wanted} (run pnpm docs:packages)`);
  }
  return problems;
}

/** Rewrites every list from the workspace; resolves with the files it changed. */
export async function writePublishedLists(root = repoRoot): Promise<string[]> {
  const wanted = await publishedList(root);
  const changed: string[] = [];
  for (const file of PUBLISHED_LIST_FILES) {
    const text = await readFile(path.join(root, file), 'utf8');
    const next = text.replace(MARKERS, `$1${wanted}$3`);
    if (next !== text) {
      await writeFile(path.join(root, file), next);
      changed.push(file);
    }
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = await writePublishedLists();
  console.log(changed.length ? `published packages listed anew in ${changed.join(', ')}` : 'every list is current');
}
