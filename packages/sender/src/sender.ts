// The provider's webhook delivery algorithm (provider spec 3.4, 6.1, 8), shared by the sandbox and
// `trs webhooks trigger`: every URL gets the same body per attempt; any 2xx delivers (the other URLs are still
// called); the first attempt runs at once; after a failure the payload is stored and retried on the cadence, 15
// attempts in all, each retrying at once on 408/429/502/503/504 or a dropped connection; a 4xx other than 408/429
// is dead at once. The rules come from the contract (rules.ts); the clock and fetch are injectable.
// createSender wires the parts: options.ts (checks), records.ts (deliveries kept), attempt.ts (one attempt),
// request.ts (one HTTP request), observers.ts, activity.ts.
import { createActivity } from './activity.js';
import type { SenderContext } from './context.js';
import { SenderError } from './errors.js';
import { createObservers } from './observers.js';
import {
  checkHeader,
  fail,
  parseWebhookAddress,
  resolveSenderOptions,
  type SendOptions,
  type SenderOptions,
} from './options.js';
import { DeliveryRecords, type Delivery } from './records.js';
import type { DeliveryPlan } from './rules.js';
import type { DeliveryRecord, SenderEvents } from './types.js';

export interface Sender {
  /** The rules in force (from the contract, with the overrides given). */
  readonly plan: DeliveryPlan;
  /** Sends a payload: the first attempt starts at once. A string is sent as it is; anything else as JSON. */
  send(payload: unknown, options?: SendOptions): Delivery;
  /** Sends the same payload again as a new delivery (the provider's duplicates, or a redelivery). */
  resend(deliveryId: string): Delivery;
  get(deliveryId: string): DeliveryRecord | undefined;
  /** Every delivery kept, oldest first. */
  deliveries(): readonly DeliveryRecord[];
  /** Observe requests, attempts and state changes. Returns a function that removes the listener. */
  on<E extends keyof SenderEvents>(event: E, listener: SenderEvents[E]): () => void;
  /** Resolves when no attempt is running (stored deliveries wait for their time on the clock). */
  settled(): Promise<void>;
  /** Stops: requests in flight are aborted, stored deliveries are not retried any more. */
  close(): Promise<void>;
}

export function createSender(options: SenderOptions = {}): Sender {
  const resolved = resolveSenderOptions(options);
  const { plan, clock } = resolved;
  const observers = createObservers();
  const activity = createActivity();
  let closed = false;
  const context: SenderContext = {
    plan,
    clock,
    fetch: resolved.fetch,
    aborts: new Set(),
    emit: observers.emit,
    activity,
    closed: () => closed,
  };
  const records = new DeliveryRecords(context, resolved.maxRecords);

  const start = (...args: Parameters<DeliveryRecords['start']>): Delivery => {
    if (closed) throw new SenderError('this sender is closed; create a new one to send again');
    return records.start(...args);
  };

  return {
    plan,
    send(payload, sendOptions = {}) {
      const urls =
        sendOptions.urls !== undefined ? parseWebhookAddress(sendOptions.urls, 'send(…, { urls })') : resolved.urls;
      if (!urls) fail('urls', 'no URL to send to: give createSender({ urls }) or send(payload, { urls })');
      const header =
        sendOptions.header !== undefined ? checkHeader(sendOptions.header, 'send(…, { header })') : resolved.header;
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      if (body === undefined) fail('payload', 'the payload cannot be written as JSON');
      return start(body, urls, header, sendOptions.label ?? null);
    },
    resend(deliveryId) {
      const original = records.get(deliveryId);
      if (!original) fail('deliveryId', `no delivery ${deliveryId} is kept by this sender`);
      return start(original.record.body, [...original.record.urls], original.header, original.record.label);
    },
    get: (deliveryId) => records.get(deliveryId)?.record,
    deliveries: () => [...records.all()].map((internal) => internal.record),
    on: observers.on,
    settled: activity.settled,
    async close() {
      if (closed) return;
      closed = true;
      for (const internal of records.all()) {
        if (internal.timer !== undefined) clock.clearTimeout(internal.timer);
        internal.timer = undefined;
        if (internal.record.state === 'stored') internal.record.nextAttemptAt = null;
      }
      for (const controller of context.aborts) controller.abort();
      await activity.settled();
      for (const internal of records.all()) internal.resolve(internal.record);
    },
  };
}
