import type { TargetConfig } from '../target.js';

export const config = {
  name: 'gaps',
  description: 'spec/GAPS.md: the register of every gap of the provider material and every assumption we made',
  reads: ['gaps'],
  dependsOn: [],
  outputs: ['spec'],
} as const satisfies TargetConfig<'gaps'>;
