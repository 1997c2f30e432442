// The drift check: whatever the regeneration command rewrites with different content was stale, and only that.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { regenerate, REGENERATE } from '../src/regenerate.js';

const run = promisify(execFile);
let root: string;

/** A stand-in generator: writes the given files (relative to the repository) with the given content. */
const generator = (files: Record<string, string>) => ({
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('node:fs'); for (const [f, c] of Object.entries(${JSON.stringify(files)})) fs.writeFileSync(f, c);`,
  ],
});

beforeAll(async () => {
  root = await tempDir('trs-regenerate-');
  await writeFile(path.join(root, 'types.gen.ts'), 'current\n');
  await writeFile(path.join(root, 'notes.md'), 'committed\n');
  await run('git', ['init', '-q'], { cwd: root });
  await run('git', ['add', '-A'], { cwd: root });
  await run('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'base'], { cwd: root });
  // Work in progress of the developer, which regeneration does not touch.
  await writeFile(path.join(root, 'notes.md'), 'edited by hand\n');
});

describe('regeneration drift', () => {
  it('is `pnpm generate`, named in one place', () => {
    expect(REGENERATE).toEqual({ command: 'pnpm', args: ['generate'] });
  });

  it('passes when regenerating rewrites files with the same content', async () => {
    const result = await regenerate(root, generator({ 'types.gen.ts': 'current\n' }));
    expect(result).toMatchObject({ ok: true, changed: [] });
  });

  it('fails naming each file whose content changed or that is new, and not the files being edited', async () => {
    const result = await regenerate(root, generator({ 'types.gen.ts': 'stale\n', 'events.gen.ts': 'new\n' }));
    expect(result).toMatchObject({ ok: false, changed: ['events.gen.ts', 'types.gen.ts'] });
  });

  it('fails when the generator itself fails, with its output', async () => {
    const result = await regenerate(root, {
      command: process.execPath,
      args: ['-e', 'console.error("no spec"); process.exit(3)'],
    });
    expect(result).toMatchObject({ ok: false, changed: [] });
    expect(result.output).toContain('no spec');
  });
});
