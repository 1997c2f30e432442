// End to end, as an integrating team runs it: the sandbox, a real @trs/client and a real @trs/webhooks receiver.
// The typical sequence of provider spec section 1 (create tenancy, add tenant, submit, report-ready webhook,
// download the PDF), then identity checks and documents, all through the packages' public APIs.
import { createClient, type TrsClient } from '@trs/client';
import { openDocument } from '@trs/webhooks';
import { waitUntil } from '@trs/testkit';
import { afterAll, beforeAll, describe, it, type TestContext } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';
import {
  application,
  clientFilledTenant,
  createTenant,
  fullApplicant,
  isPdf,
  pdfText,
  startReceiver,
  type TestReceiver,
} from './support.js';

const HEADER_VALUE = 'e2e-static-header';

interface Scene {
  receiver: TestReceiver;
  sandbox: Sandbox;
  client: TrsClient;
}

async function startScene(): Promise<Scene> {
  const receiver = await startReceiver(HEADER_VALUE);
  // The three lines of the README.
  const sandbox = await createSandbox({ webhook: { urls: receiver.url, header: { value: HEADER_VALUE } } });
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  return { receiver, sandbox, client };
}

async function closeScene(scene: Partial<Scene>): Promise<void> {
  await scene.sandbox?.close();
  await scene.receiver?.close();
}

/**
 * A sandbox and receiver of the test's own, closed when it ends: the tests that have one run side by side, as most of
 * their time is spent waiting for the sandbox's referencing delay and its deliveries.
 */
async function ownScene(onTestFinished: TestContext['onTestFinished']): Promise<Scene> {
  const scene = await startScene();
  onTestFinished(() => closeScene(scene));
  return scene;
}

/** A handled payload, with the fields these tests read. */
interface Handled {
  applicationRef?: string;
  ReportType?: number;
  applicationStatus?: number;
  Content?: string;
  KYCid?: string;
  Status?: string;
  data?: Record<string, unknown>;
}

const handled = (receiver: TestReceiver, name: string, where: (payload: Handled) => boolean = () => true) =>
  waitUntil(
    () => receiver.handled.find((e) => e.name === name && where(e.payload as Handled)),
    `the receiver to handle ${name}`,
  );

// Beside the suite below; its own tests run in order, the second reading the deliveries of the first.
describe.concurrent('the typical sequence (provider spec section 1)', () => {
  let scene: Partial<Scene> = {};
  beforeAll(async () => {
    scene = await startScene();
  });
  afterAll(() => closeScene(scene));

  it.sequential(
    'create tenancy, add tenant, submit, report-ready webhook, download the PDF naming the tenant',
    async ({ expect }) => {
      const { receiver, sandbox, client } = scene as Scene;
      expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v2$/);
      const [branch] = await client.listBranches();
      const reference = await client.createTenancy(branch!.Id, application());
      expect(reference).toMatch(/^\d{7}$/);

      const tenant = await client.addTenant(reference, clientFilledTenant({ IdentityCheck: undefined }));
      expect(tenant.ReferenceNumber).toMatch(/^SBX\d{7}$/);
      expect(sandbox.admin.tenancy(reference).applicants[0]!.status).toBe('Created');

      await client.submitTenant(reference, tenant.ReferenceNumber, { ...fullApplicant(), IdentityCheck: undefined });

      const ready = await handled(
        receiver,
        'reportAvailable',
        (p) => p.applicationRef === reference && p.ReportType === 1,
      );
      if (ready.name !== 'reportAvailable') throw new Error('unreachable');
      expect(ready.payload.URL).toBe(
        `${sandbox.baseUrl}/Applications/${reference}/${tenant.ReferenceNumber}/Reports/1`,
      );
      const summary = await handled(
        receiver,
        'reportAvailable',
        (p) => p.applicationRef === reference && p.ReportType === 7,
      );
      expect(summary).toBeDefined();

      const pdf = await client.downloadFromEventUrl(ready.payload.URL);
      expect(isPdf(pdf)).toBe(true);
      const text = await pdfText(pdf);
      expect(text).toContain('Amelia Hart');
      expect(text).toContain('Elite');
      expect(text).toContain(tenant.ReferenceNumber);

      await handled(
        receiver,
        'updateApplicationStatus',
        (p) => p.applicationRef === reference && p.applicationStatus === 2,
      );
      // Every audit-trail line raises addNote (provider spec 6.3), right after the events of the change it records.
      await handled(
        receiver,
        'addNote',
        (p) => p.applicationRef === reference && p.Content === 'Tenancy step: Referencing complete.',
      );
      const names = receiver.handled
        .filter((e) => e.tenancy === `applicationRef:${reference}`)
        .map((e) => (e.name === 'addNote' ? `addNote: ${(e.payload as { Content: string }).Content}` : e.name));
      const t = tenant.ReferenceNumber;
      expect(names).toEqual([
        'createNewTenancy',
        `addNote: Tenancy ${reference} created under branch ${branch!.Id}.`,
        'addApplicant',
        `addNote: Tenant Amelia Hart (${t}) added.`,
        'updateApplicant',
        `addNote: Details of ${t} submitted; referencing started.`,
        'updateApplicant',
        'reportAvailable',
        'reportAvailable',
        `addNote: Referencing of ${t} completed; Elite report issued.`,
        'updateApplicationStatus',
        'addNote: Tenancy step: Referencing complete.',
      ]);
      const statuses = receiver.handled
        .filter((e) => e.tenancy === `applicationRef:${reference}` && e.name === 'updateApplicant')
        .map((e) => (e.payload as { Status?: string }).Status);
      expect(statuses).toEqual(['References in Progress', 'Completed']);
    },
  );

  it.sequential(
    'every delivery carried the static header and the provider User-Agent, and was delivered',
    async ({ expect }) => {
      const { sandbox } = scene as Scene;
      await sandbox.admin.settled();
      const deliveries = sandbox.admin.events().flatMap((e) => e.deliveries);
      expect(deliveries.length).toBeGreaterThan(5);
      for (const d of deliveries) {
        expect(d.state).toBe('delivered');
        expect(d.headers).toMatchObject({ 'User-Agent': 'Service-Webhook-Client/1.0', 'X-Webhook-Key': '(set)' });
      }
    },
  );
});

describe.concurrent('identity checks and documents', () => {
  it('KYC runs SENT, IN PROGRESS, COMPLETED with report URLs for the requested checks only, downloadable with the Token', async ({
    expect,
    onTestFinished,
  }) => {
    const { receiver, sandbox, client } = await ownScene(onTestFinished);
    const reference = await client.createTenancy(42, application());
    // IdVerification and RightToRentVerification only (the contract's example).
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
    // A KYC payload carries no applicationRef (provider spec 6.4); the sandbox's admin view links the check.
    const kycId = sandbox.admin.tenancy(reference).applicants[0]!.kycId!;
    const completed = await handled(receiver, 'kycStatus', (p) => p.KYCid === kycId && p.Status === 'COMPLETED');
    if (completed.name !== 'kycStatus') throw new Error('unreachable');
    const statuses = receiver.handled
      .filter((e) => e.name === 'kycStatus' && (e.payload as { KYCid: string }).KYCid === kycId)
      .map((e) => (e.payload as { Status: string }).Status);
    expect(statuses).toEqual(['SENT', 'IN PROGRESS', 'COMPLETED']);
    expect(Object.keys(completed.payload.Reports!).sort()).toEqual(['100', '101']);
    expect(completed.payload.UserType).toBe(1);
    const identity = await client.downloadFromEventUrl(completed.payload.Reports!['100']!);
    expect(await pdfText(identity)).toContain('Amelia Hart');

    const noToken = await fetch(completed.payload.Reports!['101']!);
    expect(noToken.status).toBe(401);
  });

  it('KYC reports also arrive as per-applicant documents at presigned URLs that need no Token', async ({
    expect,
    onTestFinished,
  }) => {
    const { receiver, client } = await ownScene(onTestFinished);
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
    const document = await handled(
      receiver,
      'uploadPartnerDocument',
      (p) => p.applicationRef === reference && p.data?.documentType === 23,
    );
    if (document.name !== 'uploadPartnerDocument') throw new Error('unreachable');
    expect(document.payload.ApplicantId).toEqual(expect.any(Number));
    expect(document.payload.data.presignedUrl).toContain('/_sandbox/documents/');
    expect(document.payload.data.fileData).toBeUndefined();
    const content = await openDocument(document, { allowHttpLoopback: true });
    const chunks: Buffer[] = [];
    for await (const chunk of content.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(await pdfText(bytes)).toContain('Identity check report');
  });

  it('when publishing fails the document carries base64 fileData instead', async ({ expect, onTestFinished }) => {
    const { receiver, sandbox, client } = await ownScene(onTestFinished);
    const reference = await client.createTenancy(42, application());
    sandbox.admin.failDocumentPublishing(1);
    sandbox.admin.sendDocument(reference, { documentType: 2, fileName: 'Tenancy agreement.pdf' });
    const document = await handled(receiver, 'uploadPartnerDocument', (p) => p.applicationRef === reference);
    if (document.name !== 'uploadPartnerDocument') throw new Error('unreachable');
    expect(document.payload.data.presignedUrl).toBeUndefined();
    const bytes = Buffer.from(document.payload.data.fileData!, 'base64');
    expect(isPdf(bytes)).toBe(true);
    expect(await pdfText(bytes)).toContain('Tenancy agreement');
  });

  it('a self-service applicant (DY draft) completes once the applicant submits the form', async ({
    expect,
    onTestFinished,
  }) => {
    const { receiver, sandbox, client } = await ownScene(onTestFinished);
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, { ...createTenant(), IdentityCheck: undefined });
    expect(tenant.ReferenceNumber).toMatch(/^DY\d{7}$/);
    sandbox.admin.submitApplicantForm(reference, tenant.ReferenceNumber);
    const ready = await handled(
      receiver,
      'reportAvailable',
      (p) => p.applicationRef === reference && p.ReportType === 1,
    );
    if (ready.name !== 'reportAvailable') throw new Error('unreachable');
    expect(await pdfText(await client.downloadFromEventUrl(ready.payload.URL))).toContain(tenant.ReferenceNumber);
  });
});
