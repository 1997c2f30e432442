// The installed size of each published package, as a team's `npm install` lays it out: the package's own folder and
// every package it pulls in (its dependency closure as npm resolved it in the consumer project, optional ones
// included, native builds included), each counted once. Every package README states its figure between
// `<!-- installed-size -->` markers; the check below holds it to the measured size within a tolerance.
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { WorkspacePackage } from '@trs/contract-check/packages';
import { repoRoot } from '@trs/testkit';
import { readJsonFile, type Lockfile } from './json.js';

/** How far a README's figure may be from the measured one (the larger of the two): packages grow a little. */
export const SIZE_TOLERANCE = 0.25;
export const SIZE_TOLERANCE_BYTES = 250_000;
const MARKER = /<!-- installed-size -->([\s\S]*?)<!-- \/installed-size -->/;

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/** Where Node resolves `name` from the package at `from` (both relative to the project, lockfile style). */
function resolveFrom(lock: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock[candidate]) return candidate;
    if (!base) return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

/** Bytes of each package with its dependency closure, in a project npm installed (read from its lockfile). */
export async function installedSizes(project: string, names: string[]): Promise<Record<string, number>> {
  const lock = (await readJsonFile<Lockfile>(path.join(project, 'package-lock.json'))).packages;
  const bytes = new Map<string, Promise<number>>();
  const sizeOf = (location: string) => {
    if (!bytes.has(location)) bytes.set(location, folderBytes(path.join(project, location)));
    return bytes.get(location)!;
  };
  const sizes: Record<string, number> = {};
  for (const name of names) {
    const seen = new Set<string>();
    const queue = [`node_modules/${name}`];
    while (queue.length) {
      const location = queue.pop()!;
      // An optional dependency left out (--omit=optional) is in the lockfile but not on disk.
      if (seen.has(location) || !lock[location] || !existsSync(path.join(project, location))) continue;
      seen.add(location);
      const entry = lock[location];
      for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        const resolved = resolveFrom(lock, location, dependency);
        if (resolved) queue.push(resolved);
      }
    }
    sizes[name] = (await Promise.all([...seen].map(sizeOf))).reduce((sum, size) => sum + size, 0);
  }
  return sizes;
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Each README's stated figure against the measured one: the packages whose README is off, with both figures. */
export async function sizeMismatches(project: string, packages: WorkspacePackage[]): Promise<string[]> {
  const sizes = await installedSizes(
    project,
    packages.map((pkg) => pkg.name),
  );
  const problems: string[] = [];
  for (const pkg of packages) {
    const readme = await readFile(path.join(repoRoot, pkg.dir, 'README.md'), 'utf8');
    const measured = sizes[pkg.name]!;
    const stated = MARKER.exec(readme)?.[1]?.match(/([\d.]+) MB/);
    if (!stated) {
      problems.push(
        `${pkg.dir}/README.md states no installed size (<!-- installed-size -->); measured ${megabytes(measured)}`,
      );
      continue;
    }
    const figure = Number(stated[1]) * 1e6;
    if (Math.abs(figure - measured) > Math.max(measured * SIZE_TOLERANCE, SIZE_TOLERANCE_BYTES))
      problems.push(`${pkg.dir}/README.md states ${stated[1]} MB installed; measured ${megabytes(measured)}`);
  }
  return problems;
}
