// Reconciliation beside the receiver (@trs/reconcile): when the receiver was down or refused deliveries (a deploy, a
// static header rotated wrongly), the provider marks them dead after its 15 attempts, or at once on a 4xx. This reads
// what the interface shows for the tenancies the journal holds open and hands every missed Report Available to the
// receiver's handlers, marked recovered: at start (catching up), after each quiet period, within a request budget.
// It lives in a folder of its own because `trs init receiver` copies only src/*.ts: a team that wants it copies this
// folder and installs @trs/client, @trs/journal and @trs/reconcile.
import { createClient } from '@trs/client';
import { openJournal, postgresJournal, type Journal } from '@trs/journal';
import { clientReader, startReconciliation, type Reconciler } from '@trs/reconcile';
import type { Logger, Receiver } from '@trs/webhooks';
import type { ReconcileConfig } from '../config.js';

export interface RunningReconciliation {
  reconciler: Reconciler;
  /** A delivery arrived: the quiet period starts again. */
  noteDelivery(): void;
  close(): Promise<void>;
}

async function journalOf(config: ReconcileConfig): Promise<Journal> {
  return config.journal.startsWith('postgres')
    ? postgresJournal({ connectionString: config.journal, schema: config.journalSchema })
    : openJournal({ dir: config.journal });
}

export async function startReconciler(
  receiver: Receiver,
  config: ReconcileConfig,
  logger: Logger,
): Promise<RunningReconciliation> {
  const journal = await journalOf(config);
  const client = createClient({
    baseUrl: config.baseUrl,
    credentials: { userName: config.userName, password: config.password },
  });
  const reconciler = startReconciliation({
    journal,
    reader: clientReader(client, { baseUrl: config.baseUrl }),
    receiver: receiver.inbox,
    budget: { maxRequestsPerPass: config.maxRequestsPerPass, requestsPerSecond: config.requestsPerSecond },
    quietMs: config.quietMs,
    logger,
  });
  return {
    reconciler,
    noteDelivery: () => reconciler.noteDelivery(),
    async close() {
      await reconciler.stop();
      await journal.close();
    },
  };
}
