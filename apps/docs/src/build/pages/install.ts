// The install page: how a team installs the published packages (content/install.md): the `.npmrc` line of the
// `@trs` scope, the versions, the Node support and what builds natively.
import type { PageContext } from '../context.js';
import { markup } from '../html.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

/** The markers around the generated list of published packages (pnpm docs:packages) are not shown. */
const LIST_MARKERS = /<!-- \/?published-packages -->/g;

export function installHtml(ctx: PageContext, source: string): string {
  const body = markup`<article class="guide prose">${markdown(source.replace(LIST_MARKERS, ''), ctx.from, ctx.linker)}</article>`;
  return layout(ctx, { title: 'Install', description: 'How a team installs the @trs packages', body });
}
