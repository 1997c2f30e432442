// trs demo end to end against the sandbox it starts: spawned (plain lines, one per step with its duration) and
// in-process (--json), each ending with a real PDF and the events the receiver handled.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSandbox } from '@trs/sandbox';
import { freePort } from '@trs/testkit';
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runInProcess, runSpawned } from './support.js';

describe('trs demo', () => {
  it('runs the typical sequence, one plain line per step off a terminal, and ends with the PDF and the events', async () => {
    const env = await isolatedEnv();
    const output = path.join(path.dirname(env.TRS_CONFIG_DIR!), 'report.pdf');
    const { code, stdout, stderr } = await runSpawned(['demo', '-o', output], { env });
    expect(code, stderr).toBe(0);
    const steps = stdout.split('\n').filter((line) => line.startsWith('✔'));
    expect(steps).toHaveLength(7);
    for (const step of steps) expect(step).toMatch(/ \[\d+\.\ds\]$/);
    expect(steps.map((s) => s.replace(/ \[.*$/, ''))).toEqual([
      expect.stringMatching(
        /^✔ Sandbox at http:\/\/127\.0\.0\.1:\d+\/v2, receiver at http:\/\/127\.0\.0\.1:\d+\/webhooks$/,
      ),
      '✔ Logged in; branch 42',
      '✔ Created tenancy 0000001',
      '✔ Added tenant SBX0000001 (status Created)',
      '✔ Submitted tenant SBX0000001: referencing started',
      '✔ Report Available: Elite (type 1) of SBX0000001',
      expect.stringMatching(/^✔ Downloaded the PDF \(\d+ bytes\)$/),
    ]);
    expect(stdout).toContain(`PDF  ${output}`);
    expect((await readFile(output)).subarray(0, 5).toString()).toBe('%PDF-');
    const events = stdout.slice(stdout.indexOf('Events the receiver handled'));
    for (const name of ['createNewTenancy', 'addApplicant', 'updateApplicant', 'reportAvailable'])
      expect(events).toMatch(new RegExp(`^ {2}${name} +tenancy 0000001 +${name}:`, 'm'));
  });

  it('--json gives the result as one document', async () => {
    // TRS_BASE_URL, exported for the API commands, does not turn the demo away from its own sandbox.
    const env = await isolatedEnv({ TRS_BASE_URL: 'http://127.0.0.1:9/v2' });
    const { code, stdout } = await runInProcess(['demo', '--json'], { env });
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { baseUrl: string; pdf: string; events: { name: string }[] };
    expect(result.baseUrl).not.toBe(env.TRS_BASE_URL);
    expect(result).toMatchObject({ applicationRef: '0000001', tenantRef: 'SBX0000001', reportType: 1 });
    expect((await readFile(result.pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.events.map((e) => e.name)).toEqual(
      expect.arrayContaining(['createNewTenancy', 'addApplicant', 'updateApplicant', 'reportAvailable']),
    );
  });

  it('runs against --base-url, waiting for the webhook at a receiver of its own', async () => {
    const port = await freePort();
    const sandbox = await createSandbox({
      webhook: { urls: `http://127.0.0.1:${port}/webhooks`, header: { value: 'demo-key' } },
      referencingDelayMs: 200,
    });
    try {
      const { code, stdout, stderr } = await runSpawned(
        [
          'demo',
          '--base-url',
          sandbox.baseUrl,
          '--user',
          'sandbox',
          '--password-stdin',
          '--receiver-port',
          String(port),
          '--webhook-header',
          'X-Webhook-Key:demo-key',
        ],
        { env: await isolatedEnv(), stdin: 'sandbox\n' },
      );
      expect(code, stderr).toBe(0);
      expect(stdout).toContain(`✔ Receiver at http://127.0.0.1:${port}/webhooks`);
      expect(stdout).toMatch(/^✔ Report Available: Elite \(type 1\) of SBX0000001/m);
      expect(stdout).toMatch(/^ {2}reportAvailable +tenancy 0000001/m);
      expect(stdout).not.toContain('sandbox\n');
    } finally {
      await sandbox.close();
    }
  });

  it('with --base-url and no credentials, says what it needs', async () => {
    const { code, stderr } = await runInProcess(['demo', '--base-url', 'http://127.0.0.1:9/v2'], { env: {} });
    expect(code).toBe(2);
    expect(stderr).toContain('--user (or TRS_USER) and TRS_PASSWORD');
  });
});
