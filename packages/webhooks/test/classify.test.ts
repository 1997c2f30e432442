// Classification follows the contract's x-dispatch rules; keys follow each message's x-idempotency-key.
import { describe, expect, it } from 'vitest';
import { dedupeOf } from '../src/core/classify.js';
import { dispatchRules, idempotencyKeys, topics } from '../src/core/contract.gen.js';
import { classifyPayload, example, examples, type ExamplePayload } from './helpers.js';

const of = (payload: unknown) => classifyPayload(payload);
const dedupe = (payload: unknown) =>
  (of(payload) as { dedupe: { content: string; distinguisher: string | null; sequence: string | null } }).dedupe;

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
      orderingKey: `applicationRef:${String(payload.applicationRef)}`,
    });
    // without the report URL the same payload is an ordinary updateApplicant
    const { URL: _url, EntryType: _e, ReportType: _r, ...plain } = payload;
    expect(of(plain)).toMatchObject({ kind: 'event', name: 'updateApplicant' });
  });

  it('recognises KYC status by KYCid (it has no applicationRef) and orders it by KYCid', () => {
    const payload = example('kycStatus', 'completed');
    expect(payload.applicationRef).toBeUndefined();
    expect(of(payload)).toMatchObject({
      kind: 'event',
      name: 'kycStatus',
      orderingKey: `KYCid:${String(payload.KYCid)}`,
    });
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
    expect(of('"text"')).toMatchObject({ kind: 'dead', reason: 'not_an_object' });
    expect(of('{"a":'.repeat(100) + '1' + '}'.repeat(100))).toMatchObject({ kind: 'dead', reason: 'too_deep' });
    expect(of('{"topic":')).toMatchObject({ kind: 'not_json' });
  });
});

describe('how copies are recognised (x-idempotency-key)', () => {
  it('content ignores volatile metadata, key order and whitespace; CreationDate tells two raisings apart', () => {
    const payload = example('updateApplicant', 'referencingStarted');
    const key = dedupe(payload);
    const changed = { ...payload, ApplicationId: 1, ApplicantExternalReference: 'other', extra: { x: 1 } };
    expect(dedupe(changed)).toEqual(key);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    expect(dedupe(JSON.stringify(reordered, null, 2))).toEqual(key);
    const raisedAgain = dedupe({ ...payload, CreationDate: '2030-01-01T00:00:00Z' });
    expect(raisedAgain.content).toBe(key.content);
    expect(raisedAgain.distinguisher).not.toBe(key.distinguisher);
  });

  it('content changes with any field of the key; a null field counts as absent', () => {
    const payload = example('updateApplicant', 'referencingStarted');
    const key = dedupe(payload).content;
    expect(idempotencyKeys.updateApplicant).toContain('/data/applicantStatus');
    expect(dedupe({ ...payload, data: { ...payload.data, applicantStatus: 'Completed' } }).content).not.toBe(key);
    expect(dedupe({ ...payload, applicationRef: '0009999' }).content).not.toBe(key);
    const withoutStatus = { ...payload };
    delete withoutStatus.Status;
    expect(dedupe(withoutStatus).content).toBe(dedupe({ ...payload, Status: null }).content);
    const { CreationDate: _c, ...undated } = payload;
    expect(dedupe(undated).distinguisher).toBeNull();
    expect(dedupe({ ...undated, CreationDate: null }).distinguisher).toBeNull();
  });

  it('puts the events of one applicant in one sequence: status changes, reopenings and reports', () => {
    const started = example('updateApplicant', 'referencingStarted');
    const reopened = {
      topic: 'applicantReopened',
      applicationRef: started.applicationRef,
      applicantRef: started.data.applicantRef,
      EntryType: 'Applicant Reopened',
    };
    const report: ExamplePayload = {
      ...example('reportAvailable', 'eliteReport'),
      applicationRef: started.applicationRef,
    };
    report.data.applicantRef = started.data.applicantRef;
    expect(dedupe(reopened).sequence).toBe(dedupe(started).sequence);
    expect(dedupe(report).sequence).toBe(dedupe(started).sequence);
    expect(of(report)).toMatchObject({ dedupe: { advances: false } });
    expect(of(started)).toMatchObject({ dedupe: { advances: true } });
    expect(dedupeOf('kycStatus', new Map([['/KYCid', 'k']])).sequence).not.toBe(dedupe(started).sequence);
  });

  it('names the message in the content, and keeps fileData by its hash', () => {
    const doc = example('uploadPartnerDocument', 'fileData');
    expect(dedupe(doc).content).toMatch(/^uploadPartnerDocument:[A-Za-z0-9_-]{43}$/);
    const other = { ...doc, data: { ...doc.data, fileData: Buffer.from('other bytes').toString('base64') } };
    expect(dedupe(other).content).not.toBe(dedupe(doc).content);
    const regenerated = example('uploadPartnerDocument', 'presignedUrl');
    const resigned = {
      ...regenerated,
      data: { ...regenerated.data, presignedUrl: `${String(regenerated.data.presignedUrl)}&v=2` },
    };
    expect(dedupe(resigned).content).not.toBe(dedupe(regenerated).content);
  });
});

describe('classification of what the provider may send besides the examples', () => {
  it('recognises Report Available whose URL has a query string or a trailing slash, or a URL of another form with a topic', () => {
    const payload = example('reportAvailable', 'eliteReport');
    for (const URL of [
      `${String(payload.URL)}?sig=abc&v=1`,
      `${String(payload.URL)}/`,
      `${String(payload.URL)}/?x=1`,
      `${String(payload.URL)}#top`,
    ])
      expect([URL, of({ ...payload, URL })]).toMatchObject([URL, { kind: 'event', name: 'reportAvailable' }]);
    expect(of({ ...payload, URL: 'https://elsewhere.invalid/passport/77' })).toMatchObject({
      kind: 'event',
      name: 'reportAvailable',
    });
    // the legacy rule is "no topic and a different URL"
    const { topic: _t, ...noTopic } = payload;
    expect(of({ ...noTopic, URL: 'https://elsewhere.invalid/passport/77' })).toMatchObject({
      kind: 'ignored',
      name: 'legacyReportAvailable',
    });
    expect(of({ ...noTopic, URL: `${String(payload.URL)}?sig=abc` })).toMatchObject({
      kind: 'event',
      name: 'reportAvailable',
    });
  });

  it('dispatches a Professional Guarantor Update carrying only EntryType and data to addNote (6.1.8: otherwise on EntryType)', () => {
    const note = { EntryType: 'Professional Guarantor Update', data: { typeId: 'MI', description: 'Approved.' } };
    expect(of(note)).toMatchObject({ kind: 'event', name: 'addNote', orderingKey: null });
    expect(of({ EntryType: 'Something else', data: {} })).toMatchObject({ kind: 'ignored', reason: 'unrecognised' });
  });
});
