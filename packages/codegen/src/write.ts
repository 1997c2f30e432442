import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface GeneratedFile {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

export async function writeFiles(root: string, files: GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(root, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content.endsWith('\n') ? file.content : `${file.content}\n`);
  }
}

/** Files whose committed content differs from what the generator produces now. */
export async function staleFiles(root: string, files: GeneratedFile[]): Promise<string[]> {
  const stale: string[] = [];
  for (const file of files) {
    const expected = file.content.endsWith('\n') ? file.content : `${file.content}\n`;
    const actual = await readFile(path.join(root, file.path), 'utf8').catch(() => undefined);
    if (actual !== expected) stale.push(file.path);
  }
  return stale;
}
