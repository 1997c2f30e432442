// A deprecated notification carries only the applicant reference, ReferenceNo (provider spec 2.1 rule 2), end to end
// through the sandbox: the client adds a tenant and its journal records the applicant with its tenancy; the sandbox
// sends the notification; the receiver, given the same journal, hands the handler the tenancy. An applicant the journal
// does not know is said plainly, and the delivery is still acknowledged and handled.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { openJournal, type Journal } from '@trs/journal';
import type { Sandbox } from '@trs/sandbox';
import { createReceiver, type ApplicantTenancy, type Receiver, type WebhookEvent } from '@trs/webhooks';
import { memoryStore } from '@trs/webhooks/memory';
import { tempDir, waitUntil } from '@trs/testkit';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { application, clientOf, createTenant, startSandbox } from './support.js';

interface Handled {
  event: WebhookEvent<'deprecatedNotification'>;
  tenancy: ApplicantTenancy | null;
}

let folder: string;
let journal: Journal;
let receiver: Receiver;
let server: http.Server;
let url: string;
let sandbox: Sandbox | undefined;
let handled: Handled[];

async function serve(options: { journal?: Journal }) {
  handled = [];
  receiver = createReceiver({
    auth: { values: ['s3cret'] },
    store: memoryStore(),
    ...options,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  receiver.on('deprecatedNotification', (event, ctx) => void handled.push({ event, tenancy: ctx.applicantTenancy }));
  await receiver.start();
  server = http.createServer(receiver.node);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
}

beforeEach(async () => {
  folder = await tempDir('trs-deprecated-notification-');
  journal = await openJournal({ dir: path.join(folder, 'journal') });
});

afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  await receiver.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await journal.close();
});

it('the client adds a tenant, the sandbox sends ReferenceNo only, and the handler is given the tenancy from the journal', async () => {
  await serve({ journal });
  // No webhook yet: the applicant reaches the journal only through the client, not through an addApplicant webhook.
  sandbox = await startSandbox();
  const trs = clientOf(sandbox, { journal });
  const tenancy = await trs.createTenancy(42, application());
  const tenant = await trs.addTenant(tenancy, createTenant());
  expect(await journal.references({ kind: 'applicant' })).toMatchObject([
    { applicant: tenant.ReferenceNumber, tenancy, source: 'client' },
  ]);

  sandbox.admin.configureWebhook({ urls: url, header: { value: 's3cret' } });
  sandbox.admin.sendDeprecatedNotification(tenancy, tenant.ReferenceNumber);
  await waitUntil(() => handled.length === 1, 'the deprecated notification to be handled');

  const [{ event, tenancy: given }] = handled as [Handled];
  expect(Object.keys(event.payload).sort()).toEqual(['CreationDate', 'ReferenceNo']);
  expect(event.payload.ReferenceNo).toBe(tenant.ReferenceNumber);
  expect(given).toEqual({ known: true, applicant: tenant.ReferenceNumber, applicationRef: tenancy });
  await sandbox.admin.settled();
  expect(sandbox.admin.events({ name: 'deprecatedNotification' })).toMatchObject([{ status: 'sent' }]);
});

it('an applicant the journal does not know: acknowledged, handled, and the handler told so plainly', async () => {
  await serve({ journal });
  sandbox = await startSandbox({ webhook: { urls: url, header: { value: 's3cret' } } });
  sandbox.admin.sendEvent('deprecatedNotification', {
    ReferenceNo: 'ABC0009999',
    CreationDate: '2026-11-18T09:30:00Z',
  });
  await waitUntil(() => handled.length === 1, 'the deprecated notification to be handled');

  expect(handled[0]!.tenancy).toMatchObject({
    known: false,
    applicant: 'ABC0009999',
    applicationRef: null,
    reason: 'not-in-journal',
    message: expect.stringMatching(/journal does not know the applicant/) as unknown,
  });
  await sandbox.admin.settled();
  expect(sandbox.admin.events({ name: 'deprecatedNotification' })).toMatchObject([{ status: 'sent' }]);
});

it('a receiver without a journal hands the handler the notification and says it has no journal', async () => {
  await serve({});
  sandbox = await startSandbox({ webhook: { urls: url, header: { value: 's3cret' } } });
  const trs = clientOf(sandbox);
  const tenancy = await trs.createTenancy(42, application());
  const tenant = await trs.addTenant(tenancy, createTenant());
  sandbox.admin.sendDeprecatedNotification(tenancy, tenant.ReferenceNumber);
  await waitUntil(() => handled.length === 1, 'the deprecated notification to be handled');

  expect(handled[0]!.tenancy).toMatchObject({
    known: false,
    applicant: tenant.ReferenceNumber,
    reason: 'no-journal',
    message: expect.stringMatching(/createReceiver\(\{ journal \}\)/) as unknown,
  });
});
