// Module hooks that load the workspace's .ts files as ES modules, each transformed once by esbuild (types stripped)
// and kept in node_modules/.cache/trs-typescript under the hash of its path and text: a test's child process that
// starts from the sources reads the JavaScript of every file it imports from there, and loads esbuild only for a file
// changed since. tsx does the same work but loads itself and esbuild into every process (about 0.3 s more CPU each);
// the tests start over a hundred such processes in a run. Files under node_modules are left to Node.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cacheFolder = path.join(repoRoot, 'node_modules', '.cache', 'trs-typescript');
const TRANSFORM = { loader: 'ts', format: 'esm', target: 'node20', sourcemap: 'inline' };
/** What decides the output besides the file: another esbuild or other options make every cached file stale. */
const TRANSFORM_KEY = `${readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')}${JSON.stringify(TRANSFORM)}`;

/** @type {typeof import('esbuild') | undefined} */
let esbuild;

const isSource = (url) => url.startsWith('file:') && url.endsWith('.ts') && !url.includes('/node_modules/');

/**
 * TypeScript's convention: `./x.js` names `./x.ts` when there is no x.js. Looked up first for a relative import of a
 * .ts file, else only once Node found no such .js (a path given as a file: URL, an absolute path, an import from
 * JavaScript: the handler module a worker process loads).
 */
export async function resolve(specifier, context, nextResolve) {
  const relativeParent = /^\.\.?\//.test(specifier) ? context.parentURL : undefined;
  if (relativeParent && isSource(relativeParent)) {
    const twin = typeScriptTwin(specifier, relativeParent);
    if (twin && existsSync(twin)) return asSource(twin);
  }
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const twin = typeScriptTwin(specifier, relativeParent);
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && twin && isSource(twin.href) && existsSync(twin))
      return asSource(twin);
    throw error;
  }
}

const asSource = (url) => ({ url: url.href, format: 'module', shortCircuit: true });

/** The .ts file a .js specifier given as a file: URL, an absolute path or a relative path would name. */
function typeScriptTwin(specifier, parent) {
  if (!specifier.endsWith('.js')) return undefined;
  const ts = `${specifier.slice(0, -3)}.ts`;
  if (specifier.startsWith('file:')) return new URL(ts);
  if (path.isAbsolute(specifier)) return pathToFileURL(ts);
  return parent ? new URL(ts, parent) : undefined;
}

export async function load(url, context, nextLoad) {
  if (!isSource(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const text = readFileSync(file, 'utf8');
  const key = createHash('sha256').update(TRANSFORM_KEY).update(file).update('\0').update(text);
  const cached = path.join(cacheFolder, `${key.digest('hex')}.js`);
  let source;
  try {
    source = readFileSync(cached, 'utf8');
  } catch {
    esbuild ??= await import('esbuild');
    ({ code: source } = await esbuild.transform(text, { ...TRANSFORM, sourcefile: file }));
    keep(cached, source);
  }
  return { format: 'module', source, shortCircuit: true };
}

/** Keeps a transform for the next process; one that cannot be kept (a read-only checkout) is transformed again. */
function keep(cached, source) {
  // Written aside and renamed: a process reading the same file at the same moment sees all of it or none.
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    mkdirSync(cacheFolder, { recursive: true });
    writeFileSync(partial, source);
    renameSync(partial, cached);
  } catch {
    rmSync(partial, { force: true });
  }
}
