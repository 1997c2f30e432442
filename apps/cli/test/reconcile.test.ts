// `trs reconcile`: with the receiver down while referencing completes, Report Available and its Summary die at the
// sandbox; one `trs reconcile` pass against the receiver's inbox folder puts each dead report in the inbox as a
// recovered event (handled once by whichever receiver handles that inbox), and a second pass recovers nothing again.
import path from 'node:path';
import { createClient } from '@trs/client';
import { openJournal } from '@trs/journal';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { restExample as example, waitUntil } from '@trs/testkit';
import { openStore } from '@trs/webhooks/store';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isolatedEnv, runSpawned } from './support.js';

let sandbox: Sandbox;
let env: Record<string, string>;
let work: string;

beforeAll(async () => {
  // Nothing listens at the receiver's address: every delivery fails until the outage below kills it for good.
  sandbox = await createSandbox({
    referencingDelayMs: null,
    onProblem: () => undefined,
    webhook: { urls: 'http://127.0.0.1:9/webhooks', header: { value: 'k' }, retryIntervalMs: 20 },
  });
  env = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
  work = path.dirname(env.TRS_CONFIG_DIR!);
});
afterAll(async () => {
  await sandbox?.close();
});

const trs = (argv: string[]) => runSpawned(argv, { env, cwd: work });

it('recovers each report whose webhook died into the inbox, marked recovered, once', async () => {
  // The team's calls, journaled where trs keeps its journal.
  const journal = await openJournal({ dir: path.join(env.TRS_CONFIG_DIR!, 'journal') });
  const client = createClient({ baseUrl: sandbox.baseUrl, credentials: sandbox.credentials, journal });
  const tenancy: string = await client.createTenancy(42 as never, example<never>('Application'));
  const added = (await client.addTenant(tenancy as never, example<never>('CreateTenant'))) as {
    ReferenceNumber: string;
  };
  await client.submitTenant(tenancy as never, added.ReferenceNumber as never, example<never>('Applicant'));
  await journal.close();

  sandbox.admin.startOutage({ kind: 'status', status: 401 });
  sandbox.admin.completeReferencing(tenancy);
  const dead = await waitUntil(() => {
    const events = sandbox.admin.events({ name: 'reportAvailable', applicationRef: tenancy });
    const allDead = events.every((e) => e.deliveries.length > 0 && e.deliveries.every((d) => d.state === 'dead'));
    return events.length >= 2 && allDead && events;
  }, 'Report Available and its Summary to die at the sandbox');
  sandbox.admin.endOutage();

  const store = path.join(work, 'inbox');
  const first = await trs(['reconcile', '--store', store, '--json', '--requests-per-second', '1000']);
  expect(first.code, first.stderr).toBe(0);
  const report = JSON.parse(first.stdout) as { recovered: { url: string }[]; stoppedBy: string };
  expect(report.stoppedBy).toBe('done');
  const deadUrls = dead.map((e) => (e.payload as { URL: string }).URL).sort();
  expect(report.recovered.map((r) => r.url).sort()).toEqual(deadUrls);

  const inbox = await openStore(store);
  try {
    const pending = await inbox.list({ state: 'pending', limit: 100 });
    expect(pending.filter((r) => r.recovered && r.eventName === 'reportAvailable')).toHaveLength(dead.length);
  } finally {
    await inbox.close();
  }

  const again = await trs(['reconcile', '--store', store, '--requests-per-second', '1000']);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toMatch(/^0 report\(s\) recovered/m);
});

it('refuses a pass without the inbox, naming the option, before any call', async () => {
  const result = await trs(['reconcile']);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/--store/);
});
