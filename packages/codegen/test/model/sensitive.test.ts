// x-sensitive: what a recorder must keep only as a shape, read from the contract through the model's field lists.
import { describe, expect, it } from 'vitest';
import { buildModel, loadModel } from '../../src/index.js';
import { at, type Doc } from '../fixtures.js';

const model = await loadModel();

const sensitiveOf = (fields: readonly { pointer: string; sensitive: string | null }[]) =>
  Object.fromEntries(fields.filter((f) => f.sensitive).map((f) => [f.pointer, f.sensitive]));

describe('x-sensitive in the model', () => {
  it('marks the personal fields of an applicant, down to every line of an address in its history', () => {
    const submit = model.operations.find((o) => o.operationId === 'submitTenant')!;
    const marked = sensitiveOf(submit.requestBody!.fields);
    for (const pointer of [
      '/FirstName',
      '/LastName',
      '/EmailAddress',
      '/BestPhoneNumber',
      '/BirthDay',
      '/InsuranceNo',
    ]) {
      expect(marked[pointer], pointer).toBe('personal');
    }
    expect(marked['/AddressHistory']).toBe('personal');
    const fetched = model.operations.find((o) => o.operationId === 'getApplicant')!;
    expect(sensitiveOf(fetched.success.fields)['/AddressHistory/*/Address/Postcode']).toBe('personal');
    expect(marked['/ReportType']).toBeUndefined();
    expect(marked['/MaritalStatus']).toBeUndefined();
  });

  it('marks credentials as secrets and documents as documents', () => {
    const login = model.operations.find((o) => o.operationId === 'authenticate')!;
    expect(sensitiveOf(login.requestBody!.fields)).toEqual({ '/UserName': 'secret', '/Password': 'secret' });
    const upload = model.messages.find((m) => m.name === 'uploadPartnerDocument')!;
    const marked = sensitiveOf(upload.fields);
    expect(marked['/data/fileData']).toBe('document');
    // a presigned URL fetches the document without a Token for 24 hours: a credential
    expect(marked['/data/presignedUrl']).toBe('secret');
    expect(marked['/data/fileName']).toBeUndefined();
  });

  it('refuses a kind it does not know, naming it', () => {
    const openapi: Doc = structuredClone(model.sources.openapi);
    at(openapi, 'components', 'schemas', 'Credentials', 'properties', 'Password')['x-sensitive'] = 'private';
    expect(() => buildModel(openapi, model.sources.asyncapi)).toThrow(
      /x-sensitive must be one of personal, secret, document; found "private"/,
    );
  });
});
