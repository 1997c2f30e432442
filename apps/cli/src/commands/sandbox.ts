// trs sandbox: the whole local stack until Ctrl-C. The sandbox answers the API under /v2; its agent's webhook
// address is a receiver started here with a static header generated for this run; the docs site is served when it
// is built. `pnpm start` runs exactly this.
import { defineCommand } from '../command.js';
import { FAULT_SYNTAX } from '../stack/fault-option.js';
import { TRAPS } from '../stack/traps.js';
import type { SandboxCommandOptions } from '../handlers/sandbox.js';

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
  run: async (options, context) => (await import('../handlers/sandbox.js')).runSandbox(options, context),
});
