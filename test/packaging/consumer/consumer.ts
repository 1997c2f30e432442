// A team's first program with the published packages, as test/packaging/install.test.ts installs them from their
// tarballs into a fresh project: the typical flow against the API at TRS_BASE_URL (create a tenancy, add and submit
// a tenant, download the report), a local refusal before any network call, and a webhook received, stored and
// handled. It prints one JSON line for the test to read.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, InvalidBranchIdError } from '@trs/client';
import openapi from '@trs/spec/openapi.json' with { type: 'json' };
import asyncapi from '@trs/spec/asyncapi.json' with { type: 'json' };
import applicantExample from '@trs/spec/examples/rest/Applicant.json' with { type: 'json' };
import applicationExample from '@trs/spec/examples/rest/Application.json' with { type: 'json' };
import credentialsExample from '@trs/spec/examples/rest/Credentials.json' with { type: 'json' };
import createTenantExample from '@trs/spec/examples/rest/CreateTenant.json' with { type: 'json' };
import reportAvailable from '@trs/spec/examples/events/reportAvailable.eliteReport.json' with { type: 'json' };
import { validate, type Applicant, type Application, type CreateTenant } from '@trs/validators';
import { createReceiver } from '@trs/webhooks';

// The contract's own examples: REST examples are OpenAPI Example objects, event examples AsyncAPI message examples.
const credentials = credentialsExample.value;
const application: Application = applicationExample.value;
const createTenant: CreateTenant = createTenantExample.value;
// A JSON import types AddressHistory as an array; the contract wants at least one entry (a non-empty tuple type).
const applicant = applicantExample.value as Applicant;

const baseUrl = process.env.TRS_BASE_URL;
if (!baseUrl) throw new Error('Set TRS_BASE_URL to the API base address, version segment included (…/v2).');

const trs = createClient({
  baseUrl,
  credentials: { userName: credentials.UserName, password: credentials.Password },
});

// The typical sequence of provider spec 1: create tenancy, add tenant, submit tenant, download the PDF.
const branches = await trs.listBranches();
const tenancy = await trs.createTenancy(branches[0]!.Id, application);
const tenant = await trs.addTenant(tenancy, createTenant);
await trs.submitTenant(tenancy, tenant.ReferenceNumber!, applicant);
const pdf = await trs.downloadReport(tenancy, 1);

// A tenancy reference where a branch id belongs is refused before anything is sent.
const refused = await trs.createTenancy(tenancy as unknown as number, application).then(
  () => 'sent',
  (error: unknown) => (error instanceof InvalidBranchIdError ? error.code : String(error)),
);

// The strict writer: a date that is not a calendar date is named with its field.
const invalid = validate.Applicant({ ...applicant, BirthDay: '1990-02-30' });

// A webhook delivery: authenticated, committed to the embedded inbox, answered 204, then handled.
const folder = await mkdtemp(path.join(os.tmpdir(), 'trs-consumer-inbox-'));
const receiver = createReceiver({ auth: { values: ['s3cret'] }, store: path.join(folder, 'inbox') });
const handled = new Promise<string>((resolve) => {
  receiver.on('reportAvailable', (event) => resolve(String(event.payload.URL)));
});
await receiver.start();
const delivery = await receiver.fetch(
  new Request('http://127.0.0.1/webhooks', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-webhook-key': 's3cret',
      'user-agent': 'Service-Webhook-Client/1.0',
    },
    body: JSON.stringify(reportAvailable.payload),
  }),
);
const handledUrl = await handled;
await receiver.close();
await rm(folder, { recursive: true, force: true });

console.log(
  JSON.stringify({
    node: process.version,
    contract: [openapi.info.version, asyncapi.info.version],
    branches: branches.length,
    tenancy,
    tenant: tenant.ReferenceNumber,
    pdf: new TextDecoder().decode(pdf.slice(0, 5)),
    refused,
    invalid: invalid.ok ? [] : invalid.issues.map((issue) => issue.pointer),
    delivery: delivery.status,
    handledUrl,
  }),
);
