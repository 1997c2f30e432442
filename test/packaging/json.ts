// The JSON files and outputs the packaging tests read, typed as far as the tests read them.
import { readFile } from 'node:fs/promises';

/** A package.json: the fields the tests read. */
export interface Manifest {
  name?: string;
  version?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

/** An entry of package-lock.json's `packages`, keyed by its folder (`node_modules/a/node_modules/b`). */
export interface LockEntry {
  version?: string;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

export async function readJsonFile<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** The last line a program printed, as JSON: the consumer programs print their result last. */
export function lastJsonLine<T>(stdout: string): T {
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}
