// better-sqlite3 built once per Node ABI and reused by every install of the packaging test. Its install script runs
// prebuild-install, which looks for `better-sqlite3-v<version>-node-v<abi>-<platform>-<arch>.tar.gz` in the folder
// of npm_config_better_sqlite3_local_prebuilds before it downloads (prebuild-install's documented "local prebuilds")
// and builds from source only when neither is there (its download of a prebuilt binary fails on a machine that
// reaches only the npm registry). The cache holds one such tarball per version and ABI under node_modules/.cache:
// for the running Node it is packed from the workspace's own build; for the others only the addon
// (src/better_sqlite3.cpp, a few seconds) is compiled against that Node's headers and linked with the SQLite library
// of the workspace's own build. That library is the package's SQLite amalgamation compiled with the package's
// defines; it holds no Node code, so it is the same for every ABI, and compiling it (a minute or more of one core)
// again per ABI was most of the registry test's time on a fresh clone. Without a workspace build of the same version,
// the whole package is built from source in a scratch project, as an install would.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
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
 * better-sqlite3's addon alone for the Node of `nodeBinary`, in a copy of the package's sources under `scratch`, linked
 * with `sqliteLibrary` (the static SQLite library of a build of the same version): node-gyp configures the project
 * for that Node, and make builds the addon's target with the library taken as up to date (`-o`), so SQLite is not
 * compiled. Returns the project's folder.
 */
async function buildAddonOnly(
  packageDir: string,
  sqliteLibrary: string,
  scratch: string,
  nodeBinary: string,
): Promise<string> {
  const project = path.join(scratch, 'better-sqlite3');
  for (const entry of ['binding.gyp', 'deps', 'src'])
    await cp(path.join(packageDir, entry), path.join(project, entry), { recursive: true });
  // npm puts its own node-gyp on a script's PATH, as it does for the package's install script.
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ private: true, scripts: { configure: 'node-gyp configure --release' } }),
  );
  const env = environmentFor(nodeBinary);
  await run('npm', ['run', 'configure'], { cwd: project, env, maxBuffer: 64 << 20 });
  const release = path.join(project, 'build', 'Release');
  await mkdir(path.join(release, 'obj.target', 'deps'), { recursive: true });
  for (const target of [path.join(release, 'obj.target', 'deps', 'sqlite3.a'), path.join(release, 'sqlite3.a')])
    await copyFile(sqliteLibrary, target);
  const old = ['Release/obj.target/deps/sqlite3.a', 'Release/sqlite3.a'].flatMap((file) => ['-o', file]);
  await run('make', ['-C', 'build', 'BUILDTYPE=Release', ...old, 'better_sqlite3'], {
    cwd: project,
    env,
    maxBuffer: 64 << 20,
  });
  return project;
}

/** better-sqlite3 installed and built from source (SQLite included) in a scratch project: its folder. */
async function buildFromSource(version: string, scratch: string, nodeBinary: string): Promise<string> {
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
  return path.join(scratch, 'node_modules', 'better-sqlite3');
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
      const workspaceDir = workspaceBetterSqlite3();
      const workspaceRelease = path.join(workspaceDir, 'build', 'Release');
      const sqliteLibrary = path.join(workspaceRelease, 'obj.target', 'deps', 'sqlite3.a');
      const sameVersion = (await readJsonFile<Manifest>(path.join(workspaceDir, 'package.json'))).version === version;
      let packageDir: string;
      if (
        sameVersion &&
        abi === process.versions.modules &&
        existsSync(path.join(workspaceRelease, 'better_sqlite3.node'))
      )
        packageDir = workspaceDir;
      else if (sameVersion && existsSync(sqliteLibrary))
        packageDir = await buildAddonOnly(workspaceDir, sqliteLibrary, scratch, nodeBinary);
      else packageDir = await buildFromSource(version, scratch, nodeBinary);
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
