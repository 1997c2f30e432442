// Redaction before disk: a recorded exchange and a recorded webhook holding a known token, password, name, e-mail,
// phone, birth date, address, national insurance number and document keep none of them, only their shapes.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  createHarRecorder,
  createWebhookObserver,
  findOperation,
  formatClass,
  indexFields,
  readHar,
  redactJson,
  shapeOf,
} from '../src/index.js';
import { leakedSecrets, recordedFiles, SECRETS } from './support.js';

const applicant = {
  Title: 3,
  FirstName: SECRETS.firstName,
  LastName: SECRETS.lastName,
  EmailAddress: SECRETS.email,
  BestPhoneNumber: SECRETS.phone,
  ReportType: 1,
  BirthDay: SECRETS.birthDay,
  Nationality: 'British',
  MaritalStatus: 7,
  InsuranceNo: SECRETS.insuranceNo,
  AddressHistory: [
    {
      DateMovedIn: '2020-01-01',
      LivingStatus: 1,
      Address: { Postcode: SECRETS.postcode, Street: SECRETS.street, Town: 'Sheffield' },
    },
  ],
  SignedConsent: { DeliveryMethod: 1 },
  ReferenceNumber: 'SBX0000042',
};

let folder: string;
beforeAll(async () => {
  folder = await tempDir('trs-redaction-');
});

/** The member at a path of a parsed or redacted value (undefined where the path ends). */
const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);

describe('shapes', () => {
  it('keep a type, a length and a format class, never the value', () => {
    expect(shapeOf(SECRETS.token)).toEqual({ type: 'string', length: 36, format: 'guid' });
    expect(shapeOf(SECRETS.email)).toEqual({ type: 'string', length: SECRETS.email.length, format: 'email' });
    expect(shapeOf(SECRETS.birthDay)).toEqual({ type: 'string', length: 10, format: 'date' });
    expect(shapeOf(SECRETS.postcode).format).toBe('postcode');
    expect(shapeOf(SECRETS.phone).format).toBe('phone');
    expect(formatClass(SECRETS.fileData)).toBe('pdf');
    expect(formatClass(SECRETS.presignedUrl)).toBe('url');
    expect(formatClass('0001234')).toBe('digits');
    expect(formatClass(SECRETS.lastName)).toBe('text');
    expect(shapeOf(720)).toEqual({ type: 'integer', length: 3 });
  });
});

describe('redactJson, with the fields of the contract', () => {
  const submit = findOperation('POST', '/Applications/0000001/Tenants/SBX0000042')!;

  it('shapes every field the contract marks x-sensitive, inside addresses too, and keeps codes and references', () => {
    const redacted = redactJson(applicant, indexFields(submit.requestBody!.fields));
    expect(at(redacted, 'FirstName')).toEqual({
      $shape: { type: 'string', length: SECRETS.firstName.length, format: 'text' },
    });
    expect(at(redacted, 'BirthDay', '$shape', 'format')).toBe('date');
    expect(at(redacted, 'AddressHistory', 0, 'Address', 'Street', '$shape')).toBeDefined();
    expect(at(redacted, 'AddressHistory', 0, 'DateMovedIn', '$shape')).toBeDefined();
    expect(at(redacted, 'Title')).toBe(3);
    expect(at(redacted, 'MaritalStatus')).toBe(7);
    expect(at(redacted, 'SignedConsent')).toEqual({ DeliveryMethod: 1 });
    expect(JSON.stringify(redacted)).not.toContain(SECRETS.lastName);
  });

  it('keeps an unknown string field only as a shape, and an unknown flag as it is', () => {
    const redacted = redactJson(
      { ...applicant, MiddleName: 'Rosalind', IsStudent: true },
      indexFields(submit.requestBody!.fields),
    );
    expect(at(redacted, 'MiddleName')).toEqual({ $shape: { type: 'string', length: 8, format: 'text' } });
    expect(at(redacted, 'IsStudent')).toBe(true);
  });

  it('shapes everything of a body whose operation the contract does not know', () => {
    expect(redactJson({ a: 'x', n: 5 }, null)).toEqual({
      a: { $shape: { type: 'string', length: 1, format: 'text' } },
      n: { $shape: { type: 'integer', length: 1 } },
    });
  });
});

describe('the HAR recorder', () => {
  it('writes a HAR 1.2 file (0600 in a 0700 folder) with no token, password, personal value or document', async () => {
    const dir = path.join(folder, 'har');
    const recorder = createHarRecorder(path.join(dir, 'exchanges.har'));
    const login = findOperation('POST', '/Authenticate')!;
    await recorder.record(
      {
        startedAt: new Date('2026-11-24T08:00:00Z'),
        method: 'POST',
        url: 'https://preprod.example/v2/Authenticate?user=' + encodeURIComponent(SECRETS.email),
        requestHeaders: [['content-type', 'application/json']],
        requestBody: Buffer.from(JSON.stringify({ UserName: SECRETS.email, Password: SECRETS.password })),
        status: 200,
        statusText: 'OK',
        responseHeaders: [
          ['Token', SECRETS.token],
          ['TokenExpiry', '720'],
          ['Set-Cookie', `session=${SECRETS.token}`],
        ],
        responseBody: null,
        durationMs: 12,
      },
      {
        requestFields: indexFields(login.requestBody!.fields),
        responseFields: null,
        location: { document: 'openapi', operationId: 'authenticate', status: 200 },
        findings: [],
      },
    );
    const submit = findOperation('POST', '/Applications/0000001/Tenants/SBX0000042')!;
    await recorder.record(
      {
        startedAt: new Date('2026-11-24T08:00:01Z'),
        method: 'POST',
        url: 'https://preprod.example/v2/Applications/0000001/Tenants/SBX0000042',
        requestHeaders: [
          ['content-type', 'application/json'],
          ['Token', SECRETS.token],
        ],
        requestBody: Buffer.from(JSON.stringify(applicant)),
        status: 200,
        statusText: 'OK',
        responseHeaders: [['content-type', 'application/pdf']],
        responseBody: Buffer.from(SECRETS.fileData, 'base64'),
        durationMs: 30,
      },
      {
        requestFields: indexFields(submit.requestBody!.fields),
        responseFields: null,
        location: { document: 'openapi', operationId: 'submitTenant', status: 200 },
        findings: [],
      },
    );
    expect(await leakedSecrets(dir)).toEqual([]);
    const entries = await readHar(recorder.file);
    expect(entries).toHaveLength(2);
    expect(entries[0]!.response.headers.find((h) => h.name === 'Token')!.value).toBe(
      JSON.stringify({ type: 'string', length: 36, format: 'guid' }),
    );
    expect(JSON.parse(entries[1]!.response.content.text)).toEqual({
      $shape: { type: 'bytes', length: Buffer.from(SECRETS.fileData, 'base64').length, format: 'pdf' },
    });
    expect(at(JSON.parse(entries[1]!.request.postData!.text), 'ReferenceNumber')).toBe('SBX0000042');
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    for (const file of await recordedFiles(dir)) expect(file.mode).toBe(0o600);
  });
});

describe('the webhook observation recorder', () => {
  it('records per message the shapes of documents and personal fields, never their values', async () => {
    const dir = path.join(folder, 'webhooks');
    const observer = createWebhookObserver({ recordTo: dir });
    const document = {
      topic: 'uploadPartnerDocument',
      applicationRef: '0000001',
      data: { documentType: 0, fileName: 'receipt.pdf', fileData: SECRETS.fileData },
      EntryType: 'Document available',
    };
    const kyc = {
      Status: 'COMPLETED',
      KYCid: 'K-1',
      UserType: 1,
      Email: SECRETS.email,
      EntryType: 'Status Update KYC',
    };
    const first = await observer.observe(JSON.stringify(document), 'uploadPartnerDocument');
    await observer.observe(Buffer.from(JSON.stringify(kyc)));
    expect(first.findings).toEqual([]);
    expect(at(first.payload, 'data', 'fileData', '$shape')).toEqual({
      type: 'string',
      length: SECRETS.fileData.length,
      format: 'pdf',
    });
    expect(at(first.payload, 'data', 'documentType')).toBe(0);
    expect(await leakedSecrets(dir)).toEqual([]);
    const lines = (await recordedFiles(dir))[0]!;
    expect(lines.mode).toBe(0o600);
    expect(
      lines.text
        .trim()
        .split('\n')
        .map((l) => at(JSON.parse(l), 'location', 'message')),
    ).toEqual(['uploadPartnerDocument', 'kycStatus']);
  });

  it('finds unknown fields, topics, open codes and schema violations, as shapes', async () => {
    const observer = createWebhookObserver({ recordTo: path.join(folder, 'findings') });
    const newDocumentType = await observer.observe(
      JSON.stringify({
        topic: 'uploadPartnerDocument',
        applicationRef: '0000001',
        data: { documentType: 31, fileName: 'x.pdf', presignedUrl: SECRETS.presignedUrl, checksum: 'ab12' },
        EntryType: 'Document available',
      }),
    );
    expect(newDocumentType.location.message).toBe('uploadPartnerDocument');
    const knownCodes: unknown = expect.arrayContaining(['0', '30']);
    expect(newDocumentType.findings).toEqual(
      expect.arrayContaining([
        { kind: 'unknown-code', pointer: '/data/documentType', value: 31, known: knownCodes },
        { kind: 'unknown-field', pointer: '/data/checksum', schema: { type: 'string' } },
      ]),
    );
    const unknownTopic = await observer.observe(
      JSON.stringify({ topic: 'depositReturned', applicationRef: '0000001' }),
    );
    expect(unknownTopic.findings).toEqual([{ kind: 'unknown-topic', topic: 'depositReturned' }]);
    const broken = await observer.observe(
      JSON.stringify({
        topic: 'tenancyStartDateChanged',
        applicationRef: '0000001',
        oldStartDate: null,
        newStartDate: 'soon',
      }),
    );
    expect(broken.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'schema-violation', pointer: '/newStartDate' })]),
    );
    const notJson = await observer.observe('<html>');
    expect(notJson.findings[0]).toMatchObject({ kind: 'schema-violation', rule: 'json' });
    expect(await leakedSecrets(path.join(folder, 'findings'))).toEqual([]);
  });

  it('the contract data names every message the observer can tell apart', () => {
    expect(contract.messages.map((m) => m.name)).toContain('reportAvailable');
  });
});

describe('the grep of recordings', () => {
  it('finds a secret written as it was (the check above can fail)', async () => {
    const dir = path.join(folder, 'control');
    const { writeFile, mkdir } = await import('node:fs/promises');
    await mkdir(dir);
    await writeFile(path.join(dir, 'raw.json'), JSON.stringify({ note: `${SECRETS.firstName} ${SECRETS.birthDay}` }));
    expect(await leakedSecrets(dir)).toEqual(['firstName in raw.json', 'birthDay in raw.json']);
  });
});
