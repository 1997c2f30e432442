// The module graph of hand-written TypeScript sources: which file imports which, through every static form
// (import, import type, export … from, import(), import x = require()). Type-only imports count: a cycle of types
// still makes a reader go round in circles. Only relative specifiers are followed; a workspace package reaches
// another through its published entry points, so cycles between packages are the package manager's concern.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Absolute file path → the absolute file paths it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(?:m|c)?tsx?$/;

/** Every TypeScript source under `directory` (declaration files excluded). */
export function sourceFiles(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !/\.d\.(?:m|c)?ts$/.test(entry.name)) found.push(full);
  }
  return found.sort();
}

/** The file a relative specifier names: `./x.js` is written for `./x.ts`, a folder means its index. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  const stem = target.replace(/\.(?:m|c)?jsx?$/, '');
  const candidates = [target, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`, path.join(target, 'index.ts')];
  return candidates.find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

export function importGraph(files: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(file, fileName);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components that hold a cycle (more than one file, or a file importing itself). */
export function cyclicComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const visit = (file: string): void => {
    index.set(file, next);
    lowLink.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) components.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
}

/** One shortest cycle through the component's first file, as the files in import order (first file repeated last). */
export function cycleThrough(graph: ImportGraph, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const backwards = [start];
        for (let step = file; step !== start; step = cameFrom.get(step)!) backwards.push(step);
        return [start, ...backwards.slice(1).reverse(), start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
