// @trs/sandbox: the tenancy referencing service's partner API, locally, with state and outbound webhooks.
export { createSandbox, type Sandbox } from './sandbox.js';
export type { SandboxOptions, BranchOption, UserOption, WebhookOption, TrapOptions } from './options.js';
export type { SandboxAdmin, SandboxSnapshot, TenancyView, ApplicantView } from './admin.js';
export type { SandboxEvent, EventView, EventStatus } from './events.js';
export type { DriftOptions } from './drift.js';
export type { Fault, FaultRequest, QueuedFault } from './faults.js';
export type { LoginRecord } from './auth.js';
export type { RentReviewTopic } from './payloads.js';
export { rentReviewTopics } from './payloads.js';
export type { TenancyStepFlags } from './provider.js';
export { readings, readingsMarkdown, type Reading } from './readings.js';
export { adminRoutes, ADMIN_API_PATH, type AdminRoute } from './admin-http.js';
export { SandboxError, ConfigError, type SandboxErrorCode } from './errors.js';
export { operations, type OperationId } from './operations.gen.js';
export type { OperationEntry, PathParameterEntry } from './operation-entry.js';
export { validateSentEvent, assertSentEvent } from './sent-event-check.js';
export { manualClock, systemClock, type ManualClock, type Clock as SandboxClock } from '@trs/shared';
export type { DeliveryRecord, AttemptRecord, RequestRecord, DeliveryState } from '@trs/sender';
