// One page per operation: what it does, how it authenticates (and the 401 rule), whether it may be repeated, its
// parameters, body and answers with their fields beside the contract's examples, the webhooks it raises, and its
// gaps. An operation that shares its URL template with another (provider rule 2.1.1) says so, with both kinds of
// identifier and the client error for the wrong kind.
import { operationCommands } from '@trs/cli';
import type { Operation, Parameter, Response } from '@trs/codegen';
import { callout, eventLink, examplesColumn, fieldList, gapList, methodBadge, operationLink } from '../components.js';
import type { PageContext } from '../context.js';
import { highlight } from '../highlight.js';
import { markup, raw, type Html } from '../html.js';
import { href, operationPage, pages } from '../links.js';
import { markdown, markdownInline } from '../markdown.js';
import { layout } from '../layout.js';
import { parameterRule } from '../model.js';
import { operationSamples, SAMPLE_ENVIRONMENT } from '../samples.js';
import { cliAnchor } from './cli.js';

function parameterText(parameter: Parameter): Html {
  const rule = parameterRule(parameter);
  const parts: Html[] = [markup`<span class="field-type">${rule.type}</span>`];
  if (rule.format) parts.push(markup`format <code>${rule.format}</code>`);
  if (rule.pattern) parts.push(markup`pattern <code>${rule.pattern}</code>`);
  if (rule.component) parts.push(markup`schema <code>${rule.component}</code>`);
  return markup`${parts.map((part, i) => markup`${i ? ' · ' : ''}${part}`)}`;
}

function parametersSection(operation: Operation, ctx: PageContext): Html {
  if (!operation.parameters.length) return markup``;
  return markup`<section id="parameters">
    <h2>Parameters</h2>
    <table class="table">
      <thead>
        <tr>
          <th>Name</th>
          <th>In</th>
          <th>Type and rule</th>
          <th>Description</th>
          <th>Example</th>
        </tr>
      </thead>
      <tbody>
        ${operation.parameters.map(
          (p) =>
            markup`<tr id="parameter.${p.name}">
              <td>
                <code>${p.name}</code>${p.required ? markup` <span class="badge badge-required">required</span>` : ''}
              </td>
              <td>${p.in}</td>
              <td>${parameterText(p)}</td>
              <td>${markdown(p.description, ctx.from, ctx.linker)}</td>
              <td>
                ${p.example === null || p.example === undefined ? '' : markup`<code>${JSON.stringify(p.example)}</code>`}
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

/** An example value as it is written on the wire: text as it is, anything else as JSON. */
const exampleText = (example: unknown): string =>
  typeof example === 'string' ? example : (JSON.stringify(example) ?? '');

/** The request line with the parameters' examples: POST {origin}/v2/Applications/42. */
function requestLine(operation: Operation): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = operation.parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return example === null || example === undefined ? whole : encodeURIComponent(exampleText(example));
  });
  return `${operation.method} {origin}/v2${path}`;
}

/** The gaps and assumptions marked on a body's schema component itself (not on one of its fields). */
function schemaGaps(validator: string | null, ctx: PageContext): string[] {
  if (!validator) return [];
  return ctx.model.gaps
    .filter((g) => g.places.some((p) => p.schema === validator && p.pointer.endsWith(`/schemas/${validator}`)))
    .map((g) => g.id);
}

function answerSection(answer: Response, ctx: PageContext): Html {
  const section = `response-${answer.status}`;
  const kind = /^2/.test(answer.status) ? 'ok' : /^4/.test(answer.status) ? 'client' : 'other';
  return markup`<section class="answer" id="${section}">
    <h3>
      <span class="status status-${kind}">${answer.status}</span>
      ${answer.contentType ? markup`<code class="content-type">${answer.contentType}</code>` : markup`<span class="muted">no body</span>`}${
        answer.validator ? markup` <span class="muted">· validator <code>${answer.validator}</code></span>` : ''
      }
    </h3>
    <div class="split">
      <div class="split-main">
        ${markdown(answer.description, ctx.from, ctx.linker)} ${gapList(schemaGaps(answer.validator, ctx), ctx)}
        ${
          answer.headers.length
            ? markup`<table class="table">
                <thead>
                  <tr>
                    <th>Header</th>
                    <th>Description</th>
                    <th>Example</th>
                  </tr>
                </thead>
                <tbody>
                  ${answer.headers.map(
                    (h) =>
                      markup`<tr>
                        <td>
                          <code>${h.name}</code
                          >${h.required ? markup` <span class="badge badge-required">required</span>` : ''}
                        </td>
                        <td>${markdown(h.description, ctx.from, ctx.linker)}</td>
                        <td>${h.example === null || h.example === undefined ? '' : markup`<code>${exampleText(h.example)}</code>`}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
            : ''
        }
        ${answer.contentType ? fieldList(answer.fields, section, ctx) : ''}
      </div>
      ${answer.contentType ? examplesColumn(answer.examples, section, answer.contentType) : markup`<div class="examples"></div>`}
    </div>
  </section>`;
}

function sharedTemplate(operation: Operation, ctx: PageContext): Html {
  const siblings = ctx.model.operations.filter(
    (o) => o.path === operation.path && o.operationId !== operation.operationId,
  );
  if (!siblings.length) return markup``;
  const kind = (o: Operation) =>
    o.parameters.filter((p) => p.in === 'path').map((p) => markup`<code>${p.name}</code>: ${parameterText(p)}`);
  const clientError = operation.responses.find((r) => /^4/.test(r.status) && r.status !== '401');
  return callout(
    'warning',
    'One URL template, two kinds of identifier',
    markup`<p>
        This operation shares the URL template <code>${operation.path}</code> with
        ${siblings.map((s, i) => markup`${i ? ', ' : ''}${operationLink(s, ctx)} (<code>${s.operationId}</code>)`)}
        (provider rule 2.1.1). The method decides what the identifier is:
      </p>
      <ul>
        <li>${methodBadge(operation.method)} <strong>this operation</strong> takes ${kind(operation)}</li>
        ${siblings.map((s) => markup`<li>${methodBadge(s.method)} <a href="${href(ctx.from, operationPage(s.operationId))}">${s.summary}</a> takes ${kind(s)}</li>`)}
      </ul>
      <p>
        Sending the other kind of value is a client
        error${clientError ? markup` (<a href="#response-${clientError.status}">${clientError.status}</a>)` : ''}: the
        call would reach the wrong operation. <code>@trs/client</code> refuses a value of the wrong kind before anything
        is sent.
      </p>`,
  );
}

/** curl, trs and @trs/client: the same call three ways, from the contract's examples (run by the docs tests). */
function samplesSection(operation: Operation, ctx: PageContext): Html {
  const command = operationCommands.find((c) => c.operationId === operation.operationId);
  const samples = operationSamples(operation, command);
  const block = (kind: string, title: Html, language: string, code: string) =>
    markup`<figure class="example sample" data-sample="${kind}">
      <figcaption><span class="example-name">${title}</span></figcaption>
      <pre class="code"><code class="hljs language-${language}">${raw(highlight(code, language))}</code></pre>
    </figure>`;
  return markup`<section id="samples">
    <h2>Code samples</h2>
    <p class="muted">
      The contract's examples, sent three ways. They read
      ${Object.entries(SAMPLE_ENVIRONMENT).map(([name, what], i) => markup`${i ? ', ' : ''}<code>${name}</code> (${what})`)}.
      <code>trs</code> is the command of <code>@trs/cli</code>
      (<a href="${href(ctx.from, `${pages.cli}#${cliAnchor(command?.words ?? ['login'])}`)}">its reference</a>).
    </p>
    ${block('curl', markup`curl`, 'bash', samples.curl)}
    ${block('trs', markup`trs`, 'bash', samples.trs)}
    ${block('typescript', markup`TypeScript · @trs/client`, 'typescript', samples.typescript)}
  </section>`;
}

function authSection(operation: Operation, ctx: PageContext): Html {
  const unauthorized = operation.responses.find((r) => r.status === '401');
  if (!operation.authenticated) {
    const success = operation.responses.find((r) => /^2/.test(r.status));
    return markup`<section id="authentication">
      <h2>Authentication</h2>
      <p>
        Needs no
        token.${
          success?.headers.length
            ? markup` Its answer carries
              ${success.headers.map((h, i) => markup`${i ? ' and ' : ''}<code>${h.name}</code>`)}, which every other call
              needs.`
            : ''
        }
      </p>
      ${unauthorized ? markup`<p>A refused login answers <a href="#response-401">401</a>.</p>` : ''}
    </section>`;
  }
  const login = ctx.model.operations.find((o) => !o.authenticated);
  return markup`<section id="authentication">
    <h2>Authentication</h2>
    <p>Sends the <code>Token</code> header${login ? markup`, issued by ${operationLink(login, ctx)}` : ''}.</p>
    ${unauthorized ? callout('note', 'When it answers 401', markdown(unauthorized.description, ctx.from, ctx.linker)) : ''}
  </section>`;
}

export function operationBody(operation: Operation, ctx: PageContext): Html {
  const raised = operation.raises;
  return markup`<article class="reference operation" data-operation="${operation.operationId}">
    <header class="page-head">
      <p class="eyebrow">
        <a href="${href(ctx.from, pages.rest)}">REST reference</a>${operation.tags.map((t) => markup` · ${t}`)}
      </p>
      <h1>${operation.summary}</h1>
      <p class="endpoint">${methodBadge(operation.method)} <code class="path">${operation.path}</code></p>
      <p class="meta">
        operationId <code>${operation.operationId}</code>${
          operation.authenticated
            ? markup` · <code>@trs/client</code> helper <code>${operation.operationId}()</code>`
            : ''
        }
        ·
        ${operation.idempotent ? markup`<span class="badge badge-safe">safe to repeat</span>` : markup`<span class="badge badge-unsafe">never repeated on its own</span>`}${
          operation.deprecated ? markup` <span class="badge badge-deprecated">deprecated</span>` : ''
        }
      </p>
    </header>
    ${operation.deprecated ? callout('warning', 'Deprecated', markup`<p>Deprecated by the provider: do not build on it.</p>`) : ''}
    ${sharedTemplate(operation, ctx)}
    <section id="description" class="prose">${markdown(operation.description, ctx.from, ctx.linker)}</section>
    ${
      operation.advice?.outcomeUnknown
        ? callout(
            'danger',
            'If the outcome is unknown (a timeout, a dropped connection)',
            markup`<p>${markdownInline(operation.advice.outcomeUnknown, ctx.from, ctx.linker)}</p>
              <p class="muted">
                There is no list or search endpoint: this call is never sent twice on its own, and
                <code>@trs/client</code> reports <code>TRS_OUTCOME_UNKNOWN</code> instead.
              </p>`,
          )
        : ''
    }
    ${authSection(operation, ctx)} ${samplesSection(operation, ctx)} ${parametersSection(operation, ctx)}
    <section id="request">
      <h2>Request</h2>
      <div class="split">
        <div class="split-main">
          ${
            operation.requestBody
              ? markup`<p>
                    <code class="content-type">${operation.requestBody.contentType}</code
                    >${operation.requestBody.required ? ' · required' : ''}${
                      operation.requestBody.validator
                        ? markup` · checked strictly before sending by <code>${operation.requestBody.validator}</code> of
                            <code>@trs/validators</code>`
                        : ''
                    }
                  </p>
                  ${markdown(operation.requestBody.description, ctx.from, ctx.linker)}${gapList(schemaGaps(operation.requestBody.validator, ctx), ctx)}${fieldList(operation.requestBody.fields, 'request', ctx)}`
              : markup`<p class="muted">No body.</p>`
          }
        </div>
        <div class="examples">
          <p class="examples-title">Request line</p>
          <pre class="code request-line"><code>${requestLine(operation)}</code></pre>
          ${
            operation.requestBody
              ? examplesColumn(
                  operation.requestBody.examples,
                  'request',
                  operation.requestBody.contentType,
                  'Body examples',
                )
              : ''
          }
        </div>
      </div>
    </section>
    <section id="responses">
      <h2>Responses</h2>
      ${operation.responses.map((answer) => answerSection(answer, ctx))}
    </section>
    <section id="webhooks">
      <h2>Webhooks it raises</h2>
      ${
        raised.length
          ? markup`<ul class="link-list">
                ${raised.map((name) => {
                  const message = ctx.messagesByName.get(name);
                  return markup`<li>
                    ${eventLink(name, ctx)} ${message ? markup`<span class="muted">${message.summary}</span>` : ''}
                  </li>`;
                })}
              </ul>
              <p class="muted">
                Provider spec 6.5. The webhooks arrive at the agent's receiver; see the
                <a href="${href(ctx.from, pages.delivery)}">delivery rules</a>.
              </p>`
          : markup`<p class="muted">None: the provider ties no webhook to this call (provider spec 6.5).</p>`
      }
    </section>
    <section id="gaps">
      <h2>Gaps and assumptions</h2>
      ${operation.gaps.length ? gapList(operation.gaps, ctx) : markup`<p class="muted">None: the provider's material describes this operation fully.</p>`}
    </section>
  </article>`;
}

export function operationPageHtml(operation: Operation, ctx: PageContext): string {
  return layout(ctx, {
    title: `${operation.method} ${operation.path}`,
    description: operation.summary,
    body: operationBody(operation, ctx),
  });
}
