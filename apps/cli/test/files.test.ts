// What trs writes to disk holds secrets or personal data, so it is the user's only, whatever the umask: report PDFs
// (trs report download, trs demo) and .env (trs init receiver) are 0600; a path that is a symbolic link is never
// written through, and an existing file is replaced only with --force; a --store value cannot add lines to .env; a
// session folder open to others is tightened, and a link or another user's folder is refused.
import { chmod, chown, lstat, mkdir, readFile, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { createClient } from '@trs/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { isolatedEnv, runInProcess } from './support.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let work: string;
let ref: string;

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
  env = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
  work = path.dirname(env.TRS_CONFIG_DIR!);
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
  const { requests } = contract();
  ref = await client.createTenancy(42, requests.createTenancy as never);
  const tenant = await client.addTenant(ref, {
    ...(requests.addTenant as object),
    IsApplicantFillingTheForm: false,
  } as never);
  await client.submitTenant(ref, tenant.ReferenceNumber, requests.submitTenant as never);
  sandbox.admin.completeReferencing(ref);
});
afterAll(() => sandbox?.close());

/** Runs trs in-process under umask 000: any mode trs ends up with is its own doing. */
async function trsUnderOpenUmask(argv: string[], extraEnv: Record<string, string> = {}) {
  const previous = process.umask(0);
  try {
    return await runInProcess(argv, { env: { ...env, ...extraEnv }, cwd: work });
  } finally {
    process.umask(previous);
  }
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('trs report download', () => {
  it('writes the PDF for its owner only', async () => {
    const result = await trsUnderOpenUmask(['report', 'download', ref, '1', '-o', 'private.pdf']);
    expect(result.code, result.stderr).toBe(0);
    expect(await modeOf(path.join(work, 'private.pdf'))).toBe(0o600);
    expect((await readFile(path.join(work, 'private.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('never writes through a symbolic link at -o FILE; with --force it replaces the link itself', async () => {
    const victim = path.join(work, 'victim.txt');
    await writeFile(victim, 'not a report');
    const link = path.join(work, 'planted.pdf');
    await symlink(victim, link);

    const refused = await trsUnderOpenUmask(['report', 'download', ref, '1', '-o', link]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${link} exists (a symbolic link)`);
    expect(refused.stderr).toContain('--force');
    expect(await readlink(link)).toBe(victim);
    expect(await readFile(victim, 'utf8')).toBe('not a report');

    const forced = await trsUnderOpenUmask(['report', 'download', ref, '1', '-o', link, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect((await lstat(link)).isSymbolicLink()).toBe(false);
    expect(await modeOf(link)).toBe(0o600);
    expect((await readFile(link)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await readFile(victim, 'utf8')).toBe('not a report');
  });

  it('refuses to replace an existing file without --force, and leaves it as it was', async () => {
    const file = path.join(work, 'existing.pdf');
    await writeFile(file, 'my own file');
    const refused = await trsUnderOpenUmask(['report', 'download', ref, '7', '-o', file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/exists: trs does not replace it unless you pass --force/);
    expect(await readFile(file, 'utf8')).toBe('my own file');
    expect((await trsUnderOpenUmask(['report', 'download', ref, '7', '-o', file, '--force'])).code).toBe(0);
    expect(await modeOf(file)).toBe(0o600);
  });
});

describe('trs demo', () => {
  it('writes its PDF 0600 in a folder of its own (0700) in the shared temporary folder', async () => {
    const result = await trsUnderOpenUmask(['demo', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const { pdf } = JSON.parse(result.stdout) as { pdf: string };
    expect(await modeOf(pdf)).toBe(0o600);
    expect(await modeOf(path.dirname(pdf))).toBe(0o700);
    expect((await lstat(path.dirname(pdf))).isSymbolicLink()).toBe(false);
  });
});

describe('trs init receiver', () => {
  it('writes .env (the static header value) for its owner only', async () => {
    const dir = path.join(work, 'receiver');
    const result = await trsUnderOpenUmask(['init', 'receiver', dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(await modeOf(path.join(dir, '.env'))).toBe(0o600);
    expect(await readFile(path.join(dir, '.env'), 'utf8')).toMatch(/^WEBHOOK_HEADER_VALUES=\S{20,}$/m);
  });

  it.each([
    ['a line break', 'store\nWEBHOOK_AUTH=none'],
    ['a carriage return', 'store\rWEBHOOK_AUTH=none'],
    ['a comment sign', 'postgres://db/x#WEBHOOK_AUTH=none'],
    ['a quote', '"quoted"'],
  ])('refuses a --store with %s, naming the option, and writes nothing', async (_what, store) => {
    const dir = path.join(work, `receiver-${Math.random().toString(36).slice(2)}`);
    const result = await trsUnderOpenUmask(['init', 'receiver', dir, '--store', store]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--store .* holds a line break, another control character, # or a quote/);
    await expect(stat(path.join(dir, '.env'))).rejects.toThrow();
  });
});

describe('the session folder', () => {
  it('one open to others is tightened to 0700 before a token is read or kept there', async () => {
    const local = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    const sessions = path.join(local.TRS_CONFIG_DIR!, 'sessions');
    await mkdir(sessions, { recursive: true });
    const previous = process.umask(0);
    try {
      await chmod(sessions, 0o777);
      const result = await runInProcess(['branches'], { env: local, cwd: work });
      expect(result.code, result.stderr).toBe(0);
    } finally {
      process.umask(previous);
    }
    expect(await modeOf(sessions)).toBe(0o700);
  });

  it('a symbolic link is refused with a message that says what to do', async () => {
    const local = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    const elsewhere = path.join(work, `shared-${Math.random().toString(36).slice(2)}`);
    await mkdir(elsewhere, { mode: 0o777 });
    await mkdir(local.TRS_CONFIG_DIR!, { recursive: true });
    await symlink(elsewhere, path.join(local.TRS_CONFIG_DIR!, 'sessions'));
    const result = await runInProcess(['branches'], { env: local, cwd: work });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/The session folder .*sessions is a symbolic link: it holds secrets/);
  });

  // Making a folder of another user takes root (as on CI and these machines).
  it.runIf(process.getuid?.() === 0)("another user's folder is refused", async () => {
    const local = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
    const sessions = path.join(local.TRS_CONFIG_DIR!, 'sessions');
    await mkdir(sessions, { recursive: true, mode: 0o777 });
    await chown(sessions, 65534, 65534);
    const result = await runInProcess(['branches'], { env: local, cwd: work });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/belongs to another user \(uid 65534\)/);
  });
});
