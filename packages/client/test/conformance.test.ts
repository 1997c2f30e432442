// Conformance: Prism (--errors) mocks the bundled contract; every operation of spec/dist/openapi.json, enumerated
// from the document, is called through the client (raw and helper) and must answer its success status with
// no Prism violation: requests valid (no sl-violations header), responses valid (no 500 from --errors).
import { startPrism, type PrismServer } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type components, type TrsClient } from '../src/index.js';
import { operations, type OperationId } from '../src/operations.gen.js';
import {
  applicant,
  application,
  createTenant,
  guarantor,
  METHODS,
  openapi,
  rentShare,
  resolve,
  type ExampleObject,
} from './support/examples.js';

const documented = Object.entries(openapi.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method: method.toUpperCase(), operation: item[method]! })),
);

/**
 * The raw client's request, as these tests call it: with a method, path and options enumerated from the document, so
 * of the contract, but not known to the compiler call by call.
 */
type DocumentedRequest = (
  method: string,
  path: string,
  init: { params: { path: Record<string, unknown> }; body: unknown; parseAs: 'text' | 'json' },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

interface Exchange {
  method: string;
  url: string;
  status: number;
  violations: string | null;
  token: string | null;
}

let prism: PrismServer;
const exchanges: Exchange[] = [];
let client: TrsClient;
const credentials = resolve<ExampleObject>(openapi.components.examples.Credentials!)
  .value as components['schemas']['Credentials'];

beforeAll(async () => {
  prism = await startPrism({ errors: true });
  client = createClient({
    baseUrl: prism.url,
    credentials: { userName: credentials.UserName, password: credentials.Password },
    // Injected, not mocked: the real fetch, with every exchange recorded.
    fetch: async (request) => {
      const token = request.headers.get('Token');
      const response = await fetch(request);
      exchanges.push({
        method: request.method,
        url: request.url,
        status: response.status,
        violations: response.headers.get('sl-violations'),
        token,
      });
      return response;
    },
  });
});
afterAll(() => prism?.stop());

function examplesOf(entry: (typeof documented)[number]) {
  const path: Record<string, unknown> = {};
  for (const parameter of (entry.operation.parameters ?? []).map((p) => resolve(p)))
    if (parameter.in === 'path') path[parameter.name] = parameter.example;
  const media = resolve(entry.operation.requestBody)?.content?.['application/json'];
  const body = media ? resolve(Object.values(media.examples)[0]!).value : undefined;
  return { path, body };
}

const expectClean = (since: number) => {
  const mine = exchanges.slice(since);
  expect(mine.length).toBeGreaterThan(0);
  for (const exchange of mine) {
    expect(
      exchange.violations,
      `${exchange.method} ${exchange.url}: ${exchange.violations}\n${prism.output().slice(-1500)}`,
    ).toBeNull();
    expect(exchange.status, `${exchange.method} ${exchange.url}`).toBeLessThan(300);
  }
  return mine;
};

/** One call through a helper per operation; typed over OperationId, so a new operation without a helper fails to compile. */
const helperCalls: Record<OperationId, (c: TrsClient) => Promise<unknown>> = {
  authenticate: (c) => c.login(),
  listBranches: (c) => c.listBranches(),
  createTenancy: (c) => c.createTenancy(42, application),
  getApplication: (c) => c.getApplication('0001234'),
  getApplicant: (c) => c.getApplicant('0001234', 'ABC0004567'),
  addTenant: (c) => c.addTenant('0001234', createTenant),
  submitTenant: (c) => c.submitTenant('0001234', 'ABC0004567', applicant),
  createAndSubmitTenant: (c) => c.createAndSubmitTenant('0001234', applicant),
  addGuarantor: (c) => c.addGuarantor('0001234', { ...createTenant, FirstName: 'Helen' }),
  submitGuarantor: (c) => c.submitGuarantor('0001234', 'ABC0004999', guarantor),
  listReports: (c) => c.listReports('0001234'),
  downloadReport: (c) => c.downloadReport('0001234', 1),
  downloadApplicantReport: (c) =>
    c
      .downloadApplicantReport('0001234', 'ABC0004567', 1, { parseAs: 'stream' })
      .then((s) => new Response(s).arrayBuffer()),
  downloadKycReport: (c) => c.downloadKycReport('kyc-5f1c2e', 100),
  setRentShare: (c) => c.setRentShare('0001234', rentShare),
  changeTenancyStartDate: (c) => c.changeTenancyStartDate('0001234', '2027-01-15'),
  cancelTenancy: (c) => c.cancelTenancy('0001234', 'ABC0004567', 'Tenant withdrew before referencing started'),
  listNotes: (c) => c.listNotes('0001234'),
  getAuditTrail: (c) => c.getAuditTrail('0001234'),

  sendNotification: (c) => c.sendNotification({ ReferenceNo: 'ABC0004567' }),
};

describe('the client covers the contract', () => {
  it('knows exactly the operations of the document (generated table is current)', () => {
    expect(Object.keys(operations).sort()).toEqual(documented.map((d) => d.operation.operationId).sort());
    for (const entry of documented) {
      const known = operations[entry.operation.operationId as OperationId];
      expect({ method: known.method, path: known.path }).toEqual({ method: entry.method, path: entry.path });
    }
  });
});

describe('every operation through the raw client: success status, no Prism violation', () => {
  it.each(documented.map((d) => [`${d.operation.operationId}: ${d.method} ${d.path}`, d] as const))(
    '%s',
    async (_name, entry) => {
      const { path, body } = examplesOf(entry);
      const success = Object.keys(entry.operation.responses)
        .filter((s) => s.startsWith('2'))
        .sort()[0]!;
      const contentType = Object.keys(resolve(entry.operation.responses[success]!).content ?? {})[0];
      const since = exchanges.length;
      const request = client.raw.request as DocumentedRequest;
      const result = await request(entry.method.toLowerCase(), entry.path, {
        params: { path },
        body,
        parseAs: contentType === 'application/pdf' ? 'text' : 'json',
      });
      expect(result.response.status).toBe(Number(success));
      expect(result.error).toBeUndefined();
      if (contentType) expect(result.response.headers.get('content-type')).toContain(contentType);
      if (contentType === 'application/pdf') expect(String(result.data)).toMatch(/^%PDF-/);
      const mine = expectClean(since);
      const call = mine.at(-1)!;
      const authenticated = (entry.operation.security ?? openapi.security).length > 0;
      // Prism answers 401 without a Token, so a success already proves it was sent; check it explicitly too.
      expect(call.token !== null).toBe(authenticated);
    },
  );
});

describe('every operation through its helper: success, answer validated, no Prism violation', () => {
  it.each(documented.map((d) => [d.operation.operationId as OperationId] as const))('%s', async (operationId) => {
    const call = helperCalls[operationId];
    expect(call, `no helper call for ${operationId}`).toBeTypeOf('function');
    const since = exchanges.length;
    const result = await call(client);
    expectClean(since);
    if (operationId === 'createTenancy') expect(result).toMatch(/^\d{7}$/);
    if (operationId === 'downloadReport' || operationId === 'downloadKycReport') {
      expect(result).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder().decode((result as Uint8Array).subarray(0, 5))).toBe('%PDF-');
    }
  });
});
