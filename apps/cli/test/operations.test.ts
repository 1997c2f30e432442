// Every operation of the contract is a `trs` command (generated from the operations table), run as a shell user
// runs it against the sandbox: arguments checked by the contract's rules before anything is sent (exit 2), bodies
// from a file (the contract's {summary, value} example files too), standard input or --example, and the answer
// printed by one rule: --json the service's answer as it is, plain output for people.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliDir, isolatedEnv, runInProcess, runSpawned, type Result } from './support.js';

const repo = path.resolve(cliDir, '..', '..');
let sandbox: Sandbox;
let env: Record<string, string>;
let work: string;

const trs = (argv: string[], stdin?: string): Promise<Result> =>
  runSpawned(argv, { env, cwd: work, ...(stdin !== undefined ? { stdin } : {}) });
/** `trs <words> --help`: it reads nothing and sends nothing, so in-process, as cli.test.ts reads every command's help. */
const help = (words: readonly string[]): Promise<Result> => runInProcess([...words, '--help'], { env, cwd: work });

beforeAll(async () => {
  sandbox = await createSandbox({ referencingDelayMs: null });
  env = await isolatedEnv({ TRS_BASE_URL: sandbox.baseUrl, TRS_USER: 'sandbox', TRS_PASSWORD: 'sandbox' });
  work = path.dirname(env.TRS_CONFIG_DIR!);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('one command per operation', () => {
  it('every operation of the contract but the login has a command with --help', async () => {
    const openapi = JSON.parse(await readFile(path.join(repo, 'spec', 'dist', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operationIds: string[] = Object.values(openapi.paths).flatMap((item) =>
      Object.values(item).flatMap((op) =>
        op && typeof op === 'object' && 'operationId' in op ? [op.operationId] : [],
      ),
    );
    expect(operationIds.length).toBeGreaterThanOrEqual(20);
    const { operationCommands } = await import('../src/operations/commands.gen.js');
    const covered = operationCommands.map((c) => c.operationId);
    expect(operationIds.filter((id) => id !== 'authenticate' && !covered.includes(id))).toEqual([]);
    for (const words of [
      ['guarantor', 'add'],
      ['guarantor', 'submit'],
      ['tenancy', 'cancel'],
      ['tenancy', 'rent-share'],
      ['tenancy', 'start-date'],
      ['tenancy', 'audit-trail'],
      ['applicant', 'get'],
      ['kyc', 'report'],
    ]) {
      const usage = await help(words);
      expect(usage.code, words.join(' ')).toBe(0);
      expect(usage.stdout).toMatch(/Example:\n {2}\$ trs /);
    }
  });

  it('the sequence beyond the typical one: guarantor, applicant, rent share, start date, audit trail, cancel', async () => {
    // The contract's own example file, a {summary, value} wrapper, is a body as it is.
    const created = await trs([
      'tenancy',
      'create',
      '--branch',
      '42',
      path.join(repo, 'spec/examples/rest/Application.json'),
    ]);
    expect(created.code).toBe(0);
    const ref = created.stdout.trim();
    expect(ref).toMatch(/^\d{7}$/);

    const tenant = (await trs(['tenant', 'add', ref, '--example', 'fillsInTheForm'])).stdout.trim();
    expect(tenant).toMatch(/^[A-Z]+\d{7}$/);
    const guarantor = await trs(['guarantor', 'add', ref, '--example', 'guarantor']);
    expect(guarantor.code).toBe(0);
    const guarantorRef = guarantor.stdout.trim();
    expect(sandbox.admin.tenancy(ref).applicants.map((a) => a.reference)).toEqual([tenant, guarantorRef]);
    const submitted = await trs(['guarantor', 'submit', ref, guarantorRef, '--example', 'guarantor']);
    expect(submitted.code).toBe(0);
    expect(submitted.stdout).toContain(`Submitted guarantor ${guarantorRef} of tenancy ${ref}`);

    const applicant = await trs(['applicant', 'get', ref, tenant, '--json']);
    expect(applicant.code).toBe(0);
    expect(JSON.parse(applicant.stdout)).toMatchObject({ ReferenceNumber: tenant });

    await writeFile(path.join(work, 'shares.json'), JSON.stringify([{ ApplicantRef: tenant, Rent: 1250 }]));
    const share = await trs(['tenancy', 'rent-share', ref, 'shares.json']);
    expect(share.code).toBe(0);
    expect(share.stdout).toContain(`Set the rent shares of tenancy ${ref}`);

    const start = await trs(['tenancy', 'start-date', ref, '2027-01-15']);
    expect(start.code).toBe(0);
    await sandbox.admin.waitForEvent((e) => e.name === 'tenancyStartDateChanged' && e.applicationRef === ref);

    const trail = await trs(['tenancy', 'audit-trail', ref, '--json']);
    expect(trail.code).toBe(0);
    expect(JSON.stringify(JSON.parse(trail.stdout))).toContain('2027-01-15');

    const cancel = await trs(['tenancy', 'cancel', ref, tenant, '-'], JSON.stringify('Tenant found another flat'));
    expect(cancel.code).toBe(0);
    expect(cancel.stdout).toContain(`Cancelled tenancy ${ref} for applicant ${tenant}`);
  });
});

describe('--json prints the answer of the service as it is; plain output is for people', () => {
  it('reports list: the report type ids with --json, ids with product names without', async () => {
    const ref = (await trs(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat'])).stdout.trim();
    const tenant = (await trs(['tenant', 'add', ref, '--example', 'fillsInTheForm'])).stdout.trim();
    expect((await trs(['tenant', 'submit', ref, tenant, '--example', 'fullDetails'])).code).toBe(0);
    sandbox.admin.completeReferencing(ref);
    const json = await trs(['reports', 'list', ref, '--json']);
    const answer = JSON.parse(json.stdout) as number[];
    expect(answer).toEqual(expect.arrayContaining([1, 7]));
    const plain = await trs(['reports', 'list', ref]);
    expect(plain.stdout.trim().split('\n')).toEqual(
      answer.map((type): unknown => expect.stringMatching(new RegExp(`^${type}\\t\\S`))),
    );
    expect(plain.stdout).toContain('7\tSummary');
    // an answer without a body: --json prints nothing at all, plain output a sentence
    const start = await trs(['tenancy', 'start-date', ref, '2027-02-01', '--json']);
    expect(start).toMatchObject({ code: 0, stdout: '' });
    // tenancy create --json: the answer, a JSON string
    const created = await trs(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat', '--json']);
    expect(JSON.parse(created.stdout)).toMatch(/^\d{7}$/);
  });

  it('a report that is not ready says that it will work later', async () => {
    const ref = (await trs(['tenancy', 'create', '--branch', '42', '--example', 'managedFlat'])).stdout.trim();
    const result = await trs(['report', 'download', ref, '3']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/this works later/);
    expect(result.stderr).not.toMatch(/sending it again unchanged fails again/);
  });
});

describe('usage errors exit 2 and name the argument and its rule, before anything is sent', () => {
  it('name each argument as --help shows it', async () => {
    for (const [argv, label] of [
      [['tenancy', 'get', '42'], '<applicationReference>'],
      [['tenancy', 'start-date', '0000001', '2026-13-01'], '<tenancyStartDate>'],
    ] as const) {
      const usage = await help(argv.slice(0, 2));
      expect(usage.stdout.split('\n')[0]).toContain(` ${label}`);
      // in-process, as the help above: the cases below spawn these same command lines
      const result = await runInProcess([...argv], { env, cwd: work });
      expect(result.stderr).toContain(`${label} must be`);
    }
  });

  it.each([
    [['tenancy', 'get', '42'], /<applicationReference> must be a tenancy reference: seven digits/],
    [['tenancy', 'start-date', '0000001', '2026-13-01'], /<tenancyStartDate> must be a date written yyyy-MM-dd/],
    [['applicant', 'get', '0000001', 'sbx1'], /<reference> must be an applicant reference/],
    [['tenancy', 'create', '--branch', '0000001', '--example', 'managedFlat'], /looks like a tenancy reference/],
    [
      ['tenant', 'add', '0000001', '--example', 'nope'],
      /--example nope: the contract has no such example.*fillsInTheForm/,
    ],
    [['tenant', 'add', '0000001'], /give a JSON file, - for standard input, or --example NAME/],
  ])('trs %j', async (argv, message) => {
    const logins = sandbox.admin.logins().length;
    const result = await trs(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(sandbox.admin.logins().length).toBe(logins);
  });
});
