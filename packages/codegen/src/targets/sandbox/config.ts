import type { TargetConfig } from '../target.js';

export const config = {
  name: 'sandbox',
  description:
    "@trs/sandbox: the routing table (every operation's method, path, auth, path-parameter rules, body validator, success and error answers with their examples) and the contract's dictionaries (x-codes) it writes into reports, events and its page",
  reads: ['operations', 'schemas', 'messages'],
  // Body validators are named by @trs/validators' ValidatorName.
  dependsOn: ['validators'],
  outputs: ['packages/sandbox/src'],
} as const satisfies TargetConfig<'operations' | 'schemas' | 'messages'>;

export const OUTPUT = 'packages/sandbox/src/operations.gen.ts';
export const CODES_OUTPUT = 'packages/sandbox/src/codes.gen.ts';
