// Which message a delivery is, its idempotency key and its tenancy, from the contract's data (contract.gen.ts):
// the x-dispatch rules in order, then the topic; the message's x-idempotency-key pointers; its ordering fields.
import { createHash } from 'node:crypto';
import {
  dispatchRules,
  idempotencyKeys,
  ignoredEventNames,
  orderingKeys,
  topics,
  type DispatchedEventName,
} from './contract.gen.js';
import type { DispatchCondition } from './dispatch-types.js';
import { LargeValue, PointerSet, scanJson, type ScanResult } from './json-scan.js';
import type { EventName } from '@trs/validators';
import { FLAG_DANGEROUS_KEYS, type DeadLetterReason, type IgnoredReason } from './store/types.js';

export type Classification =
  | { kind: 'event'; name: DispatchedEventName; idempotencyKey: string; orderingKey: string | null; flags: number }
  | {
      kind: 'ignored';
      name: EventName | null;
      reason: IgnoredReason;
      idempotencyKey: string;
      orderingKey: null;
      flags: number;
      detail: unknown;
    }
  | { kind: 'dead'; reason: Extract<DeadLetterReason, 'not_an_object' | 'too_deep'>; detail: unknown; flags: number }
  | { kind: 'not_json'; detail: { message: string; offset: number } };

const ignored = new Set<string>(ignoredEventNames);

function collectPointers(): string[] {
  const pointers = new Set<string>();
  for (const rule of dispatchRules) {
    if ('byTopic' in rule) pointers.add(rule.byTopic);
    else for (const condition of rule.when) pointers.add(condition.pointer);
  }
  for (const list of Object.values(idempotencyKeys)) for (const p of list) pointers.add(p);
  for (const list of Object.values(orderingKeys)) for (const p of list) pointers.add(p);
  return [...pointers];
}

/** Every pointer the classifier reads; the scanner captures only these. */
export const classificationPointers: readonly string[] = collectPointers();
const pointerSet = new PointerSet(classificationPointers);
const regexes = new Map<string, RegExp>();

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as any)[k], (b as any)[k]));
}

function holds(condition: DispatchCondition, values: Map<string, unknown>): boolean {
  // A JSON null counts as absent: the provider leaves fields out, it does not null them, and a null topic names nothing.
  const value = values.get(condition.pointer);
  const present = value !== undefined && value !== null;
  if (condition.present !== undefined) return present === condition.present;
  if (condition.matches !== undefined) {
    if (typeof value !== 'string') return false;
    let re = regexes.get(condition.matches);
    if (!re) regexes.set(condition.matches, (re = new RegExp(condition.matches, 'u')));
    return re.test(value);
  }
  if ('equals' in condition) return present && deepEqual(value, condition.equals);
  return false;
}

/** Canonical JSON (object keys sorted) so that key order and whitespace never change a key. */
function canonical(value: unknown): string {
  if (value instanceof LargeValue) return JSON.stringify({ $sha256: value.sha256 });
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as any)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `<message>:<base64url sha-256 of the values at the message's key pointers>`; an absent pointer is distinct from any value. */
export function idempotencyKeyOf(name: EventName, values: Map<string, unknown>): string {
  const parts = idempotencyKeys[name].map((pointer) => (values.has(pointer) ? canonical(values.get(pointer)) : '-'));
  return `${name}:${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;
}

export function orderingKeyOf(name: EventName, values: Map<string, unknown>): string | null {
  for (const pointer of orderingKeys[name]) {
    const value = values.get(pointer);
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `${pointer.slice(1)}:${value}`;
  }
  return null;
}

function bodyHash(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url');
}

export interface ClassifyOptions {
  maxDepth: number;
}

export function classify(body: Uint8Array, options: ClassifyOptions): Classification {
  const scan: ScanResult = scanJson(body, { pointers: classificationPointers, pointerSet, maxDepth: options.maxDepth });
  if (!scan.ok) return { kind: 'not_json', detail: { message: scan.message, offset: scan.offset } };
  const flags = scan.dangerousKeys ? FLAG_DANGEROUS_KEYS : 0;
  if (scan.tooDeep)
    return { kind: 'dead', reason: 'too_deep', detail: { depth: scan.depth, maxDepth: options.maxDepth }, flags };
  if (scan.rootType !== 'object')
    return { kind: 'dead', reason: 'not_an_object', detail: { type: scan.rootType }, flags };
  return classifyValues(scan.values, body, flags);
}

/** The dispatch decision from the values at the classification pointers. */
export function classifyValues(values: Map<string, unknown>, body: Uint8Array, flags = 0): Classification {
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
  if (name === undefined) {
    const reason: IgnoredReason = typeof topic === 'string' ? 'unknown_topic' : 'unrecognised';
    return {
      kind: 'ignored',
      name: null,
      reason,
      idempotencyKey: `unknown:${bodyHash(body)}`,
      orderingKey: null,
      flags,
      detail: typeof topic === 'string' ? { topic } : null,
    };
  }
  const idempotencyKey = idempotencyKeyOf(name, values);
  if (ignored.has(name))
    return { kind: 'ignored', name, reason: 'ignored_message', idempotencyKey, orderingKey: null, flags, detail: null };
  return {
    kind: 'event',
    name: name as DispatchedEventName,
    idempotencyKey,
    orderingKey: orderingKeyOf(name, values),
    flags,
  };
}
