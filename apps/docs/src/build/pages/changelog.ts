// The contract's changelog: the released entries of @trs/spec (spec/CHANGELOG.md, written by `pnpm version-packages`)
// and the pending changesets that will go into its next version. Says so plainly when there is neither.
import type { PageContext } from '../context.js';
import { markup } from '../html.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

export function changelogHtml(ctx: PageContext): string {
  const { releasedChangelog, pendingChanges } = ctx.sources;
  // The file's own title ("# @trs/spec") is the page's: keep the versions and their entries.
  const released = releasedChangelog?.replace(/^# .*\n/, '').trim() ?? '';
  const body = markup`<article class="reference changelog prose">
    <header class="page-head">
      <p class="eyebrow">Contract</p>
      <h1>Changelog</h1>
      <p class="lead">
        Changes to the contract, released as the package <code>@trs/spec</code> (now
        ${ctx.model.info.openapi.version}). A breaking change is a new major version.
      </p>
    </header>
    <section id="unreleased">
      <h2>Not released yet</h2>
      ${
        pendingChanges.length
          ? markup`<ul class="changes">
              ${pendingChanges.map(
                (change) =>
                  markup`<li>
                    <span class="badge badge-${change.bump}">${change.bump}</span
                    >${markdown(change.summary, ctx.from, ctx.linker)}
                  </li>`,
              )}
            </ul>`
          : markup`<p class="muted">No change is waiting for the next release.</p>`
      }
    </section>
    <section id="released">
      <h2>Released</h2>
      ${released ? markdown(released, ctx.from, ctx.linker) : markup`<p class="muted">No version of the contract has been released yet: every change so far is listed above.</p>`}
    </section>
  </article>`;
  return layout(ctx, { title: 'Changelog', body });
}
