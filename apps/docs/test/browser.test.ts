// The site in headless Chromium (Debian's, through playwright-core and the testkit's launcher), as a reader uses it:
// every page reachable from the home page loads with no console error and no request leaving the site, every link
// between pages resolves (anchors included), every operation and event of the contract (enumerated from spec/dist
// through the contract model) shows with each of its examples, REST and event pages link to each other, search finds a
// field by its provider spelling, and the sandbox link appears when the server knows a sandbox. Screenshots of the home
// page, one operation and one event go to test-artifacts/docs/ for a person to look at.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadModel, type Example } from '@trs/codegen';
import { launchBrowser, repoRoot, type Browser } from '@trs/testkit';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDocs, type BuildResult, type DocsServer } from '../src/index.js';
import { buildTemporarySite } from './support.js';

const SANDBOX_PAGE = 'http://127.0.0.1:4010/_sandbox/';
const model = await loadModel();
let site: BuildResult;
let server: DocsServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildTemporarySite();
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

/** The JSON of each example figure of a section: name → parsed value. */
async function shownExamples(page: Page, section: string): Promise<Record<string, unknown>> {
  const figures = page.locator(`figure.example[data-for="${section}"]`);
  const shown: Record<string, unknown> = {};
  for (const figure of await figures.all()) {
    const name = (await figure.getAttribute('data-example'))!;
    const code = figure.locator('pre code');
    const text = (await code.textContent())!;
    // JSON bodies show as JSON; another content type (the PDF of a report) shows its text as is.
    shown[name] = (await code.getAttribute('class'))!.includes('language-json') ? JSON.parse(text) : text;
  }
  return shown;
}

const byName = (examples: readonly Example[]) => Object.fromEntries(examples.map((e) => [e.name, e.value ?? null]));

describe('the whole site, page by page', () => {
  it('every page loads with no console error and no request leaving the site, and every internal link resolves', async () => {
    const { page, visit } = await watchedPage();
    const queue = [pageUrl('index.html')];
    const visited = new Map<string, Set<string>>(); // page → ids on it
    const links: { from: string; to: string }[] = [];
    while (queue.length) {
      const url = queue.shift()!;
      const key = url.split('#')[0]!.split('?')[0]!;
      if (visited.has(key)) continue;
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status(), url).toBe(200);
      const found = await page.evaluate(() => ({
        ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
        hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      }));
      visited.set(key, new Set(found.ids));
      for (const to of found.hrefs) {
        if (!to.startsWith(server.url)) continue;
        links.push({ from: key, to });
        queue.push(to);
      }
    }
    // Every page of the build is reachable by following links from the home page.
    expect([...visited.keys()].map((u) => u.slice(server.url.length)).sort()).toEqual([...site.pages].sort());
    for (const { from, to } of links) {
      const [target, anchor] = to.split('#') as [string, string | undefined];
      const ids = visited.get(target.split('?')[0]!);
      expect(ids, `${from} links to ${to}`).toBeDefined();
      if (anchor) expect(ids!.has(decodeURIComponent(anchor)), `${from} links to a missing anchor: ${to}`).toBe(true);
    }
    expect(visit.problems).toEqual([]);
    expect(visit.failed).toEqual([]);
    expect(visit.outside).toEqual([]);
    await page.close();
  });
});

describe('the reference, against the contract', () => {
  it('every operation shows its method, path, parameters and every example of its body and answers, and links to the events it raises', async () => {
    const { page, visit } = await watchedPage();
    for (const operation of model.operations) {
      await page.goto(pageUrl(`rest/${operation.operationId}.html`));
      expect(await page.locator('h1').innerText()).toBe(operation.summary);
      const endpoint = (await page.locator('.page-head .endpoint').textContent())!.replace(/\s+/g, ' ').trim();
      expect(endpoint).toBe(`${operation.method} ${operation.path}`);
      for (const parameter of operation.parameters) {
        expect(await page.locator(`[id="parameter.${parameter.name}"]`).count(), parameter.name).toBe(1);
      }
      if (operation.requestBody) {
        expect(await shownExamples(page, 'request'), operation.operationId).toEqual(
          byName(operation.requestBody.examples),
        );
      }
      for (const answer of operation.responses) {
        expect(await page.locator(`[id="response-${answer.status}"]`).count()).toBe(1);
        expect(
          await shownExamples(page, `response-${answer.status}`),
          `${operation.operationId} ${answer.status}`,
        ).toEqual(byName(answer.examples));
      }
      const raised = await page.locator('#webhooks a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(raised.filter((href) => href!.startsWith('../events/'))).toEqual(
        operation.raises.map((name) => `../events/${name}.html`),
      );
    }
    expect(visit.problems).toEqual([]);
    await page.close();
  });

  it('every event shows when it is raised, who raises it, how it is recognised, its keys, every field and example', async () => {
    const { page, visit } = await watchedPage();
    for (const message of model.messages) {
      await page.goto(pageUrl(`events/${message.name}.html`));
      expect(await page.locator('h1').innerText()).toBe(message.title);
      expect(await shownExamples(page, 'payload'), message.name).toEqual(byName(message.examples));
      const fields = await page
        .locator('#payload .field')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-pointer')));
      expect(fields).toEqual(message.fields.map((f) => f.pointer));
      const receiving = await page.locator('#receiving').innerText();
      for (const pointer of message.idempotencyKey) expect(receiving).toContain(pointer);
      if (message.dispatch.kind === 'rule')
        for (const condition of message.dispatch.when) expect(receiving).toContain(condition.pointer);
      else expect(receiving).toContain(`equals "${message.dispatch.topic}"`);
      expect(receiving).toContain(message.ignored ? 'Ignored.' : `receiver.on('${message.name}', handler)`);
      const backLinks = await page.locator('#raised a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(backLinks.filter((href) => href!.startsWith('../rest/'))).toEqual(
        model.operations.filter((o) => o.raises.includes(message.name)).map((o) => `../rest/${o.operationId}.html`),
      );
    }
    expect(visit.problems).toEqual([]);
    await page.close();
  });

  it('shows the known codes of an open code: documentType 0 to 30 on the document event', async () => {
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

describe('reading it', () => {
  it('search finds a field by its provider spelling and takes the reader to it', async () => {
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
    await expect.poll(() => field.evaluate((e) => e.matches(':target'))).toBe(true);
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

  it('search finds an event and a page by plain words, and counts one result in the singular', async () => {
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

  it('links to the sandbox page when the server knows one, and not otherwise', async () => {
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

  it('writes screenshots of the home page, one operation and one event to test-artifacts/docs/', async () => {
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
