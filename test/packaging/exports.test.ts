// The published packages as a consumer's resolver sees them: `attw --pack` (are the types wrong?) packs each
// package as npm would and checks that every export resolves to JavaScript and types, for ESM consumers (the
// packages are ESM only) under node16 and bundler resolution.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@trs/testkit';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const attw = path.join(path.dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');

describe.each(['validators', 'client', 'webhooks', 'sandbox'])('@trs/%s', (name) => {
  it('packs with every export resolving to JavaScript and types for ESM consumers', async () => {
    const result = await run(
      process.execPath,
      [
        attw,
        '--pack',
        path.join(repoRoot, 'packages', name),
        '--profile',
        'esm-only',
        '--format',
        'table-flipped',
        '--no-color',
      ],
      {
        cwd: repoRoot,
        maxBuffer: 16 << 20,
      },
    ).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.ok, result.output).toBe(true);
  });
});
