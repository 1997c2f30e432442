// The sandbox in drift mode, differing from the contract the way a real provider might (issue: an extra field in the
// application record, an undocumented status with another error body, a new documentType in a webhook, a renamed
// field), met as a team meets pre-production: its API through the capture proxy, its webhooks through a real
// @trs/webhooks receiver whose observe option records them. Everything lands in one folder.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@trs/client';
import { createSandbox, type DriftOptions } from '@trs/sandbox';
import { createReceiver } from '@trs/webhooks';
import { memoryStore } from '@trs/webhooks/memory';
import {
  createWebhookObserver,
  readRecordings,
  startCaptureProxy,
  type KnownContract,
  type Observation,
} from '../src/index.js';
import { SECRETS } from './support.js';

export const LANDLORD_NAME = 'Mr Bartholomew Ignatius Landlord';

export const DRIFT: DriftOptions = {
  extraField: { name: 'LandlordName', value: LANDLORD_NAME },
  undocumentedStatus: {
    operationId: 'cancelTenancy',
    status: 409,
    body: { Code: 'ALREADY_IN_REFERENCING', Detail: 'Referencing has started for this tenancy' },
  },
  documentType: 31,
  renamedField: { message: 'addApplicant', pointer: '/data/applicantRef', to: 'applicantReference' },
};

export interface DriftRun {
  observations: Observation[];
  /** The statuses the caller received through the proxy, by operation. */
  answers: Record<string, number>;
  /** The last name the caller read in the extra field (the proxy passed the answer on as it was). */
  landlordNameSeen: unknown;
}

/** One run of a team's calls against the drifting sandbox, recorded into `dir` (against `known`, if given). */
export async function recordDriftingSandbox(dir: string, known?: KnownContract): Promise<DriftRun> {
  const contract = known ? { contract: known } : {};
  const receiver = createReceiver({
    auth: { values: [SECRETS.staticHeader] },
    store: memoryStore(),
    observe: createWebhookObserver({ recordTo: dir, ...contract }),
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  await receiver.start();
  const server = http.createServer(receiver.node);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sandbox = await createSandbox({
    referencingDelayMs: null,
    users: [{ userName: SECRETS.email, password: SECRETS.password }],
    webhook: {
      urls: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
      header: { value: SECRETS.staticHeader },
    },
    drift: DRIFT,
  });
  const proxy = await startCaptureProxy({ upstream: sandbox.baseUrl, recordTo: dir, ...contract });
  try {
    const answers: Record<string, number> = {};
    const client = createClient({
      baseUrl: proxy.baseUrl,
      credentials: { userName: SECRETS.email, password: SECRETS.password },
      hooks: {
        onResponse({ operationId, status }) {
          if (operationId && status !== null) answers[operationId] = status;
        },
      },
    });
    const tenancy = await client.createTenancy(42, {
      RentalDetails: {
        MonthlyRent: 900,
        TenancyTerm: 12,
        TenancyStartDate: '2027-03-01',
        HowWillTheProperyBeManaged: 3,
        RentalFrequency: 1,
      },
      PropertyInformation: {
        NumberOfBedrooms: 1,
        Address: { Postcode: SECRETS.postcode, Street: SECRETS.street, Town: 'Sheffield' },
      },
      ReferenceRequired: true,
    });
    const tenant = await client.addTenant(tenancy, {
      Title: 3,
      FirstName: SECRETS.firstName,
      LastName: SECRETS.lastName,
      EmailAddress: SECRETS.email,
      ReportType: 1,
      IsApplicantFillingTheForm: false,
    });
    const record = (await client.getApplication(tenancy)) as unknown as Record<string, unknown>;
    const cancelled = await client
      .cancelTenancy(tenancy, tenant.ReferenceNumber, 'The tenant withdrew')
      .catch((error: { status?: number }) => error);
    if (!(cancelled instanceof Error)) throw new Error('cancelTenancy was to answer the drifting 409');
    sandbox.admin.sendDocument(tenancy, { documentType: 2 });
    await sandbox.admin.settled();
    await receiver.inbox.drain({ timeoutMs: 300_000 });
    await proxy.flushed();
    return { observations: await readRecordings(dir), answers, landlordNameSeen: record.LandlordName };
  } finally {
    await proxy.close();
    await sandbox.close();
    await receiver.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
