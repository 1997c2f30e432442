// `trs journal`: the CLI's own calls record every reference the service answers into the journal of its config
// folder, and `trs journal list | pending | export` read it back.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { isolatedEnv, runSpawned } from './support.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let work: string;

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
  env = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
  work = path.dirname(env.TRS_CONFIG_DIR!);
  await writeFile(path.join(work, 'application.json'), JSON.stringify(contract().requests.createTenancy));
});
afterAll(async () => {
  await sandbox.close();
});

const trs = (argv: string[]) => runSpawned(argv, { env, cwd: work });

it('a tenancy created with trs is in `trs journal list`, and `export` holds it; nothing is pending', async () => {
  const created = await trs(['tenancy', 'create', '--branch', '42', 'application.json']);
  expect(created.code, created.stderr).toBe(0);
  const reference = created.stdout.trim();
  expect(reference).toMatch(/^\d{7}$/);

  const listed = await trs(['journal', 'list', '--json']);
  expect(listed.code, listed.stderr).toBe(0);
  expect(JSON.parse(listed.stdout)).toMatchObject([{ kind: 'tenancy', tenancy: reference, source: 'client' }]);
  const pending = await trs(['journal', 'pending']);
  expect(pending.stdout.trim()).toBe('Nothing pending.');
  const exported = await trs(['journal', 'export']);
  expect(JSON.parse(exported.stdout)).toMatchObject({ schema: 'trs-journal/1', references: [{ tenancy: reference }] });
});
