// Which message a delivery is, how its copies are recognised and its tenancy, from the contract's data
// (contract.gen.ts): the x-dispatch rules in order, then the topic; the message's x-idempotency-key; its ordering
// fields. It reads only the values the JSON scanner picked out, so it works on a body that was never parsed.
import { hash } from 'node:crypto';
import {
  deduplication,
  dispatchRules,
  idempotencyKeys,
  ignoredEventNames,
  orderingKeys,
  topics,
  type DispatchedEventName,
} from './contract.gen.js';
import type { DispatchCondition } from './dispatch-types.js';
import { LargeValue, PointerSet, type ScanResult } from './json-scan.js';
import type { EventName } from '@trs/validators';
import type { DeadLetterReason, DedupeInput, IgnoredReason } from '../store/types.js';

export type Classification =
  | {
      kind: 'event';
      name: DispatchedEventName;
      dedupe: DedupeInput;
      orderingKey: string | null;
      dangerousKeys: boolean;
      /** Envelope values worth showing (tenancy, document), for logs and dead letters. */
      envelope: Envelope;
    }
  | {
      kind: 'ignored';
      name: EventName | null;
      reason: IgnoredReason;
      dedupe: DedupeInput;
      dangerousKeys: boolean;
      detail: unknown;
      envelope: Envelope;
    }
  | {
      kind: 'dead';
      reason: Extract<DeadLetterReason, 'not_an_object' | 'too_deep'>;
      detail: unknown;
      dangerousKeys: boolean;
    }
  | { kind: 'not_json'; detail: { message: string; offset: number } };

/** What an operator needs to ask the provider for an event again: which tenancy, applicant and document. */
export interface Envelope {
  topic?: string;
  applicationRef?: string;
  applicantRef?: string;
  EntryType?: string;
  documentType?: number;
  fileName?: string;
  ApplicantId?: string | number;
  KYCid?: string;
  CreationDate?: string;
}

const ignored = new Set<string>(ignoredEventNames);

/** Envelope pointers kept for logs and for the dead letter of a body over the cap. */
const ENVELOPE_POINTERS: Record<keyof Envelope, string> = {
  topic: '/topic',
  applicationRef: '/applicationRef',
  applicantRef: '/data/applicantRef',
  EntryType: '/EntryType',
  documentType: '/data/documentType',
  fileName: '/data/fileName',
  ApplicantId: '/ApplicantId',
  KYCid: '/KYCid',
  CreationDate: '/CreationDate',
};

function collectPointers(): string[] {
  const pointers = new Set<string>(Object.values(ENVELOPE_POINTERS));
  for (const rule of dispatchRules) {
    if ('byTopic' in rule) pointers.add(rule.byTopic);
    else for (const condition of rule.when) pointers.add(condition.pointer);
  }
  for (const list of Object.values(idempotencyKeys)) for (const p of list) pointers.add(p);
  for (const list of Object.values(orderingKeys)) for (const p of list) pointers.add(p);
  for (const d of Object.values(deduplication)) {
    for (const p of d.distinguishedBy) pointers.add(p);
    for (const p of d.sequence?.by ?? []) pointers.add(p);
  }
  return [...pointers];
}

/** Every pointer the classifier reads; the scanner captures only these. */
export const classificationPointers: readonly string[] = collectPointers();
export const classificationPointerSet = new PointerSet(classificationPointers);
const regexes = new Map<string, RegExp>();

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** A JSON null counts as absent everywhere here: in dispatch rules and in keys. */
const present = (value: unknown) => value !== undefined && value !== null;

function holds(condition: DispatchCondition, values: Map<string, unknown>): boolean {
  const value = values.get(condition.pointer);
  if (condition.present !== undefined) return present(value) === condition.present;
  if (condition.matches !== undefined) {
    if (typeof value !== 'string') return false;
    let re = regexes.get(condition.matches);
    if (!re) regexes.set(condition.matches, (re = new RegExp(condition.matches, 'u')));
    return re.test(value);
  }
  if ('equals' in condition) return present(value) && deepEqual(value, condition.equals);
  return false;
}

/** Canonical JSON (object keys sorted) so that key order and whitespace never change a key. */
function canonical(value: unknown): string {
  if (value instanceof LargeValue) return JSON.stringify({ $sha256: value.sha256 });
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const hashOf = (parts: readonly string[]) => hash('sha256', parts.join('\n'), 'base64url');
const valuesAt = (pointers: readonly string[], values: Map<string, unknown>) =>
  pointers.map((pointer) => (present(values.get(pointer)) ? canonical(values.get(pointer)) : '-'));

/**
 * What reconciliation (@trs/journal/reconcile) recovers through receiver.inbox.recover(): Report Available, read back from
 * the applicant's report URL. A reopening starts a new round of reports of the applicant.
 */
const RECOVERABLE_MESSAGES: ReadonlySet<string> = new Set(['reportAvailable']);
const ROUND_OPENING_MESSAGES: ReadonlySet<string> = new Set(['applicantReopened']);

/** How copies of this event are recognised: its content, distinguishing fields and sequence (see store/dedupe.ts). */
export function dedupeOf(name: EventName, values: Map<string, unknown>): DedupeInput {
  const spec = deduplication[name];
  const distinguishing = spec.distinguishedBy.filter((pointer) => present(values.get(pointer)));
  return {
    content: `${name}:${hashOf(valuesAt(idempotencyKeys[name], values))}`,
    distinguisher: distinguishing.length ? valuesAt(spec.distinguishedBy, values).join('\n') : null,
    sequence: spec.sequence ? `${spec.sequence.name}:${hashOf(valuesAt(spec.sequence.by, values))}` : null,
    advances: spec.advances,
    ...(RECOVERABLE_MESSAGES.has(name) ? { recoverable: true } : {}),
    ...(ROUND_OPENING_MESSAGES.has(name) ? { opensRound: true } : {}),
  };
}

/** Whether reconciliation can recover events of this message (receiver.recover takes no other). */
export const isRecoverableMessage = (name: string | null): boolean => name !== null && RECOVERABLE_MESSAGES.has(name);

export function orderingKeyOf(name: EventName, values: Map<string, unknown>): string | null {
  for (const pointer of orderingKeys[name]) {
    const value = values.get(pointer);
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `${pointer.slice(1)}:${value}`;
  }
  return null;
}

const ENVELOPE_ENTRIES = Object.entries(ENVELOPE_POINTERS);

export function envelopeOf(values: Map<string, unknown>): Envelope {
  const envelope: Record<string, unknown> = {};
  for (const [field, pointer] of ENVELOPE_ENTRIES) {
    const value = values.get(pointer);
    if (typeof value === 'string' || typeof value === 'number') envelope[field] = value;
  }
  return envelope;
}

export interface ClassifyOptions {
  maxDepth: number;
}

/**
 * The classification of a scanned body; `bodySha256` (or a function giving it, called only when needed) keys payloads
 * no message describes.
 */
export function classify(scan: ScanResult, bodySha256: string | (() => string)): Classification {
  if (!scan.ok) return { kind: 'not_json', detail: { message: scan.message, offset: scan.offset } };
  const dangerousKeys = scan.dangerousKeys;
  if (scan.tooDeep) return { kind: 'dead', reason: 'too_deep', detail: { depth: scan.depth }, dangerousKeys };
  if (scan.rootType !== 'object')
    return { kind: 'dead', reason: 'not_an_object', detail: { type: scan.rootType }, dangerousKeys };
  return classifyValues(scan.values, bodySha256, dangerousKeys);
}

/** The dispatch decision from the values at the classification pointers. */
export function classifyValues(
  values: Map<string, unknown>,
  bodySha256: string | (() => string),
  dangerousKeys = false,
): Classification {
  let name: EventName | undefined;
  let topic: unknown;
  for (const rule of dispatchRules) {
    if ('byTopic' in rule) {
      topic = values.get(rule.byTopic);
      if (typeof topic === 'string' && Object.prototype.hasOwnProperty.call(topics, topic)) name = topics[topic];
      break;
    }
    if (rule.when.every((condition) => holds(condition, values))) {
      name = rule.message;
      break;
    }
  }
  const envelope = envelopeOf(values);
  if (name === undefined) {
    const reason: IgnoredReason = typeof topic === 'string' ? 'unknown_topic' : 'unrecognised';
    return {
      kind: 'ignored',
      name: null,
      reason,
      dedupe: {
        content: `unknown:${typeof bodySha256 === 'string' ? bodySha256 : bodySha256()}`,
        distinguisher: null,
        sequence: null,
        advances: false,
      },
      dangerousKeys,
      detail: typeof topic === 'string' ? { topic } : null,
      envelope,
    };
  }
  const dedupe = dedupeOf(name, values);
  if (ignored.has(name))
    return { kind: 'ignored', name, reason: 'ignored_message', dedupe, dangerousKeys, detail: null, envelope };
  return {
    kind: 'event',
    name: name as DispatchedEventName,
    dedupe,
    orderingKey: orderingKeyOf(name, values),
    dangerousKeys,
    envelope,
  };
}
