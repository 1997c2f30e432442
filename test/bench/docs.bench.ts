// The docs site: how long a build of the whole site takes and how much a reader downloads, against Redocly's
// build-docs --inlineBundle of the OpenAPI document (the REST reference alone, on one self-contained page) in the
// same run. Reported, no goal.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@trs/codegen';
import { buildSite } from '@trs/docs';
import { median, type BenchSection } from './harness.js';

const execute = promisify(execFile);

/** What a reader's browser loads for one page: the HTML and the style and script it links (not the search index). */
async function pageWeight(siteDir: string, page: string): Promise<number> {
  const html = await readFile(path.join(siteDir, page), 'utf8');
  const linked = [...html.matchAll(/(?:href|src)="([^"#?]+\.(?:css|js|svg))"/g)].map((m) =>
    path.resolve(path.dirname(path.join(siteDir, page)), m[1]!),
  );
  let bytes = Buffer.byteLength(html);
  for (const file of new Set(linked)) bytes += (await stat(file)).size;
  return bytes;
}

export async function run(): Promise<BenchSection> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trs-docs-bench-'));
  try {
    const redocly = path.join(
      path.dirname(createRequire(path.join(repoRoot, 'spec', 'package.json')).resolve('@redocly/cli/package.json')),
      'bin',
      'cli.js',
    );
    const redoc = path.join(dir, 'redoc.html');
    const ours: number[] = [];
    const theirs: number[] = [];
    let site: Awaited<ReturnType<typeof buildSite>> | undefined;
    for (let round = 0; round < 3; round += 1) {
      let started = performance.now();
      site = await buildSite({ outDir: path.join(dir, 'site') });
      ours.push(performance.now() - started);
      started = performance.now();
      await execute(
        process.execPath,
        [
          redocly,
          'build-docs',
          path.join(repoRoot, 'spec', 'dist', 'openapi.json'),
          '--inlineBundle',
          '--output',
          redoc,
        ],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
        },
      );
      theirs.push(performance.now() - started);
    }
    const redocBytes = (await stat(redoc)).size;
    const weights = await Promise.all(site!.pages.map((page) => pageWeight(site!.outDir, page)));
    const index = (await stat(path.join(site!.outDir, 'search-index.json'))).size;
    const kib = (bytes: number) => bytes / 1024;
    const baselineBuild = {
      name: 'redocly build-docs --inlineBundle (REST only, one page)',
      value: median(theirs) / 1000,
    };
    const baselineWeight = { name: 'the Redocly page (REST only)', value: kib(redocBytes) };
    return {
      title: `Docs site: ${site!.pages.length} pages, ${site!.files} files, ${site!.searchDocuments} search entries (reported, no goal)`,
      figures: [
        {
          name: 'build of the whole site (median of 3)',
          value: median(ours) / 1000,
          unit: 's',
          baseline: baselineBuild,
        },
        {
          name: 'total weight of the site (every page, asset and the search index)',
          value: kib(site!.bytes),
          unit: 'KiB',
          baseline: baselineWeight,
        },
        {
          name: 'heaviest page as loaded (HTML, style, script)',
          value: kib(Math.max(...weights)),
          unit: 'KiB',
          baseline: baselineWeight,
        },
        { name: 'median page as loaded', value: kib(median(weights)), unit: 'KiB', baseline: baselineWeight },
        { name: 'search index (fetched once, on the first search)', value: kib(index), unit: 'KiB' },
      ],
      notes: [
        'The Redocly page covers the REST operations only; the site also has 22 event pages, the guide, the delivery rules and the register.',
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
