// Errors of @trs/sandbox, on the one error design of the @trs packages (TrsError of @trs/validators): a stable
// `code` and a message that says what to do. Unusable options are the shared ConfigError (TRS_INVALID_CONFIG).
import { TrsError } from '@trs/validators';

export { ConfigError } from '@trs/validators';

export type SandboxErrorCode =
  | 'TRS_SANDBOX_NOT_FOUND'
  | 'TRS_SANDBOX_INVALID_STATE'
  | 'TRS_SANDBOX_INVALID_ARGUMENT'
  | 'TRS_SANDBOX_CLOSED'
  | 'TRS_SANDBOX_TIMEOUT';

/** An admin call that cannot be carried out: the message names the argument or the state at fault. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is TrsError's details type of an error that has none
export class SandboxError extends TrsError<SandboxErrorCode, {}> {
  constructor(code: SandboxErrorCode, message: string) {
    super(code, message, {});
  }
}
export const notFound = (message: string) => new SandboxError('TRS_SANDBOX_NOT_FOUND', message);
export const invalidState = (message: string) => new SandboxError('TRS_SANDBOX_INVALID_STATE', message);
export const invalidArgument = (message: string) => new SandboxError('TRS_SANDBOX_INVALID_ARGUMENT', message);
