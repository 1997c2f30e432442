import { mkdir, chmod, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDir } from '@trs/testkit';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendPrivateLine,
  ensurePrivateDir,
  ensurePrivateDirSync,
  makePrivateFileSync,
  tightenEntriesSync,
  UnsafePathError,
  writePrivateFile,
} from '../src/index.js';

let work: string;
beforeEach(async () => {
  work = await tempDir('trs-shared-');
});

const modeOf = async (target: string) => (await stat(target)).mode & 0o7777;

describe('ensurePrivateDir', () => {
  it('creates a missing folder 0700 whatever the umask', async () => {
    const previous = process.umask(0);
    try {
      expect(await ensurePrivateDir(path.join(work, 'a', 'b'))).toBe('created');
    } finally {
      process.umask(previous);
    }
    expect(await modeOf(path.join(work, 'a', 'b'))).toBe(0o700);
  });

  it('leaves a shared folder it did not create alone (sticky bit kept), and says so', async () => {
    const shared = path.join(work, 'shared');
    await mkdir(shared);
    await chmod(shared, 0o1777);
    expect(await ensurePrivateDir(shared)).toBe('shared');
    expect(ensurePrivateDirSync(shared)).toBe('shared');
    expect(await modeOf(shared)).toBe(0o1777);
  });

  it("tightens a folder that is the caller's own when told to", async () => {
    const own = path.join(work, 'own');
    await mkdir(own);
    await chmod(own, 0o755);
    expect(await ensurePrivateDir(own, { tighten: true })).toBe('private');
    expect(await modeOf(own)).toBe(0o700);
  });

  it('refuses a symbolic link and a file', async () => {
    await mkdir(path.join(work, 'real'));
    await symlink(path.join(work, 'real'), path.join(work, 'link'));
    await writeFile(path.join(work, 'file'), '');
    await expect(ensurePrivateDir(path.join(work, 'link'))).rejects.toMatchObject({
      code: 'TRS_UNSAFE_PATH',
      details: { problem: 'symbolic_link' },
    });
    expect(() => ensurePrivateDirSync(path.join(work, 'file'))).toThrow(UnsafePathError);
  });
});

describe('writePrivateFile', () => {
  it('writes 0600 whole, refuses to replace unless told to, and never follows a link', async () => {
    const file = path.join(work, 'token.json');
    await writePrivateFile(file, 'one');
    expect(await modeOf(file)).toBe(0o600);
    await expect(writePrivateFile(file, 'two')).rejects.toMatchObject({ details: { problem: 'exists' } });
    await writePrivateFile(file, 'two', { overwrite: true });
    expect(await readFile(file, 'utf8')).toBe('two');

    const victim = path.join(work, 'victim');
    await writeFile(victim, 'keep');
    const planted = path.join(work, 'planted');
    await symlink(victim, planted);
    await writePrivateFile(planted, 'secret', { overwrite: true });
    expect(await readFile(victim, 'utf8')).toBe('keep');
    expect(await readFile(planted, 'utf8')).toBe('secret');
  });

  it('appends lines to a 0600 file and refuses to follow a link there', async () => {
    const file = path.join(work, 'log.ndjson');
    await appendPrivateLine(file, '{"a":1}');
    await appendPrivateLine(file, '{"a":2}');
    expect(await readFile(file, 'utf8')).toBe('{"a":1}\n{"a":2}\n');
    expect(await modeOf(file)).toBe(0o600);
    await symlink(file, path.join(work, 'link.ndjson'));
    await expect(appendPrivateLine(path.join(work, 'link.ndjson'), 'x')).rejects.toMatchObject({ code: 'ELOOP' });
  });
});

describe('synchronous helpers for embedded stores', () => {
  it('create a private empty file without truncating one that exists, and tighten what an earlier version left', async () => {
    const file = path.join(work, 'inbox.db');
    makePrivateFileSync(file);
    expect(await modeOf(file)).toBe(0o600);
    await writeFile(file, 'data');
    await chmod(file, 0o644);
    makePrivateFileSync(file);
    expect(await readFile(file, 'utf8')).toBe('data');
    expect(await modeOf(file)).toBe(0o600);
    await writeFile(path.join(work, 'loose'), '');
    await chmod(path.join(work, 'loose'), 0o666);
    tightenEntriesSync(work);
    expect(await modeOf(path.join(work, 'loose'))).toBe(0o600);
  });
});
