// The table of every command of `trs`, and the words that only group others. Definitions only: a handler that needs a
// library (@trs/client, @trs/sender, @trs/journal, listr2, ...) is imported when its command runs (src/handlers/), so
// that --version, --help, completion and the command tree start without loading them.
import type { CommandDefinition } from '../command.js';
import type { CommandGroup } from '../runner.js';
import { operationCommandDefinitions, operationCommandGroups } from '../operations/commands.js';
import { sessionCommands } from './session.js';
import { completionCommand } from './completion.js';
import { demoCommand } from './demo.js';
import { discoveryCommands } from './discovery.js';
import { initReceiverCommand } from './init.js';
import { journalCommands } from './journal.js';
import { reconcileCommand } from './reconcile.js';
import { sandboxCommand } from './sandbox.js';
import { webhooksCommands } from './webhooks.js';

export const commands: readonly CommandDefinition[] = [
  sandboxCommand,
  demoCommand,
  ...webhooksCommands,
  initReceiverCommand,
  ...sessionCommands,
  ...journalCommands,
  reconcileCommand,
  ...operationCommandDefinitions,
  ...discoveryCommands,
  completionCommand(
    () => commands,
    () => groups,
  ),
];

export const groups: readonly CommandGroup[] = [
  { path: ['webhooks'], summary: 'Send, list and receive webhooks (test your own receiver)' },
  { path: ['journal'], summary: 'The reference journal: every reference kept, the POSTs of unknown outcome' },
  { path: ['init'], summary: 'Scaffold a service of your own from the contract' },
  { path: ['gaps'], summary: 'What recordings of a real environment showed about the contract' },
  { path: ['profile'], summary: 'The profiles of the config file: base URL and user per environment' },
  ...operationCommandGroups,
];
