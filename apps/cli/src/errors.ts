// Errors of the trs command, on the one error design of the @trs packages (TrsError): a stable code, a message that
// says what to do. The exit code follows from the class: a usage error is 2, anything else that fails is 1.
import { TrsError } from '@trs/validators';

export type CliErrorCode =
  | 'TRS_CLI_USAGE'
  | 'TRS_CLI_INPUT'
  | 'TRS_CLI_CREDENTIALS'
  | 'TRS_INSECURE_URL'
  | 'TRS_CLI_DELIVERY_DEAD'
  | 'TRS_CLI_TIMEOUT'
  | 'TRS_CLI_FAILED';

export interface CliErrorDetails {
  /** The process exit code this error ends the command with. */
  exitCode: number;
}

export class CliError extends TrsError<CliErrorCode, CliErrorDetails> {
  constructor(code: CliErrorCode, message: string, exitCode = 1) {
    super(code, message, { exitCode });
  }
  get exitCode(): number {
    return this.details.exitCode;
  }
}

/** The command line itself is wrong (an unknown option, a bad value): exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super('TRS_CLI_USAGE', message, 2);
  }
}

/** The exit codes of every command (documented in the README). */
export const EXIT = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;
