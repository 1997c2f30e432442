// End to end through the sandbox (issue 31): the receiver is down (unreachable, or answering 401 after a header
// rotation gone wrong) while referencing completes, past the provider's retry horizon: Report Available and its
// Summary die at the sandbox. With the receiver back, a reconciliation pass makes the report handler run exactly
// once per report, marked recovered, and the handler downloads the PDF. Then `trs webhooks resend` of the dead
// delivery is handled as a duplicate, and a second pass reads nothing more of the finished applicant.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createSandbox, type EventView, type Sandbox } from '@trs/sandbox';
import { repoRoot, tempDir, waitUntil } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientReader, reconcilePass, newMemory } from '../src/index.js';
import {
  clientOf,
  createReceiver,
  quiet,
  serveReceiver,
  TestJournal,
  typicalSequence,
  type ServedReceiver,
} from './support.js';

const HEADER_VALUE = 'k-reconcile';
const cli = path.join(repoRoot, 'apps', 'cli', 'bin', 'trs.js');

function trs(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

interface Handled {
  url: string;
  reportType: number;
  recovered: boolean;
  pdfBytes: number;
  pdfMagic: string;
}

let sandbox: Sandbox;
let served: ServedReceiver;
let dir: string;
const handled: Handled[] = [];

beforeAll(async () => {
  dir = await tempDir('trs-reconcile-');
  const receiver = createReceiver({
    auth: { values: [HEADER_VALUE] },
    store: path.join(dir, 'inbox'),
    logger: quiet,
    worker: { pollIntervalMs: 20 },
  });
  served = await serveReceiver(receiver);
  sandbox = await createSandbox({
    referencingDelayMs: null,
    onProblem: () => undefined,
    webhook: { urls: served.url, header: { value: HEADER_VALUE }, retryIntervalMs: 20 },
  });
  const handlerClient = clientOf(sandbox);
  // The team's report handler: downloads the PDF the event names.
  receiver.on('reportAvailable', async (event) => {
    const payload = event.payload as {
      URL: string;
      ReportType: number;
      applicationRef: string;
      data?: { applicantRef?: string };
    };
    const [applicant] = payload.URL.split('/Reports/')[0]!.split('/').slice(-1);
    const pdf = await handlerClient.downloadApplicantReport(
      payload.applicationRef as never,
      applicant as never,
      payload.ReportType as never,
    );
    handled.push({
      url: payload.URL,
      reportType: payload.ReportType,
      recovered: event.recovered,
      pdfBytes: pdf.byteLength,
      pdfMagic: Buffer.from(pdf.subarray(0, 5)).toString('latin1'),
    });
  });
});
afterAll(async () => {
  await sandbox?.close();
  await served?.close();
});

const reportEvents = (tenancy: string): EventView[] =>
  sandbox.admin.events({ name: 'reportAvailable', applicationRef: tenancy });

describe.each([
  { outage: { kind: 'unreachable' as const }, label: 'unreachable', attempts: 15 },
  { outage: { kind: 'status' as const, status: 401 }, label: 'answering 401', attempts: 1 },
])('the receiver $label past the retry horizon', ({ outage, attempts }) => {
  it('reconciliation recovers the dead reports once; resending the dead delivery is a duplicate', async () => {
    const client = clientOf(sandbox);
    const journal = new TestJournal();
    const { tenancy, tenant } = await typicalSequence(client, journal);
    await sandbox.admin.settled();
    const before = handled.length;

    sandbox.admin.startOutage(outage);
    sandbox.admin.completeReferencing(tenancy);
    const dead = await waitUntil(() => {
      const events = reportEvents(tenancy);
      const allDead = events.every((e) => e.deliveries.length > 0 && e.deliveries.every((d) => d.state === 'dead'));
      return events.length >= 2 && allDead && events;
    }, 'Report Available and its Summary to die at the sandbox');
    expect(dead.map((e) => e.deliveries[0]!.attempts.length)).toEqual(dead.map(() => attempts));
    sandbox.admin.endOutage();
    expect(handled.length).toBe(before);

    const memory = newMemory();
    const reader = clientReader(client, { baseUrl: sandbox.baseUrl });
    const pass = await reconcilePass(
      { journal, reader, receiver: served.receiver.inbox, budget: { requestsPerSecond: Infinity } },
      memory,
    );
    expect(pass.recovered.map((r) => r.reportType).sort()).toEqual(
      dead.map((e) => (e.payload as { ReportType: number }).ReportType).sort(),
    );
    await served.receiver.inbox.drain();
    const mine = handled.slice(before);
    expect(mine.map((h) => h.url).sort()).toEqual(dead.map((e) => (e.payload as { URL: string }).URL).sort());
    expect(mine.every((h) => h.recovered && h.pdfMagic === '%PDF-' && h.pdfBytes > 100)).toBe(true);
    expect(pass.finished).toEqual([tenant]);

    // The team resends the dead delivery from the sandbox: the receiver takes it (2xx) and handles nothing again.
    const resent = await trs('webhooks', 'resend', dead[0]!.id, '--sandbox', sandbox.origin);
    expect(resent.code, resent.stderr).toBe(0);
    await waitUntil(() => {
      const deliveries = sandbox.admin.event(dead[0]!.id).deliveries;
      return deliveries.length === 2 && deliveries[1]!.state === 'delivered';
    }, 'the resent delivery to be delivered');
    await served.receiver.inbox.drain();
    expect(handled.slice(before)).toHaveLength(mine.length);

    // A second pass: the applicant is finished, nothing is read or recovered.
    const again = await reconcilePass(
      { journal, reader, receiver: served.receiver.inbox, budget: { requestsPerSecond: Infinity } },
      memory,
    );
    expect(again).toMatchObject({ recovered: [], requests: 0 });
  });
});
