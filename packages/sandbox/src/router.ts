// Routing from the contract: every operation of the generated table is a route (method + path template under /v2).
// A literal segment beats a template variable at the first place they differ (GET …/Notes is listNotes, not
// getApplicant with Reference "Notes"), as OpenAPI's path matching says. Path parameters are then checked by the
// rules of their schemas; on the template that POST create tenancy and GET application share (provider spec 2.1
// rule 1) the message says when the value is the other operation's kind.
import { patternDescriptions } from '@trs/validators';
import type { OperationEntry, PathParameterEntry } from './operation-entry.js';

type Segment = { literal: string } | { parameter: string };

interface Route {
  entry: OperationEntry;
  segments: Segment[];
  /** "0" for a literal, "1" for a variable, per segment: the smaller sorts first (more specific). */
  specificity: string;
}

export type RouteMatch =
  | { kind: 'operation'; entry: OperationEntry; rawParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' }
  /** A segment is not valid percent-encoding (%E0%A4%A): the request itself is malformed. */
  | { kind: 'malformed-path'; segment: string };

function compile(entry: OperationEntry): Route {
  const segments: Segment[] = entry.path
    .split('/')
    .slice(1)
    .map((part) => {
      const variable = /^\{([^}]+)\}$/.exec(part);
      return variable ? { parameter: variable[1]! } : { literal: part };
    });
  return { entry, segments, specificity: segments.map((s) => ('literal' in s ? '0' : '1')).join('') };
}

export class Router {
  private readonly routes: Route[];

  constructor(readonly entries: readonly OperationEntry[]) {
    this.routes = entries.map(compile).sort((a, b) => a.specificity.localeCompare(b.specificity));
  }

  /** `path` is the request path after the base path (/v2), still percent-encoded. */
  match(method: string, path: string): RouteMatch {
    const parts = path.split('/').slice(1);
    const decoded: string[] = [];
    for (const part of parts) {
      const segment = decodePathSegment(part);
      if (segment === null) return { kind: 'malformed-path', segment: part };
      decoded.push(segment);
    }
    const candidates = this.routes.filter(
      (route) =>
        route.segments.length === decoded.length &&
        route.segments.every((s, i) => ('literal' in s ? s.literal === decoded[i] : decoded[i] !== '')),
    );
    const chosen = candidates.find((route) => route.entry.method === method);
    if (!chosen) {
      if (!candidates.length) return { kind: 'not-found' };
      return { kind: 'method-not-allowed', allow: [...new Set(candidates.map((c) => c.entry.method))] };
    }
    const rawParameters: Record<string, string> = {};
    chosen.segments.forEach((s, i) => {
      if ('parameter' in s) rawParameters[s.parameter] = decoded[i]!;
    });
    return { kind: 'operation', entry: chosen.entry, rawParameters };
  }

  /** Other operations on the same path template (the shared template of rule 2.1.1). */
  siblings(entry: OperationEntry): OperationEntry[] {
    return this.entries.filter((e) => e.path === entry.path && e !== entry);
  }
}

/** A percent-encoded path segment, decoded; null when it is not valid percent-encoding of UTF-8. */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const FORMATS: Record<string, { test: (v: string) => boolean; words: string }> = {
  date: { test: isCalendarDate, words: 'a calendar date written yyyy-MM-dd' },
  uuid: { test: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), words: 'a GUID' },
};

/** The value converted to its type, or the rule it breaks, in words. */
export function checkParameter(rule: PathParameterEntry, raw: string): { value: string | number } | { broken: string } {
  if (rule.type === 'integer' || rule.type === 'number') {
    const pattern = rule.type === 'integer' ? /^-?(0|[1-9][0-9]*)$/ : /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
    const kind = rule.type === 'integer' ? 'an integer' : 'a number';
    const bound = rule.minimum !== undefined ? ` of at least ${rule.minimum}` : '';
    if (!pattern.test(raw)) return { broken: `it must be ${kind}${bound}` };
    const value = Number(raw);
    if (!Number.isSafeInteger(value) && rule.type === 'integer') return { broken: `it must be ${kind}${bound}` };
    if (rule.minimum !== undefined && value < rule.minimum) return { broken: `it must be ${kind}${bound}` };
    return { value };
  }
  if (rule.minLength !== undefined && raw.length < rule.minLength)
    return { broken: `it must be at least ${rule.minLength} characters` };
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(raw))
    return { broken: `it ${patternDescriptions[rule.pattern] ?? `must match ${rule.pattern}`}` };
  const format = rule.format ? FORMATS[rule.format] : undefined;
  if (format && !format.test(raw)) return { broken: `it must be ${format.words}` };
  return { value: raw };
}

/** Checks every path parameter; the issues name the parameter, the value and the rule. */
export function checkParameters(
  router: Router,
  entry: OperationEntry,
  raw: Record<string, string>,
): { parameters: Record<string, string | number>; issues: string[] } {
  const parameters: Record<string, string | number> = {};
  const issues: string[] = [];
  for (const rule of entry.pathParameters) {
    const value = raw[rule.name] ?? '';
    const checked = checkParameter(rule, value);
    if ('value' in checked) {
      parameters[rule.name] = checked.value;
      continue;
    }
    let issue = `The value '${value}' is not valid for ${rule.name}: ${checked.broken}.`;
    for (const sibling of router.siblings(entry)) {
      const theirs = sibling.pathParameters.find((p) => p.name === rule.name);
      if (theirs && 'value' in checkParameter(theirs, value))
        issue += ` '${value}' is the kind of value ${sibling.method} ${sibling.path} (${sibling.operationId}) takes: ${entry.method} and ${sibling.method} share this URL template, and a value of the wrong kind is a client error.`;
    }
    issues.push(issue);
  }
  return { parameters, issues };
}
