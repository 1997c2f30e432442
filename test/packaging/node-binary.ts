// Other Node versions for this machine: the npm registry's platform package (the `node` package's own source),
// installed once into node_modules/.cache, taken directly so that no install script has to run.
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@trs/testkit';

const run = promisify(execFile);

/**
 * The Node versions the packages claim to support (engines >=20.19). The running Node serves for its own major
 * (20 on the development machines and in .ci/run); the others are installed, at these versions.
 */
export const NODE_VERSIONS: Record<string, string> = { '20': '20.20.2', '22': '22.23.3', '24': '24.21.0' };
export const RUNNING_MAJOR = process.versions.node.split('.')[0]!;

/** The path of the Node `version` binary, installed into the cache when it is not there yet. */
export async function installNode(version: string): Promise<string> {
  const platformPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'trs-packaging', `node-${version}`);
  const binary = path.join(folder, 'node_modules', platformPackage, 'bin', 'node');
  const installed = await run(binary, ['--version']).then(
    ({ stdout }) => stdout.trim() === `v${version}`,
    () => false,
  );
  if (!installed) {
    await mkdir(folder, { recursive: true });
    await run(
      'npm',
      [
        'install',
        '--prefix',
        folder,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        `${platformPackage}@${version}`,
      ],
      { maxBuffer: 16 << 20 },
    );
  }
  return binary;
}
