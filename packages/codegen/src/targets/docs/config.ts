import type { TargetConfig } from '../target.js';

export const config = {
  name: 'docs',
  description:
    'apps/docs: the reference data of the docs site (every operation and message with fields, codes, examples, keys, dispatch rule, tags and the events each operation raises; the gaps register with the place of each entry)',
  reads: [
    'info',
    'servers',
    'tags',
    'schemas',
    'operations',
    'messages',
    'dispatch',
    'delivery',
    'staticHeader',
    'gaps',
  ],
  dependsOn: [],
  outputs: ['apps/docs/src'],
} as const satisfies TargetConfig<
  | 'info'
  | 'servers'
  | 'tags'
  | 'schemas'
  | 'operations'
  | 'messages'
  | 'dispatch'
  | 'delivery'
  | 'staticHeader'
  | 'gaps'
>;

export const OUTPUT = 'apps/docs/src/reference.gen.ts';
