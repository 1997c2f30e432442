// The home page: what the API is, where to start, the typical sequence and the traps (content/home.md), and the
// size of the contract.
import type { PageContext } from '../context.js';
import { markup } from '../html.js';
import { href, pages } from '../links.js';
import { layout, SITE_TITLE } from '../layout.js';
import { markdown } from '../markdown.js';

export function homeHtml(ctx: PageContext, source: string): string {
  const { model } = ctx;
  const count = (kind: 'gap' | 'assumption') => model.gaps.filter((g) => g.kind === kind).length;
  const card = (target: string, title: string, text: string) =>
    markup`<a class="card" href="${href(ctx.from, target)}"><strong>${title}</strong><span>${text}</span></a>`;
  const body = markup`<article class="home">
    <header class="hero">
      <h1>${SITE_TITLE}</h1>
      <p class="lead">
        Tenancy referencing for letting agents: create a tenancy, add tenants and guarantors, submit their details, and
        receive the finished reports. This site is built from the repository's machine contract (OpenAPI 3.1 and
        AsyncAPI 3.0, version ${model.info.openapi.version}) and works offline.
      </p>
      <p class="stats">
        <span><strong>${model.operations.length}</strong> operations</span
        ><span><strong>${model.messages.length}</strong> events</span
        ><span><strong>${count('gap')}</strong> gaps</span
        ><span><strong>${count('assumption')}</strong> assumptions</span>
      </p>
      <p class="sandbox-note" hidden>
        A local sandbox is running: <a class="sandbox-link-inline" href="#">open its page</a> to see tenancies and
        deliveries.
      </p>
    </header>
    <nav class="cards" aria-label="Start here">
      ${card(pages.guide, 'Getting started', 'The typical sequence with @trs/client and a @trs/webhooks receiver, in code the tests run.')}
      ${card(pages.rest, 'REST reference', 'Every operation: parameters, bodies, answers, examples, the 401 rule.')}
      ${card(pages.events, 'Events', 'Every webhook: fields and codes, examples, how a receiver recognises it.')}
      ${card(pages.delivery, 'Delivery rules', 'Retries, the 15 attempts, and why a receiver never answers 4xx.')}
      ${card(pages.gaps, 'Gaps and assumptions', 'What the provider does not show, and what we chose.')}
      ${card(pages.changelog, 'Changelog', 'Changes to the contract, released and pending.')}
    </nav>
    <section class="prose">${markdown(source, ctx.from, ctx.linker)}</section>
  </article>`;
  return layout(ctx, { title: 'Overview', body });
}
