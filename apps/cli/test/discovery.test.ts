// Learning from a real environment from the shell: `trs proxy` in front of the sandbox in drift mode records a
// session as shapes only, `trs gaps report` names the drift and writes the patch into a copy of spec/, and
// `trs verify` runs the contract's workflows against the sandbox, refusing a production environment without
// --yes-production before any call.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@trs/client';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { repoRoot } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess, startInProcess } from './support.js';

let sandbox: Sandbox;
let folder: string;
const LANDLORD = 'Mr Bartholomew Ignatius Landlord';

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'trs-cli-discovery-'));
  sandbox = await createSandbox({
    referencingDelayMs: 0,
    drift: { extraField: { name: 'LandlordName', value: LANDLORD } },
  });
});
afterAll(async () => {
  await sandbox?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('trs proxy, then trs gaps report', () => {
  const recordings = () => path.join(folder, 'recordings');

  beforeAll(async () => {
    const stop = new AbortController();
    const proxy = startInProcess(['proxy', '--upstream', sandbox.baseUrl, '--record-to', recordings()], {
      env: await isolatedEnv(),
      signal: stop.signal,
    });
    const [, baseUrl] = await proxy.waitFor(/use (http:\/\/127\.0\.0\.1:\d+\/v2) as the base URL/, 300_000);
    const client = createClient({ baseUrl: baseUrl!, credentials: sandbox.credentials });
    const reference = await client.createTenancy(42, {
      RentalDetails: {
        MonthlyRent: 900,
        TenancyTerm: 12,
        TenancyStartDate: '2027-03-01',
        HowWillTheProperyBeManaged: 3,
        RentalFrequency: 1,
      },
      PropertyInformation: { NumberOfBedrooms: 1, Address: { Postcode: 'S10 2TN', Street: 'Wharncliffe Gardens' } },
      ReferenceRequired: true,
    });
    const record = (await client.getApplication(reference)) as unknown as { LandlordName?: string };
    expect(record.LandlordName).toBe(LANDLORD);
    stop.abort();
    const result = await proxy.result;
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/Stopped: \d+ exchanges recorded, 1 findings\. Next: trs gaps report/);
  }, 600_000);

  it('the recording holds shapes, never the drifting personal value or the password', async () => {
    const har = await readFile(path.join(recordings(), 'exchanges.har'), 'utf8');
    expect(har).toContain('getApplication');
    expect(har).not.toContain(LANDLORD);
    expect(har).not.toContain(`"${sandbox.credentials.password}"`);
  });

  it('the report names the drift, and --patch writes it into a copy of spec/', async () => {
    const report = await runInProcess(['gaps', 'report', recordings()], { env: await isolatedEnv() });
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/^Gaps report: \d+ exchanges and webhooks observed\./m);
    expect(report.stdout).toMatch(/LandlordName/);
    expect(report.stdout).not.toContain(LANDLORD);

    const spec = path.join(folder, 'spec');
    for (const part of ['openapi', 'asyncapi', 'schemas', 'examples'])
      await cp(path.join(repoRoot, 'spec', part), path.join(spec, part), { recursive: true });
    const patched = await runInProcess(['gaps', 'report', recordings(), '--patch', spec, '--json'], {
      env: await isolatedEnv(),
    });
    expect(patched.code).toBe(0);
    const json = JSON.parse(patched.stdout) as { patch: { changes: unknown } };
    expect(json.patch.changes).toEqual([
      { file: 'schemas/ApplicationRecord.yaml', change: 'property LandlordName added ({"type":"string"})' },
    ]);
    expect(await readFile(path.join(spec, 'schemas', 'ApplicationRecord.yaml'), 'utf8')).toContain('LandlordName');
  }, 300_000);

  it('a folder that does not exist is a usage error (exit 2) naming it', async () => {
    const missing = path.join(folder, 'nowhere');
    const result = await runInProcess(['gaps', 'report', missing], { env: await isolatedEnv() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(missing);
  });
});

describe('trs verify', () => {
  it("runs the contract's workflows against the profile's environment and says which steps and checks held", async () => {
    const env = await isolatedEnv({ TRS_PASSWORD: 'sandbox' });
    const set = await runInProcess(['profile', 'set', 'local', '--base-url', sandbox.baseUrl, '--user', 'sandbox'], {
      env,
    });
    expect(set.code).toBe(0);
    const result = await runInProcess(['verify', '--profile', 'local', '--workflow', 'typicalSequence'], { env });
    expect(result.stderr).toContain('this login retires its other tokens');
    expect(result.stdout).toMatch(/^held {2}typicalSequence$/m);
    expect(result.stdout).toMatch(/^ {2}ok {3}downloadReport \(200\): \d+\/\d+ checks held$/m);
    expect(result.code).toBe(0);
  }, 600_000);

  it('refuses an environment marked production without --yes-production, before any call', async () => {
    const result = await runInProcess(
      ['verify', '--base-url', 'https://partner-api.referencing.invalid/v2', '--user', 'u', '--production'],
      { env: await isolatedEnv({ TRS_PASSWORD: 'p' }) },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/marked production[\s\S]*--yes-production/);
  });

  it('refuses a profile marked production without --yes-production, before any call', async () => {
    const env = await isolatedEnv({ TRS_PASSWORD: 'p' });
    const set = await runInProcess(
      [
        'profile',
        'set',
        'live',
        '--base-url',
        'https://partner-api.referencing.invalid/v2',
        '--user',
        'u',
        '--production',
      ],
      { env },
    );
    expect(set.code).toBe(0);
    const result = await runInProcess(['verify', '--profile', 'live'], { env });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/production \(profile live\)[\s\S]*--yes-production/);
  });
});
