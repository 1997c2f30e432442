// The model of the real contract (spec/dist): every example validates, and the contract covers the provider's
// specification (its endpoint table, authentication, topics, keys, misspellings and gaps).
import { describe, expect, it } from 'vitest';
import { checkExamples, loadModel } from '../../src/index.js';

const model = await loadModel();

describe('the examples of the contract', () => {
  it('all validate: requests and messages as they are sent (objects closed), answers as they are read', () => {
    const { checked, failures } = checkExamples(model);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('include, for every message, at least two that the provider could send as they are', () => {
    for (const message of model.messages) {
      expect(message.examples.filter((e) => !e.tolerantReader).length, message.name).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('coverage of the provider specification', () => {
  // Section 4's endpoint table, with the "…" prefix resolved to /Applications/{ApplicationRef}.
  const endpointTable = [
    'POST /Authenticate',
    'GET /Branches',
    'POST /Applications/{BranchIdOrReferenceNumber}',
    'GET /Applications/{BranchIdOrReferenceNumber}',
    'GET /Applications/{ApplicationRef}/{Reference}',
    'POST /Applications/{ApplicationRef}/Tenants',
    'POST /Applications/{ApplicationRef}/Tenants/{TenantRef}',
    'POST /Applications/{ApplicationRef}/CompletedTenants',
    'POST /Applications/{ApplicationRef}/Guarantors',
    'POST /Applications/{ApplicationRef}/Guarantors/{GuarantorRef}',
    'GET /Applications/{ApplicationRef}/Reports',
    'GET /Applications/{ApplicationRef}/Reports/{ReportType}',
    'GET /Applications/{ApplicationRef}/{ApplicantRef}/Reports/{ReportType}',
    'GET /KYC/Report/{KYCid}/{ReportType}',
    'PUT /Applications/{ApplicationRef}/RentShare',
    'PUT /Applications/{ApplicationRef}/TenancyStartDate/{TenancyStartDate}',
    'POST /Applications/{ApplicationRef}/CancelTenancy/{ApplicantRef}',
    'GET /Applications/{ApplicationRef}/Notes',
    'GET /Applications/{ApplicationRef}/AuditTrail',
    'POST /Notifications',
  ];

  it('every row of the endpoint table is an operation with a camelCase operationId and a summary', () => {
    expect(model.operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([...endpointTable].sort());
    for (const operation of model.operations) {
      expect(operation.operationId, operation.path).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, operation.path).not.toBe(operation.operationId);
    }
  });

  it('every operation but /Authenticate sends the Token header and documents 401; /Authenticate issues the token', () => {
    for (const operation of model.operations) {
      expect(operation.authenticated, operation.path).toBe(operation.path !== '/Authenticate');
      expect(operation.issuesSessionToken, operation.path).toBe(operation.path === '/Authenticate');
      expect(
        operation.responses.map((r) => r.status),
        operation.path,
      ).toContain('401');
    }
  });

  it('only GET and PUT are repeated on their own; every POST says what to look up when its outcome is unknown', () => {
    for (const operation of model.operations) {
      expect(operation.idempotent, operation.operationId).toBe(operation.method !== 'POST');
      if (operation.method === 'POST') expect(operation.advice?.outcomeUnknown, operation.operationId).toMatch(/\w/);
    }
    expect(model.operations.find((o) => o.operationId === 'createTenancy')!.advice!.outcomeUnknown).toMatch(
      /createNewTenancy webhook/,
    );
  });

  it('POST /Notifications is marked deprecated', () => {
    expect(model.operations.find((o) => o.path === '/Notifications')!.deprecated).toBe(true);
  });

  it('the operations raise the webhooks of provider spec 6.5 (x-raises), and every message knows who raises it', () => {
    const raising = Object.fromEntries(
      model.operations.filter((o) => o.raises.length).map((o) => [o.operationId, o.raises]),
    );
    expect(raising).toEqual({
      createTenancy: ['createNewTenancy'],
      addTenant: ['addApplicant'],
      submitTenant: ['updateApplicant', 'reportAvailable'],
      createAndSubmitTenant: ['addApplicant', 'updateApplicant', 'reportAvailable'],
      addGuarantor: ['addApplicant'],
      submitGuarantor: ['updateApplicant', 'reportAvailable'],
      changeTenancyStartDate: ['tenancyStartDateChanged'],
    });
    const byName = (name: string) => model.messages.find((m) => m.name === name)!;
    expect(byName('reportAvailable').raisedBy).toEqual(['submitTenant', 'createAndSubmitTenant', 'submitGuarantor']);
    expect(byName('kycStatus').tags).toEqual(['Identity checks']);
  });

  it('one message for each of the 19 topics, plus KYC status, Report Available, the ignored legacy report and the deprecated notification', () => {
    const topics = [
      'createNewTenancy',
      'addApplicant',
      'updateApplicant',
      'applicantReopened',
      'updateApplicationStatus',
      'uploadPartnerDocument',
      'prescribedInformationCompleted',
      'tenancyFinalised',
      'tenancyStartDateChanged',
      'addNote',
      'rentIncreaseNoticeIssued',
      'rentIncreaseNoticeWithdrawn',
      'rentIncreaseWithdrawalFinalised',
      'rentIncreaseApplied',
      'rentIncreaseTribunalReferral',
      'rentIncreaseTribunalReferralWithdrawn',
      'rentIncreaseTribunalDecisionConfirmed',
      'agreedRentConfirmationIssued',
      'agreedRentConfirmationFinalised',
    ];
    const byName = Object.fromEntries(model.messages.map((m) => [m.name, m]));
    expect(Object.keys(byName).sort()).toEqual(
      [...topics, 'kycStatus', 'reportAvailable', 'legacyReportAvailable', 'deprecatedNotification'].sort(),
    );
    for (const topic of topics)
      expect(byName[topic]!.dispatch, topic).toEqual({ kind: 'topic', pointer: '/topic', topic });
    expect(byName.kycStatus!.idempotencyKey).toEqual(expect.arrayContaining(['/KYCid', '/Status']));
    expect(byName.reportAvailable!.dispatch.kind).toBe('rule');
    expect(byName.legacyReportAvailable!.ignored).toBe(true);
    // Provider spec 2.1 rule 2: ReferenceNo only; the journal gives its handler the tenancy.
    expect(byName.deprecatedNotification!.dispatch).toEqual({
      kind: 'rule',
      when: [
        { pointer: '/topic', present: false },
        { pointer: '/ReferenceNo', present: true },
      ],
    });
    expect(
      model.messages.filter((m) => m.tenancyOfApplicant !== null).map((m) => [m.name, m.tenancyOfApplicant]),
    ).toEqual([['deprecatedNotification', '/ReferenceNo']]);
    const ordering: Record<string, string[]> = {
      kycStatus: ['/KYCid'],
      legacyReportAvailable: [],
      deprecatedNotification: ['/ReferenceNo'],
    };
    for (const message of model.messages) {
      const expected = ordering[message.name] ?? ['/applicationRef'];
      expect(message.orderingKey, message.name).toEqual(expected);
    }
  });

  it('the provider misspellings are kept letter for letter', () => {
    const field = (operationId: string, pointer: string) =>
      model.operations
        .find((o) => o.operationId === operationId)!
        .requestBody!.fields.find((f) => f.pointer === pointer);
    expect(field('createTenancy', '/RentalDetails/HowWillTheProperyBeManaged')).toBeDefined();
    expect(field('submitTenant', '/HasAdverceData')).toBeDefined();
    expect(field('sendNotification', '/ReferenceNo')).toBeDefined();
  });

  it('every gap of the provider material is in the register, with the places it concerns', () => {
    const register = model.gaps.map((g) => g.text.toLowerCase()).join('\n');
    for (const phrase of [
      'How credentials are sent to /Authenticate',
      'Rate limits and request size limits',
      'error response bodies',
      'income evidence',
      'report-id list',
      'POST /Notifications',
      'Transitions between tenancy steps',
      'howWillSignApplicants',
      'prefix is not shown',
    ]) {
      expect(register, phrase).toContain(phrase.toLowerCase());
    }
    const credentials = model.gaps.find((g) => g.text.startsWith('How credentials are sent'))!;
    expect(credentials.places).toEqual(
      expect.arrayContaining([expect.objectContaining({ operationId: 'authenticate' })]),
    );
    expect(model.operations.find((o) => o.operationId === 'authenticate')!.gaps).toContain(credentials.id);
  });
});
