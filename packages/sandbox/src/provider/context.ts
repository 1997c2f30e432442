// The state every resource module of the provider works over: the sandbox's state, the event log, the payload
// builders, the document store and the configuration, with the helpers they share (the clock, the contract check
// of an event about to be raised, rendered PDFs, documents still rendering).
import { validateSentEvent, type EventName } from '@trs/validators';
import type { Clock } from '@trs/shared';
import type { DocumentStore } from '../documents.js';
import { invalidArgument } from '../errors.js';
import type { EventLog } from '../events.js';
import type { Payloads } from '../payloads.js';
import { renderPdf } from '../pdf.js';
import type { ApplicantState, SandboxState } from '../state.js';

export const SYSTEM_AUTHOR = 'trs sandbox';
export const ADMIN_AUTHOR = 'Sandbox admin';

/** A request the service refuses: a client error (400 where documented) or an unknown identifier. */
export class ClientError extends Error {
  constructor(
    readonly kind: 'bad-request' | 'not-found',
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
export const badRequest = (message: string) => new ClientError('bad-request', message);

export interface ProviderConfig {
  clock: Clock;
  referencingDelayMs: number | null;
  branches: { id: number; name: string }[];
  documentsAsFileData: boolean;
  /** Every audit-trail line raises addNote (provider spec 6.3). */
  auditTrailNotes: boolean;
  /** Submit refuses an applicant without IncomeEvidence (provider spec 2.3; the field name is our reading). */
  requireIncomeEvidence: boolean;
  onProblem: (message: string) => void;
}

export class ProviderContext {
  /** How many of the next documents are sent as fileData (admin trap). */
  fileDataNext = 0;
  rentReviewSequence = 0;
  legacySequence = 0;
  private readonly pdfCache = new Map<string, Promise<Uint8Array>>();
  // Documents are rendered asynchronously; settled() waits for them so that their events are raised.
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    readonly state: SandboxState,
    readonly events: EventLog,
    readonly payloads: Payloads,
    readonly documents: DocumentStore,
    readonly config: ProviderConfig,
  ) {}

  now(): number {
    return this.config.clock.now();
  }

  /**
   * The payload of an event an admin call is about to raise, checked as the provider sends it before the call changes
   * anything: a value outside the contract (a rent frequency the provider does not name, a per-applicant document
   * without its applicant) is refused, naming the field, and nothing happens.
   */
  checked<T extends object>(name: EventName, payload: T): T {
    const check = validateSentEvent(name, payload);
    if (!check.ok)
      throw invalidArgument(
        `the ${name} event this would raise breaks the contract: ${check.issues.map((i) => i.message).join('; ')}`,
      );
    return payload;
  }

  name(applicant: ApplicantState): string {
    return [applicant.details.FirstName, applicant.details.LastName].filter(Boolean).join(' ') || applicant.reference;
  }

  pdfFor(key: string, title: string, lines: string[]): Promise<Uint8Array> {
    let pdf = this.pdfCache.get(key);
    if (!pdf) {
      pdf = renderPdf({ title, lines, date: new Date(this.now()) });
      this.pdfCache.set(key, pdf);
    }
    return pdf;
  }

  track(promise: Promise<unknown>): void {
    const tracked = promise.catch((error) => this.config.onProblem(`a document failed: ${(error as Error).stack}`));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
