// `pnpm bench`: runs every benchmark module of this folder and prints its figures as ratios against the
// baseline measured in the same run.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure, BenchSection } from './harness.js';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const modules = (await readdir(dir))
  .filter((f) => f.endsWith('.bench.ts') && (!only.length || only.some((o) => f.includes(o))))
  .sort();

const format = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toPrecision(3));
const line = (f: BenchFigure) => {
  let text = `  ${f.name}: ${format(f.value)} ${f.unit}`;
  if (f.baseline)
    text += `  (baseline ${f.baseline.name}: ${format(f.baseline.value)} ${f.unit}; ratio ${(f.value / f.baseline.value).toFixed(2)}×)`;
  if (f.goal) text += `  goal: ${f.goal.text} → ${f.goal.met ? 'met' : 'NOT met'}`;
  return text;
};

let failed = false;
for (const file of modules) {
  try {
    const { run } = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<BenchSection> };
    const section = await run();
    console.log(`\n${section.title}`);
    for (const figure of section.figures) console.log(line(figure));
    for (const note of section.notes ?? []) console.log(`  note: ${note}`);
  } catch (error) {
    failed = true;
    console.error(`\n${file} failed: ${(error as Error).stack}`);
  }
}
process.exit(failed ? 1 : 0);
