// `trs webhooks resend EVENT_ID`: the sandbox delivers an event of its delivery log again (its admin API,
// /_sandbox/api/events/:id/redeliver), to every webhook URL it has; `trs webhooks events` lists that log.
import { printable } from '@trs/validators';
import { defineCommand, type CommandContext } from '../command.js';
import { CliError, UsageError } from '../errors.js';

export interface SandboxFlags {
  sandbox: string;
  adminToken?: string;
  json?: boolean;
}

export const SANDBOX_OPTIONS = [
  {
    flags: '--sandbox <url>',
    description: 'the sandbox: its base URL or origin',
    default: 'http://127.0.0.1:4010',
    env: 'TRS_SANDBOX_URL',
  },
  {
    flags: '--admin-token <token>',
    description: "the sandbox's admin token (needed when it listens beyond loopback)",
    env: 'TRS_SANDBOX_ADMIN_TOKEN',
  },
];

export async function admin(
  flags: SandboxFlags,
  context: CommandContext,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  let origin: string;
  try {
    origin = new URL(flags.sandbox).origin;
  } catch {
    throw new UsageError(
      `--sandbox takes the sandbox's URL (http://127.0.0.1:4010), got ${JSON.stringify(flags.sandbox)}.`,
    );
  }
  const url = `${origin}/_sandbox/api${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...(method === 'POST' || method === 'DELETE' || body !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...(flags.adminToken ? { authorization: `Bearer ${flags.adminToken}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: context.signal,
    });
  } catch {
    throw new CliError(
      'TRS_CLI_FAILED',
      `Nothing answered at ${origin}: is trs sandbox running there? (--sandbox URL)`,
    );
  }
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok)
    throw new CliError(
      'TRS_CLI_FAILED',
      `The sandbox at ${origin} answered HTTP ${response.status}: ${printable(answer?.error?.message ?? '')}${response.status === 401 ? ' (give --admin-token)' : ''}`,
    );
  return answer;
}

export const webhooksResendCommand = defineCommand<SandboxFlags & { eventId: string }>({
  path: ['webhooks', 'resend'],
  summary: "Deliver an event of the sandbox's delivery log again",
  description:
    'The sandbox sends the same body again, with the delivery rules it runs with, to every webhook URL it has. `trs webhooks events` (or the sandbox page) shows the event ids.',
  arguments: [{ name: 'eventId', description: 'the event id, from trs webhooks events or the sandbox page' }],
  options: SANDBOX_OPTIONS,
  json: true,
  examples: ['trs webhooks resend evt-000001', 'trs webhooks events --sandbox http://127.0.0.1:4010'],
  async run(options, context) {
    const result = (await admin(
      options,
      context,
      'POST',
      `/events/${encodeURIComponent(options.eventId)}/redeliver`,
    )) as {
      deliveryId: string;
    };
    if (options.json) return context.json(result);
    context.out(`Resent event ${printable(options.eventId)}: delivery ${printable(result.deliveryId)}.`);
  },
});

interface EventEntry {
  id: string;
  name: string;
  applicationRef?: string | null;
  deliveries?: { state?: string; attempts?: unknown[] }[];
}

/** A delivery's state; a dead one says after how many attempts (15: the retries ran out; 1: a 4xx killed it). */
const deliveryState = (d: { state?: string; attempts?: unknown[] }) =>
  d.state === 'dead'
    ? `dead after ${d.attempts?.length ?? '?'} attempt${d.attempts?.length === 1 ? '' : 's'}`
    : d.state;

export const webhooksEventsCommand = defineCommand<SandboxFlags>({
  path: ['webhooks', 'events'],
  summary: "List the sandbox's delivery log: each event's id, name, tenancy and deliveries",
  options: SANDBOX_OPTIONS,
  json: true,
  examples: ['trs webhooks events', 'trs webhooks events --json | jq -r ".[].id"'],
  async run(options, context) {
    const events = (await admin(options, context, 'GET', '/events')) as EventEntry[];
    if (options.json) return context.json(events);
    if (!events.length) context.note('No event yet.');
    for (const event of events)
      context.out(
        [
          printable(event.id),
          printable(event.name),
          printable(event.applicationRef ?? '-'),
          (event.deliveries ?? []).map((d) => printable(deliveryState(d) ?? '?')).join(',') || 'not sent',
        ].join('\t'),
      );
  },
});
