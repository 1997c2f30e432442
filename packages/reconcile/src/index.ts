// @trs/reconcile: what webhooks missed, recovered from what the interface shows. The provider gives up on a delivery
// after 15 attempts or one 4xx (provider spec 3.4, 6.1.3) and offers no events API or replay; reconciliation reads
// the journal's open tenancies and hands each Report Available whose webhook died to the receiver (receiver.inbox.recover of
// @trs/webhooks: same dedupe key, same handlers, once).
export { reconcilePass, newMemory, type PassOptions, type PassReport, type ReconcileMemory } from './pass.js';
export { startReconciliation, DEFAULT_QUIET_MS, type Reconciler, type ReconcilerOptions } from './schedule.js';
export { clientReader } from './client-reader.js';
export { checkBudget, DEFAULT_BUDGET, ReconcileConfigError, type BudgetOptions } from './budget.js';
export {
  applicantReportUrl,
  reportAvailableOf,
  REPORT_AVAILABLE,
  SUMMARY_REPORT_TYPE,
  type RecoveredReport,
} from './report-event.js';
export type {
  OpenTenancyLike,
  ProbeResult,
  ReconcileJournal,
  ReconcileLogger,
  RecoverTarget,
  ReportReader,
} from './types.js';
