// The getting-started code is real: the example files the guide shows are compiled with tsc and run as a team would
// run them, the sandbox (sandbox.ts) in one process and the typical sequence with its receiver (main.ts) in another,
// until the report-ready webhook has brought the PDF. The two tests run side by side (each waits on its processes),
// the shell's beside the compile.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, tempDir } from '@trs/testkit';
import { afterAll, it } from 'vitest';
import { packageDir, repoRoot } from '../src/paths.js';

const run = promisify(execFile);
const examples = path.join(packageDir, 'examples', 'getting-started');
const children: ChildProcess[] = [];

/** Compiles the examples with tsc into a folder of their own, and returns it. */
async function compileExamples(): Promise<string> {
  // Inside the package, so that the compiled files import @trs/client, @trs/webhooks and @trs/sandbox as installed.
  const cache = path.join(packageDir, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const compiled = await tempDir('getting-started-', cache);
  const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  await run(process.execPath, [tsc, '-p', path.join(examples, 'tsconfig.json'), '--outDir', compiled]).catch(
    (error: { stdout?: string }) => {
      throw new Error(`the getting-started examples do not compile:\n${error.stdout}`);
    },
  );
  await writeFile(path.join(compiled, 'package.json'), '{ "type": "module" }\n');
  return compiled;
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.filter((child) => child.exitCode === null).map((child) => new Promise((r) => child.once('exit', r))),
  );
});

function start(compiled: string, file: string, env: Record<string, string>, cwd: string) {
  const child = spawn(process.execPath, [path.join(compiled, file)], { cwd, env: { ...process.env, ...env } });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return {
    child,
    output: () => output,
    /** Resolves when the output has a line matching `pattern`; rejects if the process ends first. */
    waitFor: (pattern: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            child.stdout.off('data', check);
            resolve(match[0]);
          }
        };
        child.stdout.on('data', check);
        child.once('exit', (code) => reject(new Error(`${file} ended (${code}) before ${pattern}:\n${output}`)));
        check();
      }),
    exited: () =>
      new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
      ),
  };
}

it.concurrent(
  'compile with tsc, and run the typical sequence against the sandbox until the PDF is saved',
  async ({ expect }) => {
    const compiled = await compileExamples();
    expect((await readdir(compiled)).filter((f) => f.endsWith('.js')).sort()).toEqual(
      (await readdir(examples))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => f.replace(/\.ts$/, '.js'))
        .sort(),
    );
    const work = await tempDir('trs-docs-example-');
    const [apiPort, webhookPort] = [await freePort(), await freePort()];

    const sandbox = start(
      compiled,
      'sandbox.js',
      { SANDBOX_PORT: String(apiPort), WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/webhooks` },
      work,
    );
    await sandbox.waitFor(/sandbox ready at \S+/);

    const main = start(
      compiled,
      'main.js',
      {
        TRS_BASE_URL: `http://127.0.0.1:${apiPort}/v2`,
        WEBHOOK_PORT: String(webhookPort),
        WEBHOOK_STORE: path.join(work, 'inbox'),
        DATA_DIR: path.join(work, 'data'),
      },
      work,
    );
    expect(await main.exited(), main.output()).toBe(0);

    const output = main.output();
    const [, applicationRef, tenantRef] = /tenancy (\d{7}), tenant (\w+): referencing started/.exec(output)!;
    expect(output).toContain(`applicant ${tenantRef} of tenancy ${applicationRef}: References in Progress`);
    const file = /report ready: (\S+)/.exec(output)![1]!;
    expect(path.basename(file)).toBe(`${applicationRef}-${tenantRef}-1.pdf`);
    const pdf = await readFile(path.resolve(work, file));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Every reference the service returned was stored, with the applicant's link to its tenancy.
    const stored = (await readFile(path.join(work, 'data', 'references.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l): unknown => JSON.parse(l));
    expect(stored).toEqual([
      expect.objectContaining({ kind: 'tenancy', applicationRef, externalReference: 'CRM-TEN-88213' }),
      expect.objectContaining({ kind: 'applicant', applicantRef: tenantRef, applicationRef }),
    ]);
  },
);

it.concurrent(
  'shell.sh runs against a real trs sandbox: login, the first tenancy, its webhooks, a trigger to the receiver',
  async ({ expect }) => {
    const work = await tempDir('trs-docs-shell-');
    const trsBin = path.join(repoRoot, 'apps', 'cli', 'bin', 'trs.js');
    const binDir = path.join(work, 'bin');
    await mkdir(binDir);
    await symlink(trsBin, path.join(binDir, 'trs'));
    const [apiPort, receiverPort] = [await freePort(), await freePort()];
    const stack = spawn(
      process.execPath,
      [
        trsBin,
        'sandbox',
        '--port',
        String(apiPort),
        '--receiver-port',
        String(receiverPort),
        '--no-docs',
        '--header',
        'X-Webhook-Key=local-secret',
      ],
      { cwd: work, env: { ...process.env, NO_COLOR: '1', TRS_CONFIG_DIR: path.join(work, 'config') } },
    );
    children.push(stack);
    let banner = '';
    await new Promise<void>((resolve, reject) => {
      stack.stdout.on('data', (chunk: Buffer) => {
        banner += chunk.toString('utf8');
        if (/Webhooks, as the sandbox sends them/.test(banner)) resolve();
      });
      stack.once('exit', (code) => reject(new Error(`trs sandbox ended (${code}):\n${banner}`)));
    });
    const receiverUrl = /Receiver\s+(\S+)/.exec(banner)![1]!;

    const { stdout } = await run('bash', [path.join(examples, 'shell.sh')], {
      cwd: work,
      env: {
        ...process.env,
        PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
        NO_COLOR: '1',
        TRS_CONFIG_DIR: path.join(work, 'config'),
        TRS_BASE_URL: `http://127.0.0.1:${apiPort}/v2`,
        TRS_SANDBOX_URL: `http://127.0.0.1:${apiPort}`,
        RECEIVER_URL: receiverUrl,
      },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`shell.sh failed:\n${error.stdout}\n${error.stderr}`);
    });
    expect(stdout).toMatch(/Logged in to/);
    expect(stdout).toMatch(/\b\d{7}\b/);
    expect(stdout).toMatch(/createNewTenancy/);
    expect(stdout).toMatch(/delivered/);
  },
);
