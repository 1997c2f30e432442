// The client's side of the reference journal (@trs/journal, or anything with the same two methods): every reference
// the answer of a creating call carries (the generated table's `returns`) is recorded before the call resolves, and a
// creating call whose outcome is unknown is recorded as pending with its ExternalReference and what was sent. The
// client declares the little it needs here, so that it depends on no store. A journal that fails never costs the
// caller the reference: the call still answers it, and the failure is logged as an error and handed to onJournalError.
import { isJsonObject, TrsError } from '@trs/shared';
import { operations, type OperationId } from './operations.gen.js';
import type { Logger } from './types.js';

/** A reference as the client hands it to the journal. */
export type ClientJournalReference =
  | { kind: 'tenancy'; tenancy: string; externalReference?: string; source: 'client' }
  | {
      kind: 'applicant';
      applicant: string;
      tenancy: string;
      type: 'Tenant' | 'Guarantor';
      externalReference?: string;
      source: 'client';
    };

/** A POST whose outcome is unknown, as the client hands it to the journal. */
export interface ClientJournalPending {
  operation: string;
  externalReference?: string;
  path: Record<string, string | number>;
  sent: unknown;
  /**
   * When the call's first attempt began (ISO 8601): the journal resolves the entry at once with a reference its webhook
   * announced since then, when that webhook was handled before this record.
   */
  attemptedAt?: string;
}

/** What the client needs of a journal: `openJournal()` and `postgresJournal()` of @trs/journal are ones. */
export interface ClientJournal {
  record(reference: ClientJournalReference): Promise<void>;
  recordPending(pending: ClientJournalPending): Promise<unknown>;
}

export interface JournalErrorDetails {
  /** The operation whose answer (or unknown outcome) was not recorded. */
  readonly operation: string;
  /** The references the service returned: the call answered them; keep them yourself. Empty for a pending entry. */
  readonly references: readonly string[];
  /** True when what failed to be recorded is a POST of unknown outcome. */
  readonly pending: boolean;
}

/** The journal could not record what the service returned. The call itself succeeded (or failed on its own). */
export class JournalRecordError extends TrsError<'TRS_JOURNAL_NOT_RECORDED', JournalErrorDetails> {
  constructor(details: JournalErrorDetails, cause: unknown) {
    const why = cause instanceof Error ? cause.message : String(cause);
    const what = details.pending
      ? `the unknown outcome of ${details.operation} was not recorded as pending (${why})`
      : `${details.operation} returned ${details.references.join(', ')}, but the journal could not record it (${why})`;
    super(
      'TRS_JOURNAL_NOT_RECORDED',
      `${what}. The call answered the reference: store it yourself now, since nothing else lists it. Then fix the journal.`,
      details,
      { cause },
    );
  }
}

const MAX_EXTERNAL_REFERENCE = 200;

function externalReferenceOf(sent: unknown): string | undefined {
  if (!isJsonObject(sent) || typeof sent.ExternalReference !== 'string') return undefined;
  const value = sent.ExternalReference;
  return value === '' || value.length > MAX_EXTERNAL_REFERENCE ? undefined : value;
}

/** The applicant's role, read from the path the contract gives the operation (…/Guarantors, …/Tenants). */
function applicantType(operationId: OperationId): 'Tenant' | 'Guarantor' {
  return /\/Guarantors(\/|$)/.test(operations[operationId].path) ? 'Guarantor' : 'Tenant';
}

export class ReferenceRecorder {
  readonly #journal: ClientJournal;
  readonly #onError: ((error: JournalRecordError) => void) | undefined;
  readonly #logger: Logger | undefined;

  constructor(journal: ClientJournal, onError: ((error: JournalRecordError) => void) | undefined, logger?: Logger) {
    this.#journal = journal;
    this.#onError = onError;
    this.#logger = logger;
  }

  /** Whether the operation's answer carries references (and so goes through the journal). */
  static records(operationId: OperationId): boolean {
    return operations[operationId].returns.length > 0;
  }

  /** The references of an answer, by the pointers of the operation's `returns`. */
  static referencesOf(operationId: OperationId, answer: unknown): Record<string, string> {
    const found: Record<string, string> = {};
    for (const { pointer } of operations[operationId].returns) {
      const value = pointer === '' ? answer : isJsonObject(answer) ? answer[pointer.slice(1)] : undefined;
      if (typeof value === 'string') found[pointer] = value;
    }
    return found;
  }

  /** Records the references an answer carried, durably; a failure is reported, never thrown. */
  async returned(
    operationId: OperationId,
    path: Record<string, unknown>,
    sent: unknown,
    references: Record<string, string>,
  ): Promise<void> {
    const externalReference = externalReferenceOf(sent);
    const extra = externalReference === undefined ? {} : { externalReference };
    const records: ClientJournalReference[] = [];
    for (const { pointer, schema } of operations[operationId].returns) {
      const reference = references[pointer];
      if (reference === undefined) continue;
      if (schema === 'ApplicationReference')
        records.push({ kind: 'tenancy', tenancy: reference, source: 'client', ...extra });
      else if (typeof path.ApplicationRef === 'string')
        records.push({
          kind: 'applicant',
          applicant: reference,
          tenancy: path.ApplicationRef,
          type: applicantType(operationId),
          source: 'client',
          ...extra,
        });
    }
    try {
      for (const record of records) await this.#journal.record(record);
    } catch (cause) {
      const held = records.map((r) => (r.kind === 'tenancy' ? r.tenancy : r.applicant));
      this.#report(new JournalRecordError({ operation: operationId, references: held, pending: false }, cause));
    }
  }

  /**
   * Records a creating call of unknown outcome as pending, with when its first attempt began (ms since the epoch); a
   * failure is reported, never thrown.
   */
  async unknown(
    operationId: OperationId,
    path: Record<string, unknown>,
    sent: unknown,
    attemptedAtMs: number,
  ): Promise<void> {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(path))
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    const externalReference = externalReferenceOf(sent);
    const attempted = new Date(attemptedAtMs);
    const attemptedAt = Number.isNaN(attempted.getTime()) ? undefined : attempted.toISOString();
    try {
      await this.#journal.recordPending({
        operation: operationId,
        path: params,
        sent,
        ...(externalReference === undefined ? {} : { externalReference }),
        ...(attemptedAt === undefined ? {} : { attemptedAt }),
      });
    } catch (cause) {
      this.#report(new JournalRecordError({ operation: operationId, references: [], pending: true }, cause));
    }
  }

  #report(error: JournalRecordError): void {
    // Identifiers only: the operation and the references, never the body.
    if (this.#logger?.error) this.#logger.error(`trs: ${error.message}`);
    else console.error(`trs: ${error.message}`);
    try {
      this.#onError?.(error);
    } catch {
      // the caller's handler failing must not cost the caller the reference
    }
  }
}
