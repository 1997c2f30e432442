// The handler of `trs reconcile` (commands/reconcile.ts), loaded when it runs.
import { openJournal } from '@trs/journal';
import { checkBudget, clientReader, reconcilePass, ReconcileConfigError, type PassReport } from '@trs/reconcile';
import { journalDir } from '../api/journal.js';
import { openSession, type ApiFlags } from '../api/session.js';
import type { CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { loadOptional } from '../optional.js';

export interface ReconcileFlags extends ApiFlags {
  store?: string;
  journal?: string;
  maxRequests?: number;
  requestsPerSecond?: string;
  json?: boolean;
}

function budgetOf(flags: ReconcileFlags) {
  // A rate may be fractional (one request every two seconds), so it is not one of the CLI's integer options.
  const number = (value: string | undefined, option: string) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed)) throw new UsageError(`${option} takes a number, got ${JSON.stringify(value)}.`);
    return parsed;
  };
  const maxRequestsPerPass = flags.maxRequests;
  const requestsPerSecond = number(flags.requestsPerSecond, '--requests-per-second');
  try {
    return checkBudget({
      ...(maxRequestsPerPass !== undefined ? { maxRequestsPerPass } : {}),
      ...(requestsPerSecond !== undefined ? { requestsPerSecond } : {}),
    });
  } catch (error) {
    if (error instanceof ReconcileConfigError) throw new UsageError(error.message);
    throw error;
  }
}

function printReport(report: PassReport, context: CommandContext): void {
  for (const found of report.recovered)
    context.out(
      `recovered report ${found.reportType} of applicant ${found.applicantRef} (tenancy ${found.applicationRef})`,
    );
  context.out(
    `${report.recovered.length} report(s) recovered, ${report.alreadyHeld} already held, ${report.finished.length} applicant(s) finished; ` +
      `${report.tenancies} tenancies and ${report.applicants} applicants read in ${report.requests} request(s)` +
      (report.stoppedBy === 'budget' ? '; the request budget ran out: run it again to continue' : '') +
      (report.errors ? `; ${report.errors} read(s) failed and are tried again next time` : ''),
  );
}

export async function reconcile(flags: ReconcileFlags, context: CommandContext): Promise<number | void> {
  if (!flags.store)
    throw new UsageError(
      "trs reconcile needs --store: the receiver's inbox folder or postgres:// URL (or TRS_WEBHOOKS_STORE).",
    );
  const budget = budgetOf(flags);
  const { openStore } = await loadOptional('@trs/webhooks', 'trs reconcile', () => import('@trs/webhooks/store'));
  const session = await openSession(flags, context);
  const journal = await openJournal({ dir: journalDir(context.io.env, flags.journal) });
  const inbox = await openStore(flags.store);
  try {
    const report = await reconcilePass({
      journal,
      reader: clientReader(session.client, { baseUrl: session.baseUrl }),
      receiver: inbox,
      budget,
      signal: context.signal,
    });
    if (flags.json) return context.json(report);
    printReport(report, context);
  } finally {
    await inbox.close();
    await journal.close();
  }
}
