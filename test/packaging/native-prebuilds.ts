// better-sqlite3 built once per Node ABI and reused by every install of the packaging test. Its install script runs
// prebuild-install, which looks for `better-sqlite3-v<version>-node-v<abi>-<platform>-<arch>.tar.gz` in the folder
// of npm_config_better_sqlite3_local_prebuilds before it downloads (prebuild-install's documented "local prebuilds")
// and builds from source only when neither is there. The cache holds one such tarball per version and ABI under
// node_modules/.cache: for the running Node it is packed from the workspace's own build, for the others it is built
// once in a scratch project.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, tempDir } from '@trs/testkit';
import { readJsonFile, type Manifest } from './json.js';

const run = promisify(execFile);

export const PREBUILDS_FOLDER = path.join(repoRoot, 'node_modules', '.cache', 'trs-packaging', 'better-sqlite3');

/** The environment variable prebuild-install reads the local prebuilds folder of better-sqlite3 from. */
export const LOCAL_PREBUILDS_ENV = 'npm_config_better_sqlite3_local_prebuilds';

/** The better-sqlite3 version @trs/webhooks depends on (its manifest, not a copy of it). */
export async function betterSqlite3Version(): Promise<string> {
  const manifest = await readJsonFile<Manifest>(path.join(repoRoot, 'packages', 'webhooks', 'package.json'));
  const range: string | undefined =
    manifest.dependencies?.['better-sqlite3'] ?? manifest.optionalDependencies?.['better-sqlite3'];
  if (!range || !/^\d+\.\d+\.\d+$/.test(range)) throw new Error(`@trs/webhooks pins no better-sqlite3 version`);
  return range;
}

/** The workspace's own better-sqlite3 folder (built by `pnpm install` for the running Node). */
function workspaceBetterSqlite3(): string {
  const fromWebhooks = createRequire(path.join(repoRoot, 'packages', 'webhooks', 'package.json'));
  return path.dirname(fromWebhooks.resolve('better-sqlite3/package.json'));
}

function environmentFor(nodeBinary: string): NodeJS.ProcessEnv {
  const prefix = path.dirname(path.dirname(nodeBinary));
  const headers = existsSync(path.join(prefix, 'include', 'node', 'common.gypi')) ? { npm_config_nodedir: prefix } : {};
  // Both translation units (SQLite's amalgamation and the addon) compile at once: `make -j` through node-gyp.
  return {
    ...process.env,
    ...headers,
    npm_config_jobs: 'max',
    PATH: `${path.dirname(nodeBinary)}${path.delimiter}${process.env.PATH}`,
  };
}

/**
 * Makes sure the cache holds better-sqlite3's binary for the ABI of `nodeBinary` and returns the environment that
 * lets an npm install under that Node use it (empty where prebuild-install would find nothing to reuse).
 */
export async function betterSqlite3Prebuild(nodeBinary: string): Promise<Record<string, string>> {
  const version = await betterSqlite3Version();
  const { stdout } = await run(nodeBinary, ['-p', 'process.versions.modules']);
  const abi = stdout.trim();
  const libc = process.platform === 'linux' && !glibcVersion() ? 'musl' : '';
  const file = path.join(
    PREBUILDS_FOLDER,
    `better-sqlite3-v${version}-node-v${abi}-${process.platform}${libc}-${process.arch}.tar.gz`,
  );
  if (!existsSync(file)) {
    await mkdir(PREBUILDS_FOLDER, { recursive: true });
    const scratch = await tempDir('build-', PREBUILDS_FOLDER);
    try {
      let packageDir = workspaceBetterSqlite3();
      const workspaceBuild = path.join(packageDir, 'build', 'Release', 'better_sqlite3.node');
      const reusable =
        abi === process.versions.modules &&
        existsSync(workspaceBuild) &&
        (await readJsonFile<Manifest>(path.join(packageDir, 'package.json'))).version === version;
      if (!reusable) {
        await run(
          'npm',
          [
            'install',
            '--prefix',
            scratch,
            '--no-save',
            '--no-package-lock',
            '--no-audit',
            '--no-fund',
            `better-sqlite3@${version}`,
          ],
          { env: environmentFor(nodeBinary), maxBuffer: 64 << 20 },
        );
        packageDir = path.join(scratch, 'node_modules', 'better-sqlite3');
      }
      const partial = path.join(scratch, path.basename(file));
      await run('tar', ['-czf', partial, '-C', packageDir, 'build/Release/better_sqlite3.node']);
      await rename(partial, file);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  return { [LOCAL_PREBUILDS_ENV]: PREBUILDS_FOLDER };
}

/** The C library's version where it is glibc (Node's diagnostic report says; @types/node types the report as object). */
function glibcVersion(): string | undefined {
  const report = process.report?.getReport?.() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime;
}
