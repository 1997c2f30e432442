// Which packages the pending changesets (.changeset/*.md) declare a major bump for.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import parseModule from '@changesets/parse';
import { repoRoot } from './paths.js';

// A CommonJS module: Node hands its exports object over as the default.
const parseChangeset: typeof parseModule = (parseModule as any).default ?? parseModule;

export interface DeclaredBumps {
  /** Package name → the changeset files that declare a major bump for it. */
  majors: Map<string, string[]>;
  files: string[];
}

export async function declaredBumps(root = repoRoot): Promise<DeclaredBumps> {
  const folder = path.join(root, '.changeset');
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
    .sort();
  const majors = new Map<string, string[]>();
  for (const file of files) {
    const { releases } = parseChangeset(await readFile(path.join(folder, file), 'utf8'));
    for (const release of releases) {
      if (release.type !== 'major') continue;
      majors.set(release.name, [...(majors.get(release.name) ?? []), `.changeset/${file}`]);
    }
  }
  return { majors, files: files.map((file) => `.changeset/${file}`) };
}
