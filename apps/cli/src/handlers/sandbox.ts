// The handler of `trs sandbox` (commands/sandbox.ts), loaded when it runs.
import { ConfigError, parseWebhookAddress } from '@trs/sender';
import type { CommandContext } from '../command.js';
import { UsageError } from '../errors.js';
import { aborted } from '../io.js';
import { clock, describeHandled, describeRequest, noteLogger } from '../stack/print.js';
import { repositoryRoot } from '../stack/docs.js';
import { describeFault, parseFault } from '../stack/fault-option.js';
import { startStack } from '../stack/stack.js';
import { TRAPS } from '../stack/traps.js';
import { parseHeader } from '../webhooks/header.js';

export interface SandboxCommandOptions {
  port: number;
  host: string;
  receiverPort: number;
  receiver: boolean;
  receiverStore?: string;
  docs: boolean;
  docsDir?: string;
  docsPort?: number;
  referencingDelayMs?: number;
  adminToken?: string;
  quiet?: boolean;
  forwardTo?: string[];
  header?: string;
  user?: string[];
  branch?: string[];
  trap?: string[];
  rules?: 'provider' | 'once';
  retryIntervalMs?: number;
  fault?: string[];
}

function userOption(value: string) {
  const match = /^([^:]+):(.+)$/.exec(value);
  if (!match) throw new UsageError(`--user takes NAME:PASSWORD, got ${JSON.stringify(value.replace(/:.*/, ':…'))}.`);
  return { userName: match[1]!, password: match[2]! };
}

function branchOption(value: string) {
  const match = /^([1-9]\d*)(?::(.+))?$/.exec(value);
  if (!match)
    throw new UsageError(`--branch takes ID or ID:NAME (a positive whole number), got ${JSON.stringify(value)}.`);
  return { id: Number(match[1]), ...(match[2] ? { name: match[2] } : {}) };
}

function forwardUrls(values: readonly string[]): string[] {
  if (!values.length) return [];
  try {
    return parseWebhookAddress(values.join(','), '--forward-to');
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

export async function runSandbox(options: SandboxCommandOptions, context: CommandContext): Promise<number | void> {
  const { style } = context;
  const live = (line: string) => {
    if (!options.quiet) context.out(`${style.dim(clock())} ${line}`);
  };
  const forwardTo = forwardUrls(options.forwardTo ?? []);
  const header = options.header !== undefined ? parseHeader(options.header, '--header') : undefined;
  const users = options.user?.map(userOption);
  const branches = options.branch?.map(branchOption);
  const traps = options.trap?.length
    ? Object.fromEntries(options.trap.map((t) => [TRAPS[t as keyof typeof TRAPS], true]))
    : undefined;
  const faults = (options.fault ?? []).map(parseFault);
  const moved: string[] = [];
  const stack = await startStack({
    forwardTo,
    ...(header ? { header } : {}),
    ...(users ? { users } : {}),
    ...(branches ? { branches } : {}),
    ...(traps ? { traps } : {}),
    ...(options.rules ? { rules: options.rules } : {}),
    ...(options.retryIntervalMs !== undefined ? { retryIntervalMs: options.retryIntervalMs } : {}),
    onPortFallback: (part, wanted, got) =>
      moved.push(`Port ${wanted} was in use, so ${part} listens on port ${got} instead.`),
    port: options.port,
    host: options.host,
    receiver: options.receiver
      ? { port: options.receiverPort, ...(options.receiverStore ? { store: options.receiverStore } : {}) }
      : null,
    docs: options.docs
      ? {
          port: options.docsPort ?? (options.port ? options.port + 1 : 0),
          ...(options.docsDir ? { dir: options.docsDir } : {}),
        }
      : null,
    referencingDelayMs: options.referencingDelayMs ?? 1000,
    ...(options.adminToken !== undefined ? { adminToken: options.adminToken } : {}),
    logger: noteLogger(context),
    onHandled: (event) => live(style.green(describeHandled(event))),
    onProblem: (message) => context.note(`${context.errStyle.yellow('sandbox:')} ${message}`),
  });
  const { sandbox, receiver, docs } = stack;
  for (const fault of faults) sandbox.admin.injectFaults(fault);
  const sent = stack.header;
  const user = sandbox.credentials;
  const label = (text: string) => style.bold(text.padEnd(14));
  const credentialsJson = JSON.stringify({ UserName: user.userName, Password: user.password });
  context.out(
    `${style.bold('trs sandbox')}: the partner API, locally. State lives in memory. Ctrl-C stops everything.`,
  );
  context.out();
  context.out(`  ${label('Base URL')}${style.cyan(sandbox.baseUrl)}`);
  context.out(`  ${label('User')}${user.userName}`);
  context.out(`  ${label('Password')}${user.password}`);
  context.out(
    `  ${label('Receiver')}${receiver && sent ? `${style.cyan(receiver.url)}  (header ${sent.name}: ${sent.value})` : 'none (--no-receiver)'}`,
  );
  if (forwardTo.length)
    context.out(
      `  ${label('Forwarded to')}${forwardTo.map((u) => style.cyan(u)).join(', ')}  (header ${sent!.name}: ${sent!.value})`,
    );
  else if (!receiver) context.out(`  ${label('')}webhooks are logged on the sandbox page, not sent`);
  context.out(`  ${label('Sandbox page')}${style.cyan(sandbox.pageUrl)}`);
  if (sandbox.adminToken)
    context.out(`  ${label('Admin token')}${sandbox.adminToken}  (Authorization: Bearer … on /_sandbox/api)`);
  if (docs) context.out(`  ${label('Docs')}${'url' in docs ? style.cyan(docs.url) : `${docs.missing}`}`);
  faults.forEach((fault, index) => context.out(`  ${label(index ? '' : 'Faults')}${describeFault(fault)}`));
  context.out();
  context.out('Try it:');
  context.out(
    `  curl -i -X POST ${sandbox.baseUrl}/Authenticate -H 'Content-Type: application/json' -d '${credentialsJson}'`,
  );
  // Inside this repository the command is `pnpm trs` (nothing installs `trs` on the PATH there).
  const trs = repositoryRoot() ? 'pnpm trs' : 'trs';
  context.out(
    `  export TRS_BASE_URL=${sandbox.baseUrl} TRS_USER=${user.userName} TRS_PASSWORD=${user.password}; ${trs} branches`,
  );
  // With --port 0 only this banner knows the port: the delivery log commands find the sandbox through this variable.
  context.out(
    `  export TRS_SANDBOX_URL=${sandbox.baseUrl}${sandbox.adminToken ? ` TRS_SANDBOX_ADMIN_TOKEN=${sandbox.adminToken}` : ''}; ${trs} webhooks events`,
  );
  const triggerTarget = receiver?.url ?? forwardTo[0];
  if (triggerTarget && sent)
    context.out(`  ${trs} webhooks trigger updateApplicant --to ${triggerTarget} --header ${sent.name}:${sent.value}`);
  for (const line of moved) context.note(context.errStyle.yellow(line));
  context.out();
  if (!options.quiet) {
    context.out(receiver ? 'Webhooks, as the sandbox sends them and the receiver handles them:' : 'Webhook requests:');
    sandbox.onDelivery('request', (request, delivery) => {
      const line = describeRequest(request, delivery);
      live(request.verdict === 'success' ? line : style.yellow(line));
    });
  }

  await aborted(context.signal);
  context.note('Stopping: the sandbox, the receiver, the docs…');
  await stack.close();
  context.note('Stopped.');
}
