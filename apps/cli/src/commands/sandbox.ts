// trs sandbox: the whole local stack until Ctrl-C. The sandbox answers the API under /v2; its agent's webhook
// address is a receiver started here with a static header generated for this run; the docs site is served when it
// is built. `pnpm start` runs exactly this.
import { ConfigError, parseWebhookAddress } from '@trs/sender';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { aborted } from '../io.js';
import { clock, describeHandled, describeRequest, noteLogger } from '../stack/print.js';
import { repositoryRoot } from '../stack/docs.js';
import { describeFault, FAULT_SYNTAX, parseFault } from '../stack/fault-option.js';
import { startStack } from '../stack/stack.js';
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

const TRAPS = {
  duplicate: 'duplicateDeliveries',
  'out-of-order': 'outOfOrderDeliveries',
  'file-data': 'documentsAsFileData',
} as const;

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

export const sandboxCommand = defineCommand<SandboxCommandOptions>({
  path: ['sandbox'],
  summary: 'Run the local stack: the sandbox API, a webhook receiver wired to it, and the docs site',
  description:
    "The sandbox keeps its state in memory: every start is a fresh service. Deliveries go to the receiver with the provider's delivery rules; both print what happens. Ctrl-C stops everything.",
  options: [
    {
      flags: '--port <n>',
      description: 'port of the sandbox API (0 picks a free one)',
      kind: 'port',
      default: 4010,
      env: 'TRS_SANDBOX_PORT',
    },
    {
      flags: '--host <host>',
      description: 'interface to listen on (another than loopback prints a warning and needs the admin token)',
      default: '127.0.0.1',
    },
    {
      flags: '--admin-token <token>',
      description:
        "the token of the sandbox's admin API (Authorization: Bearer …); generated and printed when --host is not loopback",
      env: 'TRS_SANDBOX_ADMIN_TOKEN',
    },
    {
      flags: '--receiver-port <n>',
      description: 'port of the webhook receiver',
      kind: 'port',
      default: 8080,
      env: 'TRS_RECEIVER_PORT',
    },
    {
      flags: '--no-receiver',
      description: 'no receiver: the sandbox sends no webhook (the delivery log still shows them)',
    },
    {
      flags: '--receiver-store <dir|url>',
      description:
        "the receiver's inbox: a directory or postgres:// URL (default a temporary directory, removed at the end)",
    },
    {
      flags: '--docs-port <n>',
      description: 'port of the docs site (default the sandbox port + 1, or a free one)',
      kind: 'port',
      env: 'TRS_DOCS_PORT',
    },
    {
      flags: '--docs-dir <dir>',
      description: 'a built docs folder to serve (default: in a checkout of the trs repository, its own build)',
      env: 'TRS_DOCS_DIR',
    },
    { flags: '--no-docs', description: 'do not serve the docs site' },
    {
      flags: '--referencing-delay-ms <ms>',
      description: 'time from submit to the finished reports',
      kind: 'integer',
      default: 1000,
    },
    {
      flags: '--forward-to <urls>',
      description:
        "your own receiver: webhook URLs (comma separated) that get every delivery too, as the agent's WebhookAddress",
      repeatable: true,
    },
    {
      flags: '--header <name=value>',
      description:
        'the static header sent on every delivery, NAME=VALUE or NAME:VALUE (default X-Webhook-Key with a value generated for the run)',
    },
    {
      flags: '--user <name:password>',
      description: 'a service user (repeatable; default sandbox:sandbox)',
      repeatable: true,
    },
    {
      flags: '--branch <id[:name]>',
      description: 'a branch of the agent (repeatable; default 42 and 57)',
      repeatable: true,
    },
    {
      flags: '--trap <trap>',
      description: 'a provider trap, always on (repeatable): duplicate, out-of-order, file-data',
      repeatable: true,
      choices: Object.keys(TRAPS),
    },
    {
      flags: '--rules <mode>',
      description: "delivery rules: the provider's (retries, 15 attempts) or once (one request per URL)",
      choices: ['provider', 'once'],
    },
    {
      flags: '--retry-interval-ms <ms>',
      description: 'time between delivery attempts (default 60000)',
      kind: 'integer',
    },
    {
      flags: '--fault <fault>',
      description: `a fault on the next API calls (repeatable): ${FAULT_SYNTAX}; e.g. 503x2@createTenancy, drop-after@addTenant`,
      repeatable: true,
    },
    { flags: '-q, --quiet', description: 'print only the addresses, not each delivery and event' },
  ],
  examples: [
    'trs sandbox',
    'trs sandbox --port 0 --receiver-port 0 --no-docs',
    'trs sandbox --no-receiver --forward-to http://127.0.0.1:3000/webhooks --header X-Webhook-Key=secret --retry-interval-ms 2000',
    'trs sandbox --fault 503x2@createTenancy --fault drop-after@addTenant',
  ],
  async run(options, context) {
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
      context.out(
        `  ${trs} webhooks trigger updateApplicant --to ${triggerTarget} --header ${sent.name}:${sent.value}`,
      );
    for (const line of moved) context.note(context.errStyle.yellow(line));
    context.out();
    if (!options.quiet) {
      context.out(
        receiver ? 'Webhooks, as the sandbox sends them and the receiver handles them:' : 'Webhook requests:',
      );
      sandbox.onDelivery('request', (request, delivery) => {
        const line = describeRequest(request, delivery);
        live(request.verdict === 'success' ? line : style.yellow(line));
      });
    }

    await aborted(context.signal);
    context.note('Stopping: the sandbox, the receiver, the docs…');
    await stack.close();
    context.note('Stopped.');
  },
});
