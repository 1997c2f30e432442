// pnpm contract:check end to end, on a temporary git repository holding this contract: the base is its first
// commit, with a major changeset of an earlier change still pending; the head a working tree with a breaking change
// (a field removed from a response) and a non-breaking one (a new code in a list shared by requests, responses and
// webhooks). Only a changeset that the change adds or edits declares its breaking change. Regeneration is replaced by
// bundling only: the real `pnpm generate` needs the workspace installed.
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundle } from '@trs/spec/tools/bundle.mjs';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredBumps } from '../src/changesets.js';
import { TOLERANT_READER_NOTE } from '../src/diff/model.js';
import { workspacePackages } from '../src/packages.js';
import { repoRoot } from '../src/paths.js';
import { COMMENT_MARKER, renderMarkdown } from '../src/report.js';
import { gateFor, runContractCheck, type CheckResult } from '../src/run.js';

const run = promisify(execFile);
let root: string;
let result: CheckResult;

async function write(file: string, content: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

async function edit(file: string, from: string, to: string) {
  const text = await readFile(path.join(root, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  await writeFile(path.join(root, file), text.replace(from, to));
}

const git = (...args: string[]) => run('git', args, { cwd: root });

beforeAll(async () => {
  root = await tempDir('trs-contract-check-');
  for (const folder of ['openapi', 'asyncapi', 'schemas', 'examples']) {
    await cp(path.join(repoRoot, 'spec', folder), path.join(root, 'spec', folder), { recursive: true });
  }
  for (const file of ['spec/package.json', 'redocly.yaml', 'pnpm-workspace.yaml']) {
    await cp(path.join(repoRoot, file), path.join(root, file));
  }
  await write('.gitignore', 'dist/\n');
  await write('.changeset/config.json', '{}\n');
  // An earlier breaking change, declared and still pending (not yet released): it declares that change, not this one.
  await write(
    '.changeset/older-major.md',
    "---\n'@trs/spec': major\n'@trs/validators': major\n---\n\nAn earlier change removed a webhook field.\n",
  );
  await write('packages/validators/package.json', JSON.stringify({ name: '@trs/validators', version: '1.0.0' }));
  await write(
    'packages/codegen/package.json',
    JSON.stringify({ name: '@trs/codegen', version: '0.0.0', private: true }),
  );
  await write(
    'packages/validators/src/types.gen.ts',
    'export interface ApplicationRecord {\nInviteLandlordForAMLCheck?: boolean\nReferenceRequired?: boolean\n}\n',
  );
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'base');

  await edit('spec/schemas/ApplicationRecord.yaml', '  InviteLandlordForAMLCheck:\n    type: boolean\n', '');
  await edit('spec/schemas/ReportType.yaml', '  1: Elite\n', '  1: Elite\n  2: Premium\n');
  await write(
    'packages/validators/src/types.gen.ts',
    'export interface ApplicationRecord {\nReferenceRequired?: boolean\n}\n',
  );

  result = await runContractCheck({
    root,
    base: 'main',
    regenerate: async (folder) => {
      await bundle(path.join(folder, 'spec'), path.join(folder, 'spec', 'dist'));
      return { ok: true, changed: [], output: '' };
    },
  });
}, 600_000);

describe('pnpm contract:check on a change with a breaking part', () => {
  it('passes lint, examples and Spectral, and fails on the breaking change: the pending older major changeset does not declare it', () => {
    expect(result.steps.map((step) => [step.name.split(' ')[0], step.ok])).toEqual([
      ['Generated', true],
      ['Lint', true],
      ['Examples', true],
      ['Spectral', true],
      ['Breaking', false],
    ]);
    expect(result.ok).toBe(false);
    expect(result.base).toMatchObject({ label: 'main' });
    expect(result.steps.at(-1)!.summary).toMatch(
      /no changeset added or edited by this change declares a major bump of @trs\/spec, @trs\/validators \(\.changeset\/older-major\.md was already pending at the base/,
    );
  });

  it('rates the removed response field breaking, and names the package whose generated code lost it', () => {
    const removed = result.changes.find((change) => change.rule === 'received-property-removed');
    expect(removed).toMatchObject({
      severity: 'breaking',
      pointer: '#/components/schemas/ApplicationRecord/properties/InviteLandlordForAMLCheck',
      side: 'base',
      packages: ['@trs/validators'],
    });
    expect(removed!.affected.map((entry) => entry.usage.subject)).toEqual([
      'GET /Applications/{BranchIdOrReferenceNumber} (getApplication)',
    ]);
    expect(result.regenerated).toEqual([
      { package: '@trs/validators', files: ['packages/validators/src/types.gen.ts'] },
    ]);
  });

  it('rates a new report type per direction, in both documents, and says why it is not breaking', () => {
    const sent = result.changes.find((change) => change.rule === 'sent-value-added');
    const received = result.changes.filter((change) => change.rule === 'received-code-added');
    expect(sent?.affected.map((entry) => entry.usage.subject)).toEqual(
      expect.arrayContaining(['POST /Applications/{ApplicationRef}/Tenants (addTenant)']),
    );
    expect(received.map((change) => change.document).sort()).toEqual(['asyncapi', 'openapi']);
    const webhooks = received.find((change) => change.document === 'asyncapi')!;
    expect(webhooks.note).toBe(TOLERANT_READER_NOTE);
    expect(webhooks.affected.map((entry) => entry.usage.subject)).toEqual(
      expect.arrayContaining([
        'message updateApplicant (sendUpdateApplicant)',
        'message addApplicant (sendAddApplicant)',
        'message reportAvailable (sendReportAvailable)',
      ]),
    );
  });

  it('asks for a major bump of @trs/spec and of each package whose generated code changed, declared by a changeset of this change', async () => {
    expect(result.gate).toEqual({
      needsMajor: ['@trs/spec', '@trs/validators'],
      missing: ['@trs/spec', '@trs/validators'],
      declaredBy: [],
      olderMajors: ['.changeset/older-major.md'],
      ok: false,
    });
    const base = result.base!.commit;
    const packages = await workspacePackages(root);
    const gate = async () => gateFor(result.changes, packages, await declaredBumps(root, base));
    await write('.changeset/spec-only.md', "---\n'@trs/spec': major\n---\n\nInviteLandlordForAMLCheck is gone.\n");
    expect(await gate()).toMatchObject({ ok: false, missing: ['@trs/validators'] });
    await write(
      '.changeset/validators.md',
      "---\n'@trs/validators': major\n'@trs/client': minor\n---\n\nThe type lost it too.\n",
    );
    expect(await gate()).toMatchObject({
      ok: true,
      missing: [],
      declaredBy: ['.changeset/spec-only.md', '.changeset/validators.md'],
    });
    await rm(path.join(root, '.changeset', 'spec-only.md'));
    await rm(path.join(root, '.changeset', 'validators.md'));
    expect(await gate()).toMatchObject({ ok: false });
    // Editing the older changeset (to say what this change does too) makes it this change's own.
    await edit(
      '.changeset/older-major.md',
      'An earlier change removed a webhook field.',
      'Also: InviteLandlordForAMLCheck is gone.',
    );
    expect(await gate()).toMatchObject({ ok: true, declaredBy: ['.changeset/older-major.md'], olderMajors: [] });
  });

  it('writes a pull-request comment: the checks, then breaking, non-breaking and documentation-only changes', () => {
    const markdown = renderMarkdown(result);
    expect(markdown.startsWith(COMMENT_MARKER)).toBe(true);
    expect(markdown).toContain('| Breaking changes | ❌');
    const order = ['### Breaking (', '### Non-breaking (', 'Documentation-only ('].map((title) =>
      markdown.indexOf(title),
    );
    expect(order.every((index, i) => index > 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
    expect(markdown).toContain(
      '`#/components/schemas/ApplicationRecord/properties/InviteLandlordForAMLCheck` (in the base)',
    );
    expect(markdown).toContain(
      'GET /Applications/{BranchIdOrReferenceNumber} (getApplication): response 200 application/json',
    );
    expect(markdown).toContain('regenerated in @trs/validators');
    expect(markdown).toContain('need a major bump of @trs/spec, @trs/validators');
  });
});
