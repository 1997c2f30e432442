// The gaps report: every x-gap and x-assumption of the contract against what the recordings saw, and the drift no
// gap covers. How an observation and a finding are tied to a gap (every gap has one or more places: a JSON pointer
// into the bundled document, with the operation, message or schema component it belongs to):
//
// Reached. An observation reaches a place when
//   - the place belongs to its operation (for a place under one response, only an answer with that status), or
//   - the place is a shared response (components/responses) its operation refers to, or
//   - the place belongs to its message, or
//   - the place is a schema component used by the body it looked at (the body's own or a field's component), or
//   - the place belongs to no operation, message or component (the document's info, servers, x-delivery,
//     x-dispatch) and the observation is of that document: a document-level reach.
// Related. A finding is related to
//   - unknown field, unknown code, schema violation: the gaps of the nearest field of the contract at or above its
//     pointer (for an unknown field, above it), which include the gaps of that field's component; at the top of
//     the body, the gaps placed on the body itself (the response, the message payload or its component);
//   - undocumented status: the gaps placed on the operation itself or its responses object, and, for a 4xx or 5xx,
//     those of the shared error responses the operation refers to (BadRequest, Unauthorized);
//   - unknown topic or unrecognised message: the gaps placed under the AsyncAPI document's x-dispatch;
//   - undocumented operation: none.
//   A document-level place (info, servers) is never related to a finding: what is written there is too broad to be
//   told from one answer (versions, rate limits, host names). Such gaps are observed at most.
// Verdict. contradicted: a related finding exists (for an x-gap, the provider showed what was not shown; for an
// x-assumption, what we chose does not hold). confirmed: reached at a specific place and nothing found there.
// observed: reached only at document level. not-observed: not reached.
import type { Finding, Observation } from './analyze.js';
import { contract as defaultContract } from './contract.gen.js';
import type { KnownContract, KnownField, KnownGap, KnownPlace } from './contract-types.js';

export type Verdict = 'contradicted' | 'confirmed' | 'observed' | 'not-observed';

export interface FindingCount {
  /** Where it was found: `getApplication 200`, `message uploadPartnerDocument`. */
  readonly where: string;
  readonly finding: Finding;
  readonly count: number;
}

export interface GapVerdict {
  readonly id: string;
  readonly kind: 'gap' | 'assumption';
  readonly text: string;
  readonly places: readonly string[];
  readonly verdict: Verdict;
  /** Observations that reached one of its places. */
  readonly reached: number;
  readonly findings: readonly FindingCount[];
}

export interface GapsReport {
  readonly observations: number;
  readonly gaps: readonly GapVerdict[];
  /** Findings that no gap or assumption covers. */
  readonly uncovered: readonly FindingCount[];
}

const sharedResponseOf = (place: KnownPlace) => /^\/components\/responses\/([^/]+)/.exec(place.pointer)?.[1] ?? null;
const isDocumentLevel = (place: KnownPlace) =>
  !place.operationId && !place.message && !place.schema && !place.pointer.startsWith('/components/');
const under = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

interface Body {
  readonly fields: readonly KnownField[];
  readonly components: ReadonlySet<string>;
  /** Pointers of the body in the document (the response or the message). */
  readonly pointer: string;
  readonly component: string | null;
  readonly operationPointer: string | null;
  /** The shared responses the operation refers to, by status. */
  readonly sharedResponses: ReadonlyMap<string, string>;
}

function bodyOf(observation: Observation, known: KnownContract): Body | null {
  const { location } = observation;
  if (location.operationId) {
    const operation = known.operations.find((o) => o.operationId === location.operationId);
    const response = operation?.responses.find((r) => r.status === String(location.status));
    if (!operation) return null;
    const fields = response?.fields ?? [];
    return {
      fields,
      components: new Set([response?.component, ...fields.map((f) => f.component)].filter((c): c is string => !!c)),
      pointer: response?.pointer ?? `${operation.pointer}/responses`,
      component: response?.component ?? null,
      operationPointer: operation.pointer,
      sharedResponses: new Map(
        operation.responses.filter((r) => r.sharedResponse).map((r) => [r.status, r.sharedResponse!] as const),
      ),
    };
  }
  if (location.message) {
    const message = known.messages.find((m) => m.name === location.message);
    if (!message) return null;
    return {
      fields: message.fields,
      components: new Set(message.fields.map((f) => f.component).filter((c): c is string => !!c)),
      pointer: message.pointer,
      component: null,
      operationPointer: null,
      sharedResponses: new Map(),
    };
  }
  return null;
}

function reachOf(gap: KnownGap, observation: Observation, body: Body | null): 'specific' | 'document' | null {
  let reach: 'specific' | 'document' | null = null;
  for (const place of gap.places) {
    const { location } = observation;
    if (place.operationId && place.operationId === location.operationId) {
      const response = /\/responses\/([^/]+)/.exec(place.pointer)?.[1];
      if (!response || response === String(location.status)) return 'specific';
    }
    if (place.message && place.message === location.message) return 'specific';
    const shared = sharedResponseOf(place);
    if (shared && body && [...body.sharedResponses.values()].includes(shared)) return 'specific';
    if (place.schema && body?.components.has(place.schema)) return 'specific';
    if (isDocumentLevel(place) && place.document === location.document) reach = 'document';
  }
  return reach;
}

const parentOf = (pointer: string) => pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));

function relatedGaps(finding: Finding, body: Body | null, known: KnownContract): string[] {
  const placedWhere = (test: (p: KnownPlace) => boolean) =>
    known.gaps.filter((g) => g.places.some(test)).map((g) => g.id);
  switch (finding.kind) {
    case 'undocumented-operation':
      return [];
    case 'unknown-topic':
    case 'unknown-message':
      return placedWhere((p) => p.document === 'asyncapi' && under(p.pointer, '/x-dispatch'));
    case 'undocumented-status': {
      const operation = body?.operationPointer;
      if (!operation) return [];
      const errorResponses = new Set(
        finding.status >= 400
          ? [...body.sharedResponses].filter(([status]) => /^[45]/.test(status)).map(([, name]) => name)
          : [],
      );
      return placedWhere(
        (p) =>
          p.document === 'openapi' &&
          (p.pointer === operation ||
            p.pointer === `${operation}/responses` ||
            errorResponses.has(sharedResponseOf(p) ?? '')),
      );
    }
    default: {
      if (!body) return [];
      const index = new Map(body.fields.map((f) => [f.pointer, f]));
      let pointer = finding.kind === 'unknown-field' ? parentOf(finding.pointer) : finding.pointer;
      while (pointer) {
        const field = index.get(pointer);
        if (field) return [...field.gaps];
        pointer = parentOf(pointer);
      }
      return known.gaps
        .filter((g) =>
          g.places.some(
            (p) =>
              p.pointer === body.pointer ||
              (under(p.pointer, `${body.pointer}/payload`) &&
                p.pointer.split('/').length <= body.pointer.split('/').length + 1) ||
              (body.component !== null && p.pointer === `/components/schemas/${body.component}`),
          ),
        )
        .map((g) => g.id);
    }
  }
}

const whereOf = (observation: Observation) =>
  observation.location.operationId
    ? `${observation.location.operationId} ${observation.location.status ?? ''}`.trim()
    : observation.location.message
      ? `message ${observation.location.message}`
      : observation.location.document === 'asyncapi'
        ? 'a webhook'
        : `an exchange${observation.location.status ? ` (${observation.location.status})` : ''}`;

function count(list: { where: string; finding: Finding }[]): FindingCount[] {
  const counts = new Map<string, FindingCount>();
  for (const { where, finding } of list) {
    const key = JSON.stringify([where, finding]);
    const current = counts.get(key);
    counts.set(key, { where, finding, count: (current?.count ?? 0) + 1 });
  }
  return [...counts.values()];
}

/** The verdict on every gap and assumption, and the drift no gap covers. */
export function buildGapsReport(
  observations: readonly Observation[],
  known: KnownContract = defaultContract,
): GapsReport {
  const reached = new Map<string, { specific: number; document: number }>();
  const related = new Map<string, { where: string; finding: Finding }[]>();
  const uncovered: { where: string; finding: Finding }[] = [];
  for (const observation of observations) {
    const body = bodyOf(observation, known);
    for (const gap of known.gaps) {
      const reach = reachOf(gap, observation, body);
      if (!reach) continue;
      const tally = reached.get(gap.id) ?? { specific: 0, document: 0 };
      tally[reach] += 1;
      reached.set(gap.id, tally);
    }
    for (const finding of observation.findings) {
      const ids = relatedGaps(finding, body, known);
      const item = { where: whereOf(observation), finding };
      if (!ids.length) uncovered.push(item);
      for (const id of ids) related.set(id, [...(related.get(id) ?? []), item]);
    }
  }
  const gaps = known.gaps.map((gap): GapVerdict => {
    const tally = reached.get(gap.id) ?? { specific: 0, document: 0 };
    const findings = count(related.get(gap.id) ?? []);
    const verdict: Verdict = findings.length
      ? 'contradicted'
      : tally.specific
        ? 'confirmed'
        : tally.document
          ? 'observed'
          : 'not-observed';
    return {
      id: gap.id,
      kind: gap.kind,
      text: gap.text,
      places: gap.places.map((p) => p.label),
      verdict,
      reached: tally.specific + tally.document,
      findings,
    };
  });
  return { observations: observations.length, gaps, uncovered: count(uncovered) };
}

/** One finding in words, shapes only. */
export function describeFinding(finding: Finding): string {
  switch (finding.kind) {
    case 'unknown-field':
      return `unknown field ${finding.pointer}: ${JSON.stringify(finding.schema)}`;
    case 'unknown-code':
      return `value ${JSON.stringify(finding.value)} at ${finding.pointer} is not a known code (${finding.known.join(', ')})`;
    case 'schema-violation':
      return `schema: ${finding.message} [${finding.rule}]`;
    case 'undocumented-status':
      return `undocumented status ${finding.status}${finding.schema ? ` with body ${JSON.stringify(finding.schema)}` : ''}`;
    case 'undocumented-operation':
      return `no operation of the contract: ${finding.method} ${finding.path}`;
    case 'unknown-topic':
      return `unknown topic ${JSON.stringify(finding.topic)}`;
    case 'unknown-message':
      return `a webhook no dispatch rule recognises: ${JSON.stringify(finding.schema)}`;
  }
}

const VERDICT_WORDS: Record<Verdict, string> = {
  contradicted: 'CONTRADICTED',
  confirmed: 'confirmed',
  observed: 'observed',
  'not-observed': 'not observed',
};

/**
 * The report as lines (one per gap, place and finding): contradicted first, then confirmed, observed and not
 * observed; then the uncovered drift. A value from a recording never breaks a line: print each line on its own.
 */
export function gapsReportLines(report: GapsReport): string[] {
  const order: Verdict[] = ['contradicted', 'confirmed', 'observed', 'not-observed'];
  const lines = [`Gaps report: ${report.observations} exchanges and webhooks observed.`, ''];
  const totals = order.map((v) => `${report.gaps.filter((g) => g.verdict === v).length} ${VERDICT_WORDS[v]}`);
  lines.push(`Gaps and assumptions: ${totals.join(', ')}.`, '');
  for (const verdict of order) {
    for (const gap of report.gaps.filter((g) => g.verdict === verdict)) {
      if (verdict === 'not-observed') continue;
      lines.push(`${VERDICT_WORDS[verdict].padEnd(12)} ${gap.id} (${gap.reached}×) ${gap.text}`);
      lines.push(`             at ${gap.places.join('; ')}`);
      for (const f of gap.findings) lines.push(`             ${f.count}× ${f.where}: ${describeFinding(f.finding)}`);
    }
  }
  const unseen = report.gaps.filter((g) => g.verdict === 'not-observed').map((g) => g.id);
  if (unseen.length) lines.push('', `Not observed: ${unseen.join(', ')}.`);
  lines.push('', report.uncovered.length ? 'Drift no gap covers:' : 'Drift no gap covers: none.');
  for (const f of report.uncovered) lines.push(`  ${f.count}× ${f.where}: ${describeFinding(f.finding)}`);
  return lines.map((line) => line.replace(/[\r\n]+/g, ' '));
}

/** The report as text (gapsReportLines joined). */
export const formatGapsReport = (report: GapsReport): string => `${gapsReportLines(report).join('\n')}\n`;
