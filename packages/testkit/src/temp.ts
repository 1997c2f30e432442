// Temporary folders for tests: one way to make them, each removed after the test file that made it (the vitest set-up
// file `cleanup.ts` removes them once the file's own afterAll hooks have closed what used them).
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/**
 * A new empty folder named `<prefix>XXXXXX`, in the system's temporary folder or the `parent` given (a cache inside the
 * workspace, where node_modules resolve), removed after the test file. It is private (0700, as mkdtemp makes it), so a
 * test may keep tokens, inboxes and journals in it.
 */
export async function tempDir(prefix: string, parent = tmpdir()): Promise<string> {
  const dir = await mkdtemp(path.join(parent, prefix));
  made.push(dir);
  return dir;
}

/** tempDir for where nothing can be awaited: a describe block, a module's top level. */
export function tempDirSync(prefix: string, parent = tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir made so far in this test file (the set-up file calls it after the file). */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
