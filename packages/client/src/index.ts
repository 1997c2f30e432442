// @trs/client: a typed client of the tenancy referencing service partner API.
export { createClient, TrsClient } from './client.js';
export type { ClientOptions, CallOptions } from './options.js';
export type {
  Credentials,
  StoredToken,
  TokenStore,
  TokenSink,
  ReleaseLoginLock,
  Logger,
  LoginReason,
} from './types.js';
export type { Clock, ClockOption } from '@trs/shared';
export type { DownloadOptions, DocumentOptions } from './download.js';
export type { RetryOptions } from './retry-policy.js';
export type { RawClient } from './raw.js';
export type { Answer, AnswerMode, WithResponse, WithReference } from './helpers.js';
export type { OperationHelpers } from './helpers.gen.js';
export type { ClientHooks, RequestEvent, ResponseEvent, RetryEvent, RetryReason, LoginEvent } from './hooks.js';
export type { ClientTracing, TracedCall, TracedOutcome } from './tracing.js';
export { DEFAULT_USER_AGENT } from './user-agent.js';
export {
  TrsError,
  ConfigError,
  ValidationError,
  AuthError,
  HttpError,
  OutcomeUnknownError,
  TimeoutError,
  NetworkError,
  NotAPdfError,
  InsecureUrlError,
  InvalidParameterError,
  InvalidBranchIdError,
  InvalidApplicationRefError,
  InvalidApplicantRefError,
  InvalidDateError,
  UnexpectedResponseError,
  ReferenceNotReturnedError,
  type ClientErrorCode,
  type CallDescription,
  type CallDetails,
  type AuthFailure,
  type AuthErrorDetails,
  type HttpErrorDetails,
  type OutcomeUnknownReason,
  type OutcomeUnknownErrorDetails,
  type TimeoutErrorDetails,
  type NetworkErrorDetails,
  type NotAPdfErrorDetails,
  type InvalidParameterCode,
  type InvalidParameterDetails,
  type UnexpectedResponseErrorDetails,
  type ReferenceNotReturnedErrorDetails,
} from './errors.js';
export type {
  ApplicationRef,
  ApplicantRef,
  BranchId,
  IsoDate,
  ApplicationRefArg,
  ApplicantRefArg,
  BranchIdArg,
  IsoDateArg,
  PathParameterArg,
} from './identifiers.js';
export type * from './schema.gen.js';
export {
  JournalRecordError,
  type ClientJournal,
  type ClientJournalReference,
  type ClientJournalPending,
  type JournalErrorDetails,
} from './journal.js';
