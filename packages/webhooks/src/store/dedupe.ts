// Telling a redelivery from a new event with the same content (x-dispatch.deduplication of the contract).
//
// A redelivery is the provider sending again the payload it stored after a failed attempt: the same bytes, so the
// same CreationDate. Each message names the fields of its content, the fields that tell two raisings apart
// (CreationDate), the sequence it belongs to (an applicant's status, a tenancy's start date, …) and whether it moves
// that sequence on. See decideBatch for the rules.
//
// The decision is one pure function over the state of the sequences and keys it touches, shared by every store: the
// stores only load that state (locked, where several processes write) and save what the decision changed.
import { hash as hashOnce } from 'node:crypto';

export interface DedupeInput {
  /** `<message>:<hash of the values of its content fields>` (or `unknown:<hash of the body>`). */
  readonly content: string;
  /** The values of the distinguishing fields (CreationDate), canonical; null when the payload has none. */
  readonly distinguisher: string | null;
  /** `<sequence name>:<hash of its subject's values>`, or null. */
  readonly sequence: string | null;
  /** Whether this event moves its sequence on. */
  readonly advances: boolean;
  /**
   * Reconciliation may recover this message (Report Available): its content is also recorded per round of its
   * sequence (epoch), without the distinguisher, so a recovered copy and a real delivery meet whichever comes first.
   */
  readonly recoverable?: boolean;
  /** A recovered copy (receiver.recover): it cannot know the real CreationDate, so only the recovery key decides. */
  readonly recovered?: boolean;
  /** It starts a new round of reports of its sequence's subject (applicantReopened): recovery keys start afresh. */
  readonly opensRound?: boolean;
}

export interface SequenceState {
  /** How many times the sequence moved on. */
  readonly epoch: number;
  /** The event that moved it on last (hash of its content and distinguisher), and when it was received (ms). */
  readonly head: string | null;
  readonly headAt: number;
  /** The distinguishing values (CreationDate) of that event, or null. */
  readonly headMark: string | null;
  /** Last event of the sequence received (ms); the sequence is forgotten with the keys, after the retention. */
  readonly seenAt: number;
}

export interface KeyState {
  /** When the current occurrence was received first (ms). */
  readonly seenAt: number;
  /** 0, or how many times the same content came back as a new event. */
  readonly occurrence: number;
  /** The epoch of its sequence when it was received (events with distinguishing values). */
  readonly epoch: number;
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

const hash = (...parts: readonly (string | number)[]) => hashOnce('sha256', parts.join('\u0000'), 'base64url');

/**
 * The recovery key of a recoverable event: its content, whatever its CreationDate. Its entry says in which round of
 * the subject (`epoch`: reopenings so far) it was set, and by whom (`occurrence`): a real delivery or a recovered copy.
 * A real delivery is a duplicate only of a recovered copy of its round (two real ones with different CreationDates
 * stay two events, as the contract's rule says); an entry of an earlier round counts as absent.
 */
const recoveryKeyOf = (input: DedupeInput) => hash('recovery', input.content);
/** The key-table entry counting the rounds of a subject (its `occurrence`: how many times it was reopened). */
const roundKeyOf = (input: DedupeInput) => (input.sequence ? hash('round', input.sequence) : null);
const SET_BY_REAL = 0;
const SET_BY_RECOVERY = 1;

/** The key-table entry of an event: by content and CreationDate when it has one, else by content within its epoch. */
function keyOf(input: DedupeInput, epoch: number | ''): string {
  return input.distinguisher !== null ? hash(input.content, input.distinguisher) : hash(input.content, '', epoch);
}

/**
 * Decides a batch in order of receipt. `state` answers from the store; the batch's own decisions are applied on top,
 * so that two copies in one batch are one event. Returns the decisions and the state to save.
 *
 * With CreationDate: a copy whose content and CreationDate were seen is a redelivery, whatever came since; except
 * when its sequence moved on since and the event that moved it carries the same CreationDate (two raisings within
 * one tick of the clock, A→B, B→A, A→B in one second): then only the order can tell, and it is a new event.
 * Without CreationDate: an advancing event is a redelivery of the sequence's head (same content, within the
 * horizon); any other event is a redelivery of one with the same content in the same epoch, within the horizon.
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
  const decisions = inputs.map((input): Decision | null => {
    if (!input) return null;
    if (input.recoverable || input.recovered) return decideRecoverable(input);
    const decision = decideOne(input);
    const roundKey = input.opensRound ? roundKeyOf(input) : null;
    if (roundKey && !decision.duplicate)
      keys.set(roundKey, { seenAt: now, occurrence: (view.key(roundKey)?.occurrence ?? 0) + 1, epoch: 0 });
    return decision;
  });
  /** A recoverable event: a recovered copy is new unless its content was seen this round; a real one as usual. */
  function decideRecoverable(input: DedupeInput): Decision {
    const name = input.content.slice(0, input.content.indexOf(':'));
    const roundKey = roundKeyOf(input);
    const round = (roundKey ? view.key(roundKey)?.occurrence : undefined) ?? 0;
    const recoveryKey = recoveryKeyOf(input);
    const entry = view.key(recoveryKey);
    const known = entry && entry.epoch === round ? entry : undefined;
    if (input.recovered) {
      if (!known) keys.set(recoveryKey, { seenAt: now, occurrence: SET_BY_RECOVERY, epoch: round });
      return { duplicate: Boolean(known), idempotencyKey: `${name}:${hash(recoveryKey, round)}` };
    }
    if (known?.occurrence === SET_BY_RECOVERY) {
      // The real delivery of an event recovered before: a duplicate. Its own copies are then duplicates too.
      const decision = decideOne(input);
      return {
        duplicate: true,
        idempotencyKey: decision.duplicate ? decision.idempotencyKey : `${name}:${hash(recoveryKey, round)}`,
      };
    }
    if (!known) keys.set(recoveryKey, { seenAt: now, occurrence: SET_BY_REAL, epoch: round });
    return decideOne(input);
  }
  function decideOne(input: DedupeInput): Decision {
    const name = input.content.slice(0, input.content.indexOf(':'));
    const stored = input.sequence ? view.sequence(input.sequence) : undefined;
    const sequence: SequenceState | null = input.sequence
      ? (stored ?? { epoch: 0, head: null, headAt: 0, headMark: null, seenAt: now })
      : null;
    const advancing = input.advances && sequence !== null;
    const head = hash(input.content, input.distinguisher ?? '');
    const moveOn = () => {
      const next = { epoch: sequence!.epoch + 1, head, headAt: now, headMark: input.distinguisher, seenAt: now };
      sequences.set(input.sequence!, next);
      return next.epoch;
    };
    const touch = () => {
      if (sequence && input.sequence) sequences.set(input.sequence, { ...sequence, seenAt: now });
    };
    if (input.distinguisher !== null) {
      const base = keyOf(input, '');
      const known = view.key(base);
      const sameTick =
        known !== undefined &&
        sequence !== null &&
        known.epoch !== sequence.epoch &&
        sequence.headMark === input.distinguisher;
      if (known && !sameTick) {
        touch();
        return { duplicate: true, idempotencyKey: `${name}:${occurrenceKey(base, known.occurrence)}` };
      }
      const epoch = advancing ? moveOn() : (touch(), sequence?.epoch ?? 0);
      const occurrence = known ? known.occurrence + 1 : 0;
      keys.set(base, { seenAt: now, occurrence, epoch });
      return { duplicate: false, idempotencyKey: `${name}:${occurrenceKey(base, occurrence)}` };
    }
    const inHorizon = (at: number) => now - at < horizonMs;
    if (advancing) {
      if (sequence.head === head && inHorizon(sequence.headAt)) {
        touch();
        return { duplicate: true, idempotencyKey: `${name}:${hash(head, sequence.epoch)}` };
      }
      return { duplicate: false, idempotencyKey: `${name}:${hash(head, moveOn())}` };
    }
    touch();
    const base = keyOf(input, sequence ? sequence.epoch : '');
    const known = view.key(base);
    if (known && inHorizon(known.seenAt))
      return { duplicate: true, idempotencyKey: `${name}:${occurrenceKey(base, known.occurrence)}` };
    const occurrence = known ? known.occurrence + 1 : 0;
    keys.set(base, { seenAt: now, occurrence, epoch: sequence?.epoch ?? 0 });
    return { duplicate: false, idempotencyKey: `${name}:${occurrenceKey(base, occurrence)}` };
  }
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
    if (!input) continue;
    const roundKey = roundKeyOf(input);
    if (roundKey && (input.recoverable || input.recovered || input.opensRound)) out.add(roundKey);
    if (input.recoverable || input.recovered) out.add(recoveryKeyOf(input));
    if (input.recovered) continue;
    if (input.distinguisher !== null) out.add(keyOf(input, ''));
    else if (!(input.advances && input.sequence))
      out.add(keyOf(input, input.sequence ? (sequence(input.sequence)?.epoch ?? 0) : ''));
  }
  return [...out];
}
