// The handlers of `trs gaps report`, `trs proxy` and `trs verify` (commands/discovery.ts), loaded when one runs.
import path from 'node:path';
import type { WorkflowRunResult } from '@trs/discovery';
import { isLoopbackUrl, refuseInsecureUrl } from '@trs/shared';
import { printable } from '@trs/validators';
import { canPrompt, promptPassword } from '../api/password-prompt.js';
import { readPasswordFromStdin, resolveTarget, type ApiFlags } from '../api/session.js';
import type { CommandContext } from '../command.js';
import { loadOptional } from '../optional.js';
import { CliError, UsageError } from '../errors.js';
import { aborted } from '../io.js';

export interface GapsReportOptions {
  folders: string[];
  patch?: string;
  json?: boolean;
}

export interface ProxyOptions {
  upstream?: string;
  recordTo: string;
  port: number;
  allowInsecureHttp?: boolean;
}

export type VerifyOptions = ApiFlags & {
  workflow?: string[];
  yesProduction?: boolean;
  production?: boolean;
  json?: boolean;
};

const loadDiscovery = () => loadOptional('@trs/discovery', 'This command', () => import('@trs/discovery'));

/** The one rule of every command that sends credentials: plain http:// only to this machine (@trs/shared). */
function refuseInsecure(url: URL, allowInsecureHttp: boolean | undefined, command: string): void {
  refuseInsecureUrl(url, { allowInsecureHttp, who: `${command} refused`, allow: 'pass --allow-insecure-http' });
}

function environmentUrl(value: string | undefined, flag: string): URL {
  const text = value?.trim().replace(/\/+$/, '');
  if (!text) throw new UsageError(`${flag} is required: the environment's base address with /v2.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${flag} must be an absolute http(s) URL, such as https://preprod.example/v2.`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new UsageError(`${flag} must be an http or https URL.`);
  return url;
}

/** No step got an answer: every request failed before a status came back (nothing listens, a wrong host). */
const nothingAnswered = (run: WorkflowRunResult) =>
  run.workflows.length > 0 && run.workflows.every((w) => w.steps.every((step) => !step.status));

function printRun(run: WorkflowRunResult, out: (line: string) => void) {
  for (const workflow of run.workflows) {
    out(`${workflow.ok ? 'held' : 'FAILED'}  ${workflow.workflowId}`);
    for (const step of workflow.steps) {
      const failed = step.checks.filter((c) => !c.passed);
      out(
        `  ${step.ok ? 'ok  ' : 'FAIL'} ${step.stepId}${step.status ? ` (${step.status})` : ''}: ${step.checks.length - failed.length}/${step.checks.length} checks held${step.attempts > 1 ? ` (after ${step.attempts} attempts)` : ''}`,
      );
      for (const check of failed) out(`         ${check.name}: ${printable(check.message ?? check.condition ?? '')}`);
    }
  }
}

export async function gapsReport(options: GapsReportOptions, context: CommandContext): Promise<number | void> {
  if (!options.folders?.length) throw new UsageError('Name at least one folder of recordings.');
  const { buildGapsReport, gapsReportLines, readRecordings, writeSuggestedPatch } = await loadDiscovery();
  let observations;
  try {
    observations = await readRecordings(options.folders);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new CliError('TRS_CLI_INPUT', `No such folder of recordings: ${(error as { path?: string }).path}.`, 2);
    throw error;
  }
  const report = buildGapsReport(observations);
  const patch = options.patch ? await writeSuggestedPatch(path.resolve(options.patch), observations) : null;
  if (options.json) return context.json(patch ? { ...report, patch } : report);
  for (const line of gapsReportLines(report)) context.out(printable(line));
  if (patch) {
    context.out('');
    context.out(`Suggested patch written into ${options.patch}: ${patch.changes.length} changes.`);
    for (const change of patch.changes) context.out(`  ${change.file}: ${printable(change.change)}`);
    for (const note of patch.manual) context.out(`  to describe by hand: ${printable(note)}`);
    if (patch.changes.length) context.note('Next: pnpm generate, then pnpm contract:check, then a pull request.');
  }
}

export async function proxy(options: ProxyOptions, context: CommandContext): Promise<number | void> {
  const upstream = environmentUrl(options.upstream, '--upstream');
  refuseInsecure(upstream, options.allowInsecureHttp, 'trs proxy');
  const { startCaptureProxy } = await loadDiscovery();
  const proxy = await startCaptureProxy({
    upstream: upstream.href.replace(/\/+$/, ''),
    allowInsecureHttp: true, // checked above
    recordTo: path.resolve(options.recordTo),
    port: options.port,
  });
  context.out(`Proxy to ${upstream.origin} listening: use ${proxy.baseUrl} as the base URL.`);
  context.note(`Recording to ${proxy.harFile} (shapes only). Ctrl-C stops.`);
  await aborted(context.signal);
  await proxy.flushed();
  await proxy.close();
  const findings = proxy.observations.flatMap((o) => o.findings);
  context.note(
    `Stopped: ${proxy.observations.length} exchanges recorded, ${findings.length} findings. Next: trs gaps report ${options.recordTo}`,
  );
}

export async function verify(options: VerifyOptions, context: CommandContext): Promise<number | void> {
  const target = await resolveTarget(options, context);
  const baseUrl = environmentUrl(target.baseUrl, '--base-url');
  refuseInsecure(baseUrl, options.allowInsecureHttp || target.profile?.profile.allowInsecureHttp, 'trs verify');
  const userName = target.userName;
  let password = options.passwordStdin ? await readPasswordFromStdin(context.io.stdin) : options.password;
  const profile = target.profile;
  if ((options.production || profile?.profile.production) && !options.yesProduction && !isLoopbackUrl(baseUrl))
    throw new UsageError(
      `${baseUrl.origin} is ${profile?.profile.production ? `production (profile ${profile.name})` : 'marked production'}: the workflows create tenancies there. Add --yes-production to run them all the same.`,
    );
  if (!password && canPrompt(context.io.stdin))
    password = await promptPassword(
      context.io.stdin,
      context.io.stderr,
      `Password of ${userName} at ${baseUrl.origin}: `,
    );
  if (!password)
    throw new UsageError('No password: set TRS_PASSWORD, or pass --password-stdin (or run it on a terminal).');
  context.note(`Running the workflows against ${baseUrl.origin} as ${userName} (this login retires its other tokens).`);
  const { runWorkflows } = await loadDiscovery();
  const run = await runWorkflows({
    baseUrl: baseUrl.href.replace(/\/+$/, ''),
    inputs: { userName, password },
    allowInsecureHttp: true, // checked above, with the profile's setting
    ...(options.workflow?.length ? { workflows: options.workflow } : { skip: ['kycReportDownload'] }),
  });
  if (options.json) context.json(run);
  else printRun(run, (line) => context.out(line));
  if (nothingAnswered(run))
    throw new CliError(
      'TRS_CLI_FAILED',
      `Nothing answered at ${baseUrl.origin}: is the service running there? Check --base-url (or TRS_BASE_URL, or the profile); \`trs sandbox\` runs a local one.`,
    );
  return run.ok ? 0 : 1;
}
