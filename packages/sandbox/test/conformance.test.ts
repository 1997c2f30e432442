// Conformance: the typical sequence of provider spec section 1, by a real @trs/client, through `prism proxy --errors`
// in front of the sandbox. Prism checks every real request and every real answer against the bundled OpenAPI
// document; a violation shows as an sl-violations header or, with --errors, a Prism error answer. Zero are allowed.
import { createClient, type HttpError, type TrsClient } from '@trs/client';
import { startPrism, type PrismServer } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/index.js';
import { application, clientFilledTenant, createGuarantor, fullApplicant, fullGuarantor, isPdf } from './support.js';

interface Exchange {
  method: string;
  url: string;
  status: number;
  violations: string | null;
  contentType: string | null;
}

let sandbox: Sandbox;
let prism: PrismServer;
let client: TrsClient;
const exchanges: Exchange[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
  // Prism ignores the document's base path (/v2): the client calls Prism at its root, Prism forwards to {origin}/v2.
  prism = await startPrism({ upstream: sandbox.baseUrl, errors: true });
  client = createClient({
    baseUrl: prism.url,
    credentials: sandbox.credentials,
    fetch: async (request) => {
      const response = await fetch(request);
      exchanges.push({
        method: request.method,
        url: request.url,
        status: response.status,
        violations: response.headers.get('sl-violations'),
        contentType: response.headers.get('content-type'),
      });
      return response;
    },
  });
});
afterAll(async () => {
  await prism?.stop();
  await sandbox?.close();
});

describe('the typical sequence through prism proxy --errors', () => {
  it('create tenancy, add tenant, submit, report ready, download the PDF: no violation', async () => {
    const [branch] = await client.listBranches();
    const reference = await client.createTenancy(branch!.Id, application());
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
    const guarantor = await client.addGuarantor(reference, createGuarantor());
    await client.submitGuarantor(reference, guarantor.ReferenceNumber, fullGuarantor());
    expect(await client.getApplication(reference)).toMatchObject({ ReferenceNumber: reference });
    expect(await client.getApplicant(reference, tenant.ReferenceNumber)).toMatchObject({ FirstName: 'Amelia' });

    sandbox.admin.completeReferencing(reference);
    const reportReady = await sandbox.admin.waitForEvent(
      (e) =>
        e.name === 'reportAvailable' &&
        (e.payload.data as { applicantRef: string }).applicantRef === tenant.ReferenceNumber,
    );
    expect(reportReady.payload.URL).toContain(`/Applications/${reference}/${tenant.ReferenceNumber}/Reports/`);

    expect(await client.listReports(reference)).toEqual([1, 5, 7]); // the tenant's Elite, the guarantor's Essential, Summary
    // Prism's proxy re-encodes a binary body as UTF-8 text (stoplightio/prism#2349), so through Prism only the answer
    // is checked (status, application/pdf, %PDF-); the file itself is read from the sandbox in e2e.test.ts.
    expect(isPdf(await client.downloadApplicantReport(reference, tenant.ReferenceNumber, 1))).toBe(true);
    expect(isPdf(await client.downloadReport(reference, 7))).toBe(true);

    await client.setRentShare(reference, [{ ApplicantRef: tenant.ReferenceNumber, Rent: 1250 }]);
    await client.changeTenancyStartDate(reference, '2027-02-01');
    expect(await client.listNotes(reference)).toEqual([]);
    expect((await client.getAuditTrail(reference)).length).toBeGreaterThan(3);
    await client.createAndSubmitTenant(reference, {
      ...fullApplicant(),
      FirstName: 'Noah',
      EmailAddress: 'noah@example.com',
    });
    // cancelTenancy is left out: its body is a JSON string, which Prism's proxy forwards without its quotes (its
    // serializer passes a string payload through as is), so the sandbox rightly refuses it. state.test.ts covers it.

    for (const exchange of exchanges) {
      expect(
        exchange.violations,
        `${exchange.method} ${exchange.url}: ${exchange.violations}\n${prism.output().slice(-2000)}`,
      ).toBeNull();
      expect(exchange.status, `${exchange.method} ${exchange.url}\n${prism.output().slice(-2000)}`).toBeLessThan(300);
    }
    expect(exchanges.length).toBeGreaterThanOrEqual(16);
  });

  it('a refused call answers the documented client error body, which Prism accepts', async () => {
    const reference = await client.createTenancy(42, application());
    const tenant = await client.addTenant(reference, clientFilledTenant());
    await client.submitTenant(reference, tenant.ReferenceNumber, fullApplicant());
    const since = exchanges.length;
    const again = (await client
      .submitTenant(reference, tenant.ReferenceNumber, fullApplicant())
      .catch((e: unknown) => e)) as HttpError;
    expect(again).toMatchObject({ code: 'TRS_HTTP_ERROR', status: 400 });
    expect(again.providerMessage).toContain('already submitted');
    const refused = exchanges.slice(since);
    expect(refused.map((e) => [e.status, e.violations])).toEqual([[400, null]]);
  });
});
