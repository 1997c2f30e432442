// The provider's delivery rules (provider spec 3.4, 6.1, 8) as a timeline, drawn from the contract's x-delivery data
// (never typed here), beside the status-code table of @trs/webhooks (its README's own section), and why a receiver
// must never answer 4xx to a valid delivery.
import type { DeliveryRules } from '@trs/codegen';
import { isJsonObject } from '@trs/shared';
import { callout, gapList } from '../components.js';
import type { PageContext } from '../context.js';
import { markup, type Html } from '../html.js';
import { layout } from '../layout.js';
import { markdown } from '../markdown.js';

interface StatusRange {
  from: number;
  to: number;
}

/** The x-delivery data the timeline needs, checked: a contract change that drops one of them stops the build. */
export interface DeliveryTimeline {
  firstAttemptTimeoutSeconds: number;
  retryAttemptTimeoutSeconds: number;
  retryIntervalSeconds: number;
  totalAttempts: number;
  innerRetries: { maxRetries: number; statuses: number[]; onDroppedConnection: boolean };
  successStatuses: StatusRange[];
  permanentFailureStatuses: StatusRange[];
  permanentFailureExceptions: number[];
  retryableStatuses: StatusRange[];
  retryOnTimeout: boolean;
  retryOnDroppedConnection: boolean;
  afterLastAttempt: string;
}

export function deliveryTimeline(delivery: DeliveryRules): DeliveryTimeline {
  const rules = delivery.rules;
  const need = <T>(key: string, ok: (value: unknown) => value is T): T => {
    const value = rules[key];
    if (!ok(value))
      throw new Error(`the contract's x-delivery has no usable ${key}: the delivery page draws its timeline from it`);
    return value;
  };
  const inner = need('innerRetries', isInnerRetries);
  return {
    firstAttemptTimeoutSeconds: need('firstAttemptTimeoutSeconds', isNumber),
    retryAttemptTimeoutSeconds: need('retryAttemptTimeoutSeconds', isNumber),
    retryIntervalSeconds: need('retryIntervalSeconds', isNumber),
    totalAttempts: need('totalAttempts', isNumber),
    innerRetries: {
      maxRetries: inner.maxRetries,
      statuses: inner.statuses,
      onDroppedConnection: inner.onDroppedConnection === true,
    },
    successStatuses: need('successStatuses', isRanges),
    permanentFailureStatuses: need('permanentFailureStatuses', isRanges),
    permanentFailureExceptions: need('permanentFailureExceptions', isNumbers),
    retryableStatuses: need('retryableStatuses', isRanges),
    retryOnTimeout: rules.retryOnTimeout === true,
    retryOnDroppedConnection: rules.retryOnDroppedConnection === true,
    afterLastAttempt: need('afterLastAttempt', (v): v is string => typeof v === 'string'),
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);
const isRanges = (v: unknown): v is StatusRange[] =>
  Array.isArray(v) && v.every((r) => isJsonObject(r) && isNumber(r.from) && isNumber(r.to));
const isInnerRetries = (v: unknown): v is { maxRetries: number; statuses: number[]; onDroppedConnection?: unknown } =>
  isJsonObject(v) && isNumber(v.maxRetries) && isNumbers(v.statuses);

const range = (r: StatusRange) =>
  r.from === r.to
    ? String(r.from)
    : r.from % 100 === 0 && r.to === r.from + 99
      ? `${r.from / 100}xx`
      : `${r.from}–${r.to}`;
const ranges = (list: StatusRange[]) => list.map(range).join(', ');

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = seconds / 60;
  return Number.isInteger(minutes) ? `${minutes} min` : `${minutes.toFixed(1)} min`;
}

function timeline(t: DeliveryTimeline): Html {
  const inner = markup`up to ${t.innerRetries.maxRetries} inner retries on
  ${t.innerRetries.statuses.join(', ')}${t.innerRetries.onDroppedConnection ? ' or a dropped connection' : ''}`;
  const attempts: Html[] = [];
  for (let n = 1; n <= t.totalAttempts; n += 1) {
    const at =
      n === 1 ? 'when the event is raised' : `≈ ${duration((n - 1) * t.retryIntervalSeconds)} after it was raised`;
    const timeout = n === 1 ? t.firstAttemptTimeoutSeconds : t.retryAttemptTimeoutSeconds;
    attempts.push(
      markup`<li class="attempt${n === 1 ? ' first' : ''}" data-attempt="${n}">
        <span class="dot" aria-hidden="true"></span>
        <p><strong>Attempt ${n}</strong> <span class="muted">${at}</span></p>
        <p class="attempt-detail">
          ${
            n === 1
              ? markup`${timeout} s timeout · ${inner} · on failure the payload is <strong>stored</strong> and retried
                about every ${duration(t.retryIntervalSeconds)}`
              : markup`${timeout} s timeout · the same inner retries`
          }
        </p>
      </li>`,
    );
  }
  return markup`<ol class="timeline">
    ${attempts}
    <li class="attempt end">
      <span class="dot" aria-hidden="true"></span>
      <p>
        <strong>${t.afterLastAttempt === 'dead' ? 'Dead' : t.afterLastAttempt}</strong>
        <span class="muted">after the ${t.totalAttempts}th failed attempt</span>
      </p>
      <p class="attempt-detail">
        The payload is marked ${t.afterLastAttempt} and logged at the provider. It is never sent again.
      </p>
    </li>
  </ol>`;
}

function verdicts(t: DeliveryTimeline): Html {
  const retryable = [ranges(t.retryableStatuses)];
  if (t.retryOnTimeout) retryable.push('a timeout');
  if (t.retryOnDroppedConnection) retryable.push('a dropped connection');
  return markup`<table class="table verdicts">
    <thead>
      <tr>
        <th>The receiver answers</th>
        <th>The provider</th>
      </tr>
    </thead>
    <tbody>
      <tr class="ok">
        <td>${ranges(t.successStatuses)} from any URL</td>
        <td><strong>Delivered.</strong> The other URLs are still called; the body of the answer is not read.</td>
      </tr>
      <tr class="retry">
        <td>${retryable.join(', ')}</td>
        <td><strong>Retried</strong> (inner retries, then the next attempt).</td>
      </tr>
      <tr class="dead">
        <td>${ranges(t.permanentFailureStatuses)} except ${t.permanentFailureExceptions.join(' and ')}</td>
        <td><strong>Dead at once</strong>: no more retries, for every URL.</td>
      </tr>
    </tbody>
  </table>`;
}

export function deliveryHtml(ctx: PageContext): string {
  const { delivery } = ctx.model;
  const t = deliveryTimeline(delivery);
  const body = markup`<article class="reference delivery">
    <header class="page-head">
      <p class="eyebrow">Events</p>
      <h1>Delivery rules</h1>
      <p class="lead">
        How the provider delivers each webhook (provider spec 3.4, 6.1 and 8), and how a receiver must answer so that no
        real event is lost.
      </p>
    </header>
    <section class="prose">
      <p>${delivery.fanOut}</p>
    </section>
    <div class="split delivery-split">
      <section id="timeline" class="split-main">
        <h2>One payload, from raised to dead</h2>
        ${timeline(t)}
      </section>
      <section id="status-codes" class="examples">
        <h2>What <code>@trs/webhooks</code> answers</h2>
        <div class="prose status-table">${markdown(ctx.sources.webhookStatusCodes, ctx.from, ctx.linker)}</div>
        <p class="muted">From the README of <code>@trs/webhooks</code>, section "Status codes".</p>
      </section>
    </div>
    <section id="verdicts">
      <h2>What the provider does with each answer</h2>
      ${verdicts(t)}
      ${callout(
        'danger',
        'Never answer 4xx to a valid delivery',
        markup`<p>
          A ${ranges(t.permanentFailureStatuses)} other than ${t.permanentFailureExceptions.join(' and ')} kills the
          payload for ever: the provider stops retrying at once and never sends that event again, to any URL. A receiver
          that answers 400 because its own handler failed, its database was down, or a field was unexpected loses a real
          event. Answer 2xx once the raw body is stored (a payload that fails validation goes to your own dead letters,
          not back to the provider), and ${ranges(t.retryableStatuses.filter((r) => r.from >= 500))} when you cannot
          store it: that is retried.
        </p>`,
      )}
    </section>
    <section id="gaps">
      <h2>Gaps and assumptions of the delivery rules</h2>
      ${gapList(delivery.gaps, ctx)}
    </section>
  </article>`;
  return layout(ctx, { title: 'Delivery rules', body });
}
