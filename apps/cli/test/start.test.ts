// `pnpm start` from the repository, spawned as a newcomer runs it (a home of its own, no telemetry variables set): it
// comes up and answers the typical sequence through @trs/client at the README's own base URL (its port moved through
// TRS_SANDBOX_PORT, so that the test never depends on 4010 being free on the machine), and Ctrl-C to the process
// group stops it with exit code 0. Nothing on the screen that a newcomer cannot act on: no telemetry notice, no
// "ELIFECYCLE Command failed" after Ctrl-C.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@trs/client';
import { freePort, repoRoot, tempDir } from '@trs/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { isolatedEnv, listening, runInProcess, startProcess, type RunningProcess } from './support.js';

let stack: RunningProcess | undefined;
afterAll(async () => {
  await stack?.stop('SIGKILL');
});

async function readmeBaseUrl(): Promise<URL> {
  const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
  const quickstart = readme.slice(
    readme.indexOf('## Quickstart'),
    readme.indexOf('\n## ', readme.indexOf('## Quickstart') + 1),
  );
  const match = quickstart.match(/pnpm start\b[^\n]*?(http:\/\/127\.0\.0\.1:\d+\/v2)/);
  if (!match) throw new Error('the README quickstart names no base URL beside pnpm start');
  return new URL(match[1]!);
}

describe('pnpm start', () => {
  it("runs trs sandbox with the README's base URL, port 4010 and receiver port 8080 by default", async () => {
    const readme = await readmeBaseUrl();
    expect(readme.href).toBe('http://127.0.0.1:4010/v2');
    const manifest = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toMatch(/&& node apps\/cli\/dist\/bin\.js sandbox$/);
    expect(manifest.scripts.start).toMatch(/^TURBO_TELEMETRY_DISABLED=1 turbo run build /);
    const help = await runInProcess(['sandbox', '--help']);
    expect(help.stdout).toMatch(/--port <n>[\s\S]*default: 4010/);
    expect(help.stdout).toMatch(/--receiver-port <n>[\s\S]*default: 8080/);
  });

  it('comes up from the repository and answers the typical sequence through @trs/client', async () => {
    const readme = await readmeBaseUrl();
    const [port, receiverPort, docsPort] = await Promise.all([freePort(), freePort(), freePort()]);
    // A machine where Turborepo never ran: its notice is shown once per home, and nothing here turns it off.
    const home = await tempDir('trs-newcomer-home-');
    stack = startProcess(['start'], {
      command: 'pnpm',
      cwd: repoRoot,
      detached: true,
      env: {
        ...(await isolatedEnv()),
        TRS_SANDBOX_PORT: String(port),
        TRS_RECEIVER_PORT: String(receiverPort),
        TRS_DOCS_PORT: String(docsPort),
        HOME: home,
        XDG_CONFIG_HOME: path.join(home, '.config'),
        TURBO_TELEMETRY_DISABLED: undefined,
        DO_NOT_TRACK: undefined,
        CI: undefined,
      },
    });
    await stack.waitFor(/^Webhooks, as the sandbox sends them/m, 'stdout', 600_000);
    const baseUrl = new URL(readme.href);
    baseUrl.port = String(port);
    expect(stack.output().stdout).toContain(`Base URL      ${baseUrl.href}`);

    const { requests } = contract();
    const client = createClient({ baseUrl: baseUrl.href, credentials: { userName: 'sandbox', password: 'sandbox' } });
    const [branch] = await client.listBranches();
    const ref = await client.createTenancy(branch!.Id, requests.createTenancy as never);
    const tenant = await client.addTenant(ref, {
      ...(requests.addTenant as object),
      IsApplicantFillingTheForm: false,
    } as never);
    await client.submitTenant(ref, tenant.ReferenceNumber, requests.submitTenant as never);
    await stack.waitFor(new RegExp(`handled reportAvailable {2}tenancy ${ref}`));
    const pdf = await client.downloadReport(ref, 1);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');

    expect(await stack.stop('SIGINT')).toBe(0);
    const { stdout, stderr } = stack.output();
    expect(stderr).toContain('Stopped.');
    expect(`${stdout}\n${stderr}`).not.toMatch(/ELIFECYCLE|anonymous telemetry|turborepo.dev\/docs\/telemetry/i);
    expect(await listening(port)).toBe(false);
    expect(await listening(receiverPort)).toBe(false);
  });
});
