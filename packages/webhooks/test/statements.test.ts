// The embedded store never lets a better-sqlite3 statement become garbage while the process runs: better-sqlite3 12
// (the last for Node 20) aborts the process on Node 24 when one is destroyed by a collection that runs outside any
// JavaScript context (seen as "Assertion failed: (env) != nullptr" in Statement::~Statement, at any moment of a
// receiver's life). Checked on the running Node with forced collections, so that it holds without Node 24; the
// packaging test runs the typical flow under Node 24 too.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { tempDir, TYPESCRIPT_LOADER } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { here } from './helpers.js';

const run = promisify(execFile);

describe('better-sqlite3 statements of the embedded store', () => {
  it('none is garbage-collected while a receiver opens, receives, handles with ctx.transaction() and closes, twice', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        TYPESCRIPT_LOADER,
        path.join(here, 'fixtures', 'statements-gc.ts'),
        await tempDir('trs-statements-'),
      ],
      { cwd: here, maxBuffer: 16 << 20 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { prepared: number; collected: number };
    expect(result.prepared).toBeGreaterThan(0);
    expect(result.collected).toBe(0);
  });
});
