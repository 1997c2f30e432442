// The interface's reads through @trs/client: the report list of a tenancy, and a probe of an applicant's report that
// reads its status and stops (the PDF body is not downloaded: a probe costs one request and a few bytes).
import { HttpError, type TrsClient } from '@trs/client';
import type { ProbeResult, ReportReader } from './types.js';

/** The answers to an applicant report's URL read as "no report yet" (x-assumption of downloadApplicantReport). */
const NOT_AVAILABLE = new Set([400, 404]);

/** baseUrl: the provider's base address the client was given (…/v2); recovered events' URLs start with it. */
export function clientReader(client: TrsClient, options: { baseUrl: string }): ReportReader {
  return {
    baseUrl: options.baseUrl,
    async listReports(applicationRef, signal) {
      const list = await client.listReports(applicationRef as never, signal ? { signal } : {});
      return (list as unknown[]).filter((id): id is number => Number.isInteger(id));
    },
    async probeApplicantReport(applicationRef, applicantRef, reportType, signal): Promise<ProbeResult> {
      try {
        const stream = await client.downloadApplicantReport(
          applicationRef as never,
          applicantRef as never,
          reportType as never,
          { parseAs: 'stream', ...(signal ? { signal } : {}) },
        );
        await stream.cancel().catch(() => undefined);
        return 'available';
      } catch (error) {
        // Not ready, or not a product of this applicant: the contract's x-assumption on downloadApplicantReport (the
        // provider's status is not shown, provider spec 7), checked against recordings by `trs gaps report`. Anything
        // else (401 after a new login, 5xx, a dropped connection) is an error.
        if (error instanceof HttpError && NOT_AVAILABLE.has(error.status)) return 'not-available';
        throw error;
      }
    },
  };
}
