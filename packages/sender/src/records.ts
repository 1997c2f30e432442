// The deliveries a sender keeps: a new one per payload sent, its first attempt started at once; finished ones
// forgotten oldest first beyond maxRecords.
import { randomUUID } from 'node:crypto';
import { runAttempt } from './attempt.js';
import type { Internal, SenderContext } from './context.js';
import type { StaticHeaderOption } from './options.js';
import type { AttemptRecord, DeliveryRecord } from './types.js';

export interface Delivery {
  readonly id: string;
  /** The live record (it changes as attempts run). */
  readonly record: DeliveryRecord;
  /** Settles when the first attempt has ended (every URL answered, failed or timed out), with that attempt. */
  readonly firstAttempt: Promise<AttemptRecord>;
  /** Settles when the payload is delivered or dead, or when the sender closes (the state then stays stored). */
  readonly done: Promise<DeliveryRecord>;
}

export class DeliveryRecords {
  readonly #records = new Map<string, Internal>();

  constructor(
    private readonly context: SenderContext,
    private readonly maxRecords: number,
  ) {}

  get(deliveryId: string): Internal | undefined {
    return this.#records.get(deliveryId);
  }

  all(): IterableIterator<Internal> {
    return this.#records.values();
  }

  /** Records a new delivery and starts its first attempt. */
  start(body: string, urls: string[], header: StaticHeaderOption | null, label: string | null): Delivery {
    const { plan, clock } = this.context;
    const headers: Record<string, string> = { 'Content-Type': plan.contentType, 'User-Agent': plan.userAgent };
    if (header) headers[header.name!] = header.value;
    const now = clock.now();
    const record: DeliveryRecord = {
      id: randomUUID(),
      label,
      urls,
      headers: header ? { ...headers, [header.name!]: '(set)' } : { ...headers },
      body,
      state: 'raised',
      createdAt: now,
      updatedAt: now,
      attempts: [],
      nextAttemptAt: null,
      deadReason: null,
      rejectedUrls: [],
    };
    let resolve!: (record: DeliveryRecord) => void;
    const done = new Promise<DeliveryRecord>((r) => (resolve = r));
    let attempted!: (attempt: AttemptRecord) => void;
    const firstAttempt = new Promise<AttemptRecord>((r) => (attempted = r));
    const internal: Internal = { record, headers, header, timer: undefined, resolve, attempted };
    this.#records.set(record.id, internal);
    this.#forgetOldest();
    this.context.emit('state', record);
    void runAttempt(this.context, internal);
    return { id: record.id, record, firstAttempt, done };
  }

  #forgetOldest(): void {
    if (this.#records.size <= this.maxRecords) return;
    for (const [id, internal] of this.#records) {
      if (this.#records.size <= this.maxRecords) break;
      if (internal.record.state === 'delivered' || internal.record.state === 'dead') this.#records.delete(id);
    }
  }
}
