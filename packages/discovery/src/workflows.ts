// The contract's Arazzo workflows (spec/arazzo, shipped in @trs/spec) run by `redocly respect` against one
// environment: the sandbox in tests, a pre-production environment for `trs verify`. Respect checks every answer's
// status, content type and schema against the OpenAPI contract, besides the workflows' own success criteria.
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@trs/validators';
import {
  ensurePrivateDir,
  listOf,
  objectOf,
  refuseInsecureUrl,
  TrsError,
  writePrivateFile,
  type JsonObject,
} from '@trs/shared';

const require = createRequire(import.meta.url);

/** redocly respect could not run the workflows (it failed, or wrote no result). */
export class WorkflowRunError extends TrsError<'TRS_WORKFLOW_RUN_FAILED'> {
  constructor(message: string) {
    super('TRS_WORKFLOW_RUN_FAILED', message, {});
  }
}

/** The folder of the contract's Arazzo workflows (spec/arazzo, `@trs/spec/arazzo/*`). */
export function workflowsDir(): string {
  return path.join(path.dirname(require.resolve('@trs/spec/package.json')), 'arazzo');
}

/** The bundled OpenAPI contract the workflows describe (`@trs/spec/openapi.json`). */
export function openapiPath(): string {
  return require.resolve('@trs/spec/openapi.json');
}

function redoclyBin(): string {
  try {
    const manifest = require.resolve('@redocly/cli/package.json');
    return path.join(path.dirname(manifest), 'bin', 'cli.js');
  } catch {
    throw new ConfigError(
      'redocly',
      'running the workflows needs @redocly/cli (2.77.0 or later 2.x): install it beside @trs/discovery',
    );
  }
}

const BINARY = /^(application\/(pdf|octet-stream|zip)|image\/|audio\/|video\/)/;

/**
 * The contract as respect is given it: `servers` is the environment's base address, and binary answers (the PDF
 * reports) have no schema, because respect hands their bytes to ajv as an object and a `type: string` schema can
 * never match them. Their status and content type are still checked.
 */
export function derivedContract(openapi: JsonObject, baseUrl: string): JsonObject {
  const copy = structuredClone(openapi);
  copy.servers = [{ url: baseUrl, description: 'The environment the workflows run against.' }];
  for (const item of Object.values(objectOf(copy.paths))) {
    for (const operation of Object.values(objectOf(item))) {
      for (const response of Object.values(objectOf(objectOf(operation).responses))) {
        for (const [type, media] of Object.entries(objectOf(objectOf(response).content))) {
          if (BINARY.test(type)) delete objectOf(media).schema;
        }
      }
    }
  }
  return copy;
}

/**
 * Writes a run folder (0700; one that exists must be private already, a looser one is refused with ConfigError and
 * left as it is): `dist/openapi.json` derived for `baseUrl` and `arazzo/*.arazzo.yaml`, so the workflows'
 * `../dist/openapi.json` source points at the derived copy. Returns the workflow files.
 */
export async function prepareWorkflowRun(options: {
  baseUrl: string;
  dir: string;
  workflowsDir?: string;
  openapiPath?: string;
}): Promise<string[]> {
  const source = options.workflowsDir ?? workflowsDir();
  const openapi = objectOf(JSON.parse(await readFile(options.openapiPath ?? openapiPath(), 'utf8')));
  // A folder the caller gave is never changed: created private, or used when it is private already, else refused.
  if ((await ensurePrivateDir(options.dir)) === 'shared')
    throw new ConfigError(
      'dir',
      `${options.dir} can be read by other users: give a folder only you can open (0700), or one that does not exist yet`,
    );
  // The run's own folders, by name: tightened if an earlier run left them looser.
  await ensurePrivateDir(path.join(options.dir, 'dist'), { tighten: true });
  await ensurePrivateDir(path.join(options.dir, 'arazzo'), { tighten: true });
  await writePrivateFile(
    path.join(options.dir, 'dist', 'openapi.json'),
    JSON.stringify(derivedContract(openapi, options.baseUrl)),
    { overwrite: true },
  );
  const files: string[] = [];
  for (const name of (await readdir(source)).filter((n) => n.endsWith('.arazzo.yaml')).sort()) {
    const target = path.join(options.dir, 'arazzo', name);
    await copyFile(path.join(source, name), target);
    files.push(target);
  }
  if (!files.length) throw new ConfigError('workflowsDir', `no *.arazzo.yaml file in ${source}`);
  return files;
}

export interface CheckResult {
  /** Respect's name of the check: 'success criteria check', 'status code check', 'schema check', … */
  readonly name: string;
  readonly passed: boolean;
  readonly condition: string | null;
  /** Respect's explanation of a failed check (secrets masked by respect). */
  readonly message: string | null;
}

export interface StepResult {
  readonly stepId: string;
  readonly ok: boolean;
  /** Method and URL path of the last request of the step, as respect sent it. */
  readonly request: string | null;
  readonly status: number | null;
  readonly checks: readonly CheckResult[];
  /**
   * How many times the step ran: a step with a retry (waiting for a report) runs until its criteria hold, and only
   * its last attempt counts. Respect lists every attempt; the earlier ones are not failures.
   */
  readonly attempts: number;
}

export interface WorkflowResult {
  readonly workflowId: string;
  readonly ok: boolean;
  readonly steps: readonly StepResult[];
}

export interface WorkflowRunResult {
  /** Every workflow ran and every step and check held. */
  readonly ok: boolean;
  readonly workflows: readonly WorkflowResult[];
  /** Respect's exit code. */
  readonly exitCode: number | null;
}

export interface RunWorkflowsOptions {
  /** The environment's base address, version segment included (`https://…/v2`, or `sandbox.baseUrl`). */
  baseUrl: string;
  /** The workflows' inputs: `userName` and `password` of a service user (kycId for kycReportDownload). */
  inputs: Readonly<Record<string, string | number>>;
  /** Only these workflows (by workflowId). */
  workflows?: readonly string[];
  /** Skip these workflows. */
  skip?: readonly string[];
  /** Another folder of Arazzo files (default the contract's, @trs/spec/arazzo). */
  workflowsDir?: string;
  /** Another bundled OpenAPI document (default @trs/spec/openapi.json). */
  openapiPath?: string;
  /** Stop respect after this long (default 30 minutes: a real environment can take long to reference). */
  timeoutMs?: number;
  /** Allow a plain http:// baseUrl on another machine (the password crosses the network in clear). */
  allowInsecureHttp?: boolean;
}

/** The path of a URL respect reports (it may be a template respect could not fill, or relative). */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0]!;
  }
}

/** The workflows' results, read from respect's JSON output (`-J`). */
export function readRespectOutput(output: unknown): WorkflowResult[] {
  const workflows: WorkflowResult[] = [];
  for (const file of Object.values(objectOf(objectOf(output).files)).map(objectOf)) {
    for (const workflow of listOf(file.executedWorkflows).map(objectOf)) {
      const steps: StepResult[] = [];
      for (const step of listOf(workflow.executedSteps).map(objectOf)) {
        if (step.type !== 'step') continue;
        const checks: CheckResult[] = listOf(step.checks)
          .map(objectOf)
          .map((c) => ({
            name: String(c.name),
            passed: c.passed === true,
            condition: typeof c.condition === 'string' ? c.condition : null,
            message: c.passed ? null : typeof c.message === 'string' ? c.message : null,
          }));
        const request = objectOf(step.request);
        const statusCode = objectOf(step.response).statusCode;
        const url = typeof request.url === 'string' ? pathOf(request.url) : null;
        const stepId = String(step.stepId);
        const retried = steps.at(-1)?.stepId === stepId ? steps.pop() : undefined;
        steps.push({
          stepId,
          attempts: (retried?.attempts ?? 0) + 1,
          ok: step.status === 'success' && checks.every((c) => c.passed),
          request: url ? `${String(request.method).toUpperCase()} ${url}` : null,
          status: typeof statusCode === 'number' ? statusCode : null,
          checks,
        });
      }
      workflows.push({
        workflowId: String(workflow.workflowId),
        ok: workflow.status === 'success' && steps.length > 0 && steps.every((s) => s.ok),
        steps,
      });
    }
  }
  return workflows;
}

/**
 * Runs the contract's workflows against `baseUrl` with `redocly respect` and returns every step and check. Respect's
 * own output (which holds request bodies) stays in a 0700 folder that is removed afterwards.
 */
export async function runWorkflows(options: RunWorkflowsOptions): Promise<WorkflowRunResult> {
  let base: URL;
  try {
    base = new URL(options.baseUrl);
  } catch {
    throw new ConfigError(
      'baseUrl',
      `must be an absolute http(s) URL ending in the version segment; got ${JSON.stringify(options.baseUrl)}`,
    );
  }
  if (!/^https?:$/.test(base.protocol)) throw new ConfigError('baseUrl', 'must be an http or https URL');
  refuseInsecureUrl(base, {
    allowInsecureHttp: options.allowInsecureHttp,
    who: 'runWorkflows refused baseUrl',
    allow: 'set allowInsecureHttp: true',
  });
  for (const name of ['userName', 'password']) {
    if (!options.inputs[name])
      throw new ConfigError(`inputs.${name}`, 'is required (the service user of the environment)');
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trs-verify-'));
  try {
    const files = await prepareWorkflowRun({
      baseUrl: options.baseUrl.replace(/\/$/, ''),
      dir,
      ...(options.workflowsDir ? { workflowsDir: options.workflowsDir } : {}),
      ...(options.openapiPath ? { openapiPath: options.openapiPath } : {}),
    });
    const output = path.join(dir, 'respect.json');
    const args = [redoclyBin(), 'respect', ...files, '-J', output];
    for (const id of options.workflows ?? []) args.push('-w', id);
    for (const id of options.skip ?? []) args.push('-s', id);
    const exitCode = await run(
      process.execPath,
      args,
      respectEnvironment(options.inputs),
      options.timeoutMs ?? 30 * 60_000,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(output, 'utf8'));
    } catch {
      throw new WorkflowRunError(`redocly respect wrote no result (exit code ${exitCode}); run it by hand to see why`);
    }
    const workflows = readRespectOutput(parsed);
    return { ok: exitCode === 0 && workflows.length > 0 && workflows.every((w) => w.ok), workflows, exitCode };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The environment respect runs in. The inputs (a password among them) go in REDOCLY_CLI_RESPECT_INPUT as one JSON
 * object, never on the command line: any local user reads a process's arguments (/proc/PID/cmdline), only its owner
 * its environment; and respect reads a JSON object whole, where `-i name=value` splits a value at `,` and `=`.
 * Other REDOCLY_CLI_RESPECT_* variables of this process are not passed on: they would set respect's options too.
 */
export function respectEnvironment(inputs: Readonly<Record<string, string | number>>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !name.startsWith('REDOCLY_CLI_RESPECT_'));
  return {
    ...Object.fromEntries(inherited),
    REDOCLY_TELEMETRY: 'off',
    NO_COLOR: '1',
    REDOCLY_CLI_RESPECT_INPUT: JSON.stringify(inputs),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0 && code !== 1)
        reject(new WorkflowRunError(`redocly respect failed (exit code ${code}): ${stderr.trim()}`));
      else resolve(code);
    });
  });
}

/** Redocly lint of the Arazzo files (Arazzo 1.0 rules): the problems found, empty when they are valid. */
export async function lintWorkflows(dir: string = workflowsDir()): Promise<string[]> {
  const files = (await readdir(dir)).filter((n) => n.endsWith('.arazzo.yaml')).map((n) => path.join(dir, n));
  const problems: string[] = [];
  const out = await mkdtemp(path.join(os.tmpdir(), 'trs-arazzo-lint-'));
  try {
    for (const file of files) {
      const report = path.join(out, 'lint.json');
      const args = [redoclyBin(), 'lint', file, '--format', 'json', '--max-problems', '1000'];
      const code = await runTo(process.execPath, args, report);
      const found = listOf(objectOf(JSON.parse(await readFile(report, 'utf8'))).problems).map(objectOf);
      for (const p of found) {
        const pointer = objectOf(listOf(p.location)[0]).pointer;
        problems.push(
          `${path.basename(file)}: ${String(p.ruleId)} ${String(p.message)} (${typeof pointer === 'string' ? pointer : ''})`,
        );
      }
      if (code !== 0 && !found.length) problems.push(`${path.basename(file)}: lint exit code ${code}`);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  return problems;
}

function runTo(command: string, args: string[], stdoutFile: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      writeFile(stdoutFile, stdout.slice(stdout.indexOf('{'))).then(
        () => resolve(code),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      );
    });
  });
}
