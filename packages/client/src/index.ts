// @trs/client: a typed client of the tenancy referencing service partner API.
export { createClient, TrsClient } from './client.js';
export type { ClientOptions, CallOptions, Credentials, StoredToken, Logger } from './options.js';
export type { DownloadOptions, DocumentOptions } from './download.js';
export type { RetryOptions } from './retry-policy.js';
export { DEFAULT_RETRY, parseRetryAfter } from './retry-policy.js';
export type { RawClient } from './helpers.js';
export {
  TrsError,
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
  ConfigError,
  ValidationError,
  type TrsErrorCode,
  type CallDescription,
  type AuthFailure,
  type OutcomeUnknownReason,
} from './errors.js';
export {
  checkApplicationRef,
  checkApplicantRef,
  checkBranchId,
  checkIsoDate,
  isIsoDate,
  type ApplicationRef,
  type ApplicantRef,
  type BranchId,
  type IsoDate,
  type ApplicationRefArg,
  type ApplicantRefArg,
  type BranchIdArg,
  type IsoDateArg,
} from './identifiers.js';
export {
  operations,
  operationsByRoute,
  type OperationId,
  type OperationInfo,
  type PathParameterRule,
} from './operations.gen.js';
export type * from './schema.gen.js';
