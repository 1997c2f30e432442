#!/usr/bin/env node
// trs-sandbox: the sandbox as a process, a thin wrapper of createSandbox(). Prints where it listens and every
// webhook request it sends; stops on SIGINT or SIGTERM.
import { parseArgs } from 'node:util';
import { printable } from '@trs/validators';
import { createSandbox } from './sandbox.js';
import type { SandboxOptions } from './options.js';
import { ConfigError } from './errors.js';

const usage = `Usage: trs-sandbox [options]

  --port <n>                     port (default 4010; 0 picks a free one)
  --host <host>                  interface (default 127.0.0.1; another one prints a warning and needs an admin token)
  --admin-token <token>          the token of the admin API (Authorization: Bearer …); generated beyond loopback
  --webhook-url <url>            a webhook URL (repeat it, or separate URLs with commas)
  --webhook-header <name:value>  the static header sent with every delivery (name optional: X-Webhook-Key)
  --webhook-disabled             start with WebhookEnabled false
  --rules <provider|once>        delivery rules (default provider)
  --retry-interval-ms <ms>       time between delivery attempts (default 60000)
  --branch <id[:name]>           a branch (repeat it; default 42 and 57)
  --user <name:password>         a service user (repeat it; default sandbox:sandbox and the contract example user)
  --agent-prefix <LETTERS>       prefix of applicant references (default SBX)
  --agent-email <address>        partnerCustomerEmail of createNewTenancy (default lettings@agent.example)
  --referencing-delay-ms <ms>    submit to completed (default 1000; "manual": only on an admin call)
  --token-lifetime-seconds <s>   token lifetime (default 43200, the contract's 720 minutes)
  --trap <name>                  duplicate | out-of-order | file-data, always on (repeat it)
  --no-audit-trail-notes         audit-trail lines raise no addNote (default: every line does, provider spec 6.3)
  --require-income-evidence      submit refuses an applicant without IncomeEvidence (provider spec 2.3)
  --quiet                        do not print deliveries
  --help`;

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function number(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new ConfigError(flag, `${flag} takes a number, got ${value}`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'admin-token': { type: 'string' },
      'webhook-url': { type: 'string', multiple: true },
      'webhook-header': { type: 'string' },
      'webhook-disabled': { type: 'boolean' },
      rules: { type: 'string' },
      'retry-interval-ms': { type: 'string' },
      branch: { type: 'string', multiple: true },
      user: { type: 'string', multiple: true },
      'agent-prefix': { type: 'string' },
      'agent-email': { type: 'string' },
      'referencing-delay-ms': { type: 'string' },
      'token-lifetime-seconds': { type: 'string' },
      trap: { type: 'string', multiple: true },
      'no-audit-trail-notes': { type: 'boolean' },
      'require-income-evidence': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const options: SandboxOptions = { port: number(values.port, '--port') ?? 4010 };
  if (values.host) options.host = values.host;
  if (values['admin-token'] !== undefined) options.adminToken = values['admin-token'];
  const urls = values['webhook-url'];
  if (urls?.length) {
    const header = values['webhook-header'];
    const [name, value] = header ? splitOnce(header, ':') : [];
    options.webhook = {
      urls: urls.join(','),
      enabled: !values['webhook-disabled'],
      ...(header
        ? { header: value === undefined ? { value: name! } : { name: name!.trim(), value: value.trim() } }
        : {}),
      ...(values.rules ? { rules: values.rules as 'provider' | 'once' } : {}),
      ...(values['retry-interval-ms']
        ? { retryIntervalMs: number(values['retry-interval-ms'], '--retry-interval-ms')! }
        : {}),
    };
  }
  if (values.branch)
    options.branches = values.branch.map((b) => {
      const [id, name] = splitOnce(b, ':');
      return { id: number(id, '--branch')!, ...(name ? { name } : {}) };
    });
  if (values.user)
    options.users = values.user.map((u) => {
      const [userName, password] = splitOnce(u, ':');
      return { userName, password: password ?? '' };
    });
  if (values['agent-prefix'] || values['agent-email'])
    options.agent = {
      ...(values['agent-prefix'] ? { referencePrefix: values['agent-prefix'] } : {}),
      ...(values['agent-email'] ? { email: values['agent-email'] } : {}),
    };
  if (values['no-audit-trail-notes']) options.auditTrailNotes = false;
  if (values['require-income-evidence']) options.requireIncomeEvidence = true;
  const delay = values['referencing-delay-ms'];
  if (delay !== undefined)
    options.referencingDelayMs = delay === 'manual' ? null : number(delay, '--referencing-delay-ms')!;
  if (values['token-lifetime-seconds'])
    options.tokenLifetimeSeconds = number(values['token-lifetime-seconds'], '--token-lifetime-seconds')!;
  const traps = new Set(values.trap ?? []);
  for (const trap of traps)
    if (!['duplicate', 'out-of-order', 'file-data'].includes(trap))
      throw new ConfigError('--trap', `--trap ${trap}: known traps are duplicate, out-of-order, file-data`);
  if (traps.size)
    options.traps = {
      duplicateDeliveries: traps.has('duplicate'),
      outOfOrderDeliveries: traps.has('out-of-order'),
      documentsAsFileData: traps.has('file-data'),
    };

  const sandbox = await createSandbox(options);
  const user = sandbox.credentials;
  console.log(
    [
      'trs sandbox listening',
      `  API       ${sandbox.baseUrl}   (user ${user.userName} / ${user.password})`,
      `  Page      ${sandbox.pageUrl}`,
      `  Admin API ${sandbox.origin}/_sandbox/api/state${sandbox.adminToken ? `   (Authorization: Bearer ${sandbox.adminToken})` : ''}`,
      `  Webhooks  ${urls?.length ? urls.join(', ') : 'none (--webhook-url to send them)'}`,
    ].join('\n'),
  );
  if (!values.quiet)
    sandbox.onDelivery('request', (request, delivery) => {
      // What a receiver answered may be anything: printed without control characters.
      const outcome = request.status !== null ? String(request.status) : printable(request.message);
      console.log(
        `${new Date().toISOString()} ${printable(delivery.label ?? 'event')} → ${printable(request.url)} attempt ${request.attempt}${request.try ? ` retry ${request.try}` : ''}: ${outcome} (${request.verdict}, ${request.durationMs} ms)`,
      );
    });
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`trs-sandbox: ${(error as Error).message}`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
