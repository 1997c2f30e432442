// A provider that differs from the contract the way a real one might, for the capture and report tests until the
// sandbox has its drift mode: an extra field in the application record and an undocumented status with another
// error body. Its webhooks carry a new documentType and a renamed field.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DriftingProvider {
  readonly baseUrl: string;
  readonly landlordName: string;
  /** Statuses the caller received through the proxy, in order. */
  readonly answersSeenByCaller: number[];
  /** Calls the three drifting operations through `base` (the proxy). */
  exercise(base: string): Promise<void>;
  close(): Promise<void>;
}

export const LANDLORD_NAME = 'Mr Bartholomew Ignatius Landlord';

/** Webhook bodies that drift: a documentType the contract does not list, and applicantRef renamed. */
export const driftingWebhooks = {
  newDocumentType: {
    topic: 'uploadPartnerDocument',
    applicationRef: '0000001',
    data: {
      documentType: 31,
      fileName: 'deposit-return.pdf',
      presignedUrl: 'https://documents.example.org/d.pdf?sig=77',
    },
    EntryType: 'Document available',
  },
  renamedField: {
    topic: 'updateApplicant',
    applicationRef: '0000001',
    applicationStatus: 1,
    Status: 'References in Progress',
    data: {
      applicantReference: 'SBX0000001',
      applicantStatus: 'References in Progress',
      reportType: 1,
      rentShare: 625,
    },
    EntryType: 'Status Update',
  },
} as const;

export async function startDriftingProvider(): Promise<DriftingProvider> {
  const token = '0b7c6f7e-1111-4c4c-8888-5d5d5d5d5d5d';
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url === '/v2/Authenticate')
      return json(200, '', { Token: token, TokenExpiry: '720' });
    if (request.method === 'GET' && url === '/v2/Applications/0000001') {
      return json(200, {
        ReferenceNumber: '0000001',
        RentalDetails: {
          MonthlyRent: 1250,
          TenancyTerm: 12,
          TenancyStartDate: '2026-12-01',
          HowWillTheProperyBeManaged: 3,
          RentalFrequency: 1,
        },
        ReferenceRequired: true,
        LandlordName: LANDLORD_NAME,
      });
    }
    if (request.method === 'POST' && url === '/v2/Applications/42') {
      return json(409, {
        Code: 'DUPLICATE_EXTERNAL_REFERENCE',
        Detail: 'A tenancy with this ExternalReference exists',
      });
    }
    json(404, { Message: 'not here' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const answersSeenByCaller: number[] = [];
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    landlordName: LANDLORD_NAME,
    answersSeenByCaller,
    async exercise(base) {
      const login = await fetch(`${base}/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: 'u', Password: 'p' }),
      });
      answersSeenByCaller.push(login.status);
      const record = await fetch(`${base}/Applications/0000001`, { headers: { Token: token } });
      answersSeenByCaller.push(record.status);
      const body = (await record.json()) as { LandlordName?: string };
      if (body.LandlordName !== LANDLORD_NAME) throw new Error('the proxy changed the answer');
      const created = await fetch(`${base}/Applications/42`, {
        method: 'POST',
        headers: { Token: token, 'content-type': 'application/json' },
        body: JSON.stringify({ ExternalReference: 'CRM-1', ReferenceRequired: true }),
      });
      answersSeenByCaller.push(created.status);
      await created.arrayBuffer();
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
