// A newcomer's `pnpm install` links every workspace command before anything is built: each `bin` of a workspace
// package names a file committed to the repository (a small shim that loads the built program), never a file of
// dist/, which a fresh checkout does not have (pnpm printed "Failed to create bin" for each such link).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { workspacePackages } from '@trs/contract-check/packages';
import { repoRoot } from '@trs/testkit';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('workspace commands in a fresh checkout', () => {
  it('every bin of every workspace package is a committed file outside dist/', async () => {
    const committed = new Set(
      (await run('git', ['ls-files'], { cwd: repoRoot, maxBuffer: 64 << 20 })).stdout.split('\n').filter(Boolean),
    );
    const targets: string[] = [];
    for (const { dir, name, manifest } of await workspacePackages(repoRoot)) {
      const bin = manifest.bin as string | Record<string, string> | undefined;
      const bins = typeof bin === 'string' ? { [name]: bin } : (bin ?? {});
      for (const target of Object.values(bins)) targets.push(path.posix.join(dir, target));
    }
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target, `${target} is built, not committed`).not.toMatch(/(^|\/)dist\//);
      expect(committed.has(target), `${target} is not a committed file`).toBe(true);
    }
  });
});
