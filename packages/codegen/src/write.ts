// Writing generated files, and finding the committed ones that differ from what the generators write now.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from './targets/target.js';

const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

export async function writeFiles(root: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(root, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, withNewline(file.content));
  }
}

/** Files whose committed content differs from what the generators produce now (missing ones included). */
export async function staleFiles(root: string, files: readonly GeneratedFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const file of files) {
    const actual = await readFile(path.join(root, file.path), 'utf8').catch(() => undefined);
    if (actual !== withNewline(file.content)) stale.push(file.path);
  }
  return stale;
}

/**
 * Files in folders a generator owns whole that no generator writes any more (a handler stub of an event the
 * contract dropped, say). `folders` are relative to root.
 */
export async function strayFiles(
  root: string,
  folders: readonly string[],
  files: readonly GeneratedFile[],
): Promise<string[]> {
  const expected = new Set(files.map((f) => path.normalize(f.path)));
  const stray: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const relative = path.normalize(path.join(folder, entry.name));
      if (entry.isFile() && !expected.has(relative)) stray.push(relative);
    }
  }
  return stray;
}
