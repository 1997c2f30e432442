// What the memory store holds: the records, the redelivery keys and sequences, the claims in progress.
import { systemClock, type Clock } from '@trs/shared';
import type { KeyState, SequenceState } from '../dedupe.js';
import { StoreError } from '../../errors.js';
import type { InboxRecord, InboxRecordWithBody } from '../types.js';

export interface MemoryState {
  nextId: number;
  readonly entries: Map<string, InboxRecordWithBody>;
  readonly keys: Map<string, KeyState>;
  readonly sequences: Map<string, SequenceState>;
  /** The ids of the events whose claim has not ended. */
  readonly claimed: Set<string>;
  closed: boolean;
  /** The time of the receiver that opened the store. */
  clock: Clock;
}

export function createState(): MemoryState {
  return {
    nextId: 1,
    entries: new Map(),
    keys: new Map(),
    sequences: new Map(),
    claimed: new Set(),
    closed: false,
    clock: systemClock,
  };
}

export function check(state: MemoryState): void {
  if (state.closed) throw new StoreError('TRS_STORE_UNAVAILABLE', 'the memory store is closed', { store: 'memory' });
}

export const copy = (e: InboxRecordWithBody): InboxRecordWithBody => ({ ...e });
export const strip = ({ body: _b, ...rest }: InboxRecordWithBody): InboxRecord => rest;
