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
} from './store/types.js';
export {
  TrsError,
  ConfigError,
  UnknownEventError,
  StoreError,
  HandlerError,
  DocumentError,
  ReceiverError,
  type WebhooksError,
  type WebhooksErrorCode,
  type StoreErrorCode,
  type StoreErrorDetails,
  type HandlerErrorDetails,
  type DocumentErrorCode,
  type DocumentErrorDetails,
  type ReceiverErrorCode,
  type ReceiverErrorDetails,
} from './errors.js';
export { jsonLogger, type Logger } from './logger.js';
export { dispatchedEventNames, type DispatchedEventName, type IgnoredEventName } from './contract.gen.js';
export * from './sender/index.js';
