// A real npm registry for the packaging test: Verdaccio (it needs Node ≥ 22, so it runs under the Node 24 binary the
// test installs), installed once into node_modules/.cache (by the running Node's npm, so that the install need not
// wait for that binary), storage in a temporary folder. The `@trs` scope is
// local-only (no uplink): a package that was not published here fails to install instead of resolving elsewhere.
// Every other package is proxied to the registry this machine's npm is configured with.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, repoRoot, waitUntil } from '@trs/testkit';

const run = promisify(execFile);

/** Verdaccio 6 (engines: node >=22), pinned. */
export const VERDACCIO_VERSION = '6.10.4';

export interface Registry {
  /** http://127.0.0.1:PORT/ */
  url: string;
  /** The `.npmrc` line of a token of a user created for this run (publishing needs one). */
  authLine: string;
  stop(): Promise<void>;
}

/** The registry this machine's npm reads packages from (the user's npm configuration, never a fixed host). */
export async function upstreamRegistry(): Promise<string> {
  const { stdout } = await run('npm', ['config', 'get', 'registry']);
  return stdout.trim();
}

/**
 * Installs Verdaccio into node_modules/.cache (once) and returns the path of its command. The running Node's npm
 * installs it, scripts off and engines not enforced (Verdaccio's are for the Node that runs it, see startRegistry).
 */
export async function installVerdaccio(): Promise<string> {
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'trs-packaging', `verdaccio-${VERDACCIO_VERSION}`);
  const packageDir = path.join(folder, 'node_modules', 'verdaccio');
  const bin = path.join(packageDir, 'bin', 'verdaccio');
  const installed = await readFile(path.join(packageDir, 'package.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { version?: string }).version === VERDACCIO_VERSION,
    () => false,
  );
  if (!installed) {
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, 'package.json'),
      JSON.stringify({
        private: true,
        dependencies: { verdaccio: VERDACCIO_VERSION },
        // verdaccio-audit asks for node-fetch by the dist-tag `cjs`, which not every registry mirror serves: the
        // version that tag names on the npm registry (the last CommonJS line).
        overrides: { 'node-fetch': '2.7.0' },
      }),
    );
    await run(
      'npm',
      ['install', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false'],
      { cwd: folder, maxBuffer: 64 << 20 },
    );
  }
  return bin;
}

async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`Verdaccio exited with ${child.exitCode}:\n${output()}`);
      return fetch(new URL('-/ping', url)).then(
        (response) => response.ok,
        () => false,
      );
    },
    () => `Verdaccio to answer ${url}-/ping:\n${output()}`,
  );
}

/**
 * Starts Verdaccio (`bin`, from installVerdaccio) under `nodeBinary` on a free loopback port, with its storage, users
 * and configuration under `folder`.
 */
export async function startRegistry(folder: string, nodeBinary: string, bin: string): Promise<Registry> {
  const [port, upstream] = await Promise.all([freePort(), upstreamRegistry()]);
  await mkdir(folder, { recursive: true });
  const config = {
    storage: path.join(folder, 'storage'),
    auth: { htpasswd: { file: path.join(folder, 'htpasswd'), max_users: 1 } },
    uplinks: { upstream: { url: upstream, timeout: '60s', maxage: '30m' } },
    packages: {
      '@trs/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'upstream' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'json', level: 'warn' },
  };
  const configFile = path.join(folder, 'config.yaml');
  // JSON is YAML: Verdaccio reads it as its configuration file.
  await writeFile(configFile, JSON.stringify(config, null, 2));
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(nodeBinary, [bin, '--config', configFile, '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForPing(url, child, () => output);
    const response = await fetch(new URL('-/user/org.couchdb.user:trs-release', url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'trs-release', password: `release-${process.pid}-${port}` }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`Verdaccio refused the release user: ${JSON.stringify(body)}`);
    return { url, authLine: `//127.0.0.1:${port}/:_authToken=${body.token}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
