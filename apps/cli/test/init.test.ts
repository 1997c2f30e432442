// trs init receiver: the scaffolded service compiles and runs (its packages linked from the workspace, as a
// team's install would provide them), handles a triggered event, logs no document, credential or personal data (and
// no line over 8 KiB) whatever it receives, and a second run after a contract update adds only what is missing,
// never overwriting a handler the team edited.
import { execFile } from 'node:child_process';
import { access, mkdir, readFile, readdir, symlink, unlink, writeFile, appendFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { deliverAsProvider, repoRoot, sensitiveDeliveries, tempDir } from '@trs/testkit';
import { sensitiveTexts } from '@trs/webhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../src/contract.js';
import { runInProcess, runSpawned, startProcess } from './support.js';

/** What these tests read of a package.json. */
interface PackageManifest {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const run = promisify(execFile);
let work: string;

beforeAll(async () => {
  work = await tempDir('trs-init-');
});

const dispatched = contract()
  .events.filter((e) => !e.ignored)
  .map((e) => e.name);

/** Links what the scaffolded package.json depends on to the workspace's copies (the packages a team installs). */
async function linkDependencies(dir: string): Promise<void> {
  const example = createRequire(path.join(repoRoot, 'apps', 'receiver-example', 'package.json'));
  const root = createRequire(path.join(repoRoot, 'package.json'));
  const packages: Record<string, string> = {
    '@trs/webhooks': path.join(repoRoot, 'packages', 'webhooks'),
    '@trs/shared': path.join(repoRoot, 'packages', 'shared'),
    pg: path.dirname(example.resolve('pg/package.json')),
    '@types/pg': path.dirname(example.resolve('@types/pg/package.json')),
    '@types/node': path.dirname(root.resolve('@types/node/package.json')),
    typescript: path.dirname(root.resolve('typescript/package.json')),
  };
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;
  for (const name of [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]) {
    if (name === 'tsx') continue; // only for `npm run dev`
    const target = packages[name];
    if (!target) throw new Error(`the scaffold depends on ${name}: link it in this test`);
    const link = path.join(dir, 'node_modules', ...name.split('/'));
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(target, link, 'dir');
  }
}

describe('trs init receiver', () => {
  it('scaffolds a service that compiles, starts and handles a triggered event', async () => {
    const dir = path.join(work, 'acme-receiver');
    const { code, stdout } = await runSpawned(['init', 'receiver', dir]);
    expect(code).toBe(0);
    for (const file of [
      'package.json',
      'tsconfig.json',
      '.env',
      'src/config.ts',
      'src/main.ts',
      'src/handlers/index.gen.ts',
    ])
      expect(stdout).toMatch(new RegExp(`(added|wrote) +${file.replace('.', '\\.')}`));
    const handlers = (await readdir(path.join(dir, 'src', 'handlers'))).filter((f) => f !== 'index.gen.ts');
    expect(handlers.sort()).toEqual(dispatched.map((name) => `${name}.ts`).sort());

    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;
    const webhooksVersion = (
      JSON.parse(await readFile(path.join(repoRoot, 'packages', 'webhooks', 'package.json'), 'utf8')) as PackageManifest
    ).version;
    expect(manifest.name).toBe('acme-receiver');
    expect(manifest.dependencies['@trs/webhooks']).toBe(webhooksVersion);
    // src/main.ts makes its documents folder with the shared private mode
    expect(manifest.dependencies['@trs/shared']).toBe(
      (JSON.parse(await readFile(path.join(repoRoot, 'packages', 'shared', 'package.json'), 'utf8')) as PackageManifest)
        .version,
    );
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    // SQLite is the default inbox: pg only for PostgreSQL; the native SQLite build approved as the Install page says
    expect(manifest.dependencies).not.toHaveProperty('pg');
    expect(manifest.optionalDependencies).toHaveProperty('pg');
    expect(manifest.allowScripts).toEqual({ 'better-sqlite3': true });
    expect(manifest.scripts?.test).toBe('npm run build && node --test');

    await linkDependencies(dir);
    const tsc = path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '-p', '.'], { cwd: dir }).catch((error: { stdout?: string }) => {
      throw new Error(`the scaffold does not compile:\n${error.stdout}`);
    });
    // its own test (what `npm test` runs after the build) passes, without pg installed
    await expect(access(path.join(dir, 'node_modules', 'pg'))).rejects.toThrow();
    const tested = await run(process.execPath, ['--test'], { cwd: dir }).catch(
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the scaffold's own test fails:\n${error.stdout}\n${error.stderr}`);
      },
    );
    expect(tested.stdout).toMatch(/# pass 1\b/);

    const headerValue = (await readFile(path.join(dir, '.env'), 'utf8')).match(/^WEBHOOK_HEADER_VALUES=(\S+)$/m)![1]!;
    const service = startProcess(['--env-file=.env', 'dist/main.js'], {
      command: process.execPath,
      cwd: dir,
      // A 96 MiB body takes longer than the provider's 10 s to arrive on a saturated machine.
      env: { PORT: '0', HOST: '127.0.0.1', BODY_TIMEOUT_MS: '300000' },
    });
    try {
      const [line] = await service.waitFor(/.*"receiver listening".*/);
      const { port } = JSON.parse(line) as { port: number };
      const sent = await runInProcess([
        'webhooks',
        'trigger',
        'rentIncreaseApplied',
        '--to',
        `http://127.0.0.1:${port}/webhooks`,
        '--header',
        `X-Webhook-Key:${headerValue}`,
        '--rules',
        'once',
      ]);
      expect(sent.code).toBe(0);
      const [dispatchedLine] = await service.waitFor(/.*"webhook event dispatched".*/);
      expect(JSON.parse(dispatchedLine)).toMatchObject({
        service: 'acme-receiver',
        event: 'rentIncreaseApplied',
        outcome: 'handled',
        applicationRef: '0001234',
      });

      // Every example, a 96 MiB fileData and personal data: no log line holds any of it, none is over 8 KiB.
      const { deliveries, forbidden: sentValues, fileData } = sensitiveDeliveries({ fileDataBytes: 96 << 20 });
      for (const { event, payload } of deliveries) {
        const answer = await deliverAsProvider(`http://127.0.0.1:${port}/webhooks`, payload, {
          'X-Webhook-Key': headerValue,
        });
        expect([event, answer.status]).toEqual([event, 204]);
      }
      await service.waitFor(new RegExp(`"fileDataLength":${fileData.length}\\b`), 'stdout', 180_000);
      // the events of the tenancy 0009876 are handled in order: its last one, addApplicant, comes after the others
      await service.waitFor(/"event":"addApplicant"(?:(?!\n).)*"applicationRef":"0009876"/, 'stdout', 180_000);
      const ownCheck = deliveries.filter((d) => d.event === 'kycStatus').at(-1)!.payload.KYCid as string;
      await service.waitFor(new RegExp(`"KYCid":"${ownCheck}"`), 'stdout', 180_000);
      const { stdout: logged, stderr: warned } = service.output();
      const forbidden = [
        ...sentValues,
        ...deliveries.flatMap(({ event, payload }) => sensitiveTexts(event, payload)),
      ].filter((text) => text.length >= 4);
      for (const line of `${logged}${warned}`.split('\n'))
        expect(Buffer.byteLength(line) + 1).toBeLessThanOrEqual(8 * 1024);
      for (const value of new Set(forbidden)) expect(`${logged}${warned}`.includes(value), value).toBe(false);
      // the stubs never put such a value on a line: the receiver's redaction (its safety net) had nothing to do
      expect(`${logged}${warned}`).not.toContain('[redacted]');
      expect(await service.stop('SIGTERM')).toBe(0);
    } finally {
      await service.stop('SIGKILL');
    }
  });

  it('run again, adds the stubs of new events, keeps every file that exists, and reports orphans', async () => {
    const dir = path.join(work, 'second');
    expect((await runInProcess(['init', 'receiver', dir, '--store', 'postgres://db.internal/receiver'])).code).toBe(0);
    expect(await readFile(path.join(dir, '.env'), 'utf8')).toContain('DATABASE_URL=postgres://db.internal/receiver');

    // The team edits one handler and its config; a contract update brings an event whose stub they do not have.
    await appendFile(path.join(dir, 'src', 'handlers', 'addNote.ts'), '\n// our CRM sync\n');
    await appendFile(path.join(dir, 'src', 'config.ts'), '\n// tuned\n');
    await unlink(path.join(dir, 'src', 'handlers', 'tenancyFinalised.ts'));
    await writeFile(
      path.join(dir, 'src', 'handlers', 'retiredEvent.ts'),
      "import { defineHandler } from '@trs/webhooks';\nexport default defineHandler('retiredEvent' as never, async () => {});\n",
    );
    const index = path.join(dir, 'src', 'handlers', 'index.gen.ts');
    await writeFile(index, '// stale\n');

    const again = await runInProcess(['init', 'receiver', dir, '--json']);
    expect(again.code).toBe(0);
    const result = JSON.parse(again.stdout) as { added: string[]; kept: string[]; orphaned: string[] };
    expect(result.added).toEqual(['src/handlers/tenancyFinalised.ts']);
    expect(result.kept).toEqual(
      expect.arrayContaining(['src/handlers/addNote.ts', 'src/config.ts', 'package.json', '.env']),
    );
    expect(result.orphaned).toEqual(['src/handlers/retiredEvent.ts']);
    expect(await readFile(path.join(dir, 'src', 'handlers', 'addNote.ts'), 'utf8')).toContain('// our CRM sync');
    expect(await readFile(path.join(dir, 'src', 'config.ts'), 'utf8')).toContain('// tuned');
    expect(await readFile(index, 'utf8')).toContain('tenancyFinalised');

    const plain = await runInProcess(['init', 'receiver', dir]);
    expect(plain.stdout).toContain('Nothing new in the contract: every handler exists.');
    expect(plain.stdout).toContain('orphan src/handlers/retiredEvent.ts');
  });

  it('refuses a store that is neither a directory nor a postgres URL', async () => {
    const { code, stderr } = await runInProcess(['init', 'receiver', path.join(work, 'x'), '--store', 'mysql://db/x']);
    expect(code).toBe(2);
    expect(stderr).toContain('use a postgres:// URL or a directory path');
  });
});
