// Each public package packed once per test run, as `pnpm publish` packs it (workspace ranges written out): publint
// and attw read the same tarball, instead of packing the package once each.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { WorkspacePackage } from '@trs/contract-check/packages';
import { repoRoot, tempDir } from '@trs/testkit';

const run = promisify(execFile);

let folder: Promise<string> | undefined;
const tarballs = new Map<string, Promise<string>>();

/** The path of `pkg`'s tarball, packed on first request. */
export function tarballOf(pkg: WorkspacePackage): Promise<string> {
  folder ??= tempDir('trs-pack-');
  let tarball = tarballs.get(pkg.name);
  if (!tarball) {
    tarball = folder.then(async (destination) => {
      const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', destination], {
        cwd: path.join(repoRoot, pkg.dir),
        maxBuffer: 16 << 20,
      });
      return (JSON.parse(stdout) as { filename: string }).filename;
    });
    tarballs.set(pkg.name, tarball);
  }
  return tarball;
}

/** Removes every tarball packed so far. */
export async function removeTarballs(): Promise<void> {
  if (folder) await rm(await folder, { recursive: true, force: true });
  folder = undefined;
  tarballs.clear();
}
