// Every hand-written source file is formatted by prettier (pinned in the root package.json). Generated files are
// formatted by the generators themselves, and YAML and Markdown keep their layout (see .prettierignore).
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const prettierBin = path.join(
  path.dirname(createRequire(path.join(root, 'package.json')).resolve('prettier/package.json')),
  'bin',
  'prettier.cjs',
);

it('every source file is formatted (run pnpm format)', async () => {
  const outcome = await promisify(execFile)(process.execPath, [prettierBin, '--list-different', '.'], { cwd: root })
    .then(() => '')
    .catch((error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`);
  expect(outcome.trim(), 'files prettier would change').toBe('');
});
