// `trs reconcile`: one reconciliation pass now (@trs/reconcile). The journal's open tenancies are read through the API
// (logged in as the API commands are), and each Report Available whose webhook died is handed to the receiver's inbox
// (--store, the folder or postgres:// URL the receiver uses): the receiver handling that inbox runs its handlers once,
// marked recovered; a report it already holds is a duplicate and runs nothing.
import { openJournal } from '@trs/journal';
import { checkBudget, clientReader, reconcilePass, ReconcileConfigError, type PassReport } from '@trs/reconcile';
import { journalDir } from '../api/journal.js';
import { openSession, type ApiFlags } from '../api/session.js';
import { defineCommand, type CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { loadOptional } from '../optional.js';

interface ReconcileFlags extends ApiFlags {
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

export const reconcileCommand = defineCommand<ReconcileFlags>({
  path: ['reconcile'],
  summary: "Recover the reports whose webhooks died: one pass over the journal's open tenancies",
  description:
    'The provider drops a webhook after 15 failed attempts or one 4xx (provider spec 3.4, 6.1.3) and has no list or replay. This reads, for every open tenancy of the reference journal, which reports exist (GET …/Reports, then each open applicant’s report URL, status only) and hands each one the receiver does not hold to its inbox as a recovered Report Available: same dedupe key, same handlers, once. Only Report Available can be recovered; the docs page "When your receiver was down" lists what cannot. No rate limit is stated by the provider, so the default budget is gentle (300 requests a pass, 2 a second).',
  api: true,
  json: true,
  options: [
    {
      flags: '--store <folder or url>',
      description: "the receiver's inbox: its folder, or the postgres:// URL of a shared one",
      env: 'TRS_WEBHOOKS_STORE',
    },
    {
      flags: '--journal <folder>',
      description: "the journal's folder (default: journal in the trs config folder)",
      env: 'TRS_JOURNAL_DIR',
    },
    { flags: '--max-requests <n>', description: 'the most requests this pass makes (default 300)', kind: 'integer' },
    { flags: '--requests-per-second <n>', description: 'the pace of those requests (default 2)' },
  ],
  examples: [
    'trs reconcile --profile production --store /var/lib/crm/inbox',
    'trs reconcile --store postgres://crm@db/crm --max-requests 1000 --json',
  ],
  async run(flags, context) {
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
  },
});
