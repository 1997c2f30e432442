// trs demo: the typical sequence of provider spec section 1, step by step, with the libraries a team uses: create a
// tenancy, add a tenant, submit it, wait for the report-ready webhook at the receiver, download the PDF. Against a
// sandbox it starts (with a receiver wired to it), or against --base-url. A live display on a terminal (listr2),
// one plain line per step with its duration otherwise; it ends with the PDF's path and the events handled.
import { defineCommand } from '../command.js';
import type { DemoOptions } from '../handlers/demo.js';

export const demoCommand = defineCommand<DemoOptions>({
  path: ['demo'],
  summary: 'Run the typical sequence end to end: tenancy, tenant, submit, report-ready webhook, PDF',
  description:
    "Without --base-url it starts a sandbox and a receiver wired to it, and stops them at the end. With --base-url it runs against that service and waits for the webhook at a receiver of its own (--receiver-port): the agent's WebhookAddress must point there.",
  options: [
    {
      flags: '--receiver-port <n>',
      description: 'port of the receiver (with --base-url; 0 picks a free one)',
      kind: 'port',
      default: 0,
    },
    {
      flags: '--webhook-header <name=value>',
      description: 'the static header the agent sends, NAME=VALUE or NAME:VALUE (with --base-url)',
    },
    {
      flags: '-o, --output <file>',
      description: 'where to write the PDF (default a new private folder in the temporary folder)',
    },
    { flags: '--force', description: 'replace the -o file if it exists' },
    {
      flags: '--timeout-ms <ms>',
      description: 'longest wait for the report-ready webhook',
      kind: 'integer',
      default: 60000,
    },
    // Not the API commands' options: TRS_BASE_URL, exported for them, must not turn the demo away from its sandbox.
    { flags: '--base-url <url>', description: 'run against this service instead of a sandbox of its own' },
    { flags: '--user <name>', description: 'the service user (with --base-url)', env: 'TRS_USER' },
    {
      flags: '--password <password>',
      description: 'its password (prefer TRS_PASSWORD or --password-stdin)',
      env: 'TRS_PASSWORD',
    },
    { flags: '--password-stdin', description: 'read the password from standard input' },
  ],
  json: true,
  examples: ['trs demo', 'trs demo --base-url http://127.0.0.1:4010/v2 --user sandbox --receiver-port 8090'],
  run: async (options, context) => (await import('../handlers/demo.js')).runDemo(options, context),
});
