// Which SQLite driver the embedded inbox of @trs/webhooks runs on when none is named: better-sqlite3 when its native
// module loads, node:sqlite where better-sqlite3 is absent and Node has node:sqlite (Node 24 here; install.test.ts
// also installs @trs/webhooks with --omit=optional under Node 24 and runs a receiver on it), and a refusal that says
// how to install it on Node 20, which has no node:sqlite. Each case runs the built package in a Node
// process of its own, where better-sqlite3 is hidden by a resolver hook when asked.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { repoRoot, tempDir } from '@trs/testkit';
import { beforeAll, expect, it } from 'vitest';
import { lastJsonLine } from './json.js';
import { installNode } from './node-binary.js';

const run = promisify(execFile);
const entry = pathToFileURL(path.join(repoRoot, 'packages', 'webhooks', 'dist', 'index.js')).href;
const sqliteEntry = pathToFileURL(
  path.join(repoRoot, 'packages', 'webhooks', 'dist', 'store', 'sqlite', 'sqlite.js'),
).href;
/** The running Node for its own major, else the one the packaging test installs. */
const nodeOf = (major: string, version: string) =>
  process.versions.node.split('.')[0] === major ? Promise.resolve(process.execPath) : installNode(version);
let node20: string;
let node24: string;
beforeAll(async () => {
  [node20, node24] = await Promise.all([nodeOf('20', '20.20.2'), nodeOf('24', '24.21.0')]);
}, 600_000);

/** Opens an embedded inbox in a fresh Node process, better-sqlite3 hidden or not: its driver, or its refusal. */
async function openInbox(
  node: string,
  hideBetterSqlite3: boolean,
): Promise<{ driver?: string; code?: string; message?: string }> {
  const folder = await tempDir('trs-sqlite-driver-');
  const hide = path.join(folder, 'hide-better-sqlite3.cjs');
  await writeFile(
    hide,
    `const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'better-sqlite3') throw Object.assign(new Error("Cannot find module 'better-sqlite3'"), { code: 'MODULE_NOT_FOUND' });
  return resolve.call(this, request, ...rest);
};`,
  );
  const program = `
const { createReceiver } = await import(${JSON.stringify(entry)});
const { sqliteStore } = await import(${JSON.stringify(sqliteEntry)});
const store = sqliteStore({ dir: ${JSON.stringify(path.join(folder, 'inbox'))} });
const receiver = createReceiver({ auth: false, store });
try {
  await receiver.start();
  console.log(JSON.stringify({ driver: store.location.driver }));
  await receiver.close();
} catch (error) {
  console.log(JSON.stringify({ code: error.code, message: error.message }));
}`;
  const args = [...(hideBetterSqlite3 ? ['--require', hide] : []), '--input-type=module', '-e', program];
  const { stdout } = await run(node, args, { cwd: folder });
  return lastJsonLine(stdout);
}

it('runs on better-sqlite3 when its native module loads', async () => {
  expect(await openInbox(process.execPath, false)).toEqual({ driver: 'better-sqlite3' });
});

it('falls back to node:sqlite where better-sqlite3 is not installed (Node 24)', async () => {
  expect(await openInbox(node24, true)).toEqual({ driver: 'node:sqlite' });
});

it('refuses to start without better-sqlite3 on Node 20 (no node:sqlite), saying how to install it', async () => {
  const refused = await openInbox(node20, true);
  expect(refused.code).toBe('TRS_STORE_UNAVAILABLE');
  expect(refused.message).toContain('better-sqlite3');
  expect(refused.message).toContain('"allowScripts": { "better-sqlite3": true }');
  expect(refused.message).toContain('Node ≥ 22.13');
});
