// Which packages the changesets (.changeset/*.md) declare a major bump for. Against a base, only the changesets that
// the change itself adds or edits count: a major changeset already pending at the base declares an earlier change,
// and once one is pending it would otherwise let every later breaking change pass unseen.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import parseModule from '@changesets/parse';
import { changedFiles } from './git.js';
import { repoRoot } from './paths.js';

// A CommonJS module: Node hands its exports object over as the default.
const interop = parseModule as typeof parseModule & { default?: typeof parseModule };
const parseChangeset = interop.default ?? parseModule;

export interface DeclaredBumps {
  /** Package name → the changeset files that declare a major bump for it. */
  majors: Map<string, string[]>;
  /** The changesets that count (against a base: those the change adds or edits). */
  files: string[];
  /** Against a base: changesets that declare a major bump but were already pending there, so do not count. */
  olderMajors: string[];
}

/** The changesets of `root`; with `base` (a commit), only those the working tree adds or edits against it count. */
export async function declaredBumps(root = repoRoot, base?: string): Promise<DeclaredBumps> {
  const folder = path.join(root, '.changeset');
  const all = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
    .sort()
    .map((file) => `.changeset/${file}`);
  const touched = base === undefined ? undefined : new Set(await changedFiles(base, root));
  const majors = new Map<string, string[]>();
  const olderMajors: string[] = [];
  for (const file of all) {
    const { releases } = parseChangeset(await readFile(path.join(root, file), 'utf8'));
    const major = releases.filter((release) => release.type === 'major');
    if (touched && !touched.has(file)) {
      if (major.length) olderMajors.push(file);
      continue;
    }
    for (const release of major) majors.set(release.name, [...(majors.get(release.name) ?? []), file]);
  }
  return { majors, files: all.filter((file) => !touched || touched.has(file)), olderMajors };
}
