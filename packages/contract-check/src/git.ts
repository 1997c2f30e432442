// The git questions the check asks: which commit is the base, what changed since, and the base's files.
import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths.js';

const run = promisify(execFile);

export class BaseRefError extends Error {
  readonly code = 'TRS_CONTRACT_CHECK_BASE';
}

export async function git(args: string[], cwd = repoRoot): Promise<string> {
  const { stdout } = await run('git', args, { cwd, maxBuffer: 256 << 20 });
  return stdout;
}

export interface BaseRef {
  /** What the user asked for, or how the default was found (`merge-base with main`). */
  label: string;
  commit: string;
}

/** The base to compare with: `--base REF`, else the merge base of HEAD with main (or origin/main). */
export async function resolveBase(ref?: string, cwd = repoRoot): Promise<BaseRef> {
  if (ref) {
    const commit = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd).catch(() => '');
    if (!commit.trim())
      throw new BaseRefError(`--base ${ref} names no commit here; fetch it first (git fetch origin ${ref}).`);
    return { label: ref, commit: commit.trim() };
  }
  for (const candidate of ['main', 'origin/main']) {
    const commit = await git(['merge-base', 'HEAD', candidate], cwd).catch(() => '');
    if (commit.trim()) return { label: `merge base with ${candidate}`, commit: commit.trim() };
  }
  throw new BaseRefError('No main or origin/main to compare with: pass --base REF (a branch, tag or commit).');
}

/** Files of the working tree that differ from `commit` (tracked changes and new untracked files). */
export async function changedFiles(commit: string, cwd = repoRoot): Promise<string[]> {
  const tracked = (await git(['diff', '--name-only', '-z', commit, '--'], cwd)).split('\0').filter(Boolean);
  const untracked = (await git(['ls-files', '--others', '--exclude-standard', '-z'], cwd)).split('\0').filter(Boolean);
  return [...new Set([...tracked, ...untracked])].sort();
}

/** The lines a file gained or lost since `commit` (an untracked file: all its lines). */
export async function changedLines(commit: string, file: string, cwd = repoRoot): Promise<string[]> {
  const diff = await git(['diff', '--no-color', '-U0', commit, '--', file], cwd);
  if (diff) {
    return diff
      .split('\n')
      .filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line))
      .map((line) => line.slice(1));
  }
  const tracked = await git(['ls-files', '--error-unmatch', file], cwd).then(
    () => true,
    () => false,
  );
  if (tracked) return [];
  return (await readFile(path.join(cwd, file), 'utf8').catch(() => '')).split('\n');
}

/** Extracts `paths` of `commit` into `folder` (git archive | tar), without touching the working tree. */
export async function extractTree(commit: string, paths: string[], folder: string, cwd = repoRoot): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', commit, '--', ...paths], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tar = spawn('tar', ['-x', '-C', folder], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (chunk) => (errors += chunk));
    tar.stderr.on('data', (chunk) => (errors += chunk));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    const done = (name: string) => (code: number | null) => {
      if (code !== 0) return reject(new Error(`${name} failed (${code}): ${errors}`));
      if (--pending === 0) resolve();
    };
    archive.on('error', reject);
    tar.on('error', reject);
    archive.on('close', done('git archive'));
    tar.on('close', done('tar'));
  });
}

/** Whether `path` exists in `commit`. */
export async function existsAt(commit: string, path: string, cwd = repoRoot): Promise<boolean> {
  return git(['cat-file', '-e', `${commit}:${path}`], cwd).then(
    () => true,
    () => false,
  );
}
