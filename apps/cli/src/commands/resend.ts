// `trs webhooks resend EVENT_ID`: the sandbox delivers an event of its delivery log again (its admin API,
// /_sandbox/api/events/:id/redeliver), to every webhook URL it has; `trs webhooks events` lists that log.
import { isJsonObject } from '@trs/shared';
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
  const answer: unknown = await response.json().catch(() => null);
  const message = isJsonObject(answer) && isJsonObject(answer.error) ? answer.error.message : undefined;
  if (!response.ok && typeof message === 'string')
    throw new CliError(
      'TRS_CLI_FAILED',
      `The sandbox at ${origin} answered HTTP ${response.status}: ${printable(message)}${response.status === 401 ? ' (give --admin-token)' : ''}`,
    );
  if (!response.ok) throw notASandbox(origin, `HTTP ${response.status}`);
  return answer;
}

/** What the server at --sandbox answered is not the sandbox's admin API. */
function notASandbox(origin: string, answer: string): CliError {
  return new CliError(
    'TRS_CLI_FAILED',
    `The server at ${origin} answered ${answer}, not as trs sandbox does: is --sandbox (or TRS_SANDBOX_URL) the address trs sandbox printed as its Base URL?`,
  );
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
    const result = await admin(options, context, 'POST', `/events/${encodeURIComponent(options.eventId)}/redeliver`);
    if (!isJsonObject(result) || typeof result.deliveryId !== 'string')
      throw notASandbox(new URL(options.sandbox).origin, 'without the delivery id of a resent event');
    if (options.json) return context.json(result);
    context.out(`Resent event ${printable(options.eventId)}: delivery ${printable(result.deliveryId)}.`);
  },
});

/** A field of the log as printable text, whatever it holds. */
const shown = (value: unknown): string => printable(typeof value === 'string' ? value : (JSON.stringify(value) ?? '?'));

/** An entry of the delivery log, read tolerantly: each field is printed as text whatever it holds. */
interface EventEntry {
  id: unknown;
  name: unknown;
  applicationRef?: unknown;
  deliveries?: ({ state?: unknown; attempts?: unknown } | null)[];
}

/** A delivery's state; a dead one says after how many attempts (15: the retries ran out; 1: a 4xx killed it). */
const deliveryState = (d: { state?: unknown; attempts?: unknown }): unknown => {
  if (d.state !== 'dead') return d.state ?? '?';
  const attempts = Array.isArray(d.attempts) ? d.attempts.length : '?';
  return `dead after ${attempts} attempt${attempts === 1 ? '' : 's'}`;
};

export const webhooksEventsCommand = defineCommand<SandboxFlags>({
  path: ['webhooks', 'events'],
  summary: "List the sandbox's delivery log: each event's id, name, tenancy and deliveries",
  options: SANDBOX_OPTIONS,
  json: true,
  examples: ['trs webhooks events', 'trs webhooks events --json | jq -r ".[].id"'],
  async run(options, context) {
    const answer = await admin(options, context, 'GET', '/events');
    if (!Array.isArray(answer) || !answer.every(isJsonObject))
      throw notASandbox(new URL(options.sandbox).origin, 'without a delivery log (a list of events)');
    const events = answer as unknown as EventEntry[];
    if (options.json) return context.json(events);
    if (!events.length) context.note('No event yet.');
    for (const event of events)
      context.out(
        [
          shown(event.id),
          shown(event.name),
          shown(event.applicationRef ?? '-'),
          (Array.isArray(event.deliveries) ? event.deliveries : [])
            .map((d) => shown(d ? deliveryState(d) : '?'))
            .join(',') || 'not sent',
        ].join('\t'),
      );
  },
});
