// Every code sample of every operation page is run against a real sandbox, as the page shows it: the curl sample
// with curl in bash, the trs sample with the trs bin in bash, the TypeScript sample compiled by tsc's compiler against
// @trs/client and run with node. Each runs on a tenancy of its own and as a service user of its own (logging in
// retires the user's earlier tokens, and the runs overlap), the contract's example identifiers replaced by the ones the
// sandbox gave; a wrong path, a wrong field or a wrong command fails the run.
import { execFile } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type TrsClient } from '@trs/client';
import { loadModel } from '@trs/codegen/model';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { tempDir } from '@trs/testkit';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { packageDir, repoRoot } from '../src/paths.js';
import { builtSite, decode, eachConcurrently, readPage } from './support.js';
import { projectCompiler } from './typescript.js';

const execute = promisify(execFile);
const KINDS = ['curl', 'trs', 'typescript'] as const;
type Kind = (typeof KINDS)[number];
const { operations } = await loadModel();
const example = (operationId: string, parameter: string) =>
  String(operations.find((o) => o.operationId === operationId)!.parameters.find((p) => p.name === parameter)!.example);
const exampleBody = (operationId: string) =>
  operations.find((o) => o.operationId === operationId)!.requestBody!.examples[0]!.value;
const loginExample = exampleBody('authenticate') as { UserName: string; Password: string };
/** Operations that need a tenant whose referencing is complete (reports, identity checks). */
const NEEDS_REPORTS = new Set(['listReports', 'downloadReport', 'downloadApplicantReport', 'downloadKycReport']);
/** The wrong samples' runs, each as a user of its own too. */
const WRONG = ['wrong-path', 'wrong-field-curl', 'wrong-field-trs', 'wrong-command'];
/** The service user of a run: its password is its name. */
const RUN_USERS = [...operations.flatMap((o) => KINDS.map((kind) => `${kind}-${o.operationId}`)), ...WRONG];
/** How many TypeScript samples run at once (a node process each). */
const TYPESCRIPT_RUNS_AT_ONCE = 4;

let sandbox: Sandbox;
let fixtures: TrsClient;
let samples: Map<string, Record<Kind, string>>;
let work: string;
let binDir: string;
let compiled: string;
const compileProject = projectCompiler();

/** The samples as the built page shows them. */
async function pageSamples(): Promise<Map<string, Record<Kind, string>>> {
  const site = await builtSite();
  const found = new Map<string, Record<Kind, string>>();
  for (const operation of operations) {
    const html = await readPage(site, `rest/${operation.operationId}.html`);
    const read = (kind: Kind) => {
      const match = new RegExp(`data-sample="${kind}"[\\s\\S]*?<code[^>]*>([\\s\\S]*?)</code>`).exec(html);
      if (!match) throw new Error(`${operation.operationId}: no ${kind} sample on the page`);
      return decode(match[1]!);
    };
    found.set(operation.operationId, { curl: read('curl'), trs: read('trs'), typescript: read('typescript') });
  }
  return found;
}

/** A tenancy of its own for one run: the contract's example identifiers and the sandbox's real ones. */
async function prepare(operationId: string): Promise<Map<string, string>> {
  const applicationRef = await fixtures.createTenancy(42, exampleBody('createTenancy') as never);
  const tenant = await fixtures.addTenant(applicationRef, exampleBody('addTenant') as never);
  const second = await fixtures.addTenant(applicationRef, exampleBody('addTenant') as never);
  const guarantor = await fixtures.addGuarantor(applicationRef, exampleBody('addGuarantor') as never);
  const rentShare = exampleBody('setRentShare') as { ApplicantRef: string }[];
  const values = new Map<string, string>([
    [example('getApplicant', 'ApplicationRef'), applicationRef],
    [example('getApplicant', 'Reference'), tenant.ReferenceNumber],
    [rentShare[1]!.ApplicantRef, second.ReferenceNumber],
    [example('submitGuarantor', 'GuarantorRef'), guarantor.ReferenceNumber],
  ]);
  if (NEEDS_REPORTS.has(operationId)) {
    await fixtures.submitTenant(applicationRef, tenant.ReferenceNumber, exampleBody('submitTenant') as never);
    sandbox.admin.completeReferencing(applicationRef);
    const kycId = sandbox.admin
      .tenancy(applicationRef)
      .applicants.find((a) => a.reference === tenant.ReferenceNumber)?.kycId;
    if (kycId) values.set(example('downloadKycReport', 'KYCid'), kycId);
  }
  return values;
}

function substitute(text: string, values: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [from, to] of values) out = out.split(from).join(to);
  return out;
}

async function freshToken(user: string): Promise<string> {
  const answer = await fetch(`${sandbox.baseUrl}/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: user, Password: user }),
  });
  return answer.headers.get('token')!;
}

interface Outcome {
  code: number;
  output: string;
  cwd: string;
}

async function runIn(command: string, args: string[], env: Record<string, string>, cwd: string): Promise<Outcome> {
  try {
    const { stdout, stderr } = await execute(command, args, {
      cwd,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr, cwd };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string; message: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout}${failed.stderr}`, cwd };
  }
}

async function runShell(script: string, env: Record<string, string>): Promise<Outcome> {
  const cwd = await tempDir('run-', work);
  return runIn('bash', ['-e', '-c', script], env, cwd);
}

const runCurl = async (sample: string, user: string) =>
  runShell(sample, { TRS_BASE_URL: sandbox.baseUrl, TRS_TOKEN: await freshToken(user) });

const runTrs = async (sample: string, user: string) =>
  runShell(sample, {
    PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
    TRS_BASE_URL: sandbox.baseUrl,
    TRS_USER: user,
    TRS_PASSWORD: user,
    TRS_CONFIG_DIR: await tempDir('config-', work),
    NO_COLOR: '1',
  });

/**
 * Compiles TypeScript samples (name → source) as `tsc -p` would, with the repository's TypeScript, against the
 * installed @trs/client. In this process: it holds the sandbox meanwhile, so no run may be waiting on it.
 */
async function compile(sources: ReadonlyMap<string, string>): Promise<Outcome> {
  const dir = await tempDir('batch-', compiled);
  for (const [name, source] of sources) await writeFile(path.join(dir, `${name}.ts`), source);
  await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [path.join(packageDir, 'node_modules', '@types'), path.join(repoRoot, 'node_modules', '@types')],
      },
      include: ['*.ts'],
    }),
  );
  return { ...compileProject(path.join(dir, 'tsconfig.json')), cwd: dir };
}

const runTypescript = (file: string, user: string) =>
  runShell(`node ${JSON.stringify(file)}`, { TRS_BASE_URL: sandbox.baseUrl, TRS_USER: user, TRS_PASSWORD: user });

beforeAll(async () => {
  sandbox = await createSandbox({
    port: 0,
    branches: [{ id: 42, name: 'The contract example branch' }],
    users: [
      ...RUN_USERS.map((user) => ({ userName: user, password: user })),
      { userName: 'fixtures', password: 'fixtures' },
      { userName: loginExample.UserName, password: loginExample.Password },
    ],
    referencingDelayMs: null,
  });
  fixtures = createClient({ baseUrl: sandbox.baseUrl, credentials: { userName: 'fixtures', password: 'fixtures' } });
  samples = await pageSamples();
  work = await tempDir('trs-docs-samples-');
  binDir = path.join(work, 'bin');
  await mkdir(binDir);
  await symlink(path.join(repoRoot, 'apps', 'cli', 'bin', 'trs.js'), path.join(binDir, 'trs'));
  // Inside the package, so that the compiled samples import @trs/client as installed.
  const cache = path.join(packageDir, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  compiled = await tempDir('samples-', cache);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('the code samples of every operation page run against the sandbox', () => {
  it('every operation page has a curl, a trs and a TypeScript sample', ({ expect }) => {
    expect([...samples.keys()].sort()).toEqual(operations.map((o) => o.operationId).sort());
    for (const [operationId, found] of samples) {
      expect(found.curl, operationId).toMatch(/^curl /);
      expect(found.trs, operationId).toMatch(/^trs /);
      expect(found.typescript, operationId).toContain("from '@trs/client'");
    }
  });

  it('TypeScript: every sample compiles against @trs/client and runs', async ({ expect }) => {
    const prepared = new Map(
      await Promise.all(operations.map(async (o) => [o.operationId, await prepare(o.operationId)] as const)),
    );
    const sources = new Map(
      [...prepared].map(([operationId, values]) => [
        operationId,
        substitute(samples.get(operationId)!.typescript, values),
      ]),
    );
    const build = await compile(sources);
    expect(build.code, build.output).toBe(0);
    await eachConcurrently(operations, TYPESCRIPT_RUNS_AT_ONCE, async ({ operationId }) => {
      const outcome = await runTypescript(path.join(build.cwd, `${operationId}.js`), `typescript-${operationId}`);
      expect(outcome.code, `${operationId}: ${outcome.output}`).toBe(0);
      await expectPdfWhereDue(expect, operationId, outcome, prepared.get(operationId)!);
    });
  });

  // Side by side: each run waits on its processes and the sandbox. The compiles are not among them: they hold this
  // process, and the sandbox in it, for a while, and a call waiting meanwhile could lose its connection.
  it.concurrent.for(operations.map((o) => o.operationId))('curl: %s', async (operationId, { expect }) => {
    const values = await prepare(operationId);
    const outcome = await runCurl(substitute(samples.get(operationId)!.curl, values), `curl-${operationId}`);
    expect(outcome.code, outcome.output).toBe(0);
    await expectPdfWhereDue(expect, operationId, outcome, values);
  });

  it.concurrent.for(operations.map((o) => o.operationId))('trs: %s', async (operationId, { expect }) => {
    const values = await prepare(operationId);
    const outcome = await runTrs(substitute(samples.get(operationId)!.trs, values), `trs-${operationId}`);
    expect(outcome.code, outcome.output).toBe(0);
    await expectPdfWhereDue(expect, operationId, outcome, values);
  });
});

/** A PDF sample leaves the file it names, and it is a PDF. */
async function expectPdfWhereDue(
  expect: ExpectStatic,
  operationId: string,
  outcome: Outcome,
  values: ReadonlyMap<string, string>,
) {
  const operation = operations.find((o) => o.operationId === operationId)!;
  if (!operation.responses.some((r) => r.contentType === 'application/pdf')) return;
  const file = operation.parameters.map((p) => substitute(String(p.example), values)).join('-') + '.pdf';
  const pdf = await readFile(path.join(outcome.cwd, file));
  expect(pdf.subarray(0, 5).toString('latin1'), operationId).toBe('%PDF-');
}

describe('a wrong sample fails its run', () => {
  it('curl with a wrong path or field, trs with a wrong command or field, TypeScript with a wrong field', async ({
    expect,
  }) => {
    const values = await prepare('createTenancy');
    const { curl, trs, typescript } = samples.get('createTenancy')!;
    expect(curl).toContain('/Applications/42"');
    expect(curl).toContain('"MonthlyRent"');
    expect(trs).toMatch(/^trs tenancy create /);
    expect(typescript).toContain('MonthlyRent:');
    const misspelt = (sample: string) => substitute(sample.replace('"MonthlyRent"', '"MontlyRent"'), values);
    const [wrongPath, wrongFieldCurl, wrongFieldTrs, wrongCommand] = await Promise.all([
      runCurl(substitute(curl.replace('/Applications/42"', '/Application/42"'), values), 'wrong-path'),
      runCurl(misspelt(curl), 'wrong-field-curl'),
      runTrs(misspelt(trs), 'wrong-field-trs'),
      runTrs(substitute(trs.replace('trs tenancy create', 'trs tenancies create'), values), 'wrong-command'),
    ]);
    expect(wrongPath.code).not.toBe(0);
    expect(wrongFieldCurl.code).not.toBe(0);
    expect(wrongFieldTrs.code).not.toBe(0);
    expect(wrongCommand.code).not.toBe(0);
    const wrong = new Map([['wrong', substitute(typescript.replace('MonthlyRent:', 'MontlyRent:'), values)]]);
    const build = await compile(wrong);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('MontlyRent');
  });
});
