// `trs reconcile`: one reconciliation pass now (@trs/reconcile). The journal's open tenancies are read through the API
// (logged in as the API commands are), and each Report Available whose webhook died is handed to the receiver's inbox
// (--store, the folder or postgres:// URL the receiver uses): the receiver handling that inbox runs its handlers once,
// marked recovered; a report it already holds is a duplicate and runs nothing.
import { defineCommand } from '../command.js';
import type { ReconcileFlags } from '../handlers/reconcile.js';

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
  run: async (flags, context) => (await import('../handlers/reconcile.js')).reconcile(flags, context),
});
