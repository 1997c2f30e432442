// The release as a team receives it: every public package (each workspace package not marked private) published
// with the README's own release command (`pnpm release`: build, then `changeset publish`) to a real registry
// (Verdaccio, storage in a temporary folder, the `@trs` scope local-only so that a package that was not published
// fails instead of resolving elsewhere), then, in fresh projects outside the workspace and under Node 20, 22 and 24
// (engines >=20.19; the running Node serves for its own major, the others come from the npm registry, pinned, see
// node-binary.ts), installed with npm through the `.npmrc` scope line the install docs give:
// - a consumer program type-checked with tsc and run from ESM (consumer/consumer.ts: the sandbox, a receiver of its
//   own and the typical flow) and from CommonJS with require() (consumer/consumer.cjs); tsc runs once, in the
//   running Node's project, and each Node's project is checked to hold that very tree (its lockfile) before it runs
//   what tsc emitted;
// - `npx @trs/cli demo`;
// - `trs init receiver`, `npm install`, the generated project's build (and its tests when it has any) and start, then
//   `trs webhooks trigger` to it, with the event handled.
// better-sqlite3 (the embedded inbox of @trs/webhooks) is built once per Node ABI and reused (native-prebuilds.ts).
// The three Nodes share one npm cache: the first install of each kind of project fills it, the others take from it.
// Under Node 24 one more project installs @trs/webhooks without its optional native module: the embedded inbox
// runs on node:sqlite. And a team that runs only the API commands installs @trs/cli with --omit=optional: no
// sandbox, no receiver, no native build; the API commands work, and the local stack says what to install.
import { execFile, spawn } from 'node:child_process';
import { copyFile, cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { publicPackages, type WorkspacePackage } from '@trs/contract-check/packages';
import { freePort, repoRoot, tempDir, waitUntil } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastJsonLine, readJsonFile, type Lockfile, type Manifest } from './json.js';
import { installNode, NODE_VERSIONS, RUNNING_MAJOR } from './node-binary.js';
import { betterSqlite3Prebuild } from './native-prebuilds.js';
import { installVerdaccio, startRegistry, type Registry } from './registry.js';
import { createSandbox } from '@trs/sandbox';
import { installedSizes, megabytes, SIZE_TOLERANCE, SIZE_TOLERANCE_BYTES } from './sizes.js';
import { sizeMismatches } from './sizes.js';

const run = promisify(execFile);
const consumerSource = path.join(repoRoot, 'test', 'packaging', 'consumer');

/** What the consumer programs print last (consumer/consumer.ts from ESM, consumer.cjs with require()). */
interface ConsumerResult {
  node: string;
  contract: string | string[];
  tenancy: string;
  tenant?: string;
  branches?: number;
  handled?: string;
  handledUrl?: string;
  driver?: string;
}
/**
 * npm's cache for every install of this test. The @trs packages are new in each run (another registry address, another
 * integrity): nothing of an earlier run's release can come from here.
 */
const NPM_CACHE = path.join(repoRoot, 'node_modules', '.cache', 'trs-packaging', 'npm');

/**
 * What the consumer project installs next to the packages, pinned; with the optional peers of the exports it loads
 * (a team using @trs/webhooks/prometheus or an /opentelemetry export installs them beside it).
 */
const CONSUMER_DEV_DEPENDENCIES = {
  typescript: '5.9.3',
  '@types/node': '20.19.43',
  '@opentelemetry/api': '1.9.1',
  'prom-client': '15.1.3',
};

let work: string;
let registry: Registry;
let packages: WorkspacePackage[];
let published: string;
const nodeBinaries: Record<string, string> = {};
const nativeEnvironment: Record<string, Record<string, string>> = {};
/** Each step's wall time (several run side by side), printed after the file: where this test spends its time. */
const steps: string[] = [];

async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    steps.push(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);
  }
}

/** The `.npmrc` a team writes: the `@trs` scope from the private registry, everything else as before. */
const scopeLine = () => `@trs:registry=${registry.url}\n`;

/**
 * Runs `command` with the Node of `major` first on PATH, so that npm, npx, tsc and node all run under it, with
 * better-sqlite3's cached build for that Node's ABI offered to its install script.
 */
function under(major: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const bin = path.dirname(nodeBinaries[major]!);
  return run(command, args, {
    cwd,
    env: {
      ...process.env,
      ...nativeEnvironment[major],
      ...env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      // One npm cache for the three Node versions, kept between runs beside the Node binaries (CI keeps that folder):
      // a third-party tarball is downloaded once, not once per run, and the user's own cache is left alone.
      npm_config_cache: NPM_CACHE,
      npm_config_engine_strict: 'true',
      npm_config_update_notifier: 'false',
      // The lockfile records where each package came from (a user's npmrc may turn that off).
      npm_config_omit_lockfile_registry_resolved: 'false',
    },
    maxBuffer: 64 << 20,
  });
}

type ProjectKind = 'consumer' | 'receiver';
/** Per kind of project, whether its first install of this run put what that project needs in the npm cache. */
const cacheFills = new Map<ProjectKind, Promise<boolean>>();

/**
 * `npm install` in `folder` under the Node of `major`. One npm cache serves the three Node versions, filled once per
 * run: the first install of each kind of project asks the registry about every package it needs; every later install
 * of that kind waits for it, then installs with --prefer-offline, from the metadata and tarballs it has just cached,
 * instead of three installs fetching everything at once. Metadata of an earlier run is never taken without asking:
 * npm would then not see a version published since.
 */
async function npmInstall(major: string, folder: string, kind: ProjectKind, extra: string[] = []) {
  const install = (options: string[]) =>
    under(major, 'npm', ['install', ...options, '--no-audit', '--no-fund', ...extra], folder);
  const first = cacheFills.get(kind);
  if (first) return install((await first) ? ['--prefer-offline'] : []);
  const installed = install([]);
  cacheFills.set(
    kind,
    installed.then(
      () => true,
      () => false,
    ),
  );
  return installed;
}

/** A fresh project outside the workspace that depends on every published package, at its released version. */
async function consumerProject(major: string, name: string): Promise<string> {
  const folder = path.join(work, name);
  await mkdir(folder);
  await writeFile(
    path.join(folder, 'package.json'),
    JSON.stringify(
      {
        name,
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(packages.map((pkg) => [pkg.name, pkg.version])),
        devDependencies: CONSUMER_DEV_DEPENDENCIES,
        // The install docs' line for npm 11: better-sqlite3's build of the embedded inbox may run.
        allowScripts: { 'better-sqlite3': true },
      },
      null,
      2,
    ),
  );
  await writeFile(path.join(folder, '.npmrc'), scopeLine());
  for (const file of ['consumer.ts', 'consumer.cjs', 'tsconfig.json'])
    await copyFile(path.join(consumerSource, file), path.join(folder, file));
  return folder;
}

const consumerInstalls = new Map<string, Promise<{ folder: string; output: string }>>();

/** The consumer project of `major`, installed with npm under that Node (once): its folder and npm's output. */
function installedConsumer(major: string) {
  let installed = consumerInstalls.get(major);
  if (!installed) {
    installed = (async () => {
      const folder = await consumerProject(major, `consumer-node${major}`);
      const install = await step(`Node ${major}: npm install (consumer)`, () => npmInstall(major, folder, 'consumer'));
      return { folder, output: `${install.stdout}${install.stderr}` };
    })();
    consumerInstalls.set(major, installed);
  }
  return installed;
}

let typeCheck: Promise<{ folder: string; errors: string }> | undefined;

/**
 * The consumer type-checked with tsc, once, in the running Node's project: its folder (with the emitted dist/) and
 * tsc's errors. tsc's verdict and its output are a function of its inputs (consumer.ts, the tsconfig, the installed
 * packages' files), not of the Node that runs it; every Node's case checks that its install is that same tree.
 */
function typeChecked() {
  typeCheck ??= installedConsumer(RUNNING_MAJOR).then(async ({ folder }) => {
    const tsc = path.join('node_modules', 'typescript', 'bin', 'tsc');
    const errors = await step('tsc (the consumer, once)', () =>
      under(RUNNING_MAJOR, 'node', [tsc, '-p', '.'], folder),
    ).then(
      () => '',
      (error: Error & { stdout?: string }) => error.stdout ?? error.message,
    );
    return { folder, errors };
  });
  return typeCheck;
}

/** What npm installed in a project: its lockfile's entries but the project's own (every package, version, integrity). */
async function installedTree(folder: string) {
  const lock = await readJsonFile<Lockfile>(path.join(folder, 'package-lock.json'));
  return Object.fromEntries(Object.entries(lock.packages).filter(([location]) => location !== ''));
}

/** Every installed @trs package came from the registry (the lockfile's resolved address), none from a workspace. */
async function expectFromRegistry(folder: string) {
  const lock = await readJsonFile<Lockfile>(path.join(folder, 'package-lock.json'));
  for (const pkg of packages) {
    const entry = lock.packages[`node_modules/${pkg.name}`];
    expect(entry?.version, `${pkg.name} installed`).toBe(pkg.version);
    expect(entry?.resolved, `${pkg.name} resolved from the test registry`).toMatch(
      new RegExp(`^${registry.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  }
}

/** Starts the scaffolded receiver with `npm start` and resolves once its health endpoint answers. */
async function startReceiver(major: string, folder: string, port: number) {
  const bin = path.dirname(nodeBinaries[major]!);
  const child = spawn('npm', ['start'], {
    cwd: folder,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`the receiver exited with ${child.exitCode}:\n${log}`);
      return fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    },
    () => `the receiver to answer /healthz:\n${log}`,
  );
  return {
    log: () => log,
    waitForLine(match: (line: Record<string, unknown>) => boolean) {
      return waitUntil(
        () =>
          log
            .split('\n')
            .flatMap((text) => {
              try {
                return [JSON.parse(text) as Record<string, unknown>];
              } catch {
                return [];
              }
            })
            .find(match),
        () => `such a log line:\n${log}`,
      );
    },
    /** SIGTERM to `npm start` and the receiver under it: resolves once they exited, with the receiver's log. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      return log;
    },
  };
}

beforeAll(async () => {
  work = await tempDir('trs-packaging-');
  packages = await publicPackages(repoRoot);
  const majors = Object.keys(NODE_VERSIONS);
  // Verdaccio installs (on a fresh cache) while the Node binaries download.
  const verdaccio = step('Verdaccio installed', installVerdaccio);
  verdaccio.catch(() => undefined); // awaited below; failing meanwhile is no unhandled rejection
  const binaries = await step('Node binaries', () =>
    Promise.all(
      majors.map((major) =>
        major === RUNNING_MAJOR ? Promise.resolve(process.execPath) : installNode(NODE_VERSIONS[major]!),
      ),
    ),
  );
  majors.forEach((major, index) => (nodeBinaries[major] = binaries[index]!));
  // better-sqlite3 once per ABI, while the registry starts and the release publishes: for the Node versions not
  // running, its addon alone, a few seconds each (native-prebuilds.ts).
  const native = Promise.all(
    majors.map(
      async (major) =>
        (nativeEnvironment[major] = await step(`better-sqlite3 for Node ${major}`, () =>
          betterSqlite3Prebuild(nodeBinaries[major]!),
        )),
    ),
  );
  registry = await step('Verdaccio started', async () =>
    startRegistry(path.join(work, 'registry'), nodeBinaries['24']!, await verdaccio),
  );

  // The release, as the README runs it, with the registry of the `@trs` scope pointed at the test registry through
  // a user configuration of its own (the user's ~/.npmrc is never read or written). --no-git-tag: the tags of a
  // release belong to the release workflow, not to a test run in a working copy.
  const npmrc = path.join(work, 'release.npmrc');
  await writeFile(npmrc, `${scopeLine()}${registry.authLine}\n`, { mode: 0o600 });
  const release = step('pnpm release', () =>
    run('pnpm', ['release', '--no-git-tag'], {
      cwd: repoRoot,
      env: { ...process.env, npm_config_userconfig: npmrc, [`npm_config_@trs:registry`]: registry.url },
      maxBuffer: 64 << 20,
    }),
  ).then(
    ({ stdout, stderr }) => `${stdout}${stderr}`,
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(`pnpm release failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    },
  );
  [published] = await Promise.all([release, native]);
}, 1_800_000);

afterAll(async () => {
  console.error(`registry test, wall time of each step:\n${steps.join('\n')}`);
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

// Every case at once: each installs into a folder of its own from the one registry and npm cache.
describe.concurrent('the release through a registry', () => {
  it('publishes every public package with `pnpm release`, workspace versions written out', async ({ expect }) => {
    for (const pkg of packages) {
      const response = await fetch(new URL(pkg.name.replace('/', '%2f'), registry.url));
      expect(response.status, `${pkg.name} on the registry\n${published}`).toBe(200);
      const document = (await response.json()) as { versions: Record<string, Manifest | undefined> };
      const manifest = document.versions[pkg.version];
      expect(manifest, `${pkg.name}@${pkg.version} published`).toBeDefined();
      for (const [name, range] of Object.entries({
        ...manifest?.dependencies,
        ...manifest?.optionalDependencies,
        ...manifest?.peerDependencies,
      })) {
        expect(range, `${pkg.name} → ${name}`).not.toMatch(/^workspace:/);
      }
    }
  });

  it('keeps the @trs scope local: a package never published is not found', async ({ expect }) => {
    const response = await fetch(new URL('@trs%2fnever-published', registry.url));
    expect(response.status).toBe(404);
  });

  describe.each(Object.keys(NODE_VERSIONS))('under Node %s', (major) => {
    it('installs with npm, runs the consumer from ESM and CommonJS, and the CLI: demo, init receiver, trigger', async ({
      expect,
    }) => {
      const { folder, output: install } = await installedConsumer(major);
      const { stdout: version } = await under(major, 'node', ['--version'], folder);
      expect(version.trim()).toMatch(new RegExp(`^v${major}\\.`));
      expect(install).not.toMatch(/not yet covered by allowScripts/);
      await expectFromRegistry(folder);
      // The installed size each README states, measured where the workspace's own Node runs.
      if (major === RUNNING_MAJOR) expect.soft(await sizeMismatches(folder, packages)).toEqual([]);

      // The consumer type-checks (tsc, strict, the packages' declarations checked too) against this very tree.
      const checked = await typeChecked();
      expect(checked.errors).toBe('');
      if (checked.folder !== folder) {
        expect(await installedTree(folder), `Node ${major} installed the tree tsc checked`).toEqual(
          await installedTree(checked.folder),
        );
        await cp(path.join(checked.folder, 'dist'), path.join(folder, 'dist'), { recursive: true });
      }

      const spec = await readJsonFile<Manifest>(path.join(repoRoot, 'spec', 'package.json'));
      const { stdout: esm } = await step(`Node ${major}: consumer (ESM)`, () =>
        under(major, 'node', [path.join('dist', 'consumer.js')], folder),
      );
      const result = lastJsonLine<ConsumerResult>(esm);
      expect(result).toMatchObject({
        node: expect.stringMatching(new RegExp(`^v${major}\\.`)) as unknown,
        contract: [spec.version, spec.version],
        tenancy: expect.stringMatching(/^\d{7}$/) as unknown,
        tenant: expect.stringMatching(/^[A-Z]+\d{7}$/) as unknown,
        pdf: '%PDF-',
        refused: 'TRS_INVALID_BRANCH_ID',
        invalid: ['/BirthDay'],
        handledUrl: expect.stringContaining('/Reports/') as unknown,
      });
      expect(result.branches).toBeGreaterThan(0);

      const { stdout: cjs } = await step(`Node ${major}: consumer (CommonJS)`, () =>
        under(major, 'node', ['consumer.cjs'], folder),
      );
      const fromRequire = lastJsonLine<ConsumerResult>(cjs);
      expect(fromRequire).toMatchObject({
        node: expect.stringMatching(new RegExp(`^v${major}\\.`)) as unknown,
        contract: spec.version,
        tenancy: expect.stringMatching(/^\d{7}$/) as unknown,
        invalid: ['/BirthDay'],
      });
      expect(fromRequire.handled).toBe(fromRequire.tenancy);
      // better-sqlite3 12 aborts Node 24 at exit: there the embedded inbox runs on node:sqlite although it loads.
      expect(fromRequire.driver).toBe(Number(major) >= 24 ? 'node:sqlite' : 'better-sqlite3');
      // Every export of every published package loads with require(), each in a process of its own, side by side.
      await step(`Node ${major}: require() of each export`, () =>
        Promise.all(
          packages.flatMap((pkg) =>
            Object.keys(pkg.manifest.exports ?? { '.': '' })
              .filter((subpath) => !subpath.includes('*') && !subpath.endsWith('.json'))
              .map((subpath) => (subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`))
              .map((specifier) => under(major, 'node', ['-e', `require(${JSON.stringify(specifier)})`], folder)),
          ),
        ),
      );

      // The demo from the registry: the typical sequence against a sandbox of its own.
      const demo = await step(`Node ${major}: trs demo`, () =>
        under(major, 'npx', ['--no-install', '@trs/cli', 'demo'], folder),
      );
      expect(`${demo.stdout}${demo.stderr}`).toMatch(/reportAvailable|report/i);

      // A team's receiver: scaffolded, installed from the registry, built, started, and an event triggered to it.
      const { stdout: scaffold } = await step(`Node ${major}: trs init receiver`, () =>
        under(major, 'npx', ['--no-install', 'trs', 'init', 'receiver', 'receiver', '--json'], folder),
      );
      const receiverDir = (JSON.parse(scaffold) as { dir: string }).dir;
      await writeFile(path.join(receiverDir, '.npmrc'), scopeLine());
      const receiverManifest = await readJsonFile<Manifest>(path.join(receiverDir, 'package.json'));
      receiverManifest.allowScripts = { 'better-sqlite3': true };
      await writeFile(path.join(receiverDir, 'package.json'), JSON.stringify(receiverManifest, null, 2));
      await step(`Node ${major}: npm install (receiver)`, () => npmInstall(major, receiverDir, 'receiver'));
      // Its build, and its tests when it has any; a test script that builds first (`npm run build && …`) is both.
      const testScript = receiverManifest.scripts?.test;
      if (!testScript?.startsWith('npm run build &&'))
        await step(`Node ${major}: receiver build`, () => under(major, 'npm', ['run', 'build'], receiverDir));
      if (testScript)
        await step(`Node ${major}: receiver build and tests`, () => under(major, 'npm', ['test'], receiverDir));

      const env = await readFile(path.join(receiverDir, '.env'), 'utf8');
      const headerValue = /^WEBHOOK_HEADER_VALUES=(.+)$/m.exec(env)![1]!.split(',')[0]!.trim();
      const port = await freePort();
      const receiver = await step(`Node ${major}: receiver started`, () => startReceiver(major, receiverDir, port));
      try {
        const trigger = await step(`Node ${major}: trigger`, () =>
          under(
            major,
            'npx',
            [
              '--no-install',
              'trs',
              'webhooks',
              'trigger',
              'createNewTenancy',
              '--to',
              `http://127.0.0.1:${port}/webhooks`,
              '--header',
              `X-Webhook-Key:${headerValue}`,
            ],
            folder,
          ),
        );
        expect(trigger.stdout).toMatch(/delivered/);
        const handled = await receiver.waitForLine(
          (line) => line.event === 'createNewTenancy' && line.outcome === 'handled',
        );
        expect(handled.applicationRef).toMatch(/^\d{7}$/);
      } finally {
        // SIGTERM ends npm start and the receiver under it.
        await receiver.stop();
      }
    }, 1_800_000);
  });

  it('runs the embedded inbox on node:sqlite where better-sqlite3 is not installed (Node 24, --omit=optional)', async ({
    expect,
  }) => {
    const folder = await consumerProject('24', 'consumer-node24-no-native');
    await step('Node 24: npm install --omit=optional (consumer)', () =>
      npmInstall('24', folder, 'consumer', ['--omit=optional']),
    );
    await expect(stat(path.join(folder, 'node_modules', 'better-sqlite3'))).rejects.toThrow();
    const { stdout } = await step('Node 24: consumer without better-sqlite3 (CommonJS)', () =>
      under('24', 'node', ['consumer.cjs'], folder),
    );
    const result = lastJsonLine<ConsumerResult>(stdout);
    expect(result.handled).toBe(result.tenancy);
    expect(result.driver).toBe('node:sqlite');
  }, 1_800_000);

  it('installs @trs/cli for the API commands alone (--omit=optional): nothing native, no sandbox, the API works', async ({
    expect,
  }) => {
    const major = RUNNING_MAJOR;
    const cli = packages.find((pkg) => pkg.name === '@trs/cli')!;
    const folder = path.join(work, 'cli-api-only');
    await mkdir(folder);
    await writeFile(
      path.join(folder, 'package.json'),
      JSON.stringify({ name: 'cli-api-only', private: true, dependencies: { '@trs/cli': cli.version } }, null, 2),
    );
    await writeFile(path.join(folder, '.npmrc'), scopeLine());
    await step(`Node ${major}: npm install --omit=optional (@trs/cli)`, () =>
      npmInstall(major, folder, 'consumer', ['--omit=optional']),
    );
    for (const absent of ['@trs/sandbox', '@trs/webhooks', '@trs/discovery', '@cantoo/pdf-lib', 'better-sqlite3'])
      await expect(stat(path.join(folder, 'node_modules', absent)), `${absent} installed`).rejects.toThrow();

    const configDir = path.join(folder, 'config');
    const sandbox = await createSandbox({ port: 0 });
    try {
      const env = {
        TRS_CONFIG_DIR: configDir,
        TRS_BASE_URL: sandbox.baseUrl,
        TRS_USER: 'sandbox',
        TRS_PASSWORD: 'sandbox',
      };
      const trs = (args: string[]) => under(major, 'npx', ['--no-install', 'trs', ...args], folder, env);
      const created = await trs(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat']);
      const reference = created.stdout.trim();
      expect(reference).toMatch(/^\d{7}$/);
      const shown = await trs(['tenancy', 'get', reference, '--json']);
      expect(JSON.parse(shown.stdout)).toMatchObject({ ReferenceNumber: reference });
    } finally {
      await sandbox.close();
    }

    const stack = await under(major, 'npx', ['--no-install', 'trs', 'sandbox', '--port', '0'], folder, {
      TRS_CONFIG_DIR: configDir,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(stack.code).toBe(1);
    expect(stack.stderr).toContain(`npm install @trs/sandbox@${cli.version}`);

    // The README states this install's size too.
    const measured = (await installedSizes(folder, ['@trs/cli']))['@trs/cli']!;
    const readme = await readFile(path.join(repoRoot, cli.dir, 'README.md'), 'utf8');
    const stated = /<!-- installed-size-api-only -->[^<]*?([\d.]+) MB/.exec(readme)?.[1];
    expect(stated, `apps/cli/README.md states the API-only size; measured ${megabytes(measured)}`).toBeDefined();
    expect(
      Math.abs(Number(stated) * 1e6 - measured),
      `apps/cli/README.md states ${stated} MB for the API-only install; measured ${megabytes(measured)}`,
    ).toBeLessThanOrEqual(Math.max(measured * SIZE_TOLERANCE, SIZE_TOLERANCE_BYTES));
  }, 1_800_000);
});
