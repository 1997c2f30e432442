// Errors of the webhook sender, on the one error design of the @trs packages (TrsError of @trs/validators).
import { TrsError } from '@trs/validators';

export { ConfigError } from '@trs/validators';

export type SenderErrorCode = 'TRS_SENDER_CLOSED';

/** The sender was closed; create a new one to send again. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is TrsError's details type of an error that has none
export class SenderError extends TrsError<SenderErrorCode, {}> {
  constructor(message: string) {
    super('TRS_SENDER_CLOSED', message, {});
  }
}
