// What the client's errors mean for a shell user: the advice names the CLI's options (not the library's) and the
// URL that was tried.
import { printable, TrsError } from '@trs/validators';
import { CliError } from '../errors.js';

export function explainApiError(error: unknown, baseUrl: string | undefined): unknown {
  if (!(error instanceof TrsError)) return error;
  if (error.code === 'TRS_INSECURE_URL') {
    // One rule and one message for every command that sends credentials (the API commands, verify, proxy).
    const url = (error.details as { url?: unknown }).url;
    return new CliError(
      'TRS_INSECURE_URL',
      `${printable(typeof url === 'string' ? url : (baseUrl ?? 'The URL'))} is plain http:// to another machine: the password and tokens would cross the network in clear. Use https://, or on a trusted local network pass --allow-insecure-http (for a profile: trs profile set NAME --allow-insecure-http).`,
      2,
    );
  }
  if (error.code === 'TRS_NETWORK_ERROR' && baseUrl)
    return new CliError(
      'TRS_CLI_FAILED',
      `${printable(error.message.replace(/ Check the network and baseUrl, then try again\.$/, ''))}\nNothing answered at ${baseUrl}: is the service running there? Check --base-url (or TRS_BASE_URL, or the profile); \`trs sandbox\` runs a local one.`,
    );
  return error;
}
