// The command line of pnpm contract:check: its usage, and a clear error for an unknown option or base.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { resolveBase } from '../src/git.js';

const run = promisify(execFile);
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli.ts');
// tsx's loader in this Node process, as the bin's shebang runs it (node --import tsx): the tsx command would start a
// second Node process around it.
const tsx = createRequire(import.meta.url).resolve('tsx');

const invoke = (...args: string[]) =>
  run(process.execPath, ['--import', tsx, cli, ...args]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('pnpm contract:check', () => {
  it('prints its usage with --help', async () => {
    const { code, stdout } = await invoke('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: pnpm contract:check [--base REF]');
  });

  it('rejects an unknown option with exit code 2 and the usage', async () => {
    const { code, stderr } = await invoke('--bsae', 'main');
    expect(code).toBe(2);
    expect(stderr).toMatch(/Unknown option '--bsae'[\s\S]*Usage: pnpm contract:check/);
  });

  it('says how to fix a base that names no commit', async () => {
    await expect(resolveBase('no-such-branch-here')).rejects.toThrow(
      /--base no-such-branch-here names no commit here; fetch it first/,
    );
  });
});
