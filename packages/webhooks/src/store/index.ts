// @trs/webhooks/store: the inbox without a receiver. openStore() for the operator's calls from a script (what the
// trs-webhooks command does), and the interface a store implements (or wraps, as `trs webhooks listen` does).
export { openStore, type InboxAdmin, type ReplayOutcome } from '../inbox/admin.js';
export type {
  StoreDriver,
  StoreLocation,
  InboxRecord,
  InboxRecordWithBody,
  InboxState,
  DeadLetterReason,
  IgnoredReason,
  QuarantineReason,
  SqlClient,
  NewInboxRecord,
  SpooledBody,
  InsertOutcome,
  Claim,
  ClaimResult,
  ListOptions,
  Requeue,
  PruneOptions,
} from './types.js';
