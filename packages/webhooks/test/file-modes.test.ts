// The embedded inbox holds raw bodies (personal data, presigned URLs): its folder is 0700 and every file in it 0600
// (database, WAL, shared memory, spooled bodies, the worker lock), whatever the umask of the process; a folder an
// earlier version left readable by others is tightened when the store opens.
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, type TestContext } from 'vitest';
import { deliver, example, startFixture, storeDir, waitUntil, type Fixture, type FixtureOptions } from './helpers.js';

/** Starts a receiver process that is stopped when the test ends (the tests run side by side, each its own store). */
async function start({ onTestFinished }: TestContext, options: FixtureOptions): Promise<Fixture> {
  const fixture = await startFixture(options);
  onTestFinished(async () => {
    await fixture.kill('SIGTERM');
  });
  return fixture;
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every file and folder under the store, with its mode. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = { '.': mode(dir) };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      found[path.relative(dir, full)] = mode(full);
      if (statSync(full).isDirectory()) walk(full);
    }
  };
  walk(dir);
  return found;
}

/** A document event whose body (over 1 MiB) is spooled to a file beside the inbox. */
function largeDocument(): Record<string, unknown> {
  const payload = example('uploadPartnerDocument', 'fileData');
  return { ...payload, data: { ...payload.data, fileData: Buffer.alloc(2 << 20, 7).toString('base64') } };
}

describe.concurrent('the embedded store is private', () => {
  it('SQLite, created under umask 000: the folder 0700, every file 0600', async (context) => {
    const { expect } = context;
    const dir = path.join(await storeDir(), 'inbox');
    const fixture = await start(context, { store: dir, umask: 0o000 });
    expect((await deliver(fixture.url, example('addNote'))).status).toBe(204);
    expect((await deliver(fixture.url, largeDocument())).status).toBe(204);
    await waitUntil(
      async () => (await fixture.admin<{ pending: number }>('stats')).pending === 0,
      'the events to be handled',
    );
    const found = modes(dir);
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining(['inbox.db', 'inbox.db-wal', 'inbox.db-shm', 'bodies', 'worker.lock']),
    );
    expect(Object.keys(found).some((f) => f.startsWith('bodies/') && f.endsWith('.body'))).toBe(true);
    for (const [file, m] of Object.entries(found))
      expect([file, m]).toEqual([file, statSync(path.join(dir, file)).isDirectory() ? '700' : '600']);
  });

  it('a store folder an earlier version left open to others is tightened when it opens', async (context) => {
    const { expect } = context;
    const dir = path.join(await storeDir(), 'inbox');
    const earlier = await start(context, { store: dir });
    expect((await deliver(earlier.url, example('addNote'))).status).toBe(204);
    await earlier.kill('SIGTERM');
    chmodSync(dir, 0o755);
    for (const file of ['inbox.db', 'inbox.db-wal', 'inbox.db-shm'])
      try {
        chmodSync(path.join(dir, file), 0o644);
      } catch {
        // the WAL and shared memory are gone after a clean stop
      }
    mkdirSync(path.join(dir, 'bodies'), { recursive: true });
    chmodSync(path.join(dir, 'bodies'), 0o755);
    writeFileSync(path.join(dir, 'bodies', 'left-over.body'), '{}', { mode: 0o644 });
    chmodSync(path.join(dir, 'bodies', 'left-over.body'), 0o644);

    const fixture = await start(context, { store: dir, umask: 0o000 });
    expect((await deliver(fixture.url, example('addNote', 'auditTrail'))).status).toBe(204);
    const found = modes(dir);
    for (const [file, m] of Object.entries(found))
      expect([file, m]).toEqual([file, statSync(path.join(dir, file)).isDirectory() ? '700' : '600']);
  });
});
