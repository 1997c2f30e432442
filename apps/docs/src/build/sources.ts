// What the site reads besides the contract model: the status-code table of @trs/webhooks (the section of its README),
// the getting-started example files (included verbatim, or one marked region of them), and the contract's changelog
// (released entries of spec/CHANGELOG.md, pending changesets that bump @trs/spec).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import parseModule from '@changesets/parse';
import { DocsError } from '../errors.js';

// A CommonJS module: Node hands its exports object over as the default.
const parseChangeset: typeof parseModule =
  (parseModule as typeof parseModule & { default?: typeof parseModule }).default ?? parseModule;

export interface Sources {
  /** The `## Status codes` section of packages/webhooks/README.md, as Markdown (table and prose). */
  readonly webhookStatusCodes: string;
  /** spec/CHANGELOG.md, when a release wrote one. */
  readonly releasedChangelog: string | null;
  /** Pending changesets that bump @trs/spec. */
  readonly pendingChanges: readonly { file: string; bump: string; summary: string }[];
  /** Reads an example file (or one region of it) for the getting-started page. */
  readonly include: (file: string, region?: string) => Promise<string>;
}

export const WEBHOOKS_README = 'packages/webhooks/README.md';
export const SPEC_CHANGELOG = 'spec/CHANGELOG.md';
export const CHANGESETS = '.changeset';

/** The section under `heading` (a level-2 Markdown heading) up to the next level-2 heading. */
export function markdownSection(text: string, heading: string): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return null;
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/**
 * The lines between `// #region name` and `// #endregion name` (`# #region name` in a shell script); region markers
 * never show.
 */
export function codeRegion(code: string, region: string | undefined, file: string): string {
  const comment = file.endsWith('.sh') ? '#' : '//';
  const isMarker = (line: string) =>
    line.trim().startsWith(`${comment} #region`) || line.trim().startsWith(`${comment} #endregion`);
  const lines = code.replace(/\s+$/, '').split('\n');
  if (!region) return lines.filter((line) => !isMarker(line)).join('\n');
  const start = lines.findIndex((line) => line.trim() === `${comment} #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `${comment} #endregion ${region}`);
  if (start < 0 || end < 0) {
    throw new DocsError(
      'TRS_DOCS_SOURCE_MISSING',
      `${file} has no region "${region}" (${comment} #region ${region} … ${comment} #endregion ${region}): add it, or correct the include`,
      { file },
    );
  }
  const body = lines.slice(start + 1, end).filter((line) => !isMarker(line));
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  return body.map((line) => line.slice(indent)).join('\n');
}

export async function readSources(root: string, packageDir: string): Promise<Sources> {
  const readme = path.join(root, WEBHOOKS_README);
  // The README marks its generated table with HTML comments, which the site's Markdown would show as a row.
  const section = existsSync(readme) ? markdownSection(await readFile(readme, 'utf8'), 'Status codes') : null;
  const statusCodes = section?.replace(/^<!--.*-->\n?/gm, '') ?? null;
  if (!statusCodes || !/^\|.*\|\s*$/m.test(statusCodes)) {
    throw new DocsError(
      'TRS_DOCS_SOURCE_MISSING',
      `${WEBHOOKS_README} has no "## Status codes" section with a table: the delivery page shows that table beside the provider's rules`,
      { file: WEBHOOKS_README },
    );
  }

  const changelogFile = path.join(root, SPEC_CHANGELOG);
  const releasedChangelog = existsSync(changelogFile) ? await readFile(changelogFile, 'utf8') : null;

  const folder = path.join(root, CHANGESETS);
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
    .sort();
  const pendingChanges: { file: string; bump: string; summary: string }[] = [];
  for (const file of files) {
    const { releases, summary } = parseChangeset(await readFile(path.join(folder, file), 'utf8'));
    const spec = releases.find((release) => release.name === '@trs/spec');
    if (spec) pendingChanges.push({ file: `${CHANGESETS}/${file}`, bump: spec.type, summary });
  }

  return {
    webhookStatusCodes: statusCodes,
    releasedChangelog,
    pendingChanges,
    async include(file, region) {
      const full = path.resolve(packageDir, file);
      if (!full.startsWith(packageDir + path.sep) || !existsSync(full)) {
        throw new DocsError('TRS_DOCS_SOURCE_MISSING', `cannot include ${file}: no such file in apps/docs`, { file });
      }
      return codeRegion(await readFile(full, 'utf8'), region, file);
    },
  };
}
