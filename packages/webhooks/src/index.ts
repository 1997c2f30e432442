// @trs/webhooks: a receiver for the tenancy referencing service's agent webhooks; here, what a receiver's author needs.
// The stores are subpaths (@trs/webhooks/sqlite, /postgres, /memory); the inbox without a receiver, for operators and
// store authors, is @trs/webhooks/store; every error's codes and details types are @trs/webhooks/errors. The
// provider's delivery algorithm (the sender) is @trs/sender.
export { createReceiver, type Receiver, type HealthReport, type WorkerHealth } from './receiver.js';
export type { Inbox, ReplayResult, SetAsideResult, ReleaseResult } from './inbox/inbox.js';
export type { RecoverResult } from './inbox/recover.js';
export type { ReceiverOptions, WorkerOptions, RetentionOptions, AuthConfig } from './options.js';
export type {
  ReceiverInstrumentation,
  InstrumentationOption,
  ReceivedOutcome,
  HandledOutcome,
  EventIdentity,
  StoredDelivery,
  Backlog,
  BacklogSource,
} from './telemetry/instrumentation.js';
export type { BackpressureOptions } from './telemetry/backpressure.js';
export type { DeliveryObserver, ObserveOption } from './observe.js';
export type { QuarantineOptions } from './core/auth.js';
export type { RequestLike, ChunkSource, Reply } from './core/request.js';
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
} from './handlers/registry.js';
export type { ApplicantTenancy } from './handlers/applicant-tenancy.js';
export {
  dispatchedEventNames,
  sensitiveFields,
  type DispatchedEventName,
  type IgnoredEventName,
} from './core/contract.gen.js';
export {
  openDocument,
  saveDocument,
  type DocumentContent,
  type DocumentOptions,
  type SavedDocument,
} from './handlers/documents.js';
export type {
  InboxRecord,
  InboxRecordWithBody,
  InboxState,
  DeadLetterReason,
  IgnoredReason,
  PruneResult,
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
  LeaseLostError,
  type WebhooksError,
  type WebhooksErrorCode,
} from './errors.js';
export { boundedLogger, jsonLogger, type Logger } from './log/logger.js';
export { MAX_LOG_LINE_BYTES } from './log/log-bounds.js';
export { sensitiveTexts } from './log/redact.js';
export { statusTable, statusTableMarkdown, type StatusRow } from './core/replies.js';
