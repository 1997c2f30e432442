// A simulated outage of the team's receiver (POST/DELETE /_sandbox/api/outage): the deliveries raised meanwhile die
// exactly as provider spec 3.4 says: unreachable, after the 15th attempt (each with its inner retries on a dropped
// connection); answering 401, at the first request (a 4xx other than 408/429, 6.1.3). The cadence is compressed
// (webhook.retryIntervalMs); the receiver never sees a request during the outage, and sees the next event after it.
import { deliveryPlan } from '@trs/sender';
import { waitUntil } from '@trs/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type EventView, type Sandbox } from '../src/index.js';
import { application, startReceiver, type TestReceiver } from './support.js';

const plan = deliveryPlan('provider');

let receiver: TestReceiver;
let sandbox: Sandbox;
let token: string;

interface AdminAnswer {
  status: number;
  json: { outage?: unknown; ended?: unknown; error?: { message: string } } & unknown[];
}

async function admin(method: string, path: string, body?: unknown): Promise<AdminAnswer> {
  const response = await fetch(`${sandbox.origin}/_sandbox/api${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as AdminAnswer['json'] };
}

async function createTenancy(): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}/Applications/42`, {
    method: 'POST',
    headers: { Token: token, 'content-type': 'application/json' },
    body: JSON.stringify(application()),
  });
  return (await response.json()) as string;
}

const eventOf = async (ref: string): Promise<EventView> =>
  ((await admin('GET', `/events?name=createNewTenancy&applicationRef=${ref}`)).json as unknown as EventView[])[0]!;

beforeAll(async () => {
  receiver = await startReceiver('k-outage');
  sandbox = await createSandbox({
    referencingDelayMs: null,
    auditTrailNotes: false,
    webhook: { urls: receiver.url, header: { value: 'k-outage' }, retryIntervalMs: 20 },
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

describe('a simulated outage of the receiver', () => {
  it('unreachable: each delivery is retried 15 times, each attempt with its inner retries, then dead', async () => {
    const started = await admin('POST', '/outage', { kind: 'unreachable' });
    expect(started.status).toBe(200);
    expect((await admin('GET', '/state')).json.outage).toMatchObject({ kind: 'unreachable', status: null });
    const ref = await createTenancy();
    const dead = await waitUntil(async () => {
      const event = await eventOf(ref);
      return event.deliveries[0]?.state === 'dead' && event;
    }, 'the delivery to die');
    const delivery = dead.deliveries[0]!;
    expect(delivery.attempts).toHaveLength(plan.totalAttempts);
    for (const attempt of delivery.attempts) {
      const requests = attempt.urls[0]!.requests;
      expect(requests).toHaveLength(plan.innerRetries.maxRetries + 1);
      expect(requests.every((r) => r.failure === 'connection')).toBe(true);
    }
    expect(receiver.handled.filter((e) => e.payload.applicationRef === ref)).toHaveLength(0);

    const ended = await admin('DELETE', '/outage');
    expect(ended.json.ended).toMatchObject({ kind: 'unreachable' });
    expect((await admin('GET', '/state')).json.outage).toBeNull();
    // Dead stays dead; the next event reaches the receiver.
    const after = await createTenancy();
    await waitUntil(
      () => receiver.handled.filter((e) => e.payload.applicationRef === after).length === 1,
      'the next event to reach the receiver',
    );
    expect((await eventOf(ref)).deliveries[0]!.state).toBe('dead');
    expect(receiver.handled.filter((e) => e.payload.applicationRef === ref)).toHaveLength(0);
  });

  it('answering 401 (a header rotation gone wrong): dead at the first request, nothing retried', async () => {
    expect((await admin('POST', '/outage', { kind: 'status', status: 401 })).status).toBe(200);
    const ref = await createTenancy();
    const dead = await waitUntil(async () => {
      const event = await eventOf(ref);
      return event.deliveries[0]?.state === 'dead' && event;
    }, 'the delivery to die');
    expect(dead.deliveries[0]!.attempts).toHaveLength(1);
    expect(dead.deliveries[0]!.attempts[0]!.urls[0]!.requests.map((r) => r.status)).toEqual([401]);
    await admin('DELETE', '/outage');
    // A resend after the outage is delivered.
    await admin('POST', `/events/${dead.id}/redeliver`, {});
    await waitUntil(
      () => receiver.handled.filter((e) => e.payload.applicationRef === ref).length === 1,
      'the resent event to reach the receiver',
    );
  });

  it('refuses what it cannot simulate, naming the rule', async () => {
    const bad = await admin('POST', '/outage', { kind: 'status', status: 200 });
    expect(bad.status).toBe(400);
    expect(bad.json.error!.message).toMatch(/4xx or 5xx/);
    expect((await admin('POST', '/outage', { kind: 'unreachable' })).status).toBe(200);
    const twice = await admin('POST', '/outage', { kind: 'unreachable' });
    expect(twice.status).toBe(409);
    await admin('DELETE', '/outage');
  });
});
