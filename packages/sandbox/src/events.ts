// The sandbox's outbox and delivery log. Every event raised is checked against its AsyncAPI message with objects
// closed (never sent when it fails), logged, put through the traps asked for (duplicates, out-of-order delivery),
// and handed to the shared sender (@trs/sender), which applies the provider's delivery rules.
import type { DeliveryRecord, Sender } from '@trs/sender';
import type { Clock } from '@trs/shared';
import type { EventName } from '@trs/validators';
import type { Drift } from './drift.js';
import { invalidArgument, invalidState, notFound } from './errors.js';
import type { ResolvedWebhook } from './options.js';
import { validateSentEvent } from './sent-event-check.js';

/**
 * queued: waiting for the first attempt of the previous event of its tenancy to end; sent: handed to the sender (see
 * its deliveries); held: waiting to be delivered out of order (trap); not-sent: webhooks were disabled or not
 * configured, or a rule of the provider withholds it (`withheld`); refused: it failed the contract check and was
 * never sent (a sandbox defect).
 */
export type EventStatus = 'queued' | 'sent' | 'held' | 'not-sent' | 'refused';

export interface SandboxEvent {
  id: string;
  name: EventName;
  applicationRef: string | null;
  raisedAt: number;
  payload: Record<string, unknown>;
  status: EventStatus;
  /** Why it was refused or not sent. */
  problem: string | null;
  /**
   * A rule of the provider keeps it from ever being sent, whatever the webhook settings become (Report Available of
   * an applicant submitted while webhooks were disabled, provider spec 1): it is logged, never delivered.
   */
  withheld: boolean;
  /** The traps applied to it (duplicate, out of order). */
  traps: string[];
  /** Drift mode: how the payload sent differs from the contract (a documentType it does not list, a renamed field). */
  drifts: string[];
  /** The sender's deliveries of this event: the first, duplicates and redeliveries. */
  deliveryIds: string[];
}

export interface EventView extends SandboxEvent {
  deliveries: DeliveryRecord[];
}

export interface TrapState {
  /** Always deliver twice / in reverse order within one call (options.traps). */
  duplicateAlways: boolean;
  outOfOrderAlways: boolean;
  /** Counters of the admin traps: how many of the next events they still apply to. */
  duplicateNext: number;
  reorderNext: number;
}

export class EventLog {
  readonly events: SandboxEvent[] = [];
  private readonly byId = new Map<string, SandboxEvent>();
  private sequence = 0;
  private batch: SandboxEvent[] = [];
  private flushScheduled = false;
  private held: SandboxEvent[] = [];
  /** Per tenancy (applicationRef, or KYCid): the end of the first attempt of its last event sent. */
  private readonly chains = new Map<string, Promise<void>>();
  private waiters: { match: (e: SandboxEvent) => boolean; resolve: (e: SandboxEvent) => void }[] = [];

  constructor(
    private readonly sender: Sender,
    private readonly clock: Clock,
    public webhook: ResolvedWebhook | null,
    readonly traps: TrapState,
    private readonly onProblem: (message: string) => void,
    private readonly drift: Drift,
  ) {}

  /**
   * Raises an event: checked, logged, and sent (at the end of the current call, with the others it raised), unless
   * `withheld` names the provider's rule that keeps it from being sent.
   */
  raise<E extends EventName>(name: E, payload: object, options: { withheld?: string } = {}): SandboxEvent {
    this.sequence += 1;
    const body = payload as Record<string, unknown>;
    const event: SandboxEvent = {
      id: `evt-${String(this.sequence).padStart(6, '0')}`,
      name,
      applicationRef: typeof body.applicationRef === 'string' ? body.applicationRef : null,
      raisedAt: this.clock.now(),
      payload: body,
      status: 'queued',
      problem: null,
      withheld: false,
      traps: [],
      drifts: [],
      deliveryIds: [],
    };
    this.events.push(event);
    this.byId.set(event.id, event);
    const check = validateSentEvent(name, payload);
    if (check.ok) ({ payload: event.payload, drifts: event.drifts } = this.drift.payload(name, body));
    if (!check.ok) {
      event.status = 'refused';
      event.problem = `not sent: it breaks the ${name} message of the contract: ${check.issues.map((i) => i.message).join('; ')}`;
      this.onProblem(`${event.id} ${event.problem}`);
    } else if (options.withheld) {
      event.status = 'not-sent';
      event.withheld = true;
      event.problem = `not sent: ${options.withheld}`;
    } else if (!this.webhook || !this.webhook.enabled) {
      event.status = 'not-sent';
      event.problem = this.webhook ? 'webhooks are disabled (WebhookEnabled false)' : 'no webhook URL is configured';
    } else {
      this.batch.push(event);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        queueMicrotask(() => this.flush());
      }
    }
    this.waiters = this.waiters.filter((w) => (w.match(event) ? (w.resolve(event), false) : true));
    return event;
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.batch;
    this.batch = [];
    const ready: SandboxEvent[] = [];
    for (const event of batch) {
      if (this.traps.reorderNext > 0) {
        this.traps.reorderNext -= 1;
        event.status = 'held';
        event.traps.push('out of order');
        this.held.push(event);
        if (this.traps.reorderNext === 0) ready.push(...this.releaseHeld());
        continue;
      }
      ready.push(event);
    }
    if (this.traps.outOfOrderAlways && ready.length > 1) {
      ready.reverse();
      for (const event of ready) if (!event.traps.includes('out of order')) event.traps.push('out of order');
    }
    for (const event of ready) this.dispatch(event);
  }

  private releaseHeld(): SandboxEvent[] {
    const released = this.held.reverse();
    this.held = [];
    return released;
  }

  /** Delivers the held events now, in reverse order of raising, even if fewer than asked were raised. */
  releaseHeldEvents(): number {
    this.traps.reorderNext = 0;
    const released = this.releaseHeld();
    for (const event of released) this.dispatch(event);
    return released.length;
  }

  /**
   * Events of one tenancy (its x-ordering-key: applicationRef, or KYCid for KYC) reach the receiver in the order they
   * were raised: an event's first attempt starts when the previous event's first attempt has ended. Retries come
   * later, on the provider's cadence, as they do at the provider. The out-of-order trap changes that order on demand.
   */
  private dispatch(event: SandboxEvent): void {
    const key = event.applicationRef ?? (typeof event.payload.KYCid === 'string' ? `KYCid:${event.payload.KYCid}` : '');
    event.status = 'queued';
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.send(event));
    this.chains.set(key, next);
    void next.then(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
  }

  private async send(event: SandboxEvent): Promise<void> {
    const webhook = this.webhook;
    if (!webhook || !webhook.enabled) {
      event.status = 'not-sent';
      event.problem = 'webhooks were disabled before it was sent';
      return;
    }
    try {
      const delivery = this.sender.send(JSON.stringify(event.payload), {
        urls: webhook.urls,
        header: webhook.header,
        label: event.name,
      });
      event.status = 'sent';
      event.deliveryIds.push(delivery.id);
      const attempts = [delivery.firstAttempt];
      if (this.traps.duplicateAlways || this.traps.duplicateNext > 0) {
        if (this.traps.duplicateNext > 0) this.traps.duplicateNext -= 1;
        event.traps.push('duplicate');
        const copy = this.sender.resend(delivery.id);
        event.deliveryIds.push(copy.id);
        attempts.push(copy.firstAttempt);
      }
      await Promise.all(attempts);
    } catch (error) {
      event.status = 'not-sent';
      event.problem = `not sent: ${(error as Error).message}`;
    }
  }

  /** The delivery schedule in force: attempts in all, and the time between them. */
  cadence(): { totalAttempts: number; retryIntervalMs: number } {
    return { totalAttempts: this.sender.plan.totalAttempts, retryIntervalMs: this.sender.plan.retryIntervalMs };
  }

  /** Sends an event again as a new delivery (the redeliver button). */
  redeliver(eventId: string): string {
    const event = this.get(eventId);
    if (event.status === 'refused') throw invalidState(`${eventId} failed the contract check; it is never sent`);
    if (event.withheld) throw invalidState(`${eventId} is never sent: ${event.problem}`);
    const webhook = this.webhook;
    if (!webhook || !webhook.enabled) throw invalidState('webhooks are disabled or have no URL: configure them first');
    const delivery = this.sender.send(JSON.stringify(event.payload), {
      urls: webhook.urls,
      header: webhook.header,
      label: event.name,
    });
    event.deliveryIds.push(delivery.id);
    if (event.status !== 'sent') {
      event.status = 'sent';
      event.problem = null;
    }
    return delivery.id;
  }

  /** WebhookEnabled, as the agent's settings say now (false without a webhook URL). */
  webhooksEnabled(): boolean {
    return this.webhook?.enabled === true;
  }

  get(eventId: string): SandboxEvent {
    const event = this.byId.get(eventId);
    if (!event) throw notFound(`No event ${eventId}`);
    return event;
  }

  view(event: SandboxEvent): EventView {
    return {
      ...event,
      deliveries: event.deliveryIds.map((id) => this.sender.get(id)).filter((d): d is DeliveryRecord => !!d),
    };
  }

  /** Resolves with the first event (already raised, or raised later) that matches. */
  waitFor(match: (event: SandboxEvent) => boolean, timeoutMs: number): Promise<SandboxEvent> {
    const found = this.events.find(match);
    if (found) return Promise.resolve(found);
    if (!(timeoutMs > 0)) throw invalidArgument('timeoutMs must be a positive number of milliseconds');
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (event: SandboxEvent) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(invalidState(`no matching event was raised within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Resolves when everything raised so far has been handed to the sender and no delivery attempt is running. */
  async settled(): Promise<void> {
    for (;;) {
      while (this.flushScheduled) await new Promise<void>((r) => queueMicrotask(r));
      if (!this.chains.size) break;
      await Promise.all([...this.chains.values()]);
    }
    await this.sender.settled();
  }
}
