// The parts of trs that only the local stack and the discovery commands need (@trs/sandbox with @cantoo/pdf-lib,
// @trs/webhooks with its native SQLite, @trs/discovery) are optional dependencies: a team that runs the API
// commands on a server installs with `npm install @trs/cli --omit=optional` and compiles nothing. Each is loaded when
// a command needs it; when it is absent the command says which package to install.
import { CliError } from './errors.js';
import { version } from './runner.js';

export type OptionalPackage = '@trs/sandbox' | '@trs/webhooks' | '@trs/discovery';

function isMissing(error: unknown, name: OptionalPackage): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    error instanceof Error &&
    error.message.includes(`'${name}`)
  );
}

/** Why a command cannot run without `name`, and the one line that installs it. */
export function missingPackageError(name: OptionalPackage, usedBy: string): CliError {
  return new CliError(
    'TRS_CLI_FAILED',
    `${usedBy} needs ${name}, which this install of @trs/cli left out (an optional dependency, skipped by ` +
      `--omit=optional). Install it beside @trs/cli: npm install ${name}@${version}`,
  );
}

/** Imports an optional part of trs, or fails with the install line when it is not installed. */
export async function loadOptional<Module>(
  name: OptionalPackage,
  usedBy: string,
  importer: () => Promise<Module>,
): Promise<Module> {
  try {
    return await importer();
  } catch (error) {
    if (isMissing(error, name)) throw missingPackageError(name, usedBy);
    throw error;
  }
}
