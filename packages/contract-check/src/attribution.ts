// Which packages' generated code changed since the base, and, for each change of the report, which of those
// packages it regenerated: a package is named when the lines its generated files gained or lost mention the
// change's names (the schema, the field, the operation or message).
import type { Change } from './diff/index.js';
import { changedFiles, changedLines } from './git.js';
import { packageOf, type WorkspacePackage } from './packages.js';
import { tokens } from './diff/pointer.js';

/** Generated files: `*.gen.*` anywhere, and the gap register. */
export const isGenerated = (file: string) => /\.gen\.[cm]?[jt]sx?$/.test(file) || file === 'spec/GAPS.md';

export interface Regenerated {
  package: string;
  files: string[];
  /** Lines the package's generated files gained or lost since the base. */
  lines: string[];
}

export async function regeneratedSinceBase(
  commit: string,
  packages: WorkspacePackage[],
  root: string,
): Promise<Regenerated[]> {
  const byPackage = new Map<string, Regenerated>();
  for (const file of (await changedFiles(commit, root)).filter(isGenerated)) {
    const name = packageOf(packages, file)?.name ?? '(no package)';
    const entry = byPackage.get(name) ?? { package: name, files: [], lines: [] };
    entry.files.push(file);
    entry.lines.push(...(await changedLines(commit, file, root)));
    byPackage.set(name, entry);
  }
  return [...byPackage.values()].sort((a, b) => a.package.localeCompare(b.package));
}

const NAME_KEYS = new Set(['schemas', 'properties', 'messages', 'parameters', 'headers']);

/** The names a change is about: schema, field, message and operation names. */
export function namesOf(change: Change): string[] {
  const names = new Set<string>();
  const list = tokens(change.pointer);
  list.forEach((token, index) => {
    if (NAME_KEYS.has(list[index - 1] ?? '')) names.add(token);
  });
  for (const { usage, field } of change.affected) {
    for (const part of field ?? []) if (part !== '[]' && part !== '{}') names.add(part);
    const id = /\(([^)]+)\)$/.exec(usage.subject)?.[1];
    if (id) names.add(id);
    const message = /^message (\S+)/.exec(usage.subject)?.[1];
    if (message) names.add(message);
  }
  return [...names].filter((name) => name.length >= 3);
}

export function packagesFor(change: Change, regenerated: Regenerated[]): string[] {
  const names = namesOf(change);
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = names.length
    ? new RegExp(`(^|[^A-Za-z0-9_])(${names.map(escape).join('|')})([^A-Za-z0-9_]|$)`)
    : undefined;
  return regenerated
    .filter((entry) => entry.package !== '@trs/spec' && pattern && entry.lines.some((line) => pattern.test(line)))
    .map((entry) => entry.package);
}
