// A POST of unknown outcome recorded after its webhook was handled: the webhook's resolvePending found nothing, but
// the reference it announced is held. Which held reference answers such an entry, one rule for both stores (each folds
// what it holds into a JournalState, which applies it). The kind of reference each operation creates comes from the
// contract (pendingResolutions: the field of the webhook that carries it).
import { pendingResolutions } from './resolutions.gen.js';
import type { JournalReference, PendingPost } from './types.js';

/** Clocks of different processes (the client's, the receiver's) may differ by this much. */
export const CLOCK_ALLOWANCE_MS = 2 * 60_000;
/** Without the time the call began (attemptedAt), a reference first seen up to this long before the entry counts. */
export const UNDATED_WINDOW_MS = 10 * 60_000;

/** The kind of reference a webhook's `reference` field holds (its pointer in the contract's payload). */
const KIND_OF_FIELD: Record<string, 'tenancy' | 'applicant'> = {
  '/applicationRef': 'tenancy',
  '/data/applicantRef': 'applicant',
};

const KIND_OF_OPERATION = new Map<string, 'tenancy' | 'applicant'>();
for (const rule of pendingResolutions) {
  const kind = KIND_OF_FIELD[rule.reference];
  if (kind) KIND_OF_OPERATION.set(rule.operation, kind);
}

/** The kind of reference the webhook answering `operation` announces, or undefined when no webhook answers it. */
export function resolvedKindOf(operation: string): 'tenancy' | 'applicant' | undefined {
  return KIND_OF_OPERATION.get(operation);
}

/** The earliest first-seen time (ms) of a reference that may be the outcome of this entry's call. */
function earliest(entry: PendingPost): number {
  return entry.attemptedAt !== undefined
    ? Date.parse(entry.attemptedAt) - CLOCK_ALLOWANCE_MS
    : Date.parse(entry.created) - UNDATED_WINDOW_MS;
}

/**
 * The reference (its id) that resolves `entry` at once, or undefined. A held reference matches when it is of the kind
 * the operation's webhook announces, carries the entry's ExternalReference (and, for an applicant, is on the tenancy
 * the entry's path names), was announced by a webhook (one the client recorded from an answer is not this call's
 * outcome), resolves no other entry of the operation and ExternalReference (`others`), and was first seen no earlier
 * than the call began (less the clock allowance). Of several, the one first seen first.
 */
export function heldResolution(
  entry: PendingPost,
  held: Iterable<JournalReference>,
  others: Iterable<PendingPost>,
): string | undefined {
  const kind = resolvedKindOf(entry.operation);
  if (!kind || entry.externalReference === undefined || entry.resolved) return undefined;
  const taken = new Set<string>();
  for (const other of others)
    if (
      other.id !== entry.id &&
      other.operation === entry.operation &&
      other.externalReference === entry.externalReference &&
      other.resolved
    )
      taken.add(other.resolved.reference);
  const tenancy = entry.path.ApplicationRef;
  const since = earliest(entry);
  let best: { id: string; firstSeen: number } | undefined;
  for (const reference of held) {
    if (reference.kind === 'kyc' || reference.kind !== kind) continue;
    if (reference.externalReference !== entry.externalReference) continue;
    if (reference.source !== 'webhook') continue;
    if (reference.kind === 'applicant' && tenancy !== undefined && reference.tenancy !== String(tenancy)) continue;
    const id = reference.kind === 'tenancy' ? reference.tenancy : reference.applicant;
    const firstSeen = Date.parse(reference.firstSeen);
    if (taken.has(id) || !(firstSeen >= since)) continue;
    if (!best || firstSeen < best.firstSeen) best = { id, firstSeen };
  }
  return best?.id;
}
