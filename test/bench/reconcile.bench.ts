// Reconciliation of 1,000 open applicants (issue 31): 500 tenancies of two tenants each at the sandbox, every webhook
// lost (none configured: as if all had died), referencing completed for half of them (a report and its Summary
// each). One pass with an unpaced budget recovers every report into a receiver (memory inbox); the figures are the
// HTTP requests it made (counted at the client's fetch), against the bound a pass costs (one list per tenancy with
// open applicants, one probe per open applicant and listed type), and its time against the time the default budget
// (300 requests a pass, 2 a second) would spread them over. A second pass shows what is left to read.
import { createClient } from '@trs/client';
import { clientReader, DEFAULT_BUDGET, newMemory, reconcilePass, type OpenTenancyLike } from '@trs/reconcile';
import { createSandbox } from '@trs/sandbox';
import { repoRoot } from '@trs/testkit';
import { createReceiver } from '@trs/webhooks';
import { memoryStore } from '@trs/webhooks/memory';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchSection } from './harness.js';

const TENANCIES = Number(process.env.BENCH_RECONCILE_TENANCIES ?? 500);
const example = (name: string): unknown =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'spec', 'examples', 'rest', `${name}.json`), 'utf8')) as {
      value: unknown;
    }
  ).value;

export async function run(): Promise<BenchSection> {
  const sandbox = await createSandbox({ referencingDelayMs: null, onProblem: () => undefined });
  let requests = 0;
  const counting: typeof fetch = (input, init) => {
    requests += 1;
    return fetch(input, init);
  };
  const setup = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const open = new Map<string, Set<string>>();
  const finished = new Set<string>();
  for (let i = 0; i < TENANCIES; i++) {
    const tenancy: string = await setup.createTenancy(42 as never, example('Application') as never);
    open.set(tenancy, new Set());
    for (let t = 0; t < 2; t++) {
      const added = (await setup.addTenant(tenancy as never, example('CreateTenant') as never)) as {
        ReferenceNumber: string;
      };
      open.get(tenancy)!.add(added.ReferenceNumber);
      await setup.submitTenant(tenancy as never, added.ReferenceNumber as never, example('Applicant') as never);
    }
    if (i % 2 === 0) sandbox.admin.completeReferencing(tenancy);
  }
  const journal = {
    async *openTenancies(): AsyncIterable<OpenTenancyLike> {
      await Promise.resolve();
      for (const [tenancy, applicants] of open)
        yield {
          tenancy: { tenancy },
          applicants: [...applicants].filter((a) => !finished.has(a)).map((applicant) => ({ applicant })),
        };
    },
    markFinished(target: { applicant: string } | { tenancy: string }) {
      finished.add('applicant' in target ? target.applicant : target.tenancy);
      return Promise.resolve();
    },
  };
  const receiver = createReceiver({
    auth: { values: ['bench'] },
    store: memoryStore(),
    logger: { info() {}, warn() {}, error() {} },
    worker: false,
  });
  await receiver.start();
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, fetch: counting });
  const reader = clientReader(client, { baseUrl: sandbox.baseUrl });
  const memory = newMemory();
  const budget = { maxRequestsPerPass: 1_000_000, requestsPerSecond: Infinity };
  const first = await reconcilePass({ journal, reader, receiver: receiver.inbox, budget }, memory);
  const firstRequests = requests;
  const second = await reconcilePass({ journal, reader, receiver: receiver.inbox, budget }, memory);
  const secondRequests = requests - firstRequests;
  await receiver.close();
  await sandbox.close();

  const applicants = TENANCIES * 2;
  // The bound: a list per tenancy, a probe per applicant and listed type (2 listed where reports exist), one login.
  const bound = TENANCIES + (applicants / 2) * 2 + 1;
  const pacedSeconds = first.requests / DEFAULT_BUDGET.requestsPerSecond;
  const passes = Math.ceil(first.requests / DEFAULT_BUDGET.maxRequestsPerPass);
  return {
    title: `@trs/reconcile: one pass over ${applicants} open applicants (${TENANCIES} tenancies, reports ready for half)`,
    figures: [
      {
        name: 'HTTP requests of the first pass',
        value: firstRequests,
        unit: 'requests',
        baseline: { name: 'bound: lists + probes + login', value: bound },
        goal: { text: `≤ the bound (${bound})`, met: firstRequests <= bound },
      },
      { name: 'reports recovered (each a handler-ready event)', value: first.recovered.length, unit: 'reports' },
      {
        name: 'time of the first pass, unpaced',
        value: first.durationMs / 1000,
        unit: 's',
        baseline: { name: `the default budget's pacing (${DEFAULT_BUDGET.requestsPerSecond}/s)`, value: pacedSeconds },
        goal: {
          text: 'well under the paced time (the budget, not the work, sets the pace)',
          met: first.durationMs / 1000 < pacedSeconds,
        },
      },
      {
        name: 'HTTP requests of the second pass (finished applicants are not read)',
        value: secondRequests,
        unit: 'requests',
        baseline: { name: 'first pass', value: firstRequests },
      },
    ],
    notes: [
      `with the default budget (${DEFAULT_BUDGET.maxRequestsPerPass} requests a pass, ${DEFAULT_BUDGET.requestsPerSecond}/s) the first catch-up takes ${passes} passes and about ${Math.round(pacedSeconds / 60)} minutes of pacing`,
      `second pass: ${second.tenancies} report lists read (tenancies whose referencing is not complete), ${second.recovered.length} recovered, ${second.finished.length} newly finished`,
    ],
  };
}
