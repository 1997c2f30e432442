// The breaking-change report of one document: our direction-aware rules, every leftover difference, and Redocly's
// diff as a cross-check, grouped into changes that each list every operation and message they affect.
import { asyncapiOperations, asyncapiUsages, compareAsyncapi } from './asyncapi.js';
import { accountsFor, classifyLeftover, rawDifferences, unexplained } from './leftovers.js';
import type { Change, DocumentKind, Finding, Severity } from './model.js';
import { compareOpenapi, openapiOperations, openapiUsages } from './openapi.js';
import { tokens, within } from './pointer.js';
import { COMPARED_KEYWORDS } from './schema.js';
import { affectedBy, reachOf, type Reach } from './reach.js';
import { redoclyDiff, type RedoclyVerdict } from './redocly.js';

export type { Change, DocumentKind, Severity, Usage } from './model.js';
export { redoclyDiff } from './redocly.js';

const SEVERITY_ORDER: Severity[] = ['breaking', 'non-breaking', 'documentation'];

/**
 * Redocly rules whose major rating we never follow, with the reason. Empty: wherever Redocly rates a change major,
 * one of our rules rates it breaking too, except where the merged comparison proves the schema accepts the same
 * values (schema-restructured); test/rules.test.ts records every case.
 */
export const REDOCLY_OVERRULED: Record<string, string> = {};

function reachFor(kind: DocumentKind, document: unknown): Reach[] {
  if (kind === 'openapi') {
    const containers = [...openapiOperations(document).values()].map((operation) => ({
      usage: { subject: operation.subject, part: 'operation', direction: 'sent' as const, pointer: operation.pointer },
      roots: [operation.pointer],
    }));
    return reachOf(document, openapiUsages(document), containers);
  }
  const containers: Reach[] = [];
  for (const operation of asyncapiOperations(document).values()) {
    containers.push({
      usage: {
        subject: `operation ${operation.key}`,
        part: 'operation',
        direction: operation.direction,
        pointer: operation.pointer,
      },
      roots: [operation.pointer],
    });
    for (const message of operation.messages.values()) {
      containers.push({
        usage: {
          subject: `message ${message.name} (${operation.key})`,
          part: 'message',
          direction: operation.direction,
          pointer: message.located.pointer,
        },
        roots: [message.located.pointer],
      });
    }
  }
  return reachOf(document, asyncapiUsages(document), containers);
}

/** The keyword of a schema the rules compared under which `pointer` lies, if the rules understand that keyword. */
function restructuredSchema(compared: { base: Set<string>; head: Set<string> }, pointer: string): string | undefined {
  const list = tokens(pointer);
  let deepest: string | undefined;
  for (const member of [...compared.base, ...compared.head]) {
    if (within(pointer, member) && member !== pointer && (!deepest || member.length > deepest.length)) deepest = member;
  }
  if (!deepest) return undefined;
  const keyword = list[tokens(deepest).length];
  return keyword && COMPARED_KEYWORDS.has(keyword) ? keyword : undefined;
}

export interface DiffOptions {
  /** Cross-check with `redocly diff` (default true). */
  redocly?: boolean;
}

export interface DocumentDiff {
  changes: Change[];
  /** What Redocly said, and which of our changes each verdict matched (for the record and the tests). */
  redocly: { verdict: RedoclyVerdict; agrees: boolean; matched: string[]; overruled?: string }[];
}

export async function diffDocument(
  kind: DocumentKind,
  base: unknown,
  head: unknown,
  options: DiffOptions = {},
): Promise<DocumentDiff> {
  const { findings, compared } = kind === 'openapi' ? compareOpenapi(base, head) : compareAsyncapi(base, head);
  const reach = { base: reachFor(kind, base), head: reachFor(kind, head) };
  const withUsages = (finding: Omit<Finding, 'usage'>): Finding[] => {
    const usages = affectedBy(finding.side === 'base' ? reach.base : reach.head, finding.pointer);
    return usages.length ? usages.map((usage) => ({ ...finding, usage })) : [finding];
  };
  for (const leftover of unexplained(rawDifferences(base, head), findings)) {
    const classified = classifyLeftover(leftover);
    const restructured = classified.rule === 'unclassified-change' && restructuredSchema(compared, leftover.pointer);
    findings.push(
      ...withUsages(
        restructured
          ? {
              rule: 'schema-restructured',
              severity: 'non-breaking',
              message: `${restructured} rewritten without changing what the schema accepts.`,
              pointer: leftover.pointer,
              side: leftover.side,
              note: 'Compared with allOf and $ref merged, every rule finds the same values accepted; generated types may still read differently.',
            }
          : classified,
      ),
    );
  }

  const redocly: DocumentDiff['redocly'] = [];
  const confirmed = new Set<Finding>();
  if (options.redocly !== false) {
    for (const verdict of await redoclyDiff(base, head)) {
      const pointer = verdict.pointer.startsWith('#') ? verdict.pointer : `#${verdict.pointer}`;
      const matched = findings.filter((finding) => accountsFor(finding, pointer));
      const overruled =
        REDOCLY_OVERRULED[verdict.rule] ??
        (matched.some((finding) => finding.rule === 'schema-restructured')
          ? 'redocly diff compares the keywords of one schema object; with allOf and $ref merged the accepted values are unchanged.'
          : undefined);
      const agrees =
        verdict.impact !== 'major' || matched.some((finding) => finding.severity === 'breaking') || Boolean(overruled);
      redocly.push({
        verdict,
        agrees,
        matched: [...new Set(matched.map((finding) => finding.rule))],
        ...(overruled && verdict.impact === 'major' && !matched.some((finding) => finding.severity === 'breaking')
          ? { overruled }
          : {}),
      });
      matched.forEach((finding) => confirmed.add(finding));
      if (!agrees) {
        findings.push(
          ...withUsages({
            rule: `redocly:${verdict.rule}`,
            severity: 'breaking',
            message: verdict.message,
            pointer,
            side: verdict.side,
            note: 'Rated major by redocly diff and by none of our rules.',
          }),
        );
      }
    }
  }

  const groups = new Map<string, Change>();
  for (const finding of findings) {
    const key = [finding.rule, finding.severity, finding.pointer, finding.side, finding.message].join('\u0000');
    let change = groups.get(key);
    if (!change) {
      change = {
        document: kind,
        rule: finding.rule,
        severity: finding.severity,
        message: finding.message,
        pointer: finding.pointer,
        side: finding.side,
        ...(finding.note ? { note: finding.note } : {}),
        sources: finding.rule.startsWith('redocly:') ? ['redocly'] : ['trs'],
        affected: [],
      };
      groups.set(key, change);
    }
    if (confirmed.has(finding) && !change.sources.includes('redocly')) change.sources.push('redocly');
    if (finding.usage) {
      const { usage, field } = finding;
      const duplicate = change.affected.some(
        (entry) =>
          entry.usage.subject === usage.subject &&
          entry.usage.part === usage.part &&
          (entry.field ?? []).join('.') === (field ?? []).join('.'),
      );
      if (!duplicate) change.affected.push({ usage, ...(field?.length ? { field } : {}) });
    }
  }
  const changes = [...groups.values()].sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      a.pointer.localeCompare(b.pointer) ||
      a.rule.localeCompare(b.rule),
  );
  return { changes, redocly };
}
