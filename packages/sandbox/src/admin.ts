// The admin API: what a test (in process) or a person (over HTTP under /_sandbox/api, and on the page) uses to look
// inside the sandbox, move referencing on, raise every other message of the contract, and spring the provider's
// traps. Each method checks its arguments and throws a SandboxError with a stable code.
import { validateSentEvent, type Applicant, type EventName } from '@trs/validators';
import { defaultStaticHeaderName } from '@trs/sender';
import type { LoginRecord, TokenStore } from './auth.js';
import { countWithin, integerWithin, MAX_CODE } from './bounds.js';
import { kycStatuses, STATUS_IN_PROGRESS, tenancySteps } from './codes.js';
import { invalidArgument, invalidState } from './errors.js';
import type { EventLog, EventView, SandboxEvent } from './events.js';
import type { Drift, DriftOptions } from './drift.js';
import type { FaultQueue, FaultRequest, QueuedFault } from './faults.js';
import type { Outage, OutageRequest, OutageView } from './outage.js';
import { resolveWebhook, type ResolvedWebhook, type WebhookOption } from './options.js';
import type { RentReviewTopic } from './payloads.js';
import type { Provider, TenancyStepFlags } from './provider.js';
import type { SandboxState, TenancyState } from './state.js';

export interface ApplicantView {
  reference: string;
  kind: 'tenant' | 'guarantor';
  name: string;
  status: string;
  reports: number[];
  kycId: string | null;
  createdAt: string;
  submittedAt: string | null;
  completedAt: string | null;
  /** When referencing completes by itself, or null (not submitted, or completion only on an admin call). */
  completesAt: string | null;
  /**
   * WebhookEnabled when the applicant was submitted (null: not submitted). False: its Report Available events are
   * logged, never sent (provider spec 1).
   */
  webhooksEnabledAtSubmit: boolean | null;
}

export interface TenancyView {
  reference: string;
  applicationId: number;
  branchId: number;
  createdBy: string;
  createdAt: string;
  externalReference: string | null;
  startDate: string;
  monthlyRent: number;
  step: number;
  stepName: string;
  finalised: boolean;
  prescribedInformationCompleted: boolean;
  cancellation: { applicantRef: string; reason: string; at: string } | null;
  applicants: ApplicantView[];
  notes: number;
  auditTrail: number;
}

export interface SandboxSnapshot {
  tenancies: TenancyView[];
  identityChecks: { id: string; tenancyReference: string; applicantRef: string; status: string; checks: number[] }[];
  webhook: { urls: string[]; headerName: string | null; enabled: boolean } | null;
  traps: {
    duplicateNext: number;
    reorderNext: number;
    held: number;
    fileDataNext: number;
    always: Record<string, boolean>;
  };
  faults: readonly QueuedFault[];
  /** The simulated outage of the receiver in force, or null. */
  outage: OutageView | null;
  /** The delivery cadence in force: the provider's 15 attempts, one interval apart (compressed with retryIntervalMs). */
  delivery: { totalAttempts: number; retryIntervalMs: number };
  /** Drift mode: how the sandbox differs from the contract now ({}: it does not). */
  drift: DriftOptions;
  tokens: { userName: string; issuedAt: string; expiresAt: string }[];
  events: { total: number; byStatus: Record<string, number> };
}

export interface SandboxAdmin {
  /** Everything at a glance: tenancies with applicants and statuses, identity checks, webhook, traps, faults. */
  state(): SandboxSnapshot;
  tenancy(reference: string): TenancyView;
  /** Every event raised, oldest first, with its deliveries (attempts per URL, final state). */
  events(filter?: { name?: EventName; applicationRef?: string }): EventView[];
  event(eventId: string): EventView;
  /** Every login: by a client (POST /Authenticate) or by the admin API as another process. */
  logins(): LoginRecord[];
  /** Resolves with the first event of that name (or matching) raised so far or later. Default timeout 10 s. */
  waitForEvent(
    match: EventName | ((event: SandboxEvent) => boolean),
    options?: { timeoutMs?: number },
  ): Promise<EventView>;
  /** Resolves when everything raised so far is handed to the sender and no delivery attempt is running. */
  settled(): Promise<void>;

  /** Completes referencing now: one applicant, or every applicant of the tenancy in progress. Returns their references. */
  completeReferencing(tenancyReference: string, applicantRef?: string): string[];
  /** As if the applicant filled in the e-mailed form: submits their details (missing submit-time fields from the contract's example). */
  submitApplicantForm(tenancyReference: string, applicantRef: string, details?: Partial<Applicant>): void;
  reopenApplicant(tenancyReference: string, applicantRef: string): void;
  /** Report Available for a report and its Summary (7) again; returns the report types sent. */
  sendReportPair(tenancyReference: string, applicantRef: string, reportType?: number): number[];
  /** The PDF of an applicant's report, as the API answers it, without a Token (for the page's report links). */
  applicantReport(tenancyReference: string, applicantRef: string, reportType: number): Promise<Uint8Array>;
  setKycStatus(kycId: string, status: string): void;

  addNote(
    tenancyReference: string,
    note: { kind?: string; content: string; author?: string; applicantRef?: string },
  ): void;
  /** updateApplicationStatus with the step, and the flags and signing codes given (the others as they are). */
  setTenancyStep(tenancyReference: string, step: number, flags?: TenancyStepFlags): void;
  finaliseTenancy(
    tenancyReference: string,
    details?: { hasInventory?: boolean; daysToReportIssues?: number | null },
  ): void;
  completePrescribedInformation(
    tenancyReference: string,
    details?: { schemeProvider?: string; schemeType?: string },
  ): void;
  rentReview(tenancyReference: string, topic: RentReviewTopic, fields?: Record<string, unknown>): void;
  sendDocument(
    tenancyReference: string,
    document: { documentType: number; applicantRef?: string; fileName?: string; asFileData?: boolean },
  ): { documentId: string };
  /** Report Available of a legacy property-passport applicant (no topic, another URL form): receivers ignore it. */
  sendLegacyReport(tenancyReference?: string): void;
  /** A deprecated notification about the applicant: ReferenceNo only, no tenancy (provider spec 2.1 rule 2). */
  sendDeprecatedNotification(tenancyReference: string, applicantRef: string): void;
  /** Sends any payload as the named event, after the same contract check (objects closed). */
  sendEvent(name: EventName, payload: Record<string, unknown>): EventView;
  /** Sends an event again as a new delivery. Returns the delivery id. */
  redeliver(eventId: string): string;

  /** The next `count` events are each delivered twice. */
  duplicateNextEvents(count?: number): void;
  /** The next `count` events are held and delivered together in reverse order. */
  reorderNextEvents(count?: number): void;
  /** Delivers the held events now (reverse order). Returns how many. */
  releaseHeldEvents(): number;
  /** The next `count` documents carry base64 fileData instead of a presigned URL (publishing failed). */
  failDocumentPublishing(count?: number): void;
  /** Logs the user in as another process would: every token the user's clients hold is retired. */
  retireTokens(userName?: string): void;
  /** Expires every current token (of one user, or all). Returns how many. */
  expireTokens(userName?: string): number;
  /** The next calls answer a status (5xx, 429, 408; Retry-After), drop the connection, or answer slowly. */
  injectFaults(request: FaultRequest): QueuedFault;
  clearFaults(): number;
  /**
   * The receiver, as the provider sees it, is unreachable (dropped connections: retried until the 15th attempt, then
   * dead) or answers a status (401: dead at once, provider spec 3.4, 6.1.3) until endOutage().
   */
  startOutage(request: OutageRequest): OutageView;
  /** The receiver is back: deliveries still stored reach it on their next attempt; dead ones stay dead. */
  endOutage(): { ended: OutageView | null };
  /** Changes the agent's webhook settings (null: none). */
  configureWebhook(webhook: WebhookOption | null): void;
  /** Drift mode from now on: how the sandbox differs from the contract (null or {}: not at all). Returns it. */
  setDrift(drift: DriftOptions | null): DriftOptions;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function positiveCount(count: number | undefined, fallback: number): number {
  return countWithin(count ?? fallback, 'count');
}

export interface AdminContext {
  state: SandboxState;
  provider: Provider;
  events: EventLog;
  auth: TokenStore;
  faults: FaultQueue;
  outage: Outage;
  drift: Drift;
  users: { userName: string; password: string }[];
  setWebhook(webhook: ResolvedWebhook | null): void;
}

export function createAdmin(context: AdminContext): SandboxAdmin {
  const { state, provider, events, auth, faults } = context;

  const tenancyView = (t: TenancyState): TenancyView => ({
    reference: t.reference,
    applicationId: t.applicationId,
    branchId: t.branchId,
    createdBy: t.createdBy,
    createdAt: iso(t.createdAt)!,
    externalReference: t.application.ExternalReference ?? null,
    startDate: t.application.RentalDetails.TenancyStartDate,
    monthlyRent: t.application.RentalDetails.MonthlyRent,
    step: t.step,
    stepName: tenancySteps.get(t.step) ?? String(t.step),
    finalised: t.finalised,
    prescribedInformationCompleted: t.prescribedInformationCompleted,
    cancellation: t.cancellation ? { ...t.cancellation, at: iso(t.cancellation.at)! } : null,
    applicants: t.applicants.map((a) => ({
      reference: a.reference,
      kind: a.kind,
      name: [a.details.FirstName, a.details.LastName].filter(Boolean).join(' '),
      status: a.status,
      reports: [...a.reports],
      kycId: a.kycId,
      createdAt: iso(a.createdAt)!,
      submittedAt: iso(a.submittedAt),
      completedAt: iso(a.completedAt),
      completesAt: iso(a.completesAt),
      webhooksEnabledAtSubmit: a.webhooksEnabledAtSubmit,
    })),
    notes: t.notes.length,
    auditTrail: t.auditTrail.length,
  });

  const user = (userName?: string) => {
    const name = userName ?? context.users[0]!.userName;
    const found = context.users.find((u) => u.userName === name);
    if (!found) throw invalidArgument(`no user ${name} (users: ${context.users.map((u) => u.userName).join(', ')})`);
    return found;
  };

  return {
    state() {
      const byStatus: Record<string, number> = {};
      for (const e of events.events) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
      const webhook = events.webhook;
      return {
        tenancies: [...state.tenancies.values()].map(tenancyView),
        identityChecks: [...state.kycChecks.values()].map((c) => ({
          id: c.id,
          tenancyReference: c.tenancyReference,
          applicantRef: c.applicantRef,
          status: c.status,
          checks: [...c.checks],
        })),
        webhook: webhook
          ? {
              urls: [...webhook.urls],
              headerName: webhook.header ? (webhook.header.name ?? defaultStaticHeaderName) : null,
              enabled: webhook.enabled,
            }
          : null,
        traps: {
          duplicateNext: events.traps.duplicateNext,
          reorderNext: events.traps.reorderNext,
          held: events.events.filter((e) => e.status === 'held').length,
          fileDataNext: provider.fileDataNext,
          always: {
            duplicateDeliveries: events.traps.duplicateAlways,
            outOfOrderDeliveries: events.traps.outOfOrderAlways,
          },
        },
        faults: faults.pending(),
        outage: context.outage.view(),
        delivery: { ...events.cadence() },
        drift: context.drift.get(),
        tokens: auth
          .current()
          .map((t) => ({ userName: t.userName, issuedAt: iso(t.issuedAt)!, expiresAt: iso(t.expiresAt)! })),
        events: { total: events.events.length, byStatus },
      };
    },
    tenancy: (reference) => tenancyView(state.tenancy(reference)),
    events(filter = {}) {
      return events.events
        .filter(
          (e) =>
            (filter.name === undefined || e.name === filter.name) &&
            (filter.applicationRef === undefined || e.applicationRef === filter.applicationRef),
        )
        .map((e) => events.view(e));
    },
    event: (eventId) => events.view(events.get(eventId)),
    logins: () => auth.logins.map((l) => ({ ...l })),
    async waitForEvent(match, options = {}) {
      const predicate = typeof match === 'function' ? match : (e: SandboxEvent) => e.name === match;
      const event = await events.waitFor(predicate, options.timeoutMs ?? 10_000);
      return events.view(event);
    },
    async settled() {
      await provider.settled();
      await events.settled();
    },

    completeReferencing(tenancyReference, applicantRef) {
      const t = state.tenancy(tenancyReference);
      const targets = applicantRef
        ? [state.applicant(t.reference, applicantRef)]
        : t.applicants.filter((a) => a.status === STATUS_IN_PROGRESS);
      if (!targets.length)
        throw invalidState(`no applicant of tenancy ${t.reference} is in progress: submit one first`);
      for (const a of targets) provider.complete(t, a);
      return targets.map((a) => a.reference);
    },
    submitApplicantForm(tenancyReference, applicantRef, details) {
      const a = state.applicant(tenancyReference, applicantRef);
      provider.submitForm(state.tenancy(tenancyReference), a, details);
    },
    reopenApplicant(tenancyReference, applicantRef) {
      provider.reopen(state.tenancy(tenancyReference), state.applicant(tenancyReference, applicantRef));
    },
    applicantReport(tenancyReference, applicantRef, reportType) {
      integerWithin(reportType, 'reportType', 1, MAX_CODE, 'a report product id (provider spec 2.5)');
      const applicant = state.applicant(tenancyReference, applicantRef);
      if (!applicant.reports.includes(reportType))
        throw invalidState(
          `applicant ${applicantRef} has no report ${reportType} (available: ${applicant.reports.join(', ') || 'none'})`,
        );
      return provider.applicantReport(state.tenancy(tenancyReference), applicant, reportType);
    },
    sendReportPair(tenancyReference, applicantRef, reportType) {
      if (reportType !== undefined)
        integerWithin(reportType, 'reportType', 1, MAX_CODE, 'a report product id (provider spec 2.5)');
      return provider.sendReportPair(
        state.tenancy(tenancyReference),
        state.applicant(tenancyReference, applicantRef),
        reportType,
      );
    },
    setKycStatus(kycId, status) {
      if (!kycStatuses.includes(status))
        throw invalidArgument(`status must be one of ${kycStatuses.join(', ')}, got ${JSON.stringify(status)}`);
      provider.setKycStatus(state.kyc(kycId), status);
    },

    addNote: (tenancyReference, note) => provider.addNote(state.tenancy(tenancyReference), note ?? ({} as never)),
    setTenancyStep: (tenancyReference, step, flags) => provider.setStep(state.tenancy(tenancyReference), step, flags),
    finaliseTenancy: (tenancyReference, details) => provider.finalise(state.tenancy(tenancyReference), details),
    completePrescribedInformation: (tenancyReference, details) =>
      provider.completePrescribedInformation(state.tenancy(tenancyReference), details),
    rentReview: (tenancyReference, topic, fields) =>
      provider.rentReview(state.tenancy(tenancyReference), topic, fields),
    sendDocument(tenancyReference, document) {
      if (!document || typeof document !== 'object')
        throw invalidArgument('document must be { documentType, applicantRef?, fileName?, asFileData? }');
      integerWithin(document.documentType, 'documentType', 0, MAX_CODE, 'a documentType code');
      return { documentId: provider.sendDocument(state.tenancy(tenancyReference), document).id };
    },
    sendLegacyReport: (tenancyReference) =>
      provider.sendLegacyReport(tenancyReference === undefined ? null : state.tenancy(tenancyReference)),
    sendDeprecatedNotification: (tenancyReference, applicantRef) =>
      provider.sendDeprecatedNotification(state.applicant(tenancyReference, applicantRef)),
    sendEvent(name, payload) {
      if (!payload || typeof payload !== 'object') throw invalidArgument('payload must be an object');
      const check = validateSentEvent(name, payload);
      if (!check.ok)
        throw invalidArgument(
          `not sent: it breaks the ${name} message of the contract: ${check.issues.map((i) => i.message).join('; ')}`,
        );
      return events.view(events.raise(name, payload));
    },
    redeliver: (eventId) => events.redeliver(eventId),

    duplicateNextEvents(count) {
      events.traps.duplicateNext += positiveCount(count, 1);
    },
    reorderNextEvents(count) {
      const value = positiveCount(count, 2);
      if (value < 2) throw invalidArgument('count must be at least 2 to change an order');
      events.traps.reorderNext += value;
    },
    releaseHeldEvents: () => events.releaseHeldEvents(),
    failDocumentPublishing(count) {
      provider.fileDataNext += positiveCount(count, 1);
    },
    retireTokens(userName) {
      const u = user(userName);
      auth.login(u.userName, u.password, 'admin');
    },
    expireTokens: (userName) => auth.expire(userName === undefined ? undefined : user(userName).userName),
    injectFaults: (request) => faults.add(request),
    clearFaults: () => faults.clear(),
    startOutage: (request) => context.outage.start(request),
    endOutage: () => ({ ended: context.outage.end() }),
    configureWebhook(webhook) {
      context.setWebhook(resolveWebhook(webhook, 'configureWebhook(webhook)'));
    },
    setDrift: (drift) => context.drift.set(drift),
  };
}
