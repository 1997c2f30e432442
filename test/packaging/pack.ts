// The public packages packed once per test run, as `pnpm publish` packs them (workspace ranges written out), by one
// `pnpm -r pack` (one pnpm process, where a process per package cost about 0.7 s of CPU each): publint and attw read
// the same tarballs rather than each packing its own.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { WorkspacePackage } from '@trs/contract-check/packages';
import { repoRoot, tempDir } from '@trs/testkit';

const run = promisify(execFile);

let folder: string | undefined;
let packed: Promise<Map<string, string>> | undefined;

/** Packs `packages` (on the first call; later calls get the same tarballs): each package's name to its tarball. */
export function packTarballs(packages: readonly WorkspacePackage[]): Promise<Map<string, string>> {
  packed ??= (async () => {
    folder = await tempDir('trs-pack-');
    const filters = packages.flatMap((pkg) => ['--filter', pkg.name]);
    const { stdout } = await run('pnpm', ['-r', ...filters, 'pack', '--json', '--pack-destination', folder], {
      cwd: repoRoot,
      maxBuffer: 16 << 20,
    });
    const tarballs = new Map(
      (JSON.parse(stdout) as { name: string; filename: string }[]).map((t) => [t.name, t.filename]),
    );
    const missing = packages.filter((pkg) => !tarballs.has(pkg.name)).map((pkg) => pkg.name);
    if (missing.length) throw new Error(`pnpm -r pack made no tarball of ${missing.join(', ')}:\n${stdout}`);
    return tarballs;
  })();
  return packed;
}

/** Removes every tarball packed so far. */
export async function removeTarballs(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
  packed = undefined;
}
