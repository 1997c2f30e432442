// The search index as the browser loads it (searchIndexJson, queried with the browser's options): events and pages
// are found by the words a reader types, not only the contract's names; the results line counts in words.
import { loadModel } from '@trs/codegen/model';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteContext } from '../src/build/context.js';
import { createLinker } from '../src/build/linker.js';
import { searchDocuments, searchIndexJson } from '../src/build/search-index.js';
import { readSources } from '../src/build/sources.js';
import { packageDir, repoRoot } from '../src/paths.js';
import { resultsLine, searchIndexOptions, type SearchDocument } from '../src/search-options.js';

let index: MiniSearch<SearchDocument>;
const urls = (query: string) => index.search(query).map((hit) => hit.url as string);

beforeAll(async () => {
  const model = await loadModel();
  const site = siteContext(model, createLinker(model), await readSources(repoRoot, packageDir));
  index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(searchDocuments(site)), searchIndexOptions);
});

describe('search by plain words', () => {
  it('"report ready" finds Report available first', () => {
    expect(urls('report ready')[0]).toBe('events/reportAvailable.html');
  });

  it('"webhook retry" finds the delivery rules first', () => {
    expect(urls('webhook retry')[0]).toBe('delivery.html');
  });

  it('still finds a field by its provider spelling, and the CLI reference by "cli"', () => {
    expect(urls('HowWillTheProperyBeManaged')[0]).toMatch(/\.RentalDetails\.HowWillTheProperyBeManaged$/);
    expect(urls('cli')).toContain('cli.html');
  });
});

describe('the results line', () => {
  it('says "1 result", "2 results", "100+ results" and nothing found', () => {
    expect(resultsLine(1, 'x', 100)).toBe('1 result for “x”');
    expect(resultsLine(2, 'x', 100)).toBe('2 results for “x”');
    expect(resultsLine(100, 'x', 100)).toBe('100+ results for “x”');
    expect(resultsLine(0, 'x', 100)).toBe('Nothing found for “x”.');
  });
});
