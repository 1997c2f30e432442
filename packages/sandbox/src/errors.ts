// Errors of @trs/sandbox: a stable `code` and a message that says what to do.

export type SandboxErrorCode =
  | 'TRS_SANDBOX_CONFIG'
  | 'TRS_SANDBOX_NOT_FOUND'
  | 'TRS_SANDBOX_INVALID_STATE'
  | 'TRS_SANDBOX_INVALID_ARGUMENT'
  | 'TRS_SANDBOX_CLOSED'
  | 'TRS_SANDBOX_TIMEOUT';

export class SandboxError extends Error {
  readonly code: SandboxErrorCode;
  constructor(code: SandboxErrorCode, message: string) {
    super(message);
    this.name = 'SandboxError';
    this.code = code;
  }
}

/** createSandbox() options that cannot be used; the message names the option and what it takes. */
export class ConfigError extends SandboxError {
  constructor(message: string) {
    super('TRS_SANDBOX_CONFIG', message);
    this.name = 'ConfigError';
  }
}

export const notFound = (message: string) => new SandboxError('TRS_SANDBOX_NOT_FOUND', message);
export const invalidState = (message: string) => new SandboxError('TRS_SANDBOX_INVALID_STATE', message);
export const invalidArgument = (message: string) => new SandboxError('TRS_SANDBOX_INVALID_ARGUMENT', message);
