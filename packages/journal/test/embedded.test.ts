// What only the embedded journal must show: its file is the owner's only, it survives a torn last line, and several
// processes appending at once lose nothing.
import { fork } from 'node:child_process';
import { appendFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir, TYPESCRIPT_LOADER } from '@trs/testkit';
import { beforeEach, expect, it } from 'vitest';
import { JOURNAL_FILE, openJournal } from '../src/index.js';

let folder: string;
beforeEach(async () => {
  folder = await tempDir('trs-journal-embedded-');
});

const modeOf = async (target: string) => (await stat(target)).mode & 0o777;

it('keeps its file 0600 in a 0700 folder, whatever the umask', async () => {
  const dir = path.join(folder, 'journal');
  const previous = process.umask(0);
  try {
    const journal = await openJournal({ dir });
    await journal.record({ kind: 'tenancy', tenancy: '0000001', source: 'client' });
    await journal.close();
  } finally {
    process.umask(previous);
  }
  expect(await modeOf(dir)).toBe(0o700);
  expect(await modeOf(path.join(dir, JOURNAL_FILE))).toBe(0o600);
});

it('skips a line a crash cut short, and keeps every record written after it', async () => {
  const dir = path.join(folder, 'journal');
  const first = await openJournal({ dir });
  await first.record({ kind: 'tenancy', tenancy: '0000001', source: 'client' });
  await first.close();
  await appendFile(path.join(dir, JOURNAL_FILE), '{"v":1,"type":"reference","at":"2026-');
  const second = await openJournal({ dir });
  await second.record({ kind: 'tenancy', tenancy: '0000002', source: 'client' });
  expect((await second.references()).map((r) => (r.kind === 'tenancy' ? r.tenancy : ''))).toEqual([
    '0000001',
    '0000002',
  ]);
  await second.close();
});

it('loses nothing when several processes append to one journal at once', async () => {
  const dir = path.join(folder, 'journal');
  const appender = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'appender.ts');
  const reader = await openJournal({ dir });
  const run = (prefix: string) =>
    new Promise<number | null>((resolve, reject) => {
      const child = fork(appender, [dir, prefix, '300'], {
        execArgv: ['--import', TYPESCRIPT_LOADER],
        stdio: 'inherit',
      });
      child.once('error', reject);
      child.once('exit', resolve);
    });
  expect(await Promise.all([run('100'), run('200'), run('300')])).toEqual([0, 0, 0]);
  const held = (await reader.references()).map((r) => (r.kind === 'tenancy' ? r.tenancy : ''));
  expect(new Set(held).size).toBe(900);
  for (const prefix of ['100', '200', '300']) expect(held).toContain(`${prefix}0299`);
  await reader.close();
});
