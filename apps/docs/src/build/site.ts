// Builds the whole site from the contract model: one page per operation and per event, the two
// indexes, delivery rules, gaps register, getting started, install, changelog and search; the style, one bundled script and
// the search index. Nothing on any page is fetched from outside the site.
import { mkdir, readFile, rm, stat, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import type { ContractModel } from '@trs/codegen';
import { packageDir as defaultPackageDir, repoRoot as defaultRepoRoot } from '../paths.js';
import { siteContext, type PageContext, type SiteContext } from './context.js';
import { createLinker } from './linker.js';
import { contractModel } from './model.js';
import { eventPage, operationPage, pages } from './links.js';
import { changelogHtml } from './pages/changelog.js';
import { cliHtml } from './pages/cli.js';
import { deliveryHtml } from './pages/delivery.js';
import { eventPageHtml } from './pages/event.js';
import { gapsHtml } from './pages/gaps.js';
import { guideHtml } from './pages/guide.js';
import { homeHtml } from './pages/home.js';
import { installHtml } from './pages/install.js';
import { receiverDownHtml } from './pages/receiver-down.js';
import { verifyHtml } from './pages/verify.js';
import { eventsIndexHtml, restIndexHtml } from './pages/indexes.js';
import { searchHtml } from './pages/misc.js';
import { operationPageHtml } from './pages/operation.js';
import { searchDocuments, searchIndexJson } from './search-index.js';
import { readSources } from './sources.js';

export interface BuildOptions {
  /** The folder to write the site into (emptied first). */
  outDir: string;
  /** The contract model to render (default: loadModel() of @trs/codegen, the bundled contract in spec/dist). */
  model?: ContractModel;
  /** The repository root, for the webhooks README and the changesets. */
  repoRoot?: string;
  /** apps/docs, for content/, examples/, assets/ and the browser script. */
  packageDir?: string;
  /** Baked into config.js: the sandbox page to link to (a server can still override config.js). */
  sandboxUrl?: string | null;
}

export interface BuildResult {
  outDir: string;
  /** Every HTML page, relative to outDir. */
  pages: string[];
  files: number;
  /** Total size of every file written. */
  bytes: number;
  searchDocuments: number;
}

/** The content of config.js: what a server knows at run time (the sandbox's page), read by the site script. */
export function configScript(config: { sandboxUrl?: string | null }): string {
  return `window.TRS_DOCS_CONFIG = ${JSON.stringify({ sandboxUrl: config.sandboxUrl ?? null })};\n`;
}

async function bundleScript(packageDir: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(packageDir, 'src', 'browser', 'site.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

async function folderBytes(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const model = options.model ?? (await contractModel());
  const packageDir = options.packageDir ?? defaultPackageDir;
  const sources = await readSources(options.repoRoot ?? defaultRepoRoot, packageDir);
  const site: SiteContext = siteContext(model, createLinker(model), sources);
  const at = (from: string): PageContext => ({ ...site, from });
  const content = (name: string) => readFile(path.join(packageDir, 'content', name), 'utf8');

  const output = new Map<string, string | Uint8Array>();
  output.set(pages.home, homeHtml(at(pages.home), await content('home.md')));
  output.set(pages.guide, await guideHtml(at(pages.guide), await content('getting-started.md')));
  output.set(pages.install, installHtml(at(pages.install), await content('install.md')));
  output.set(pages.verify, verifyHtml(at(pages.verify), await content('verify.md')));
  output.set(pages.receiverDown, receiverDownHtml(at(pages.receiverDown), await content('receiver-down.md')));
  output.set(pages.rest, restIndexHtml(at(pages.rest)));
  for (const operation of model.operations) {
    const page = operationPage(operation.operationId);
    output.set(page, operationPageHtml(operation, at(page)));
  }
  output.set(pages.events, eventsIndexHtml(at(pages.events)));
  for (const message of model.messages) {
    const page = eventPage(message.name);
    output.set(page, eventPageHtml(message, at(page)));
  }
  output.set(pages.delivery, deliveryHtml(at(pages.delivery)));
  output.set(pages.gaps, gapsHtml(at(pages.gaps)));
  output.set(pages.changelog, changelogHtml(at(pages.changelog)));
  output.set(pages.search, searchHtml(at(pages.search)));
  output.set(pages.cli, cliHtml(at(pages.cli)));

  const documents = searchDocuments(site);
  output.set('search-index.json', searchIndexJson(documents));
  output.set('config.js', configScript({ sandboxUrl: options.sandboxUrl ?? null }));
  output.set('assets/site.js', await bundleScript(packageDir));
  for (const asset of ['style.css', 'favicon.svg']) {
    output.set(`assets/${asset}`, await readFile(path.join(packageDir, 'assets', asset)));
  }

  await rm(options.outDir, { recursive: true, force: true });
  for (const [file, data] of output) {
    const target = path.join(options.outDir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  }
  const { files, bytes } = await folderBytes(options.outDir);
  return {
    outDir: options.outDir,
    pages: [...output.keys()].filter((file) => file.endsWith('.html')),
    files,
    bytes,
    searchDocuments: documents.length,
  };
}
