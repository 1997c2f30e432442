// trs webhooks list | trigger | listen: how a team tests its own receiver (Stripe CLI's `trigger` and
// `listen --forward-to`). trigger sends a contract example with the provider's headers and delivery rules through
// the shared sender of @trs/sender, checked first with the strict "as sent" validators; listen is a receiver that
// prints each delivery as it arrives and can forward the raw body to another receiver.
import { webhooksOutageCommand } from './outage.js';
import { webhooksEventsCommand, webhooksResendCommand } from './resend.js';
import { defineCommand } from '../command.js';
import { contract } from '../contract.js';
import type { ListenOptions, TriggerOptions } from '../handlers/webhooks.js';

export const webhooksListCommand = defineCommand<{ json?: boolean }>({
  path: ['webhooks', 'list'],
  summary: 'List the events of the contract and their examples (what trigger sends)',
  json: true,
  examples: ['trs webhooks list', 'trs webhooks list --json | jq ".[].name"'],
  run(options, context) {
    const events = contract().events;
    if (options.json) {
      context.json(
        events.map((event) => ({
          name: event.name,
          topic: event.topic,
          summary: event.summary,
          ignoredByReceivers: event.ignored,
          examples: event.examples.map((e) => ({ name: e.name, summary: e.summary, sendable: !e.tolerantReader })),
        })),
      );
      return;
    }
    const { style } = context;
    for (const event of events) {
      const how = event.topic ? `topic ${event.topic}` : 'no topic';
      context.out(`${style.bold(event.name)}  ${style.dim(`(${how}${event.ignored ? '; receivers ignore it' : ''})`)}`);
      context.out(`  ${event.summary}`);
      for (const example of event.examples) {
        const mark = example.tolerantReader ? style.dim(' (not sent: shows tolerant reading)') : '';
        context.out(`  --example ${example.name}${example.summary ? `  ${style.dim(example.summary)}` : ''}${mark}`);
      }
    }
    context.note(`${events.length} events. Send one with: trs webhooks trigger <event> --to <url>`);
  },
});

export const webhooksTriggerCommand = defineCommand<TriggerOptions>({
  path: ['webhooks', 'trigger'],
  summary: "Send a contract example of an event to a receiver, with the provider's headers and delivery rules",
  description:
    'The example is changed by --set, then checked as the provider sends it (every object closed), then delivered by the shared sender: every URL gets the same body per attempt; 2xx delivers; a 4xx other than 408/429 kills it at once; anything else is retried (3 inner retries on 408/429/502/503/504/dropped connections, then the next attempt after the interval, 15 attempts in all). Exits 1 when the delivery ends dead.',
  arguments: [{ name: 'event', description: 'the event name (trs webhooks list)' }],
  options: [
    {
      flags: '--to <url>',
      description: 'the receiver URL (repeat it, or separate URLs with commas)',
      repeatable: true,
    },
    { flags: '--example <name>', description: "which of the event's examples (default its first)" },
    {
      flags: '--set <pointer=value>',
      description: 'change a field of the example (repeatable): --set /data/rentShare=700',
      repeatable: true,
    },
    {
      flags: '--header <name=value>',
      description: 'the static header configured on the agent: NAME=VALUE or NAME:VALUE (X-Webhook-Key=secret)',
    },
    { flags: '--duplicate', description: 'deliver the event twice, as the provider sometimes does' },
    {
      flags: '--rules <rules>',
      description: "provider: the provider's retries; once: one request per URL",
      choices: ['provider', 'once'],
      default: 'provider',
    },
    {
      flags: '--retry-interval-ms <ms>',
      description: "time between attempts (default the provider's 60000; compress it to test retries)",
      kind: 'integer',
    },
    {
      flags: '--timeout-ms <ms>',
      description: "each request's timeout (default the provider's 10000)",
      kind: 'integer',
    },
  ],
  json: true,
  examples: [
    'trs webhooks trigger reportAvailable --to http://127.0.0.1:8080/webhooks --header X-Webhook-Key:secret',
    'trs webhooks trigger updateApplicant --to http://localhost:3000/hooks --set /data/applicantStatus=Completed --duplicate',
  ],
  run: async (options, context) => (await import('../handlers/webhooks.js')).trigger(options, context),
});

export const webhooksListenCommand = defineCommand<ListenOptions>({
  path: ['webhooks', 'listen'],
  summary: 'Receive webhooks and print each one as it arrives (optionally forwarding it)',
  description:
    "A receiver (@trs/webhooks) on /webhooks: it stores each delivery, answers 204, and prints its event, tenancy, idempotency key and whether it is a duplicate. --forward-to sends the raw body on with the provider's headers (one request; its answer is printed). Ctrl-C stops it.",
  options: [
    { flags: '--port <n>', description: 'port to listen on', kind: 'port', default: 8080, env: 'TRS_LISTEN_PORT' },
    { flags: '--host <host>', description: 'interface to listen on', default: '127.0.0.1' },
    {
      flags: '--header <name=value>',
      description: 'require this static header, NAME=VALUE or NAME:VALUE (default: accept deliveries without one)',
    },
    { flags: '--forward-to <url>', description: 'forward each delivery to this receiver' },
    {
      flags: '--forward-header <name=value>',
      description: 'the static header sent when forwarding, NAME=VALUE or NAME:VALUE (default the --header)',
    },
    {
      flags: '--store <dir|url>',
      description: 'the inbox: a directory or postgres:// URL (default a temporary directory)',
    },
    { flags: '--print-json', description: 'print each payload (its JSON, indented) under its line' },
  ],
  json: true,
  examples: [
    'trs webhooks listen --port 8080 --forward-to http://localhost:3000/hooks --json',
    'trs webhooks listen --print-json',
  ],
  run: async (options, context) => (await import('../handlers/webhooks.js')).listen(options, context),
});

export const webhooksCommands = [
  webhooksListCommand,
  webhooksTriggerCommand,
  webhooksListenCommand,
  webhooksResendCommand,
  webhooksEventsCommand,
  webhooksOutageCommand,
];
