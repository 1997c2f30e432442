// The trs folder and its config.json say where a password goes: another local user must not be able to plant a base
// URL there. A loose default folder is tightened; a loose folder named by TRS_CONFIG_DIR (it may be shared) is refused
// and left as it is; a config.json another user owns or may write is refused; nothing is sent in any of these cases.
import { chmod, chown, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from './support.js';

let sandbox: Sandbox;
let scratch: string;
const isRoot = process.getuid?.() === 0;

beforeAll(async () => {
  sandbox = await createSandbox({});
  scratch = await tempDir('trs-config-folder-');
});
afterAll(async () => {
  await sandbox?.close();
});

/** A trs folder with a config.json whose default profile points at the sandbox, with the modes given. */
async function plant(dir: string, modes: { dir: number; file: number }): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'config.json');
  const profiles = { defaultProfile: 'planted', profiles: { planted: { baseUrl: sandbox.baseUrl, user: 'sandbox' } } };
  await writeFile(file, JSON.stringify(profiles));
  await chmod(file, modes.file);
  await chmod(dir, modes.dir);
  return file;
}

const mode = async (target: string) => (await stat(target)).mode & 0o7777;
const logins = () => sandbox.admin.logins().length;

describe('the trs folder', () => {
  it('named by TRS_CONFIG_DIR and writable by others: refused, left unchanged, and no password is sent', async () => {
    const dir = path.join(scratch, 'shared');
    await plant(dir, { dir: 0o777, file: 0o600 });
    const before = logins();
    const result = await runInProcess(['branches'], { env: { TRS_CONFIG_DIR: dir, TRS_PASSWORD: 'sandbox' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The trs folder (TRS_CONFIG_DIR) ${dir} can be written by other users`);
    expect(result.stderr).toContain(`chmod 700 ${dir}`);
    expect(logins()).toBe(before);
    expect(await mode(dir)).toBe(0o777);
    const list = await runInProcess(['profile', 'list'], { env: { TRS_CONFIG_DIR: dir } });
    expect(list.code).toBe(1);
    expect(list.stdout).not.toContain('planted');
  });

  it('its default place, left loose: tightened to 0700, then used', async () => {
    const home = path.join(scratch, 'xdg');
    await plant(path.join(home, 'trs'), { dir: 0o777, file: 0o600 });
    const result = await runInProcess(['profile', 'list'], { env: { XDG_CONFIG_HOME: home } });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('planted');
    expect(await mode(path.join(home, 'trs'))).toBe(0o700);
  });
});

describe('config.json', () => {
  it('writable by others: refused, and no password is sent', async () => {
    const dir = path.join(scratch, 'loose-file');
    const file = await plant(dir, { dir: 0o700, file: 0o666 });
    const before = logins();
    const result = await runInProcess(['branches'], { env: { TRS_CONFIG_DIR: dir, TRS_PASSWORD: 'sandbox' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} can be written by other users`);
    expect(result.stderr).toContain(`chmod 600 ${file}`);
    expect(logins()).toBe(before);
  });

  it.skipIf(!isRoot)("another user's: refused, and no password is sent", async () => {
    const dir = path.join(scratch, 'other-owner');
    const file = await plant(dir, { dir: 0o700, file: 0o600 });
    await chown(file, 65534, 65534);
    const before = logins();
    const result = await runInProcess(['branches'], { env: { TRS_CONFIG_DIR: dir, TRS_PASSWORD: 'sandbox' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file} belongs to another user`);
    expect(logins()).toBe(before);
  });

  it('a private one of the user is read', async () => {
    const dir = path.join(scratch, 'private');
    await plant(dir, { dir: 0o700, file: 0o600 });
    const result = await runInProcess(['branches'], { env: { TRS_CONFIG_DIR: dir, TRS_PASSWORD: 'sandbox' } });
    expect(result.code, result.stderr).toBe(0);
  });
});
