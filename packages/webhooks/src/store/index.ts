// @trs/webhooks/store: the inbox without a receiver. openStore() for the operator's calls from a script (what the
// trs-webhooks command does), and the interface a store implements (or wraps, as `trs webhooks listen` does).
export { openStore } from '../inbox/open.js';
import type { Inbox, ReplayResult } from '../inbox/inbox.js';
export type { Inbox, ReplayResult, SetAsideResult, ReleaseResult } from '../inbox/inbox.js';
/** @deprecated The same union as ReplayResult: use ReplayResult. */
export type ReplayOutcome = ReplayResult;
/** @deprecated openStore() returns an Inbox, the same calls as `receiver.inbox`: use Inbox. */
export type InboxAdmin = Inbox;
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
