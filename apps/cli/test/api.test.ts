// The API commands as a shell user runs them (spawned), against the sandbox: the typical sequence, data on stdout
// (plain and --json), one login shared by every invocation through the token file (0600), the password never
// printed, and bad input refused before anything is sent.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { isolatedEnv, runInProcess, runSpawned, type Result } from './support.js';

const PASSWORD = 'pw-Sh3ll-Only-7f3a9';
let sandbox: Sandbox;
let env: Record<string, string>;
let work: string;
const outputs: Result[] = [];

async function trs(argv: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<Result> {
  const result = await runSpawned(argv, {
    env: { ...env, ...options.env },
    cwd: work,
    ...(options.stdin !== undefined ? { stdin: options.stdin } : {}),
  });
  outputs.push(result);
  return result;
}

beforeAll(async () => {
  sandbox = await createSandbox({
    users: [
      { userName: 'shell-user', password: PASSWORD },
      { userName: 'sandbox', password: 'sandbox' },
    ],
    referencingDelayMs: 200,
  });
  env = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'shell-user', TRS_PASSWORD: PASSWORD });
  work = path.dirname(env.TRS_CONFIG_DIR!);
  const { requests } = contract();
  await writeFile(path.join(work, 'application.json'), JSON.stringify(requests.createTenancy));
  await writeFile(
    path.join(work, 'tenant.json'),
    JSON.stringify({ ...(requests.addTenant as object), IsApplicantFillingTheForm: false }),
  );
  await writeFile(path.join(work, 'applicant.json'), JSON.stringify(requests.submitTenant));
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the typical sequence from the shell', () => {
  let ref: string;
  let tenant: string;

  it('trs login logs in once and keeps the token in a file only the user can read', async () => {
    const { code, stdout } = await trs(['login']);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`Logged in to ${sandbox.baseUrl.replace(/[.]/g, '\\.')} as shell-user`));
    const file = stdout.match(/kept in (\S+)$/m)![1]!;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    expect(stored).toMatchObject<Record<string, unknown>>({
      baseUrl: sandbox.baseUrl,
      userName: 'shell-user',
      token: expect.any(String),
    });
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    expect(sandbox.admin.logins().filter((l) => l.userName === 'shell-user')).toHaveLength(1);
  });

  it('trs branches prints the branch ids; --json the records', async () => {
    const plain = await trs(['branches']);
    expect(plain.code).toBe(0);
    expect(plain.stdout.trim().split('\n')).toEqual(['42', '57']);
    const json = await trs(['branches', '--json']);
    expect(JSON.parse(json.stdout)).toEqual([{ Id: 42 }, { Id: 57 }]);
  });

  it('trs tenancy create prints the reference alone, from a file', async () => {
    const { code, stdout, stderr } = await trs(['tenancy', 'create', '--branch', '42', 'application.json']);
    expect(code).toBe(0);
    ref = stdout.trim();
    expect(ref).toMatch(/^\d{7}$/);
    expect(stderr).toContain('store this reference');
  });

  it('trs tenant add reads the tenant from standard input and prints its reference', async () => {
    const body = await readFile(path.join(work, 'tenant.json'), 'utf8');
    const { code, stdout } = await trs(['tenant', 'add', ref, '-'], { stdin: body });
    expect(code).toBe(0);
    tenant = stdout.trim();
    expect(tenant).toMatch(/^SBX\d{7}$/);
    expect(sandbox.admin.tenancy(ref).applicants[0]).toMatchObject({ reference: tenant, status: 'Created' });
  });

  it('trs tenant submit starts referencing', async () => {
    // the answer has no body: --json prints it as it is, nothing
    const { code, stdout } = await trs(['tenant', 'submit', ref, tenant, 'applicant.json', '--json']);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    await sandbox.admin.waitForEvent((e) => e.name === 'reportAvailable' && e.applicationRef === ref);
  });

  it('trs reports list and trs report download give the PDF', async () => {
    const list = await trs(['reports', 'list', ref]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('1\tElite');
    expect(list.stdout).toContain('7\tSummary');
    const download = await trs(['report', 'download', ref, '1', '-o', 'elite.pdf']);
    expect(download.code).toBe(0);
    expect(download.stdout.trim()).toBe(path.join(work, 'elite.pdf'));
    expect((await readFile(path.join(work, 'elite.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('trs tenancy get and trs notes show the tenancy', async () => {
    const get = await trs(['tenancy', 'get', ref, '--json']);
    expect(get.code).toBe(0);
    expect(JSON.parse(get.stdout)).toMatchObject({ ReferenceNumber: ref, ExternalReference: 'CRM-TEN-88213' });
    const plain = await trs(['tenancy', 'get', ref]);
    expect(plain.stdout).toContain('HowWillTheProperyBeManaged: 3');
    sandbox.admin.addNote(ref, { content: 'Called the landlord', author: 'Agent' });
    const notes = await trs(['notes', ref, '--json']);
    expect(notes.code).toBe(0);
    expect(JSON.stringify(JSON.parse(notes.stdout))).toContain('Called the landlord');
  });

  it('every invocation above shared the one login (no token retired)', () => {
    const logins = sandbox.admin.logins().filter((l) => l.userName === 'shell-user');
    expect(logins).toHaveLength(1);
  });
});

describe('the token file', () => {
  it('two invocations in a fresh config folder log in once (checked on the sandbox)', async () => {
    const fresh = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    const before = sandbox.admin.logins().filter((l) => l.userName === 'sandbox').length;
    expect((await runSpawned(['branches'], { env: fresh })).code).toBe(0);
    expect((await runSpawned(['branches'], { env: fresh })).code).toBe(0);
    expect(sandbox.admin.logins().filter((l) => l.userName === 'sandbox').length).toBe(before + 1);
  });

  it('a retired token is replaced by one new login, and the file follows', async () => {
    const fresh = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    expect((await runSpawned(['branches'], { env: fresh })).code).toBe(0);
    sandbox.admin.retireTokens('sandbox');
    const before = sandbox.admin.logins().length;
    expect((await runSpawned(['branches'], { env: fresh })).code).toBe(0);
    expect((await runSpawned(['branches'], { env: fresh })).code).toBe(0);
    expect(sandbox.admin.logins().length).toBe(before + 1);
  });

  it('without a password, a kept token still works and a needed login says what to set', async () => {
    const fresh = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox' });
    const refused = await runSpawned(['branches'], { env: fresh });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/no password was given: set TRS_PASSWORD, or pass --password-stdin/);
    expect((await runSpawned(['login', '--password-stdin'], { env: fresh, stdin: 'sandbox\n' })).code).toBe(0);
    expect((await runSpawned(['branches'], { env: fresh })).code).toBe(0);
  });
});

describe('in-process', () => {
  it('runs the same sequence through run() with captured streams', async () => {
    const local = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    const inProcess = (argv: string[], stdin?: string) =>
      runInProcess(argv, { env: local, cwd: work, ...(stdin !== undefined ? { stdin } : {}) });
    expect((await inProcess(['login', '--json'])).code).toBe(0);
    const ref = (
      await inProcess(['tenancy', 'create', '--branch', '57', '-'], JSON.stringify(contract().requests.createTenancy))
    ).stdout.trim();
    expect(ref).toMatch(/^\d{7}$/);
    const added = await inProcess(['tenant', 'add', ref, 'tenant.json', '--json']);
    const tenant = (JSON.parse(added.stdout) as { ReferenceNumber: string }).ReferenceNumber;
    expect((await inProcess(['tenant', 'submit', ref, tenant, 'applicant.json'])).stdout).toContain(
      `Submitted tenant ${tenant}`,
    );
    sandbox.admin.completeReferencing(ref);
    expect(JSON.parse((await inProcess(['reports', 'list', ref, '--json'])).stdout)).toEqual(
      expect.arrayContaining([1, 7]),
    );
    const download = await inProcess(['report', 'download', ref, '7', '--json']);
    expect(JSON.parse(download.stdout)).toMatchObject({
      file: path.join(work, `${ref}-7.pdf`),
      contentType: 'application/pdf',
    });
    expect((await inProcess(['tenancy', 'get', ref])).stdout).toContain(`ReferenceNumber: ${ref}`);
    expect((await inProcess(['notes', ref])).code).toBe(0);
    expect((await inProcess(['branches'])).stdout.trim().split('\n')).toEqual(['42', '57']);
  });
});

describe('mistakes', () => {
  it('an Application that breaks the contract is refused with the field named, before anything is sent', async () => {
    const before = sandbox.admin.state().tenancies.length;
    const logins = sandbox.admin.logins().length;
    const { code, stderr } = await trs(['tenancy', 'create', '--branch', '42', '-'], {
      stdin: JSON.stringify({ ...(contract().requests.createTenancy as object), HowWillThePropertyBeManaged: 3 }),
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/HowWillThePropertyBeManaged/);
    expect(stderr).toContain('TRS_VALIDATION_FAILED');
    expect(sandbox.admin.state().tenancies.length).toBe(before);
    expect(sandbox.admin.logins().length).toBe(logins);
  });

  it('a tenancy reference given as --branch is a usage error', async () => {
    const { code, stderr } = await trs(['tenancy', 'create', '--branch', '0000001', 'application.json']);
    expect(code).toBe(2);
    expect(stderr).toContain('looks like a tenancy reference');
  });

  it('a file that is not there or not JSON is named', async () => {
    const missing = await trs(['tenant', 'add', '0000001', 'nowhere.json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read the CreateTenant from nowhere.json: no such file');
    const broken = await trs(['tenant', 'add', '0000001', '-'], { stdin: '{"FirstName":' });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('is not JSON');
  });

  it('no base URL is a usage error that says where to find one', async () => {
    const { code, stderr } = await runInProcess(['branches'], { env: { TRS_USER: 'x', TRS_PASSWORD: 'y' } });
    expect(code).toBe(2);
    expect(stderr).toContain('pass --base-url or set TRS_BASE_URL');
  });

  it('a refused login says so without the password', async () => {
    const fresh = await isolatedEnv({
      TRS_BASE_URL: sandbox.baseUrl,
      TRS_USER: 'shell-user',
      TRS_PASSWORD: `${PASSWORD}-wrong`,
    });
    const result = await runSpawned(['login'], { env: fresh });
    outputs.push(result);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('TRS_AUTH_FAILED');
    const flag = await runSpawned(['branches', '--password', `${PASSWORD}-flag`], {
      env: { ...fresh, TRS_PASSWORD: '' },
    });
    outputs.push(flag);
    expect(flag.code).toBe(1);
  });

  it('the password appears in no output of any of these commands', () => {
    expect(outputs.length).toBeGreaterThan(10);
    for (const { stdout, stderr } of outputs) {
      expect(stdout).not.toContain(PASSWORD);
      expect(stderr).not.toContain(PASSWORD);
    }
  });
});
