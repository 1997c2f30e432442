// Regeneration, in one place: the command that rebuilds everything generated from the contract (the bundles, every
// *.gen.ts, spec/GAPS.md). When the generator is renamed, change REGENERATE and nothing else.
//
// The check runs it in the working tree, like the "regenerate and fail on a diff" job of octokit/webhooks: a file
// whose content the command changed was stale. Files are compared before and after by content, so files you were
// already editing are only reported if regeneration changed them, and the regenerated files stay in place for you
// to review and commit.
import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths.js';

const run = promisify(execFile);

/** `pnpm generate`: bundle spec/, run the code generators, write spec/GAPS.md. */
export const REGENERATE = { command: 'pnpm', args: ['generate'] };

export interface Regeneration {
  ok: boolean;
  /** Files whose content regeneration changed: they were stale (or are new). */
  changed: string[];
  output: string;
}

/** Content hash of every file that differs from HEAD (modified, added, untracked, deleted). */
async function dirtyFiles(root: string): Promise<Map<string, string>> {
  const { stdout } = await run('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: root,
    maxBuffer: 64 << 20,
  });
  const entries = stdout.split('\0').filter(Boolean);
  const files = new Map<string, string>();
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    const status = entry.slice(0, 2);
    const file = entry.slice(3);
    if (status.includes('R') || status.includes('C')) index++; // the next entry is the rename's source
    const content = await readFile(path.join(root, file)).catch(() => undefined);
    files.set(file, content === undefined ? 'deleted' : createHash('sha256').update(content).digest('hex'));
  }
  return files;
}

export async function regenerate(root = repoRoot, command = REGENERATE): Promise<Regeneration> {
  const before = await dirtyFiles(root);
  const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // Under `pnpm contract:check`, npm_execpath is pnpm itself; run it with this Node.
    const execPath = process.env.npm_execpath;
    const viaPnpm = command.command === 'pnpm' && execPath && /pnpm/.test(path.basename(execPath));
    const child = viaPnpm
      ? spawn(process.execPath, [execPath, ...command.args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(command.command, command.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
  const after = await dirtyFiles(root);
  const changed = [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();
  return { ok: result.code === 0 && changed.length === 0, changed, output: result.output };
}
