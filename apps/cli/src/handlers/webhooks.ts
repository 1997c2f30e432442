// The handlers of `trs webhooks trigger` and `trs webhooks listen` (commands/webhooks.ts), loaded when one runs.
import { assertSentEvent, printable, ValidationError, type EventName } from '@trs/validators';
import { createSender, parseWebhookAddress, ConfigError, type DeliveryRecord, type RequestRecord } from '@trs/sender';
import type { CommandContext } from '../command.js';
import { CliError, EXIT, UsageError } from '../errors.js';
import { aborted } from '../io.js';
import { clock, noteLogger, tenancyOf } from '../stack/print.js';
import { startReceiverServer, type Arrival } from '../stack/receiver.js';
import { findEvent, findExample } from '../webhooks/events.js';
import { parseHeader } from '../webhooks/header.js';
import { applySet, parseSet } from '../webhooks/pointer.js';

export interface TriggerOptions {
  event: string;
  to?: string[];
  example?: string;
  set?: string[];
  header?: string;
  duplicate?: boolean;
  rules: 'provider' | 'once';
  retryIntervalMs?: number;
  timeoutMs?: number;
  json?: boolean;
}

export interface ListenOptions {
  port: number;
  host: string;
  header?: string;
  forwardTo?: string;
  forwardHeader?: string;
  store?: string;
  json?: boolean;
  printJson?: boolean;
}

function describeAttemptRequest(request: RequestRecord): string {
  const outcome = request.status !== null ? `HTTP ${request.status}` : printable(request.message);
  const what =
    request.verdict === 'success'
      ? 'delivered'
      : request.verdict === 'permanent'
        ? 'rejected for good'
        : request.retriedAtOnce
          ? 'retried at once'
          : 'failed';
  return `attempt ${request.attempt}${request.try ? ` retry ${request.try}` : ''} → ${request.url}: ${outcome} (${what}, ${Math.round(request.durationMs)} ms)`;
}

function deliveryJson(record: DeliveryRecord) {
  return {
    id: record.id,
    state: record.state,
    deadReason: record.deadReason,
    urls: record.urls,
    attempts: record.attempts.map((attempt) => ({
      number: attempt.number,
      result: attempt.result,
      requests: attempt.urls.flatMap((u) =>
        u.requests.map((r) => ({
          url: r.url,
          try: r.try,
          status: r.status,
          failure: r.failure,
          message: r.message,
          verdict: r.verdict,
          durationMs: r.durationMs,
        })),
      ),
    })),
  };
}

function arrivalLine(arrival: Arrival, context: CommandContext): string {
  const { style } = context;
  const time = style.dim(clock(arrival.receivedAt));
  // Everything here but the time came in the delivery: printable only.
  const event = printable(arrival.event ?? '');
  const reason = printable(arrival.reason ?? '');
  if (arrival.state === 'dead') return `${time} ${style.red(`refused into the dead letters (${reason})`)}`;
  if (arrival.state === 'ignored')
    return `${time} ${style.dim(`${event || 'unrecognised payload'}: ignored (${reason})`)}`;
  const mark = arrival.duplicate ? style.yellow('duplicate') : style.green('new');
  return `${time} ${style.bold(event || '?')}  tenancy ${tenancyOf(arrival.tenancy)}  key ${printable(arrival.idempotencyKey ?? '')}  ${mark}`;
}

/** The payload as it came: indented JSON when it parses, else its text; printable only. */
function printPayload(body: Buffer, context: CommandContext): void {
  const text = body.toString('utf8');
  let shown: string;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    shown = text;
  }
  for (const line of shown.split('\n')) context.out(`  ${printable(line)}`);
}

export async function trigger(options: TriggerOptions, context: CommandContext): Promise<number | void> {
  if (!options.to?.length) throw new UsageError('--to is required: the URL of the receiver to test.');
  const event = findEvent(options.event);
  const example = findExample(event, options.example);
  let payload: Record<string, unknown> = example.payload;
  for (const change of (options.set ?? []).map(parseSet)) payload = applySet(payload, change);
  try {
    assertSentEvent(event.name as EventName, payload);
  } catch (error) {
    if (error instanceof ValidationError)
      throw new CliError(
        'TRS_CLI_INPUT',
        `The ${event.name} to send breaks the contract (as the provider sends it), so nothing was sent:\n${error.issues.map((i) => `  ${i.message}`).join('\n')}`,
        EXIT.usage,
      );
    throw error;
  }
  let urls: string[];
  try {
    urls = parseWebhookAddress(options.to.join(','), '--to');
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  const header = options.header ? parseHeader(options.header, '--header') : null;
  // The receiver's answer to a refusal (a 4xx), to show it: the sender itself never reads answers.
  const refusals = new Map<string, string>();
  const fetchAndKeepRefusals = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(url, init);
    if (response.status >= 400 && response.status < 500)
      refusals.set(
        url,
        (
          await response
            .clone()
            .text()
            .catch(() => '')
        ).slice(0, 500),
      );
    return response;
  };
  const sender = createSender({
    urls,
    header,
    fetch: fetchAndKeepRefusals,
    rules: options.rules,
    ...(options.retryIntervalMs !== undefined ? { retryIntervalMs: options.retryIntervalMs } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: Math.max(1, options.timeoutMs) } : {}),
  });
  const { style } = context;
  const print = (line: string) => {
    if (!options.json) context.out(line);
  };
  const copies = options.duplicate ? 2 : 1;
  print(
    `Sending ${style.bold(event.name)} (example ${example.name}) to ${urls.join(', ')}${copies > 1 ? ', twice' : ''}; rules: ${options.rules}${options.rules === 'provider' ? `, ${sender.plan.totalAttempts} attempts ${sender.plan.retryIntervalMs} ms apart` : ''}`,
  );
  sender.on('request', (request, delivery) => {
    const prefix = copies > 1 ? `[copy ${sender.deliveries().findIndex((d) => d.id === delivery.id) + 1}] ` : '';
    const line = `${prefix}${describeAttemptRequest(request)}`;
    print(
      request.verdict === 'success'
        ? style.green(line)
        : request.verdict === 'permanent'
          ? style.red(line)
          : style.yellow(line),
    );
  });
  let hinted = false;
  sender.on('state', (delivery) => {
    if (delivery.state === 'stored' && delivery.nextAttemptAt) {
      const waitMs = Math.max(0, delivery.nextAttemptAt - Date.now());
      print(
        style.dim(
          `  stored; attempt ${delivery.attempts.length + 1} of ${sender.plan.totalAttempts} in ${waitMs >= 1000 ? `${Math.round(waitMs / 1000)} s` : `${waitMs} ms`}`,
        ),
      );
      const unanswered = delivery.attempts.at(-1)?.urls.some((u) => u.requests.some((r) => r.failure === 'connection'));
      if (unanswered && !hinted) {
        hinted = true;
        context.note(
          context.errStyle.yellow(
            `Nothing answered at ${urls.join(', ')}: is your receiver running? (--rules once stops after the first attempt)`,
          ),
        );
      }
      if (context.io.stdout.isTTY && !options.json) countdown(delivery.nextAttemptAt);
    }
  });
  // On a terminal, the time to the next attempt counts down on one line.
  let ticker: NodeJS.Timeout | undefined;
  const countdown = (at: number) => {
    clearInterval(ticker);
    ticker = setInterval(() => {
      const left = Math.max(0, Math.ceil((at - Date.now()) / 1000));
      context.io.stderr.write(`\r  next attempt in ${left} s   `);
      if (left === 0) {
        clearInterval(ticker);
        context.io.stderr.write('\r\u001b[K');
      }
    }, 1000);
    ticker.unref();
  };
  const first = sender.send(payload, { label: event.name });
  const deliveries = [first];
  if (options.duplicate) {
    await first.firstAttempt;
    deliveries.push(sender.resend(first.id));
  }
  const stop = () => void sender.close();
  context.signal.addEventListener('abort', stop, { once: true });
  const records = await Promise.all(deliveries.map((d) => d.done));
  clearInterval(ticker);
  context.signal.removeEventListener('abort', stop);
  await sender.close();
  for (const [url, body] of refusals)
    context.note(
      `${printable(url)} answered: ${printable(body) || '(no body)'}\nA 4xx other than 408 and 429 drops the delivery for good. Check the URL's path, and the static header your receiver requires (--header NAME:VALUE).`,
    );

  if (options.json) context.json({ event: event.name, example: example.name, deliveries: records.map(deliveryJson) });
  for (const record of records) {
    const attempts = `${record.attempts.length} attempt${record.attempts.length === 1 ? '' : 's'}`;
    if (record.state === 'delivered') print(style.green(`delivered after ${attempts}`));
    else if (record.state === 'dead') print(style.red(`dead after ${attempts}: ${printable(record.deadReason)}`));
    else print(style.yellow(`stopped while ${record.state}: the delivery did not finish`));
  }
  if (records.some((r) => r.state === 'dead')) {
    if (options.json) context.note('dead: the delivery was rejected or never answered 2xx');
    return EXIT.failure;
  }
  if (records.some((r) => r.state !== 'delivered')) return EXIT.interrupted;
}

export async function listen(options: ListenOptions, context: CommandContext): Promise<number | void> {
  const header = options.header ? parseHeader(options.header, '--header') : null;
  const forwardHeader = options.forwardHeader ? parseHeader(options.forwardHeader, '--forward-header') : header;
  let forwardUrls: string[] | null = null;
  if (options.forwardTo) {
    try {
      forwardUrls = parseWebhookAddress(options.forwardTo, '--forward-to');
    } catch (error) {
      if (error instanceof ConfigError) throw new UsageError(error.message);
      throw error;
    }
  }
  const forwarder = forwardUrls ? createSender({ urls: forwardUrls, header: forwardHeader, rules: 'once' }) : null;
  forwarder?.on('request', (request) => {
    const outcome = request.status !== null ? `HTTP ${request.status}` : printable(request.message);
    const line = `  forwarded to ${printable(request.url)}: ${outcome}`;
    if (options.json) context.note(line);
    else context.out(request.verdict === 'success' ? context.style.green(line) : context.style.yellow(line));
  });

  const server = await startReceiverServer({
    port: options.port,
    host: options.host,
    auth: header,
    ...(options.store ? { store: options.store } : {}),
    logger: noteLogger(context),
    onStray: (stray) => {
      const line = `${clock(stray.receivedAt)} refused ${printable(stray.method)} ${printable(stray.path)}: HTTP 404, deliveries go to /webhooks (check the WebhookAddress's path)`;
      if (options.json)
        context.out(
          JSON.stringify({
            receivedAt: stray.receivedAt.toISOString(),
            state: 'refused',
            status: 404,
            path: stray.path,
          }),
        );
      else context.out(context.style.red(line));
      if (options.printJson && stray.body.length) printPayload(stray.body, context);
    },
    onArrival: (arrival) => {
      if (options.json)
        context.out(
          JSON.stringify({
            receivedAt: arrival.receivedAt.toISOString(),
            event: arrival.event,
            tenancy: arrival.tenancy,
            idempotencyKey: arrival.idempotencyKey,
            duplicate: arrival.duplicate,
            state: arrival.state,
            reason: arrival.reason,
          }),
        );
      else context.out(arrivalLine(arrival, context));
      if (options.printJson) printPayload(arrival.body, context);
      // The raw body as it came; a delivery cut off at the size cap is not forwarded (only its start was kept).
      if (forwarder && arrival.reason !== 'too_large')
        forwarder.send(arrival.body.toString('utf8'), { label: arrival.event ?? 'delivery' });
    },
  });
  context.note(
    `Listening on ${server.url}${header ? ` (header ${header.name} required)` : ' (no static header required)'}${forwardUrls ? `, forwarding to ${forwardUrls.join(', ')}` : ''}. Ctrl-C stops.`,
  );
  await aborted(context.signal);
  await server.close();
  await forwarder?.close();
}
