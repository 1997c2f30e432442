// The sandbox keeps state as the provider does, seen through a real @trs/client: references of the documented shapes,
// applicants Created then in progress then completed, reports per product plus the Summary, and rent share, start
// date, cancellation, notes and audit trail reflecting what happened, each with the webhooks section 6.5 ties to it.
import { createClient, type TrsClient } from '@trs/client';
import type { ErrorBody } from '@trs/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, manualClock, type ManualClock, type Sandbox } from '../src/index.js';
import {
  application,
  clientFilledTenant,
  createGuarantor,
  fullApplicant,
  fullGuarantor,
  isPdf,
  pdfText,
} from './support.js';

let sandbox: Sandbox;
let client: TrsClient;
let clock: ManualClock;

beforeAll(async () => {
  clock = manualClock(Date.UTC(2026, 10, 23, 9, 0, 0));
  // Webhooks configured but disabled: events are logged with their payloads, not sent.
  sandbox = await createSandbox({
    clock,
    referencingDelayMs: 30_000,
    agent: { id: 417, referencePrefix: 'NGH' },
    webhook: { urls: 'https://crm.example/hooks', enabled: false },
  });
  client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
});
afterAll(() => sandbox?.close());

/** The events of a tenancy, without the addNote of every audit-trail line (the notes test reads those). */
const eventsOf = (reference: string) =>
  sandbox.admin
    .events({ applicationRef: reference })
    .filter((e) => !(e.name === 'addNote' && e.payload.EntryType === 'AuditTrail'));

describe('references', () => {
  it('tenancies get seven-digit references as JSON strings; applicants the agent prefix plus seven digits', async () => {
    const first = await client.createTenancy(42, application());
    const second = await client.createTenancy(57, application());
    expect([first, second]).toEqual([expect.stringMatching(/^\d{7}$/), expect.stringMatching(/^\d{7}$/)]);
    expect(second).not.toBe(first);
    const raw = await client.raw.POST('/Applications/{BranchIdOrReferenceNumber}', {
      params: { path: { BranchIdOrReferenceNumber: 42 } },
      body: application(),
      parseAs: 'text',
    });
    expect(raw.data).toMatch(/^"\d{7}"$/);
    const tenant = await client.addTenant(first, clientFilledTenant());
    const guarantor = await client.addGuarantor(first, { ...createGuarantor(), IsApplicantFillingTheForm: false });
    expect(tenant.ReferenceNumber).toMatch(/^NGH\d{7}$/);
    expect(guarantor.ReferenceNumber).toMatch(/^NGH\d{7}$/);
    const draft = await client.addTenant(first, { ...clientFilledTenant(), IsApplicantFillingTheForm: true });
    expect(draft.ReferenceNumber).toMatch(/^DY\d{7}$/);
  });
});

describe('the applicant lifecycle', () => {
  it('Created on add (no referencing), in progress on submit, completed after the delay with a report pair', async () => {
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, clientFilledTenant({ IdentityCheck: undefined }));
    expect(tenant).toMatchObject({ FirstName: 'Amelia', ReferenceNumber: expect.any(String) as unknown });
    expect(sandbox.admin.tenancy(reference).applicants[0]).toMatchObject({ status: 'Created', completesAt: null });
    expect(eventsOf(reference).map((e) => e.name)).toEqual(['createNewTenancy', 'addApplicant']);

    await client.submitTenant(reference, tenant.ReferenceNumber, { ...fullApplicant(), IdentityCheck: undefined });
    expect(sandbox.admin.tenancy(reference).applicants[0]).toMatchObject({
      status: 'References in Progress',
      completesAt: new Date(clock.now() + 30_000).toISOString(),
    });
    await expect(client.downloadApplicantReport(reference, tenant.ReferenceNumber, 1)).rejects.toMatchObject({
      status: 400,
    });
    expect(await client.listReports(reference)).toEqual([]);

    clock.advance(30_000);
    expect(sandbox.admin.tenancy(reference).applicants[0]!.status).toBe('Completed');
    expect(
      eventsOf(reference).map((e) => [e.name, e.payload.ReportType ?? e.payload.Status ?? e.payload.applicationStatus]),
    ).toEqual([
      ['createNewTenancy', undefined],
      ['addApplicant', 'Created'],
      ['updateApplicant', 'References in Progress'],
      ['updateApplicant', 'Completed'],
      ['reportAvailable', 1],
      ['reportAvailable', 7],
      ['updateApplicationStatus', 2],
    ]);
    expect(await client.listReports(reference)).toEqual([1, 7]);
    const elite = await client.downloadApplicantReport(reference, tenant.ReferenceNumber, 1);
    const summary = await client.downloadReport(reference, 7);
    expect(isPdf(elite) && isPdf(summary)).toBe(true);
    expect(await pdfText(elite)).toMatch(/Amelia Hart[\s\S]*Elite/);
    expect(await pdfText(summary)).toMatch(/Summary[\s\S]*Amelia Hart/);
    expect(await client.getApplicant(reference, tenant.ReferenceNumber)).toMatchObject({ BirthDay: '1994-03-17' });
  });

  it('submit twice, or a guarantor through the tenant route, is refused', async () => {
    const reference = await client.createTenancy(42, application());
    const guarantor = await client.addGuarantor(reference, createGuarantor());
    await expect(client.submitTenant(reference, guarantor.ReferenceNumber, fullGuarantor())).rejects.toMatchObject({
      status: 400,
      providerMessage: expect.stringContaining('is a guarantor') as unknown,
    });
    await client.submitGuarantor(reference, guarantor.ReferenceNumber, fullGuarantor());
    await expect(client.submitGuarantor(reference, guarantor.ReferenceNumber, fullGuarantor())).rejects.toMatchObject({
      providerMessage: expect.stringContaining('already submitted') as unknown,
    });
  });

  it('create-and-submit in one call: added, then in progress', async () => {
    const reference = await client.createTenancy(42, application());
    const created = await client.createAndSubmitTenant(reference, { ...fullApplicant(), IdentityCheck: undefined });
    expect(created.ReferenceNumber).toMatch(/^NGH\d{7}$/);
    expect(eventsOf(reference).map((e) => `${e.name}:${(e.payload.Status as string | undefined) ?? ''}`)).toEqual([
      'createNewTenancy:',
      'addApplicant:Created',
      'updateApplicant:References in Progress',
    ]);
  });

  it('an unknown tenancy or applicant reference is a client error', async () => {
    await expect(client.getApplication('9999999')).rejects.toMatchObject({ status: 400 });
    const reference = await client.createTenancy(42, application());
    await expect(client.getApplicant(reference, 'NGH9999999')).rejects.toMatchObject({ status: 400 });
  });
});

describe('changes that reflect what happened', () => {
  it('rent share, start date, cancellation, notes and audit trail', async () => {
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, clientFilledTenant());
    const second = await client.addTenant(reference, {
      ...clientFilledTenant(),
      FirstName: 'Noah',
      EmailAddress: 'noah@example.com',
    });

    await client.setRentShare(reference, [
      { ApplicantRef: tenant.ReferenceNumber, Rent: 700 },
      { ApplicantRef: second.ReferenceNumber, Rent: 550 },
    ]);
    expect((await client.getApplicant(reference, tenant.ReferenceNumber)).ShareOfRent).toBe(700);
    await expect(client.setRentShare(reference, [{ ApplicantRef: 'NGH9999999', Rent: 1 }])).rejects.toMatchObject({
      status: 400,
    });

    await client.changeTenancyStartDate(reference, '2027-02-01');
    expect((await client.getApplication(reference)).RentalDetails?.TenancyStartDate).toBe('2027-02-01');
    const changed = sandbox.admin.events({ name: 'tenancyStartDateChanged', applicationRef: reference });
    expect(changed.map((e) => e.payload)).toEqual([
      expect.objectContaining({ oldStartDate: '2026-12-01', newStartDate: '2027-02-01' }),
    ]);
    await client.changeTenancyStartDate(reference, '2027-02-01'); // no change, no event
    expect(sandbox.admin.events({ name: 'tenancyStartDateChanged', applicationRef: reference })).toHaveLength(1);

    await client.cancelTenancy(reference, second.ReferenceNumber, 'Tenant withdrew before referencing started');
    expect(sandbox.admin.tenancy(reference).cancellation).toMatchObject({
      applicantRef: second.ReferenceNumber,
      reason: 'Tenant withdrew before referencing started',
    });
    const cancelled = sandbox.admin.events({ name: 'updateApplicant', applicationRef: reference }).at(-1)!;
    expect(cancelled.payload).toMatchObject({ Status: 'Cancelled', data: { applicantRef: second.ReferenceNumber } });

    sandbox.admin.addNote(reference, { kind: 'UserNote', content: 'Called the employer.', author: 'Priya Shah' });
    sandbox.admin.addNote(reference, { kind: 'AuditTrail', content: 'Reference chased.', author: 'System' });
    expect(await client.listNotes(reference)).toEqual([
      { Timestamp: expect.any(String) as unknown, Author: 'Priya Shah', Content: 'Called the employer.' },
    ]);
    const trail = (await client.getAuditTrail(reference)).map((r) => r.Content);
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Tenancy ${reference} created`),
        expect.stringContaining(`Rent share of ${tenant.ReferenceNumber} set to 700`),
        expect.stringContaining('start date changed from 2026-12-01 to 2027-02-01'),
        expect.stringContaining('Tenant withdrew before referencing started'),
        'Reference chased.',
      ]),
    );
    // Every line of the audit trail raised addNote with its text (provider spec 6.3), the admin's note too.
    const notes = sandbox.admin.events({ name: 'addNote', applicationRef: reference }).map((e) => e.payload);
    const auditLines = await client.getAuditTrail(reference);
    expect(notes.filter((n) => n.EntryType === 'AuditTrail').map((n) => [n.Timestamp, n.Author, n.Content])).toEqual(
      auditLines.map((line) => [line.Timestamp, line.Author, line.Content]),
    );
    expect(notes.map((n) => (n.data as { description: string }).description)).toEqual(
      expect.arrayContaining(['Called the employer.', ...auditLines.map((line) => line.Content)]),
    );
    expect(notes).toHaveLength(auditLines.length + 1);
  });
});

describe('presigned document URLs', () => {
  it('work without a Token for 24 hours of sandbox time, and not with another signature', async () => {
    const reference = await client.createTenancy(42, application());
    sandbox.admin.sendDocument(reference, { documentType: 7, fileName: 'Tenant guide.pdf' });
    await sandbox.admin.settled();
    const event = sandbox.admin.events({ name: 'uploadPartnerDocument', applicationRef: reference })[0]!;
    const url = (event.payload.data as { presignedUrl: string }).presignedUrl;
    expect(url.startsWith(`${sandbox.origin}/_sandbox/documents/`)).toBe(true);

    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await fetched.arrayBuffer()))).toContain('Tenant guide');
    expect((await fetch(url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    const later = url.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 1}`);
    expect((await fetch(later)).status).toBe(403);

    clock.advance(24 * 3_600_000 - 1);
    expect((await fetch(url)).status).toBe(200);
    clock.advance(1);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as ErrorBody).Message).toContain('expired');
  });
});

describe('every other message, on an admin call, from the state', () => {
  it('reopen, report pair, KYC statuses, steps, finalising, prescribed information, rent review, documents, legacy', async () => {
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
    expect(sandbox.admin.completeReferencing(reference)).toEqual([tenant.ReferenceNumber]);

    sandbox.admin.reopenApplicant(reference, tenant.ReferenceNumber);
    expect(sandbox.admin.tenancy(reference).applicants[0]!.status).toBe('References in Progress');
    sandbox.admin.completeReferencing(reference, tenant.ReferenceNumber);
    expect(sandbox.admin.sendReportPair(reference, tenant.ReferenceNumber, 6)).toEqual([6, 7]);
    expect(await client.listReports(reference)).toEqual([1, 6, 7]);
    const kycId = sandbox.admin.tenancy(reference).applicants[0]!.kycId!;
    sandbox.admin.setKycStatus(kycId, 'EXPIRED');
    sandbox.admin.setTenancyStep(reference, 5, { isPrescribedInformationRequired: true });
    sandbox.admin.completePrescribedInformation(reference, { schemeProvider: 'DPS', schemeType: 'Custodial' });
    sandbox.admin.finaliseTenancy(reference, { hasInventory: false, daysToReportIssues: null });
    sandbox.admin.rentReview(reference, 'rentIncreaseNoticeIssued', { newRentAmount: 1300 });
    sandbox.admin.rentReview(reference, 'rentIncreaseApplied', { appliedRentAmount: 1300 });
    sandbox.admin.sendLegacyReport(reference);
    await sandbox.admin.settled();

    const names = sandbox.admin
      .events()
      .filter(
        (e) =>
          e.raisedAt >= 0 &&
          (e.applicationRef === reference || e.payload.KYCid === kycId || e.name === 'legacyReportAvailable'),
      );
    expect(new Set(names.map((e) => e.name))).toEqual(
      new Set([
        'createNewTenancy',
        'addApplicant',
        'updateApplicant',
        'kycStatus',
        'reportAvailable',
        'updateApplicationStatus',
        'uploadPartnerDocument',
        'applicantReopened',
        'prescribedInformationCompleted',
        'tenancyFinalised',
        'rentIncreaseNoticeIssued',
        'rentIncreaseApplied',
        'legacyReportAvailable',
        'addNote',
      ]),
    );
    const notice = sandbox.admin.events({ name: 'rentIncreaseNoticeIssued', applicationRef: reference })[0]!;
    expect(notice.payload).toMatchObject({
      newRentAmount: 1300,
      partnerTenancyId: 'CRM-TEN-88213',
      documentName: 'Rent increase notice.pdf',
    });
    const noticeDocument = sandbox.admin
      .events({ name: 'uploadPartnerDocument', applicationRef: reference })
      .find((e) => (e.payload.data as { documentType: number }).documentType === 28);
    expect(noticeDocument?.payload.data).toMatchObject({ fileName: 'Rent increase notice.pdf' });
    expect((await client.getApplication(reference)).RentalDetails?.MonthlyRent).toBe(1300);
    expect(sandbox.admin.events().every((e) => e.status !== 'refused')).toBe(true);
  });

  it('calls that the state does not allow are refused with a stable code', () => {
    expect(() => sandbox.admin.completeReferencing('0000001')).toThrow(
      expect.objectContaining({ code: 'TRS_SANDBOX_INVALID_STATE' }),
    );
    expect(() => sandbox.admin.tenancy('7654321')).toThrow(expect.objectContaining({ code: 'TRS_SANDBOX_NOT_FOUND' }));
    expect(() => sandbox.admin.setKycStatus('kyc-000001', 'DONE')).toThrow(
      expect.objectContaining({ code: 'TRS_SANDBOX_INVALID_ARGUMENT' }),
    );
  });
});
