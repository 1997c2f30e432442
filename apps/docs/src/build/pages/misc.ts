// The search page: results for ?q=, filled in by the site script from the index built with the site.
import type { PageContext } from '../context.js';
import { markup } from '../html.js';
import { href, pages } from '../links.js';
import { layout } from '../layout.js';

export function searchHtml(ctx: PageContext): string {
  const body = markup`<article class="search-page">
    <h1>Search</h1>
    <form class="search-full" role="search" action="${href(ctx.from, pages.search)}" method="get">
      <input
        type="search"
        name="q"
        placeholder="A field, an operation, an event, a code"
        aria-label="Search"
        autocomplete="off"
        spellcheck="false"
      />
    </form>
    <p class="search-status muted" aria-live="polite"></p>
    <ol class="search-list"></ol>
    <noscript
      ><p>
        Search runs in the browser: enable JavaScript, or browse the
        <a href="${href(ctx.from, pages.rest)}">REST reference</a> and the
        <a href="${href(ctx.from, pages.events)}">events</a>.
      </p></noscript
    >
  </article>`;
  return layout(ctx, { title: 'Search', body });
}
