// The page at /_sandbox/: tenancies and applicants with their statuses, the live delivery log (every event, its
// deliveries, the attempts per URL, the final state) with a button to redeliver an event, and the readings of the
// provider's specification (readings.ts). Self-contained: the page, its script and its style come from the sandbox,
// and a Content-Security-Policy forbids anything else.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RequestRecord } from '@trs/sender';
import { isJsonObject, pointerTokens } from '@trs/shared';
import type { SandboxSnapshot } from './admin.js';
import type { EventView } from './events.js';
import { operations } from './operations.gen.js';
import { readings, type Reading } from './readings.js';

export const PAGE_PATH = '/_sandbox/';

export const pageSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export const pageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>trs sandbox</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/_sandbox/page.css">
<script src="/_sandbox/page.js" defer></script>
</head>
<body>
<header>
  <h1>trs sandbox</h1>
  <p id="summary">Loading…</p>
  <p class="live"><span id="live-dot"></span> <span id="live-text">connecting</span></p>
<!--docs-link-->
</header>
<main>
  <p id="outage" class="outage" hidden></p>
  <section>
    <h2>Tenancies</h2>
    <table id="tenancies">
      <thead><tr><th>Reference</th><th>Branch</th><th>Start date</th><th>Step</th><th>Applicants</th></tr></thead>
      <tbody></tbody>
    </table>
    <div class="empty" id="no-tenancies">
      <p>No tenancy yet: create the first one through the API, with curl or with <code>trs</code> (<code>@trs/cli</code>).</p>
<!--first-steps-->
    </div>
  </section>
  <section>
    <h2>Delivery log</h2>
    <table id="events">
      <thead><tr><th>Raised</th><th>Event</th><th>Tenancy</th><th>Deliveries (attempts per URL)</th><th>Final state</th><th></th></tr></thead>
      <tbody></tbody>
    </table>
    <p class="empty" id="no-events">No event yet.</p>
  </section>
<!--readings-->
</main>
</body>
</html>
`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The options of this sandbox that change a reading. */
export type ReadingSettings = Record<NonNullable<Reading['option']>, boolean>;

/** The readings section: what is stated by the provider, what the sandbox inferred, and this sandbox's settings. */
function readingsSection(settings: ReadingSettings): string {
  const rows = readings.map((r) => {
    const option = r.option
      ? `<div class="muted">Option <code>${r.option}</code>: ${settings[r.option] ? 'on' : 'off'} in this sandbox.</div>`
      : '';
    return `      <tr data-reading="${escapeHtml(r.subject)}"><td>${escapeHtml(r.subject)}</td><td><span class="badge ${r.basis}">${r.basis}</span> <span class="muted">§ ${escapeHtml(r.sections)}</span></td><td>${escapeHtml(r.sandbox)}${option}</td></tr>`;
  });
  return `  <section id="readings">
    <h2>Readings of the provider's specification</h2>
    <p class="muted">Stated: the provider's specification says so. Inferred: it leaves this open, and this is what the sandbox chose.</p>
    <table>
      <thead><tr><th>Behaviour</th><th>Basis</th><th>What this sandbox does</th></tr></thead>
      <tbody>
${rows.join('\n')}
      </tbody>
    </table>
  </section>`;
}

/** Who creates the first tenancy in the empty page's commands: the sandbox's first user and branch. */
export interface FirstSteps {
  userName: string;
  branchId: number;
}

/** The contract's example of a new tenancy that the first steps send: the trs command names it, curl sends its value. */
const FIRST_TENANCY_EXAMPLE = 'managedFlat';

const require = createRequire(import.meta.url);

/** A member of a JSON object; undefined where the value is not one. */
const memberOf = (value: unknown, key: string): unknown => (isJsonObject(value) ? value[key] : undefined);

/** The value of one of createTenancy's request body examples in the bundled OpenAPI document, its $ref followed. */
function createTenancyExample(name: string): unknown {
  const document: unknown = JSON.parse(readFileSync(require.resolve('@trs/spec/openapi.json'), 'utf8'));
  const at = (keys: string[]) => keys.reduce(memberOf, document);
  const { path, method } = operations.createTenancy;
  const media = ['paths', path, method.toLowerCase(), 'requestBody', 'content', 'application/json'];
  const example = at([...media, 'examples', name]);
  const ref = memberOf(example, '$ref');
  const value = memberOf(typeof ref === 'string' ? at(pointerTokens(ref)) : example, 'value');
  if (value === undefined) throw new Error(`The contract has no example ${name} of createTenancy's request body.`);
  return value;
}

const FIRST_TENANCY = createTenancyExample(FIRST_TENANCY_EXAMPLE);

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The commands that create the first tenancy, with {origin} for the page script to fill in with the address the
 * reader reached the sandbox at. The password is never on the page: $TRS_PASSWORD (trs sandbox prints it).
 */
export function firstStepsCommands(
  steps: FirstSteps,
  baseUrl = '{origin}/v2',
): { environment: string; curl: string; trs: string } {
  const environment = `export TRS_BASE_URL=${baseUrl} TRS_USER=${shellQuote(steps.userName)} TRS_PASSWORD=…  # the password trs sandbox printed`;
  const curl = [
    `TOKEN=$(curl -sS -D - -o /dev/null -X POST "$TRS_BASE_URL/Authenticate" -H 'Content-Type: application/json' \\`,
    `  -d "{\\"UserName\\":\\"$TRS_USER\\",\\"Password\\":\\"$TRS_PASSWORD\\"}" | tr -d '\\r' | sed -n 's/^[Tt]oken: //p')`,
    `curl --fail-with-body -sS -X POST "$TRS_BASE_URL/Applications/${steps.branchId}" -H "Token: $TOKEN" \\`,
    `  -H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(FIRST_TENANCY))}`,
  ].join('\n');
  const trs = `trs tenancy create --branch ${steps.branchId} --example ${FIRST_TENANCY_EXAMPLE}`;
  return { environment, curl, trs };
}

function firstStepsSection(steps: FirstSteps): string {
  const { environment, curl, trs } = firstStepsCommands(steps);
  const block = (kind: string, code: string) =>
    `      <pre class="first-step" data-command="${kind}"><code>${escapeHtml(code)}</code></pre>`;
  return [
    block('environment', environment),
    '      <p>With curl:</p>',
    block('curl', curl),
    '      <p>With <code>trs</code>:</p>',
    block('trs', trs),
  ].join('\n');
}

/** The page, with a link to the docs site when one is served beside the sandbox, the first steps, and the readings. */
export function renderPageHtml(docsUrl: string | null, settings: ReadingSettings, steps?: FirstSteps): string {
  return pageHtml
    .replace('<!--docs-link-->', docsUrl ? `  <p><a id="docs-link" href="${escapeHtml(docsUrl)}">API docs</a></p>` : '')
    .replace('<!--first-steps-->', steps ? firstStepsSection(steps) : '')
    .replace('<!--readings-->', readingsSection(settings));
}

export const pageCss = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5f6b7a; --line: #dde2ea; --ok: #1f7a3d; --warn: #9a6200; --bad: #b3261e; --info: #235fa8; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: #f6f7f9; }
header { padding: 16px 24px; background: #fff; border-bottom: 1px solid var(--line); display: flex; gap: 24px; align-items: baseline; flex-wrap: wrap; }
h1 { font-size: 20px; margin: 0; }
h2 { font-size: 16px; margin: 24px 0 8px; }
header p { margin: 0; color: var(--muted); }
main { padding: 0 24px 32px; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .03em; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, monospace; font-size: 12px; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; background: #eef1f5; color: var(--muted); white-space: nowrap; }
.badge.delivered, .badge.Completed, .badge.success { background: #e3f4e8; color: var(--ok); }
.badge.stored, .badge.raised, .badge.held, .badge.queued, .badge.retryable { background: #fff3dc; color: var(--warn); }
.outage { background: #fde7e5; color: var(--bad); padding: 6px 10px; border-radius: 6px; }
.badge.dead, .badge.refused, .badge.permanent, .badge.Cancelled, .badge.withheld { background: #fde7e5; color: var(--bad); }
.badge.stated { background: #e3f4e8; color: var(--ok); }
.badge.inferred { background: #fff3dc; color: var(--warn); }
.badge.sent, .badge.References { background: #e4eefb; color: var(--info); }
.applicant { margin: 2px 0; }
.url { margin: 2px 0; }
.muted { color: var(--muted); }
.empty { color: var(--muted); }
pre.first-step { background: #fff; border: 1px solid var(--line); padding: 8px 10px; overflow-x: auto; color: var(--ink); }
button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
button:hover { border-color: var(--info); color: var(--info); }
details pre { max-height: 260px; overflow: auto; background: #f3f5f8; padding: 8px; margin: 6px 0 0; }
.live { margin-left: auto !important; }
#live-dot { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: var(--warn); }
#live-dot.on { background: var(--ok); }
`;

type MakeElement = (
  tag: string,
  attributes?: Record<string, string>,
  ...children: (Node | string | null)[]
) => HTMLElement;
type Badge = (text: string, kind?: string) => HTMLElement;

/**
 * The events table's delivery and state cells, for pageScript: served as its argument, so it too must not use anything
 * from outside its own body.
 */
export function eventCells(el: MakeElement, badge: Badge) {
  // With the docs site beside the sandbox, each event links to its page there.
  const docsHref = document.getElementById('docs-link')?.getAttribute('href');
  const eventName = (name: string) =>
    docsHref
      ? el(
          'a',
          {
            class: 'event-doc',
            href: new URL(`events/${encodeURIComponent(name)}.html`, new URL(docsHref, location.href)).href,
          },
          el('strong', {}, name),
        )
      : el('strong', {}, name);

  function deliveryCell(event: EventView): HTMLElement {
    if (!event.deliveries.length) return el('td', { class: 'muted' }, event.problem ?? '—');
    return el(
      'td',
      {},
      ...event.deliveries.map((d, index) => {
        const byUrl = new Map<string, RequestRecord[]>();
        for (const attempt of d.attempts)
          for (const u of attempt.urls) byUrl.set(u.url, [...(byUrl.get(u.url) ?? []), ...u.requests]);
        return el(
          'div',
          { class: 'delivery', 'data-delivery': d.id },
          el('span', { class: 'muted' }, `#${index + 1} `),
          badge(d.state),
          ` ${d.attempts.length} attempt${d.attempts.length === 1 ? '' : 's'}`,
          ...[...byUrl.entries()].map(([url, requests]) => {
            const last = requests[requests.length - 1];
            return el(
              'div',
              { class: 'url' },
              el('code', {}, url),
              ` ${requests.length} request${requests.length === 1 ? '' : 's'}${last ? ', last ' : ' so far'}`,
              last
                ? badge(last.status === null ? (last.failure ?? 'failed') : String(last.status), last.verdict)
                : null,
            );
          }),
          d.deadReason ? el('div', { class: 'muted' }, d.deadReason) : null,
        );
      }),
    );
  }

  function finalState(event: EventView): string {
    if (event.status !== 'sent') return event.status;
    const states = event.deliveries.map((d) => d.state);
    for (const state of ['delivered', 'raised', 'stored', 'dead'] as const) if (states.includes(state)) return state;
    return 'sent';
  }

  return { deliveryCell, finalState, eventName };
}

/**
 * The page's calls to the admin API (with the admin token, when there is one), for pageScript: served as its argument,
 * so it too must not use anything from outside its own body.
 */
export function adminCalls() {
  // The admin token, when the sandbox has one: given once in the page's address (#admin-token=…), kept for this tab
  // and taken out of the address bar.
  const tokenInAddress = /(?:^#|&)admin-token=([^&]+)/.exec(location.hash)?.[1];
  if (tokenInAddress) {
    sessionStorage.setItem('trs-sandbox-admin-token', decodeURIComponent(tokenInAddress));
    history.replaceState(null, '', location.pathname + location.search);
  }
  const adminToken = sessionStorage.getItem('trs-sandbox-admin-token');
  const adminHeaders = (): Record<string, string> => (adminToken ? { Authorization: `Bearer ${adminToken}` } : {});

  /** The admin API's answer at `path`: the JSON of what its route returns (`T`). */
  async function getJson<T>(path: string): Promise<T> {
    const response = await fetch(path, { cache: 'no-store', headers: adminHeaders() });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  /** An applicant's report as PDF. */
  async function reportPdf(tenancy: string, applicant: string, type: number): Promise<Blob> {
    const path = `/_sandbox/api/tenancies/${encodeURIComponent(tenancy)}/applicants/${encodeURIComponent(applicant)}/reports/${type}`;
    const answer = await fetch(path, { cache: 'no-store', headers: adminHeaders() });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return answer.blob();
  }

  /** Asks for an event to be delivered again; false when the sandbox refuses. */
  async function redeliver(eventId: string): Promise<boolean> {
    // JSON, as the admin API takes every write (a cross-site page cannot send that without asking)
    const response = await fetch(`/_sandbox/api/events/${encodeURIComponent(eventId)}/redeliver`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...adminHeaders() },
      body: '{}',
    });
    return response.ok;
  }

  return { getJson, reportPdf, redeliver };
}

/**
 * The page's script, written as a function so that the compiler checks it; served as
 * `(${pageScript})(${eventCells}, ${adminCalls})`. It must not use anything from outside its own body.
 */
export function pageScript(cells: typeof eventCells, calls: typeof adminCalls): void {
  const openDetails = new Set<string>();

  const el = (tag: string, attributes: Record<string, string> = {}, ...children: (Node | string | null)[]) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    for (const child of children) if (child !== null) node.append(child);
    return node;
  };
  const badge = (text: string, kind = text.split(' ')[0]) => el('span', { class: `badge ${kind}` }, text);
  const time = (iso: string | number) => new Date(iso).toISOString().slice(11, 19);
  const { deliveryCell, finalState, eventName } = cells(el, badge);

  // The first steps' commands carry the address the reader reached the sandbox at.
  for (const code of document.querySelectorAll('pre.first-step code'))
    code.textContent = (code.textContent ?? '').replace('{origin}', location.origin);

  const api = calls();

  // A report's PDF, fetched from the admin API and saved by the browser.
  function reportLink(tenancy: string, applicant: string, type: number): HTMLElement {
    const file = `${tenancy}-${applicant}-${type}.pdf`;
    const link = el(
      'a',
      { href: '#', class: 'report-link', 'data-report': String(type), title: file },
      `${type} (PDF) `,
    );
    link.addEventListener('click', (event) => {
      event.preventDefault();
      void api
        .reportPdf(tenancy, applicant, type)
        .then((pdf) => {
          const save = el('a', { href: URL.createObjectURL(pdf), download: file });
          save.click();
          setTimeout(() => URL.revokeObjectURL(save.getAttribute('href')!), 60_000);
        })
        .catch((error: unknown) => console.error(String(error)));
    });
    return link;
  }

  function renderTenancies(state: SandboxSnapshot): void {
    const body = document.querySelector('#tenancies tbody')!;
    body.replaceChildren(
      ...state.tenancies.map((t) =>
        el(
          'tr',
          { 'data-tenancy': t.reference },
          el(
            'td',
            {},
            el('code', {}, t.reference),
            t.externalReference ? el('div', { class: 'muted' }, t.externalReference) : null,
          ),
          el('td', {}, String(t.branchId)),
          el('td', {}, t.startDate),
          el('td', {}, `${t.step} · ${t.stepName}`, t.finalised ? el('div', {}, badge('finalised')) : null),
          el(
            'td',
            {},
            ...(t.applicants.length
              ? t.applicants.map((a) =>
                  el(
                    'div',
                    { class: 'applicant', 'data-applicant': a.reference },
                    el('code', {}, a.reference),
                    ` ${a.name} (${a.kind}) `,
                    badge(a.status),
                    a.reports.length
                      ? el(
                          'span',
                          { class: 'muted' },
                          ' reports ',
                          ...a.reports.map((type) => reportLink(t.reference, a.reference, type)),
                        )
                      : null,
                    a.webhooksEnabledAtSubmit === false
                      ? el(
                          'div',
                          { class: 'muted', 'data-webhooks-at-submit': 'off' },
                          badge('no report callback', 'withheld'),
                          ' submitted while webhooks were off: its Report Available is never sent (provider spec 1)',
                        )
                      : null,
                  ),
                )
              : [el('span', { class: 'muted' }, 'none yet')]),
          ),
        ),
      ),
    );
    document.getElementById('no-tenancies')!.hidden = state.tenancies.length > 0;
    const webhook = state.webhook
      ? `webhooks ${state.webhook.enabled ? 'on' : 'off'} → ${state.webhook.urls.join(', ')}`
      : 'no webhook URL configured';
    document.getElementById('summary')!.textContent =
      `API ${location.origin}/v2 · ${state.tenancies.length} tenancies · ${state.events.total} events · ${webhook}`;
    // A simulated outage of the receiver: what the provider's sender meets, and what it does to deliveries.
    const outage = document.getElementById('outage')!;
    outage.hidden = !state.outage;
    if (state.outage) {
      const every = `${state.delivery.totalAttempts} attempts, ${state.delivery.retryIntervalMs / 1000} s apart`;
      outage.textContent =
        state.outage.kind === 'status'
          ? `Receiver outage since ${time(state.outage.since)}: every delivery is answered ${state.outage.status}; a 4xx other than 408/429 kills it at once (provider spec 6.1.3). ${state.outage.requestsFailed} requests failed.`
          : `Receiver outage since ${time(state.outage.since)}: the receiver is unreachable; deliveries are retried (${every}) and then dead (provider spec 3.4). ${state.outage.requestsFailed} requests failed.`;
    }
  }

  function renderEvents(events: EventView[]): void {
    const body = document.querySelector('#events tbody')!;
    body.replaceChildren(
      ...events
        .slice()
        .reverse()
        .flatMap((event) => {
          const details = el(
            'details',
            {},
            el('summary', {}, 'payload'),
            el('pre', {}, JSON.stringify(event.payload, null, 2)),
          );
          if (openDetails.has(event.id)) details.setAttribute('open', '');
          details.addEventListener('toggle', () => {
            if ((details as HTMLDetailsElement).open) openDetails.add(event.id);
            else openDetails.delete(event.id);
          });
          const button = el('button', { type: 'button', 'data-redeliver': event.id }, 'Redeliver');
          button.addEventListener('click', () => void redeliver(button, event.id));
          return [
            el(
              'tr',
              { 'data-event': event.id, 'data-name': event.name },
              el('td', {}, time(event.raisedAt)),
              el('td', {}, eventName(event.name), el('div', { class: 'muted mono' }, event.id), details),
              el(
                'td',
                {},
                event.applicationRef
                  ? el('code', {}, event.applicationRef)
                  : typeof event.payload.KYCid === 'string' && event.payload.KYCid
                    ? el('span', { class: 'muted' }, 'KYC ', el('code', {}, event.payload.KYCid))
                    : el('span', { class: 'muted' }, '—'),
              ),
              deliveryCell(event),
              el(
                'td',
                {},
                badge(finalState(event)),
                event.traps.length ? el('div', { class: 'muted' }, event.traps.join(', ')) : null,
              ),
              el('td', {}, event.status === 'refused' || event.withheld ? null : button),
            ),
          ];
        }),
    );
    document.getElementById('no-events')!.hidden = events.length > 0;
  }

  async function redeliver(button: HTMLElement, eventId: string): Promise<void> {
    button.setAttribute('disabled', '');
    try {
      if (!(await api.redeliver(eventId))) button.textContent = 'Failed';
      await refresh();
    } finally {
      button.removeAttribute('disabled');
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  async function refresh(): Promise<void> {
    clearTimeout(timer);
    const dot = document.getElementById('live-dot')!;
    const text = document.getElementById('live-text')!;
    try {
      const [state, events] = await Promise.all([
        api.getJson<SandboxSnapshot>('/_sandbox/api/state'),
        api.getJson<EventView[]>('/_sandbox/api/events'),
      ]);
      renderTenancies(state);
      renderEvents(events);
      dot.className = 'on';
      text.textContent = `live · updated ${new Date().toLocaleTimeString()}`;
    } catch {
      dot.className = '';
      text.textContent = 'the sandbox does not answer';
    }
    // The next refresh runs on its own: refresh() catches every failure of the sandbox's answers.
    timer = setTimeout(() => void refresh(), 1000);
  }

  void refresh();
}

export const pageJs = `(${pageScript.toString()})(${eventCells.toString()}, ${adminCalls.toString()});\n`;
