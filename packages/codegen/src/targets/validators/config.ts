import type { TargetConfig } from '../target.js';

export const config = {
  name: 'validators',
  description:
    '@trs/validators: ajv standalone validators (bodies, answers, messages as received and as sent), their TypeScript types and the catalogue that names them',
  reads: ['schemas', 'validators', 'operations', 'messages'],
  dependsOn: [],
  outputs: ['packages/validators/src'],
} as const satisfies TargetConfig<'schemas' | 'validators' | 'operations' | 'messages'>;

/** Where the validators package keeps its generated sources. */
export const OUTPUT_DIR = 'packages/validators/src';

/** The export name of a message's strict ("as sent") validator in the standalone module. */
export const sentValidatorName = (validator: string) => `${validator}AsSent`;
