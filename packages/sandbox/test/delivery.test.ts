// The sandbox's webhooks against a receiver scripted to answer 500, 408, 429, 410, 404, time out and drop the
// connection: the attempts match provider spec 6.1 and 3.4 exactly (how many, inner retries, when it stops, every
// URL called), read from the receiver's own record and from the sandbox's delivery log. The cadence runs on a manual
// clock, so the provider's fifteen attempts a minute apart take milliseconds.
import { startScriptedReceiver, type ReceiverStep, type ScriptedReceiver } from '@trs/testkit';
import { deliveryPlan } from '@trs/sender';
import type { ApplicationReference } from '@trs/validators';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, manualClock, type EventView, type ManualClock, type Sandbox } from '../src/index.js';
import { application } from './support.js';

const providerPlan = deliveryPlan('provider');
const TOTAL = providerPlan.totalAttempts;
const INNER = providerPlan.innerRetries.maxRetries;
const INTERVAL_MS = providerPlan.retryIntervalMs;

let receiver: ScriptedReceiver;
let clock: ManualClock;
let sandbox: Sandbox;
let token: string;
let path = 0;

beforeAll(async () => {
  receiver = await startScriptedReceiver();
  clock = manualClock();
  // A request timeout far above any loopback answer, even on a loaded machine; the timeout case has its own sandbox.
  // One event per tenancy created: its audit-trail line raises no addNote here, so the receiver's record is the
  // delivery of createNewTenancy alone.
  sandbox = await createSandbox({
    clock,
    referencingDelayMs: null,
    auditTrailNotes: false,
    webhook: { urls: receiver.url('/unused'), header: { name: 'X-Agent-Key', value: 'k-1' }, timeoutMs: 5_000 },
  });
  const login = await fetch(`${sandbox.baseUrl}/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
  });
  token = login.headers.get('token')!;
});
afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});
afterEach(() => sandbox.admin.configureWebhook(null));

/** Fresh receiver paths with their scripts; the sandbox's webhook is pointed at them. */
function hooks(...scripts: ReceiverStep[][]): string[] {
  return hooksOn(sandbox, ...scripts);
}

function hooksOn(target: Sandbox, ...scripts: ReceiverStep[][]): string[] {
  const urls = scripts.map((steps) => {
    path += 1;
    const p = `/hook-${path}`;
    receiver.setDefault(p, steps.at(-1)!);
    receiver.script(p, ...steps.slice(0, -1));
    return receiver.url(p);
  });
  target.admin.configureWebhook({ urls: urls.join(','), header: { name: 'X-Agent-Key', value: 'k-1' } });
  return urls;
}

/** Creates a tenancy through the API: the sandbox raises createNewTenancy. Runs its delivery to the end. */
async function createNewTenancyDelivered(target = sandbox, targetClock = clock): Promise<EventView> {
  const targetToken =
    target === sandbox
      ? token
      : (
          await fetch(`${target.baseUrl}/Authenticate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ UserName: 'sandbox', Password: 'sandbox' }),
          })
        ).headers.get('token')!;
  const response = await fetch(`${target.baseUrl}/Applications/42`, {
    method: 'POST',
    headers: { Token: targetToken, 'content-type': 'application/json' },
    body: JSON.stringify(application()),
  });
  expect(response.status).toBe(200);
  const reference = (await response.json()) as ApplicationReference;
  for (;;) {
    await target.admin.settled();
    const [event] = target.admin.events({ name: 'createNewTenancy', applicationRef: reference });
    const state = event?.deliveries[0]?.state;
    if (state === 'delivered' || state === 'dead') return event!;
    if (!targetClock.runNext()) throw new Error(`stuck: ${JSON.stringify(event?.deliveries)}`);
  }
}

const requestsPerAttempt = (event: EventView, url: string) =>
  event.deliveries[0]!.attempts.map((a) => a.urls.find((u) => u.url === url)?.requests.length ?? 0);
const pathOf = (url: string) => new URL(url).pathname;

describe('one URL', () => {
  it.each<[string, ReceiverStep, number, 'dead']>([
    ['500', 500, 1, 'dead'],
    ['408', 408, 1 + INNER, 'dead'],
    ['429', 429, 1 + INNER, 'dead'],
    ['a dropped connection', 'drop', 1 + INNER, 'dead'],
  ])(
    `%s: ${TOTAL} attempts on the cadence, each with its inner retries where due, then dead`,
    async (_name, step, perAttempt) => {
      const [url] = hooks([step]);
      const event = await createNewTenancyDelivered();
      const delivery = event.deliveries[0]!;
      expect(delivery.state).toBe('dead');
      expect(delivery.attempts).toHaveLength(TOTAL);
      expect(requestsPerAttempt(event, url!)).toEqual(Array(TOTAL).fill(perAttempt));
      expect(receiver.requestsTo(pathOf(url!))).toHaveLength(TOTAL * perAttempt);
      const starts = delivery.attempts.map((a) => a.startedAt);
      for (let i = 1; i < TOTAL; i += 1) expect(starts[i]! - delivery.attempts[i - 1]!.finishedAt!).toBe(INTERVAL_MS);
      expect(delivery.deadReason).toContain(`${TOTAL} attempts`);
    },
  );

  it('a timeout: retried only by the next attempt (not in the inner-retry list), 15 attempts, then dead', async () => {
    const timeoutClock = manualClock();
    const short = await createSandbox({
      clock: timeoutClock,
      referencingDelayMs: null,
      auditTrailNotes: false,
      webhook: { urls: receiver.url('/unused'), timeoutMs: 150 },
    });
    try {
      const [url] = hooksOn(short, ['timeout']);
      const event = await createNewTenancyDelivered(short, timeoutClock);
      expect(event.deliveries[0]!.state).toBe('dead');
      expect(requestsPerAttempt(event, url!)).toEqual(Array(TOTAL).fill(1));
      expect(event.deliveries[0]!.attempts[0]!.urls[0]!.requests[0]).toMatchObject({
        status: null,
        failure: 'timeout',
      });
    } finally {
      await short.close();
    }
  });

  it.each([410, 404])('%i is dead at once: one request, no retry', async (status) => {
    const [url] = hooks([status]);
    const event = await createNewTenancyDelivered();
    expect(event.deliveries[0]!.state).toBe('dead');
    expect(event.deliveries[0]!.attempts).toHaveLength(1);
    expect(receiver.requestsTo(pathOf(url!))).toHaveLength(1);
  });

  it('stored, then delivered by the next attempt one interval later', async () => {
    const [url] = hooks([503, 503, 503, 503, 204]);
    const event = await createNewTenancyDelivered();
    const delivery = event.deliveries[0]!;
    expect(delivery.state).toBe('delivered');
    expect(requestsPerAttempt(event, url!)).toEqual([4, 1]);
    expect(delivery.attempts[1]!.startedAt - delivery.attempts[0]!.finishedAt!).toBe(INTERVAL_MS);
  });

  it('every request carries the body, Content-Type, User-Agent and the static header', async () => {
    const [url] = hooks([502, 204]);
    const event = await createNewTenancyDelivered();
    const requests = receiver.requestsTo(pathOf(url!));
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers['user-agent']).toBe('Service-Webhook-Client/1.0');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-agent-key']).toBe('k-1');
      expect(JSON.parse(request.body)).toEqual(event.payload);
    }
  });
});

describe('several URLs', () => {
  it('every URL gets the same body; one 2xx delivers while the others are still called (with their inner retries)', async () => {
    const [ok, failing, dropping] = hooks([204], [503], ['drop']);
    const event = await createNewTenancyDelivered();
    expect(event.deliveries[0]!.state).toBe('delivered');
    expect(event.deliveries[0]!.attempts).toHaveLength(1);
    expect(requestsPerAttempt(event, ok!)).toEqual([1]);
    expect(requestsPerAttempt(event, failing!)).toEqual([1 + INNER]);
    expect(requestsPerAttempt(event, dropping!)).toEqual([1 + INNER]);
    const bodies = new Set([ok, failing, dropping].flatMap((u) => receiver.requestsTo(pathOf(u!)).map((r) => r.body)));
    expect(bodies.size).toBe(1);
  });

  it('410 at one URL and 500 at the other: dead at once for both', async () => {
    const [gone, broken] = hooks([410], [500]);
    const event = await createNewTenancyDelivered();
    expect(event.deliveries[0]!.state).toBe('dead');
    expect(requestsPerAttempt(event, gone!)).toEqual([1]);
    expect(requestsPerAttempt(event, broken!)).toEqual([1]);
  });

  it('all URLs failing: each is called on each of the 15 attempts', async () => {
    const [a, b] = hooks([429], ['drop']);
    const event = await createNewTenancyDelivered();
    expect(event.deliveries[0]!.state).toBe('dead');
    expect(requestsPerAttempt(event, a!)).toEqual(Array(TOTAL).fill(1 + INNER));
    expect(requestsPerAttempt(event, b!)).toEqual(Array(TOTAL).fill(1 + INNER));
  });
});

it('with real timers and a compressed cadence, fifteen attempts run to dead in a moment', async () => {
  const fast = await startScriptedReceiver();
  fast.setDefault('/hook', 500);
  const quick = await createSandbox({
    referencingDelayMs: null,
    webhook: { urls: fast.url('/hook'), retryIntervalMs: 5 },
  });
  try {
    const event = quick.admin.sendEvent('tenancyStartDateChanged', {
      topic: 'tenancyStartDateChanged',
      applicationRef: '0000001',
      oldStartDate: null,
      newStartDate: '2027-01-15',
      EntryType: 'Tenancy Start Date Changed',
      CreationDate: '2027-01-01T09:00:00Z',
      ApplicationId: 980001,
      ApplicationExternalReference: null,
    });
    await fast.waitForRequests(TOTAL, '/hook');
    await quick.admin.settled();
    expect(quick.admin.event(event.id).deliveries[0]!.state).toBe('dead');
    expect(fast.requestsTo('/hook')).toHaveLength(TOTAL);
  } finally {
    await quick.close();
    await fast.close();
  }
});
