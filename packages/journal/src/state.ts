// The journal as the embedded store keeps it: a sequence of entries (one JSON line each), folded in order into the
// references and pending POSTs they describe. Folding is pure and order-tolerant where processes race: the first
// record of a reference keeps its time and source, the first resolution of a pending POST wins.
import { isJsonObject } from '@trs/shared';
import { heldResolution } from './held-resolution.js';
import type {
  FinishedTarget,
  JournalReference,
  NewReference,
  OpenTenancy,
  PendingPost,
  ReferenceFilter,
  Resolution,
  ResolveRequest,
  TenancyReference,
} from './types.js';

/** One line of the journal file (schema trs-journal/1). */
export type Entry =
  | { v: 1; type: 'reference'; at: string; reference: NewReference }
  | { v: 1; type: 'pending'; pending: PendingPost }
  /** `claim`: the writer's own token, so that the writer of the resolution that won (the first) knows it did. */
  | { v: 1; type: 'resolved'; id: string; resolution: Resolution; claim?: string }
  | ({ v: 1; type: 'finished'; at: string } & FinishedTarget);

const keyOf = (reference: NewReference | JournalReference): string =>
  reference.kind === 'tenancy'
    ? `tenancy:${reference.tenancy}`
    : reference.kind === 'applicant'
      ? `applicant:${reference.applicant}`
      : `kyc:${reference.kyc}`;

/** Fields a later record may add to a reference that lacked them. */
const FILLABLE = ['externalReference', 'type', 'userType'] as const;

export class JournalState {
  readonly #references = new Map<string, JournalReference>();
  readonly #pending = new Map<string, PendingPost>();
  readonly #finished = new Map<string, string>();
  /** The claim of the resolution that won, by pending id. */
  readonly #claims = new Map<string, string | undefined>();

  apply(entry: Entry): void {
    switch (entry.type) {
      case 'reference':
        return this.#record(entry.reference, entry.at);
      case 'pending':
        if (!this.#pending.has(entry.pending.id)) this.#pending.set(entry.pending.id, entry.pending);
        return;
      case 'resolved': {
        const pending = this.#pending.get(entry.id);
        if (pending && !pending.resolved) {
          pending.resolved = entry.resolution;
          this.#claims.set(entry.id, entry.claim);
        }
        return;
      }
      case 'finished': {
        const key = 'tenancy' in entry ? `tenancy:${entry.tenancy}` : `applicant:${entry.applicant}`;
        if (!this.#finished.has(key)) this.#finished.set(key, entry.at);
        return;
      }
    }
  }

  #record(reference: NewReference, at: string): void {
    const key = keyOf(reference);
    const held = this.#references.get(key) as Record<string, unknown> | undefined;
    if (!held) {
      this.#references.set(key, { ...reference, firstSeen: at });
      return;
    }
    const given = reference as Record<string, unknown>;
    for (const field of FILLABLE)
      if (held[field] === undefined && given[field] !== undefined) held[field] = given[field];
  }

  /** The reference with its finished time applied (a copy: callers may keep it). */
  #view(reference: JournalReference): JournalReference {
    if (reference.kind === 'kyc') return { ...reference };
    const tenancyDone = this.#finished.get(`tenancy:${reference.tenancy}`);
    const own = reference.kind === 'applicant' ? this.#finished.get(`applicant:${reference.applicant}`) : undefined;
    const finished = own ?? tenancyDone;
    return finished ? { ...reference, finished } : { ...reference };
  }

  references(filter: ReferenceFilter = {}): JournalReference[] {
    const all = [...this.#references.values()].map((reference) => this.#view(reference));
    return all.filter(
      (reference) =>
        (!filter.kind || reference.kind === filter.kind) &&
        (!filter.tenancy || (reference.kind !== 'kyc' && reference.tenancy === filter.tenancy)),
    );
  }

  pending(all = false): PendingPost[] {
    return [...this.#pending.values()].filter((pending) => all || !pending.resolved).map((p) => structuredClone(p));
  }

  /** One entry (a copy), resolved or not. */
  pendingById(id: string): PendingPost | undefined {
    const pending = this.#pending.get(id);
    return pending ? structuredClone(pending) : undefined;
  }

  /** Whether the resolution of entry `id` that stands is the one written with `claim`. */
  resolvedWith(id: string, claim: string): boolean {
    return this.#pending.get(id)?.resolved !== undefined && this.#claims.get(id) === claim;
  }

  /**
   * The held reference (its id) that answers the open entry `id` at once, its webhook having been handled before it
   * was recorded (the rule of held-resolution.ts), or undefined.
   */
  heldResolution(id: string): string | undefined {
    const pending = this.#pending.get(id);
    return pending ? heldResolution(pending, this.#references.values(), this.#pending.values()) : undefined;
  }

  tenancyOfApplicant(applicant: string): string | undefined {
    const held = this.#references.get(`applicant:${applicant}`);
    return held?.kind === 'applicant' ? held.tenancy : undefined;
  }

  openTenancies(): OpenTenancy[] {
    const tenancies = new Map<string, OpenTenancy>();
    const views = this.references();
    for (const reference of views)
      if (reference.kind === 'tenancy') tenancies.set(reference.tenancy, { tenancy: reference, applicants: [] });
    for (const reference of views) {
      if (reference.kind !== 'applicant') continue;
      let open = tenancies.get(reference.tenancy);
      if (!open) {
        // A tenancy known only through its applicants (an addApplicant webhook): implied, as open as they are.
        const implied: TenancyReference = {
          kind: 'tenancy',
          tenancy: reference.tenancy,
          source: reference.source,
          firstSeen: reference.firstSeen,
        };
        const finished = this.#finished.get(`tenancy:${reference.tenancy}`);
        open = { tenancy: finished ? { ...implied, finished } : implied, applicants: [] };
        tenancies.set(reference.tenancy, open);
      }
      if (!reference.finished) open.applicants.push(reference);
    }
    return [...tenancies.values()].filter((open) => !open.tenancy.finished);
  }

  /**
   * Which pending POST a resolution is for: `resolve` the one to resolve now, `already` when one was resolved with
   * this reference before (a duplicate webhook), or nothing.
   */
  match(request: ResolveRequest): { resolve: PendingPost } | { already: PendingPost } | undefined {
    if ('id' in request) {
      const pending = this.#pending.get(request.id);
      if (!pending) return undefined;
      return pending.resolved ? { already: pending } : { resolve: pending };
    }
    const candidates = [...this.#pending.values()].filter(
      (pending) => pending.operation === request.operation && pending.externalReference === request.externalReference,
    );
    const duplicate = candidates.find((pending) => pending.resolved?.reference === request.reference);
    if (duplicate) return { already: duplicate };
    const open = candidates.find((pending) => !pending.resolved);
    return open ? { resolve: open } : undefined;
  }
}

/** An entry read from a line, or null for a line that is not one (a torn write, a future kind): skipped. */
export function parseEntry(line: string): Entry | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isJsonObject(value) || value.v !== 1 || typeof value.type !== 'string') return null;
  return value as unknown as Entry;
}
