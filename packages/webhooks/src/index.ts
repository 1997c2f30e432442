// @trs/webhooks: a receiver for the tenancy referencing service's agent webhooks.
export {
  createReceiver,
  defineHandler,
  type Receiver,
  type ReceiverOptions,
  type WorkerOptions,
  type RetentionOptions,
  type WebhookEvent,
  type AnyWebhookEvent,
  type Handler,
  type AnyHandler,
  type ErrorHandler,
  type HandlerContext,
  type HandlerDefinition,
  type HealthReport,
  type ReplayResult,
  type FastifyPlugin,
} from './receiver.js';
export {
  openDocument,
  saveDocument,
  base64Stream,
  type DocumentContent,
  type DocumentOptions,
  type SavedDocument,
} from './documents.js';
export { pgliteStore, type PgliteStoreOptions } from './store/pglite.js';
export { postgresStore, type PostgresStoreOptions } from './store/postgres.js';
export { memoryStore, type MemoryStore } from './store/memory.js';
export type {
  StoreDriver,
  InboxRecord,
  InboxRecordWithBody,
  InboxState,
  DeadLetterReason,
  IgnoredReason,
  SqlClient,
  Claim,
  NewInboxRecord,
  InsertOutcome,
} from './store/types.js';
export {
  WebhooksError,
  ConfigError,
  StoreError,
  HandlerError,
  DocumentError,
  type WebhooksErrorCode,
} from './errors.js';
export { jsonLogger, defaultLogger, type Logger } from './logger.js';
export { classify, idempotencyKeyOf, classificationPointers, type Classification } from './classify.js';
export { scanJson, type ScanResult } from './json-scan.js';
export {
  eventNames,
  dispatchedEventNames,
  ignoredEventNames,
  topics,
  dispatchRules,
  idempotencyKeys,
  orderingKeys,
  deliveryRules,
  staticHeader,
  eventSummaries,
  type DispatchedEventName,
  type IgnoredEventName,
} from './contract.gen.js';
export type { DispatchRule, DispatchCondition } from './dispatch-types.js';
export * from './sender/index.js';
