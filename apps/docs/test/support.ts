// Shared by the docs tests: a fresh build of the site into a temporary folder, and reading its pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { buildSite, type BuildOptions, type BuildResult } from '../src/index.js';

export async function buildTemporarySite(options: Omit<BuildOptions, 'outDir'> = {}): Promise<BuildResult> {
  const dir = await tempDir('trs-docs-');
  return buildSite({ ...options, outDir: path.join(dir, 'site') });
}

export const readPage = (site: BuildResult, page: string) => readFile(path.join(site.outDir, page), 'utf8');

/** An HTML fragment's characters: tags dropped, the entities of the site's escaping decoded, whitespace kept. */
export function decode(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, code: string) =>
      String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
    )
    .replace(/&amp;/g, '&');
}

/** The text of an HTML fragment as a reader sees it: decoded, runs of whitespace as one space. */
export const textOf = (fragment: string): string => decode(fragment).replace(/\s+/g, ' ');
