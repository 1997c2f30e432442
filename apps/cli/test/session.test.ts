// Sessions and environments as a shell user has them, against the sandbox: profiles in the config file (base URL
// and user per environment, one token file each, 0600 in 0700 folders), TRS_PROFILE, logout, status (and a token
// retired by another login of the same user, said so, without logging in), a production profile that asks for
// --yes, and the password asked on a terminal without echo.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/index.js';
import { isolatedEnv, runSpawned, type Result } from './support.js';

const PASSWORD = 'Pr0file-pw-91c';
let sandbox: Sandbox;
let env: Record<string, string>;
const outputs: Result[] = [];

async function trs(argv: string[], extra: Record<string, string> = {}): Promise<Result> {
  const result = await runSpawned(argv, { env: { ...env, ...extra } });
  outputs.push(result);
  return result;
}

const logins = (user: string) => sandbox.admin.logins().filter((l) => l.userName === user).length;

beforeAll(async () => {
  sandbox = await createSandbox({
    users: [
      { userName: 'preprod-user', password: PASSWORD },
      { userName: 'prod-user', password: PASSWORD },
    ],
  });
  env = await isolatedEnv();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('profiles', () => {
  it('trs profile set writes the config file 0600; each profile logs in once into a token file of its own', async () => {
    const set = await trs([
      'profile',
      'set',
      'preprod',
      '--base-url',
      sandbox.baseUrl,
      '--user',
      'preprod-user',
      '--default',
    ]);
    expect(set.code).toBe(0);
    expect(
      (
        await trs([
          'profile',
          'set',
          'production',
          '--base-url',
          sandbox.baseUrl,
          '--user',
          'prod-user',
          '--production',
        ])
      ).code,
    ).toBe(0);
    const config = path.join(env.TRS_CONFIG_DIR!, 'config.json');
    expect((await stat(config)).mode & 0o777).toBe(0o600);
    expect((await stat(env.TRS_CONFIG_DIR!)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(config, 'utf8'))).toMatchObject({
      defaultProfile: 'preprod',
      profiles: { preprod: { user: 'preprod-user' }, production: { user: 'prod-user', production: true } },
    });

    // the default profile, then --profile, then TRS_PROFILE: each its user, each its token file
    expect((await trs(['branches'], { TRS_PASSWORD: PASSWORD })).code).toBe(0);
    expect((await trs(['branches', '--profile', 'production'], { TRS_PASSWORD: PASSWORD })).code).toBe(0);
    expect((await trs(['branches'], { TRS_PROFILE: 'production' })).code).toBe(0);
    expect((await trs(['branches'])).code).toBe(0);
    expect([logins('preprod-user'), logins('prod-user')]).toEqual([1, 1]);
    const sessions = path.join(env.TRS_CONFIG_DIR!, 'sessions');
    for (const name of ['preprod', 'production']) {
      const file = path.join(sessions, `profile-${name}.json`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((JSON.parse(await readFile(file, 'utf8')) as { userName: string }).userName).toBe(
        `${name === 'preprod' ? 'preprod' : 'prod'}-user`,
      );
    }
    expect((await stat(sessions)).mode & 0o777).toBe(0o700);
    const list = await trs(['profile', 'list']);
    expect(list.stdout).toMatch(/^\* preprod\tpreprod-user\t/m);
    expect(list.stdout).toMatch(/^ {2}production\tprod-user\t.*\tproduction$/m);
  });

  it('an unknown profile is a usage error naming the known ones', async () => {
    const result = await trs(['branches', '--profile', 'staging']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No profile staging .*known: preprod, production/);
  });

  it('a production profile asks for --yes before a call that changes data, and sends nothing without it', async () => {
    const before = sandbox.admin.state().tenancies.length;
    const refused = await trs([
      'tenancy',
      'create',
      '--branch',
      '42',
      '--example',
      'managedFlat',
      '--profile',
      'production',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Profile production is marked production: .*Add --yes/);
    expect(sandbox.admin.state().tenancies.length).toBe(before);
    const done = await trs([
      'tenancy',
      'create',
      '--branch',
      '42',
      '--example',
      'managedFlat',
      '--profile',
      'production',
      '--yes',
    ]);
    expect(done.code).toBe(0);
    expect(sandbox.admin.state().tenancies.length).toBe(before + 1);
    // reading needs no --yes
    expect((await trs(['tenancy', 'get', done.stdout.trim(), '--profile', 'production'])).code).toBe(0);
  });
});

describe('status and logout', () => {
  it('trs status shows the user, the base URL and the expiry, and says when another login retired the token', async () => {
    const ok = await trs(['status', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject<Record<string, unknown>>({
      profile: 'preprod',
      baseUrl: sandbox.baseUrl,
      user: 'preprod-user',
      token: 'accepted',
      expiresAt: expect.stringMatching(/^\d{4}-/),
    });
    const plain = await trs(['status']);
    expect(plain.stdout).toMatch(/User {8}preprod-user/);
    expect(plain.stdout).toMatch(/Token {7}valid until \d{4}-/);

    sandbox.admin.retireTokens('preprod-user');
    const before = logins('preprod-user');
    const refused = await trs(['status'], { TRS_PASSWORD: PASSWORD });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/refused by the service: it was retired by another login of the same user/);
    expect(logins('preprod-user')).toBe(before);
  });

  it('trs logout removes the token file; status then says none is kept', async () => {
    const out = await trs(['logout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Logged out');
    await expect(stat(path.join(env.TRS_CONFIG_DIR!, 'sessions', 'profile-preprod.json'))).rejects.toThrow();
    expect((await trs(['status'])).stdout).toMatch(/Token {7}none kept/);
  });
});

describe('trs login on a terminal', () => {
  it('asks for the password without echoing it', async () => {
    const stdin = Object.assign(new PassThrough(), {
      isTTY: true,
      rawMode: false,
      setRawMode(mode: boolean) {
        this.rawMode = mode;
      },
    });
    const stdout = Object.assign(new PassThrough(), { isTTY: true });
    const stderr = Object.assign(new PassThrough(), { isTTY: true });
    let err = '';
    let out = '';
    stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (/Password of preprod-user at .*: $/.test(err) && stdin.rawMode) stdin.write(`${PASSWORD}x\u007f\r`);
    });
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const before = logins('preprod-user');
    const code = await run(['login'], {
      stdin,
      stdout,
      stderr,
      env: { ...env, NO_COLOR: '1' },
      cwd: process.cwd(),
      signal: new AbortController().signal,
    });
    expect(code, err).toBe(0);
    expect(out).toContain('Logged in to');
    expect(err).not.toContain(PASSWORD);
    expect(stdin.rawMode).toBe(false);
    expect(logins('preprod-user')).toBe(before + 1);
  });
});

it('the password appears in no output', () => {
  for (const { stdout, stderr } of outputs) expect(stdout + stderr).not.toContain(PASSWORD);
});
