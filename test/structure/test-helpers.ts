// The tests' helpers have one home, @trs/testkit (issue 29): the contract's examples, temporary folders and waiting for
// a condition. This finds a test file or test support file that makes its own: one that reads spec/examples itself,
// calls mkdtemp, or keeps a deadline of its own (a wait helper, or a loop that polls until a time). Comments are
// blanked first, so prose about them does not count.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findingsInFile, type Finding, type Pattern } from './one-home.js';

export type HelperRule = 'example-loader' | 'temp-dir' | 'wait-helper';

/** What to use instead, per rule (said with every finding). */
export const TESTKIT_HOME: Readonly<Record<HelperRule, string>> = {
  'example-loader': 'restExample / eventExample(s) of @trs/testkit',
  'temp-dir': 'tempDir / tempDirSync of @trs/testkit',
  'wait-helper': 'waitUntil of @trs/testkit',
};

const PATTERNS: readonly Pattern<HelperRule>[] = [
  // The examples' folder as path segments ('examples', 'rest') or in one string read at once.
  {
    rule: 'example-loader',
    pattern: /(['"`])examples\1\s*,\s*(['"`])(?:rest|events)\2|read\w*\([^;]*?['"`][^'"`]*examples\/(?:rest|events)\//g,
  },
  { rule: 'temp-dir', pattern: /\bmkdtemp(?:Sync)?\s*\(/g },
  // A helper by its name, or a deadline of its own: a time a loop polls until.
  {
    rule: 'wait-helper',
    pattern:
      /\b(?:function\s*\*?\s*|(?:const|let|var)\s+)(?:waitFor|waitUntil|until|eventually|poll)\b|\b(?:const|let|var)\s+\w*(?:[dD]eadline|[uU]ntil|[gG]iveUp)\w*\s*=\s*(?:Date|performance)\.now\(\)\s*\+/g,
  },
];

export type HelperCopy = Finding<HelperRule>;

/** The helper copies in one file (its path relative to `root` in the findings). */
export const helperCopiesInFile = (file: string, root: string): HelperCopy[] => findingsInFile(file, root, PATTERNS);

const SOURCE = /\.(?:m|c)?[jt]s$/;
/**
 * Left out: what is not a test (the benches), what runs outside the workspace (the project test/packaging installs),
 * and this detector's own test, whose cases are copies on purpose.
 */
const LEFT_OUT = new Set(['test/bench', 'test/packaging/consumer', 'test/structure/test-helpers.test.ts']);

function filesUnder(folder: string, root: string): string[] {
  const relative = path.relative(root, folder).split(path.sep).join('/');
  if (!existsSync(folder) || LEFT_OUT.has(relative)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return filesUnder(full, root);
      const file = path.relative(root, full).split(path.sep).join('/');
      return SOURCE.test(entry.name) && !/\.d\.(?:m|c)?ts$/.test(entry.name) && !LEFT_OUT.has(file) ? [full] : [];
    })
    .sort();
}

/** The test files and test support files of a workspace: each package's and app's test/, spec/test/, and test/. */
export function testSources(root: string): string[] {
  const packageTests = ['packages', 'apps'].flatMap((group) => {
    const folder = path.join(root, group);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !(group === 'packages' && entry.name === 'testkit'))
      .map((entry) => path.join(folder, entry.name, 'test'));
  });
  return [...packageTests, path.join(root, 'spec', 'test'), path.join(root, 'test')].flatMap((folder) =>
    filesUnder(folder, root),
  );
}

/** Files allowed to keep their own helpers for now, with the rules each may still break. */
export type HelperAllowlist = Readonly<Record<string, readonly HelperRule[]>>;

/** Every helper copy of the workspace at `root` that the allowlist does not cover. */
export function helperCopiesIn(root: string, allowed: HelperAllowlist = {}): HelperCopy[] {
  return testSources(root)
    .flatMap((file) => helperCopiesInFile(file, root))
    .filter((copy) => !allowed[copy.file]?.includes(copy.rule));
}

/** A copy as the test reports it: where, what, and the helper to use. */
export const describeHelperCopy = (copy: HelperCopy): string =>
  `${copy.file}:${copy.line} ${copy.rule}: ${copy.text} (use ${TESTKIT_HOME[copy.rule]})`;
