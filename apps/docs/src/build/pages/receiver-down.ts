// The "When your receiver was down" page (content/receiver-down.md): per topic, what reconciliation recovers through
// the interface and what it cannot, with what to ask the provider for instead.
import type { PageContext } from '../context.js';
import { markup } from '../html.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

export function receiverDownHtml(ctx: PageContext, source: string): string {
  const body = markup`<article class="guide prose">${markdown(source, ctx.from, ctx.linker)}</article>`;
  return layout(ctx, {
    title: 'When your receiver was down',
    description: 'What reconciliation recovers after webhooks died, what it cannot, and what to ask the provider for',
    body,
  });
}
