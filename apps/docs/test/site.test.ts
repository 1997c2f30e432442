// The built site, read as files: every page the contract calls for, the guide's code taken verbatim from the example
// files, the delivery page drawn from the contract's rules beside the webhooks README's table, the gaps register's
// links, the changelog's states, the escaping of contract text, and nothing that points outside the site.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commandTree } from '@trs/cli';
import { loadModel } from '@trs/codegen/model';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeRegion, markdownSection } from '../src/build/sources.js';
import { includesOf } from '../src/build/pages/guide.js';
import { DocsError, type BuildResult } from '../src/index.js';
import { packageDir, repoRoot } from '../src/paths.js';
import { buildTemporarySite, builtSite, decode, readPage, textOf } from './support.js';

const model = await loadModel();
let site: BuildResult;

beforeAll(async () => {
  site = await builtSite();
});

/** A repository root with only what the docs read besides the contract, to change one of them. */
async function fakeRoot(edit: (root: string) => Promise<void>): Promise<string> {
  const root = await tempDir('trs-docs-root-');
  await mkdir(path.join(root, 'packages', 'webhooks'), { recursive: true });
  await cp(
    path.join(repoRoot, 'packages', 'webhooks', 'README.md'),
    path.join(root, 'packages', 'webhooks', 'README.md'),
  );
  await edit(root);
  return root;
}

describe('the pages', () => {
  it('one page per operation and per event of the contract, and the guide pages', () => {
    const want = [
      ...model.operations.map((o) => `rest/${o.operationId}.html`),
      ...model.messages.map((m) => `events/${m.name}.html`),
      'index.html',
      'getting-started.html',
      'install.html',
      'verify.html',
      'receiver-down.html',
      'rest/index.html',
      'events/index.html',
      'delivery.html',
      'gaps.html',
      'changelog.html',
      'search.html',
      'cli.html',
    ];
    expect([...site.pages].sort()).toEqual(want.sort());
  });

  it('loads nothing from outside the site: no absolute URL in any src, href or url(), a CSP on every page', async () => {
    const files = (await readdir(site.outDir, { recursive: true })).filter((f) => /\.(html|css|js)$/.test(f));
    for (const file of files) {
      const text = await readFile(path.join(site.outDir, file), 'utf8');
      expect(text, file).not.toMatch(/\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
      expect(text, file).not.toMatch(/url\(\s*["']?(?:https?:)?\/\//i);
      expect(text, file).not.toMatch(/@import/);
      if (file.endsWith('.html'))
        expect(
          decode(text.replace(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/, '$1')),
          file,
        ).toContain("default-src 'self'; script-src 'self'; style-src 'self'");
    }
  });

  it('escapes the contract text: markup in a description shows as text', async () => {
    const [first, ...rest] = model.operations;
    const hostile = { ...first!, description: 'Watch <script>alert(1)</script> and <img src=x onerror=alert(2)>' };
    const built = await buildTemporarySite({ model: { ...model, operations: [hostile, ...rest] } });
    const page = await readPage(built, `rest/${hostile.operationId}.html`);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('an event page', () => {
  it("says of each field whether the provider always sends it, or when (the contract's x-sent-fields)", async () => {
    const field = async (event: string, pointer: string) => {
      const page = await readPage(site, `events/${event}.html`);
      const at = page.indexOf(`data-pointer="${pointer}"`);
      expect(at, `${event} ${pointer}`).toBeGreaterThan(-1);
      return textOf(page.slice(at, page.indexOf('</div>', at)));
    };
    expect(await field('createNewTenancy', '/data/partnerCustomerEmail')).toContain('always sent');
    expect(await field('uploadPartnerDocument', '/ApplicantId')).toContain(
      'sent when /data/documentType is one of 0, 23, 24, 25, 26',
    );
    expect(await field('updateApplicant', '/Applicant')).toContain('may be sent when /Status is "Completed"');
    expect(await field('rentIncreaseTribunalDecisionConfirmed', '/documentS3Key')).toContain('sometimes sent');
  });
});

describe('the getting-started guide', () => {
  it('shows code only from the example files, verbatim (one marked region, or the whole file)', async () => {
    const source = await readFile(path.join(packageDir, 'content', 'getting-started.md'), 'utf8');
    const includes = includesOf(source);
    expect(includes.length).toBeGreaterThan(5);
    const page = await readPage(site, 'getting-started.html');
    const figures = [
      ...page.matchAll(
        /<figure class="source" data-source="([^"]+)"\s*(?:data-region="([^"]+)")?>([\s\S]*?)<\/figure>/g,
      ),
    ];
    // Every code block of the page is such a figure: none was typed into the page.
    expect(page.match(/<pre/g)).toHaveLength(figures.length);
    for (const [, file, region, inner] of figures) {
      expect(file).toMatch(/^examples\/getting-started\/[\w-]+\.(ts|sh)$/);
      const code = decode(/<pre[^>]*><code[^>]*>([\s\S]*)<\/code><\/pre>/.exec(inner!)![1]!);
      const want = codeRegion(await readFile(path.join(packageDir, file!), 'utf8'), region, file!);
      expect(code, `${file}#${region}`).toBe(want);
    }
    const shown = new Set(figures.map(([, file, region]) => `${file}#${region ?? ''}`));
    for (const include of includes) expect(shown).toContain(`${include.file}#${include.region ?? ''}`);
  });

  it('names a missing region of an example file', () => {
    expect(() => codeRegion('const a = 1;\n', 'nothing', 'examples/x.ts')).toThrow(
      /examples\/x\.ts has no region "nothing"/,
    );
  });
});

describe('the delivery rules', () => {
  it('draw the provider timeline from the contract: every attempt, the cadence, the inner retries, dead at the end', async () => {
    const page = await readPage(site, 'delivery.html');
    // The data of x-delivery the timeline is drawn from.
    const rules = model.delivery.rules as {
      totalAttempts: number;
      firstAttemptTimeoutSeconds: number;
      retryIntervalSeconds: number;
      innerRetries: { maxRetries: number; statuses: number[] };
      permanentFailureExceptions: number[];
    };
    const attempts = [...page.matchAll(/data-attempt="(\d+)"/g)].map((m) => Number(m[1]));
    expect(attempts).toEqual(Array.from({ length: rules.totalAttempts }, (_, i) => i + 1));
    const text = textOf(page);
    expect(text).toContain(`${rules.firstAttemptTimeoutSeconds} s timeout`);
    expect(text).toContain(
      `up to ${rules.innerRetries.maxRetries} inner retries on ${rules.innerRetries.statuses.join(', ')}`,
    );
    expect(text).toContain(
      `≈ ${((rules.totalAttempts - 1) * rules.retryIntervalSeconds) / 60} min after it was raised`,
    );
    expect(text).toContain(`4xx except ${rules.permanentFailureExceptions.join(' and ')}`);
    expect(text).toContain('Never answer 4xx to a valid delivery');
  });

  it('show the status-code table of @trs/webhooks from its README, row for row', async () => {
    const readme = await readFile(path.join(repoRoot, 'packages', 'webhooks', 'README.md'), 'utf8');
    const rows = markdownSection(readme, 'Status codes')!
      .split('\n')
      .filter((line) => /^\|/.test(line) && !/^\|\s*-/.test(line))
      .slice(1);
    expect(rows.length).toBeGreaterThan(5);
    const table = /<section id="status-codes"[\s\S]*?<\/section>/.exec(await readPage(site, 'delivery.html'))![0];
    const shown = [...table.matchAll(/<tr>\s*<td>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1]!).trim());
    expect(shown).toEqual(rows.map((row) => textOf(row.split('|')[1]!.replace(/`|\*\*/g, '')).trim()));
  });

  it('stop the build, naming the file, when the webhooks README has no status-code section', async () => {
    const root = await fakeRoot((dir) =>
      writeFile(path.join(dir, 'packages', 'webhooks', 'README.md'), '# @trs/webhooks\n\n## Receiving\n'),
    );
    const error = await buildTemporarySite({ repoRoot: root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsError);
    expect(error).toMatchObject({ code: 'TRS_DOCS_SOURCE_MISSING', details: { file: 'packages/webhooks/README.md' } });
    expect((error as Error).message).toMatch(/"## Status codes" section with a table/);
  });
});

describe('the gaps register', () => {
  it('lists every gap and assumption, each linking to the operations and events it concerns', async () => {
    const page = await readPage(site, 'gaps.html');
    for (const gap of model.gaps) {
      const entry = new RegExp(`<li class="gap-entry" id="${gap.id}"[\\s\\S]*?</li>`).exec(page)?.[0];
      expect(entry, gap.id).toBeDefined();
      const links = [...entry!.matchAll(/<p class="concerns">[\s\S]*?<\/p>/g)].join('');
      for (const place of gap.places) {
        if (place.operationId) expect(links, gap.id).toContain(`href="rest/${place.operationId}.html#gaps"`);
        if (place.message) expect(links, gap.id).toContain(`href="events/${place.message}.html#gaps"`);
      }
      expect(links, gap.id).toMatch(/href="[^"]+"/);
    }
  });
});

describe('the changelog', () => {
  it('lists the pending changesets of @trs/spec, with their bump', async () => {
    const page = await readPage(site, 'changelog.html');
    const pending = (await readdir(path.join(repoRoot, '.changeset'))).filter(
      (f) => f.endsWith('.md') && f !== 'README.md',
    );
    const ofSpec = [];
    for (const file of pending) {
      const text = await readFile(path.join(repoRoot, '.changeset', file), 'utf8');
      if (/^'@trs\/spec': (\w+)/m.test(text)) ofSpec.push(/^'@trs\/spec': (\w+)/m.exec(text)![1]!);
    }
    expect(ofSpec.length).toBeGreaterThan(0);
    const badges = [...page.matchAll(/<span class="badge badge-(\w+)">/g)].map((m) => m[1]);
    expect(badges).toEqual(ofSpec);
  });

  it('says plainly when nothing is pending or released, and shows released versions from spec/CHANGELOG.md', async () => {
    const empty = await buildTemporarySite({ repoRoot: await fakeRoot(async () => {}) });
    const emptyText = textOf(await readPage(empty, 'changelog.html'));
    expect(emptyText).toContain('No change is waiting for the next release.');
    expect(emptyText).toContain('No version of the contract has been released yet');

    const released = await buildTemporarySite({
      repoRoot: await fakeRoot(async (root) => {
        await mkdir(path.join(root, 'spec'));
        await writeFile(
          path.join(root, 'spec', 'CHANGELOG.md'),
          '# @trs/spec\n\n## 0.2.0\n\n### Minor Changes\n\n- Operations name the webhooks they raise.\n',
        );
      }),
    });
    const text = textOf(await readPage(released, 'changelog.html'));
    expect(text).toContain('0.2.0');
    expect(text).toContain('Operations name the webhooks they raise.');
  });
});

describe('the install page', () => {
  it('is in the navigation of every page and tells the scope line, the packages, Node support and the native build', async () => {
    for (const file of ['index.html', 'getting-started.html', 'gaps.html']) {
      expect(await readPage(site, file), file).toMatch(/<a[^>]*href="(?:\.\.\/)?install\.html"[^>]*>Install<\/a/);
    }
    const text = textOf((await readPage(site, 'install.html')).replace(/<[^>]+>/g, ''));
    expect(text).toContain('@trs:registry=https://');
    expect(text).not.toContain('published-packages');
    const manifests = await Promise.all(
      ['packages/client', 'packages/webhooks', 'packages/sandbox', 'spec'].map(
        async (dir) =>
          JSON.parse(await readFile(path.join(repoRoot, dir, 'package.json'), 'utf8')) as {
            name: string;
            engines: { node: string };
          },
      ),
    );
    for (const manifest of manifests) expect(text).toContain(manifest.name);
    expect(text).toContain(`Node ${manifests[0]!.engines.node.replace('>=', '')} or later`);
    expect(text).toContain('"allowScripts": { "better-sqlite3": true }');
    expect(text).toContain('node:sqlite');
  });
});

describe('the verify page', () => {
  it('is in the navigation of every page and says what runs, what is recorded, what never is, and how to propose a fix', async () => {
    for (const file of ['index.html', 'install.html', 'rest/index.html'])
      expect(await readPage(site, file), file).toMatch(
        /<a[^>]*href="(?:\.\.\/)?verify\.html"[^>]*>Verify against pre-production<\/a/,
      );
    const text = textOf((await readPage(site, 'verify.html')).replace(/<[^>]+>/g, ''));
    for (const heading of [
      'What runs',
      'What is recorded',
      'What is never recorded',
      'From a report to a contract pull request',
    ])
      expect(text).toContain(heading);
    for (const command of ['trs verify', 'trs proxy', 'trs gaps report', 'observe: { recordTo'])
      expect(text).toContain(command);
  });
});

describe('the "When your receiver was down" page', () => {
  it('is in the navigation of every page and says, per topic, what is recovered and what to ask for instead', async () => {
    for (const file of ['index.html', 'install.html', 'rest/index.html'])
      expect(await readPage(site, file), file).toMatch(
        /<a[^>]*href="(?:\.\.\/)?receiver-down\.html"[^>]*>When your receiver was down<\/a/,
      );
    const page = await readPage(site, 'receiver-down.html');
    const rows = [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => textOf(m[1]!.replace(/<[^>]+>/g, ' ')));
    const row = (topic: string) => rows.find((r) => r.includes(topic)) ?? '';
    expect(row('Report Available')).toMatch(/Yes/);
    for (const topic of ['KYC status', 'uploadPartnerDocument', 'Rent-review topics', 'addNote', 'updateApplicant'])
      expect(row(topic), topic).toMatch(/\bNo\b.*Ask for/);
    const text = textOf(page.replace(/<[^>]+>/g, ''));
    for (const words of ['startReconciliation', 'event.recovered', 'trs webhooks outage', 'trs webhooks resend'])
      expect(text).toContain(words);
  });
});

describe('the CLI reference', () => {
  type Command = ReturnType<typeof commandTree>;
  const all = (command: Command, words: string[] = []): { words: string[]; command: Command }[] =>
    command.commands.flatMap((sub) => [
      { words: [...words, sub.name()], command: sub },
      ...all(sub, [...words, sub.name()]),
    ]);

  it('is in the navigation of every page', async () => {
    for (const file of ['index.html', 'rest/createTenancy.html', 'events/reportAvailable.html'])
      expect(await readPage(site, file), file).toMatch(/<a[^>]*href="(?:\.\.\/)?cli\.html"[^>]*>CLI reference<\/a/);
  });

  it('shows every command of the tree with its arguments, options and description', async () => {
    const html = await readPage(site, 'cli.html');
    const commands = all(commandTree());
    expect(commands.map((c) => c.words.join(' '))).toContain('tenancy create');
    for (const { words, command } of commands) {
      const id = ['cli', ...words].join('-');
      const start = html.indexOf(`id="${id}"`);
      expect(start, words.join(' ')).toBeGreaterThan(-1);
      const section = textOf(html.slice(start, html.indexOf('</section>', start)));
      expect(section).toContain(`trs ${words.join(' ')}`);
      expect(section).toContain(textOf(command.description().split('\n')[0]!));
      for (const argument of command.registeredArguments) expect(section, id).toContain(argument.name());
      for (const option of command.options.filter((o) => !o.hidden)) {
        expect(section, id).toContain(option.flags);
        expect(section, id).toContain(textOf(option.description));
      }
    }
  });

  it("links each operation's trs sample to its command", async () => {
    const html = await readPage(site, 'rest/createTenancy.html');
    expect(html).toContain('href="../cli.html#cli-tenancy-create"');
  });
});
