// What the tests of the structure detectors (one-home, test-helpers) share: the allowlist's stale entries, and scratch
// workspaces written file by file for the detector's own cases.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDirSync } from '@trs/testkit';

/** The allowlist's entries whose file no longer breaks that rule, each said as what to do. */
export function staleEntries<R extends string>(
  allowed: Readonly<Record<string, readonly R[]>>,
  rulesBrokenIn: (file: string) => readonly R[],
): string[] {
  return Object.entries(allowed).flatMap(([file, rules]) => {
    const held = new Set(rulesBrokenIn(file));
    return rules.filter((rule) => !held.has(rule)).map((rule) => `${file} ${rule}: gone, remove it from ALLOWED`);
  });
}

/** A maker of workspaces of their own under one scratch folder: files by path relative to the workspace's root. */
export function scratchWorkspaces(prefix: string): (files: Record<string, string>) => string {
  const scratch = tempDirSync(prefix);
  return (files) => {
    const folder = tempDirSync('case-', scratch);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), text);
    }
    return folder;
  };
}
