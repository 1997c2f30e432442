// receiver.inbox.recover(payload): an event that reconciliation (@trs/journal/reconcile) rebuilt from what the provider's
// interface shows, after its webhook died (provider spec 3.4, 6.1.3). It enters the inbox as a delivery would: the
// same classification, dedupe and handlers; marked recovered (flags bit, `event.recovered`, the inbox listing).
// Its dedupe (store/dedupe.ts): a recovered copy cannot know the real CreationDate, so it is keyed by the message's
// content (EntryType + URL for Report Available) within the applicant's round; a real delivery of that event
// arriving later is a duplicate, and a recovery after a real delivery is a duplicate too.
import { isJsonObject } from '@trs/shared';
import { isRecoverableMessage } from '../core/classify.js';
import { newRecord } from '../core/record.js';
import { ConfigError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import { FLAG_RECOVERED, type InsertOutcome, type NewInboxRecord } from '../store/types.js';
import { classifyStored } from './classify-stored.js';

export interface RecoverResult {
  /** The inbox id of the recovered event; null when it was a duplicate (the event was received or recovered before). */
  id: string | null;
  duplicate: boolean;
  idempotencyKey: string | null;
  eventName: string;
}

export interface RecoverDeps {
  /** Stores the record as a delivery is stored: deduplicated, then handled by whichever receiver handles the inbox. */
  submit(this: void, record: NewInboxRecord): Promise<InsertOutcome>;
  maxDepth: number;
  logger: Logger;
  now(this: void): number;
}

/** The User-Agent a recovered event is stored with: it did not come from the provider's sender. */
export const RECOVERED_USER_AGENT = 'trs-reconcile';

export async function recoverEvent(deps: RecoverDeps, payload: object, source: string): Promise<RecoverResult> {
  if (!isJsonObject(payload)) throw new ConfigError('payload', 'recover(payload) takes the event as a JSON object');
  const body = Buffer.from(JSON.stringify(payload));
  const classification = classifyStored(body, deps.maxDepth);
  const name = classification.kind === 'event' ? classification.name : null;
  if (classification.kind !== 'event' || !isRecoverableMessage(name))
    throw new ConfigError(
      'payload',
      `recover(payload) takes a Report Available event (the only message reconciliation can rebuild), got ${classification.kind === 'event' || classification.kind === 'ignored' ? (classification.name ?? 'an unrecognised payload') : 'a payload that is not an event'}`,
    );
  const record = newRecord(
    classification,
    { receivedAt: new Date(deps.now()), contentType: 'application/json', userAgent: RECOVERED_USER_AGENT },
    body,
    body.length,
  );
  record.flags |= FLAG_RECOVERED;
  record.dedupe = { ...record.dedupe!, recovered: true };
  record.detail = { recovered: { source } };
  const outcome = await deps.submit(record);
  deps.logger.info(
    { id: outcome.id, event: name, duplicate: outcome.duplicate, idempotencyKey: outcome.idempotencyKey, source },
    outcome.duplicate ? 'recovered event already received' : 'recovered event stored',
  );
  return { id: outcome.id, duplicate: outcome.duplicate, idempotencyKey: outcome.idempotencyKey, eventName: name! };
}
