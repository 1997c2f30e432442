// From a classification to what the inbox keeps: one mapping, used when a delivery is received and when a stored
// body is classified afresh (replay, a quarantined delivery released).
import type { Classification } from './classify.js';
import { FLAG_DANGEROUS_KEYS, type NewInboxRecord, type Requeue, type SpooledBody } from '../store/types.js';

export interface RequestMeta {
  receivedAt: Date;
  contentType: string | null;
  userAgent: string | null;
}

type Kept = Pick<NewInboxRecord, 'state' | 'eventName' | 'dedupe' | 'orderingKey' | 'reason' | 'detail' | 'flags'>;

/** What the inbox keeps of a classified body. */
export function recordOf(classification: Classification): Kept {
  const flags = 'dangerousKeys' in classification && classification.dangerousKeys ? FLAG_DANGEROUS_KEYS : 0;
  switch (classification.kind) {
    case 'event':
      return {
        state: 'pending',
        eventName: classification.name,
        dedupe: classification.dedupe,
        orderingKey: classification.orderingKey,
        reason: null,
        detail: null,
        flags,
      };
    case 'ignored':
      return {
        state: 'ignored',
        eventName: classification.name,
        dedupe: classification.dedupe,
        orderingKey: null,
        reason: classification.reason,
        detail: classification.detail,
        flags,
      };
    case 'dead':
      return {
        state: 'dead',
        eventName: null,
        dedupe: null,
        orderingKey: null,
        reason: classification.reason,
        detail: classification.detail,
        flags,
      };
    case 'not_json':
      return {
        state: 'dead',
        eventName: null,
        dedupe: null,
        orderingKey: null,
        reason: 'not_json',
        detail: classification.detail,
        flags: 0,
      };
  }
}

/** A new inbox record of a received body. */
export function newRecord(
  classification: Classification,
  meta: RequestMeta,
  body: Buffer | SpooledBody,
  size: number,
): NewInboxRecord {
  // written out rather than spread: one shape for every record, built in one go (this runs per delivery)
  const kept = recordOf(classification);
  return {
    state: kept.state,
    eventName: kept.eventName,
    dedupe: kept.dedupe,
    orderingKey: kept.orderingKey,
    reason: kept.reason,
    detail: kept.detail,
    flags: kept.flags,
    receivedAt: meta.receivedAt,
    contentType: meta.contentType,
    userAgent: meta.userAgent,
    bodySize: size,
    body,
  };
}

/** The reset of a stored record classified afresh (replay). */
export function requeueOf(classification: Classification): Requeue {
  const { state, eventName, orderingKey, reason, detail, flags } = recordOf(classification);
  return { state: state === 'quarantined' ? 'pending' : state, eventName, orderingKey, reason, detail, flags };
}
