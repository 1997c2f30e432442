// The frame of every page: head (local style and script only, and a Content-Security-Policy that forbids anything
// else), the top bar with search and the sandbox link, the navigation, and the page's content.
import type { Message, Operation } from '@trs/codegen';
import { SITE_CONTENT_SECURITY_POLICY } from '@trs/shared';
import type { PageContext, SiteContext } from './context.js';
import { markup, type Html } from './html.js';
import { eventPage, href, operationPage, pages, rootOf } from './links.js';

export const SITE_TITLE = 'Tenancy Referencing Service partner API';

/** Items grouped under the tags of their document, in the document's tag order; untagged ones last. */
export function byTag<T>(
  items: readonly T[],
  tagsOf: (item: T) => readonly string[],
  order: readonly { name: string }[],
): { tag: string; items: T[] }[] {
  const names = [...order.map((t) => t.name)];
  for (const item of items) for (const tag of tagsOf(item)) if (!names.includes(tag)) names.push(tag);
  const groups = names
    .map((tag) => ({ tag, items: items.filter((item) => tagsOf(item)[0] === tag) }))
    .filter((g) => g.items.length);
  const untagged = items.filter((item) => !tagsOf(item).length);
  return untagged.length ? [...groups, { tag: 'Other', items: untagged }] : groups;
}

export const operationGroups = (ctx: SiteContext) =>
  byTag<Operation>(ctx.model.operations, (o) => o.tags, ctx.model.tags.openapi);
export const messageGroups = (ctx: SiteContext) =>
  byTag<Message>(ctx.model.messages, (m) => m.tags, ctx.model.tags.asyncapi);

function navLink(ctx: PageContext, target: string, label: Html | string, extraClass = ''): Html {
  const current = ctx.from === target;
  return markup`<a class="${extraClass}" href="${href(ctx.from, target)}" ${current ? markup` aria-current="page"` : ''}
    >${label}</a
  >`;
}

function sidebar(ctx: PageContext): Html {
  const inRest = ctx.from.startsWith('rest/');
  const inEvents = ctx.from.startsWith('events/');
  return markup`<nav class="sidebar" aria-label="Site">
    <ul class="nav-top">
      <li>${navLink(ctx, pages.home, 'Overview')}</li>
      <li>${navLink(ctx, pages.guide, 'Getting started')}</li>
      <li>${navLink(ctx, pages.install, 'Install')}</li>
      <li>${navLink(ctx, pages.verify, 'Verify against pre-production')}</li>
    </ul>
    <details class="nav-section" ${inRest || !inEvents ? markup` open` : ''}>
      <summary>${navLink(ctx, pages.rest, 'REST reference')}</summary>
      ${operationGroups(ctx).map(
        (group) =>
          markup`<p class="nav-group">${group.tag}</p>
            <ul>
              ${group.items.map(
                (o) =>
                  markup`<li>
                    ${navLink(ctx, operationPage(o.operationId), markup`<span class="nav-method nav-${o.method.toLowerCase()}">${o.method}</span> ${o.summary}`, o.deprecated ? 'deprecated' : '')}
                  </li>`,
              )}
            </ul>`,
      )}
    </details>
    <details class="nav-section" ${inEvents || !inRest ? markup` open` : ''}>
      <summary>${navLink(ctx, pages.events, 'Events (webhooks)')}</summary>
      ${messageGroups(ctx).map(
        (group) =>
          markup`<p class="nav-group">${group.tag}</p>
            <ul>
              ${group.items.map(
                (m) => markup`<li>${navLink(ctx, eventPage(m.name), m.title, m.ignored ? 'ignored' : '')}</li>`,
              )}
            </ul>`,
      )}
    </details>
    <ul class="nav-bottom">
      <li>${navLink(ctx, pages.cli, 'CLI reference')}</li>
      <li>${navLink(ctx, pages.delivery, 'Delivery rules')}</li>
      <li>${navLink(ctx, pages.gaps, 'Gaps and assumptions')}</li>
      <li>${navLink(ctx, pages.changelog, 'Changelog')}</li>
    </ul>
  </nav>`;
}

export function layout(ctx: PageContext, page: { title: string; description?: string; body: Html }): string {
  const root = rootOf(ctx.from);
  const version = ctx.model.info.openapi.version;
  return `<!doctype html>
${
  markup`<html lang="en">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta http-equiv="Content-Security-Policy" content="${SITE_CONTENT_SECURITY_POLICY}" />
      <meta name="trs-root" content="${root}" />
      ${page.description ? markup`<meta name="description" content="${page.description}" />` : ''}
      <title>${page.title} · ${SITE_TITLE}</title>
      <link rel="icon" href="${root}assets/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href="${root}assets/style.css" />
      <script src="${root}config.js" defer></script>
      <script src="${root}assets/site.js" defer></script>
    </head>
    <body>
      <header class="topbar">
        <a class="brand" href="${href(ctx.from, pages.home)}"
          ><span class="brand-mark" aria-hidden="true">trs</span> ${SITE_TITLE}</a
        >
        <span class="version" title="Version of the contract (@trs/spec)">contract ${version}</span>
        <form class="search" role="search" action="${href(ctx.from, pages.search)}" method="get">
          <input
            type="search"
            name="q"
            placeholder="Search operations, events, fields"
            aria-label="Search the docs"
            autocomplete="off"
            spellcheck="false"
          />
          <kbd class="search-key" aria-hidden="true">/</kbd>
          <div class="search-results" role="listbox" hidden></div>
        </form>
        <a class="sandbox-link" href="#" hidden>Sandbox ↗</a>
      </header>
      <div class="layout">
        ${sidebar(ctx)}
        <main id="content">${page.body}</main>
      </div>
    </body>
  </html>`.value
}
`;
}
