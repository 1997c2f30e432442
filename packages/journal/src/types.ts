// What the journal holds and what it answers. Two stores keep it (an embedded file, PostgreSQL); both implement
// Journal, so the client, the receiver and reconciliation work with either.

/** Where a reference was learned: an answer of the service to @trs/client, or a webhook the receiver handled. */
export type ReferenceSource = 'client' | 'webhook';

/** An applicant's role on the tenancy (addTenant and CompletedTenants: Tenant; addGuarantor: Guarantor). */
export type ApplicantType = 'Tenant' | 'Guarantor';

/** A tenancy: the ApplicationRef create tenancy returned (provider spec 2.1), or one a webhook announced. */
export interface TenancyReference {
  kind: 'tenancy';
  /** The tenancy reference (ApplicationRef): seven digits as a string. */
  tenancy: string;
  /** The ExternalReference sent on create tenancy (the webhooks' partnerTenancyId), when known. */
  externalReference?: string;
  source: ReferenceSource;
  /** When the journal first learned it (ISO 8601). */
  firstSeen: string;
  /** When it was marked finished (reconciliation no longer reads it); absent while open. */
  finished?: string;
}

/** An applicant (tenant or guarantor) with the tenancy it belongs to: deprecated notifications carry only its reference. */
export interface ApplicantReference {
  kind: 'applicant';
  /** The applicant reference (ReferenceNumber / ApplicantRef): agent prefix and seven digits. */
  applicant: string;
  /** Its tenancy's reference. */
  tenancy: string;
  /** Tenant or Guarantor; absent when a webhook did not say. */
  type?: ApplicantType;
  /** The ExternalReference sent when it was added (the webhooks' partnerContactId), when known. */
  externalReference?: string;
  source: ReferenceSource;
  firstSeen: string;
  finished?: string;
}

/** An identity check (KYC) announced by a KYC status webhook: its KYCid, the only identifier that payload carries. */
export interface KycReference {
  kind: 'kyc';
  kyc: string;
  /** The payload's UserType (1 tenant, 2 guarantor, …), when given. */
  userType?: number;
  source: ReferenceSource;
  firstSeen: string;
}

export type JournalReference = TenancyReference | ApplicantReference | KycReference;

/** What a caller hands record(): a reference without the times the journal keeps. */
export type NewReference =
  | Omit<TenancyReference, 'firstSeen' | 'finished'>
  | Omit<ApplicantReference, 'firstSeen' | 'finished'>
  | Omit<KycReference, 'firstSeen'>;

/** How a pending POST was resolved. */
export interface Resolution {
  /** When (ISO 8601). */
  at: string;
  /** The reference the service created for it (a tenancy's or an applicant's). */
  reference: string;
  /** What resolved it: the matching webhook, reconciliation, or a person. */
  by: 'webhook' | 'reconciliation' | 'manual';
}

/** A POST whose outcome is unknown (TRS_OUTCOME_UNKNOWN): it may have created something the journal does not hold. */
export interface PendingPost {
  /** The journal's own id of this entry. */
  id: string;
  /** The contract's operationId: createTenancy, addTenant, createAndSubmitTenant, addGuarantor. */
  operation: string;
  /** The ExternalReference the body carried (what the matching webhook echoes), when it had one. */
  externalReference?: string;
  /** The path parameters sent (the branch id, or the tenancy an applicant was added to). */
  path: Record<string, string | number>;
  /** The body sent, as sent (it holds personal data: the journal's files are the owner's only). */
  sent: unknown;
  /** When the outcome became unknown (ISO 8601). */
  created: string;
  /**
   * When the call's first attempt began (ISO 8601), as its caller gave it (@trs/client does): a webhook reference first
   * seen before then (less 2 minutes of clock difference) is not this call's outcome.
   */
  attemptedAt?: string;
  /** Set once resolved. */
  resolved?: Resolution;
}

/** What recordPending() takes. */
export type NewPendingPost = Pick<PendingPost, 'operation' | 'path' | 'sent'> & {
  externalReference?: string;
  /** When the call's first attempt began (ISO 8601); kept on the entry. */
  attemptedAt?: string;
};

/** Which pending POST a resolution is for: by id, or by the operation and the ExternalReference its webhook echoes. */
export type PendingMatch = { id: string } | { operation: string; externalReference: string };

/** What resolvePending() takes. */
export type ResolveRequest = PendingMatch & { reference: string; by: Resolution['by'] };

/** A tenancy that is not finished, with its applicants that are not finished. */
export interface OpenTenancy {
  tenancy: TenancyReference;
  applicants: ApplicantReference[];
}

/** What markFinished() takes: a tenancy (and so every applicant on it) or one applicant. */
export type FinishedTarget = { tenancy: string } | { applicant: string };

/** The journal as one document: the team's only list of what the service holds for them (schema in the README). */
export interface JournalExport {
  schema: 'trs-journal/1';
  exportedAt: string;
  references: JournalReference[];
  pending: PendingPost[];
}

/** Filters of references(). */
export interface ReferenceFilter {
  kind?: JournalReference['kind'];
  /** Only this tenancy and its applicants. */
  tenancy?: string;
}

export type ResolvedListener = (pending: PendingPost & { resolved: Resolution }) => void;

/** The reference journal. Every write is durable (on stable storage) before its promise resolves. */
export interface Journal {
  /** Records a reference; one already held keeps its first-seen time and source, and gains fields it lacked. */
  record(reference: NewReference): Promise<void>;
  /**
   * Records a POST whose outcome is unknown; answers the entry with its id. When the journal already holds the reference
   * its webhook announced (the webhook was handled first), the entry is resolved at once (by 'webhook'), answered
   * resolved, and the listeners of onResolved are told.
   */
  recordPending(pending: NewPendingPost): Promise<PendingPost>;
  /**
   * Resolves a pending POST: by id, or the oldest open one of that operation and ExternalReference. Answers the entry
   * resolved now, or undefined when none matched (or it was already resolved with this reference: a duplicate
   * webhook). Listeners of onResolved are told of a fresh resolution.
   */
  resolvePending(request: ResolveRequest): Promise<PendingPost | undefined>;
  /** A tenancy (with its applicants) or an applicant is finished: openTenancies() leaves it out from now on. */
  markFinished(target: FinishedTarget): Promise<void>;
  /** Every reference, oldest first (filtered). */
  references(filter?: ReferenceFilter): Promise<JournalReference[]>;
  /** The pending POSTs not yet resolved (all of them with `{ all: true }`), oldest first. */
  pending(options?: { all?: boolean }): Promise<PendingPost[]>;
  /** The tenancy an applicant belongs to, or undefined when the journal does not know the applicant. */
  tenancyOfApplicant(applicant: string): Promise<string | undefined>;
  /** Each tenancy not finished, with its applicants not finished (a tenancy known only through them included). */
  openTenancies(): AsyncIterable<OpenTenancy>;
  /** Everything, as one document (JournalExport). */
  export(): Promise<JournalExport>;
  /** Calls `listener` whenever this process resolves a pending POST; answers the function that stops it. */
  onResolved(listener: ResolvedListener): () => void;
  close(): Promise<void>;
}
