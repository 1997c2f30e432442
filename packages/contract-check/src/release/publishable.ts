// A published package must not depend on a private one: the registry would never have it, and every install of the
// public package would fail. `pnpm release` runs this before it builds and publishes, and refuses to go on.
import { pathToFileURL } from 'node:url';
import { objectOf } from '@trs/shared';
import { workspacePackages } from '../packages.js';
import { repoRoot } from '../paths.js';

/** The dependency fields an installer follows (devDependencies are never installed by a consumer). */
const INSTALLED_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'] as const;

export interface PrivateDependency {
  /** The public package. */
  package: string;
  /** The private workspace package it depends on. */
  dependency: string;
  field: (typeof INSTALLED_FIELDS)[number];
}

/** Every dependency of a public workspace package on a private one. */
export async function privateDependencies(root = repoRoot): Promise<PrivateDependency[]> {
  const packages = await workspacePackages(root);
  const privateNames = new Set(packages.filter((pkg) => pkg.private).map((pkg) => pkg.name));
  return packages
    .filter((pkg) => !pkg.private)
    .flatMap((pkg) =>
      INSTALLED_FIELDS.flatMap((field) =>
        Object.keys(objectOf(pkg.manifest[field]))
          .filter((name) => privateNames.has(name))
          .map((dependency) => ({ package: pkg.name, dependency, field })),
      ),
    );
}

export function describePrivateDependency({ package: name, dependency, field }: PrivateDependency): string {
  return `${name} cannot be published: it depends on ${dependency} (${field}), which is private and never published. Move the code it needs into a public package, make ${dependency} public, or make it a devDependency.`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = await privateDependencies(process.cwd());
  for (const problem of found) process.stderr.write(`${describePrivateDependency(problem)}\n`);
  process.exitCode = found.length ? 1 : 0;
}
