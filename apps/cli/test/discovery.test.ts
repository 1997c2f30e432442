// Learning from a real environment from the shell: `trs proxy` in front of the sandbox in drift mode records a
// session as shapes only, `trs gaps report` names the drift and writes the patch into a copy of spec/, and
// `trs verify` runs the contract's workflows against the sandbox, refusing a production environment without
// --yes-production before any call.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@trs/client';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { repoRoot, tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess, startInProcess } from './support.js';

let sandbox: Sandbox;
let folder: string;
const LANDLORD = 'Mr Bartholomew Ignatius Landlord';

beforeAll(async () => {
  folder = await tempDir('trs-cli-discovery-');
  sandbox = await createSandbox({
    referencingDelayMs: 0,
    drift: { extraField: { name: 'LandlordName', value: LANDLORD } },
  });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('trs proxy, then trs gaps report', () => {
  const recordings = () => path.join(folder, 'recordings');

  beforeAll(async () => {
    const stop = new AbortController();
    const proxy = startInProcess(['proxy', '--upstream', sandbox.baseUrl, '--record-to', recordings()], {
      env: await isolatedEnv(),
      signal: stop.signal,
    });
    const [, baseUrl] = await proxy.waitFor(/use (http:\/\/127\.0\.0\.1:\d+\/v2) as the base URL/);
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
    // One line per gap, place and finding, not the whole report on one line.
    expect(report.stdout).toMatch(/^Gaps and assumptions: \d+ CONTRADICTED, /m);
    expect(report.stdout).toMatch(/^ +1× getApplication 200: unknown field \/LandlordName: \{"type":"string"\}$/m);

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

describe('what the learning commands say when something is wrong', () => {
  it('trs gaps report on a malformed recording names the file, with no TypeError', async () => {
    const bad = path.join(folder, 'malformed');
    await mkdir(bad, { recursive: true });
    await writeFile(path.join(bad, 'webhooks.ndjson'), '{"location":null,"findings":[{}]}\n');
    const result = await runInProcess(['gaps', 'report', bad], { env: await isolatedEnv() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(bad, 'webhooks.ndjson')} (line 1)`);
    expect(result.stderr).toContain('(TRS_INVALID_RECORDING)');
    expect(result.stderr).not.toMatch(/TypeError|Cannot read|undefined/);
  });

  it('trs verify where nothing answers says so, with no "Invalid URL"', async () => {
    const result = await runInProcess(
      ['verify', '--base-url', 'http://127.0.0.1:9/v2', '--user', 'u', '--workflow', 'typicalSequence'],
      { env: await isolatedEnv({ TRS_PASSWORD: 'pw-x1' }) },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing answered at http://127.0.0.1:9: is the service running there?');
    expect(result.stderr).not.toContain('Invalid URL');
  }, 600_000);

  it('--password on the command line gets a warning that suggests the environment, standard input or the prompt', async () => {
    const argv = ['verify', '--base-url', 'https://partner-api.referencing.invalid/v2', '--user', 'u', '--production'];
    const flagged = await runInProcess([...argv, '--password', 'pw-on-the-line'], { env: await isolatedEnv() });
    expect(flagged.stderr).toMatch(/warning: --password leaves the password in your shell history/);
    expect(flagged.stderr).toMatch(/TRS_PASSWORD[\s\S]*--password-stdin[\s\S]*asked on a terminal/);
    expect(flagged.stderr).not.toContain('pw-on-the-line');
    const quiet = await runInProcess(argv, { env: await isolatedEnv({ TRS_PASSWORD: 'pw-env' }) });
    expect(quiet.stderr).not.toContain('warning: --password');
  });

  it("trs verify's help puts no password on a command line", async () => {
    const help = (await runInProcess(['verify', '--help'])).stdout;
    const examples = help.slice(help.indexOf('Example'));
    expect(examples).toContain('trs verify');
    expect(examples).not.toMatch(/TRS_PASSWORD=|--password [^-\s]|--password=/);
  });
});
