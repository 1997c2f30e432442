import type { TargetConfig } from '../target.js';

export const config = {
  name: 'discovery',
  description:
    "@trs/discovery: what its recorders and report compare traffic with: every operation's and message's known fields (type, format, codes, x-sensitive, gaps), documented statuses, the dispatch rules of webhooks, and the gaps register with each entry's places",
  reads: ['operations', 'messages', 'gaps', 'dispatch', 'sources'],
  // Validators are named by @trs/validators' ValidatorName.
  dependsOn: ['validators'],
  outputs: ['packages/discovery/src'],
} as const satisfies TargetConfig<'operations' | 'messages' | 'gaps' | 'dispatch' | 'sources'>;

export const OUTPUT = 'packages/discovery/src/contract.gen.ts';
