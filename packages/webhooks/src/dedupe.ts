// Telling a redelivery from a new event with the same content (x-dispatch.deduplication of the contract).
//
// A redelivery is the provider sending again the payload it stored after a failed attempt: the same bytes. Each
// message names the fields of its content, the fields that tell two raisings apart (CreationDate), the sequence it
// belongs to (an applicant's status, a tenancy's start date, …) and whether it moves that sequence on. A copy is a
// redelivery when its content (and CreationDate) equal those of an event already received and nothing moved its
// sequence on since; without CreationDate it must also come within the redelivery horizon of the first copy.
//
// The decision is one pure function over the state of the sequences and keys it touches, shared by every store: the
// stores only load that state (locked, where several processes write) and save what the decision changed.
import { createHash } from 'node:crypto';

export interface DedupeInput {
  /** `<message>:<hash of the values of its content fields>` (or `unknown:<hash of the body>`). */
  readonly content: string;
  /** The values of the distinguishing fields (CreationDate), canonical; null when the payload has none. */
  readonly distinguisher: string | null;
  /** `<sequence name>:<hash of its subject's values>`, or null. */
  readonly sequence: string | null;
  /** Whether this event moves its sequence on. */
  readonly advances: boolean;
}

export interface SequenceState {
  /** How many times the sequence moved on. */
  readonly epoch: number;
  /** The event that moved it on last (hash of its content and distinguisher), and when it was received (ms). */
  readonly head: string | null;
  readonly headAt: number;
  /** Last event of the sequence received (ms); the sequence is forgotten with the keys, after the retention. */
  readonly seenAt: number;
}

export interface KeyState {
  /** When the current occurrence was received first (ms). */
  readonly seenAt: number;
  /** 0, or how many times the same content came back as a new event (past the horizon). */
  readonly occurrence: number;
}

export interface DedupeState {
  sequence(key: string): SequenceState | undefined;
  key(key: string): KeyState | undefined;
}

export interface Decision {
  readonly duplicate: boolean;
  /** The event's idempotency key, as handlers see it: the same for every copy of one event, another for a new one. */
  readonly idempotencyKey: string;
}

const hash = (...parts: readonly (string | number)[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url');

/**
 * Decides a batch in order of receipt. `state` answers from the store; the batch's own decisions are applied on top,
 * so that two copies in one batch are one event. Returns the decisions and the state to save.
 */
export function decideBatch(
  inputs: readonly (DedupeInput | null)[],
  now: number,
  horizonMs: number,
  state: DedupeState,
): {
  decisions: (Decision | null)[];
  sequences: Map<string, SequenceState>;
  keys: Map<string, KeyState>;
} {
  const sequences = new Map<string, SequenceState>();
  const keys = new Map<string, KeyState>();
  const view: DedupeState = {
    sequence: (key) => sequences.get(key) ?? state.sequence(key),
    key: (key) => keys.get(key) ?? state.key(key),
  };
  const decisions = inputs.map((input) => {
    if (!input) return null;
    const name = input.content.slice(0, input.content.indexOf(':'));
    const inHorizon = (at: number) => input.distinguisher !== null || now - at < horizonMs;
    const sequence = input.sequence
      ? (view.sequence(input.sequence) ?? { epoch: 0, head: null, headAt: 0, seenAt: now })
      : null;
    if (input.advances && sequence && input.sequence) {
      const head = hash(input.content, input.distinguisher ?? '');
      if (sequence.head === head && inHorizon(sequence.headAt)) {
        sequences.set(input.sequence, { ...sequence, seenAt: now });
        return { duplicate: true, idempotencyKey: `${name}:${hash(head, sequence.epoch)}` };
      }
      const next = { epoch: sequence.epoch + 1, head, headAt: now, seenAt: now };
      sequences.set(input.sequence, next);
      return { duplicate: false, idempotencyKey: `${name}:${hash(head, next.epoch)}` };
    }
    const base = hash(input.content, input.distinguisher ?? '', sequence ? sequence.epoch : '');
    if (sequence && input.sequence) sequences.set(input.sequence, { ...sequence, seenAt: now });
    const known = view.key(base);
    if (known && inHorizon(known.seenAt))
      return { duplicate: true, idempotencyKey: `${name}:${occurrenceKey(base, known.occurrence)}` };
    const occurrence = known ? known.occurrence + 1 : 0;
    keys.set(base, { seenAt: now, occurrence });
    return { duplicate: false, idempotencyKey: `${name}:${occurrenceKey(base, occurrence)}` };
  });
  return { decisions, sequences, keys };
}

const occurrenceKey = (base: string, occurrence: number) => (occurrence === 0 ? base : hash(base, occurrence));

/** The keys of the key table a batch may read, given the sequences as stored (for stores that prefetch). */
export function keysToLoad(
  inputs: readonly (DedupeInput | null)[],
  sequence: (key: string) => SequenceState | undefined,
): string[] {
  const out = new Set<string>();
  for (const input of inputs) {
    if (!input || (input.advances && input.sequence)) continue;
    const epoch = input.sequence ? (sequence(input.sequence)?.epoch ?? 0) : '';
    out.add(hash(input.content, input.distinguisher ?? '', epoch));
  }
  return [...out];
}
