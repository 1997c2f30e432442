import type { TargetConfig } from '../target.js';

export const config = {
  name: 'sender',
  description: "@trs/sender: the provider's delivery rules (x-delivery) and the static header's default name",
  reads: ['delivery', 'staticHeader'],
  dependsOn: [],
  outputs: ['packages/sender/src'],
} as const satisfies TargetConfig<'delivery' | 'staticHeader'>;

export const OUTPUT = 'packages/sender/src/contract.gen.ts';
