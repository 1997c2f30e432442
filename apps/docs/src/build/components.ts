// Pieces shared by the reference pages: fields with their types, rules and known codes; examples; gap badges;
// callouts; method badges.
import type { Example, Field, Operation, SentFields } from '@trs/codegen';
import { unescapePointerToken } from '@trs/shared';
import type { PageContext } from './context.js';
import { highlight, jsonBlock } from './highlight.js';
import { markup, raw, type Html } from './html.js';
import { eventPage, fieldId, gapAnchor, href, operationPage } from './links.js';
import { markdown, markdownInline } from './markdown.js';
import { sentAs } from './model.js';

export function methodBadge(method: string): Html {
  return markup`<span class="method method-${method.toLowerCase()}">${method}</span>`;
}

export function callout(kind: 'note' | 'warning' | 'danger', title: string, body: Html): Html {
  return markup`<aside class="callout callout-${kind}">
    <p class="callout-title">${title}</p>
    ${body}
  </aside>`;
}

export function gapBadges(ids: readonly string[], ctx: PageContext): Html {
  return markup`${ids.map(
    (id) =>
      markup` <a
        class="badge badge-${ctx.gapsById.get(id)?.kind ?? 'gap'}"
        href="${href(ctx.from, gapAnchor(id))}"
        title="${ctx.gapsById.get(id)?.text ?? ''}"
        >${id}</a
      >`,
  )}`;
}

/** A list of gaps and assumptions with their text, each linking to its entry in the register. */
export function gapList(ids: readonly string[], ctx: PageContext): Html {
  if (!ids.length) return markup``;
  return markup`<ul class="gap-list">
    ${ids.map((id) => {
      const gap = ctx.gapsById.get(id);
      return markup`<li>
        <a class="badge badge-${gap?.kind ?? 'gap'}" href="${href(ctx.from, gapAnchor(id))}">${id}</a>
        ${markdownInline(gap?.text, ctx.from, ctx.linker)}
      </li>`;
    })}
  </ul>`;
}

function segmentsOf(pointer: string): string[] {
  return pointer.split('/').slice(1).map(unescapePointerToken);
}

/** `data.applicants[].` for /data/applicants/*\/type: where a nested field sits. */
function parentPath(pointer: string): string {
  const segments = segmentsOf(pointer).slice(0, -1);
  let text = '';
  for (const segment of segments) text += segment === '*' ? '[]' : `${text ? '.' : ''}${segment}`;
  return text ? `${text}.` : '';
}

export function codesTable(codes: Readonly<Record<string, string>>): Html {
  const entries = Object.entries(codes);
  return markup`<div class="codes">
    <p class="codes-title">Known codes (${entries.length}); other values are accepted too</p>
    <dl class="codes-list${entries.length > 8 ? ' codes-many' : ''}">
      ${entries.map(
        ([value, meaning]) =>
          markup`<div>
            <dt><code>${value}</code></dt>
            <dd>${meaning}</dd>
          </div>`,
      )}
    </dl>
  </div>`;
}

/** Events only: how the provider sends the field (x-sent-fields), beside whether a receiver may rely on it. */
function sentBadge(field: Field, sentFields: SentFields | undefined): Html | string {
  if (sentFields === undefined) return '';
  const sent = sentAs(sentFields, field.pointer);
  if (sent === null)
    return markup` <span class="badge badge-optional" title="The provider spec does not name it for this event">not named by the provider</span>`;
  if (sent.always) return markup` <span class="badge badge-sent">always sent</span>`;
  const words = sent.when ? `${sent.may ? 'may be sent' : 'sent'} ${sent.when}` : 'sometimes sent';
  return markup` <span class="badge badge-sent-conditional" title="${sent.because ?? ''}">${words}</span>`;
}

/** The fields of a body, an answer or (with its x-sent-fields) an event's payload. */
export function fieldList(fields: readonly Field[], section: string, ctx: PageContext, sentFields?: SentFields): Html {
  if (!fields.length) return markup`<p class="muted">No fields described: the examples show the body.</p>`;
  return markup`<div class="fields">
    ${fields.map((field) => {
      const id = fieldId(section, field.pointer);
      const depth = segmentsOf(field.pointer).filter((s) => s !== '*').length - 1;
      const rules: Html[] = [];
      if (field.format) rules.push(markup`format <code>${field.format}</code>`);
      if (field.pattern) rules.push(markup`pattern <code>${field.pattern}</code>`);
      if ('constant' in field && field.constant !== undefined && field.constant !== null)
        rules.push(markup`always <code>${JSON.stringify(field.constant)}</code>`);
      if (field.component) rules.push(markup`schema <code>${field.component}</code>`);
      return markup`<div class="field depth-${Math.min(depth, 4)}" id="${id}" data-pointer="${field.pointer}">
        <div class="field-head">
          <a class="field-name" href="#${id}"
            ><span class="field-parent">${parentPath(field.pointer)}</span>${field.name}</a
          >
          <span class="field-type">${field.type}</span>${
            field.required
              ? markup` <span class="badge badge-required">required</span>`
              : field.requiredWhen
                ? markup` <span class="badge badge-conditional">required ${field.requiredWhen}</span>`
                : markup` <span class="badge badge-optional">optional</span>`
          }${sentBadge(field, sentFields)}${gapBadges(field.gaps, ctx)}
        </div>
        ${field.description ? markup`<div class="field-desc">${markdown(field.description, ctx.from, ctx.linker)}</div>` : ''}${
          rules.length ? markup`<p class="field-rule">${rules.map((r, i) => markup`${i ? ' · ' : ''}${r}`)}</p>` : ''
        }${field.codes ? codesTable(field.codes) : ''}
      </div>`;
    })}
  </div>`;
}

export function exampleBlock(example: Example, owner: string, contentType: string | null): Html {
  const isJson = contentType === null || /json/.test(contentType);
  const body =
    isJson || typeof example.value !== 'string'
      ? jsonBlock(example.value)
      : highlight(String(example.value), 'plaintext');
  return markup`<figure class="example" data-example="${example.name}" data-for="${owner}">
    <figcaption>
      <span class="example-name">${example.name}</span
      >${example.summary ? markup` <span class="example-summary">${example.summary}</span>` : ''}${
        example.tolerantReader
          ? markup` <span
              class="badge badge-tolerant"
              title="Carries what the contract does not describe: a receiver must accept it"
              >tolerant reader</span
            >`
          : ''
      }
    </figcaption>
    <pre class="code"><code class="hljs language-${isJson ? 'json' : 'text'}">${raw(body)}</code></pre>
  </figure>`;
}

export function examplesColumn(
  examples: readonly Example[],
  owner: string,
  contentType: string | null,
  title = 'Examples',
): Html {
  if (!examples.length) return markup`<div class="examples"><p class="muted">No example in the contract.</p></div>`;
  return markup`<div class="examples">
    <p class="examples-title">${title}</p>
    ${examples.map((e) => exampleBlock(e, owner, contentType))}
  </div>`;
}

export const operationLink = (operation: Operation, ctx: PageContext): Html =>
  markup`<a href="${href(ctx.from, operationPage(operation.operationId))}"
    >${methodBadge(operation.method)} <code>${operation.path}</code></a
  >`;

export const eventLink = (name: string, ctx: PageContext): Html =>
  markup`<a href="${href(ctx.from, eventPage(name))}"><code>${name}</code></a>`;

/** A JSON pointer of a payload or body, linked to the field it names when the field is described. */
export function pointerLink(pointer: string, section: string, fields: readonly Field[]): Html {
  const known = fields.some((f) => f.pointer === pointer);
  return known
    ? markup`<a href="#${fieldId(section, pointer)}"><code>${pointer}</code></a>`
    : markup`<code>${pointer}</code>`;
}
