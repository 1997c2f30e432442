// Deliveries that carry what must never reach a log, for the tests of the receivers' logs: every example of the
// contract, a large base64 fileData, a presigned URL, and a note, an e-mail address, a name, a phone number and an
// address in the fields that hold them; with the values no log line may contain.
import { randomBytes } from 'node:crypto';
import { eventExample as exampleOf, eventExamples, type ExamplePayload } from './examples.js';

export interface Delivery {
  event: string;
  payload: ExamplePayload;
}

export interface SensitiveDeliveries {
  deliveries: Delivery[];
  /** Values no log line may contain: the personal and secret values sent, and a piece of the fileData. */
  forbidden: string[];
  /** The base64 fileData sent (its length is what a log may say of it). */
  fileData: string;
}

export function sensitiveDeliveries(options: { fileDataBytes?: number } = {}): SensitiveDeliveries {
  const secret = randomBytes(12).toString('hex');
  const personal = {
    email: `zoelle.hartley.${secret.slice(0, 6)}@mailbox.example`,
    firstName: 'Zoëlle',
    lastName: `Hartley-Quinn-${secret.slice(6, 10)}`,
    phone: '+44 7700 900123',
    note: `Spoke to Zoëlle about the deposit (${secret}); moving from 12 Elm Row`,
    author: 'Priyanka Shah-Ahmed',
    street: '12 Elm Row, Leith',
    postcode: 'EH7 4AA',
    presignedUrl: `https://docs.example/agreement.pdf?X-Amz-Expires=86400&X-Amz-Signature=${secret}`,
  };
  const fileData = randomBytes(Math.ceil(((options.fileDataBytes ?? 24 << 20) * 3) / 4)).toString('base64');

  const withFile = exampleOf('uploadPartnerDocument', 'fileData');
  withFile.data.fileData = fileData;
  const withUrl = exampleOf('uploadPartnerDocument', 'presignedUrl');
  withUrl.data.presignedUrl = personal.presignedUrl;
  const note = exampleOf('addNote', 'userNote');
  Object.assign(note, { Content: personal.note, Author: personal.author });
  note.data.description = personal.note;
  const kyc = exampleOf('kycStatus', 'completed');
  kyc.Email = personal.email;
  const tenancy = exampleOf('createNewTenancy', 'singleTenant');
  const tenancyData = tenancy.data;
  tenancyData.address = {
    ...(tenancyData.address as object),
    addressLine1: personal.street,
    postcode: personal.postcode,
  };
  tenancyData.partnerCustomerEmail = personal.email;
  const applicant = exampleOf('addApplicant', 'completedWithApplicant');
  Object.assign(applicant.Applicant as object, {
    FirstName: personal.firstName,
    LastName: personal.lastName,
    EmailAddress: personal.email,
    BestPhoneNumber: personal.phone,
  });
  // A tenancy (and an identity check) of their own, so that none is a redelivery of an example.
  for (const payload of [withFile, withUrl, note, tenancy, applicant]) payload.applicationRef = '0009876';
  kyc.KYCid = `${secret.slice(0, 8)}-0000-4000-8000-${secret.slice(8, 20)}`;
  return {
    deliveries: [
      ...eventExamples().map(({ event, payload }) => ({ event, payload })),
      { event: 'uploadPartnerDocument', payload: withFile },
      { event: 'uploadPartnerDocument', payload: withUrl },
      { event: 'addNote', payload: note },
      { event: 'kycStatus', payload: kyc },
      { event: 'createNewTenancy', payload: tenancy },
      { event: 'addApplicant', payload: applicant },
    ],
    forbidden: [...Object.values(personal), fileData.slice(1_000_000, 1_000_064)],
    fileData,
  };
}
