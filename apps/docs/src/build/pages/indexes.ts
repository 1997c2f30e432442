// The two reference indexes: every operation by tag (with the base address and the authentication rule), and every
// event by tag with the dispatch order a receiver follows.
import { callout, eventLink, methodBadge } from '../components.js';
import type { PageContext } from '../context.js';
import { markup, type Html } from '../html.js';
import { eventPage, href, operationPage } from '../links.js';
import { layout, messageGroups, operationGroups } from '../layout.js';
import { markdown } from '../markdown.js';
import { conditionText } from './event.js';

export function restIndexHtml(ctx: PageContext): string {
  const { model } = ctx;
  const login = model.operations.find((o) => !o.authenticated);
  const unauthorized = model.operations.flatMap((o) => o.responses).find((r) => r.status === '401');
  const body = markup`<article class="reference">
    <header class="page-head">
      <p class="eyebrow">REST reference</p>
      <h1>${model.info.openapi.title}</h1>
      <p class="lead">
        ${model.operations.length} operations, every one with its parameters, bodies, answers and the contract's
        examples.
      </p>
    </header>
    <section id="base-address">
      <h2>Base address</h2>
      <table class="table">
        <thead>
          <tr>
            <th>URL</th>
            <th>What it is</th>
          </tr>
        </thead>
        <tbody>
          ${model.servers.map(
            (s) =>
              markup`<tr>
                <td><code>${s.url}</code></td>
                <td>${markdown(s.description, ctx.from, ctx.linker)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <p>Paths below are relative to the base address; its <code>v2</code> segment is the provider's API version.</p>
    </section>
    <section id="authentication">
      <h2>Authentication</h2>
      <p>
        ${login ? markup`${markup`<a href="${href(ctx.from, operationPage(login.operationId))}">${methodBadge(login.method)} <code>${login.path}</code></a>`} issues a token; every other call sends it in the <code>Token</code> header.` : ''}
      </p>
      ${unauthorized ? callout('note', 'The 401 rule', markdown(unauthorized.description, ctx.from, ctx.linker)) : ''}
    </section>
    <section id="operations">
      <h2>Operations</h2>
      ${operationGroups(ctx).map(
        (group) =>
          markup`<h3 id="tag.${group.tag}">${group.tag}</h3>
            <table class="table ops">
              <thead>
                <tr>
                  <th>Operation</th>
                  <th>Summary</th>
                  <th>Repeat</th>
                  <th>Raises</th>
                </tr>
              </thead>
              <tbody>
                ${group.items.map(
                  (o) =>
                    markup`<tr${o.deprecated ? markup` class="deprecated"` : ''}><td><a href="${href(ctx.from, operationPage(o.operationId))}">${methodBadge(o.method)} <code>${o.path}</code></a></td><td>${o.summary}${
                      o.deprecated ? markup` <span class="badge badge-deprecated">deprecated</span>` : ''
                    }</td><td>${o.idempotent ? markup`<span class="badge badge-safe">safe</span>` : markup`<span class="badge badge-unsafe">never twice</span>`}</td><td>${o.raises.map(
                      (name, i) => markup`${i ? ', ' : ''}${eventLink(name, ctx)}`,
                    )}</td></tr>`,
                )}
              </tbody>
            </table>`,
      )}
    </section>
    <section id="about" class="prose">
      <h2>About this contract</h2>
      ${markdown(model.info.openapi.description, ctx.from, ctx.linker)}
    </section>
  </article>`;
  return layout(ctx, { title: 'REST reference', body });
}

export function dispatchOrder(ctx: PageContext): Html {
  const rules = ctx.model.dispatch.rules;
  const link = (pointer: string) => markup`<code>${pointer}</code>`;
  return markup`<ol class="dispatch-rules">
    ${rules.map((rule) =>
      'byTopic' in rule
        ? markup`<li>
            Otherwise the topic at ${link(rule.byTopic)} names the event (its <code>topic</code> column below). A topic
            no event carries is unknown: recorded and ignored, never an error.
          </li>`
        : markup`<li>
            ${eventLink(rule.message, ctx)} when
            ${rule.when.map((c, i) => markup`${i ? ' and ' : ''}${conditionText(c, link)}`)}
          </li>`,
    )}
  </ol>`;
}

export function eventsIndexHtml(ctx: PageContext): string {
  const { model } = ctx;
  const body = markup`<article class="reference">
    <header class="page-head">
      <p class="eyebrow">Events</p>
      <h1>${model.info.asyncapi.title}</h1>
      <p class="lead">
        ${model.messages.length} messages, one page each: when it is raised, its fields and codes, its examples, how
        a receiver recognises it and what identifies one event.
      </p>
    </header>
    <section id="dispatch">
      <h2>How a receiver classifies a payload</h2>
      ${markdown(model.dispatch.description, ctx.from, ctx.linker)} ${dispatchOrder(ctx)}
    </section>
    <section id="static-header">
      <h2>The static header</h2>
      <p>Default name <code>${model.staticHeader.name}</code> (configured per agent).</p>
      ${markdown(model.staticHeader.description, ctx.from, ctx.linker)}
    </section>
    <section id="messages">
      <h2>Messages</h2>
      ${messageGroups(ctx).map(
        (group) =>
          markup`<h3 id="tag.${group.tag}">${group.tag}</h3>
            <table class="table events">
              <thead>
                <tr>
                  <th>Event</th>
                  <th>Topic</th>
                  <th>Idempotency key</th>
                  <th>Raised by</th>
                </tr>
              </thead>
              <tbody>
                ${group.items.map(
                  (m) =>
                    markup`<tr${m.ignored ? markup` class="ignored"` : ''}><td><a href="${href(ctx.from, eventPage(m.name))}">${m.title}</a><br><code class="muted">${m.name}</code>${
                      m.ignored ? markup` <span class="badge badge-ignored">ignored</span>` : ''
                    }</td><td>${m.topic ? markup`<code>${m.topic}</code>` : markup`<span class="muted">by rule</span>`}</td><td>${m.idempotencyKey.map(
                      (p, i) => markup`${i ? ' + ' : ''}<code>${p}</code>`,
                    )}</td><td>${m.raisedBy.map((id, i) => {
                      const o = ctx.operationsById.get(id)!;
                      return markup`${i ? markup`<br />` : ''}<a href="${href(ctx.from, operationPage(id))}"
                          >${methodBadge(o.method)} <code>${o.operationId}</code></a
                        >`;
                    })}</td></tr>`,
                )}
              </tbody>
            </table>`,
      )}
    </section>
    <section id="about" class="prose">
      <h2>About these webhooks</h2>
      ${markdown(model.info.asyncapi.description, ctx.from, ctx.linker)}
    </section>
  </article>`;
  return layout(ctx, { title: 'Events', body });
}
