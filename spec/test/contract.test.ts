import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asyncapiErrors } from '../scripts/lib/asyncapi-parse.mjs';
import { lint } from '../scripts/lib/bundle.mjs';
import { validateAsyncapiExamples, validateOpenapiExamples } from '../scripts/lib/examples.mjs';
import { renderGaps } from '../scripts/lib/gaps.mjs';
import { messages, operations } from '../scripts/lib/walk.mjs';

const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redoclyConfig = path.resolve(specDir, '..', 'redocly.yaml');
const readDist = async (name: string) => JSON.parse(await readFile(path.join(specDir, 'dist', name), 'utf8'));
const openapi = await readDist('openapi.json');
const asyncapi = await readDist('asyncapi.json');

describe('the contract documents', () => {
  it('pass redocly lint with the repository rules', async () => {
    const results = await lint(specDir, redoclyConfig);
    for (const result of results) expect(result.ok, result.output).toBe(true);
  });

  it('AsyncAPI document parses with @asyncapi/parser without errors', async () => {
    expect(await asyncapiErrors(JSON.stringify(asyncapi))).toEqual([]);
  });

  it('every OpenAPI example validates against its schema (requests as the strict writer sends them)', () => {
    const { checked, failures } = validateOpenapiExamples(openapi);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('every AsyncAPI message has at least two examples and each validates against its payload', () => {
    const { checked, failures } = validateAsyncapiExamples(asyncapi);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(2 * messages(asyncapi).length);
  });

  it('spec/GAPS.md is the register generated from the documents', async () => {
    const committed = await readFile(path.join(specDir, 'GAPS.md'), 'utf8');
    expect(committed, 'spec/GAPS.md is stale: run pnpm --filter @trs/spec gaps').toBe(
      renderGaps({ openapi, asyncapi }),
    );
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

  it('every row of the endpoint table is an operation with an operationId, summary and description', () => {
    const found = [...operations(openapi)];
    expect(found.map((o) => `${o.method.toUpperCase()} ${o.pathTemplate}`).sort()).toEqual([...endpointTable].sort());
    for (const { operation, pathTemplate } of found) {
      expect(operation.operationId, pathTemplate).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, pathTemplate).toBeTruthy();
    }
  });

  it('every operation but /Authenticate requires the Token header and documents 401', () => {
    expect(openapi.components.securitySchemes.Token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Token' }),
    );
    for (const { operation, pathTemplate } of operations(openapi)) {
      const security = operation.security ?? openapi.security;
      if (pathTemplate === '/Authenticate') expect(security).toEqual([]);
      else expect(security, pathTemplate).toEqual([{ Token: [] }]);
      expect(Object.keys(operation.responses), pathTemplate).toContain('401');
    }
  });

  it('POST /Notifications is marked deprecated', () => {
    expect(openapi.paths['/Notifications'].post.deprecated).toBe(true);
  });

  it('one message for each of the 19 topics, plus KYC status, Report Available and the legacy report', () => {
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
    const byName = Object.fromEntries(messages(asyncapi).map(({ name, message }) => [name, message]));
    expect(Object.keys(byName).sort()).toEqual(
      [...topics, 'kycStatus', 'reportAvailable', 'legacyReportAvailable'].sort(),
    );
    for (const topic of topics) expect(byName[topic]['x-topic'], topic).toBe(topic);
    for (const [name, message] of Object.entries(byName)) {
      const key = message['x-idempotency-key'];
      expect(Array.isArray(key) && key.length > 0, `${name} has an x-idempotency-key`).toBe(true);
      for (const pointer of key) expect(pointer, name).toMatch(/^\//);
    }
    expect(byName.kycStatus['x-idempotency-key']).toEqual(expect.arrayContaining(['/KYCid', '/Status']));
    for (const [name, message] of Object.entries(byName)) {
      const expected = name === 'kycStatus' ? ['/KYCid'] : name === 'legacyReportAvailable' ? [] : ['/applicationRef'];
      expect(message['x-ordering-key'], `${name} x-ordering-key`).toEqual(expected);
    }
  });

  it('the provider misspellings are kept letter for letter', () => {
    expect(openapi.components.schemas.RentalDetails.properties).toHaveProperty('HowWillTheProperyBeManaged');
    expect(openapi.components.schemas.ApplicantDetails.properties).toHaveProperty('HasAdverceData');
    expect(openapi.components.schemas.Notification.properties).toHaveProperty('ReferenceNo');
  });

  it('every gap of the provider material is in the register', () => {
    const register = renderGaps({ openapi, asyncapi });
    for (const phrase of [
      'How credentials are sent to /Authenticate',
      'Rate limits and request size limits',
      'error response body',
      'income evidence',
      'report-id list',
      'POST /Notifications',
      'Transitions between tenancy steps',
      'howWillSignApplicants',
      'prefix is not shown',
    ]) {
      expect(register.toLowerCase(), phrase).toContain(phrase.toLowerCase());
    }
  });
});
