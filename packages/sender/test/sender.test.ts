// The sender against a real receiver scripted per URL: every rule of provider spec 3.4 and 6.1, as the contract's
// x-delivery states it, checked by counting the requests the receiver saw. The cadence runs on a manual clock, so
// the provider's hour of retries takes milliseconds; request timeouts are real and shortened.
import { startScriptedReceiver, type ScriptedReceiver } from '@trs/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSender,
  manualClock,
  SenderError,
  type Delivery,
  type DeliveryRecord,
  type ManualClock,
  type Sender,
  type SenderOptions,
} from '../src/index.js';
import { deliveryRules } from '../src/contract.gen.js';

let receiver: ScriptedReceiver;
let clock: ManualClock;
const senders: Sender[] = [];

beforeEach(async () => {
  receiver = await startScriptedReceiver();
  clock = manualClock();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((s) => s.close()));
  await receiver.close();
});

/** A request timeout far above any loopback answer, even on a loaded machine; the timeout tests set their own. */
function sender(options: SenderOptions = {}): Sender {
  const created = createSender({ clock, timeoutMs: 5_000, ...options });
  senders.push(created);
  return created;
}

/** Runs a delivery to its end on the manual clock: each stored retry is started by moving the clock to it. */
async function runToEnd(s: Sender, delivery: Delivery): Promise<DeliveryRecord> {
  for (;;) {
    await s.settled();
    if (delivery.record.state === 'delivered' || delivery.record.state === 'dead') return delivery.record;
    if (!clock.runNext()) throw new Error(`delivery stuck in state ${delivery.record.state}`);
  }
}

const payload = { topic: 'updateApplicant', applicationRef: '0001234', data: { applicantRef: 'ABC0004567' } };
const TOTAL = deliveryRules.totalAttempts;
const INNER = deliveryRules.innerRetries.maxRetries;

function requestsPerAttempt(record: DeliveryRecord, url: string): number[] {
  return record.attempts.map((a) => a.urls.find((u) => u.url === url)?.requests.length ?? 0);
}

describe('one URL', () => {
  it('a 2xx delivers at once, with the contract headers and the static header', async () => {
    const s = sender({ header: { value: 'secret-1' } });
    const delivery = s.send(payload, { urls: receiver.url('/hook') });
    const record = await runToEnd(s, delivery);
    expect(record.state).toBe('delivered');
    const [request] = receiver.requestsTo('/hook');
    expect(receiver.requestsTo('/hook')).toHaveLength(1);
    expect(request!.method).toBe('POST');
    expect(request!.headers['user-agent']).toBe('Service-Webhook-Client/1.0');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-webhook-key']).toBe('secret-1');
    expect(JSON.parse(request!.body)).toEqual(payload);
    expect(record.headers['X-Webhook-Key']).toBe('(set)');
  });

  it.each([500, 501, 505])(
    '%i is retried by the next attempt only: 15 attempts of one request, then dead',
    async (status) => {
      receiver.setDefault('/hook', status);
      const s = sender();
      const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
      expect(record.state).toBe('dead');
      expect(record.attempts).toHaveLength(TOTAL);
      expect(requestsPerAttempt(record, receiver.url('/hook'))).toEqual(Array(TOTAL).fill(1));
      expect(receiver.requestsTo('/hook')).toHaveLength(TOTAL);
      expect(record.deadReason).toContain(`${TOTAL} attempts`);
    },
  );

  it.each([408, 429, 502, 503, 504])(
    '%i is retried at once 3 times within each attempt: 15 × 4 requests, then dead',
    async (status) => {
      receiver.setDefault('/hook', status);
      const s = sender();
      const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
      expect(record.state).toBe('dead');
      expect(requestsPerAttempt(record, receiver.url('/hook'))).toEqual(Array(TOTAL).fill(1 + INNER));
      expect(receiver.requestsTo('/hook')).toHaveLength(TOTAL * (1 + INNER));
    },
  );

  it.each([400, 401, 403, 404, 410, 413, 422])(
    '%i is a permanent rejection: dead after one request',
    async (status) => {
      receiver.setDefault('/hook', status);
      const s = sender();
      const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
      expect(record.state).toBe('dead');
      expect(record.attempts).toHaveLength(1);
      expect(receiver.requestsTo('/hook')).toHaveLength(1);
      expect(record.deadReason).toContain(`HTTP ${status}`);
      expect(clock.pending()).toBe(0);
    },
  );

  it('a dropped connection is retried at once, like 502', async () => {
    receiver.setDefault('/hook', 'drop');
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('dead');
    expect(requestsPerAttempt(record, receiver.url('/hook'))).toEqual(Array(TOTAL).fill(1 + INNER));
    expect(record.attempts[0]!.urls[0]!.requests[0]!.failure).toBe('connection');
  });

  it('a timeout is retried by the next attempt only (it is not in the inner-retry list)', async () => {
    receiver.setDefault('/hook', 'timeout');
    const s = sender({ timeoutMs: 50 });
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('dead');
    expect(requestsPerAttempt(record, receiver.url('/hook'))).toEqual(Array(TOTAL).fill(1));
    expect(record.attempts[0]!.urls[0]!.requests[0]).toMatchObject({ failure: 'timeout', status: null });
  });

  it('a connection refused counts as a dropped connection', async () => {
    const s = sender();
    const closed = await startScriptedReceiver();
    const url = closed.url('/gone');
    await closed.close();
    const record = await runToEnd(s, s.send(payload, { urls: url }));
    expect(record.state).toBe('dead');
    expect(requestsPerAttempt(record, url)).toEqual(Array(TOTAL).fill(1 + INNER));
  });

  it('an inner retry that gets a 2xx delivers within the attempt', async () => {
    receiver.script('/hook', 503, 'drop', 429);
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('delivered');
    expect(record.attempts).toHaveLength(1);
    expect(record.attempts[0]!.urls[0]!.requests.map((r) => r.status)).toEqual([503, null, 429, 204]);
  });

  it('the fourth failure of an attempt ends it; the next attempt starts one interval later', async () => {
    receiver.script('/hook', 503, 503, 503, 503, 503);
    const s = sender();
    const delivery = s.send(payload, { urls: receiver.url('/hook') });
    await s.settled();
    expect(delivery.record.state).toBe('stored');
    expect(receiver.requestsTo('/hook')).toHaveLength(4);
    const interval = deliveryRules.retryIntervalSeconds * 1000;
    expect(delivery.record.nextAttemptAt).toBe(delivery.record.attempts[0]!.finishedAt! + interval);
    clock.advance(interval - 1);
    await s.settled();
    expect(receiver.requestsTo('/hook')).toHaveLength(4);
    clock.advance(1);
    await s.settled();
    expect(delivery.record.state).toBe('delivered');
    expect(receiver.requestsTo('/hook')).toHaveLength(6);
    expect(delivery.record.attempts[1]!.startedAt - delivery.record.attempts[0]!.finishedAt!).toBe(interval);
  });

  it('a stored payload delivered by a later attempt: raised → stored → … → delivered', async () => {
    receiver.script('/hook', 500, 500, 500);
    const s = sender();
    const states: string[] = [];
    s.on('state', (record) => states.push(record.state));
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(states).toEqual(['raised', 'stored', 'stored', 'stored', 'delivered']);
    expect(record.attempts).toHaveLength(4);
  });

  it('a redirect is not followed: it is retried by the next attempt, like a 500', async () => {
    receiver.script('/hook', { status: 302, headers: { Location: '/elsewhere' } });
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('delivered');
    expect(requestsPerAttempt(record, receiver.url('/hook'))).toEqual([1, 1]);
    expect(receiver.requestsTo('/elsewhere')).toHaveLength(0);
  });

  it('a 410 on a retry attempt kills a stored payload at once', async () => {
    receiver.script('/hook', 500, 410);
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('dead');
    expect(record.attempts).toHaveLength(2);
  });

  it('inner retries do not share the attempt timeout: each request gets the whole timeout', async () => {
    expect(deliveryRules.innerRetries.shareAttemptTimeout).toBe(false);
    // Each answer takes 600 ms, the timeout is 1000 ms: alone each fits (400 ms to spare); sharing, the second would not.
    receiver.script('/hook', { status: 503, delayMs: 600 }, { status: 200, delayMs: 600 });
    const s = sender({ timeoutMs: 1_000 });
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('delivered');
    expect(record.attempts).toHaveLength(1);
  });
});

describe('several URLs (WebhookAddress with commas)', () => {
  it('every URL gets the same body; one 2xx delivers and the others are still called', async () => {
    receiver.setDefault('/a', 200);
    receiver.setDefault('/b', 500);
    receiver.setDefault('/c', 204);
    const s = sender();
    const record = await runToEnd(
      s,
      s.send(payload, { urls: `${receiver.url('/a')}, ${receiver.url('/b')},${receiver.url('/c')}` }),
    );
    expect(record.state).toBe('delivered');
    expect(record.attempts).toHaveLength(1);
    const bodies = ['/a', '/b', '/c'].map((p) => receiver.requestsTo(p).map((r) => r.body));
    expect(bodies).toEqual([[JSON.stringify(payload)], [JSON.stringify(payload)], [JSON.stringify(payload)]]);
  });

  it('a URL that fails is still retried at once within the attempt that another URL delivered', async () => {
    receiver.setDefault('/a', 200);
    receiver.setDefault('/b', 503);
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: [receiver.url('/a'), receiver.url('/b')] }));
    expect(record.state).toBe('delivered');
    expect(receiver.requestsTo('/b')).toHaveLength(1 + INNER);
    expect(record.attempts).toHaveLength(1);
  });

  it('410 at one URL and 500 at another: the payload is dead for both at once (permanentFailureScope payload)', async () => {
    expect(deliveryRules.permanentFailureScope).toBe('payload');
    receiver.setDefault('/a', 410);
    receiver.setDefault('/b', 500);
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: [receiver.url('/a'), receiver.url('/b')] }));
    expect(record.state).toBe('dead');
    expect(record.attempts).toHaveLength(1);
    expect(receiver.requestsTo('/a')).toHaveLength(1);
    expect(receiver.requestsTo('/b')).toHaveLength(1);
    expect(record.deadReason).toContain(receiver.url('/a'));
  });

  it('410 at one URL and 200 at another in the same attempt: delivered', async () => {
    receiver.setDefault('/a', 410);
    receiver.setDefault('/b', 200);
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: [receiver.url('/a'), receiver.url('/b')] }));
    expect(record.state).toBe('delivered');
  });

  it('all failing: every URL is called on every attempt, each with its own inner retries', async () => {
    receiver.setDefault('/a', 503);
    receiver.setDefault('/b', 500);
    const s = sender();
    const record = await runToEnd(s, s.send(payload, { urls: [receiver.url('/a'), receiver.url('/b')] }));
    expect(record.state).toBe('dead');
    expect(requestsPerAttempt(record, receiver.url('/a'))).toEqual(Array(TOTAL).fill(1 + INNER));
    expect(requestsPerAttempt(record, receiver.url('/b'))).toEqual(Array(TOTAL).fill(1));
  });
});

describe('rules once, duplicates, observers, real timers', () => {
  it('rules once: a single request per URL, no inner retry, no later attempt', async () => {
    receiver.setDefault('/hook', 503);
    const s = sender({ rules: 'once' });
    const record = await runToEnd(s, s.send(payload, { urls: receiver.url('/hook') }));
    expect(record.state).toBe('dead');
    expect(receiver.requestsTo('/hook')).toHaveLength(1);
  });

  it('resend makes an independent delivery of the same body (a duplicate)', async () => {
    const s = sender({ urls: receiver.url('/hook') });
    const first = s.send(payload, { label: 'updateApplicant' });
    const second = s.resend(first.id);
    await Promise.all([runToEnd(s, first), runToEnd(s, second)]);
    expect(second.id).not.toBe(first.id);
    expect(second.record.label).toBe('updateApplicant');
    expect(receiver.requestsTo('/hook').map((r) => r.body)).toEqual([JSON.stringify(payload), JSON.stringify(payload)]);
  });

  it('observers see every request, then the attempt, with per-URL outcomes and timing', async () => {
    receiver.script('/hook', 502);
    const s = sender({ urls: receiver.url('/hook') });
    const seen: string[] = [];
    s.on('request', (r) => seen.push(`request ${r.attempt}.${r.try} ${r.status} ${r.verdict}`));
    s.on('attempt', (a) => seen.push(`attempt ${a.number} ${a.result}`));
    await runToEnd(s, s.send(payload));
    expect(seen).toEqual(['request 1.0 502 retryable', 'request 1.1 204 success', 'attempt 1 delivered']);
    const request = s.deliveries()[0]!.attempts[0]!.urls[0]!.requests[0]!;
    expect(request.durationMs).toBeGreaterThanOrEqual(0);
    expect(request.retriedAtOnce).toBe(true);
  });

  it('firstAttempt settles when the first attempt has ended, before the payload is delivered or dead', async () => {
    receiver.script('/hook', 500);
    const s = sender({ urls: receiver.url('/hook') });
    const delivery = s.send(payload);
    const attempt = await delivery.firstAttempt;
    expect(attempt).toMatchObject({ number: 1, result: 'retry' });
    expect(delivery.record.state).toBe('stored');
    expect((await runToEnd(s, delivery)).state).toBe('delivered');
  });

  it('with real timers and a compressed cadence, the whole schedule runs to dead', async () => {
    receiver.setDefault('/hook', 500);
    const s = createSender({ urls: receiver.url('/hook'), retryIntervalMs: 5 });
    senders.push(s);
    const record = await s.send(payload).done;
    expect(record.state).toBe('dead');
    expect(receiver.requestsTo('/hook')).toHaveLength(TOTAL);
  });

  it('close stops the retries of a stored payload', async () => {
    receiver.setDefault('/hook', 500);
    const s = sender({ urls: receiver.url('/hook') });
    const delivery = s.send(payload);
    await s.settled();
    await s.close();
    expect(clock.pending()).toBe(0);
    expect((await delivery.done).state).toBe('stored');
    expect(() => s.send(payload)).toThrow(SenderError);
  });
});

describe('options', () => {
  it.each<[string, SenderOptions, RegExp]>([
    ['no URL', { urls: ' , ' }, /at least one URL/],
    ['not a URL', { urls: 'crm.example/hook' }, /not a URL/],
    ['ftp', { urls: 'ftp://crm.example/hook' }, /https/],
    ['a password in the URL', { urls: 'https://a.example/ok,https://crm:pw-123@b.example/hook' }, /user or password/],
    ['header name', { urls: 'https://a.example', header: { name: 'X Key', value: 'v' } }, /header name/],
    ['header value', { urls: 'https://a.example', header: { value: '' } }, /non-empty/],
    ['rules', { rules: 'twice' as never }, /provider/],
    ['cadence', { retryIntervalMs: -1 }, /retryIntervalMs/],
  ])('%s is refused with TRS_INVALID_CONFIG', (_name, options, message) => {
    expect(() => createSender(options)).toThrow(message);
    try {
      createSender(options);
    } catch (error) {
      expect((error as SenderError).code).toBe('TRS_INVALID_CONFIG');
    }
  });

  it('a URL with a user and password is refused, and the message never shows the password', () => {
    for (const urls of ['https://crm:pw-123@b.example/hook', 'ftp://crm:pw-123@b.example/hook', 'x://crm:pw-123@']) {
      const error = (() => {
        try {
          createSender({ urls });
        } catch (caught) {
          return caught as SenderError;
        }
      })();
      expect(error?.code).toBe('TRS_INVALID_CONFIG');
      expect(error?.message).not.toContain('pw-123');
    }
  });

  it('sending without any URL says where to give one', () => {
    const s = sender();
    expect(() => s.send(payload)).toThrow(/createSender\(\{ urls \}\)/);
  });
});
