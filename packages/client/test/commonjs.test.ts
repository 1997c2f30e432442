// require('@trs/client') from CommonJS: the package is ESM only, and Node ≥ 20.19 loads it with require(esm) (its
// graph has no top-level await). Checked in a separate Node process of the running version (20 here; 22 and 24 in
// the CI matrix), from a CommonJS file inside the package, so that the name resolves to the built package through
// its exports map (the `default` condition), as a consumer's require does.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('require() gives the whole API, token stores included, with no warning', async () => {
  // CommonJS code evaluated inside the package folder: '@trs/client' resolves to the package itself.
  const script = `const client = require('@trs/client');
const { createFileTokenStore } = require('@trs/client/token-store/file');
const { createPostgresTokenStore } = require('@trs/client/token-store/postgres');
const { createMemoryTokenStore } = require('@trs/client/token-store/memory');
const trs = client.createClient({ baseUrl: 'https://service.example/v2', credentials: { userName: 'u', password: 'p' } });
console.log(JSON.stringify({
  createClient: typeof client.createClient,
  helper: typeof trs.createTenancy,
  raw: typeof trs.raw.GET,
  error: new client.OutcomeUnknownError('dropped', { call: { method: 'POST', path: '/x' } }).code,
  fileStore: typeof createFileTokenStore,
  postgresStore: typeof createPostgresTokenStore,
  memoryStore: typeof createMemoryTokenStore,
}));
`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: packageDir });
  expect(JSON.parse(stdout)).toEqual({
    createClient: 'function',
    helper: 'function',
    raw: 'function',
    error: 'TRS_OUTCOME_UNKNOWN',
    fileStore: 'function',
    postgresStore: 'function',
    memoryStore: 'function',
  });
  expect(stderr).toBe('');
});
