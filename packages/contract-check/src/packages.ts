// The workspace's packages, which of them are published, and which package a file belongs to.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isJsonObject, type JsonObject } from '@trs/shared';
import { parse } from 'yaml';
import { repoRoot } from './paths.js';

export interface WorkspacePackage {
  name: string;
  /** Folder, relative to the repository root. */
  dir: string;
  version: string;
  private: boolean;
  manifest: JsonObject;
}

/** Every package of pnpm-workspace.yaml (its `dir/*` and `dir` entries). */
export async function workspacePackages(root = repoRoot): Promise<WorkspacePackage[]> {
  const { packages: patterns = [] } = parse(await readFile(path.join(root, 'pnpm-workspace.yaml'), 'utf8')) as {
    packages?: string[];
  };
  const dirs: string[] = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*')) {
      const parent = pattern.slice(0, -2);
      const entries = await readdir(path.join(root, parent), { withFileTypes: true }).catch(() => []);
      dirs.push(...entries.filter((entry) => entry.isDirectory()).map((entry) => `${parent}/${entry.name}`));
    } else {
      dirs.push(pattern);
    }
  }
  const list: WorkspacePackage[] = [];
  for (const dir of dirs.sort()) {
    const manifest: unknown = await readFile(path.join(root, dir, 'package.json'), 'utf8').then(
      JSON.parse,
      () => undefined,
    );
    if (!isJsonObject(manifest) || typeof manifest.name !== 'string' || !manifest.name) continue;
    const version = typeof manifest.version === 'string' ? manifest.version : '';
    list.push({ name: manifest.name, dir, version, private: manifest.private === true, manifest });
  }
  return list;
}

/** The packages teams install: those not marked private. */
export async function publicPackages(root = repoRoot): Promise<WorkspacePackage[]> {
  return (await workspacePackages(root)).filter((pkg) => !pkg.private);
}

/** The package whose folder holds `file` (the deepest one). */
export function packageOf(packages: WorkspacePackage[], file: string): WorkspacePackage | undefined {
  return packages
    .filter((pkg) => file === pkg.dir || file.startsWith(`${pkg.dir}/`))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
}
