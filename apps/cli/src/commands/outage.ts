// `trs webhooks outage unreachable|401|end`: the sandbox simulates the team's receiver down, as the provider's sender
// sees it (its admin API, /_sandbox/api/outage): unreachable (retried, dead after the 15th attempt) or answering a
// status (401: dead at once, provider spec 6.1.3), until `end`. `trs webhooks events` then shows the dead deliveries.
import { printable } from '@trs/validators';
import { defineCommand } from '../command.js';
import { UsageError } from '../errors.js';
import { admin, SANDBOX_OPTIONS, type SandboxFlags } from './resend.js';

interface OutageAnswer {
  kind?: string;
  status?: number | null;
  requestsFailed?: number;
  ended?: { requestsFailed?: number } | null;
}

export const webhooksOutageCommand = defineCommand<SandboxFlags & { mode: string }>({
  path: ['webhooks', 'outage'],
  summary: "Simulate your receiver down at the sandbox: unreachable, or answering a status (401), until 'end'",
  description:
    "While it lasts, every webhook the sandbox sends fails as if your receiver were down: 'unreachable' is retried on the sandbox's cadence (start it with --retry-interval-ms to compress the provider's quarter of an hour) and dies after the 15th attempt; a 4xx status other than 408/429 (401: the static header rotated wrongly) kills each delivery at once. 'end' brings the receiver back; dead deliveries stay dead (`trs webhooks events` shows them, `trs webhooks resend` sends one again).",
  arguments: [{ name: 'mode', description: "'unreachable', a status such as 401, or 'end'" }],
  options: SANDBOX_OPTIONS,
  json: true,
  examples: ['trs webhooks outage unreachable', 'trs webhooks outage 401', 'trs webhooks outage end'],
  async run(options, context) {
    const mode = options.mode.trim();
    let answer: OutageAnswer;
    if (mode === 'end') answer = (await admin(options, context, 'DELETE', '/outage')) as OutageAnswer;
    else if (mode === 'unreachable')
      answer = (await admin(options, context, 'POST', '/outage', { kind: 'unreachable' })) as OutageAnswer;
    else if (/^[45][0-9]{2}$/.test(mode))
      answer = (await admin(options, context, 'POST', '/outage', {
        kind: 'status',
        status: Number(mode),
      })) as OutageAnswer;
    else
      throw new UsageError(
        `mode must be 'unreachable', a 4xx or 5xx status (401), or 'end', got ${JSON.stringify(mode)}.`,
      );
    if (options.json) return context.json(answer);
    if (mode === 'end')
      context.out(
        answer.ended
          ? `Outage ended: the receiver is reachable again (${answer.ended.requestsFailed ?? 0} requests failed during it). Dead deliveries stay dead: trs webhooks events.`
          : 'No outage was on.',
      );
    else
      context.out(
        `Outage on: every webhook request ${answer.kind === 'status' ? `is answered ${printable(String(answer.status))}` : 'fails to connect'} until 'trs webhooks outage end'.`,
      );
  },
});
