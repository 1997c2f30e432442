// The site in headless Chromium (Debian's, through playwright-core and the testkit's launcher), as a reader uses it:
// every page reachable from the home page loads with no console error and no request leaving the site, every link
// between pages resolves (anchors included), every operation and event of the contract (enumerated from spec/dist
// through the contract model) shows with each of its examples, REST and event pages link to each other, search finds a
// field by its provider spelling, and the sandbox link appears when the server knows a sandbox. Screenshots of the home
// page, one operation and one event go to test-artifacts/docs/ for a person to look at.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadModel, type Example } from '@trs/codegen/model';
import { launchBrowser, repoRoot, WAIT_DEADLINE_MS, type Browser } from '@trs/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { serveDocs, type BuildResult, type DocsServer } from '../src/index.js';
import { builtSite, eachConcurrently } from './support.js';

const SANDBOX_PAGE = 'http://127.0.0.1:4010/_sandbox/';
/** How many pages the crawl loads at once, each in a tab of its own. */
const CRAWL_TABS = 3;
const model = await loadModel();
let site: BuildResult;
let server: DocsServer;
let browser: Browser;

beforeAll(async () => {
  site = await builtSite();
  server = await serveDocs({ dir: site.outDir, sandboxUrl: SANDBOX_PAGE });
  browser = await launchBrowser({ viewport: { width: 1400, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  problems: string[];
  outside: string[];
  failed: string[];
}

/** A page that records every console error or warning, page error, request outside the site and failed request. */
async function watchedPage(): Promise<{ page: Page; visit: Visit }> {
  const page = await browser.newPage();
  // The tests' tabs load side by side: on a saturated machine a load may take longer than Playwright's 30 s default.
  page.setDefaultTimeout(WAIT_DEADLINE_MS);
  const visit: Visit = { problems: [], outside: [], failed: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      visit.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => visit.problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) visit.outside.push(request.url());
  });
  page.on('requestfailed', (request) => {
    // Leaving a page aborts what it still loads (its icon): that is the test navigating, not a failure of the site.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      visit.failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) visit.failed.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return { page, visit };
}

const pageUrl = (file: string) => new URL(file, server.url).href;

/**
 * What a reference page shows, read in one round trip to the browser (a locator call per element cost more than the
 * page's load). As with a Playwright locator, an element read by `one` must be the only one its selector matches.
 */
interface ShownPage {
  h1: string;
  /** `.page-head .endpoint` (operation pages). */
  endpoint: string | null;
  /** How many elements have each id asked for. */
  idCounts: Record<string, number>;
  /** Each example figure of each section asked for: name → the text of its code and whether it is JSON. */
  examples: Record<string, Record<string, { text: string; json: boolean }>>;
  /** `data-pointer` of each `#payload .field` (event pages). */
  fields: (string | null)[];
  /** `#receiving` (event pages). */
  receiving: string | null;
  /** `href` of each link of `#webhooks` (operation pages) or `#raised` (event pages). */
  links: (string | null)[];
}

async function shownPage(
  page: Page,
  kind: 'operation' | 'event',
  ids: string[],
  sections: string[],
): Promise<ShownPage> {
  return page.evaluate(
    ({ kind, ids, sections }) => {
      const one = (selector: string, root: ParentNode = document) => {
        const found = root.querySelectorAll(selector);
        if (found.length !== 1) throw new Error(`${found.length} elements match ${selector}, not one`);
        return found[0] as HTMLElement;
      };
      const all = (selector: string) => [...document.querySelectorAll(selector)];
      return {
        h1: one('h1').innerText,
        endpoint: kind === 'operation' ? one('.page-head .endpoint').textContent : null,
        idCounts: Object.fromEntries(ids.map((id) => [id, all(`[id="${id}"]`).length])),
        examples: Object.fromEntries(
          sections.map((section) => [
            section,
            Object.fromEntries(
              all(`figure.example[data-for="${section}"]`).map((figure) => {
                const code = one('pre code', figure);
                return [
                  figure.getAttribute('data-example')!,
                  { text: code.textContent, json: code.getAttribute('class')!.includes('language-json') },
                ];
              }),
            ),
          ]),
        ),
        fields: kind === 'event' ? all('#payload .field').map((e) => e.getAttribute('data-pointer')) : [],
        receiving: kind === 'event' ? one('#receiving').innerText : null,
        links: all(kind === 'operation' ? '#webhooks a' : '#raised a').map((a) => a.getAttribute('href')),
      };
    },
    { kind, ids, sections },
  );
}

/** The examples of a section as the page shows them: name → parsed value (another content type, its text as is). */
const shownExamples = (shown: ShownPage, section: string): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(shown.examples[section] ?? {}).map(([name, { text, json }]) => [
      name,
      json ? (JSON.parse(text) as unknown) : text,
    ]),
  );

const byName = (examples: readonly Example[]) => Object.fromEntries(examples.map((e) => [e.name, e.value ?? null]));

/** What to read of a reference page: the ids to count and the sections whose examples to read. */
interface Reading {
  kind: 'operation' | 'event';
  ids: string[];
  sections: string[];
}

const responseIds = (operation: (typeof model.operations)[number]) =>
  operation.responses.map((answer) => `response-${answer.status}`);

/** The reference pages, each with what the tests read of it. */
const READINGS = new Map<string, Reading>([
  ...model.operations.map((operation): [string, Reading] => [
    `rest/${operation.operationId}.html`,
    {
      kind: 'operation',
      ids: [...operation.parameters.map((parameter) => `parameter.${parameter.name}`), ...responseIds(operation)],
      sections: [...(operation.requestBody ? ['request'] : []), ...responseIds(operation)],
    },
  ]),
  ...model.messages.map((message): [string, Reading] => [
    `events/${message.name}.html`,
    { kind: 'event', ids: [], sections: ['payload'] },
  ]),
]);

interface Crawl {
  /** Each page loaded (its URL without anchor or query) → its status, its ids and, for a reference page, what it shows. */
  pages: Map<string, { status: number | undefined; ids: Set<string>; shown?: ShownPage }>;
  links: { from: string; to: string }[];
  /** What the tabs recorded over the whole crawl. */
  visits: Visit[];
}

/**
 * Every page reachable from the home page, loaded once in CRAWL_TABS tabs and read: the crawl's test checks the pages
 * and links, the reference's tests what each reference page shows (they loaded each page again before).
 */
async function crawlSite(): Promise<Crawl> {
  const tabs = await Promise.all(Array.from({ length: CRAWL_TABS }, watchedPage));
  const free = tabs.map((tab) => tab.page);
  const pages: Crawl['pages'] = new Map();
  const links: Crawl['links'] = [];
  // Breadth first, a level at a time: each page the last level links to that no level has loaded yet, at the first
  // link to it (its anchor and query as that link has them).
  let level = [pageUrl('index.html')];
  while (level.length) {
    const next: string[] = [];
    const firstLinks = new Map<string, string>(); // page → the URL loaded for it
    for (const url of level) {
      const key = url.split('#')[0]!.split('?')[0]!;
      if (!pages.has(key) && !firstLinks.has(key)) firstLinks.set(key, url);
    }
    for (const key of firstLinks.keys()) pages.set(key, { status: undefined, ids: new Set() });
    await eachConcurrently([...firstLinks], CRAWL_TABS, async ([key, url]) => {
      const page = free.pop()!;
      try {
        const response = await page.goto(url, { waitUntil: 'load' });
        const found = await page.evaluate(() => ({
          ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
          hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
        }));
        const reading = READINGS.get(key.slice(server.url.length));
        pages.set(key, {
          status: response?.status(),
          ids: new Set(found.ids),
          shown: reading && (await shownPage(page, reading.kind, reading.ids, reading.sections)),
        });
        for (const to of found.hrefs) {
          if (!to.startsWith(server.url)) continue;
          links.push({ from: key, to });
          next.push(to);
        }
      } finally {
        free.push(page);
      }
    });
    level = next;
  }
  await Promise.all(tabs.map(({ page }) => page.close()));
  return { pages, links, visits: tabs.map(({ visit }) => visit) };
}

let crawling: Promise<Crawl> | undefined;
/** The crawl, made once for the tests that need it. */
const crawl = () => (crawling ??= crawlSite());

/** What a reference page showed the crawl; it must have been loaded. */
function shownOn(crawled: Crawl, file: string, expect: ExpectStatic): ShownPage {
  const shown = crawled.pages.get(pageUrl(file))?.shown;
  expect(shown, `${file} was not reached from the home page`).toBeDefined();
  return shown!;
}

// The tests of this file side by side, each in a tab of its own: each waits on the browser most of its time.
describe.concurrent('the whole site, page by page', () => {
  it('every page loads with no console error and no request leaving the site, and every internal link resolves', async ({
    expect,
  }) => {
    const { pages, links, visits } = await crawl();
    for (const [url, { status }] of pages) expect(status, url).toBe(200);
    // Every page of the build is reachable by following links from the home page.
    expect([...pages.keys()].map((u) => u.slice(server.url.length)).sort()).toEqual([...site.pages].sort());
    for (const { from, to } of links) {
      const [target, anchor] = to.split('#') as [string, string | undefined];
      const ids = pages.get(target.split('?')[0]!)?.ids;
      expect(ids, `${from} links to ${to}`).toBeDefined();
      if (anchor) expect(ids!.has(decodeURIComponent(anchor)), `${from} links to a missing anchor: ${to}`).toBe(true);
    }
    for (const visit of visits) {
      expect(visit.problems).toEqual([]);
      expect(visit.failed).toEqual([]);
      expect(visit.outside).toEqual([]);
    }
  });
});

describe.concurrent('the reference, against the contract', () => {
  it('every operation shows its method, path, parameters and every example of its body and answers, and links to the events it raises', async ({
    expect,
  }) => {
    const crawled = await crawl();
    for (const operation of model.operations) {
      const shown = shownOn(crawled, `rest/${operation.operationId}.html`, expect);
      expect(shown.h1).toBe(operation.summary);
      const endpoint = shown.endpoint!.replace(/\s+/g, ' ').trim();
      expect(endpoint).toBe(`${operation.method} ${operation.path}`);
      for (const parameter of operation.parameters) {
        expect(shown.idCounts[`parameter.${parameter.name}`], parameter.name).toBe(1);
      }
      if (operation.requestBody) {
        expect(shownExamples(shown, 'request'), operation.operationId).toEqual(byName(operation.requestBody.examples));
      }
      for (const answer of operation.responses) {
        expect(shown.idCounts[`response-${answer.status}`]).toBe(1);
        expect(shownExamples(shown, `response-${answer.status}`), `${operation.operationId} ${answer.status}`).toEqual(
          byName(answer.examples),
        );
      }
      expect(shown.links.filter((href) => href!.startsWith('../events/'))).toEqual(
        operation.raises.map((name) => `../events/${name}.html`),
      );
    }
    for (const visit of crawled.visits) expect(visit.problems).toEqual([]);
  });

  it('every event shows when it is raised, who raises it, how it is recognised, its keys, every field and example', async ({
    expect,
  }) => {
    const crawled = await crawl();
    for (const message of model.messages) {
      const shown = shownOn(crawled, `events/${message.name}.html`, expect);
      expect(shown.h1).toBe(message.title);
      expect(shownExamples(shown, 'payload'), message.name).toEqual(byName(message.examples));
      expect(shown.fields).toEqual(message.fields.map((f) => f.pointer));
      const receiving = shown.receiving!;
      for (const pointer of message.idempotencyKey) expect(receiving).toContain(pointer);
      if (message.dispatch.kind === 'rule')
        for (const condition of message.dispatch.when) expect(receiving).toContain(condition.pointer);
      else expect(receiving).toContain(`equals "${message.dispatch.topic}"`);
      expect(receiving).toContain(message.ignored ? 'Ignored.' : `receiver.on('${message.name}', handler)`);
      expect(shown.links.filter((href) => href!.startsWith('../rest/'))).toEqual(
        model.operations.filter((o) => o.raises.includes(message.name)).map((o) => `../rest/${o.operationId}.html`),
      );
    }
    for (const visit of crawled.visits) expect(visit.problems).toEqual([]);
  });

  it('shows the known codes of an open code: documentType 0 to 30 on the document event', async ({ expect }) => {
    const { page } = await watchedPage();
    await page.goto(pageUrl('events/uploadPartnerDocument.html'));
    const documentType = page.locator('[id="payload.data.documentType"]');
    const codes = await documentType.locator('.codes-list dt').allInnerTexts();
    const want = model.messages
      .find((m) => m.name === 'uploadPartnerDocument')!
      .fields.find((f) => f.pointer === '/data/documentType')!.codes!;
    expect(codes).toEqual(Object.keys(want));
    expect(codes).toContain('30');
    expect(await documentType.innerText()).toContain('Withdrawal notice');
    await page.close();
  });
});

describe.concurrent('reading it', () => {
  it('search finds a field by its provider spelling and takes the reader to it', async ({ expect }) => {
    const { page, visit } = await watchedPage();
    await page.goto(pageUrl('index.html'));
    await page.keyboard.press('/');
    await page.keyboard.type('HowWillTheProperyBeManaged');
    const first = page.locator('.search-results a.search-hit').first();
    await first.waitFor();
    expect(await first.locator('.hit-title').innerText()).toBe('HowWillTheProperyBeManaged');
    const target = (await first.getAttribute('href'))!;
    expect(target).toMatch(/^rest\/\w+\.html#(request|response-200)\.RentalDetails\.HowWillTheProperyBeManaged$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(pageUrl(target));
    const field = page.locator(`[id="${target.split('#')[1]}"]`);
    await expect.poll(() => field.evaluate((e) => e.matches(':target')), { timeout: WAIT_DEADLINE_MS }).toBe(true);
    expect(await field.innerText()).toContain('3\nManaged');

    await page.goto(pageUrl('search.html?q=documentType'));
    const hits = page.locator('.search-list a.search-hit');
    await hits.first().waitFor();
    expect(await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(
      'events/uploadPartnerDocument.html#payload.data.documentType',
    );
    expect(visit.problems).toEqual([]);
    expect(visit.outside).toEqual([]);
    await page.close();
  });

  it('search finds an event and a page by plain words, and counts one result in the singular', async ({ expect }) => {
    const { page, visit } = await watchedPage();
    await page.goto(pageUrl('search.html?q=report%20ready'));
    const hits = page.locator('.search-list a.search-hit');
    await hits.first().waitFor();
    expect(await hits.first().getAttribute('href')).toBe('events/reportAvailable.html');
    await page.goto(pageUrl('search.html?q=webhook%20retry'));
    await hits.first().waitFor();
    expect(await hits.first().getAttribute('href')).toBe('delivery.html');
    await page.goto(pageUrl('search.html?q=quickstart'));
    await hits.first().waitFor();
    expect(await hits.count()).toBe(1);
    expect(await page.locator('.search-status').innerText()).toBe('1 result for “quickstart”');
    expect(visit.problems).toEqual([]);
    await page.close();
  });

  it('links to the sandbox page when the server knows one, and not otherwise', async ({ expect }) => {
    const { page } = await watchedPage();
    await page.goto(pageUrl('index.html'));
    const link = page.locator('header a.sandbox-link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(SANDBOX_PAGE);
    const alone = await serveDocs({ dir: site.outDir });
    try {
      await page.goto(new URL('index.html', alone.url).href);
      await page.waitForLoadState('load');
      expect(await page.locator('header a.sandbox-link').isVisible()).toBe(false);
    } finally {
      await alone.close();
    }
    await page.close();
  });

  it('writes screenshots of the home page, one operation and one event to test-artifacts/docs/', async ({ expect }) => {
    const artifacts = path.join(repoRoot, 'test-artifacts', 'docs');
    await mkdir(artifacts, { recursive: true });
    const { page, visit } = await watchedPage();
    for (const [file, name] of [
      ['index.html', 'home'],
      ['rest/createTenancy.html', 'operation-createTenancy'],
      ['events/reportAvailable.html', 'event-reportAvailable'],
    ] as const) {
      await page.goto(pageUrl(file));
      await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
      await page.screenshot({ path: path.join(artifacts, `${name}-full.png`), fullPage: true });
    }
    expect(visit.problems).toEqual([]);
    await page.close();
  });
});
