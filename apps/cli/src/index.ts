// @trs/cli: the `trs` command, and the same commands in-process (run) for scripts and tests.
import { commands, groups } from './commands/index.js';
import type { Io } from './io.js';
import { commandTree as buildCommandTree, runCommands } from './runner.js';

/**
 * Runs `trs` with the words after it (`['webhooks', 'list', '--json']`) and returns the exit code: 0 ok, 1 failure,
 * 2 usage error, 130 interrupted. Output goes to io.stdout / io.stderr; io.signal stops long-running commands.
 */
export function run(argv: readonly string[], io: Io): Promise<number> {
  return runCommands(argv, io, commands, groups);
}

/** Every command of `trs` as a commander program, built without side effects (for a generated CLI reference). */
export function commandTree() {
  return buildCommandTree(commands, groups);
}

export { commands, groups } from './commands/index.js';
export { operationCommands } from './operations/commands.gen.js';
export type { OperationCommandSpec, ParameterSpec, BodySpec } from './operations/spec.js';
export { defineCommand } from './command.js';
export type { CommandDefinition, CommandContext, ArgumentDefinition, OptionDefinition } from './command.js';
export type { Io, OutputStream } from './io.js';
export { processIo } from './io.js';
export { CliError, UsageError, EXIT, type CliErrorCode, type CliErrorDetails } from './errors.js';
export { version, type CommandGroup } from './runner.js';
export { configDir } from './api/config-folder.js';
