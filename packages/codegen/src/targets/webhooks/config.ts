import type { TargetConfig } from '../target.js';

export const config = {
  name: 'webhooks',
  description:
    "@trs/webhooks: the receiver's contract data (event names, topics, dispatch rules, idempotency keys and how redeliveries are told apart, ordering keys, static header)",
  reads: ['messages', 'dispatch', 'deduplication', 'staticHeader'],
  // Its code names @trs/validators' EventName.
  dependsOn: ['validators'],
  outputs: ['packages/webhooks/src/core'],
} as const satisfies TargetConfig<'messages' | 'dispatch' | 'deduplication' | 'staticHeader'>;

export const OUTPUT = 'packages/webhooks/src/core/contract.gen.ts';
