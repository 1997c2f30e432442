// One page per webhook message: when it is raised and by which operations, how a receiver recognises it (the
// x-dispatch rule that picks it, or its topic), what identifies one event (idempotency key) and orders them (ordering
// key), whether it is ignored, its payload fields with their known codes beside the contract's examples, and its gaps.
import type { DispatchCondition, Message } from '@trs/codegen';
import { isJsonObject } from '@trs/shared';
import { callout, eventLink, examplesColumn, fieldList, gapList, operationLink, pointerLink } from '../components.js';
import type { PageContext } from '../context.js';
import { markup, type Html } from '../html.js';
import { href, pages } from '../links.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

export function conditionText(condition: DispatchCondition, link: (pointer: string) => Html): Html {
  const at = link(condition.pointer);
  if (condition.present === false) return markup`${at} is absent (or null)`;
  if (condition.present === true) return markup`${at} is present`;
  if ('equals' in condition) return markup`${at} equals <code>${JSON.stringify(condition.equals)}</code>`;
  return markup`${at} matches <code>${condition.matches ?? ''}</code>`;
}

function dispatchSection(message: Message, ctx: PageContext): Html {
  const rules = ctx.model.dispatch.rules;
  const link = (pointer: string) => pointerLink(pointer, 'payload', message.fields);
  const dispatchHref = href(ctx.from, `${pages.events}#dispatch`);
  let rule: Html;
  if (message.dispatch.kind === 'rule') {
    const when = message.dispatch.when;
    const position = rules.findIndex((r) => 'message' in r && r.message === message.name) + 1;
    rule = markup`<p>
      By rule ${position} of ${rules.length} of the <a href="${dispatchHref}">dispatch order</a>, tried before any
      topic: ${when.map((c, i) => markup`${i ? ' and ' : ''}${conditionText(c, link)}`)}.
    </p>`;
  } else {
    rule = markup`<p>
      By its topic: ${link(message.dispatch.pointer)} equals <code>${JSON.stringify(message.dispatch.topic)}</code>,
      once none of the ${rules.length - 1} rules before the topic in the
      <a href="${dispatchHref}">dispatch order</a> matched.
    </p>`;
  }
  const carriedTopics = [
    ...new Set(
      message.examples
        .map((e) => (isJsonObject(e.value) ? e.value.topic : undefined))
        .filter((t): t is string => typeof t === 'string' && t !== message.topic),
    ),
  ].filter((t) => ctx.messagesByName.has(t));
  const trap =
    message.dispatch.kind === 'rule' && carriedTopics.length
      ? callout(
          'warning',
          'Do not dispatch on the topic alone',
          markup`<p>
            Its payload carries ${carriedTopics.map((t, i) => markup`${i ? ', ' : ''}topic <code>${t}</code>`)} too: a
            receiver that looked only at the topic would take it for
            ${carriedTopics.map((t, i) => markup`${i ? ', ' : ''}${eventLink(t, ctx)}`)}. The rule above is tried first
            and decides.
          </p>`,
        )
      : '';
  return markup`<section id="receiving">
    <h2>Receiving it</h2>
    <dl class="facts">
      <div>
        <dt>Recognised</dt>
        <dd>${rule}${trap}</dd>
      </div>
      <div>
        <dt>Idempotency key</dt>
        <dd>
          <p>${message.idempotencyKey.map((p, i) => markup`${i ? ' + ' : ''}${link(p)}`)}</p>
          <p class="muted">
            Two deliveries with the same values at these fields are the same event (duplicates happen, provider spec
            6.1.6); handle it once.
          </p>
        </dd>
      </div>
      <div>
        <dt>Ordering key</dt>
        <dd>
          ${
            message.orderingKey.length
              ? markup`<p>${message.orderingKey.map((p, i) => markup`${i ? ' + ' : ''}${link(p)}`)}</p>
                  <p class="muted">Events with the same value are handled one at a time, in order of receipt.</p>`
              : markup`<p class="muted">None: it is never handled.</p>`
          }
        </dd>
      </div>
      <div>
        <dt>Handled</dt>
        <dd>
          ${
            message.ignored
              ? markup`<p>
                  <strong>Ignored.</strong> Recorded and acknowledged with a 2xx, never handled:
                  <code>@trs/webhooks</code> stores it as <code>ignored</code> and refuses a handler for it.
                </p>`
              : markup`<p>
                  With <code>@trs/webhooks</code>: <code>receiver.on('${message.name}', handler)</code>; the payload is
                  validated as <code>${message.validator}</code> (read tolerantly: unknown fields and codes pass).
                </p>`
          }
        </dd>
      </div>
    </dl>
  </section>`;
}

export function eventBody(message: Message, ctx: PageContext): Html {
  return markup`<article class="reference event" data-event="${message.name}">
    <header class="page-head">
      <p class="eyebrow">
        <a href="${href(ctx.from, pages.events)}">Events</a>${message.tags.map((t) => markup` · ${t}`)}
      </p>
      <h1>${message.title}</h1>
      <p class="endpoint">
        <span class="method method-event">EVENT</span> <code class="path">${message.name}</code>${
          message.topic
            ? markup` <span class="muted">topic</span> <code>${message.topic}</code>`
            : markup` <span class="muted">recognised by a rule, not by its topic</span>`
        }${message.ignored ? markup` <span class="badge badge-ignored">ignored</span>` : ''}
      </p>
      <p class="lead">${message.summary}</p>
    </header>
    ${message.ignored ? callout('note', 'Ignored by receivers', markup`<p>Recognised so that it is not mistaken for another event, then acknowledged and dropped.</p>`) : ''}
    <section id="raised" class="prose">
      <h2>When it is raised</h2>
      ${markdown(message.description, ctx.from, ctx.linker)}
      ${
        message.raisedBy.length
          ? markup`<p>
              Raised by
              ${message.raisedBy.map((id, i) => {
                const operation = ctx.operationsById.get(id);
                return markup`${i ? ', ' : ''}${operation ? operationLink(operation, ctx) : markup`<code>${id}</code>`}`;
              })}
              (provider spec 6.5).
            </p>`
          : markup`<p class="muted">
              No operation of the API raises it: the provider sends it when the change happens on its side.
            </p>`
      }
    </section>
    ${dispatchSection(message, ctx)}
    <section id="payload">
      <h2>Payload</h2>
      <div class="split">
        <div class="split-main">
          <p><code class="content-type">application/json</code> · validator <code>${message.validator}</code></p>
          ${fieldList(message.fields, 'payload', ctx, message.sentFields)}
        </div>
        ${examplesColumn(message.examples, 'payload', 'application/json')}
      </div>
    </section>
    <section id="gaps">
      <h2>Gaps and assumptions</h2>
      ${message.gaps.length ? gapList(message.gaps, ctx) : markup`<p class="muted">None: the provider's material describes this event fully.</p>`}
    </section>
  </article>`;
}

export function eventPageHtml(message: Message, ctx: PageContext): string {
  return layout(ctx, { title: message.title, description: message.summary, body: eventBody(message, ctx) });
}
