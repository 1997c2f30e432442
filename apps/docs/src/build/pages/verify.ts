// The "Verify against pre-production" page (content/verify.md): what runs against an environment, what is recorded,
// what never is, and how a report becomes a contract pull request.
import type { PageContext } from '../context.js';
import { markup } from '../html.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

export function verifyHtml(ctx: PageContext, source: string): string {
  const body = markup`<article class="guide prose">${markdown(source, ctx.from, ctx.linker)}</article>`;
  return layout(ctx, {
    title: 'Verify against pre-production',
    description: 'Run the contract against a real environment, record it safely, and propose contract fixes',
    body,
  });
}
