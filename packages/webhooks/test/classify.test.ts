// Classification follows the contract's x-dispatch rules; keys follow each message's x-idempotency-key.
import { describe, expect, it } from 'vitest';
import { classify, idempotencyKeyOf } from '../src/classify.js';
import { dispatchRules, idempotencyKeys, topics } from '../src/contract.gen.js';
import { example, examples } from './helpers.js';

const of = (payload: unknown) => classify(Buffer.from(JSON.stringify(payload)), { maxDepth: 64 });

describe('classification (x-dispatch)', () => {
  it.each(examples().map((e) => [e.file, e] as const))('%s is recognised as its event', (_file, e) => {
    const c = of(e.payload);
    if (e.event === 'legacyReportAvailable')
      expect(c).toMatchObject({ kind: 'ignored', name: 'legacyReportAvailable', reason: 'ignored_message' });
    else expect(c).toMatchObject({ kind: 'event', name: e.event });
  });

  it('uses the generated contract data (19 topics, rules ending with byTopic)', () => {
    expect(Object.keys(topics)).toHaveLength(19);
    expect(dispatchRules.at(-1)).toEqual({ byTopic: '/topic' });
  });

  it('recognises Report Available by its URL although its topic is updateApplicant', () => {
    const payload = example('reportAvailable', 'eliteReport');
    expect(payload.topic).toBe('updateApplicant');
    expect(of(payload)).toMatchObject({
      kind: 'event',
      name: 'reportAvailable',
      orderingKey: `applicationRef:${payload.applicationRef}`,
    });
    // without the report URL the same payload is an ordinary updateApplicant
    const { URL: _url, EntryType: _e, ReportType: _r, ...plain } = payload;
    expect(of(plain)).toMatchObject({ kind: 'event', name: 'updateApplicant' });
  });

  it('recognises KYC status by KYCid (it has no applicationRef) and orders it by KYCid', () => {
    const payload = example('kycStatus', 'completed');
    expect(payload.applicationRef).toBeUndefined();
    expect(of(payload)).toMatchObject({ kind: 'event', name: 'kycStatus', orderingKey: `KYCid:${payload.KYCid}` });
  });

  it('records the legacy report, unknown topics and unrecognisable objects as ignored, never as errors', () => {
    expect(of(example('legacyReportAvailable', 'propertyPassport'))).toMatchObject({
      kind: 'ignored',
      reason: 'ignored_message',
    });
    expect(of({ topic: 'somethingNew', applicationRef: '0001234' })).toMatchObject({
      kind: 'ignored',
      reason: 'unknown_topic',
      detail: { topic: 'somethingNew' },
    });
    expect(of({ hello: 'world' })).toMatchObject({ kind: 'ignored', reason: 'unrecognised' });
    expect(of({ topic: 'constructor' })).toMatchObject({ kind: 'ignored', reason: 'unknown_topic' });
  });

  it('sends non-objects and too-deep JSON to the dead-letter store, and reports bodies that are not JSON', () => {
    expect(of([1, 2])).toMatchObject({ kind: 'dead', reason: 'not_an_object' });
    expect(of('text')).toMatchObject({ kind: 'dead', reason: 'not_an_object' });
    expect(classify(Buffer.from('{"a":'.repeat(100) + '1' + '}'.repeat(100)), { maxDepth: 64 })).toMatchObject({
      kind: 'dead',
      reason: 'too_deep',
    });
    expect(classify(Buffer.from('{"topic":'), { maxDepth: 64 })).toMatchObject({ kind: 'not_json' });
  });
});

describe('idempotency keys (x-idempotency-key)', () => {
  it('ignore volatile metadata, key order and whitespace', () => {
    const payload = example('updateApplicant', 'referencingStarted');
    const key = (of(payload) as any).idempotencyKey;
    const changed = {
      ...payload,
      CreationDate: '2030-01-01T00:00:00Z',
      ApplicationId: 1,
      ApplicantExternalReference: 'other',
      extra: { x: 1 },
    };
    expect((of(changed) as any).idempotencyKey).toBe(key);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    expect((classify(Buffer.from(JSON.stringify(reordered, null, 2)), { maxDepth: 64 }) as any).idempotencyKey).toBe(
      key,
    );
  });

  it('change when any field of the key changes; an absent field differs from null', () => {
    const payload = example('updateApplicant', 'referencingStarted');
    const key = (of(payload) as any).idempotencyKey;
    expect(idempotencyKeys.updateApplicant).toContain('/data/applicantStatus');
    expect(
      (of({ ...payload, data: { ...payload.data, applicantStatus: 'Completed' } }) as any).idempotencyKey,
    ).not.toBe(key);
    expect((of({ ...payload, applicationRef: '0009999' }) as any).idempotencyKey).not.toBe(key);
    const withoutStatus = { ...payload };
    delete withoutStatus.Status;
    const nullStatus = { ...payload, Status: null };
    expect((of(withoutStatus) as any).idempotencyKey).not.toBe((of(nullStatus) as any).idempotencyKey);
  });

  it('are namespaced by the message and the same for the same values', () => {
    const values = new Map<string, unknown>([
      ['/KYCid', 'k'],
      ['/Status', 'SENT'],
    ]);
    expect(idempotencyKeyOf('kycStatus', values)).toMatch(/^kycStatus:[A-Za-z0-9_-]{43}$/);
    expect(idempotencyKeyOf('kycStatus', values)).toBe(idempotencyKeyOf('kycStatus', new Map(values)));
  });

  it('make two KYC progress updates of one check distinct, and a repeated one a duplicate', () => {
    const a = example('kycStatus', 'inProgress');
    const b = example('kycStatus', 'completed');
    expect((of(a) as any).idempotencyKey).not.toBe((of(b) as any).idempotencyKey);
    expect((of({ ...a, CreationDate: 'later' }) as any).idempotencyKey).toBe((of(a) as any).idempotencyKey);
  });
});
