// What the provider sends, checked strictly (every object closed): what the sandbox and `trs webhooks trigger` send
// must be exactly what the contract describes; a receiver still reads tolerantly (validateEvent).
import { describe, expect, it } from 'vitest';
import {
  assertSentEvent,
  sentFields,
  TrsError,
  validateEvent,
  validateSentEvent,
  ValidationError,
  type EventName,
} from '../src/index.js';
import { model } from './contract.js';

const sendable = model.messages.flatMap((m) =>
  m.examples
    .filter((e) => !e.tolerantReader)
    .map((e) => [`${m.name} ${e.name}`, m.name as EventName, e.value] as const),
);

describe('Report Available without applicationRef or ReportType (typed as always there, provider spec 6.4)', () => {
  const example = model.messages.find((m) => m.name === 'reportAvailable')!.examples[0]!.value as Record<
    string,
    unknown
  >;
  it.each(['applicationRef', 'ReportType'])('without %s: read tolerantly, refused as sent', (field) => {
    const { [field]: _omitted, ...payload } = example;
    expect(validateEvent('reportAvailable', payload).ok).toBe(true);
    const sent = validateSentEvent('reportAvailable', payload);
    expect(sent.ok).toBe(false);
  });
});

describe('validateSentEvent', () => {
  it.each(sendable)('%s is sendable as it is', (_where, event, payload) => {
    const result = validateSentEvent(event, payload);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('refuses a field the contract does not describe, at any depth, which the tolerant reader lets through', () => {
    const tolerant = model.messages
      .find((m) => m.name === 'uploadPartnerDocument')!
      .examples.find((e) => e.tolerantReader)!;
    expect(validateEvent('uploadPartnerDocument', tolerant.value).ok).toBe(true);
    const sent = validateSentEvent('uploadPartnerDocument', tolerant.value);
    expect(sent.ok).toBe(false);
    if (sent.ok) return;
    expect(sent.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/documentCategory', rule: 'additionalProperties' }),
        expect.objectContaining({ pointer: '/data/pageCount', rule: 'additionalProperties' }),
      ]),
    );
  });

  it('refuses a misspelt field inside data (composed with allOf), and wrong types as the tolerant reader does', () => {
    const payload = structuredClone(model.messages.find((m) => m.name === 'addApplicant')!.examples[0]!.value) as {
      applicationRef: unknown;
      data: { applicantRef?: unknown; applicantReference?: unknown };
    };
    payload.data.applicantReference = payload.data.applicantRef;
    const result = validateSentEvent('addApplicant', payload);
    expect(result.ok ? [] : result.issues).toEqual([
      expect.objectContaining({ pointer: '/data/applicantReference', rule: 'additionalProperties' }),
    ]);
    payload.applicationRef = 1234;
    delete payload.data.applicantReference;
    expect(validateSentEvent('addApplicant', payload)).toMatchObject({
      ok: false,
      issues: [expect.objectContaining({ pointer: '/applicationRef', rule: 'type' })],
    });
  });

  it('refuses a payload without a field the provider spec names for the event, saying why; a receiver reads it', () => {
    const example = model.messages.find((m) => m.name === 'createNewTenancy')!.examples[0]!.value as {
      data: { partnerCustomerEmail?: unknown; applicants: { reportType?: unknown }[] };
    };
    const payload = structuredClone(example);
    delete payload.data.partnerCustomerEmail;
    delete payload.data.applicants[0]!.reportType;
    expect(validateEvent('createNewTenancy', payload).ok).toBe(true);
    expect(validateSentEvent('createNewTenancy', payload)).toMatchObject({
      ok: false,
      issues: [
        {
          pointer: '/data/partnerCustomerEmail',
          rule: 'required',
          message: '/data/partnerCustomerEmail is required: every createNewTenancy the provider sends carries it',
        },
        {
          pointer: '/data/applicants/0/reportType',
          rule: 'required',
          message: '/data/applicants/0/reportType is required: every createNewTenancy the provider sends carries it',
        },
      ],
    });
  });

  it('refuses a field a condition calls for when the condition holds (a per-applicant document without ApplicantId)', () => {
    const document = structuredClone(
      model.messages.find((m) => m.name === 'uploadPartnerDocument')!.examples.find((e) => !e.tolerantReader)!.value,
    ) as { ApplicantId?: unknown; ApplicantExternalReference?: unknown; data: { documentType: number } };
    delete document.ApplicantId;
    delete document.ApplicantExternalReference;
    document.data.documentType = 2;
    expect(validateSentEvent('uploadPartnerDocument', document).ok).toBe(true);
    document.data.documentType = 0;
    expect(validateSentEvent('uploadPartnerDocument', document)).toMatchObject({
      ok: false,
      issues: [
        {
          pointer: '/ApplicantId',
          message: '/ApplicantId is required when /data/documentType is one of 0, 23, 24, 25, 26',
        },
        { pointer: '/ApplicantExternalReference', rule: 'required' },
      ],
    });
    expect(validateEvent('uploadPartnerDocument', document).ok).toBe(true);
  });

  it('refuses a value outside a domain the provider names whole (rent frequency), which a receiver still reads', () => {
    const notice = {
      ...(model.messages.find((m) => m.name === 'rentIncreaseNoticeIssued')!.examples[0]!.value as object),
    };
    const yearly = { ...notice, newRentFrequency: 'yearly' };
    expect(validateEvent('rentIncreaseNoticeIssued', yearly).ok).toBe(true);
    expect(validateSentEvent('rentIncreaseNoticeIssued', yearly)).toMatchObject({
      ok: false,
      issues: [
        {
          pointer: '/newRentFrequency',
          rule: 'enum',
          message: '/newRentFrequency must be one of "weekly", "fortnightly", "4-weekly", "monthly"',
        },
      ],
    });
  });

  it('catalogues, for every event, the fields the provider spec names (sentFields)', () => {
    expect(Object.keys(sentFields).sort()).toEqual(model.messages.map((m) => m.name).sort());
    for (const message of model.messages) expect(sentFields[message.name as EventName]).toEqual(message.sentFields);
  });

  it('answers an issue, not a crash, for an event name the contract does not have', () => {
    expect(validateSentEvent('nope' as EventName, {})).toMatchObject({
      ok: false,
      issues: [
        expect.objectContaining<Record<string, unknown>>({
          rule: 'event',
          message: expect.stringMatching(/"nope" is not an event/),
        }),
      ],
    });
  });
});

describe('assertSentEvent', () => {
  it('returns the payload unchanged when it is sendable', () => {
    const [, event, payload] = sendable[0]!;
    expect(assertSentEvent(event, payload)).toBe(payload);
  });

  it('throws a ValidationError (a TrsError with code and typed details) naming every issue', () => {
    const payload = {
      topic: 'tenancyStartDateChanged',
      applicationRef: '0001234',
      newStartDate: '01/02/2027',
      extra: 1,
    };
    let error: unknown;
    try {
      assertSentEvent('tenancyStartDateChanged', payload);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(TrsError);
    const issues: unknown = expect.arrayContaining([
      expect.objectContaining({ pointer: '/newStartDate', rule: 'format:date' }),
      expect.objectContaining({ pointer: '/extra', rule: 'additionalProperties' }),
    ]);
    expect(error).toMatchObject({
      name: 'ValidationError',
      code: 'TRS_VALIDATION_FAILED',
      details: {
        validator: 'TenancyStartDateChangedEvent (as sent)',
        issues,
      },
    });
    expect((error as ValidationError).issues).toBe((error as ValidationError).details.issues);
    expect((error as Error).message).toMatch(/\/newStartDate must be a date written yyyy-MM-dd/);
  });
});
