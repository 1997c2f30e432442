// Every webhook as complete as section 6 of the provider spec lists it: the sandbox is driven through every message it
// can send, and each payload delivered is compared, key by key, with the fields the contract lists for its message
// (x-sent-fields, catalogued by @trs/validators as sentFields): every field listed for every payload is there, every
// field a condition calls for is there when the condition holds, and no key is sent that the list does not name.
// A receiver that passes against the sandbox meets nothing in the provider's payloads it has not met here.
import { createClient, type TrsClient } from '@trs/client';
import { startScriptedReceiver, type ScriptedReceiver } from '@trs/testkit';
import { sentFields, type EventName, type SentFieldGroup, type SentFieldList } from '@trs/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, rentReviewTopics, type EventView, type Sandbox } from '../src/index.js';
import { application, clientFilledTenant, createGuarantor, fullApplicant, fullGuarantor } from './support.js';

type Json = Record<string, unknown>;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The concrete pointers of a listed field ('/data/applicants/*\/type') that a payload lacks, where its parent is there. */
function missingAt(value: unknown, segments: string[], at = ''): string[] {
  if (!segments.length) return [];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === '*')
    return Array.isArray(value) ? value.flatMap((item, index) => missingAt(item, rest, `${at}/${index}`)) : [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const name = head.replace(/~1/g, '/').replace(/~0/g, '~');
  if (!Object.hasOwn(value, name)) return [`${at}/${head}`];
  return missingAt((value as Json)[name], rest, `${at}/${head}`);
}

const missing = (payload: unknown, pointer: string) => missingAt(payload, pointer.split('/').slice(1));

function valueAt(payload: unknown, pointer: string): { present: boolean; value?: unknown } {
  let value: unknown = payload;
  for (const segment of pointer.split('/').slice(1)) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, segment)) return { present: false };
    value = (value as Json)[segment];
  }
  return { present: true, value };
}

function holds(group: SentFieldGroup, payload: unknown): boolean {
  const { when } = group;
  if (!when) return false;
  const found = valueAt(payload, when.pointer);
  if (when.present !== undefined) return found.present === when.present;
  if (!found.present) return false;
  if (when.in !== undefined) return when.in.includes(found.value);
  return found.value === when.equals;
}

/** Keys of the payload that the list does not name (a listed field without listed children is opaque: its content passes). */
function unlisted(list: SentFieldList, payload: unknown): string[] {
  const listed = new Set([...list.always, ...list.conditional.flatMap((g) => g.fields)]);
  const hasChildren = (pointer: string) => [...listed].some((p) => p.startsWith(`${pointer}/`));
  const out: string[] = [];
  const walk = (value: unknown, pattern: string) => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, `${pattern}/*`));
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const pointer = `${pattern}/${escape(key)}`;
      if (!listed.has(pointer)) out.push(pointer);
      else if (hasChildren(pointer)) walk(child, pointer);
    }
  };
  walk(payload, '');
  return out;
}

let receiver: ScriptedReceiver;
let sandbox: Sandbox;
let client: TrsClient;
let events: EventView[];
let guarantorRef: string;

beforeAll(async () => {
  receiver = await startScriptedReceiver();
  sandbox = await createSandbox({
    referencingDelayMs: null,
    agent: { id: 417, referencePrefix: 'NGH', email: 'lettings@northgate-homes.example' },
    webhook: { urls: receiver.url('/hook') },
  });
  client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });

  // A tenancy with the client's reference: a tenant with an identity check and a guarantor without ReportType.
  const reference = await client.createTenancy(42, application());
  const tenant = await client.addTenant(reference, clientFilledTenant({ ExternalReference: 'CRM-APP-1' }));
  const { ReportType: _product, ...guarantorWithoutProduct } = createGuarantor();
  const guarantor = await client.addGuarantor(reference, {
    ...guarantorWithoutProduct,
    IsApplicantFillingTheForm: false,
  });
  guarantorRef = guarantor.ReferenceNumber!;
  await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
  await client.submitGuarantor(reference, guarantor.ReferenceNumber, { ...fullGuarantor(), ReportType: undefined });
  await client.setRentShare(reference, [{ ApplicantRef: tenant.ReferenceNumber, Rent: 700 }]);
  await client.changeTenancyStartDate(reference, '2027-01-15');
  sandbox.admin.completeReferencing(reference);
  sandbox.admin.reopenApplicant(reference, tenant.ReferenceNumber);
  sandbox.admin.completeReferencing(reference, tenant.ReferenceNumber);
  sandbox.admin.sendReportPair(reference, guarantor.ReferenceNumber, 6);
  sandbox.admin.sendDeprecatedNotification(reference, guarantor.ReferenceNumber);
  sandbox.admin.setKycStatus(sandbox.admin.tenancy(reference).applicants[0]!.kycId!, 'CANCELLED');
  sandbox.admin.addNote(reference, { kind: 'UserNote', content: 'Called the employer.' });
  sandbox.admin.addNote(reference, {
    kind: 'SystemNote',
    content: 'Reminder sent.',
    applicantRef: tenant.ReferenceNumber,
  });
  sandbox.admin.addNote(reference, { kind: 'Professional Guarantor Update', content: 'Agreement signed.' });
  sandbox.admin.setTenancyStep(reference, 5, { isPrescribedInformationRequired: true, howWillSignApplicants: 2 });
  sandbox.admin.completePrescribedInformation(reference);
  sandbox.admin.finaliseTenancy(reference);
  for (const topic of rentReviewTopics) sandbox.admin.rentReview(reference, topic);
  sandbox.admin.rentReview(reference, 'rentIncreaseTribunalDecisionConfirmed', {
    documentS3Key: 'agents/417/decision-1.pdf',
    documentName: 'Tribunal decision.pdf',
  });
  sandbox.admin.sendDocument(reference, { documentType: 2 });
  sandbox.admin.sendDocument(reference, {
    documentType: 0,
    applicantRef: guarantor.ReferenceNumber,
    asFileData: true,
  });
  // A tenancy without the client's reference, its tenant created and submitted in one call, then cancelled.
  const { ExternalReference: _ref, ...anonymous } = application();
  const other = await client.createTenancy(57, anonymous);
  const quick = await client.createAndSubmitTenant(other, { ...fullApplicant(), IdentityCheck: undefined });
  await client.cancelTenancy(other, quick.ReferenceNumber, 'The tenant found another flat.');
  sandbox.admin.sendLegacyReport(other);
  sandbox.admin.sendLegacyReport();
  await sandbox.admin.settled();
  events = sandbox.admin.events();
});
afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

describe('every payload the sandbox sends, against the fields section 6 lists (x-sent-fields)', () => {
  it('drives every message of the contract, and delivers each payload as it was raised', () => {
    expect(new Set(events.map((e) => e.name))).toEqual(new Set(Object.keys(sentFields)));
    for (const event of events) expect(event.status, `${event.id} ${event.name}: ${event.problem}`).toBe('sent');
    const bodies = receiver.requestsTo('/hook').map((r) => r.body);
    expect(bodies.sort()).toEqual(events.map((e) => JSON.stringify(e.payload)).sort());
  });

  it('carries every field listed for every payload of its message', () => {
    const gaps = events.flatMap((event) =>
      sentFields[event.name].always.flatMap((pointer) =>
        missing(event.payload, pointer).map((m) => `${event.name} ${event.id}: ${m}`),
      ),
    );
    expect(gaps).toEqual([]);
  });

  it('carries every field a condition calls for when the condition holds, and each such condition is met', () => {
    const gaps: string[] = [];
    const met = new Set<string>();
    for (const event of events) {
      for (const group of sentFields[event.name].conditional) {
        if (!holds(group, event.payload)) continue;
        met.add(`${event.name} ${group.fields.join(',')}`);
        for (const pointer of group.fields)
          gaps.push(
            ...missing(event.payload, pointer).map((m) => `${event.name} ${event.id} (${group.whenWords}): ${m}`),
          );
      }
    }
    expect(gaps).toEqual([]);
    // Every condition a payload can show is met by some payload, except an applicant completed when it is added.
    const conditions = (Object.entries(sentFields) as [EventName, SentFieldList][]).flatMap(([name, list]) =>
      list.conditional.filter((g) => g.when).map((g) => `${name} ${g.fields.join(',')}`),
    );
    expect(conditions.filter((c) => !met.has(c))).toEqual(['addApplicant /Applicant']);
  });

  it('sends no key that the list of its message does not name', () => {
    const extra = events.flatMap((event) =>
      unlisted(sentFields[event.name], event.payload).map((pointer) => `${event.name}: ${pointer}`),
    );
    expect([...new Set(extra)]).toEqual([]);
  });
});

describe('the fields the issue found missing', () => {
  const first = (name: EventName, where: (payload: Json) => boolean = () => true) =>
    events.find((e) => e.name === name && where(e.payload))!.payload;

  it('createNewTenancy: partnerApplicantId, partnerCustomerEmail, referencingServiceType, applicationType', () => {
    expect(first('createNewTenancy').data).toMatchObject({
      partnerTenancyId: 'CRM-TEN-88213',
      partnerApplicantId: null,
      partnerCustomerEmail: 'lettings@northgate-homes.example',
      referencingServiceType: 1,
      applicationType: 1,
      applicants: [],
    });
    expect(first('createNewTenancy')).toMatchObject({
      EntryType: 'Create New Tenancy',
      ApplicationExternalReference: 'CRM-TEN-88213',
    });
    expect(first('createNewTenancy', (p) => p.ApplicationExternalReference === null)).toBeDefined();
  });

  it('addApplicant and updateApplicant: data.reportType is the product the reports use, also when none was given', () => {
    const added = first('addApplicant', (p) => (p.data as Json).applicantRef === guarantorRef);
    expect(added.data).toMatchObject({ reportType: 1, rentShare: 0, type: 'guarantor', partnerContactId: null });
    const completed = first(
      'updateApplicant',
      (p) => (p.data as Json).applicantRef === guarantorRef && p.Status === 'Completed',
    );
    expect(completed.data).toMatchObject({ reportType: 1 });
    const report = first(
      'reportAvailable',
      (p) => (p.data as Json).applicantRef === guarantorRef && p.ReportType !== 7,
    );
    expect(report).toMatchObject({
      ReportType: 1,
      URL: expect.stringMatching(/\/Reports\/1$/) as unknown,
      data: { reportType: 1 },
    });
  });

  it('updateApplicationStatus: howWillSignApplicants and howWillSignAgentLandlord', () => {
    expect(first('updateApplicationStatus')).toMatchObject({ howWillSignApplicants: 1, howWillSignAgentLandlord: 1 });
    expect(first('updateApplicationStatus', (p) => p.applicationStatus === 5)).toMatchObject({
      howWillSignApplicants: 2,
      howWillSignAgentLandlord: 1,
      isPrescribedInformationRequired: true,
    });
  });

  it('the envelope: EntryType, CreationDate, ApplicationId, ApplicationExternalReference on every event with a topic', () => {
    for (const event of events.filter(
      (e) => typeof e.payload.topic === 'string' && e.payload.EntryType !== 'Professional Guarantor Update',
    ))
      expect(Object.keys(event.payload), `${event.name} ${event.id}`).toEqual(
        expect.arrayContaining(['EntryType', 'CreationDate', 'ApplicationId', 'ApplicationExternalReference']),
      );
    for (const topic of rentReviewTopics)
      expect(first(topic)).toMatchObject({ ApplicationExternalReference: 'CRM-TEN-88213' });
  });
});
