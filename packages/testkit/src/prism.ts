// Prism on the bundled OpenAPI document, mocking it or proxying a real server: the contract checker of the
// conformance tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './ports.js';
import { specFile } from './paths.js';

const require = createRequire(import.meta.url);
const prismBin = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');

export interface PrismOptions {
  /** Turn response and request violations into errors (500 / 4xx). Default true. */
  errors?: boolean;
  /** Generate responses from the schemas instead of the examples; with a fixed seed. */
  dynamic?: boolean;
  seed?: string;
  document?: string;
  /**
   * Proxy mode: forward every request to this server (its base address, e.g. http://127.0.0.1:4010/v2) and validate
   * the real requests and answers against the document. Prism ignores the document's base path, so clients call
   * Prism without /v2 and Prism appends the path to the upstream's.
   */
  upstream?: string;
}

export interface PrismServer {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
}

export async function startPrism(options: PrismOptions = {}): Promise<PrismServer> {
  const port = await freePort();
  const args = [
    prismBin,
    options.upstream ? 'proxy' : 'mock',
    options.document ?? specFile('openapi.json'),
    ...(options.upstream ? [options.upstream] : []),
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
  ];
  if (options.errors ?? true) args.push('--errors');
  if (options.dynamic && !options.upstream) args.push('--dynamic', '--seed', options.seed ?? 'trs');
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 300 s:\n${log}`)), 300_000);
    const onData = () => {
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${log}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
