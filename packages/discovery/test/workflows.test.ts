// The contract's Arazzo workflows (spec/arazzo) run by `redocly respect` against a fresh sandbox: every workflow of
// the provider's flows is there, every step and check holds, and a sandbox that breaks the contract is caught.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { createSandbox, type Sandbox } from '@trs/sandbox';
import { tempDir } from '@trs/testkit';
import {
  lintWorkflows,
  openapiPath,
  readRespectOutput,
  runWorkflows,
  workflowsDir,
  type WorkflowRunResult,
} from '../src/index.js';

/** The members of the Arazzo document these tests read and change (the file has them). */
interface Arazzo {
  workflows: {
    workflowId: string;
    steps: { stepId: string; onFailure?: { retryLimit?: number; retryAfter?: number }[] }[];
  }[];
}

const FLOWS = [
  'typicalSequence',
  'guarantor',
  'cancel',
  'rentShareAndStartDate',
  'reportDownloads',
  'kycReportDownload',
  'tokenRetirement',
];

let sandbox: Sandbox;
/** The runs that must fail, beside the provider flows, log in to a sandbox of their own (a login retires a token). */
let failingSandbox: Sandbox;
let result: WorkflowRunResult;
let kyc: WorkflowRunResult;
const inputs = (of = sandbox) => ({ userName: of.credentials.userName, password: of.credentials.password });

/**
 * Work started beside the provider flows, which spend seconds waiting for referencing, and awaited by the test it
 * belongs to: that test fails with its error (a failure is handled here only so that it is not reported before then).
 */
const started = <T>(work: Promise<T>): Promise<T> => {
  work.catch(() => {});
  return work;
};
let linted: Promise<string[]>;
let withoutSubmit: Promise<WorkflowRunResult>;
let againstDriftedContract: Promise<WorkflowRunResult>;

const failures = (run: WorkflowRunResult) =>
  run.workflows.flatMap((w) =>
    w.steps.flatMap((s) =>
      s.checks.filter((c) => !c.passed).map((c) => `${w.workflowId}/${s.stepId}: ${c.name} ${c.message ?? ''}`),
    ),
  );

beforeAll(async () => {
  // Referencing takes 2 s, as it takes time at the provider: the step that waits for a report asks again until one
  // is listed, and its attempts before that are no failures.
  sandbox = await createSandbox({ referencingDelayMs: 2000 });
  failingSandbox = await createSandbox({ referencingDelayMs: 2000 });
  linted = started(lintWorkflows());
  const dir = await tempDir('trs-arazzo-');
  withoutSubmit = started(runWithoutSubmit(dir));
  // After that run, whatever its outcome: both log in as the failing sandbox's one user.
  againstDriftedContract = started(withoutSubmit.catch(() => null).then(() => runAgainstDriftedContract(dir)));
  result = await runWorkflows({ baseUrl: sandbox.baseUrl, inputs: inputs(), skip: ['kycReportDownload'] });
  // A KYCid arrives only by webhook: take it from the checks the workflows started, once one has completed.
  const completed = sandbox.admin.state().identityChecks.find((c) => c.status === 'COMPLETED');
  if (!completed) throw new Error('no identity check completed: the workflows asked for one on every submitted tenant');
  kyc = await runWorkflows({
    baseUrl: sandbox.baseUrl,
    inputs: { ...inputs(), kycId: completed.id, kycReportType: 100 },
    workflows: ['kycReportDownload'],
  });
}, 600_000);

afterAll(async () => {
  await Promise.allSettled([linted, withoutSubmit, againstDriftedContract]);
  await Promise.all([sandbox?.close(), failingSandbox?.close()]);
});

describe('the provider flows as Arazzo workflows', () => {
  it('are valid Arazzo 1.0 (redocly lint)', async () => {
    expect(await linted).toEqual([]);
  }, 600_000);

  it('cover every flow of the issue, and keep credentials out of the files', async () => {
    const text = await readFile(path.join(workflowsDir(), 'provider-flows.arazzo.yaml'), 'utf8');
    const document = parse(text) as Arazzo;
    expect(document.workflows.map((w) => w.workflowId)).toEqual(FLOWS);
    const credentials: unknown[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'UserName' || key === 'Password') credentials.push(value);
        walk(value);
      }
    };
    walk(document.workflows);
    expect(credentials.length).toBeGreaterThan(0);
    expect(new Set(credentials)).toEqual(new Set(['$inputs.userName', '$inputs.password']));
  });

  it('hold against the sandbox: every step and every check passed', () => {
    expect(failures(result)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.workflows.map((w) => w.workflowId)).toEqual(FLOWS.filter((f) => f !== 'kycReportDownload'));
    const typical = result.workflows.find((w) => w.workflowId === 'typicalSequence')!;
    expect(typical.steps.map((s) => s.stepId)).toEqual([
      'authenticate',
      'listBranches',
      'createTenancy',
      'addTenant',
      'submitTenant',
      'waitForReport',
      'listReports',
      'downloadReport',
    ]);
    // Respect checked each answer against the contract, not only the success criteria.
    const names = new Set(typical.steps.flatMap((s) => s.checks.map((c) => c.name)));
    expect([...names]).toEqual(expect.arrayContaining(['success criteria check', 'status code check', 'schema check']));
    const retirement = result.workflows.find((w) => w.workflowId === 'tokenRetirement')!;
    expect(retirement.steps.find((s) => s.stepId === 'firstTokenRefused')!.status).toBe(401);
  });

  it('count only the last attempt of a retried step (respect lists every attempt)', () => {
    const attempt = (passed: boolean) => ({
      type: 'step',
      stepId: 'waitForReport',
      status: passed ? 'success' : 'error',
      checks: [{ name: 'success criteria check', passed, condition: '$[?length(@) > 0]' }],
      request: { method: 'get', url: 'http://127.0.0.1/v2/Applications/0000001/Reports' },
      response: { statusCode: 200 },
    });
    const [workflow] = readRespectOutput({
      files: {
        'provider-flows.arazzo.yaml': {
          executedWorkflows: [
            {
              workflowId: 'reportDownloads',
              status: 'success',
              executedSteps: [attempt(false), attempt(false), attempt(true)],
            },
          ],
        },
      },
    });
    expect(workflow).toMatchObject({ ok: true, steps: [{ stepId: 'waitForReport', ok: true, attempts: 3 }] });
    const [stillWaiting] = readRespectOutput({
      files: {
        f: {
          executedWorkflows: [{ workflowId: 'w', status: 'error', executedSteps: [attempt(false), attempt(false)] }],
        },
      },
    });
    expect(stillWaiting).toMatchObject({ ok: false, steps: [{ ok: false, attempts: 2 }] });
  });

  it('download a KYC report by the URL form of KYC events', () => {
    expect(failures(kyc)).toEqual([]);
    expect(kyc.workflows.map((w) => [w.workflowId, w.ok])).toEqual([['kycReportDownload', true]]);
  });
});

describe('the workflow run fails', () => {
  it('when a workflow step is removed (the flow no longer reaches the report)', async () => {
    const run = await withoutSubmit;
    expect(run.ok).toBe(false);
    const step = run.workflows[0]!.steps.find((s) => s.stepId === 'waitForReport')!;
    expect(step.ok).toBe(false);
  }, 600_000);

  it('when the environment answers what the contract does not say', async () => {
    const run = await againstDriftedContract;
    expect(run.ok).toBe(false);
    const failed = failures(run);
    expect(failed.some((f) => f.includes('schema check'))).toBe(true);
  }, 600_000);
});

/** The contract's workflows without the step that submits the tenant, run against the failing sandbox. */
async function runWithoutSubmit(dir: string): Promise<WorkflowRunResult> {
  const document = parse(await readFile(path.join(workflowsDir(), 'provider-flows.arazzo.yaml'), 'utf8')) as Arazzo;
  const typical = document.workflows.find((w) => w.workflowId === 'typicalSequence')!;
  typical.steps = typical.steps.filter((s) => s.stepId !== 'submitTenant');
  // Without submit no report ever comes: bound the wait so the run ends, and ask again at once (nothing is coming).
  const waitForReport = typical.steps.find((s) => s.stepId === 'waitForReport')!.onFailure![0]!;
  waitForReport.retryLimit = 2;
  waitForReport.retryAfter = 0;
  document.workflows = [typical];
  await writeFile(path.join(dir, 'provider-flows.arazzo.yaml'), stringify(document));
  return runWorkflows({ baseUrl: failingSandbox.baseUrl, inputs: inputs(failingSandbox), workflowsDir: dir });
}

/**
 * tokenRetirement against a contract that says branches are strings: the sandbox's integer ids now break it, as a
 * drifting provider would.
 */
async function runAgainstDriftedContract(dir: string): Promise<WorkflowRunResult> {
  const openapi = JSON.parse(await readFile(openapiPath(), 'utf8')) as {
    components: { schemas: { Branch: { properties: { Id: unknown } } } };
  };
  openapi.components.schemas.Branch.properties.Id = { type: 'string' };
  const contractPath = path.join(dir, 'openapi.json');
  await writeFile(contractPath, JSON.stringify(openapi));
  return runWorkflows({
    baseUrl: failingSandbox.baseUrl,
    inputs: inputs(failingSandbox),
    workflows: ['tokenRetirement'],
    openapiPath: contractPath,
  });
}
