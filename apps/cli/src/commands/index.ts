// The table of every command of `trs`, and the words that only group others.
import type { CommandDefinition } from '../command.js';
import type { CommandGroup } from '../runner.js';
import { apiCommands } from './api.js';
import { demoCommand } from './demo.js';
import { discoveryCommands } from './discovery.js';
import { initReceiverCommand } from './init.js';
import { sandboxCommand } from './sandbox.js';
import { webhooksCommands } from './webhooks.js';

export const commands: readonly CommandDefinition[] = [
  sandboxCommand,
  demoCommand,
  ...webhooksCommands,
  initReceiverCommand,
  ...apiCommands,
  ...discoveryCommands,
];

export const groups: readonly CommandGroup[] = [
  { path: ['webhooks'], summary: 'Send, list and receive webhooks (test your own receiver)' },
  { path: ['init'], summary: 'Scaffold a service of your own from the contract' },
  { path: ['gaps'], summary: 'What recordings of a real environment showed about the contract' },
  { path: ['tenancy'], summary: 'Create and show tenancies' },
  { path: ['tenant'], summary: 'Add and submit tenants' },
  { path: ['reports'], summary: 'List the reports of a tenancy' },
  { path: ['report'], summary: 'Download a report' },
];
