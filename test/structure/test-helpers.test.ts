// The tests' helpers have one home, @trs/testkit (issue 29): a test file or test support file that reads the contract's
// examples itself, makes a temporary folder with mkdtemp, or waits with a deadline of its own fails this test with its
// file and line (see test-helpers.ts for what counts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchWorkspaces, staleEntries } from './detector-cases.js';
import {
  describeHelperCopy,
  helperCopiesIn,
  helperCopiesInFile,
  testSources,
  type HelperAllowlist,
  type HelperRule,
} from './test-helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files that still make their own, with the rules each may still break, while they move to @trs/testkit. Each entry
 * goes when its file is converted (the second test below fails on an entry whose copy is gone); the list is meant to
 * end empty.
 */
const ALLOWED: HelperAllowlist = {};

describe("the tests' helpers live in @trs/testkit", () => {
  it('no test file or test support file makes its own (but the allowlist, for now)', () => {
    expect(testSources(root).length).toBeGreaterThan(100);
    expect(helperCopiesIn(root, ALLOWED).map(describeHelperCopy)).toEqual([]);
  });

  it('the allowlist names only files that still hold such a copy', () => {
    const stale = staleEntries(ALLOWED, (file) =>
      helperCopiesInFile(path.join(root, file), root).map((copy) => copy.rule),
    );
    expect(stale).toEqual([]);
  });

  describe('the detector', () => {
    const workspace = scratchWorkspaces('test-helpers-');
    const found = (folder: string, allowed?: HelperAllowlist) =>
      helperCopiesIn(folder, allowed).map((copy) => `${copy.file}:${copy.line} ${copy.rule}`);

    it('names the file and line of each helper a test makes itself, one kind after another', () => {
      const folder = workspace({
        'packages/demo/test/support.ts': [
          "const example = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'spec', 'examples', 'rest', `${name}.json`), 'utf8'));",
          "const event = JSON.parse(await readFile(`${repoRoot}/spec/examples/events/addNote.json`, 'utf8'));",
          "export const folder = await mkdtemp(path.join(os.tmpdir(), 'demo-'));",
          'export async function waitFor(check: () => boolean) {',
          '  const deadline = Date.now() + 30_000;',
          '  while (!check() && Date.now() < deadline) await sleep(20);',
          '}',
        ].join('\n'),
        'apps/demo/test/run.test.ts': [
          'const until = async (condition: () => Promise<boolean>) => {',
          '  for (const giveUpAt = performance.now() + 1000; performance.now() < giveUpAt; ) if (await condition()) return;',
          '};',
          "const scratch = fs.mkdtempSync('/tmp/x-');",
        ].join('\n'),
        'test/demo/helpers.mjs': 'export const eventually = async (check) => { for (;;) if (await check()) return; };',
      });
      expect(found(folder)).toEqual([
        'packages/demo/test/support.ts:1 example-loader',
        'packages/demo/test/support.ts:2 example-loader',
        'packages/demo/test/support.ts:3 temp-dir',
        'packages/demo/test/support.ts:4 wait-helper',
        'packages/demo/test/support.ts:5 wait-helper',
        'apps/demo/test/run.test.ts:1 wait-helper',
        'apps/demo/test/run.test.ts:2 wait-helper',
        'apps/demo/test/run.test.ts:4 temp-dir',
        'test/demo/helpers.mjs:1 wait-helper',
      ]);
      expect(helperCopiesIn(folder).map(describeHelperCopy)[2]).toBe(
        "packages/demo/test/support.ts:3 temp-dir: export const folder = await mkdtemp(path.join(os.tmpdir(), 'demo-')); (use tempDir / tempDirSync of @trs/testkit)",
      );
    });

    it('leaves alone testkit itself, sources, benches, comments, and tests that use the helpers', () => {
      const copy = "export const folder = mkdtempSync('/tmp/x-');\nexport async function until() {}\n";
      const folder = workspace({
        'packages/testkit/src/temp.ts': copy,
        'packages/testkit/test/temp.test.ts': copy,
        'packages/demo/src/files.ts': copy,
        'test/bench/files.bench.ts': copy,
        'test/packaging/consumer/consumer.ts': copy,
        'packages/demo/node_modules/x/index.js': copy,
        'packages/demo/test/uses.test.ts': [
          "import { restExample, tempDir, waitUntil } from '@trs/testkit';",
          '// Not mkdtemp(...): tempDir, removed after the file; no deadline = Date.now() + 30_000 of our own.',
          "const application = restExample('Application');",
          "const folder = await tempDir('demo-');",
          "await waitUntil(() => handled.length === 2, 'both events handled');",
          "const token = { token: 't', expiresAt: Date.now() + 3_600_000 };",
          "await page.locator('tr').waitFor();",
          'const POLL = { timeout: 120_000, interval: 100 };',
          "const file = path.join(repo, 'spec/examples/rest/Application.json'); // a body file given to the CLI",
        ].join('\n'),
      });
      expect(found(folder)).toEqual([]);
    });

    it('lets an allowlisted file keep only the kinds of copy it is allowed', () => {
      const folder = workspace({
        'packages/demo/test/old.test.ts': [
          "const folder = await mkdtemp(path.join(os.tmpdir(), 'old-'));",
          'const deadline = Date.now() + 60_000;',
        ].join('\n'),
      });
      const allowed: HelperAllowlist = { 'packages/demo/test/old.test.ts': ['temp-dir'] satisfies HelperRule[] };
      expect(found(folder, allowed)).toEqual(['packages/demo/test/old.test.ts:2 wait-helper']);
    });
  });
});
