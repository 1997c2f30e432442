import { describe, expect, it } from 'vitest';
import { assert, validate, validatorNames, type ValidatorName } from '../src/index.js';
import { exampleCases } from './contract.js';

const cases = exampleCases();

describe('every example of the contract', () => {
  it.each(cases.map((c) => [c.where, c] as const))('%s validates', (_where, { validator, value }) => {
    const result = validate[validator as ValidatorName](value);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('covers every validator', () => {
    const covered = new Set(cases.map((c) => c.validator));
    expect(validatorNames.filter((name) => !covered.has(name))).toEqual([]);
  });
});

// Mutations of a valid example that the contract must reject, each at the pointer it broke.
interface Mutation {
  pointer: string;
  rule: string;
  apply: (value: unknown) => unknown;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const APPLICATION_REF = /^\d{7}$/;
const APPLICANT_REF = /^[A-Z]{1,10}\d{7}$/;

/** An object or array of an example, by member name or index (mutations only name members that exist). */
type Container = { [member: string]: unknown };

function setAt(root: unknown, segments: string[], replacement: unknown): unknown {
  const copy = structuredClone(root);
  let node = copy as Container;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Container;
  node[segments.at(-1)!] = replacement;
  return copy;
}

function mutations(value: unknown, segments: string[] = []): Mutation[] {
  const pointer = segments.map((s) => `/${s}`).join('');
  const out: Mutation[] = [];
  if (typeof value === 'string' && segments.length) {
    if (DATE.test(value)) out.push({ pointer, rule: 'format:date', apply: (v) => setAt(v, segments, '17/03/1994') });
    else if (APPLICATION_REF.test(value))
      out.push({ pointer, rule: 'pattern', apply: (v) => setAt(v, segments, '1234') });
    else if (APPLICANT_REF.test(value))
      out.push({ pointer, rule: 'pattern', apply: (v) => setAt(v, segments, 'abc-1') });
  } else if (typeof value === 'boolean' && segments.length) {
    out.push({ pointer, rule: 'type', apply: (v) => setAt(v, segments, 'yes') });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => out.push(...mutations(item, [...segments, String(i)])));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) out.push(...mutations(child, [...segments, key]));
  }
  return out;
}

describe('invalid variants of the examples are rejected at the right pointer', () => {
  it.each(cases.map((c) => [c.where, c] as const))('%s', (_where, { validator, value }) => {
    const run = validate[validator as ValidatorName];
    const candidates = mutations(value);
    // Tenancy references inside a URL-free string field, booleans, dates: each is typed by the contract.
    for (const mutation of candidates) {
      const result = run(mutation.apply(value));
      expect(result.ok, `${mutation.rule} at ${mutation.pointer} was accepted`).toBe(false);
      if (!result.ok)
        expect(result.issues).toContainEqual(
          expect.objectContaining({ pointer: mutation.pointer, rule: mutation.rule }),
        );
    }
    // The whole value of the wrong type is always rejected at the root.
    const wrongType = Array.isArray(value) || typeof value !== 'object' ? { not: 'this' } : ['not', 'this'];
    const result = run(wrongType);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toEqual(expect.objectContaining({ pointer: '', rule: 'type' }));
  });
});

describe('messages a person can act on', () => {
  it('submitting an applicant lists every missing submit-time field at once, and explains State', () => {
    const result = validate.Applicant({
      Title: 10,
      FirstName: 'Kwame',
      LastName: 'Mensah',
      EmailAddress: 'k@example.com',
      BirthDay: '17/03/1994',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        '/Nationality is required',
        '/MaritalStatus is required',
        '/AddressHistory is required',
        '/SignedConsent is required',
        '/BirthDay must be a date written yyyy-MM-dd',
        '/State is required when Title is 10',
      ]),
    );
  });

  it('a misspelt provider name in a body we send is named, nested fields included', () => {
    const result = validate.Application({
      RentalDetails: { MonthlyRent: 1250, TenancyStartDate: '2026-12-01', HowWillThePropertyBeManaged: 3 },
      PropertyInformation: { Address: { Postcode: 'M1 1AE' } },
    });
    expect(result.ok ? [] : result.issues).toEqual([
      expect.objectContaining({ pointer: '/RentalDetails/HowWillThePropertyBeManaged', rule: 'additionalProperties' }),
    ]);
  });

  it('what we receive is read tolerantly: unknown fields, codes and topics-in-data pass, and nothing is changed', () => {
    const payload = {
      topic: 'uploadPartnerDocument',
      applicationRef: '0001234',
      data: { documentType: 31, fileName: 'x.pdf', presignedUrl: 'https://files.example/x.pdf', newField: 1 },
      brandNew: true,
    };
    const copy = structuredClone(payload);
    expect(validate.UploadPartnerDocumentEvent(payload)).toEqual({ ok: true, value: copy });
  });

  it('assert throws a ValidationError with a stable code and every issue', () => {
    expect(() => assert.CreateTenant({})).toThrow(
      expect.objectContaining<Record<string, unknown>>({
        code: 'TRS_VALIDATION_FAILED',
        issues: expect.arrayContaining([expect.objectContaining({ pointer: '/FirstName' })]),
        details: expect.objectContaining({ validator: 'CreateTenant' }),
      }),
    );
  });
});
