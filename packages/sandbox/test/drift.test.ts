// Drift mode: the sandbox differs from the contract the way a real provider might, only when asked (an option or the
// admin API), and otherwise keeps the contract. Webhooks are seen by a real receiver, as a team's would see them.
import { createClient } from '@trs/client';
import { waitUntil } from '@trs/testkit';
import { validate } from '@trs/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, createSandbox, type DriftOptions, type Sandbox } from '../src/index.js';
import { application, clientFilledTenant, startReceiver, type TestReceiver } from './support.js';

const DRIFT: DriftOptions = {
  extraField: { name: 'LandlordName', value: 'Mr Bartholomew Landlord' },
  undocumentedStatus: {
    operationId: 'cancelTenancy',
    status: 409,
    body: { Code: 'ALREADY_IN_REFERENCING', Detail: 'Referencing has started' },
  },
  documentType: 31,
  renamedField: { message: 'addApplicant', pointer: '/data/applicantRef', to: 'applicantReference' },
};

let sandbox: Sandbox;
let receiver: TestReceiver;

beforeAll(async () => {
  receiver = await startReceiver('drift-test');
  sandbox = await createSandbox({
    referencingDelayMs: null,
    webhook: { urls: receiver.url, header: { value: 'drift-test' } },
  });
});
afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

async function tenancyWithTenant() {
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const reference = await client.createTenancy(42, application());
  const tenant = await client.addTenant(reference, clientFilledTenant());
  return { client, reference, tenantRef: tenant.ReferenceNumber };
}

const applicationAnswer = async (reference: string) => {
  const login = await fetch(`${sandbox.baseUrl}/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
  });
  const token = login.headers.get('token')!;
  return fetch(`${sandbox.baseUrl}/Applications/${reference}`, { headers: { Token: token } });
};

describe('without drift', () => {
  it('keeps the contract: the application record has only its fields, and the state says no drift', async () => {
    const { reference } = await tenancyWithTenant();
    const record = (await (await applicationAnswer(reference)).json()) as Record<string, unknown>;
    expect(record).not.toHaveProperty('LandlordName');
    expect(validate.ApplicationRecord(record).ok).toBe(true);
    expect(sandbox.admin.state().drift).toEqual({});
  });
});

describe('with drift on (admin API)', () => {
  let reference: string;
  let tenantRef: string;
  let client: Awaited<ReturnType<typeof tenancyWithTenant>>['client'];
  beforeAll(async () => {
    const answer = await fetch(`${sandbox.origin}/_sandbox/api/drift`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DRIFT),
    });
    expect(answer.status).toBe(200);
    ({ reference, tenantRef, client } = await tenancyWithTenant());
  });

  it('adds a field the contract does not name to the application record', async () => {
    const record = (await (await applicationAnswer(reference)).json()) as Record<string, unknown>;
    expect(record.LandlordName).toBe('Mr Bartholomew Landlord');
    expect(record.ReferenceNumber).toBe(reference);
  });

  it('answers an undocumented status with an error body of another form, and does not act', async () => {
    const error = await client.cancelTenancy(reference, tenantRef, 'The tenant withdrew').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409 });
    const login = await fetch(`${sandbox.baseUrl}/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
    });
    const answer = await fetch(`${sandbox.baseUrl}/Applications/${reference}/CancelTenancy/${tenantRef}`, {
      method: 'POST',
      headers: { Token: login.headers.get('token')!, 'content-type': 'application/json' },
      body: JSON.stringify('The tenant withdrew'),
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ Code: 'ALREADY_IN_REFERENCING', Detail: 'Referencing has started' });
    expect(sandbox.admin.tenancy(reference).cancellation).toBeNull();
  });

  it('sends a documentType the contract does not list, and a renamed field, to the receiver', async () => {
    sandbox.admin.sendDocument(reference, { documentType: 2 });
    await sandbox.admin.settled();
    const document = await waitUntil(
      () =>
        receiver.handled.find(
          (e) =>
            e.name === 'uploadPartnerDocument' &&
            (e.payload as { applicationRef?: string }).applicationRef === reference,
        ),
      'the receiver to handle uploadPartnerDocument',
    );
    expect((document.payload as { data: { documentType: number } }).data.documentType).toBe(31);
    const added = sandbox.admin.events({ name: 'addApplicant', applicationRef: reference })[0]!;
    const data = added.payload.data as Record<string, unknown>;
    expect(data.applicantReference).toBe(tenantRef);
    expect(data).not.toHaveProperty('applicantRef');
    expect(added.drifts).toEqual(['/data/applicantRef sent as applicantReference']);
    const logged = sandbox.admin.events({ name: 'uploadPartnerDocument', applicationRef: reference })[0]!;
    expect(logged.drifts).toEqual(['documentType 31']);
  });

  it('stops when the drift is set to null, and says so in the state', async () => {
    const answer = await fetch(`${sandbox.origin}/_sandbox/api/drift`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: 'null',
    });
    expect(answer.status).toBe(200);
    expect(sandbox.admin.state().drift).toEqual({});
    const record = (await (await applicationAnswer(reference)).json()) as Record<string, unknown>;
    expect(record).not.toHaveProperty('LandlordName');
  });
});

describe('a drift that cannot be', () => {
  it('is a 400 from the admin API naming the field, and changes nothing', async () => {
    const answer = await fetch(`${sandbox.origin}/_sandbox/api/drift`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ undocumentedStatus: { operationId: 'noSuchOperation', status: 409 } }),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('drift.undocumentedStatus.operationId');
    expect(sandbox.admin.state().drift).toEqual({});
  });

  it('is a ConfigError naming drift, as an option', async () => {
    await expect(
      createSandbox({ drift: { renamedField: { message: 'addApplicant', pointer: 'x', to: 'y' } } as never }),
    ).rejects.toThrow(ConfigError);
    await expect(createSandbox({ drift: { colour: 'red' } as never })).rejects.toThrow(/drift\.colour is not a drift/);
  });

  it('as an option, is in force from the start', async () => {
    const drifting = await createSandbox({ referencingDelayMs: null, drift: { extraField: DRIFT.extraField! } });
    try {
      expect(drifting.admin.state().drift).toEqual({ extraField: DRIFT.extraField });
    } finally {
      await drifting.close();
    }
  });
});
