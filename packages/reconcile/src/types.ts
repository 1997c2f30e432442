// What reconciliation needs from the parts around it, as small interfaces: the reference journal (@trs/journal's
// Journal satisfies it), the interface's reads (clientReader(client) of @trs/client), and the receiver
// (@trs/webhooks' Receiver satisfies it).

/** An open tenancy of the journal with its open applicants (the shape of @trs/journal's openTenancies()). */
export interface OpenTenancyLike {
  tenancy: { tenancy: string };
  applicants: readonly { applicant: string }[];
}

/** The part of the reference journal reconciliation reads and writes. */
export interface ReconcileJournal {
  /** Each tenancy not finished, with its applicants not finished. */
  openTenancies(): AsyncIterable<OpenTenancyLike>;
  /** An applicant is finished: reconciliation stops reading it. */
  markFinished(target: { applicant: string } | { tenancy: string }): Promise<void>;
}

/** What one probe of an applicant's report found. */
export type ProbeResult = 'available' | 'not-available';

/** The reads of the interface reconciliation makes; each call is one request of the budget. */
export interface ReportReader {
  /** The provider's base address (…/v2): the recovered event's URL starts with it. */
  readonly baseUrl: string;
  /** GET /Applications/{ApplicationRef}/Reports: the report type ids ready for the tenancy. */
  listReports(applicationRef: string, signal?: AbortSignal): Promise<number[]>;
  /** GET /Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}, read up to its status only. */
  probeApplicantReport(
    applicationRef: string,
    applicantRef: string,
    reportType: number,
    signal?: AbortSignal,
  ): Promise<ProbeResult>;
}

/** Where recovered events go: the receiver (receiver.inbox.recover of @trs/webhooks). */
export interface RecoverTarget {
  recover(payload: object, options?: { source?: string }): Promise<{ duplicate: boolean; id: string | null }>;
}

/** Lines reconciliation logs: identifiers and counts only. */
export interface ReconcileLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}
