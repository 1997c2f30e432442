// The capture proxy in front of a real provider (the sandbox), and in front of the sandbox in drift mode (it differs
// from the contract as a real provider might): answers reach the caller unchanged, recordings hold shapes only, and the findings name the drift.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir, waitUntil } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { openapiPath, readHar, startCaptureProxy, type CaptureProxy } from '../src/index.js';
import { leakedSecrets, SECRETS } from './support.js';
import { LANDLORD_NAME, recordDriftingSandbox, type DriftRun } from './drifting-sandbox.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

let sandbox: Sandbox;
let proxy: CaptureProxy;
let folder: string;
const password = 'sandbox-password-7731';

beforeAll(async () => {
  folder = await tempDir('trs-capture-');
  sandbox = await createSandbox({
    referencingDelayMs: 0,
    users: [{ userName: SECRETS.email, password }],
  });
  proxy = await startCaptureProxy({ upstream: sandbox.baseUrl, recordTo: path.join(folder, 'sandbox') });
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token ? { Token: token } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return response;
}

describe('the capture proxy in front of the sandbox', () => {
  let token: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    const base = proxy.baseUrl;
    const login = await call('POST', `${base}/Authenticate`, null, { UserName: SECRETS.email, Password: password });
    token = login.headers.get('token')!;
    const branches = (await (await call('GET', `${base}/Branches`, token)).json()) as { Id: number }[];
    const tenancy = (await (
      await call('POST', `${base}/Applications/${branches[0]!.Id}`, token, {
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
      })
    ).json()) as string;
    const person = {
      Title: 3,
      FirstName: SECRETS.firstName,
      LastName: SECRETS.lastName,
      EmailAddress: SECRETS.email,
      ReportType: 1,
      IsApplicantFillingTheForm: false,
    };
    const tenant = (await (await call('POST', `${base}/Applications/${tenancy}/Tenants`, token, person)).json()) as {
      ReferenceNumber: string;
    };
    const submitted = await call('POST', `${base}/Applications/${tenancy}/Tenants/${tenant.ReferenceNumber}`, token, {
      ...person,
      BestPhoneNumber: SECRETS.phone,
      BirthDay: SECRETS.birthDay,
      Nationality: 'British',
      MaritalStatus: 7,
      HasInsuranceNo: true,
      InsuranceNo: SECRETS.insuranceNo,
      AddressHistory: [
        { DateMovedIn: '2020-01-01', LivingStatus: 1, Address: { Postcode: SECRETS.postcode, Street: SECRETS.street } },
      ],
      SignedConsent: { DeliveryMethod: 1 },
    });
    expect(submitted.status).toBe(200);
    const reports = await waitUntil(async () => {
      const list = (await (await call('GET', `${base}/Applications/${tenancy}/Reports`, token)).json()) as number[];
      return list.length > 0 && list;
    }, 'a report');
    pdf = new Uint8Array(
      await (await call('GET', `${base}/Applications/${tenancy}/Reports/${reports[0]}`, token)).arrayBuffer(),
    );
    await proxy.flushed();
  });

  it('answers the caller with the upstream answers, unchanged (the token works, the PDF is whole)', async () => {
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const direct = new Uint8Array(
      await (await fetch(`${sandbox.baseUrl}/Branches`, { headers: { Token: token } })).arrayBuffer(),
    );
    const proxied = new Uint8Array(
      await (await fetch(`${proxy.baseUrl}/Branches`, { headers: { Token: token } })).arrayBuffer(),
    );
    expect(proxied).toEqual(direct);
  });

  it('finds nothing where the provider keeps the contract', () => {
    expect(proxy.observations.length).toBeGreaterThanOrEqual(7);
    expect(proxy.observations.flatMap((o) => o.findings)).toEqual([]);
    expect(proxy.observations.map((o) => o.location.operationId)).toEqual(
      expect.arrayContaining([
        'authenticate',
        'listBranches',
        'createTenancy',
        'addTenant',
        'submitTenant',
        'listReports',
        'downloadReport',
      ]),
    );
  });

  it('records no token, password, personal value or document', async () => {
    await proxy.flushed();
    const leaks = await leakedSecrets(path.join(folder, 'sandbox'), {
      ...SECRETS,
      token,
      password,
      pdfHead: Buffer.from(pdf.subarray(0, 40)).toString('latin1'),
    });
    expect(leaks).toEqual([]);
    const entries = await readHar(proxy.harFile);
    expect(entries.length).toBe(proxy.observations.length);
    const login = entries[0]!;
    expect(JSON.parse(login.request.postData!.text)).toEqual({
      UserName: { $shape: { type: 'string', length: SECRETS.email.length, format: 'email' } },
      Password: { $shape: { type: 'string', length: password.length, format: 'text' } },
    });
  });

  it('writes a HAR that redocly drift reads, every exchange matched to an operation', async () => {
    const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const { stdout } = await run(
      process.execPath,
      [redocly, 'drift', proxy.harFile, '--api', openapiPath(), '--match-mode', 'basepath', '--format', 'json'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' }, maxBuffer: 16 << 20 },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const result = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      run: { totalExchanges: number; undocumentedExchanges: number };
    };
    expect(result.run.totalExchanges).toBe(proxy.observations.length);
    expect(result.run.undocumentedExchanges).toBe(0);
  }, 300_000);
});

describe('the capture proxy in front of the sandbox in drift mode', () => {
  let run: DriftRun;
  beforeAll(async () => {
    run = await recordDriftingSandbox(path.join(folder, 'drift'));
  }, 600_000);

  it('finds exactly the drift of the API: the extra field, the undocumented status with its error body', () => {
    const findings = run.observations
      .filter((o) => o.location.document === 'openapi')
      .flatMap((o) => o.findings.map((f) => ({ at: o.location.operationId, ...f })));
    expect(findings).toEqual([
      { at: 'getApplication', kind: 'unknown-field', pointer: '/LandlordName', schema: { type: 'string' } },
      {
        at: 'cancelTenancy',
        kind: 'undocumented-status',
        status: 409,
        contentType: 'application/json; charset=utf-8',
        schema: { type: 'object', properties: { Code: { type: 'string' }, Detail: { type: 'string' } } },
      },
    ]);
  });

  it('passes the drifting answers on as they were', () => {
    expect(run.answers).toMatchObject({ createTenancy: 200, addTenant: 200, getApplication: 200, cancelTenancy: 409 });
    expect(run.landlordNameSeen).toBe(LANDLORD_NAME);
  });

  it('keeps the personal value of the unknown field, and every secret sent, out of the recording', async () => {
    const { presignedUrl: _never, fileData: _none, ...sent } = SECRETS;
    expect(await leakedSecrets(path.join(folder, 'drift'), { ...sent, landlord: LANDLORD_NAME })).toEqual([]);
  });
});
