// The page a person looks at, in headless Chromium (Debian's, through playwright-core): it loads with no console
// error and no request outside the sandbox, shows a tenancy created through the API with its applicant's status and
// its deliveries per URL, and its Redeliver button delivers the event again. A screenshot is written to
// test-artifacts/ (gitignored) for a person to look at.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@trs/client';
import { launchBrowser, repoRoot, startScriptedReceiver, type Browser, type ScriptedReceiver } from '@trs/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';
import { application, clientFilledTenant, fullApplicant } from './support.js';

/** The page refreshes every second; a loaded machine may take a few. */
const POLL = { timeout: 120_000, interval: 100 };
let browser: Browser;
let sandbox: Sandbox;
let receiver: ScriptedReceiver;

beforeAll(async () => {
  receiver = await startScriptedReceiver();
  receiver.setDefault('/broken', 410);
  sandbox = await createSandbox({
    webhook: { urls: [receiver.url('/crm'), receiver.url('/broken')], header: { value: 'page-test' } },
    referencingDelayMs: null,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  await receiver?.close();
});

it('shows tenancies, applicants and the live delivery log, and redelivers an event', async () => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(sandbox.origin) && !request.url().startsWith('data:')) outside.push(request.url());
  });

  await page.goto(sandbox.pageUrl);
  await page.getByText('No tenancy yet').waitFor();

  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const reference = await client.createTenancy(42, application());
  const tenant = await client.addTenant(reference, clientFilledTenant());
  await client.submitTenant(reference, tenant.ReferenceNumber!, fullApplicant());
  await sandbox.admin.settled();

  // The page polls the admin API: the tenancy, its applicant and the events appear without a reload.
  const row = page.locator(`tr[data-tenancy="${reference}"]`);
  await row.waitFor();
  await expect
    .poll(() => row.locator(`[data-applicant="${tenant.ReferenceNumber}"]`).innerText())
    .toContain('References in Progress');
  const created = page.locator('tr[data-name="createNewTenancy"]');
  await created.waitFor();
  await expect.poll(() => created.innerText(), POLL).toContain('delivered');
  const createdText = await created.innerText();
  expect(createdText).toContain(reference);
  expect(createdText).toContain(receiver.url('/crm'));
  expect(createdText).toContain(receiver.url('/broken'));
  expect(createdText).toContain('410');

  const eventId = await created.getAttribute('data-event');
  const before = receiver.requestsTo('/crm').length;
  await created.getByRole('button', { name: 'Redeliver' }).click();
  await expect.poll(() => page.locator(`tr[data-event="${eventId}"] .delivery`).count(), POLL).toBe(2);
  await receiver.waitForRequests(before + 1, '/crm');
  expect(sandbox.admin.event(eventId!).deliveries).toHaveLength(2);
  await expect
    .poll(() => page.locator(`tr[data-event="${eventId}"] .delivery`).nth(1).innerText(), POLL)
    .toContain('delivered');
  const kyc = page.locator('tr[data-name="kycStatus"]').first();
  expect(await kyc.innerText()).toContain(sandbox.admin.tenancy(reference).applicants[0]!.kycId!);

  const artifacts = path.join(repoRoot, 'test-artifacts');
  await mkdir(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, 'sandbox-page.png'), fullPage: true });

  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});
