// One reconciliation pass: for the journal's open tenancies (in reference order, continuing after the tenancy the
// previous pass stopped at), read the tenancy's ready report types (GET …/Reports), probe each open applicant's report
// of each type at the URL Report Available carries, and hand every report found to the receiver as a recovered event
// (it is a duplicate when the receiver had it already). An applicant whose final report and Summary (7) the receiver
// holds is marked finished in the journal: no later pass reads it. Stops when the pass's request budget is spent.
import { checkBudget, RequestBudget, type BudgetOptions } from './budget.js';
import { applicantReportUrl, reportAvailableOf, SUMMARY_REPORT_TYPE, type RecoveredReport } from './report-event.js';
import type { OpenTenancyLike, ReconcileJournal, ReconcileLogger, RecoverTarget, ReportReader } from './types.js';

export interface PassOptions {
  journal: ReconcileJournal;
  reader: ReportReader;
  receiver: RecoverTarget;
  budget?: BudgetOptions;
  logger?: ReconcileLogger;
  signal?: AbortSignal;
}

/** What reconciliation remembers between passes of one process. */
export interface ReconcileMemory {
  /** The tenancy the last pass finished with: the next starts after it (every open tenancy gets its turn). */
  cursor: string | null;
  /** `tenancy/applicant/type` of the reports the receiver holds (recovered or received): not probed again. */
  held: Set<string>;
}

export const newMemory = (): ReconcileMemory => ({ cursor: null, held: new Set() });

export interface PassReport {
  /** Tenancies whose report list was read. */
  tenancies: number;
  /** Applicants whose reports were probed. */
  applicants: number;
  /** Requests made (the budget spent). */
  requests: number;
  /** Reports recovered: each handed to the handlers as a new event. */
  recovered: RecoveredReport[];
  /** Reports found that the receiver had already (received or recovered before). */
  alreadyHeld: number;
  /** Applicants marked finished in the journal. */
  finished: string[];
  /** Reads that failed (logged with their tenancy); tried again next pass. */
  errors: number;
  /** done: every open tenancy was read; budget: the budget ran out first (the next pass continues). */
  stoppedBy: 'done' | 'budget' | 'aborted';
  durationMs: number;
}

const silent: ReconcileLogger = { info() {}, warn() {} };

async function openTenancies(journal: ReconcileJournal): Promise<OpenTenancyLike[]> {
  const all: OpenTenancyLike[] = [];
  for await (const open of journal.openTenancies()) if (open.applicants.length) all.push(open);
  return all.sort((a, b) =>
    a.tenancy.tenancy < b.tenancy.tenancy ? -1 : a.tenancy.tenancy > b.tenancy.tenancy ? 1 : 0,
  );
}

/** Final report first, then its Summary: the order the provider sends the pair in. */
const pairOrder = (types: readonly number[]) =>
  [...new Set(types)].sort((a, b) => (a === SUMMARY_REPORT_TYPE ? 1 : b === SUMMARY_REPORT_TYPE ? -1 : a - b));

export async function reconcilePass(options: PassOptions, memory: ReconcileMemory = newMemory()): Promise<PassReport> {
  const started = performance.now();
  const { journal, reader, receiver, signal } = options;
  const logger = options.logger ?? silent;
  const budget = new RequestBudget(checkBudget(options.budget));
  const report: PassReport = {
    tenancies: 0,
    applicants: 0,
    requests: 0,
    recovered: [],
    alreadyHeld: 0,
    finished: [],
    errors: 0,
    stoppedBy: 'done',
    durationMs: 0,
  };
  const open = await openTenancies(journal);
  const start = memory.cursor === null ? 0 : open.findIndex((t) => t.tenancy.tenancy > memory.cursor!);
  const order = start <= 0 ? open : [...open.slice(start), ...open.slice(0, start)];
  const finish = (stoppedBy: PassReport['stoppedBy']) => {
    report.stoppedBy = stoppedBy;
    report.requests = budget.spent;
    report.durationMs = performance.now() - started;
    if (stoppedBy === 'done') memory.cursor = null;
    logger.info(
      {
        tenancies: report.tenancies,
        applicants: report.applicants,
        requests: report.requests,
        recovered: report.recovered.length,
        alreadyHeld: report.alreadyHeld,
        finished: report.finished.length,
        errors: report.errors,
        stoppedBy,
      },
      'reconciliation pass',
    );
    return report;
  };

  for (const { tenancy, applicants } of order) {
    const applicationRef = tenancy.tenancy;
    if (!(await budget.take(signal))) return finish(signal?.aborted ? 'aborted' : 'budget');
    let types: number[];
    try {
      types = pairOrder(await reader.listReports(applicationRef, signal));
    } catch (error) {
      report.errors += 1;
      logger.warn({ tenancy: applicationRef, error: (error as Error).name }, 'reconciliation could not list reports');
      continue;
    }
    report.tenancies += 1;
    for (const { applicant } of applicants) {
      report.applicants += 1;
      for (const type of types) {
        const key = `${applicationRef}/${applicant}/${type}`;
        if (memory.held.has(key)) continue;
        if (!(await budget.take(signal))) return finish(signal?.aborted ? 'aborted' : 'budget');
        try {
          if ((await reader.probeApplicantReport(applicationRef, applicant, type, signal)) !== 'available') continue;
          const found: RecoveredReport = {
            applicationRef,
            applicantRef: applicant,
            reportType: type,
            url: applicantReportUrl(reader.baseUrl, applicationRef, applicant, type),
          };
          const outcome = await receiver.recover(reportAvailableOf(found), { source: 'reconcile' });
          memory.held.add(key);
          if (outcome.duplicate) report.alreadyHeld += 1;
          else {
            report.recovered.push(found);
            logger.info(
              { tenancy: applicationRef, applicant, reportType: type, id: outcome.id },
              'reconciliation recovered a report whose webhook was missed',
            );
          }
        } catch (error) {
          report.errors += 1;
          logger.warn(
            { tenancy: applicationRef, applicant, reportType: type, error: (error as Error).name },
            'reconciliation could not read or recover a report',
          );
        }
      }
      const has = (type: number) => memory.held.has(`${applicationRef}/${applicant}/${type}`);
      if (has(SUMMARY_REPORT_TYPE) && types.some((t) => t !== SUMMARY_REPORT_TYPE && has(t))) {
        await journal.markFinished({ applicant });
        report.finished.push(applicant);
      }
    }
    memory.cursor = applicationRef;
  }
  return finish('done');
}
