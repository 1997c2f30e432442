// trs sandbox: the whole local stack until Ctrl-C. The sandbox answers the API under /v2; its agent's webhook
// address is a receiver started here with a static header generated for this run; the docs site is served when it
// is built. `pnpm start` runs exactly this.
import { defineCommand } from '../command.js';
import { aborted } from '../io.js';
import { clock, describeHandled, describeRequest, noteLogger } from '../stack/print.js';
import { repositoryRoot } from '../stack/docs.js';
import { startStack } from '../stack/stack.js';

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
      description: 'a built docs folder to serve (default apps/docs/dist/site of this repository)',
      env: 'TRS_DOCS_DIR',
    },
    { flags: '--no-docs', description: 'do not serve the docs site' },
    {
      flags: '--referencing-delay-ms <ms>',
      description: 'time from submit to the finished reports',
      kind: 'integer',
      default: 1000,
    },
    { flags: '-q, --quiet', description: 'print only the addresses, not each delivery and event' },
  ],
  examples: ['trs sandbox', 'trs sandbox --port 0 --receiver-port 0 --no-docs'],
  async run(options, context) {
    const { style } = context;
    const live = (line: string) => {
      if (!options.quiet) context.out(`${style.dim(clock())} ${line}`);
    };
    const stack = await startStack({
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
    const { sandbox, receiver, header, docs } = stack;
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
      `  ${label('Receiver')}${receiver && header ? `${style.cyan(receiver.url)}  (header ${header.name}: ${header.value})` : 'none (--no-receiver): webhooks are logged on the sandbox page, not sent'}`,
    );
    context.out(`  ${label('Sandbox page')}${style.cyan(sandbox.pageUrl)}`);
    if (sandbox.adminToken)
      context.out(`  ${label('Admin token')}${sandbox.adminToken}  (Authorization: Bearer … on /_sandbox/api)`);
    if (docs) context.out(`  ${label('Docs')}${'url' in docs ? style.cyan(docs.url) : `${docs.missing}`}`);
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
