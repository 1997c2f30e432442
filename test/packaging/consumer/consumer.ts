// A team's first program with the published packages, as test/packaging/install.test.ts installs them from their
// tarballs into a fresh project: a receiver of its own on node:http, the sandbox started in three lines with that
// receiver as the agent's webhook address, and the typical flow of provider spec 1 through @trs/client (create a
// tenancy, add and submit a tenant, the report-ready webhook delivered by the sandbox, the PDF downloaded from the
// event's URL), plus a local refusal before any network call. It prints one JSON line for the test to read.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, InvalidBranchIdError } from '@trs/client';
import { createSandbox } from '@trs/sandbox';
import openapi from '@trs/spec/openapi.json' with { type: 'json' };
import asyncapi from '@trs/spec/asyncapi.json' with { type: 'json' };
import applicantExample from '@trs/spec/examples/rest/Applicant.json' with { type: 'json' };
import applicationExample from '@trs/spec/examples/rest/Application.json' with { type: 'json' };
import createTenantExample from '@trs/spec/examples/rest/CreateTenant.json' with { type: 'json' };
import { validate, type Applicant, type Application, type CreateTenant } from '@trs/validators';
import { createReceiver } from '@trs/webhooks';
import { sqliteStore } from '@trs/webhooks/sqlite';

// The contract's own examples (OpenAPI Example objects).
const application: Application = applicationExample.value;
const createTenant: CreateTenant = createTenantExample.value;
// A JSON import types AddressHistory as an array; the contract wants at least one entry (a non-empty tuple type).
const applicant = applicantExample.value as Applicant;

// The team's receiver: authenticated by the static header, committed to the embedded inbox before its 204 (the store
// from its subpath export).
const folder = await mkdtemp(path.join(os.tmpdir(), 'trs-consumer-inbox-'));
const receiver = createReceiver({
  auth: { values: ['s3cret'] },
  store: sqliteStore({ dir: path.join(folder, 'inbox') }),
});
const reportUrls: string[] = [];
const reportReady = new Promise<string>((resolve) => {
  receiver.on('reportAvailable', (event) => {
    reportUrls.push(String(event.payload.URL));
    resolve(String(event.payload.URL));
  });
});
await receiver.start();
const server = http.createServer(receiver.node);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;

// The sandbox, in three lines, with that receiver as the agent's WebhookAddress.
const sandbox = await createSandbox({ webhook: { urls: receiverUrl, header: { value: 's3cret' } } });
const trs = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });

// The typical sequence of provider spec 1: create tenancy, add tenant, submit tenant, report-ready webhook, PDF.
const branches = await trs.listBranches();
const tenancy = await trs.createTenancy(branches[0]!.Id, application);
const tenant = await trs.addTenant(tenancy, createTenant);
await trs.submitTenant(tenancy, tenant.ReferenceNumber, applicant);
const reportUrl = await reportReady;
const pdf = await trs.downloadFromEventUrl(reportUrl);

// A tenancy reference where a branch id belongs is refused before anything is sent.
const refused = await trs.createTenancy(tenancy as unknown as number, application).then(
  () => 'sent',
  (error: unknown) => (error instanceof InvalidBranchIdError ? error.code : String(error)),
);

// The strict writer: a date that is not a calendar date is named with its field.
const invalid = validate.Applicant({ ...applicant, BirthDay: '1990-02-30' });

await sandbox.close();
await new Promise((resolve) => server.close(resolve));
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
    handledUrl: reportUrl,
  }),
);
