// The admin API checks what it raises: before an admin call changes anything, the event it would raise is checked as
// the provider sends it, and a value outside the provider's domain is refused with 400 naming the field. Nothing is
// raised, logged or changed by a refused call.
import { createClient } from '@trs/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';
import { application, clientFilledTenant, fullApplicant } from './support.js';

let sandbox: Sandbox;
let reference: string;
let applicantRef: string;

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  reference = await client.createTenancy(42, application());
  applicantRef = (await client.addTenant(reference, clientFilledTenant())).ReferenceNumber!;
  await client.submitTenant(reference, applicantRef, fullApplicant());
  sandbox.admin.completeReferencing(reference);
  await sandbox.admin.settled();
});
afterAll(() => sandbox?.close());

/** An admin API answer, with the fields these tests read. */
interface AdminAnswer {
  error: { code: string; message: string };
}

/** The admin API over HTTP, as the page and the CLI call it. */
async function post(path: string, body: unknown): Promise<{ status: number; body: AdminAnswer }> {
  const response = await fetch(`${sandbox.origin}/_sandbox/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as AdminAnswer };
}

describe('an admin call whose event holds a value outside the spec is refused with 400 naming the field', () => {
  const refusals: [string, string, unknown, RegExp][] = [
    [
      'a rent frequency the provider does not name',
      '/rent-review/rentIncreaseNoticeIssued',
      { newRentFrequency: 'yearly' },
      /\/newRentFrequency must be one of "weekly", "fortnightly", "4-weekly", "monthly"/,
    ],
    [
      'an applied frequency the provider does not name',
      '/rent-review/rentIncreaseApplied',
      { appliedRentFrequency: 'annually' },
      /\/appliedRentFrequency must be one of/,
    ],
    [
      'money given as a string',
      '/rent-review/agreedRentConfirmationIssued',
      { agreedRentAmount: '1300' },
      /\/agreedRentAmount must be a number/,
    ],
    [
      'a date in another format',
      '/rent-review/rentIncreaseTribunalReferral',
      { dateReferred: '01/02/2027' },
      /\/dateReferred must be a date written yyyy-MM-dd/,
    ],
    [
      'a signed receipt (documentType 0) without its applicant',
      '/documents',
      { documentType: 0 },
      /\/ApplicantId is required when \/data\/documentType is one of 0, 23, 24, 25, 26.*give applicantRef/,
    ],
    [
      'a KYC report (documentType 24) without its applicant',
      '/documents',
      { documentType: 24 },
      /\/ApplicantId is required when \/data\/documentType is one of 0, 23, 24, 25, 26; \/ApplicantExternalReference is required/,
    ],
    [
      'a documentType the provider does not list',
      '/documents',
      { documentType: 31 },
      /\/data\/documentType must be one of 0, 1, 2/,
    ],
    [
      'a flag that is not a boolean',
      '/step',
      { step: 4, isTenancyFinalised: 'yes' },
      /\/isTenancyFinalised must be a boolean/,
    ],
    [
      'a signing code that is not an integer',
      '/step',
      { step: 4, howWillSignApplicants: 1.5 },
      /\/howWillSignApplicants must be an integer/,
    ],
    [
      'a field updateApplicationStatus does not have',
      '/step',
      { step: 4, isTenancyFinished: true },
      /isTenancyFinished: not a field of updateApplicationStatus/,
    ],
    [
      'a number of days that is not a whole number',
      '/finalise',
      { daysToReportIssues: 'seven' },
      /\/daysToReportIssues must be an integer or null/,
    ],
    [
      'a scheme provider that is not text',
      '/prescribed-information',
      { schemeProvider: 7 },
      /\/schemeProvider must be a string/,
    ],
  ];

  it.each(refusals)('%s', async (_what, path, body, message) => {
    const before = sandbox.admin.events().length;
    const state = JSON.stringify(sandbox.admin.tenancy(reference));
    const answer = await post(`/tenancies/${reference}${path}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('TRS_SANDBOX_INVALID_ARGUMENT');
    expect(answer.body.error.message).toMatch(message);
    await sandbox.admin.settled();
    expect(sandbox.admin.events()).toHaveLength(before);
    expect(JSON.stringify(sandbox.admin.tenancy(reference))).toBe(state);
  });

  it('the same calls in process throw SandboxError TRS_SANDBOX_INVALID_ARGUMENT; a value in the domain is raised', async () => {
    expect(() =>
      sandbox.admin.rentReview(reference, 'rentIncreaseNoticeIssued', { newRentFrequency: 'yearly' }),
    ).toThrow(
      expect.objectContaining({
        code: 'TRS_SANDBOX_INVALID_ARGUMENT',
        message: expect.stringContaining('/newRentFrequency') as unknown,
      }),
    );
    expect(() => sandbox.admin.sendDocument(reference, { documentType: 23 })).toThrow(
      expect.objectContaining({
        code: 'TRS_SANDBOX_INVALID_ARGUMENT',
        message: expect.stringContaining('/ApplicantId') as unknown,
      }),
    );
    sandbox.admin.rentReview(reference, 'rentIncreaseNoticeIssued', { newRentFrequency: '4-weekly' });
    sandbox.admin.sendDocument(reference, { documentType: 23, applicantRef });
    await sandbox.admin.settled();
    const notice = sandbox.admin.events({ name: 'rentIncreaseNoticeIssued', applicationRef: reference }).at(-1)!;
    expect(notice.payload.newRentFrequency).toBe('4-weekly');
    const document = sandbox.admin
      .events({ name: 'uploadPartnerDocument', applicationRef: reference })
      .find((e) => (e.payload.data as { documentType: number }).documentType === 23 && e.raisedAt >= notice.raisedAt)!;
    expect(document.payload).toMatchObject({
      ApplicantId: expect.any(Number) as unknown,
      ApplicantExternalReference: null,
    });
  });

  it('sendEvent refuses a payload that leaves out a field the provider names, before it is logged', async () => {
    const before = sandbox.admin.events().length;
    const answer = await post('/events', {
      name: 'tenancyStartDateChanged',
      payload: { topic: 'tenancyStartDateChanged', applicationRef: reference, newStartDate: '2027-01-15' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(
      /\/oldStartDate is required: every tenancyStartDateChanged the provider sends carries it/,
    );
    expect(sandbox.admin.events()).toHaveLength(before);
  });
});
