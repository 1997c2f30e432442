// Provider spec 1: "Webhooks must be enabled before submission if the report-ready callback is wanted." WebhookEnabled
// is read when each applicant is submitted: an applicant submitted while webhooks were off never gets Report
// Available, even when they are on again before referencing completes; the delivery log says why, and the page shows
// the applicant marked. Another applicant submitted once webhooks are on gets its reports.
import { createClient } from '@trs/client';
import { launchBrowser, startScriptedReceiver, type Browser, type ScriptedReceiver } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';
import { application, clientFilledTenant, fullApplicant } from './support.js';

let receiver: ScriptedReceiver;
let sandbox: Sandbox;
let reference: string;
let before: string;
let after: string;

beforeAll(async () => {
  receiver = await startScriptedReceiver();
  sandbox = await createSandbox({ referencingDelayMs: null, webhook: { urls: receiver.url('/hook') } });
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  reference = await client.createTenancy(42, application());
  before = (await client.addTenant(reference, clientFilledTenant({ IdentityCheck: undefined }))).ReferenceNumber!;
  after = (
    await client.addTenant(
      reference,
      clientFilledTenant({ IdentityCheck: undefined, EmailAddress: 'noah@example.com' }),
    )
  ).ReferenceNumber!;

  // Webhooks off (as an account manager would set WebhookEnabled), the first tenant submitted, webhooks on again.
  sandbox.admin.configureWebhook({ urls: receiver.url('/hook'), enabled: false });
  await client.submitTenant(reference, before, { ...fullApplicant(), IdentityCheck: undefined });
  sandbox.admin.configureWebhook({ urls: receiver.url('/hook') });
  await client.submitTenant(reference, after, { ...fullApplicant(), IdentityCheck: undefined });
  sandbox.admin.completeReferencing(reference);
  await sandbox.admin.settled();
});
afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

/** A delivered payload, with the fields these tests read. */
interface Delivered {
  topic?: string;
  EntryType?: string;
  ReportType?: number;
  Status?: string;
  data: { applicantRef?: string };
}

const delivered = () => receiver.requestsTo('/hook').map((r) => JSON.parse(r.body) as Delivered);
const reportsOf = (applicantRef: string) =>
  sandbox.admin
    .events({ name: 'reportAvailable', applicationRef: reference })
    .filter((e) => (e.payload.data as { applicantRef: string }).applicantRef === applicantRef);

describe('Report Available and WebhookEnabled at submission (provider spec 1)', () => {
  it('an applicant submitted while webhooks were off gets no Report Available, though they are on at completion', () => {
    expect(sandbox.admin.state().webhook?.enabled).toBe(true);
    const received = delivered().filter((p) => p.EntryType === 'Report Available');
    expect(received.map((p) => [p.data.applicantRef, p.ReportType])).toEqual([
      [after, 1],
      [after, 7],
    ]);
    // The rest of its story is delivered as it happens once webhooks are on: it completes.
    expect(
      delivered().some(
        (p) => p.topic === 'updateApplicant' && p.data.applicantRef === before && p.Status === 'Completed',
      ),
    ).toBe(true);
  });

  it('the delivery log keeps the withheld reports, not sent, with the reason; they cannot be redelivered', () => {
    const withheld = reportsOf(before);
    expect(withheld.map((e) => e.payload.ReportType)).toEqual([1, 7]);
    for (const event of withheld) {
      expect(event).toMatchObject({ status: 'not-sent', withheld: true, deliveries: [] });
      expect(event.problem).toContain(`webhooks were disabled when ${before} was submitted`);
      expect(event.problem).toContain('provider spec 1');
      expect(() => sandbox.admin.redeliver(event.id)).toThrow(
        expect.objectContaining({ code: 'TRS_SANDBOX_INVALID_STATE' }),
      );
    }
    expect(reportsOf(after).map((e) => e.status)).toEqual(['sent', 'sent']);
    expect(sandbox.admin.tenancy(reference).applicants.map((a) => [a.reference, a.webhooksEnabledAtSubmit])).toEqual([
      [before, false],
      [after, true],
    ]);
  });

  it('holds after a reopening and for a report sent again: the applicant was submitted with webhooks off', async () => {
    sandbox.admin.reopenApplicant(reference, before);
    sandbox.admin.completeReferencing(reference, before);
    sandbox.admin.sendReportPair(reference, before, 6);
    await sandbox.admin.settled();
    expect(reportsOf(before).map((e) => [e.payload.ReportType, e.status])).toEqual([
      [1, 'not-sent'],
      [7, 'not-sent'],
      [1, 'not-sent'],
      [7, 'not-sent'],
      [6, 'not-sent'],
      [7, 'not-sent'],
    ]);
    expect(delivered().filter((p) => p.EntryType === 'Report Available' && p.data.applicantRef === before)).toEqual([]);
  });
});

describe('the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('marks the applicant submitted with webhooks off, and says in the delivery log why its reports were not sent', async () => {
    const page = await browser.newPage();
    await page.goto(sandbox.pageUrl);
    const marked = page.locator(`[data-applicant="${before}"] [data-webhooks-at-submit="off"]`);
    await marked.waitFor({ timeout: 20_000 });
    expect(await marked.innerText()).toContain('no report callback');
    expect(await page.locator(`[data-applicant="${after}"] [data-webhooks-at-submit]`).count()).toBe(0);
    const withheld = page.locator(`tr[data-event="${reportsOf(before)[0]!.id}"]`);
    await withheld.waitFor({ timeout: 20_000 });
    const text = await withheld.innerText();
    expect(text).toContain('not-sent');
    expect(text).toContain(`webhooks were disabled when ${before} was submitted`);
    expect(await withheld.getByRole('button', { name: 'Redeliver' }).count()).toBe(0);
  });
});
