// The register of what the provider's material leaves open (x-gap) and what we chose for lack of it (x-assumption),
// each entry linking to every operation, event, field or rule it concerns.
import type { ReferenceField, ReferenceGap, ReferencePlace } from '../../reference.gen.js';
import type { PageContext } from '../context.js';
import { html, type Html } from '../html.js';
import { eventPage, fieldId, href, operationPage, pages } from '../links.js';
import { layout } from '../layout.js';
import { markdownInline } from '../markdown.js';

interface Concern {
  target: string;
  label: Html;
}

function fieldCarrying(fields: readonly ReferenceField[], id: string): ReferenceField | undefined {
  return fields.find((f) => f.gaps.includes(id));
}

/** The pages (and fields) an entry concerns. */
export function concernsOf(gap: ReferenceGap, ctx: PageContext): Concern[] {
  const concerns: Concern[] = [];
  const add = (concern: Concern) => {
    if (!concerns.some((c) => c.target === concern.target)) concerns.push(concern);
  };
  const schemaOwners = (place: ReferencePlace) => {
    for (const o of ctx.reference.operations) {
      const sections = [
        ...(o.requestBody ? [{ section: 'request', fields: o.requestBody.fields }] : []),
        ...o.responses.map((r) => ({ section: `response-${r.status}`, fields: r.fields })),
      ];
      const hit = sections.map((s) => ({ ...s, field: fieldCarrying(s.fields, gap.id) })).find((s) => s.field);
      if (hit)
        add({
          target: `${operationPage(o.operationId)}#${fieldId(hit.section, hit.field!.pointer)}`,
          label: html`<code>${o.operationId}</code> · <code>${hit.field!.name}</code>`,
        });
      else if (o.gaps.includes(gap.id))
        add({ target: `${operationPage(o.operationId)}#gaps`, label: html`<code>${o.operationId}</code>` });
    }
    for (const m of ctx.reference.messages) {
      const field = fieldCarrying(m.fields, gap.id);
      if (field)
        add({
          target: `${eventPage(m.name)}#${fieldId('payload', field.pointer)}`,
          label: html`<code>${m.name}</code> · <code>${field.name}</code>`,
        });
      else if (m.gaps.includes(gap.id))
        add({ target: `${eventPage(m.name)}#gaps`, label: html`<code>${m.name}</code>` });
    }
    if (!concerns.length) add({ target: '', label: html`schema <code>${place.schema}</code>` });
  };
  for (const place of gap.places) {
    if (place.operationId) {
      const o = ctx.operationsById.get(place.operationId);
      add({
        target: `${operationPage(place.operationId)}#gaps`,
        label: html`<code>${o ? `${o.method} ${o.path}` : place.operationId}</code>`,
      });
    } else if (place.message) {
      add({ target: `${eventPage(place.message)}#gaps`, label: html`event <code>${place.message}</code>` });
    } else if (place.schema) {
      schemaOwners(place);
    } else if (place.document === 'asyncapi' && place.pointer.startsWith('/x-delivery')) {
      add({ target: `${pages.delivery}#gaps`, label: html`the delivery rules` });
    } else if (place.document === 'asyncapi' && place.pointer.startsWith('/x-dispatch')) {
      add({ target: `${pages.events}#dispatch`, label: html`the dispatch order` });
    } else if (place.pointer === '/info' || place.pointer === '') {
      add({
        target: place.document === 'openapi' ? pages.rest : pages.events,
        label: html`${place.document === 'openapi' ? 'the REST API' : 'the webhooks'} as a whole`,
      });
    } else {
      add({ target: place.document === 'openapi' ? pages.rest : pages.events, label: html`${place.label}` });
    }
  }
  return concerns;
}

function entry(gap: ReferenceGap, ctx: PageContext): Html {
  const concerns = concernsOf(gap, ctx);
  return html`<li class="gap-entry" id="${gap.id}" data-kind="${gap.kind}">
    <p>
      <a class="badge badge-${gap.kind}" href="#${gap.id}">${gap.id}</a>
      ${markdownInline(gap.text, ctx.from, ctx.linker)}
    </p>
    <p class="concerns">
      Concerns:
      ${concerns.map(
        (c, i) =>
          html`${i ? ', ' : ''}${c.target ? html`<a href="${href(ctx.from, c.target)}">${c.label}</a>` : c.label}`,
      )}
    </p>
  </li>`;
}

export function gapsHtml(ctx: PageContext): string {
  const gaps = ctx.reference.gaps.filter((g) => g.kind === 'gap');
  const assumptions = ctx.reference.gaps.filter((g) => g.kind === 'assumption');
  const body = html`<article class="reference gaps">
    <header class="page-head">
      <p class="eyebrow">Register</p>
      <h1>Gaps and assumptions</h1>
      <p class="lead">
        The provider's material is one prose page. Where it says "not shown", the contract marks a
        <strong>gap</strong> (${gaps.length}); where we had to choose something to build on, it records an
        <strong>assumption</strong> and why (${assumptions.length}). Each links to what it concerns; ask the provider
        before relying on an assumption in production.
      </p>
    </header>
    <section id="gaps-list">
      <h2>Gaps: what the provider does not show</h2>
      <ol class="gap-entries">
        ${gaps.map((g) => entry(g, ctx))}
      </ol>
    </section>
    <section id="assumptions-list">
      <h2>Assumptions: what we chose, and why</h2>
      <ol class="gap-entries">
        ${assumptions.map((g) => entry(g, ctx))}
      </ol>
    </section>
  </article>`;
  return layout(ctx, { title: 'Gaps and assumptions', body });
}
