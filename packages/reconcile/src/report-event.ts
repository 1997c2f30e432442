// How a report read back from the interface becomes the event a Report Available handler expects (provider spec 4,
// 6.4), and so its dedupe key. The decision, written down:
// - The documented list (GET …/Reports) is per tenancy and answers report type ids only (its format is a gap; the
//   contract's x-assumption: a JSON array of ids). Report Available names an applicant: its URL is
//   {base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>. The journal knows the tenancy's
//   applicants, so each listed type is probed per open applicant at exactly that URL; a 2xx means the report of that
//   applicant exists, an error status (400/404: not ready, or not this applicant's product) means it does not.
// - One recovered event per (applicant, type) found: a final report and its Summary (7) are two events, as the pair
//   the provider sends is two (6.4).
// - Its payload holds what was read back and nothing invented: applicationRef, ReportType, URL (the probed URL),
//   EntryType "Report Available", and data.applicantRef (the applicant sequence of the contract's x-idempotency-key).
//   No topic, Status, applicationStatus or CreationDate: the interface does not show them for a report.
// - Its dedupe key is the real one's content, /EntryType + /URL; the receiver keys a recovered copy without
//   CreationDate, within the applicant's round (@trs/webhooks receiver.inbox.recover), so a real delivery arriving later
//   is a duplicate and a recovery of a delivered report is one too.

export const REPORT_AVAILABLE = 'Report Available';
/** The Summary report type (provider spec 2.5), the second of a final report's pair. */
export const SUMMARY_REPORT_TYPE = 7;

export interface RecoveredReport {
  applicationRef: string;
  applicantRef: string;
  reportType: number;
  url: string;
}

/** The applicant report URL, as Report Available carries it. */
export function applicantReportUrl(
  baseUrl: string,
  applicationRef: string,
  applicantRef: string,
  type: number,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/Applications/${encodeURIComponent(applicationRef)}/${encodeURIComponent(applicantRef)}/Reports/${type}`;
}

/** The recovered Report Available event for one applicant's report. */
export function reportAvailableOf(report: RecoveredReport): Record<string, unknown> {
  return {
    applicationRef: report.applicationRef,
    ReportType: report.reportType,
    URL: report.url,
    EntryType: REPORT_AVAILABLE,
    data: { applicantRef: report.applicantRef },
  };
}
