// Shared by the docs tests: the site as built for the run, a fresh build of the site into a temporary folder, and
// reading its pages.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { inject } from 'vitest';
import { buildSite, type BuildOptions, type BuildResult } from '../src/index.js';

export async function buildTemporarySite(options: Omit<BuildOptions, 'outDir'> = {}): Promise<BuildResult> {
  const dir = await tempDir('trs-docs-');
  return buildSite({ ...options, outDir: path.join(dir, 'site') });
}

/**
 * The site built with the default inputs, for tests that only read it: the one global-setup.ts built for this run,
 * or, where the run has none (a file run from another folder's configuration), one built for this file.
 */
export async function builtSite(): Promise<BuildResult> {
  return inject('docsSite') ?? buildTemporarySite();
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

/** Runs `task` for each item, at most `limit` at once; fails with the first failure once the tasks started have ended. */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed) {
      const item = items[next++]!;
      await task(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, lane));
  const failure = lanes.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
  if (failure) throw failure.reason;
}
