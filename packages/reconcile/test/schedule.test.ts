// When reconciliation runs (startReconciliation): a pass at once when started (catching up after downtime), another
// after a quiet period without deliveries, one on demand (runNow, joining a pass under way), none after stop(); and
// a budget that cannot work is refused before anything runs, naming the option. The reads and the receiver are
// recorded fakes: what is asserted is when passes happen and what they read, never how long they took.
import { waitUntil } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { ReconcileConfigError, startReconciliation, type ReportReader } from '../src/index.js';
import { TestJournal } from './support.js';

function rig() {
  const journal = new TestJournal();
  journal.recordTenancy('0000001');
  journal.recordApplicant('0000001', 'ABC0000001');
  const lists: string[] = [];
  const reader: ReportReader = {
    baseUrl: 'https://provider.invalid/v2',
    listReports: (ref) => {
      lists.push(ref);
      return Promise.resolve([]);
    },
    probeApplicantReport: () => Promise.resolve('not-available'),
  };
  const receiver = { recover: () => Promise.resolve({ duplicate: false, id: '1' }) };
  return { journal, reader, receiver, lists };
}

describe('startReconciliation', () => {
  it('runs a pass at start, on demand, and after a quiet period', async () => {
    const { journal, reader, receiver, lists } = rig();
    const reconciler = startReconciliation({
      journal,
      reader,
      receiver,
      quietMs: 50,
      budget: { requestsPerSecond: Infinity },
    });
    await waitUntil(() => lists.length >= 1, 'the pass at start to read the open tenancies');
    const report = await reconciler.runNow();
    expect(report).toMatchObject({ tenancies: 1, stoppedBy: 'done' });
    // Nothing arrives: the quiet period ends and another pass reads the open tenancy again.
    const seen = lists.length;
    await waitUntil(() => lists.length > seen, 'a pass after the quiet period');
    await reconciler.stop();
  });

  it('without atStart and with deliveries arriving, waits; runNow still runs', async () => {
    const { journal, reader, receiver, lists } = rig();
    const reconciler = startReconciliation({ journal, reader, receiver, atStart: false, quietMs: 3_600_000 });
    reconciler.noteDelivery();
    expect(lists).toEqual([]);
    await reconciler.runNow();
    expect(lists).toEqual(['0000001']);
    await reconciler.stop();
  });

  it('refuses a budget that cannot work, naming the option', () => {
    const { journal, reader, receiver } = rig();
    expect(() => startReconciliation({ journal, reader, receiver, budget: { maxRequestsPerPass: 0 } })).toThrow(
      ReconcileConfigError,
    );
    expect(() => startReconciliation({ journal, reader, receiver, budget: { requestsPerSecond: -1 } })).toThrow(
      /budget\.requestsPerSecond/,
    );
  });
});
