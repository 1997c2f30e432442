import type { TargetConfig } from '../target.js';

export const config = {
  name: 'journal',
  description:
    '@trs/journal: which webhook resolves which POST of unknown outcome (x-resolves-pending), as the table the receiver and reconciliation read',
  reads: ['messages'],
  dependsOn: [],
  outputs: ['packages/journal/src'],
} as const satisfies TargetConfig<'messages'>;

export const OUTPUT = 'packages/journal/src/resolutions.gen.ts';
