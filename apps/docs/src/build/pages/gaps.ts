// The register of what the provider's material leaves open (x-gap) and what we chose for lack of it (x-assumption),
// each entry linking to every operation, event, field or rule it concerns.
import type { Field, Gap } from '@trs/codegen';
import type { PageContext } from '../context.js';
import { markup, type Html } from '../html.js';
import { eventPage, fieldId, href, operationPage, pages } from '../links.js';
import { layout } from '../layout.js';
import { markdownInline } from '../markdown.js';

interface Concern {
  target: string;
  label: Html;
}

/** The first field that carries the entry, or whose schema is the component the entry is marked on. */
function fieldCarrying(fields: readonly Field[], id: string, schema: string | null): Field | undefined {
  return fields.find((f) => f.gaps.includes(id)) ?? (schema ? fields.find((f) => f.component === schema) : undefined);
}

/** The pages (and fields) an entry concerns. */
export function concernsOf(gap: Gap, ctx: PageContext): Concern[] {
  const concerns: Concern[] = [];
  const add = (concern: Concern) => {
    if (!concerns.some((c) => c.target === concern.target)) concerns.push(concern);
  };
  // A gap marked on a schema component concerns every body, answer and payload that uses it: link to the field
  // that carries it (or uses the component), else to the body itself.
  const schemaOwners = (schema: string) => {
    for (const o of ctx.model.operations) {
      const sections = [
        ...(o.requestBody
          ? [{ section: 'request', fields: o.requestBody.fields, components: ctx.components(o.requestBody.schema) }]
          : []),
        ...o.responses.map((r) => ({
          section: `response-${r.status}`,
          fields: r.fields,
          components: ctx.components(r.schema),
        })),
      ].filter((s) => s.components.includes(schema));
      for (const s of sections.slice(0, 1)) {
        const field = fieldCarrying(s.fields, gap.id, schema);
        add({
          target: `${operationPage(o.operationId)}#${field ? fieldId(s.section, field.pointer) : s.section}`,
          label: markup`<code>${o.operationId}</code>${field ? markup` · <code>${field.name}</code>` : ''}`,
        });
      }
    }
    for (const m of ctx.model.messages) {
      if (!ctx.components(m.payload).includes(schema)) continue;
      const field = fieldCarrying(m.fields, gap.id, schema);
      add({
        target: `${eventPage(m.name)}#${field ? fieldId('payload', field.pointer) : 'payload'}`,
        label: markup`<code>${m.name}</code>${field ? markup` · <code>${field.name}</code>` : ''}`,
      });
    }
  };
  for (const place of gap.places) {
    if (place.operationId) {
      const o = ctx.operationsById.get(place.operationId);
      add({
        target: `${operationPage(place.operationId)}#gaps`,
        label: markup`<code>${o ? `${o.method} ${o.path}` : place.operationId}</code>`,
      });
    } else if (place.message) {
      add({ target: `${eventPage(place.message)}#gaps`, label: markup`event <code>${place.message}</code>` });
    } else if (place.schema) {
      schemaOwners(place.schema);
      if (!concerns.length) add({ target: '', label: markup`schema <code>${place.schema}</code>` });
    } else if (place.document === 'asyncapi' && place.pointer.startsWith('/x-delivery')) {
      add({ target: `${pages.delivery}#gaps`, label: markup`the delivery rules` });
    } else if (place.document === 'asyncapi' && place.pointer.startsWith('/x-dispatch')) {
      add({ target: `${pages.events}#dispatch`, label: markup`the dispatch order` });
    } else if (place.document === 'openapi' && place.pointer.startsWith('/servers')) {
      add({ target: `${pages.rest}#base-address`, label: markup`the base address` });
    } else if (place.pointer === '/info' || place.pointer === '') {
      add({
        target: place.document === 'openapi' ? pages.rest : pages.events,
        label: markup`${place.document === 'openapi' ? 'the REST API' : 'the webhooks'} as a whole`,
      });
    } else {
      add({ target: place.document === 'openapi' ? pages.rest : pages.events, label: markup`${place.label}` });
    }
  }
  return concerns;
}

function entry(gap: Gap, ctx: PageContext): Html {
  const concerns = concernsOf(gap, ctx);
  return markup`<li class="gap-entry" id="${gap.id}" data-kind="${gap.kind}">
    <p>
      <a class="badge badge-${gap.kind}" href="#${gap.id}">${gap.id}</a>
      ${markdownInline(gap.text, ctx.from, ctx.linker)}
    </p>
    <p class="concerns">
      Concerns:
      ${concerns.map(
        (c, i) =>
          markup`${i ? ', ' : ''}${c.target ? markup`<a href="${href(ctx.from, c.target)}">${c.label}</a>` : c.label}`,
      )}
    </p>
  </li>`;
}

export function gapsHtml(ctx: PageContext): string {
  const gaps = ctx.model.gaps.filter((g) => g.kind === 'gap');
  const assumptions = ctx.model.gaps.filter((g) => g.kind === 'assumption');
  const body = markup`<article class="reference gaps">
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
