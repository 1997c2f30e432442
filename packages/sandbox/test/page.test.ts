// The page a person looks at, in headless Chromium (Debian's, through playwright-core): it loads with no console
// error and no request outside the sandbox, shows a tenancy created through the API with its applicant's status and
// its deliveries per URL, and its Redeliver button delivers the event again (with an admin token too, taken from
// its address). A page of another origin cannot make the sandbox act. A screenshot is written to test-artifacts/
// (gitignored) for a person to look at.
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
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
  await page.getByText('No tenancy yet').waitFor(POLL);

  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const reference = await client.createTenancy(42, application());
  const tenant = await client.addTenant(reference, clientFilledTenant());
  await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
  await sandbox.admin.settled();

  // The page polls the admin API: the tenancy, its applicant and the events appear without a reload.
  const row = page.locator(`tr[data-tenancy="${reference}"]`);
  await row.waitFor(POLL);
  await expect
    .poll(() => row.locator(`[data-applicant="${tenant.ReferenceNumber}"]`).innerText(), POLL)
    .toContain('References in Progress');
  const created = page.locator('tr[data-name="createNewTenancy"]');
  await created.waitFor(POLL);
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

it('with an admin token, the page given its address reads and writes, and takes the token out of the address bar', async () => {
  const adminToken = 'page-test-admin-token-0123456789';
  const guarded = await createSandbox({
    referencingDelayMs: null,
    adminToken,
    webhook: { urls: receiver.url('/crm'), header: { value: 'page-test' } },
  });
  try {
    const raised = guarded.admin.sendEvent('addNote', {
      topic: 'addNote',
      applicationRef: '0001234',
      data: { typeId: 'MI', description: 'seen by the page' },
      EntryType: 'Professional Guarantor Update',
    });
    const page = await browser.newPage();
    await page.goto(guarded.pageUrl);
    const row = page.locator(`tr[data-event="${raised.id}"]`);
    await row.waitFor(POLL);
    expect(page.url()).toBe(`${guarded.origin}/_sandbox/`);
    await row.getByRole('button', { name: 'Redeliver' }).click();
    await expect.poll(() => guarded.admin.event(raised.id).deliveries.length, POLL).toBe(2);
    // a reload keeps working for this tab without the token in the address
    await page.reload();
    await page.locator(`tr[data-event="${raised.id}"]`).waitFor(POLL);
    await page.close();
  } finally {
    await guarded.close();
  }
});

it('a page of another origin cannot make the sandbox act, whatever it sends', async () => {
  const before = sandbox.admin.events().length;
  const loginsBefore = sandbox.admin.logins().length;
  // A page on another port of this machine: cross-origin, as any web site the developer has open would be.
  const target = `${sandbox.origin}/_sandbox/api`;
  const evil = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>evil</title>
<form id="f" method="POST" action="${target}/tokens/retire" enctype="text/plain"><input name='{"a":"' value='"}'></form>
<script>
  window.attempts = Promise.allSettled([
    fetch('${target}/events', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ name: 'addNote', payload: { topic: 'addNote', applicationRef: '0001234', data: { typeId: 'MI', description: 'forged' } } }) }),
    fetch('${target}/faults', { method: 'POST', mode: 'no-cors', body: '{"fault":{"kind":"drop"},"count":50}' }),
    fetch('${target}/webhook', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"urls":"https://evil.example"}' }),
  ]).then((r) => r.map((x) => x.status));
</script>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  const page = await browser.newPage();
  try {
    const refused: number[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(target)) refused.push(response.status());
    });
    await page.goto(evilUrl);
    await page.evaluate(() => (window as unknown as { attempts: Promise<unknown> }).attempts);
    // the form posts text/plain JSON-looking fields and navigates to the answer
    await Promise.all([
      page.waitForURL(`${target}/tokens/retire`, { waitUntil: 'commit' }),
      page.evaluate(() => void setTimeout(() => document.forms[0]!.submit(), 0)),
    ]);
    await expect.poll(() => page.textContent('body').catch(() => ''), POLL).toContain('TRS_SANDBOX_FORBIDDEN');
    // the no-cors posts reached the sandbox and were refused; the JSON PUT never passed its preflight
    expect(refused).toEqual(expect.arrayContaining([403, 403]));
    expect(refused.every((status) => status === 403)).toBe(true);
    await sandbox.admin.settled();
    expect(sandbox.admin.events()).toHaveLength(before);
    expect(sandbox.admin.logins()).toHaveLength(loginsBefore);
    expect(sandbox.admin.state().faults).toEqual([]);
    expect(sandbox.admin.state().webhook?.urls).toEqual([receiver.url('/crm'), receiver.url('/broken')]);
  } finally {
    await page.close();
    await new Promise((resolve) => {
      evil.close(resolve);
      evil.closeAllConnections();
    });
  }
});

it('when empty, shows the curl and trs commands that create the first tenancy, and they work; events link to their docs', async () => {
  const docsUrl = 'http://127.0.0.1:9/docs/';
  const empty = await createSandbox({ referencingDelayMs: null, docsUrl, branches: [{ id: 57, name: 'First' }, 42] });
  try {
    const page = await browser.newPage();
    await page.goto(empty.pageUrl);
    const command = (kind: string) => page.locator(`#no-tenancies pre[data-command="${kind}"]`).innerText();
    expect(await command('environment')).toContain(`export TRS_BASE_URL=${empty.baseUrl} TRS_USER='sandbox'`);
    // The password is never on the page: the reader has it from trs sandbox's banner.
    expect(await command('environment')).toContain('TRS_PASSWORD=…');
    // trs sends the contract's example by its name: the name must be one of createTenancy's examples.
    const trs = await command('trs');
    expect(trs).toBe('trs tenancy create --branch 57 --example managedFlat');
    // The bundled contract, with the path this test reads: the request examples of createTenancy.
    const openapi = JSON.parse(await readFile(path.join(repoRoot, 'spec', 'dist', 'openapi.json'), 'utf8')) as {
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { examples: Record<string, unknown> }> } } }
      >;
    };
    const examples =
      openapi.paths['/Applications/{BranchIdOrReferenceNumber}']!.post.requestBody.content['application/json']!
        .examples;
    expect(Object.keys(examples)).toContain('managedFlat');

    // The curl commands, run as shown with real curl, create the tenancy, and the page shows it.
    await promisify(execFile)('bash', ['-e', '-o', 'pipefail', '-c', await command('curl')], {
      env: {
        ...process.env,
        TRS_BASE_URL: empty.baseUrl,
        TRS_USER: empty.credentials.userName,
        TRS_PASSWORD: empty.credentials.password,
      },
    });
    const [tenancy] = empty.admin.state().tenancies;
    expect(tenancy?.branchId).toBe(57);
    await page.locator(`tr[data-tenancy="${tenancy!.reference}"]`).waitFor(POLL);
    expect(await page.locator('#no-tenancies').isHidden()).toBe(true);

    const created = page.locator('tr[data-name="createNewTenancy"] a.event-doc');
    await created.waitFor(POLL);
    expect(await created.getAttribute('href')).toBe(`${docsUrl}events/createNewTenancy.html`);
    await page.close();
  } finally {
    await empty.close();
  }
});

it("links an applicant's reports to their PDFs", async () => {
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const reference = await client.createTenancy(42, application());
  const tenant = await client.addTenant(reference, clientFilledTenant());
  await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
  sandbox.admin.completeReferencing(reference);
  const [type] = sandbox.admin.tenancy(reference).applicants[0]!.reports;
  expect(type).toBeDefined();

  const page = await browser.newPage();
  await page.goto(sandbox.pageUrl);
  const link = page.locator(`[data-applicant="${tenant.ReferenceNumber}"] a.report-link[data-report="${type}"]`);
  await link.waitFor(POLL);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${reference}-${tenant.ReferenceNumber}-${type}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The same bytes as the API answers with the Token.
  expect(Buffer.from(pdf)).toEqual(
    Buffer.from(await client.downloadApplicantReport(reference, tenant.ReferenceNumber, type!)),
  );
  await page.close();
});
