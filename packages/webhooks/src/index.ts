// @trs/webhooks: a receiver for the tenancy referencing service's agent webhooks, and the provider's delivery
// algorithm as a sender (src/sender/, used by @trs/sandbox and `trs webhooks trigger`).
export {
  createReceiver,
  type Receiver,
  type HealthReport,
  type WorkerHealth,
  type ReplayResult,
  type SetAsideResult,
  type ReleaseResult,
} from './receiver.js';
export type { ReceiverOptions, WorkerOptions, RetentionOptions, AuthConfig } from './options.js';
export type { QuarantineOptions } from './core/auth.js';
export type { RequestLike, ChunkSource, Reply } from './core/request.js';
export { statusTable, statusTableMarkdown, type StatusRow } from './core/replies.js';
export type { FastifyPlugin } from './adapters/fastify.js';
export {
  defineHandler,
  type WebhookEvent,
  type AnyWebhookEvent,
  type Handler,
  type AnyHandler,
  type ErrorHandler,
  type HandlerContext,
  type HandlerDefinition,
} from './registry.js';
export {
  openDocument,
  saveDocument,
  type DocumentContent,
  type DocumentOptions,
  type SavedDocument,
} from './documents.js';
export { sqliteStore, type SqliteStoreOptions } from './store/sqlite.js';
export { postgresStore, type PostgresStoreOptions } from './store/pg/postgres.js';
export { pgliteStore, type PgliteStoreOptions } from './store/pg/pglite.js';
export { memoryStore, type MemoryStore } from './store/memory.js';
export { openStore } from './admin.js';
export type {
  StoreDriver,
  StoreLocation,
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
  DeliveryError,
  WorkerError,
  type WebhooksError,
  type WebhooksErrorCode,
  type StoreErrorCode,
  type StoreErrorDetails,
  type HandlerErrorCode,
  type HandlerErrorDetails,
  type DocumentErrorCode,
  type DocumentErrorDetails,
  type ReceiverErrorCode,
  type ReceiverErrorDetails,
  type DeliveryErrorCode,
  type DeliveryErrorDetails,
  type WorkerErrorDetails,
} from './errors.js';
export { jsonLogger, type Logger } from './logger.js';
export { dispatchedEventNames, type DispatchedEventName, type IgnoredEventName } from './contract.gen.js';
export * from './sender/index.js';
